'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { describeAuthError } from '@/lib/auth/auth-error';
import type { AuthValidationKey } from '@/lib/validation/auth';

/** Translates auth server errors (with weak-password reasons) and validation keys. */
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
  const fromValidation = useCallback((key: AuthValidationKey) => t(`errors.${key}`), [t]);
  return { fromServer, fromValidation };
}
