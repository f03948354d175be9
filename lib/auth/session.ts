import 'server-only';
import type { User } from '@supabase/supabase-js';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';
import { type Role, isAdmin } from './role';
import { lookupRole } from './role-lookup';
import { REQUESTED_PATH_HEADER } from './requested-path';
import { safeNextPath } from './safe-next-path';
import { secondFactorDue, verifiedTotpFactor } from './second-factor';

/**
 * The signed-in user for this request, checked with the auth server (getUser, not getSession:
 * the cookie alone could be forged or revoked). Cached per request.
 */
export const getUser = cache(async (): Promise<User | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.getUser();
  if (error && error.name !== 'AuthSessionMissingError') console.warn('Checking the session failed', error);
  return data.user ?? null;
});

/** The signed-in user's role (see lookupRole for the rules). Cached per request. */
export const getRole = cache(async (): Promise<Role | null> => {
  const user = await getUser();
  return lookupRole(await createClient(), user?.id);
});

/**
 * The session's assurance level ('aal1' | 'aal2'), read from the access token getUser() has just
 * verified with the auth server (so no second round trip). Cached per request.
 */
export const getAssuranceLevel = cache(async (): Promise<string | null> => {
  if (!(await getUser())) return null;
  const supabase = await createClient();
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel ?? null;
});

/** For the second-factor step itself: the signed-in user, or a redirect to /auth in the visitor's language. */
export async function requireSignedIn(locale: Locale): Promise<User> {
  const user = await getUser();
  if (!user) return redirect({ href: routes.auth, locale });
  return user;
}

/** The second-factor step, then back to the page the proxy says was asked for (else `fallback`). */
async function redirectToSecondFactor(locale: Locale, fallback: string): Promise<never> {
  const asked = (await headers()).get(REQUESTED_PATH_HEADER);
  const next = safeNextPath(asked, getPathname({ href: fallback, locale }));
  return redirect({ href: { pathname: routes.secondFactor, query: { next } }, locale });
}

/**
 * For signed-in layouts and pages: the user, or a redirect to /auth in the visitor's language;
 * someone who turned on two-step sign-in and has not passed it in this session goes to that step.
 */
export async function requireUser(locale: Locale): Promise<User> {
  const user = await requireSignedIn(locale);
  const hasVerifiedFactor = verifiedTotpFactor(user) !== null;
  if (secondFactorDue({ currentLevel: await getAssuranceLevel(), hasVerifiedFactor, adminArea: false })) {
    return redirectToSecondFactor(locale, routes.memberDashboard);
  }
  return user;
}

/**
 * For admin layouts and pages: an admin in an aal2 session. Anonymous → /auth; not an admin →
 * /member-dashboard; an admin without the second factor → that step (enrol or verify), then back.
 * The database agrees: is_admin() is false below aal2.
 */
export async function requireAdmin(locale: Locale): Promise<User> {
  const user = await requireSignedIn(locale);
  if (!isAdmin(await getRole())) return redirect({ href: routes.memberDashboard, locale });
  if (secondFactorDue({ currentLevel: await getAssuranceLevel(), hasVerifiedFactor: verifiedTotpFactor(user) !== null, adminArea: true })) {
    return redirectToSecondFactor(locale, routes.adminDashboard);
  }
  return user;
}
