'use client';

import { useTranslations } from 'next-intl';
import { useRole } from '@/components/auth/auth-provider';
import { routes } from '@/lib/routes';
import { AccountMenu } from './account-menu';

/**
 * The member shell's account menu: the Account page, the answers for responders and, for an admin,
 * the way to the admin area (issue 44: no signed-in menu led there). The role is the one the auth
 * provider reads from profiles under RLS (lib/auth/role-lookup.ts), never user_metadata; the admin
 * area checks it again on the server.
 */
export function MemberAccountMenu() {
  const t = useTranslations('AppShell');
  const { isAdmin } = useRole();
  return (
    <AccountMenu
      links={[
        { href: routes.account, label: t('accountPage') },
        { href: routes.welcomeQuestionnaire, label: t('myAnswers') },
        ...(isAdmin ? [{ href: routes.adminDashboard, label: t('adminArea') }] : []),
      ]}
    />
  );
}
