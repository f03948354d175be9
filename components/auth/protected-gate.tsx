'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';
import { FullScreenStatus } from './full-screen-status';
import { routes } from '@/lib/routes';

/** Where the visitor is now, locale prefix included, so /auth can send them back. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * docs/product.md#routes-and-screens protected wrapper: a full-screen "Loading..." while the session is determined, then
 * anonymous visitors go to /auth (replacing history). It also reacts when someone signs out in
 * this or another tab. The server layout has already checked; this covers client transitions.
 */
export function ProtectedGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Guards');
  const { user, loading } = useAuth();
  const router = useRouter();

  useEffect(() => {
    if (!loading && !user) router.replace({ pathname: routes.auth, query: { next: currentPath() } });
  }, [loading, user, router]);

  if (loading || !user) return <FullScreenStatus text={t('loading')} />;
  return children;
}
