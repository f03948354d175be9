'use client';

import { useAction } from 'next-safe-action/hooks';
import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { changePlan, previewPlanChange } from '@/lib/actions/subscription';
import { billingData, billingProblem } from './billing-answer';

export type PlanChoice = { id: string; name: string; monthly: number; currency: string };

type Preview = Extract<NonNullable<Awaited<ReturnType<typeof previewPlanChange>>>['data'], { status: 'preview' }>;

/**
 * Change of plan: pick a plan, see what it costs now (prorated to the second by Stripe) and from
 * the next period, and, when the new plan allows fewer emergency contacts than the member has,
 * choose which stay, before anything changes.
 */
export function PlanChange({ plans, currentPlanId }: { plans: readonly PlanChoice[]; currentPlanId: string | null }) {
  const t = useTranslations('Billing.subscription');
  const format = useFormatter();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [planId, setPlanId] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [keep, setKeep] = useState<string[]>([]);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const previewing = useAction(previewPlanChange);
  const changing = useAction(changePlan);
  const money = (cents: number, currency: string) => format.number(Math.abs(cents) / 100, { style: 'currency', currency: currency.toUpperCase() });
  const choices = plans.filter((plan) => plan.id !== currentPlanId);
  const keepInvalid = preview?.contacts ? keep.length === 0 || keep.length > preview.contactLimit : false;

  function reset() {
    setPlanId(null);
    setPreview(null);
    setKeep([]);
    setMessage(null);
    previewing.reset();
    changing.reset();
  }

  async function showPreview(id: string) {
    setPlanId(id);
    setPreview(null);
    setMessage(null);
    const data = await billingData(previewing.executeAsync({ planId: id }));
    if (!data) return;
    if (data.status === 'preview') {
      setPreview(data);
      setKeep(data.contacts ? data.contacts.slice(0, data.contactLimit).map((contact) => contact.id) : []);
    } else setMessage({ tone: 'error', text: t(`change.${data.status}`) });
  }

  async function confirm() {
    if (!planId || keepInvalid) return;
    const data = await billingData(changing.executeAsync({ planId, keepContactIds: preview?.contacts ? keep : undefined }));
    if (!data) return;
    if (data.status === 'changed') {
      setOpen(false);
      reset();
      setMessage({ tone: 'info', text: t('change.changed', { name: data.planName }) });
      router.refresh();
    } else setMessage({ tone: 'error', text: t(`change.${data.status}`) });
  }

  const problem = billingProblem(previewing) ?? billingProblem(changing);
  return (
    <div className="grid gap-2">
      <DialogRoot
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          reset();
        }}
      >
        <DialogTrigger asChild>
          <Button type="button" variant="outline" className="justify-self-start">
            {t('change.button')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('close')}>
          <DialogTitle>{t('change.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('change.choose')}</DialogDescription>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('change.choose')}</legend>
            {choices.map((plan) => (
              <label key={plan.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 has-checked:border-guardian has-focus-visible:ring-2 has-focus-visible:ring-guardian">
                <input type="radio" name="new-plan" value={plan.id} checked={planId === plan.id} onChange={() => void showPreview(plan.id)} className="size-5 shrink-0 accent-guardian" />
                <span className="min-w-0 break-words">
                  {plan.name}: {t('perInterval.month', { amount: money(Math.round(plan.monthly * 100), plan.currency) })}
                </span>
              </label>
            ))}
          </fieldset>
          <div aria-live="polite" className="grid gap-2">
            {previewing.isPending && <p className="text-sm">{t('change.previewing')}</p>}
            {preview && (
              <div className="grid gap-1 rounded-md bg-muted p-3 text-sm" data-testid="plan-change-preview">
                <p className="font-medium">
                  {preview.dueNow.amount > 0
                    ? t('change.dueNow', { amount: money(preview.dueNow.amount, preview.currency) })
                    : preview.dueNow.amount < 0
                      ? t('change.creditNow', { amount: money(preview.dueNow.amount, preview.currency) })
                      : t('change.nothingNow')}
                </p>
                <p>{t('change.then', { amount: money(preview.newTotal, preview.currency) })}</p>
              </div>
            )}
          </div>
          {preview?.contacts && (
            <fieldset className="grid gap-2" aria-describedby="keep-hint">
              <legend className="text-sm font-medium">{t('change.keepTitle', { limit: preview.contactLimit })}</legend>
              <p id="keep-hint" className="text-sm text-muted-foreground">
                {t('change.keepHint')}
              </p>
              {preview.contacts.map((contact) => (
                <label key={contact.id} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 accent-guardian"
                    checked={keep.includes(contact.id)}
                    onChange={(event) => setKeep((current) => (event.target.checked ? [...current, contact.id] : current.filter((id) => id !== contact.id)))}
                  />
                  <span>{contact.name}</span>
                </label>
              ))}
              {keepInvalid && <p className="text-sm text-destructive">{t('change.keepError', { limit: preview.contactLimit })}</p>}
            </fieldset>
          )}
          {message && open && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
          {problem && <FormAlert tone="error">{t(problem)}</FormAlert>}
          <div className="flex flex-wrap gap-3">
            <Button type="button" loading={changing.isPending} disabled={!preview || keepInvalid} onClick={() => void confirm()}>
              {changing.isPending ? t('change.confirming') : t('change.confirm')}
            </Button>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('change.cancel')}
              </Button>
            </DialogClose>
          </div>
        </DialogContent>
      </DialogRoot>
      {!open && message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
    </div>
  );
}
