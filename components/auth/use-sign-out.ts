'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import type { SignOutScope } from '@/lib/auth/sign-out';
import { hardNavigate } from '@/lib/auth/navigate';
import { getPathname } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';

/**
 * Signs out with a scope (docs/product.md#backend-calls), the one way every sign-out control uses.
 * `local` and `global` end this session and load the homepage afresh, so nothing of the member
 * area stays on screen or in the client cache; `others` keeps this device signed in.
 */
export function useSignOut(): (scope?: SignOutScope) => Promise<void> {
  const locale = useLocale();
  const { signOut } = useAuth();
  return useCallback(
    async (scope: SignOutScope = 'local') => {
      await signOut(scope);
      if (scope !== 'others') hardNavigate(getPathname({ href: '/', locale }));
    },
    [signOut, locale],
  );
}
