'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AppNavItem } from '@/lib/app-shell/nav-items';
import { Link } from '@/lib/i18n/navigation';

/**
 * One navigation item as a link; the current page is marked for assistive technology and for
 * styling (aria-current). `short` uses the bar's shorter label (AppShell.short), for the phone's
 * narrow cells.
 */
export function NavLink({
  item,
  current,
  className,
  short = false,
  onNavigate,
  icon,
}: {
  item: AppNavItem;
  current: boolean;
  className: string;
  short?: boolean;
  onNavigate?: () => void;
  icon?: ReactNode;
}) {
  const t = useTranslations('AppShell');
  return (
    <Link href={item.href} aria-current={current ? 'page' : undefined} className={className} onClick={onNavigate}>
      {icon}
      {short && 'bar' in item ? t(`short.${item.label}`) : t(`nav.${item.label}`)}
    </Link>
  );
}
