import 'server-only';
import type { User } from '@supabase/supabase-js';
import { cache } from 'react';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';
import { type Role, isAdmin } from './role';
import { lookupRole } from './role-lookup';

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

/** For signed-in layouts and pages: the user, or a redirect to /auth in the visitor's language. */
export async function requireUser(locale: Locale): Promise<User> {
  const user = await getUser();
  if (!user) return redirect({ href: routes.auth, locale });
  return user;
}

/** For admin layouts and pages: an admin, else /auth (anonymous) or /member-dashboard. */
export async function requireAdmin(locale: Locale): Promise<User> {
  const user = await requireUser(locale);
  if (!isAdmin(await getRole())) return redirect({ href: routes.memberDashboard, locale });
  return user;
}
