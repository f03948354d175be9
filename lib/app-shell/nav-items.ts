import { routes } from '@/lib/routes';

/**
 * The signed-in navigation, in order (docs/product.md#app-shell): the header's links on wide
 * screens and the bottom bar on phones both read this list, so a new page is one line here plus
 * its label under AppShell.nav in messages/*.json. Only pages that exist belong here.
 */
export const NAV_ITEMS = [
  { label: 'dashboard', href: routes.memberDashboard },
  // The emergency item: the bottom bar puts it in the middle and gives it the SOS colour.
  { label: 'sos', href: routes.sos, emergency: true },
  { label: 'subscription', href: routes.subscription },
] as const satisfies readonly NavItem[];

export type NavItem = {
  /** Its key under AppShell.nav. */
  label: string;
  href: `/${string}`;
  emergency?: true;
};

export type AppNavItem = (typeof NAV_ITEMS)[number];
