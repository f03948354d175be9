'use client';

import { useTranslations } from 'next-intl';
import { AccountMenu } from '@/components/app-shell/account-menu';
import { routes } from '@/lib/routes';

/** The admin header's account menu: the member shell's menu, leading to the admin's own member area. */
export function AdminAccountMenu() {
  const t = useTranslations('AdminShell');
  return <AccountMenu links={[{ href: routes.memberDashboard, label: t('memberArea') }]} />;
}
