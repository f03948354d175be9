import type { Persona } from './personas';

/**
 * Every route of the site in one place (issue 24: "every public and signed-in route"), so a new
 * page is added once and both the accessibility scan (a11y.spec.ts) and the layout grid
 * (layout-grid.spec.ts) cover it. Paths are without the locale prefix; `localized` adds it.
 */

/** Public pages the accessibility scan checks (axe, one test per page and language). */
export const publicPages = [
  '/',
  '/devices/ice-sos-pendant',
  '/regional-center/spain',
  '/family-carer-access',
  '/videos',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
  '/test',
  '/no-such-page',
  // Links from e-mails, opened with a token that is no good: the page says so, accessibly.
  '/family-invite?token=not-a-real-token',
  '/emergency-contact?token=not-a-real-token',
];

/**
 * The other public pages a visitor reaches: the sign-in and registration screens, the pages they
 * lead to, and the password reset opened without a recovery session (it says so). Only the
 * layout grid walks them for now; the forms on them have their own accessibility tests.
 */
export const otherPublicPages = [
  '/auth',
  '/auth?mode=forgot',
  '/auth/reset-password',
  '/register',
  '/ai-register',
  '/registration-success',
  '/account-deleted',
];

/** Signed-in pages the accessibility scan checks, each with the saved session of the persona who uses it. */
export const signedInPages: Record<Persona, string[]> = {
  member: [
    '/member-dashboard',
    '/sos',
    '/welcome-questionnaire',
    '/full-dashboard',
    '/full-dashboard/personal-details',
    '/full-dashboard/contacts',
    '/full-dashboard/medical-id',
    '/full-dashboard/family',
    '/full-dashboard/access-log',
    '/full-dashboard/sos-history',
    '/full-dashboard/devices',
    '/full-dashboard/subscription',
    '/full-dashboard/account',
  ],
  // The family member's side: the dashboard led by the people they look after, and that list.
  family: ['/member-dashboard', '/full-dashboard', '/full-dashboard/looking-after'],
  admin: [
    '/admin-dashboard',
    '/admin-dashboard/incidents',
    '/admin-dashboard/audit',
    '/admin-dashboard/inbox',
    '/admin-dashboard/content',
    '/admin-dashboard/members',
    '/admin-dashboard/catalogue',
    '/admin-dashboard/catalogue/plans/b0000000-0000-4000-8000-000000000002',
  ],
};

/** The seeded member (supabase/seed.sql), whose detail pages the family member and the admin open. */
const SEEDED_MEMBER_ID = '11111111-1111-4111-8111-111111111111';

/**
 * The other signed-in pages (the layout grid only): the pendant order, the classic registration,
 * the return from checkout, the first-admin form, and the detail pages of the seeded member.
 * /dashboard (a redirect) and /auth/mfa (the second sign-in step) show nothing of their own.
 */
export const otherSignedInPages: Record<Persona, string[]> = {
  member: ['/full-dashboard/orders', '/register-classic', '/welcome', '/admin-setup'],
  family: [`/full-dashboard/looking-after/${SEEDED_MEMBER_ID}`],
  admin: [`/admin-dashboard/members/${SEEDED_MEMBER_ID}`, '/admin-dashboard/catalogue/plans/new'],
};

/** Every public route (the layout grid). */
export const allPublicPages = [...publicPages, ...otherPublicPages];

/** Every signed-in route per persona (the layout grid). */
export const allSignedInPages = Object.fromEntries(
  (Object.keys(signedInPages) as Persona[]).map((persona) => [persona, [...signedInPages[persona], ...otherSignedInPages[persona]]]),
) as Record<Persona, string[]>;

/** A path in a locale: '' (English) keeps it as it is, '/nl' and '/es' go in front ('/' becomes '/nl'). */
export const localized = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}` || '/';
