'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { LocalMoment } from '@/components/ui/local-moment';
import { withdrawFromContract } from '@/lib/actions/subscription';
import type { Locale } from '@/lib/i18n/routing';
import { billingData, billingProblem } from './billing-answer';

/**
 * The EU right of withdrawal for contracts made online, in two steps: "Withdraw from contract
 * here" explains what happens, and only "Confirm withdrawal" ends the contract and refunds it.
 * The last moment to withdraw is a time of day, so it is shown in the member's own zone, named.
 */
export function WithdrawalControls({ locale, until }: { locale: Locale; until: string }) {
  const t = useTranslations('Billing.subscription');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const withdraw = useAction(withdrawFromContract.bind(null, locale));
  const problem = billingProblem(withdraw);

  return (
    <section aria-labelledby="withdrawal-title" className="grid gap-3 rounded-lg border border-border p-4">
      <h2 id="withdrawal-title" className="text-lg font-semibold">
        {t('withdraw.title')}
      </h2>
      <p className="text-sm">{t.rich('withdraw.explain', { date: () => <LocalMoment iso={until} style="medium" /> })}</p>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" variant="outline" className="justify-self-start">
            {t('withdraw.button')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('close')}>
          <DialogTitle>{t('withdraw.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('withdraw.dialogBody')}</DialogDescription>
          {problem && <FormAlert tone="error">{t(problem)}</FormAlert>}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              loading={withdraw.isPending}
              onClick={async () => {
                const data = await billingData(withdraw.executeAsync({ confirmed: true }));
                if (!data) return;
                setOpen(false);
                if (data.status === 'tooLate') {
                  setOutcome(t('withdraw.tooLate'));
                  return;
                }
                // The contract is gone, and this section with it: the page says what happened.
                router.replace(`?notice=withdrawn&refunded=${data.refunded}&currency=${data.currency}`);
              }}
            >
              {withdraw.isPending ? t('withdraw.confirming') : t('withdraw.confirm')}
            </Button>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('withdraw.back')}
              </Button>
            </DialogClose>
          </div>
        </DialogContent>
      </DialogRoot>
      {outcome && <FormAlert tone="info">{outcome}</FormAlert>}
    </section>
  );
}
