'use client';

import { useTranslations } from 'next-intl';
import { bottomBarOrder } from '@/lib/app-shell/bottom-bar-order';
import { NAV_ITEMS } from '@/lib/app-shell/nav-items';
import { cn } from '@/lib/cn';
import { NavLink } from './nav-link';
import { useActiveNavItem } from './use-active-nav-item';

const ITEMS = bottomBarOrder(NAV_ITEMS);

// Every target is at least 44 px square; the current page is underlined, not only coloured.
const itemClass =
  'flex min-h-11 w-full min-w-11 items-center justify-center px-1 text-center leading-tight break-words focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4';
const plainClass = 'rounded-md text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:font-semibold aria-[current=page]:text-foreground';
// The strongest thing on the bar: filled in the emergency colour, larger, ringed.
const emergencyClass =
  'h-12 max-w-32 rounded-full bg-emergency text-lg font-black tracking-wide text-emergency-foreground shadow-md ring-4 ring-emergency/25 hover:bg-emergency-strong';

/**
 * Phones only (below md): the navigation fixed to the bottom of the screen, SOS in the middle
 * (docs/product.md#app-shell). Its height is --app-bottom-bar (app/globals.css), which the page and
 * the floating buttons keep clear of; the safe-area inset keeps it above the home indicator.
 */
export function BottomBar() {
  const t = useTranslations('AppShell');
  const active = useActiveNavItem();
  return (
    <nav
      aria-label={t('bottomNav')}
      data-testid="app-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="mx-auto grid h-(--app-bar-row) max-w-lg auto-cols-fr grid-flow-col items-center gap-1 px-2">
        {ITEMS.map((item) => (
          <li key={item.href} className="flex justify-center">
            <NavLink item={item} current={item === active} className={cn(itemClass, 'emergency' in item ? emergencyClass : plainClass)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
