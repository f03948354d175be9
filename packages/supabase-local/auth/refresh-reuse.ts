import type { Queryable } from '../db/database';
import { errorResponse } from '../http/errors';

/**
 * GoTrue's refresh-token reuse detection, which lite lacks: a refresh token already rotated may
 * be used again only within `refresh_token_reuse_interval` seconds of its rotation (a client that
 * lost the answer retries). Later, it is treated as stolen: every refresh token of its session is
 * revoked, so neither the thief nor the victim can refresh that session again, and the request
 * gets 400 refresh_token_already_used. lite would instead hand out the unused replacement, at any
 * age. Returns the refusal, or null to let lite answer.
 */
export async function refuseReusedRefreshToken(db: Queryable, refreshToken: unknown, reuseIntervalSeconds: number): Promise<Response | null> {
  if (typeof refreshToken !== 'string' || refreshToken.length === 0 || refreshToken.length > 512) return null;
  const [row] = await db.query<{ revoked: boolean; age: number | string; session_id: string | null }>(
    `select coalesce(revoked::text in ('true', 't', '1'), false) as revoked,
            extract(epoch from (now() - updated_at::timestamptz)) as age,
            session_id::text as session_id
       from auth.refresh_tokens where token = $1`,
    [refreshToken],
  );
  if (!row || !row.revoked || Number(row.age) <= reuseIntervalSeconds) return null;
  if (row.session_id) {
    await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id::text = $1`, [row.session_id]);
  }
  return errorResponse('auth', 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}
