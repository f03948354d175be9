import { routes } from '@/lib/routes';

/**
 * The signed-in navigation, in order (docs/product.md#app-shell): the header on wide screens and
 * the bottom bar on phones both read this list, so a new page is one line here plus its labels
 * under AppShell.nav (and AppShell.short for the bar) in messages/*.json. Only pages that exist
 * belong here.
 *
 * Nine items fit neither a phone's bar nor a 768 px header in Dutch or Spanish, so each item says
 * where it sits:
 * - bar: on the phone's bottom bar (at most four, SOS in the middle, then "More" for the rest);
 * - header: 'md' inline in the header from the md breakpoint, 'lg' inline from lg (in "More" below
 *   it), 'more' always in the header's "More" menu.
 * `also` lists pages that belong to the item without sitting below its path (the simple member
 * dashboard is the Dashboard; the SOS history is SOS).
 */
export const NAV_ITEMS = [
  { label: 'dashboard', href: routes.fullDashboard, also: [routes.memberDashboard], bar: true, header: 'md' },
  // The emergency item: the bottom bar puts it in the middle and gives it the SOS colour.
  { label: 'sos', href: routes.sos, also: [routes.sosHistory], emergency: true, bar: true, header: 'md' },
  { label: 'contacts', href: routes.contacts, bar: true, header: 'md' },
  { label: 'family', href: routes.family, also: [routes.lookingAfter], bar: true, header: 'lg' },
  { label: 'checkIn', href: routes.checkIn, header: 'more' },
  { label: 'medicalId', href: routes.medicalId, header: 'more' },
  { label: 'devices', href: routes.devices, header: 'more' },
  { label: 'subscription', href: routes.subscription, header: 'more' },
  { label: 'account', href: routes.account, also: [routes.personalDetails], header: 'more' },
] as const satisfies readonly NavItem[];

export type NavItem = {
  /** Its key under AppShell.nav (and AppShell.short when it is on the bar). */
  label: string;
  href: `/${string}`;
  also?: readonly `/${string}`[];
  emergency?: true;
  bar?: true;
  header?: 'md' | 'lg' | 'more';
};

export type AppNavItem = (typeof NAV_ITEMS)[number];

/** The phone's bottom bar: the items marked bar; everything else is under "More". */
export function barItems<T extends NavItem>(items: readonly T[]): { onBar: T[]; inMore: T[] } {
  return { onBar: items.filter((item) => item.bar), inMore: items.filter((item) => !item.bar) };
}
