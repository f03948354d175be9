'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useAuth, useRole } from './auth-provider';
import { FullScreenStatus } from './full-screen-status';
import { routes } from '@/lib/routes';

/**
 * docs/product.md#routes-and-screens admin wrapper: "Verifying admin access..." while session and role load; anonymous
 * visitors go to /auth, non-admins to /member-dashboard. The server layout (requireAdmin) and
 * RLS are what really keep non-admins out; this keeps client transitions honest.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Guards');
  const { user, loading } = useAuth();
  const { isAdmin, loading: roleLoading } = useRole();
  const router = useRouter();
  const pending = loading || (user !== null && roleLoading);

  useEffect(() => {
    if (pending) return;
    if (!user) router.replace({ pathname: routes.auth, query: { next: `${window.location.pathname}${window.location.search}` } });
    else if (!isAdmin) router.replace(routes.memberDashboard);
  }, [pending, user, isAdmin, router]);

  if (pending || !user || !isAdmin) return <FullScreenStatus text={t('verifyingAdmin')} />;
  return children;
}
