/**
 * Which routes search engines should see (spec §2 access column). The open information pages are
 * listed in the sitemap in every language; everything that needs a session (member, admin), the
 * sign-in and registration flow, the support staff's /test page and the API are kept out.
 */
export const indexableRoutes = [
  '/',
  '/devices/ice-sos-pendant',
  '/regional-center/spain',
  '/family-carer-access',
  '/videos',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
] as const;

export type IndexableRoute = (typeof indexableRoutes)[number];

export const nonIndexableRoutes = [
  // sign-in and registration
  '/auth',
  '/register',
  '/ai-register',
  '/register-classic',
  '/registration-success',
  '/welcome',
  '/welcome-questionnaire',
  // member area
  '/dashboard',
  '/member-dashboard',
  '/full-dashboard',
  '/sos',
  // admin area
  '/admin-setup',
  '/admin-dashboard',
  // support staff diagnostics
  '/test',
] as const;
