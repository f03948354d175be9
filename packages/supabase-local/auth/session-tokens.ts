import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Queryable } from '../db/database';
import { withHostedClaims, type HostedClaimsDeps } from './hosted-token-claims';

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
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not coalesce(revoked, false)', [session.id]);
  await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
  return sessionTokens(db, session, null, deps);
}

/**
 * A session opened here rather than by lite (anonymous sign-in), written as lite's
 * createSessionForUser writes one (aal1, one refresh token), so lite refreshes it, reads it for
 * GET /user and signs it out like its own. `method` is GoTrue's amr entry for it.
 */
export async function openSession(db: Queryable, userId: string, method: string, deps: SessionTokenDeps) {
  const id = randomUUID();
  await db.query(`insert into auth.sessions (id, user_id, aal, created_at, updated_at) values ($1, $2, 'aal1', now(), now())`, [id, userId]);
  return sessionTokens(db, { id, userId }, method, deps);
}

/** A fresh refresh token for the session and an access token as lite mints one, with hosted's claims. */
async function sessionTokens(db: Queryable, session: { id: string; userId: string }, method: string | null, deps: SessionTokenDeps) {
  const [user] = await db.query<{ email: string | null; aud: string | null; role: string | null }>(
    'select email, aud, role from auth.users where id = $1',
    [session.userId],
  );
  const refreshToken = randomBytes(12).toString('base64url');
  await db.query(
    `insert into auth.refresh_tokens (id, token, user_id, session_id, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, now(), now())`,
    [randomUUID(), refreshToken, session.userId, session.id],
  );
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
    access_token: await withHostedClaims(minted, method, { ...deps, db }),
    token_type: 'bearer',
    expires_in: deps.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
  };
}
