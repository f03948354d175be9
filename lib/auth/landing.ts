import { routes } from '@/lib/routes';
import { type Role, isAdmin } from './role';
import { safeNextPath } from './safe-next-path';

/** The second-factor step, then on to `next` (a path with its locale prefix). */
export function secondFactorStep(prefix: string, next: string): string {
  return `${prefix}${routes.secondFactor}?next=${encodeURIComponent(next)}`;
}

export type LandingInput = {
  role: Role | null;
  /** The session's `aal` claim ('aal1' | 'aal2'), or null when unknown (then it is not aal2). */
  assuranceLevel: string | null | undefined;
  /** The `next` the sign-in was given, as it came: honoured only when it is a safe local path. */
  next: string | null | undefined;
  /** The visitor's language as a path prefix: "", "/nl" or "/es". */
  prefix: string;
};

/**
 * Where someone goes once signed in, after the password (or code, or link) and again after the
 * second step (docs/product.md#sign-in). A safe `next` they were given is where they were going,
 * so it wins. Without one, each goes to their own home (issue 44: an admin landing on the member
 * dashboard saw "Inactive… Subscribe" and no way to the admin area): a member to the member
 * dashboard, an admin to the admin area, which needs an aal2 session, so through the second step
 * first while the session is aal1.
 */
export function landingAfterSignIn({ role, assuranceLevel, next, prefix }: LandingInput): string {
  const explicit = safeNextPath(next, '');
  if (explicit !== '') return explicit;
  if (!isAdmin(role)) return `${prefix}${routes.memberDashboard}`;
  const adminHome = `${prefix}${routes.adminDashboard}`;
  return assuranceLevel === 'aal2' ? adminHome : secondFactorStep(prefix, adminHome);
}
