'use client';

import { useTranslations } from 'next-intl';
import { currentMark, focusRing } from '@/components/app-shell/nav-classes';
import { activeNavItem } from '@/lib/app-shell/active-nav-item';
import { ADMIN_NAV_ITEMS } from '@/lib/admin-shell/nav-items';
import { cn } from '@/lib/cn';
import { Link, usePathname } from '@/lib/i18n/navigation';

// The member header's item look (components/app-shell/header-nav.tsx): 44 px targets, focus ring, current page underlined.
const itemClass = cn(
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap underline-offset-8 text-foreground hover:bg-muted aria-[current=page]:bg-muted',
  focusRing,
  currentMark,
);

/**
 * The admin area's navigation: plain links, so Tab and Enter are all the keyboard needs.
 * Inline in the header from md; on phones it is the header's second row and wraps onto as many
 * lines as the language needs instead of scrolling sideways.
 */
export function AdminNav({ className }: { className?: string }) {
  const t = useTranslations('AdminShell');
  const active = activeNavItem(usePathname(), ADMIN_NAV_ITEMS);
  return (
    <nav aria-label={t('nav.label')} className={cn('min-w-0', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        {ADMIN_NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item === active ? 'page' : undefined} className={itemClass}>
              {t(`nav.${item.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
