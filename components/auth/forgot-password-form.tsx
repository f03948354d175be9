'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { createClient } from '@/lib/supabase/client';
import { recoveryRequestSchema } from '@/lib/validation/auth';
import { CodeStep } from './code-step';
import { confirmUrl } from './one-time-code-form';
import { useCodeRequest } from './use-code-request';

type Props = {
  /** The set-new-password page in the visitor's language. */
  resetPath: string;
  onBack(): void;
};

async function verifyRecoveryCode(email: string, code: string) {
  const { error } = await createClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
  return error;
}

/**
 * Forgot password: the recovery e-mail holds a link (to our confirm route) and a code. Either
 * one opens a recovery session, after which the visitor chooses a new password.
 */
export function ForgotPasswordForm({ resetPath, onBack }: Props) {
  const t = useTranslations('Auth');
  const { form, submit, errorText, sentTo, serverError } = useCodeRequest({
    schema: recoveryRequestSchema,
    defaultValues: { email: '' },
    send: ({ email }) => createClient().auth.resetPasswordForEmail(email, { redirectTo: confirmUrl(resetPath) }),
  });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t('forgot.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('forgot.description')}</p>
      </div>
      {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
      {sentTo ? (
        <CodeStep
          id="recovery-code"
          sentMessage={t('forgot.sent', { email: sentTo.email })}
          codeLabel={t('forgot.codeLabel')}
          submitLabel={t('forgot.verify')}
          busyLabel={t('forgot.verifying')}
          verify={(code) => verifyRecoveryCode(sentTo.email, code)}
          then={resetPath}
        />
      ) : (
        <ZodForm form={form} onSubmit={submit} errorText={errorText} className="flex flex-col gap-4">
          <FormTextField id="recovery-email" name="email" type="email" autoComplete="email" label={t('forgot.emailLabel')} />
          <FormSubmitButton label={t('forgot.send')} pendingLabel={t('forgot.sending')} />
        </ZodForm>
      )}
      <Button variant="link" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </div>
  );
}
