'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import type { CheckInProblem } from '@/lib/check-in/problems';
import { type CheckInErrorKey, codeEntrySchema } from '@/lib/check-in/schema';

export type CodePurpose = 'safe' | 'late' | 'cancel';

type Props = {
  purpose: CodePurpose;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Runs the action with the code: null when it is done (the dialog then closes), else the problem to say. */
  onSubmit(code: string): Promise<CheckInProblem | null>;
};

/**
 * The code "I'm safe" and "Cancel" ask for once the member set codes. It says nothing of a second
 * code: someone watching the screen must learn nothing, and a duress code is answered exactly as
 * the safe one (lib/actions/check-in.ts). A wrong code stays here, the field emptied for another try.
 */
export function CheckInCodeDialog({ purpose, open, onOpenChange, onSubmit }: Props) {
  const t = useTranslations('CheckIn');
  const form = useZodForm(codeEntrySchema, { code: '' });
  const [problem, setProblem] = useState<CheckInProblem | null>(null);

  async function submit({ code }: { code: string }) {
    setProblem(null);
    const outcome = await onSubmit(code);
    if (!outcome) return;
    setProblem(outcome);
    form.reset({ code: '' });
    form.setFocus('code');
  }

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setProblem(null);
          form.reset({ code: '' });
        }
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('codeDialog.close')}>
        <DialogTitle>{t(`codeDialog.title.${purpose}`)}</DialogTitle>
        <DialogDescription>{t('codeDialog.description')}</DialogDescription>
        <ZodForm form={form} onSubmit={submit} errorText={(key) => t(`errors.${key as CheckInErrorKey}`)} className="grid gap-4">
          <FormTextField
            id="check-in-code"
            name="code"
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={8}
            label={t('codeDialog.label')}
            className="w-40 max-w-full"
          />
          {problem && <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>}
          <FormSubmitButton label={t(`codeDialog.submit.${purpose}`)} pendingLabel={t('codeDialog.sending')} variant={purpose === 'cancel' ? 'outline' : 'wellness'} className="justify-self-start" />
        </ZodForm>
      </DialogContent>
    </DialogRoot>
  );
}
