'use client';

import { activeNavItem } from '@/lib/app-shell/active-nav-item';
import { type AppNavItem, NAV_ITEMS } from '@/lib/app-shell/nav-items';
import { usePathname } from '@/lib/i18n/navigation';

/** The navigation item of the page on screen; next-intl's usePathname has no /nl or /es prefix. */
export function useActiveNavItem(): AppNavItem | undefined {
  return activeNavItem(usePathname(), NAV_ITEMS);
}
