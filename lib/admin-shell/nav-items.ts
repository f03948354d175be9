import type { NavItem } from '@/lib/app-shell/nav-items';
import { routes } from '@/lib/routes';

/**
 * The admin area's navigation, in order (issue 22): the admin header reads this list, so a new
 * admin page is one line here plus its label under AdminShell.nav in messages/*.json. The
 * current item is found the way the member shell finds its own (lib/app-shell/active-nav-item.ts):
 * the deepest match wins, so /admin-dashboard/inbox is the Inbox and not the Overview.
 */
export const ADMIN_NAV_ITEMS = [
  { label: 'overview', href: routes.adminDashboard },
  { label: 'alarms', href: routes.adminIncidents },
  { label: 'members', href: routes.adminMembers },
  { label: 'content', href: routes.adminContent },
  { label: 'catalogue', href: routes.adminCatalogue },
  { label: 'status', href: routes.adminStatus },
  { label: 'inbox', href: routes.adminInbox },
  { label: 'audit', href: routes.adminAudit },
] as const satisfies readonly NavItem[];

export type AdminNavItem = (typeof ADMIN_NAV_ITEMS)[number];
