'use client';

import { useTranslations } from 'next-intl';
import { createClient } from '@/lib/supabase/client';
import { CodeStep } from './code-step';

type Props = { factorId: string; next: string };

/**
 * The second step of sign-in for someone with a verified TOTP factor: the code from their app.
 * challengeAndVerify stores the new aal2 session (cookies) before we navigate on, so the server
 * sees it on the next request.
 */
export function SecondFactorVerify({ factorId, next }: Props) {
  const t = useTranslations('Auth.mfa');
  const common = useTranslations('Common');

  async function verify(code: string) {
    const { error } = await createClient().auth.mfa.challengeAndVerify({ factorId, code });
    return error;
  }

  return (
    <CodeStep
      id="second-factor-code"
      sentMessage={t('verifyDescription', { product: common('productName') })}
      codeLabel={t('codeLabel')}
      submitLabel={t('verify')}
      busyLabel={t('verifying')}
      verify={verify}
      then={next}
    />
  );
}
