'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { hardNavigate } from '@/lib/auth/navigate';
import { createClient } from '@/lib/supabase/client';
import { newPasswordSchema } from '@/lib/validation/auth';
import { useAuthErrorText } from './use-auth-error-text';

/** Sets a new password for the (recovery) session; the auth server's weak_password reasons show. */
export function NewPasswordForm({ doneHref }: { doneHref: string }) {
  const t = useTranslations('Auth');
  const text = useAuthErrorText();
  const form = useZodForm(newPasswordSchema, { password: '', confirm: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function save({ password }: { password: string }) {
    setServerError(null);
    const { error } = await createClient().auth.updateUser({ password });
    if (error) {
      setServerError(text.fromServer(error));
      return;
    }
    setLeaving(true);
    hardNavigate(doneHref);
  }

  return (
    <ZodForm form={form} onSubmit={save} errorText={text.fromValidation} className="flex flex-col gap-4">
      {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
      <FormTextField
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('reset.passwordLabel')}
        hint={t('reset.description')}
      />
      <FormTextField id="new-password-confirm" name="confirm" type="password" autoComplete="new-password" label={t('reset.confirmLabel')} />
      <FormSubmitButton label={t('reset.submit')} pendingLabel={t('reset.saving')} pending={leaving} />
    </ZodForm>
  );
}
