/**
 * Every route of the product, once (docs/product.md#routes-and-screens): its path, who may open it
 * and whether search engines see it. The proxy's guards, robots.txt, the sitemap and links in the
 * app all read this table, so adding or closing a page is one line here.
 *
 * Paths are bare (English, no locale prefix): /nl/... and /es/... are the same routes.
 */

/**
 * Who may open a route:
 * - open: anyone;
 * - guest: the sign-in page; a signed-in visitor is sent on to where they were going;
 * - signed-in: anyone signed in; an anonymous visitor is sent to /auth?next=…;
 * - admin: admins only; other signed-in visitors go to the member dashboard.
 */
export type RouteAccess = 'open' | 'guest' | 'signed-in' | 'admin';

type RouteSpecPath = `/${string}`;

type RouteSpec = {
  path: RouteSpecPath;
  access: RouteAccess;
  /** Listed in the sitemap (true) or disallowed in robots.txt (false). */
  indexed: boolean;
  /** A route that only forwards to another one (after its guard). */
  redirectsTo?: RouteSpecPath;
  /**
   * Served from Next's cache, the same for every visitor (its page reads no request):
   * - 'build': prerendered at build in every language (its page exports localeStaticParams);
   * - 'first-visit': rendered on its first visit in each language, then kept until its data's
   *   cache tag expires (its page is force-static with no static params: its data is in the
   *   database, which the build does not read; lib/cache/public-data-tags.ts).
   * Its Content-Security-Policy lists its inline scripts' hashes, stamped after the build and by
   * Next's cache handler whenever it is cached again; every other page gets a per-request nonce
   * from the proxy (decision 0014). The build checks this flag against what Next actually made of
   * each page (scripts/stamp-static-csp.ts).
   */
  cached?: 'build' | 'first-visit';
};

/*
 * The order is the order of the sitemap (indexed routes) and of robots.txt (the others).
 * Guarded routes (signed-in, admin) also cover everything below them (/full-dashboard/x,
 * /admin-dashboard/content); the guest route is only /auth itself, because
 * /auth/reset-password needs the recovery session the guard would send away.
 */
const ROUTES = {
  // Public information pages: in the sitemap in every language.
  home: { path: '/', access: 'open', indexed: true, cached: 'first-visit' },
  pendant: { path: '/devices/ice-sos-pendant', access: 'open', indexed: true, cached: 'first-visit' },
  regionalCenterSpain: { path: '/regional-center/spain', access: 'open', indexed: true, cached: 'first-visit' },
  familyCarerAccess: { path: '/family-carer-access', access: 'open', indexed: true, cached: 'build' },
  videos: { path: '/videos', access: 'open', indexed: true, cached: 'build' },
  support: { path: '/support', access: 'open', indexed: true, cached: 'build' },
  contact: { path: '/contact', access: 'open', indexed: true, cached: 'build' },
  privacy: { path: '/privacy', access: 'open', indexed: true, cached: 'build' },
  terms: { path: '/terms', access: 'open', indexed: true, cached: 'build' },
  // The public status page (issue 47): measured delivery and incidents, renewed every minute.
  status: { path: '/status', access: 'open', indexed: true, cached: 'first-visit' },
  // Sign-in and registration.
  auth: { path: '/auth', access: 'guest', indexed: false },
  // The second step of sign-in (enrol or verify a TOTP factor): admins before the admin area,
  // members who turned it on before any signed-in page (lib/auth/second-factor.ts).
  secondFactor: { path: '/auth/mfa', access: 'signed-in', indexed: false },
  register: { path: '/register', access: 'open', indexed: false },
  aiRegister: { path: '/ai-register', access: 'open', indexed: false },
  registerClassic: { path: '/register-classic', access: 'signed-in', indexed: false },
  registrationSuccess: { path: '/registration-success', access: 'open', indexed: false },
  welcome: { path: '/welcome', access: 'signed-in', indexed: false },
  welcomeQuestionnaire: { path: '/welcome-questionnaire', access: 'signed-in', indexed: false },
  // Links from e-mails, opened by people who may have no account yet: an invitation to become
  // someone's family member or carer, and an emergency contact agreeing to be one. The token
  // travels in the query string; the pages show what it grants before anything is accepted.
  familyInvite: { path: '/family-invite', access: 'open', indexed: false },
  contactConsent: { path: '/emergency-contact', access: 'open', indexed: false },
  // Where a member lands after deleting their account: they are signed out by then.
  accountDeleted: { path: '/account-deleted', access: 'open', indexed: false },
  // Member area.
  dashboard: { path: '/dashboard', access: 'signed-in', indexed: false, redirectsTo: '/member-dashboard' },
  memberDashboard: { path: '/member-dashboard', access: 'signed-in', indexed: false },
  fullDashboard: { path: '/full-dashboard', access: 'signed-in', indexed: false },
  subscription: { path: '/full-dashboard/subscription', access: 'signed-in', indexed: false },
  orders: { path: '/full-dashboard/orders', access: 'signed-in', indexed: false },
  // The member's safety set-up (issue 21), all under the full dashboard.
  personalDetails: { path: '/full-dashboard/personal-details', access: 'signed-in', indexed: false },
  contacts: { path: '/full-dashboard/contacts', access: 'signed-in', indexed: false },
  medicalId: { path: '/full-dashboard/medical-id', access: 'signed-in', indexed: false },
  family: { path: '/full-dashboard/family', access: 'signed-in', indexed: false },
  lookingAfter: { path: '/full-dashboard/looking-after', access: 'signed-in', indexed: false },
  accessLog: { path: '/full-dashboard/access-log', access: 'signed-in', indexed: false },
  sosHistory: { path: '/full-dashboard/sos-history', access: 'signed-in', indexed: false },
  // "Test my alarm": drills, their receipts and the monthly schedule (issue 47).
  drills: { path: '/full-dashboard/drills', access: 'signed-in', indexed: false },
  devices: { path: '/full-dashboard/devices', access: 'signed-in', indexed: false },
  account: { path: '/full-dashboard/account', access: 'signed-in', indexed: false },
  sos: { path: '/sos', access: 'signed-in', indexed: false },
  // "Tell my people if I have not checked in by …" (issue 46).
  checkIn: { path: '/check-in', access: 'signed-in', indexed: false },
  // The offline SOS screen the service worker keeps (public/sw.js): the same for everyone.
  sosOffline: { path: '/sos-offline', access: 'open', indexed: false, cached: 'build' },
  // Admin area; /admin-setup is for signed-in users, since only they can become the first admin.
  adminSetup: { path: '/admin-setup', access: 'signed-in', indexed: false },
  adminDashboard: { path: '/admin-dashboard', access: 'admin', indexed: false },
  // The admin area's pages (issue 22); the guard on /admin-dashboard covers them.
  adminIncidents: { path: '/admin-dashboard/incidents', access: 'admin', indexed: false },
  adminInbox: { path: '/admin-dashboard/inbox', access: 'admin', indexed: false },
  adminAudit: { path: '/admin-dashboard/audit', access: 'admin', indexed: false },
  adminContent: { path: '/admin-dashboard/content', access: 'admin', indexed: false },
  adminCatalogue: { path: '/admin-dashboard/catalogue', access: 'admin', indexed: false },
  adminMembers: { path: '/admin-dashboard/members', access: 'admin', indexed: false },
  // The status page's incidents, written by admins (issue 47).
  adminStatus: { path: '/admin-dashboard/status', access: 'admin', indexed: false },
  // Support staff's diagnostics.
  test: { path: '/test', access: 'open', indexed: false, cached: 'build' },
} as const satisfies Record<string, RouteSpec>;

type RouteTable = typeof ROUTES;
export type RouteName = keyof RouteTable;
export type RoutePath = RouteTable[RouteName]['path'];

/** Typed paths for links and redirects: `routes.memberDashboard` is '/member-dashboard'. */
export const routes = Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, route.path])) as {
  readonly [N in RouteName]: RouteTable[N]['path'];
};

type RouteEntry = RouteTable[RouteName];
const table: readonly RouteEntry[] = Object.values(ROUTES);

type Indexed = Extract<RouteEntry, { indexed: true }>;
type NotIndexed = Extract<RouteEntry, { indexed: false }>;
export type IndexableRoute = Indexed['path'];
export type NonIndexableRoute = NotIndexed['path'];

/** The sitemap's routes. */
export const indexableRoutes: readonly IndexableRoute[] = table.filter((r): r is Indexed => r.indexed).map((r) => r.path);

/** The routes robots.txt disallows (members, admins, sign-in and registration, diagnostics). */
export const nonIndexableRoutes: readonly NonIndexableRoute[] = table.filter((r): r is NotIndexed => !r.indexed).map((r) => r.path);

/** What a guarded route asks of the visitor; open routes have no guard. */
export type GuardKind = Exclude<RouteAccess, 'open'>;

/** A route and everything below it: "/welcome" covers "/welcome/x" but not "/welcome-questionnaire". */
export function isUnder(barePath: string, route: string): boolean {
  return barePath === route || barePath.startsWith(`${route}/`);
}

function covers(route: RouteSpec, barePath: string): boolean {
  return route.access === 'guest' ? barePath === route.path : isUnder(barePath, route.path);
}

/** The guard of a path without its locale prefix, or null for open pages. */
export function guardFor(barePath: string): GuardKind | null {
  const route = table.find((r) => r.access !== 'open' && covers(r, barePath));
  return route && route.access !== 'open' ? route.access : null;
}

/** The bare paths of the pages served from Next's cache, by when they are first rendered. */
export const cachedRoutes = {
  build: table.filter((r) => 'cached' in r && r.cached === 'build').map((r) => r.path),
  firstVisit: table.filter((r) => 'cached' in r && r.cached === 'first-visit').map((r) => r.path),
} satisfies Record<string, readonly RoutePath[]>;

/** Whether a path without its locale prefix is a cached page (exactly; nothing below it is). */
export function isCachedPage(barePath: string): boolean {
  return ([...cachedRoutes.build, ...cachedRoutes.firstVisit] as readonly string[]).includes(barePath);
}

/** Where a forwarding route (and anything below it) sends the visitor, or null. */
export function redirectFor(barePath: string): RoutePath | null {
  const route = table.find((r) => 'redirectsTo' in r && isUnder(barePath, r.path));
  return route && 'redirectsTo' in route ? route.redirectsTo : null;
}
