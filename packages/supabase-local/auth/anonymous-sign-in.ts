import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { errorResponse, json } from '../http/errors';
import type { AuthRateLimiter } from './rate-limits';
import { openSession, type SessionTokenDeps } from './session-tokens';

export interface AnonymousSignInDeps extends SessionTokenDeps {
  db: Database;
  limiter: AuthRateLimiter;
  /** `[auth] enable_anonymous_sign_ins`. */
  anonymousSignIns: boolean;
  /** `[auth] enable_signup` (true unless config.toml says false). */
  signupEnabled: boolean;
  /** The user as GET /user answers for this access token (hosted's fields added). */
  userJson(accessToken: string): Promise<Record<string, unknown> | null>;
}

/**
 * GoTrue's rule for `POST /signup` (internal/api/api.go): a body naming neither an e-mail nor a
 * phone asks for an anonymous user (supabase-js `signInAnonymously`). A body that is not a JSON
 * object, or a non-string address, is not one: the usual sign-up path answers it.
 */
export function isAnonymousSignUp(body: unknown): body is Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const { email, phone } = body as Record<string, unknown>;
  const absent = (value: unknown) => value === undefined || value === null || value === '';
  return absent(email) && absent(phone);
}

/**
 * GoTrue's SignupAnonymously, which lite lacks (it always answers "Anonymous sign-ins are
 * disabled"): in GoTrue's order, refused while `enable_anonymous_sign_ins` is off, then counted
 * against `anonymous_users` (per address per hour, and nothing else), then refused if sign-ups
 * are off. The user has no e-mail, phone, password or identity, `is_anonymous`, app_metadata `{}`
 * (GoTrue names no provider for them) and user_metadata from `data`; the session's amr is
 * `anonymous`. User and session are written in one transaction, so a failing trigger on
 * auth.users leaves nothing behind.
 */
export async function signInAnonymously(body: Record<string, unknown>, peerAddress: string | null, deps: AnonymousSignInDeps): Promise<Response> {
  if (!deps.anonymousSignIns) return errorResponse('auth', 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!deps.limiter.take('anonymous_users', peerAddress)) return errorResponse('auth', 429, 'over_request_rate_limit', 'Request rate limit reached');
  if (!deps.signupEnabled) return errorResponse('auth', 422, 'signup_disabled', 'Signups not allowed for this instance');
  const data = body.data ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    // GoTrue decodes `data` into a Go map: anything else fails to parse.
    return errorResponse('auth', 400, 'bad_json', 'Could not parse request body as JSON: "data" must be an object');
  }
  const userId = randomUUID();
  let tokens: Awaited<ReturnType<typeof openSession>>;
  try {
    tokens = await deps.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (id, aud, role, raw_app_meta_data, raw_user_meta_data, is_anonymous, last_sign_in_at, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', '{}'::jsonb, $2::jsonb, true, now(), now(), now())`,
        [userId, JSON.stringify(data)],
      );
      return openSession(tx, userId, 'anonymous', deps);
    });
  } catch (error) {
    // GoTrue's answer when the insert fails (say, an app trigger on auth.users raises).
    console.error('anonymous sign-in:', error);
    return errorResponse('auth', 500, 'unexpected_failure', 'Database error creating anonymous user');
  }
  return json(200, { ...tokens, user: await deps.userJson(tokens.access_token) });
}
