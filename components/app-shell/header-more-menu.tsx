'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { type AppNavItem, NAV_ITEMS } from '@/lib/app-shell/nav-items';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';

// Always in the menu, or in it only below lg (from lg the item is inline in the header).
const IN_MENU = NAV_ITEMS.filter((item) => item.header !== 'md');

/**
 * The header's "More" menu (docs/product.md#app-shell): the pages that do not fit the row. Radix
 * gives the keyboard path (Enter/arrows open, arrows move, Escape returns to the trigger); an item
 * hidden at this width (display: none) is skipped by the arrows because it cannot take focus.
 * When the page on screen is inside, the trigger is underlined like a current link and says so.
 */
export function HeaderMoreMenu({ active }: { active: AppNavItem | undefined }) {
  const t = useTranslations('AppShell');
  const inside = active !== undefined && IN_MENU.some((item) => item === active);
  // An item that is inline from lg marks the trigger only below lg.
  // (Whole class names, so Tailwind finds them in the source.)
  const insideClass = inside ? (active.header === 'lg' ? 'max-lg:underline max-lg:decoration-2' : 'underline decoration-2') : undefined;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={cn('px-3 underline-offset-8 data-[state=open]:bg-muted', insideClass)}>
          {t('more')}
          {inside && <span className={cn('sr-only', active.header === 'lg' && 'lg:hidden')}>{t('currentInside', { page: t(`nav.${active.label}`) })}</span>}
          <ChevronDownIcon className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {IN_MENU.map((item) => (
          <DropdownMenuItem key={item.href} asChild className={item.header === 'lg' ? 'lg:hidden' : undefined}>
            <Link href={item.href} aria-current={item === active ? 'page' : undefined} className="aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4">
              {t(`nav.${item.label}`)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
