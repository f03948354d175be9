'use client';

import { useTranslations } from 'next-intl';
import { NAV_ITEMS } from '@/lib/app-shell/nav-items';
import { cn } from '@/lib/cn';
import { HeaderMoreMenu } from './header-more-menu';
import { currentMark, focusRing } from './nav-classes';
import { NavLink } from './nav-link';
import { useActiveNavItem } from './use-active-nav-item';

const itemClass = cn('inline-flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap underline-offset-8', focusRing, currentMark);
const plainClass = 'text-foreground hover:bg-muted aria-[current=page]:bg-muted';
// SOS keeps the emergency colour here too, so it reads the same as everywhere else.
const emergencyClass = 'bg-emergency text-emergency-foreground hover:bg-emergency-strong aria-[current=page]:bg-emergency-strong';

// Inline from md, or only from lg (below lg the same item is in "More" instead).
const INLINE = NAV_ITEMS.filter((item) => item.header !== 'more');

/**
 * The header's navigation from the md breakpoint up; phones get the bottom bar instead
 * (docs/product.md#app-shell). What does not fit a 768 px row in Dutch or Spanish sits in "More".
 */
export function HeaderNav() {
  const t = useTranslations('AppShell');
  const active = useActiveNavItem();
  return (
    <nav aria-label={t('mainNav')} className="hidden min-w-0 md:block">
      <ul className="flex items-center gap-1">
        {INLINE.map((item) => (
          <li key={item.href} className={item.header === 'lg' ? 'hidden lg:block' : undefined}>
            <NavLink item={item} current={item === active} className={cn(itemClass, 'emergency' in item ? emergencyClass : plainClass)} />
          </li>
        ))}
        <li>
          <HeaderMoreMenu active={active} />
        </li>
      </ul>
    </nav>
  );
}
