'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { SignOutScope } from '@/lib/auth/sign-out';
import { useSignOut } from './use-sign-out';

type Props = Omit<ButtonProps, 'onClick' | 'children' | 'loading'> & { scope?: SignOutScope };

const LABEL = { local: 'signOut', global: 'signOutEverywhere', others: 'signOutOthers' } as const;

/**
 * A sign-out button for one scope (docs/product.md#backend-calls), through useSignOut; `others`
 * keeps this device signed in and says so.
 */
export function SignOutButton({ scope = 'local', variant = 'outline', className, ...props }: Props) {
  const t = useTranslations('Auth');
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [doneOthers, setDoneOthers] = useState(false);

  async function handleClick() {
    setBusy(true);
    await signOut(scope);
    // `local` and `global` are leaving the page; `others` stays and says it is done.
    if (scope === 'others') {
      setBusy(false);
      setDoneOthers(true);
    }
  }

  return (
    <div className="flex max-w-full flex-col items-start gap-2">
      {/* "Cerrar sesión en otros dispositivos" wraps instead of widening a 320 px page. */}
      <Button variant={variant} loading={busy} onClick={handleClick} wrap className={className} {...props}>
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
