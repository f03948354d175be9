'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useRootError } from '@/components/forms/field-error';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { hardNavigate } from '@/lib/auth/navigate';
import { createClient } from '@/lib/supabase/client';
import { signInSchema } from '@/lib/validation/auth';
import type { z } from '@/lib/zod';
import { useAuthErrorText } from './use-auth-error-text';

type Props = { next: string };
type SignIn = z.output<typeof signInSchema>;

/**
 * E-mail or phone plus password (docs/product.md#rules). Signing in through the browser client writes the
 * session cookies that the proxy and server components read, and fires SIGNED_IN for the
 * AuthProvider.
 */
export function SignInForm({ next }: Props) {
  const t = useTranslations('Auth');
  const text = useAuthErrorText();
  const form = useZodForm(signInSchema, { identifier: '', password: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function signIn({ identifier, password }: SignIn) {
    setServerError(null);
    const { error } = await createClient().auth.signInWithPassword({ ...identifier, password });
    if (error) {
      setServerError(text.fromServer(error));
      return;
    }
    setLeaving(true);
    hardNavigate(next);
  }

  return (
    <ZodForm
      form={form}
      onSubmit={signIn}
      onInvalid={() => setServerError(null)}
      errorText={text.fromValidation}
      className="flex flex-col gap-4"
      aria-describedby={serverError || form.formState.errors.root ? 'sign-in-error' : undefined}
    >
      <SignInAlert serverError={serverError} />
      <FormTextField
        id="sign-in-identifier"
        name="identifier"
        type="text"
        inputMode="email"
        autoComplete="username"
        label={t('identifierLabel')}
        hint={t('identifierHint')}
      />
      <FormTextField id="sign-in-password" name="password" type="password" autoComplete="current-password" label={t('passwordLabel')} />
      <FormSubmitButton label={t('submit')} pendingLabel={t('submitting')} pending={leaving} />
    </ZodForm>
  );
}

/**
 * One alert for the whole form: the auth server's refusal, or the missing-credentials message
 * (docs/product.md#rules), which is about no single field. A refusal takes focus, so it is read out at once.
 */
function SignInAlert({ serverError }: { serverError: string | null }) {
  const rootError = useRootError();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) alertRef.current?.focus();
  }, [serverError]);
  const message = serverError ?? rootError;
  if (!message) return null;
  return (
    <div ref={alertRef} tabIndex={-1} className="outline-none">
      <FormAlert id="sign-in-error" tone="error">
        {message}
      </FormAlert>
    </div>
  );
}
