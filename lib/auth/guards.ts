import { landingAfterSignIn, secondFactorStep } from './landing';
import { type Role, isAdmin } from './role';
import { secondFactorDue } from './second-factor';
import { stripLocalePrefix } from '@/lib/i18n/routing';
import { guardFor, redirectFor, routes } from '@/lib/routes';

// The routes and what each asks of the visitor are listed once, in lib/routes.ts.

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
  /** Only needed on admin routes and /auth; null while unknown or for anonymous visitors. */
  role: Role | null;
  /** The session's `aal` claim (only needed on admin routes and /auth); admins need aal2 there. */
  assuranceLevel?: string | null;
};

/**
 * Where the proxy sends a visitor, or null to let the request through (docs/product.md#routes-and-screens):
 * anonymous on a signed-in or admin route → /auth?next=<where they were going>;
 * signed-in non-admin on an admin route → /member-dashboard; an admin whose session is not aal2 →
 * the second-factor step, then back; /dashboard → /member-dashboard;
 * a signed-in visitor on /auth → their `next`, else their home (landingAfterSignIn: an admin the
 * admin area, through the second step while aal1; a member /member-dashboard). Sign-in without a
 * `next` of its own comes back to /auth for this. Targets keep the locale prefix.
 */
export function guardRedirect({ pathname, search, signedIn, role, assuranceLevel = null }: GuardInput): string | null {
  const bare = stripLocalePrefix(pathname);
  const kind = guardFor(bare);
  if (!kind) return null;
  const prefix = localePrefixOf(pathname);
  const memberHome = `${prefix}${routes.memberDashboard}`;

  if (kind === 'guest') {
    if (!signedIn) return null;
    return landingAfterSignIn({ role, assuranceLevel, next: new URLSearchParams(search).get('next'), prefix });
  }
  if (!signedIn) return `${prefix}${routes.auth}?next=${encodeURIComponent(`${pathname}${search}`)}`;
  if (kind === 'admin' && !isAdmin(role)) return memberHome;
  if (kind === 'admin' && secondFactorDue({ currentLevel: assuranceLevel, hasVerifiedFactor: false, adminArea: true })) {
    return secondFactorStep(prefix, `${pathname}${search}`);
  }
  const forward = redirectFor(bare);
  return forward ? `${prefix}${forward}` : null;
}
