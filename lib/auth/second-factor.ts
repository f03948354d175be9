import type { User } from '@supabase/supabase-js';

/**
 * The second step of sign-in (TOTP from an authenticator app). Admin powers need it: the database
 * treats an admin as one only in an aal2 session (migration 20261124000300), so the app asks for
 * it before the admin area. Members may turn it on from their dashboard; once they have, every
 * signed-in page asks for it after the password, as any two-step sign-in would.
 */

/** The session's `aal` claim: aal1 after a password, link or code; aal2 after a verified factor. */
export type AssuranceLevel = 'aal1' | 'aal2';

type SecondFactorInput = {
  /** The session's `aal` claim, or null when unknown (then it is not aal2). */
  currentLevel: string | null | undefined;
  /** The user has a verified factor (supabase-js's nextLevel is then aal2). */
  hasVerifiedFactor: boolean;
  /** The page is in the admin area and the user is an admin. */
  adminArea: boolean;
};

/** Whether this session must pass the second-factor step (enrol or verify) before the page. */
export function secondFactorDue({ currentLevel, hasVerifiedFactor, adminArea }: SecondFactorInput): boolean {
  if (currentLevel === 'aal2') return false;
  return hasVerifiedFactor || adminArea;
}

/** The user's verified TOTP factor, if any: the one the second-factor step asks a code of. */
export function verifiedTotpFactor(user: Pick<User, 'factors'>) {
  return user.factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified') ?? null;
}
