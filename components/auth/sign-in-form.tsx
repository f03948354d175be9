'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { hardNavigate } from '@/lib/auth/navigate';
import { createClient } from '@/lib/supabase/client';
import { type AuthValidationKey, issuesByField, signInSchema } from '@/lib/validation/auth';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useAuthErrorText } from './use-auth-error-text';

type Props = { next: string };

/**
 * E-mail or phone plus password (spec §5). Signing in through the browser client writes the
 * session cookies that the proxy and server components read, and fires SIGNED_IN for the
 * AuthProvider.
 */
export function SignInForm({ next }: Props) {
  const t = useTranslations('Auth');
  const text = useAuthErrorText();
  const [fieldErrors, setFieldErrors] = useState<Record<string, AuthValidationKey>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({ identifier: form.get('identifier') ?? '', password: form.get('password') ?? '' });
    if (!parsed.success) {
      const issues = issuesByField(parsed.error);
      setFieldErrors(issues);
      setFormError(issues[''] ? text.fromValidation(issues['']) : null);
      if (issues.identifier) identifierRef.current?.focus();
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setBusy(true);
    const { error } = await createClient().auth.signInWithPassword({ ...parsed.data.identifier, password: parsed.data.password });
    if (error) {
      setBusy(false);
      setFormError(text.fromServer(error));
      alertRef.current?.focus();
      return;
    }
    hardNavigate(next);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-describedby={formError ? 'sign-in-error' : undefined}>
      {formError ? (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert id="sign-in-error" tone="error">
            {formError}
          </FormAlert>
        </div>
      ) : null}
      <FormField
        ref={identifierRef}
        id="sign-in-identifier"
        name="identifier"
        type="text"
        inputMode="email"
        autoComplete="username"
        label={t('identifierLabel')}
        hint={t('identifierHint')}
        error={fieldErrors.identifier ? text.fromValidation(fieldErrors.identifier) : undefined}
      />
      <FormField
        id="sign-in-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('passwordLabel')}
      />
      <Button type="submit" loading={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
