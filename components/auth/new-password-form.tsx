'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { hardNavigate } from '@/lib/auth/navigate';
import { createClient } from '@/lib/supabase/client';
import { type AuthValidationKey, issuesByField, newPasswordSchema } from '@/lib/validation/auth';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useAuthErrorText } from './use-auth-error-text';

/** Sets a new password for the (recovery) session; the auth server's weak_password reasons show. */
export function NewPasswordForm({ doneHref }: { doneHref: string }) {
  const t = useTranslations('Auth');
  const text = useAuthErrorText();
  const [fieldErrors, setFieldErrors] = useState<Record<string, AuthValidationKey>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = newPasswordSchema.safeParse({ password: form.get('password') ?? '', confirm: form.get('confirm') ?? '' });
    if (!parsed.success) {
      setFieldErrors(issuesByField(parsed.error));
      return;
    }
    setFieldErrors({});
    setServerError(null);
    setBusy(true);
    const { error } = await createClient().auth.updateUser({ password: parsed.data.password });
    if (error) {
      setBusy(false);
      setServerError(text.fromServer(error));
      return;
    }
    hardNavigate(doneHref);
  }

  const fieldText = (field: string) => (fieldErrors[field] ? text.fromValidation(fieldErrors[field]) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
      <FormField
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('reset.passwordLabel')}
        hint={t('reset.description')}
        error={fieldText('password')}
      />
      <FormField
        id="new-password-confirm"
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={t('reset.confirmLabel')}
        error={fieldText('confirm')}
      />
      <Button type="submit" loading={busy}>
        {busy ? t('reset.saving') : t('reset.submit')}
      </Button>
    </form>
  );
}
