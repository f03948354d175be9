import { decodeJwt, SignJWT } from 'jose';
import type { Queryable } from '../db/database';

/**
 * Hosted Supabase Auth's access-token claims on lite's tokens. lite mints `sub, aud, role, email,
 * session_id, iat, exp`; GoTrue adds `iss`, `phone`, `app_metadata`, `user_metadata`, `aal`,
 * `amr` and `is_anonymous` (internal/tokens/service.go, GenerateAccessToken), and a policy that
 * reads `auth.jwt() -> 'app_metadata'` saw NULL here where it works there. Every session lite
 * hands out is re-signed with the same secret, `iat` and `exp` and those claims added, read from
 * the user as they are now (a refresh picks up metadata changed since), as GoTrue does.
 *
 * `amr` lists how the session was authenticated, most recent first, kept per session in
 * `auth.mfa_amr_claims` as GoTrue keeps it (AddClaimToSession: one row per method, its time
 * updated when used again). A refresh adds nothing; `aal` is aal2 once a second factor is among
 * them (GoTrue's CalculateAALAndAMR).
 */

/** GoTrue's AuthenticationMethod strings that raise a session to aal2 (AMRClaim.IsAAL2Claim). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** lite's flow_state methods (the verify link types) as GoTrue names them in `amr`. */
const FLOW_METHODS: Record<string, string> = { signup: 'email/signup' };

export interface HostedClaimsDeps {
  db: Queryable;
  jwtSecret: Uint8Array;
  /** GoTrue's `iss`: the project's Auth URL (`<api url>/auth/v1`). */
  issuer: () => string;
}

/**
 * How the request being sent to lite authenticates the caller, if it opens a session: GoTrue's
 * method for it (`password` for a password grant or a sign-up, `otp` for any verify, the flow's
 * own method for a PKCE exchange). Read before lite answers: it spends the PKCE flow.
 */
export async function authenticationMethodOf(request: Request, db: Queryable): Promise<string | null> {
  if (request.method !== 'POST') return null;
  const url = new URL(request.url);
  const route = url.pathname.replace(/^\/auth\/v1/, '');
  if (route === '/signup') return 'password';
  if (route === '/verify') return 'otp';
  if (route !== '/token') return null;
  const grant = url.searchParams.get('grant_type');
  if (grant === 'password') return 'password';
  if (grant !== 'pkce') return null;
  const body = (await request.clone().json().catch(() => ({}))) as { auth_code?: unknown };
  if (typeof body.auth_code !== 'string') return null;
  const rows = await db.query<{ method: string }>('select authentication_method as method from auth.flow_state where auth_code = $1', [body.auth_code]);
  const method = rows[0]?.method;
  return method === undefined ? null : (FLOW_METHODS[method] ?? method);
}

interface UserClaims {
  email: string | null;
  phone: string | null;
  app_metadata: Record<string, unknown> | string | null;
  user_metadata: Record<string, unknown> | string | null;
  is_anonymous: boolean;
}

/** lite's access token for a session, re-signed with hosted's claims; `method` is recorded first. */
export async function withHostedClaims(accessToken: string, method: string | null, deps: HostedClaimsDeps): Promise<string> {
  const minted = decodeJwt(accessToken);
  const sessionId = typeof minted.session_id === 'string' ? minted.session_id : null;
  // Only while the session exists: a sign-out everywhere may end it in the instant after lite
  // opened it. GoTrue writes both in one transaction, so the token it answers is simply one for a
  // session that has ended (refused from its next use), never a 500 on the foreign key.
  if (sessionId && method) {
    await deps.db.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       select gen_random_uuid(), id, now(), now(), $2 from auth.sessions where id = $1
       on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
      [sessionId, method],
    );
  }
  const recorded = sessionId
    ? await deps.db.query<{ method: string; timestamp: string | number }>(
        `select authentication_method as method, extract(epoch from updated_at)::bigint as timestamp
         from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
        [sessionId],
      )
    : [];
  // A session ended at once still says how it was opened, as GoTrue's token would.
  const amr = recorded.length === 0 && method ? [{ method, timestamp: Math.floor(Date.now() / 1000) }] : recorded;
  const [user] = await deps.db.query<UserClaims>(
    `select email, phone, raw_app_meta_data as app_metadata, raw_user_meta_data as user_metadata, is_anonymous
     from auth.users where id = $1`,
    [minted.sub],
  );
  const claims = {
    ...minted,
    iss: deps.issuer(),
    email: user?.email ?? minted.email ?? '',
    phone: user?.phone ?? '',
    app_metadata: jsonObject(user?.app_metadata),
    user_metadata: jsonObject(user?.user_metadata),
    aal: amr.some((entry) => SECOND_FACTOR_METHODS.has(entry.method)) ? 'aal2' : 'aal1',
    amr: amr.map((entry) => ({ method: entry.method, timestamp: Number(entry.timestamp) })),
    is_anonymous: user?.is_anonymous ?? false,
  };
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(deps.jwtSecret);
}

/** jsonb arrives parsed from postgres.js and as text from some PGlite paths. */
function jsonObject(value: Record<string, unknown> | string | null | undefined): Record<string, unknown> {
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>;
  return value ?? {};
}

