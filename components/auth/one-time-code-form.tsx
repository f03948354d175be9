'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { createClient } from '@/lib/supabase/client';
import { codeRequestSchema, type Identifier } from '@/lib/validation/auth';
import { CodeStep } from './code-step';
import { useCodeRequest } from './use-code-request';

type Props = { next: string; onUsePassword(): void };

/** Where the e-mailed link lands: our confirm route, which returns the visitor to `next`. */
export function confirmUrl(next: string): string {
  return `${window.location.origin}/api/auth/confirm?next=${encodeURIComponent(next)}`;
}

async function verifyCode(sentTo: Identifier, code: string) {
  const supabase = createClient();
  // "magiclink" is the type GoTrue accepts for the code in a sign-in e-mail (hosted and local).
  const { error } =
    'email' in sentTo
      ? await supabase.auth.verifyOtp({ email: sentTo.email, token: code, type: 'magiclink' })
      : await supabase.auth.verifyOtp({ phone: sentTo.phone, token: code, type: 'sms' });
  return error;
}

/**
 * Passwordless sign-in (docs/product.md#rules: needs an e-mail or phone). An e-mail carries a link and a code;
 * a phone gets a code by SMS. Existing accounts only: registration is its own flow.
 */
export function OneTimeCodeForm({ next, onUsePassword }: Props) {
  const t = useTranslations('Auth');
  const { form, submit, errorText, sentTo, startOver, serverError } = useCodeRequest({
    schema: codeRequestSchema,
    defaultValues: { identifier: '' },
    send: ({ identifier }) => {
      const supabase = createClient();
      return 'email' in identifier
        ? supabase.auth.signInWithOtp({ email: identifier.email, options: { shouldCreateUser: false, emailRedirectTo: confirmUrl(next) } })
        : supabase.auth.signInWithOtp({ phone: identifier.phone, options: { shouldCreateUser: false } });
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">{t('code.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('code.description')}</p>
      </div>
      {serverError ? <FormAlert tone="error">{serverError}</FormAlert> : null}
      {sentTo ? (
        <>
          <CodeStep
            id="otp-code"
            sentMessage={t('code.sent', { destination: 'email' in sentTo.identifier ? sentTo.identifier.email : sentTo.identifier.phone })}
            codeLabel={t('code.codeLabel')}
            submitLabel={t('code.verify')}
            busyLabel={t('code.verifying')}
            verify={(code) => verifyCode(sentTo.identifier, code)}
            then={next}
          />
          <Button variant="link" onClick={startOver}>
            {t('code.startOver')}
          </Button>
        </>
      ) : (
        <ZodForm form={form} onSubmit={submit} errorText={errorText} className="flex flex-col gap-4">
          <FormTextField
            id="otp-identifier"
            name="identifier"
            type="text"
            inputMode="email"
            autoComplete="username"
            label={t('identifierLabel')}
            hint={t('identifierHint')}
          />
          <FormSubmitButton label={t('code.send')} pendingLabel={t('code.sending')} />
        </ZodForm>
      )}
      <Button variant="link" onClick={onUsePassword}>
        {t('usePassword')}
      </Button>
    </div>
  );
}
