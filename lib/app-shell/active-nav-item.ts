import { isUnder } from '@/lib/routes';
import type { NavItem } from './nav-items';

/**
 * The item the visitor is on, from the path without its locale prefix: a page and everything
 * below it count (/full-dashboard/subscription/invoices is Subscription). When items nest
 * (/full-dashboard and /full-dashboard/subscription), the deepest match wins.
 */
export function activeNavItem<T extends NavItem>(pathname: string, items: readonly T[]): T | undefined {
  return items.filter((item) => isUnder(pathname, item.href)).sort((a, b) => b.href.length - a.href.length)[0];
}
