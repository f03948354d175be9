'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { type AuthErrorKey, describeAuthError } from '@/lib/auth/auth-error';
import type { AuthValidationKey } from '@/lib/validation/auth';

/** Translates auth server errors (with weak-password reasons) and `Auth.errors` message keys. */
export function useAuthErrorText() {
  const t = useTranslations('Auth');
  const fromServer = useCallback(
    (error: unknown, context?: 'default' | 'verifying') => {
      const { key, reasons } = describeAuthError(error, context);
      const reasonText = reasons.map((reason) => t(`weakPasswordReasons.${reason}`));
      return [t(`errors.${key}`), ...reasonText].join(' ');
    },
    [t],
  );
  // The keys come from lib/validation/auth's schemas or from describeAuthError, both Auth.errors.
  const fromValidation = useCallback((key: string) => t(`errors.${key as AuthValidationKey | AuthErrorKey}`), [t]);
  return { fromServer, fromValidation };
}
