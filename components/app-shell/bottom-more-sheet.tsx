'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DialogContent, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { AppNavItem } from '@/lib/app-shell/nav-items';
import { cn } from '@/lib/cn';
import { barItemClass, barPlainClass, currentMark, focusRing } from './nav-classes';
import { NavLink } from './nav-link';

const sheetLinkClass = cn(
  'flex min-h-12 w-full items-center rounded-md border border-border px-4 text-base font-medium hover:bg-muted underline-offset-4 aria-[current=page]:bg-muted aria-[current=page]:font-semibold',
  focusRing,
  currentMark,
);

/**
 * The bottom bar's "More" (docs/product.md#app-shell): a sheet just above the bar with the pages
 * that do not fit it. Radix moves focus into it, traps it there and gives it back to "More" on
 * Escape or close; choosing a page closes it. When the page on screen is inside, "More" is
 * underlined like a current link and says so to screen readers.
 */
export function BottomMoreSheet({ items, active }: { items: readonly AppNavItem[]; active: AppNavItem | undefined }) {
  const t = useTranslations('AppShell');
  const [open, setOpen] = useState(false);
  const inside = active !== undefined && items.includes(active);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger className={cn(barItemClass, barPlainClass, 'data-[state=open]:bg-muted', inside && 'font-semibold text-foreground underline decoration-2')}>
        {t('more')}
        {inside && <span className="sr-only">{t('currentInside', { page: t(`nav.${active.label}`) })}</span>}
      </DialogTrigger>
      <DialogContent
        closeLabel={t('closeMore')}
        aria-describedby={undefined}
        // Its top stays on screen on short screens too: the rest scrolls inside the sheet.
        className="top-auto bottom-[calc(var(--app-bottom-bar)+0.5rem)] max-h-[calc(100dvh-var(--app-bottom-bar)-1.5rem)] translate-y-0"
      >
        <DialogTitle>{t('more')}</DialogTitle>
        <nav aria-label={t('moreNav')}>
          <ul className="grid gap-2">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink item={item} current={item === active} className={sheetLinkClass} onNavigate={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </DialogRoot>
  );
}
