'use client';

import { useTranslations } from 'next-intl';
import type { AppNavItem } from '@/lib/app-shell/nav-items';
import { Link } from '@/lib/i18n/navigation';

/** One navigation item as a link; the current page is marked for assistive technology and for styling (aria-current). */
export function NavLink({ item, current, className }: { item: AppNavItem; current: boolean; className: string }) {
  const t = useTranslations('AppShell.nav');
  return (
    <Link href={item.href} aria-current={current ? 'page' : undefined} className={className}>
      {t(item.label)}
    </Link>
  );
}
