import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { errorResponse, json } from '../../http/errors';
import { bearerToken, verifyAccessToken } from '../access-token';
import { reissueSessionTokens, type SessionTokenDeps } from '../session-tokens';
import { newTotpKey, totpCodeIsValid } from './totp';
import { withFactors } from './user-factors';
import { jsonObjectBody as bodyOf, UUID } from '../request-body';

export interface MfaSettings {
  /** `[auth.mfa] max_enrolled_factors`. */
  maxEnrolledFactors: number;
  /** `[auth.mfa.totp] enroll_enabled` and `verify_enabled`. */
  totpEnroll: boolean;
  totpVerify: boolean;
  /** GoTrue's MFA challenge lifetime (seconds). */
  challengeExpirySeconds: number;
}

export interface FactorRouteDeps extends SessionTokenDeps {
  db: Queryable & Pick<Database, 'transaction'>;
  siteUrl: string;
  mfa: MfaSettings;
  /** A user as lite answers GET /user (its JSON), for the session's `user`. */
  userJson(accessToken: string): Promise<Record<string, unknown> | null>;
}

interface Caller {
  userId: string;
  email: string | null;
  sessionId: string;
  aal2: boolean;
  token: string;
}

/**
 * GoTrue's TOTP factor API (internal/api/mfa.go), which lite lacks: `POST /factors` (enrol),
 * `POST /factors/<id>/challenge`, `POST /factors/<id>/verify` (raises the session to aal2 and
 * answers with new tokens) and `DELETE /factors/<id>` (unenrol; a verified factor needs aal2).
 * Phone and WebAuthn factors are refused as on a project that has not enabled them.
 */
export async function handleFactorRequest(request: Request, route: string, peerAddress: string | null, deps: FactorRouteDeps): Promise<Response> {
  const caller = await callerOf(request, deps);
  if (caller instanceof Response) return caller;
  const body = request.method === 'POST' ? await bodyOf(request) : {};
  if (route === '/factors') {
    return request.method === 'POST' ? enroll(caller, body, deps) : errorResponse('auth', 405, 'method_not_allowed', 'Method not allowed');
  }
  const match = /^\/factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(route);
  if (!match || !UUID.test(match[1])) return errorResponse('auth', 404, 'mfa_factor_not_found', 'Factor not found');
  const [factorId, action] = [match[1], match[2]];
  const [factor] = await deps.db.query<{ id: string; status: string; factor_type: string; secret: string }>(
    'select id, status, factor_type, secret from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, caller.userId],
  );
  if (!factor) return errorResponse('auth', 404, 'mfa_factor_not_found', 'Factor not found');
  if (action === 'challenge' && request.method === 'POST') return challenge(factor.id, peerAddress, deps);
  if (action === 'verify' && request.method === 'POST') return verify(caller, factor, body, deps);
  if (action === undefined && request.method === 'DELETE') return unenroll(caller, factor, deps);
  return errorResponse('auth', 405, 'method_not_allowed', 'Method not allowed');
}

async function callerOf(request: Request, deps: FactorRouteDeps): Promise<Caller | Response> {
  const token = bearerToken(request);
  const check = token ? await verifyAccessToken(token, deps.jwtSecret) : null;
  if (!token || !check) return errorResponse('auth', 401, 'no_authorization', 'This endpoint requires a Bearer token');
  if (!check.ok) return errorResponse('auth', 403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.message}`);
  const { sub, session_id: sessionId } = check.claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string') return errorResponse('auth', 403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
  // GoTrue's requireNotAnonymous: factors are for permanent users only.
  if (check.claims.is_anonymous === true) return errorResponse('auth', 403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  const [session] = await deps.db.query<{ aal: string | null; email: string | null }>(
    'select s.aal, u.email from auth.sessions s join auth.users u on u.id = s.user_id where s.id = $1 and s.user_id = $2',
    [sessionId, sub],
  );
  if (!session) return errorResponse('auth', 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { userId: sub, email: session.email, sessionId, aal2: session.aal === 'aal2', token };
}


async function enroll(caller: Caller, body: Record<string, unknown>, deps: FactorRouteDeps): Promise<Response> {
  const type = body.factor_type;
  if (type === 'phone') return errorResponse('auth', 422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') return errorResponse('auth', 422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') return errorResponse('auth', 400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  if (!deps.mfa.totpEnroll) return errorResponse('auth', 422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  for (const name of ['friendly_name', 'issuer']) {
    const value = body[name];
    if (value !== undefined && (typeof value !== 'string' || value.length > 255)) return errorResponse('auth', 400, 'validation_failed', `${name} must be a string of at most 255 characters`);
  }
  const friendlyName = (body.friendly_name as string | undefined) ?? '';
  const factors = await deps.db.query<{ friendly_name: string | null; status: string }>('select friendly_name, status from auth.mfa_factors where user_id = $1', [caller.userId]);
  if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
    return errorResponse('auth', 422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  if (factors.length >= deps.mfa.maxEnrolledFactors) {
    return errorResponse('auth', 422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (factors.some((factor) => factor.status === 'verified') && !caller.aal2) {
    return errorResponse('auth', 403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const issuer = (body.issuer as string | undefined) || new URL(deps.siteUrl).host;
  const key = await newTotpKey(issuer, caller.email ?? '');
  const id = randomUUID();
  await deps.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
     values ($1, $2, $3, 'totp', 'unverified', $4, now(), now())`,
    [id, caller.userId, friendlyName || null, key.secret],
  );
  return json(200, { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri } });
}

async function challenge(factorId: string, peerAddress: string | null, deps: FactorRouteDeps): Promise<Response> {
  if (!deps.mfa.totpVerify) return errorResponse('auth', 422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const id = randomUUID();
  await deps.db.query('insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)', [id, factorId, peerAddress]);
  await deps.db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  return json(200, { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + deps.mfa.challengeExpirySeconds });
}

async function verify(caller: Caller, factor: { id: string; secret: string; status: string }, body: Record<string, unknown>, deps: FactorRouteDeps): Promise<Response> {
  if (!deps.mfa.totpVerify) return errorResponse('auth', 422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const challengeId = typeof body.challenge_id === 'string' && UUID.test(body.challenge_id) ? body.challenge_id : null;
  if (typeof body.code !== 'string') return errorResponse('auth', 400, 'validation_failed', 'code must be a string');
  const [found] = challengeId
    ? await deps.db.query<{ expired: boolean }>(
        `select created_at < now() - make_interval(secs => $3) as expired from auth.mfa_challenges
         where id = $1 and factor_id = $2 and verified_at is null`,
        [challengeId, factor.id, deps.mfa.challengeExpirySeconds],
      )
    : [];
  if (!found) return errorResponse('auth', 422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (found.expired) {
    await deps.db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
    return errorResponse('auth', 422, 'mfa_challenge_expired', `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`);
  }
  if (!totpCodeIsValid(body.code, factor.secret)) return errorResponse('auth', 422, 'mfa_verification_failed', 'Invalid TOTP code entered');

  await deps.db.transaction(async (tx) => {
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    await tx.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       values (gen_random_uuid(), $1, now(), now(), 'totp')
       on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
      [caller.sessionId],
    );
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [caller.sessionId, factor.id]);
    // GoTrue signs out the user's other sessions below aal2, and drops their unverified factors.
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') <> 'aal2'`, [caller.userId, caller.sessionId]);
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified' and id <> $2`, [caller.userId, factor.id]);
  });
  const tokens = await reissueSessionTokens(deps.db, { id: caller.sessionId, userId: caller.userId }, deps);
  const user = await deps.userJson(tokens.access_token);
  return json(200, { ...tokens, user: user ? await withFactors(user, deps.db) : null });
}

async function unenroll(caller: Caller, factor: { id: string; status: string }, deps: FactorRouteDeps): Promise<Response> {
  if (factor.status === 'verified' && !caller.aal2) {
    return errorResponse('auth', 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.transaction(async (tx) => {
    // GoTrue's DowngradeSessionsToAAL1: sessions raised with this factor are aal1 again.
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id],
    );
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factor.id]);
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  });
  return json(200, { id: factor.id });
}
