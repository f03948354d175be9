'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';
import { FullScreenStatus } from './full-screen-status';
import { isUnder, routes } from '@/lib/routes';

/** Where the visitor is now, locale prefix included, so /auth can send them back. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * docs/product.md#routes-and-screens protected wrapper: a full-screen "Loading..." while the
 * session is determined, then anonymous visitors go to /auth (replacing history). It also reacts
 * when someone signs out, or another account signs in, in this or another tab.
 *
 * `verifiedUserId` is the user the server layout has just verified (requireUser) for this render:
 * with it the session is determined already. /sos uses that: it is in the server's HTML and works
 * as soon as it hydrates, without waiting for supabase-js to load and read the session again, which
 * kept the SOS button off a cheap phone's screen for over a second (issue 48). Its button stays
 * disabled until hydrated, and the 112 link is a plain link that works before. Other member pages
 * still wait: their forms would submit natively (a GET with what was typed) if used before
 * hydration. Once the browser's own session is read it decides: none → /auth; another account →
 * the server renders again for it.
 */
export function ProtectedGate({ children, verifiedUserId }: { children: ReactNode; verifiedUserId?: string }) {
  const t = useTranslations('Guards');
  const { user, loading } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const signedOut = !loading && !user;
  const otherAccount = !loading && user !== null && verifiedUserId !== undefined && user.id !== verifiedUserId;

  useEffect(() => {
    if (signedOut) router.replace({ pathname: routes.auth, query: { next: currentPath() } });
    else if (otherAccount) router.refresh();
  }, [signedOut, otherAccount, router]);

  const determined = !loading || (verifiedUserId !== undefined && isUnder(pathname, routes.sos));
  if (!determined || signedOut || otherAccount) return <FullScreenStatus text={t('loading')} />;
  return children;
}
