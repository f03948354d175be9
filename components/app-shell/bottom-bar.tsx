'use client';

import { useTranslations } from 'next-intl';
import { bottomBarOrder } from '@/lib/app-shell/bottom-bar-order';
import { type AppNavItem, barItems, NAV_ITEMS } from '@/lib/app-shell/nav-items';
import { cn } from '@/lib/cn';
import { BottomMoreSheet } from './bottom-more-sheet';
import { barItemClass, barPlainClass } from './nav-classes';
import { NavLink } from './nav-link';
import { useActiveNavItem } from './use-active-nav-item';

const { onBar, inMore } = barItems(NAV_ITEMS);
// "More" takes a slot of its own, so SOS stays in the middle of all five.
const MORE = { more: true } as const;
const SLOTS: readonly (AppNavItem | typeof MORE)[] = bottomBarOrder<AppNavItem | typeof MORE>([...onBar, MORE]);

// The strongest thing on the bar: filled in the emergency colour, larger, ringed.
const emergencyClass =
  'h-12 max-w-32 rounded-full bg-emergency text-lg font-black tracking-wide text-emergency-foreground shadow-md ring-4 ring-emergency/25 hover:bg-emergency-strong';

/**
 * Phones only (below md): the navigation fixed to the bottom of the screen, SOS in the middle,
 * "More" for the pages that do not fit (docs/product.md#app-shell). Its height is --app-bottom-bar
 * (app/globals.css), which the page and the floating buttons keep clear of; the safe-area inset
 * keeps it above the home indicator.
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
      <ul className="mx-auto grid h-(--app-bar-row) max-w-lg auto-cols-fr grid-flow-col items-center gap-1 px-1">
        {SLOTS.map((slot) => (
          <li key={'more' in slot ? 'more' : slot.href} className="flex min-w-0 justify-center">
            {'more' in slot ? (
              <BottomMoreSheet items={inMore} active={active} />
            ) : (
              <NavLink item={slot} short current={slot === active} className={cn(barItemClass, 'emergency' in slot ? emergencyClass : barPlainClass)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
