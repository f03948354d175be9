import { type Role, isAdmin } from './role';
import { safeNextPath } from './safe-next-path';
import { stripLocalePrefix } from '@/lib/i18n/routing';

/** What a route asks of the visitor (spec §2 access column). */
export type GuardKind = 'signed-in' | 'admin' | 'guest';

/** Spec §2 "signed in" routes, plus /admin-setup (only a signed-in user can become admin). */
const SIGNED_IN_ROUTES = [
  '/register-classic',
  '/welcome',
  '/dashboard',
  '/member-dashboard',
  '/sos',
  '/full-dashboard',
  '/welcome-questionnaire',
  '/admin-setup',
] as const;
const ADMIN_ROUTES = ['/admin-dashboard'] as const;

/** A route and everything below it: "/welcome" covers "/welcome/x" but not "/welcome-questionnaire". */
function under(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The guard of a path without its locale prefix, or null for open pages. */
export function guardFor(barePath: string): GuardKind | null {
  if (ADMIN_ROUTES.some((route) => under(barePath, route))) return 'admin';
  if (SIGNED_IN_ROUTES.some((route) => under(barePath, route))) return 'signed-in';
  // Only the sign-in page itself: /auth/reset-password needs the recovery session.
  if (barePath === '/auth') return 'guest';
  return null;
}

/** "/nl" or "/es" when the path carries one, so a redirect keeps the visitor's language. */
export function localePrefixOf(pathname: string): string {
  return /^\/(?:nl|es)(?=\/|$)/.exec(pathname)?.[0] ?? '';
}

export type GuardInput = {
  /** The requested path, with its locale prefix if any. */
  pathname: string;
  /** The query string including "?", or "". */
  search: string;
  signedIn: boolean;
  /** Only needed on admin routes; null while unknown or for anonymous visitors. */
  role: Role | null;
};

/**
 * Where the proxy sends a visitor, or null to let the request through (spec §2):
 * anonymous on a signed-in or admin route → /auth?next=<where they were going>;
 * signed-in non-admin on an admin route → /member-dashboard; /dashboard → /member-dashboard;
 * a signed-in visitor on /auth → their `next` or /member-dashboard. Targets keep the locale prefix.
 */
export function guardRedirect({ pathname, search, signedIn, role }: GuardInput): string | null {
  const bare = stripLocalePrefix(pathname);
  const kind = guardFor(bare);
  if (!kind) return null;
  const prefix = localePrefixOf(pathname);
  const memberHome = `${prefix}/member-dashboard`;

  if (kind === 'guest') {
    if (!signedIn) return null;
    return safeNextPath(new URLSearchParams(search).get('next'), memberHome);
  }
  if (!signedIn) return `${prefix}/auth?next=${encodeURIComponent(`${pathname}${search}`)}`;
  if (kind === 'admin' && !isAdmin(role)) return memberHome;
  if (under(bare, '/dashboard')) return memberHome;
  return null;
}
