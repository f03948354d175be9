'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { SignOutScope } from '@/lib/auth/sign-out';
import { hardNavigate } from '@/lib/auth/navigate';
import { getPathname } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';

type Props = Omit<ButtonProps, 'onClick' | 'children' | 'loading'> & { scope?: SignOutScope };

const LABEL = { local: 'signOut', global: 'signOutEverywhere', others: 'signOutOthers' } as const;

/**
 * Signs out with a scope (docs/product.md#backend-calls). `local` and `global` end this session and load the homepage
 * afresh, so nothing of the member area stays on screen or in the client cache; `others` keeps
 * this device signed in and says so.
 */
export function SignOutButton({ scope = 'local', variant = 'outline', ...props }: Props) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const [doneOthers, setDoneOthers] = useState(false);

  async function handleClick() {
    setBusy(true);
    await signOut(scope);
    if (scope === 'others') {
      setBusy(false);
      setDoneOthers(true);
      return;
    }
    hardNavigate(getPathname({ href: '/', locale }));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant={variant} loading={busy} onClick={handleClick} {...props}>
        {busy ? t('signingOut') : t(LABEL[scope])}
      </Button>
      {doneOthers ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('signedOutOthers')}
        </p>
      ) : null}
    </div>
  );
}
