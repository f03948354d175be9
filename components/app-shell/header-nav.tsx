'use client';

import { useTranslations } from 'next-intl';
import { NAV_ITEMS } from '@/lib/app-shell/nav-items';
import { cn } from '@/lib/cn';
import { NavLink } from './nav-link';
import { useActiveNavItem } from './use-active-nav-item';

const itemClass =
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';
const plainClass = 'text-foreground hover:bg-muted aria-[current=page]:bg-muted';
// SOS keeps the emergency colour here too, so it reads the same as everywhere else.
const emergencyClass = 'bg-emergency text-emergency-foreground hover:bg-emergency-strong aria-[current=page]:bg-emergency-strong';

/** The header's links from the md breakpoint up; phones get the bottom bar instead (docs/product.md#app-shell). */
export function HeaderNav() {
  const t = useTranslations('AppShell');
  const active = useActiveNavItem();
  return (
    <nav aria-label={t('mainNav')} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <NavLink item={item} current={item === active} className={cn(itemClass, 'emergency' in item ? emergencyClass : plainClass)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
