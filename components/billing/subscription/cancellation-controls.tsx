'use client';

import { useAction } from 'next-safe-action/hooks';
import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { scheduleCancellation, undoCancellation } from '@/lib/actions/subscription';
import type { Locale } from '@/lib/i18n/routing';
import { billingData, billingProblem } from './billing-answer';

type Props = {
  locale: Locale;
  /** When a cancellation asked for now takes effect (server-computed, docs/architecture.md#payments). */
  dateIfCancelledNow: string;
  /** A cancellation already scheduled, which can be undone until then. */
  cancelAt: string | null;
};

/**
 * Cancelling (docs/product.md#limits-and-constants: 30 days' notice, access to the end of the billing
 * period; the date rule is docs/architecture.md#payments): the exact date
 * is shown before confirming, and a scheduled cancellation can be undone until it takes effect.
 */
export function CancellationControls({ locale, dateIfCancelledNow, cancelAt }: Props) {
  const t = useTranslations('Billing.subscription');
  const format = useFormatter();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(dateIfCancelledNow);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useAction(scheduleCancellation.bind(null, locale));
  const undo = useAction(undoCancellation.bind(null, locale));
  const cancelProblem = billingProblem(cancel);
  const undoProblem = billingProblem(undo);
  const long = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });

  if (cancelAt) {
    return (
      <div className="grid gap-2">
        <Button
          type="button"
          variant="outline"
          loading={undo.isPending}
          className="justify-self-start"
          onClick={async () => {
            if (!(await billingData(undo.executeAsync()))) return;
            setNotice(t('cancel.undone'));
            router.refresh();
          }}
        >
          {undo.isPending ? t('cancel.undoing') : t('cancel.undo')}
        </Button>
        {undoProblem && <FormAlert tone="error">{t(undoProblem)}</FormAlert>}
        {notice && <FormAlert tone="info">{notice}</FormAlert>}
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <DialogRoot
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) cancel.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button type="button" variant="outline" className="justify-self-start">
            {t('cancel.button')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('close')}>
          <DialogTitle>{t('cancel.title')}</DialogTitle>
          <DialogDescription>{t('cancel.when', { date: long(date) })}</DialogDescription>
          <p className="text-sm">{t('cancel.access')}</p>
          {notice && <FormAlert tone="info">{notice}</FormAlert>}
          {cancelProblem && <FormAlert tone="error">{t(cancelProblem)}</FormAlert>}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              loading={cancel.isPending}
              onClick={async () => {
                setNotice(null);
                const data = await billingData(cancel.executeAsync({ expectedDate: date }));
                if (!data) return;
                if (data.status === 'dateChanged') {
                  setDate(data.date);
                  setNotice(t('cancel.dateChanged', { date: long(data.date) }));
                  return;
                }
                setOpen(false);
                setNotice(t('cancel.scheduled', { date: long(data.date) }));
                router.refresh();
              }}
            >
              {cancel.isPending ? t('cancel.confirming') : t('cancel.confirm', { date: long(date) })}
            </Button>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel.keep')}
              </Button>
            </DialogClose>
          </div>
        </DialogContent>
      </DialogRoot>
      {!open && notice && <FormAlert tone="info">{notice}</FormAlert>}
    </div>
  );
}
