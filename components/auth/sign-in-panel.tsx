'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormAlert } from '@/components/forms/form-alert';
import { OneTimeCodeForm } from './one-time-code-form';
import { SignInForm } from './sign-in-form';
import { routes } from '@/lib/routes';

export type SignInMode = 'password' | 'code' | 'forgot';

type Props = {
  next: string;
  resetPath: string;
  initialMode: SignInMode;
  /** A confirm link that failed (expired, used twice) sent the visitor back here. */
  linkInvalid: boolean;
};

/** The /auth page body: password sign-in, one-time code, or forgot password. */
export function SignInPanel({ next, resetPath, initialMode, linkInvalid }: Props) {
  const t = useTranslations('Auth');
  const [mode, setMode] = useState<SignInMode>(initialMode);

  return (
    <div className="flex flex-col gap-6">
      {linkInvalid ? <FormAlert tone="error">{t('linkInvalid')}</FormAlert> : null}
      {mode === 'password' ? (
        <>
          <SignInForm next={next} />
          <div className="flex flex-col items-start gap-1">
            <Button variant="link" onClick={() => setMode('forgot')}>
              {t('forgotPassword')}
            </Button>
            <Button variant="link" onClick={() => setMode('code')}>
              {t('useCode')}
            </Button>
          </div>
        </>
      ) : null}
      {mode === 'code' ? <OneTimeCodeForm next={next} onUsePassword={() => setMode('password')} /> : null}
      {mode === 'forgot' ? <ForgotPasswordForm resetPath={resetPath} onBack={() => setMode('password')} /> : null}
      <p className="text-sm text-muted-foreground">
        {t('noAccount')}{' '}
        <Link href={routes.register} className="font-medium text-guardian underline underline-offset-4">
          {t('register')}
        </Link>
      </p>
    </div>
  );
}
