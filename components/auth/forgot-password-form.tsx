'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { createClient } from '@/lib/supabase/client';
import { type AuthValidationKey, recoveryRequestSchema } from '@/lib/validation/auth';
import { CodeStep } from './code-step';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { confirmUrl } from './one-time-code-form';
import { useAuthErrorText } from './use-auth-error-text';

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
  const text = useAuthErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<AuthValidationKey | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function requestEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = recoveryRequestSchema.safeParse({ email: new FormData(event.currentTarget).get('email') ?? '' });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0].message as AuthValidationKey);
      return;
    }
    setFieldError(null);
    setServerError(null);
    setBusy(true);
    const { error } = await createClient().auth.resetPasswordForEmail(parsed.data.email, { redirectTo: confirmUrl(resetPath) });
    setBusy(false);
    if (error) setServerError(text.fromServer(error));
    else setSentTo(parsed.data.email);
  }

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
          sentMessage={t('forgot.sent', { email: sentTo })}
          codeLabel={t('forgot.codeLabel')}
          submitLabel={t('forgot.verify')}
          busyLabel={t('forgot.verifying')}
          verify={(code) => verifyRecoveryCode(sentTo, code)}
          then={resetPath}
        />
      ) : (
        <form noValidate onSubmit={requestEmail} className="flex flex-col gap-4">
          <FormField id="recovery-email" name="email" type="email" autoComplete="email" label={t('forgot.emailLabel')} error={fieldError ? text.fromValidation(fieldError) : undefined} />
          <Button type="submit" loading={busy}>
            {busy ? t('forgot.sending') : t('forgot.send')}
          </Button>
        </form>
      )}
      <Button variant="link" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </div>
  );
}
