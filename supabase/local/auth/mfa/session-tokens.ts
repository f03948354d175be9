import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Queryable } from '../../db/database';
import { withHostedClaims, type HostedClaimsDeps } from '../hosted-token-claims';

export interface SessionTokenDeps extends HostedClaimsDeps {
  /** `[auth] jwt_expiry`, seconds. */
  jwtExpirySeconds: number;
}

/**
 * A new access and refresh token for a session that was just raised to aal2 (GoTrue's
 * updateMFASessionAndClaims): the session's earlier refresh tokens are revoked, so only the client
 * that verified holds one that gives aal2, and the access token is minted as lite mints one, then
 * given hosted's claims (aal and amr from auth.mfa_amr_claims, where `totp` now is).
 */
export async function reissueSessionTokens(db: Queryable, session: { id: string; userId: string }, deps: SessionTokenDeps) {
  const [user] = await db.query<{ email: string | null; aud: string | null; role: string | null }>(
    'select email, aud, role from auth.users where id = $1',
    [session.userId],
  );
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not coalesce(revoked, false)', [session.id]);
  const refreshToken = randomBytes(12).toString('base64url');
  await db.query(
    `insert into auth.refresh_tokens (id, token, user_id, session_id, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, now(), now())`,
    [randomUUID(), refreshToken, session.userId, session.id],
  );
  await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + deps.jwtExpirySeconds;
  const minted = await new SignJWT({
    sub: session.userId,
    aud: user?.aud || 'authenticated',
    role: user?.role || 'authenticated',
    email: user?.email ?? undefined,
    session_id: session.id,
    iat: issuedAt,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresAt)
    .sign(deps.jwtSecret);
  return {
    access_token: await withHostedClaims(minted, null, deps),
    token_type: 'bearer',
    expires_in: deps.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
  };
}
