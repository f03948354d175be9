import { isUnder } from '@/lib/routes';
import type { NavItem } from './nav-items';

/**
 * The item the visitor is on, from the path without its locale prefix: a page and everything
 * below it count (/full-dashboard/subscription/invoices is Subscription), and so do the pages an
 * item lists under `also`. When paths nest (/full-dashboard and /full-dashboard/subscription), the
 * deepest match wins, so a page under /full-dashboard that no other item claims is the Dashboard.
 */
export function activeNavItem<T extends NavItem>(pathname: string, items: readonly T[]): T | undefined {
  let best: { item: T; depth: number } | undefined;
  for (const item of items) {
    for (const path of [item.href, ...(item.also ?? [])]) {
      if (isUnder(pathname, path) && (!best || path.length > best.depth)) best = { item, depth: path.length };
    }
  }
  return best?.item;
}
