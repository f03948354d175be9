'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useEffect, useRef, useState } from 'react';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import type { Notice } from '@/components/forms/live-notice';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { removeCheckInCodes, setCheckInCodes } from '@/lib/actions/check-in';
import { type CheckInProblem, checkInOutcome } from '@/lib/check-in/problems';
import { type CheckInErrorKey, checkInCodesSchema } from '@/lib/check-in/schema';

const ID = 'check-in-codes';

type Props = {
  hasCodes: boolean;
  /** The codes were saved (true) or removed (false): the screen says `notice`. */
  onChanged(hasCodes: boolean, notice: Notice): void;
};

/**
 * "Codes" (docs/product.md#check-in): a safe code and a duress code, 4–8 digits each and
 * different, asked for by "I'm safe" and "Cancel" once set; or none. Neither code is ever shown
 * again (the database keeps only hashes), so "Change" means typing both anew.
 */
export function CheckInCodes({ hasCodes, onChanged }: Props) {
  const t = useTranslations('CheckIn');
  const form = useZodForm(checkInCodesSchema, { safeCode: '', duressCode: '' });
  const [problem, setProblem] = useState<CheckInProblem | null>(null);
  const [removeProblem, setRemoveProblem] = useState<CheckInProblem | null>(null);
  const save = useAction(setCheckInCodes);
  const remove = useAction(removeCheckInCodes);
  const heading = useRef<HTMLHeadingElement>(null);
  // "Remove" goes with the codes (and its dialog with it): focus then moves to this section's heading.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [hasCodes]);

  async function submit() {
    setProblem(null);
    const result = await save.executeAsync(form.getValues()).catch(() => undefined);
    if (applyActionFieldErrors(form, result)) return;
    const outcome = checkInOutcome(result);
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return;
    }
    form.reset({ safeCode: '', duressCode: '' });
    onChanged(true, { tone: 'info', text: t('codes.saved') });
  }

  return (
    <section aria-labelledby={`${ID}-title`} className="grid min-w-0 gap-4 border-t border-border pt-6">
      <h2 id={`${ID}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('codes.title')}
      </h2>
      <p>{t('codes.lead')}</p>
      <p>{t('codes.duress')}</p>
      <p className="font-medium" data-testid="check-in-codes-state">
        {hasCodes ? t('codes.set') : t('codes.notSet')}
      </p>
      <ZodForm form={form} onSubmit={submit} errorText={(key) => t(`errors.${key as CheckInErrorKey}`)} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap gap-4">
          <FormTextField id={`${ID}-safe`} name="safeCode" type="password" inputMode="numeric" pattern="[0-9]*" autoComplete="off" maxLength={8} label={t('codes.safeCode')} hint={t('codes.hint')} className="w-40 max-w-full" />
          <FormTextField id={`${ID}-duress`} name="duressCode" type="password" inputMode="numeric" pattern="[0-9]*" autoComplete="off" maxLength={8} label={t('codes.duressCode')} hint={t('codes.hint')} className="w-40 max-w-full" />
        </div>
        {problem && <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <FormSubmitButton label={hasCodes ? t('codes.change') : t('codes.save')} pendingLabel={t('codes.saving')} variant="outline" />
          {hasCodes && (
            <ConfirmDialog
              trigger={<Button variant="ghost">{t('codes.remove')}</Button>}
              title={t('codes.removeTitle')}
              body={t('codes.removeBody')}
              closeLabel={t('codeDialog.close')}
              keepLabel={t('codes.keep')}
              confirmLabel={t('codes.remove')}
              busy={remove.isExecuting}
              problem={removeProblem && t(`problems.${removeProblem}`)}
              onOpen={() => setRemoveProblem(null)}
              onConfirm={async () => {
                const outcome = checkInOutcome(await remove.executeAsync({}).catch(() => undefined));
                if (!outcome.ok) {
                  setRemoveProblem(outcome.problem);
                  return false;
                }
                focusHeading.current = true;
                onChanged(false, { tone: 'info', text: t('codes.removed') });
                return true;
              }}
              focusAfter={() => heading.current}
            />
          )}
        </div>
      </ZodForm>
    </section>
  );
}
