import { cn } from '@/lib/cn';

/**
 * The looks the header's and the bar's navigation share (docs/product.md#app-shell): every target
 * at least 44 px, a visible focus ring, and the current page underlined, not only coloured.
 */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';
export const currentMark = 'aria-[current=page]:underline aria-[current=page]:decoration-2';

// Every target is at least 44 px square; the bar's short labels (AppShell.short) fit a 320 px screen.
// Below 400 px a fifth of the screen is narrower than "Dashboard" or "Contacten" at text-sm, so the
// labels are a step smaller there; a word that still does not fit is hyphenated where the browser
// knows the language, and broken anywhere rather than overflowing its slot.
export const barItemClass = cn(
  'flex min-h-11 w-full min-w-11 items-center justify-center px-0.5 text-center text-xs leading-tight hyphens-auto [overflow-wrap:anywhere] underline-offset-4 min-[25rem]:text-sm',
  focusRing,
  currentMark,
);
export const barPlainClass =
  'rounded-md font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:font-semibold aria-[current=page]:text-foreground';
