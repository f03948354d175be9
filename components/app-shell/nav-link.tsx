'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCriticalIslandReady } from '@/components/critical-island/use-critical-island-ready';
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
  // No prefetch while /sos's button is still loading: it would share the phone's network with it
  // (lib/critical-island.ts). From then on, Next's own choice.
  const islandReady = useCriticalIslandReady();
  return (
    <Link href={item.href} prefetch={islandReady ? undefined : false} aria-current={current ? 'page' : undefined} className={className} onClick={onNavigate}>
      {icon}
      {short && 'bar' in item ? t(`short.${item.label}`) : t(`nav.${item.label}`)}
    </Link>
  );
}
