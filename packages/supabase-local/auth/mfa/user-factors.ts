import type { Queryable } from '../../db/database';

/** A factor as GoTrue's API shows one (models.Factor's JSON; the secret never leaves). */
export interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export async function factorsOf(db: Queryable, userId: string): Promise<FactorJson[]> {
  const rows = await db.query<FactorJson & { friendly_name: string | null }>(
    `select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map(({ friendly_name: name, ...factor }) => ({ ...factor, ...(name ? { friendly_name: name } : {}) }));
}

/**
 * GoTrue puts the user's factors on every user it answers with (GET /user, a session's user);
 * supabase-js reads them there for listFactors() and the next assurance level. lite has no MFA,
 * so they are added; a user without factors has none listed, as on hosted (omitempty).
 */
export async function withFactors(user: Record<string, unknown>, db: Queryable): Promise<Record<string, unknown>> {
  if (typeof user.id !== 'string') return user;
  const factors = await factorsOf(db, user.id);
  return factors.length > 0 ? { ...user, factors } : user;
}
