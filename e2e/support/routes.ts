import { isUnder, type RouteName, routes } from '../../lib/routes';
import type { Persona } from './personas';

/**
 * Which pages the route walk (e2e/layout-grid.spec.ts: layout in en, nl and es, and the
 * accessibility scan) opens, derived from the product's one route table, lib/routes.ts: every
 * route there has an entry here, or the type check fails, so a new page cannot be forgotten.
 * An entry says who opens the route (a visitor or a seeded persona's saved session) and which paths
 * of it (query strings, detail pages below it), or why the walk does not open it at all.
 */

/** Who opens a page: an anonymous visitor, or one of the seeded personas (support/personas.ts). */
export type Opener = 'visitor' | Persona;

/**
 * The accessibility scan (axe) of a page: in English ('en'), in every language ('all': the
 * homepage, which holds the most copy and every component of the site), or not at all (false:
 * the forms on those pages have their own accessibility tests; a page's markup, roles and colours
 * are the same in every language, and the layout walk covers what length changes).
 */
export type Scan = 'en' | 'all' | false;

export type Visit = { path: string; scan: Scan };
type Walk = Partial<Record<Opener, Visit[]>> | { notWalked: string };

const scan = (path: string, languages: Exclude<Scan, false> = 'en'): Visit => ({ path, scan: languages });
const look = (path: string): Visit => ({ path, scan: false });

/** The seeded member (supabase/seed.sql), whose detail pages the family member and the admin open. */
const SEEDED_MEMBER_ID = '11111111-1111-4111-8111-111111111111';
/** A seeded plan (supabase/seed.sql), opened in the catalogue editor. */
const SEEDED_PLAN_ID = 'b0000000-0000-4000-8000-000000000002';

const WALKS = {
  home: { visitor: [scan(routes.home, 'all')] },
  pendant: { visitor: [scan(routes.pendant)] },
  regionalCenterSpain: { visitor: [scan(routes.regionalCenterSpain)] },
  familyCarerAccess: { visitor: [scan(routes.familyCarerAccess)] },
  videos: { visitor: [scan(routes.videos)] },
  support: { visitor: [scan(routes.support)] },
  contact: { visitor: [scan(routes.contact)] },
  privacy: { visitor: [scan(routes.privacy)] },
  terms: { visitor: [scan(routes.terms)] },
  status: { visitor: [scan(routes.status)] },
  auth: { visitor: [look(routes.auth), look(`${routes.auth}?mode=forgot`), look('/auth/reset-password')] },
  secondFactor: { notWalked: 'shown only between the two sign-in steps; second-factor.spec.ts walks it for members and admins' },
  register: { visitor: [look(routes.register)] },
  aiRegister: { visitor: [look(routes.aiRegister)] },
  registerClassic: { member: [look(routes.registerClassic)] },
  registrationSuccess: { visitor: [look(routes.registrationSuccess)] },
  welcome: { member: [look(routes.welcome)] },
  welcomeQuestionnaire: { member: [scan(routes.welcomeQuestionnaire)] },
  // Links from e-mails, opened with a token that is no good: the page says so, accessibly.
  familyInvite: { visitor: [scan(`${routes.familyInvite}?token=not-a-real-token`)] },
  contactConsent: { visitor: [scan(`${routes.contactConsent}?token=not-a-real-token`)] },
  accountDeleted: { visitor: [look(routes.accountDeleted)] },
  dashboard: { notWalked: 'only forwards to /member-dashboard (guards.spec.ts checks the redirect)' },
  // The family member's side: the dashboard led by the people they look after.
  memberDashboard: { member: [scan(routes.memberDashboard)], family: [scan(routes.memberDashboard)] },
  fullDashboard: { member: [scan(routes.fullDashboard)], family: [scan(routes.fullDashboard)] },
  subscription: { member: [scan(routes.subscription)] },
  orders: { member: [look(routes.orders)] },
  personalDetails: { member: [scan(routes.personalDetails)] },
  contacts: { member: [scan(routes.contacts)] },
  medicalId: { member: [scan(routes.medicalId)] },
  family: { member: [scan(routes.family)] },
  lookingAfter: { family: [scan(routes.lookingAfter), look(`${routes.lookingAfter}/${SEEDED_MEMBER_ID}`)] },
  accessLog: { member: [scan(routes.accessLog)] },
  sosHistory: { member: [scan(routes.sosHistory)] },
  drills: { member: [scan(routes.drills)] },
  devices: { member: [scan(routes.devices)] },
  account: { member: [scan(routes.account)] },
  sos: { member: [scan(routes.sos)] },
  checkIn: { member: [scan(routes.checkIn)] },
  sosOffline: { visitor: [look(routes.sosOffline)] },
  adminSetup: { member: [look(routes.adminSetup)] },
  adminDashboard: { admin: [scan(routes.adminDashboard)] },
  adminIncidents: { admin: [scan(routes.adminIncidents)] },
  adminInbox: { admin: [scan(routes.adminInbox)] },
  adminAudit: { admin: [scan(routes.adminAudit)] },
  adminStatus: { admin: [scan(routes.adminStatus)] },
  adminContent: { admin: [scan(routes.adminContent)] },
  adminCatalogue: {
    admin: [scan(routes.adminCatalogue), scan(`${routes.adminCatalogue}/plans/${SEEDED_PLAN_ID}`), look(`${routes.adminCatalogue}/plans/new`)],
  },
  adminMembers: { admin: [scan(routes.adminMembers), look(`${routes.adminMembers}/${SEEDED_MEMBER_ID}`)] },
  test: { visitor: [scan(routes.test)] },
} satisfies Record<RouteName, Walk>;

/** Not a route: the page a mistyped address shows, checked like one. */
const NOT_FOUND: Visit = scan('/no-such-page');

export type WalkedPage = Visit & { opener: Opener };

/** Every page the walk opens, in route-table order, with who opens it. */
export function walkedPages(): WalkedPage[] {
  const pages: WalkedPage[] = [];
  for (const [name, walk] of Object.entries(WALKS) as [RouteName, Walk][]) {
    if ('notWalked' in walk) continue;
    for (const [opener, visits] of Object.entries(walk) as [Opener, Visit[]][]) {
      for (const visit of visits) {
        // A visit belongs to its route: the path (without its query) is the route or below it.
        if (!isUnder(visit.path.split('?')[0], routes[name])) throw new Error(`${visit.path} is not under ${name} (${routes[name]})`);
        pages.push({ ...visit, opener });
      }
    }
  }
  return [...pages, { ...NOT_FOUND, opener: 'visitor' }];
}

/** A path in a locale: '' (English) keeps it as it is, '/nl' and '/es' go in front ('/' becomes '/nl'). */
export const localized = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}` || '/';
