import type { Queryable } from '../db/database';
import { errorResponse } from '../http/errors';
import { bearerToken, verifyAccessToken } from './access-token';

/**
 * How an anonymous user becomes a permanent one, as GoTrue does it (internal/api/user.go,
 * verify.go): they add an e-mail address with `PUT /user` (lite mails the new address, as for any
 * user without one) and are permanent once it is confirmed. A password alone is refused while they
 * have no address, since nothing could sign in with it. Lite knows nothing of anonymous users.
 */

const hasText = (value: unknown) => typeof value === 'string' && value !== '';

/** `PUT /user` with a password and neither an e-mail nor a phone, from an anonymous user: 422. */
export async function refuseAnonymousPasswordOnly(request: Request, body: Record<string, unknown>, db: Queryable, jwtSecret: Uint8Array): Promise<Response | null> {
  if (!hasText(body.password) || hasText(body.email) || hasText(body.phone)) return null;
  const token = bearerToken(request);
  const check = token ? await verifyAccessToken(token, jwtSecret) : null;
  if (!check?.ok || typeof check.claims.sub !== 'string') return null;
  const [user] = await db.query<{ is_anonymous: boolean }>('select is_anonymous from auth.users where id = $1', [check.claims.sub]);
  if (!user?.is_anonymous) return null;
  return errorResponse('auth', 422, 'validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
}

/** Whether the request lite is about to answer confirms an e-mail change (`POST /verify`). */
export async function isEmailChangeVerification(request: Request): Promise<boolean> {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/verify')) return false;
  const body = (await request.clone().json().catch(() => null)) as { type?: unknown } | null;
  return body?.type === 'email_change';
}

/** A confirmed address makes the user permanent (GoTrue's emailChangeVerify). */
export async function makePermanent(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set is_anonymous = false, updated_at = now() where id = $1 and is_anonymous', [userId]);
}

/** lite answers `is_anonymous: false` for every user; the stored value is the true one. */
export async function withIsAnonymous(user: Record<string, unknown>, db: Queryable): Promise<Record<string, unknown>> {
  if (typeof user.id !== 'string') return user;
  const [row] = await db.query<{ is_anonymous: boolean }>('select is_anonymous from auth.users where id = $1', [user.id]);
  return row ? { ...user, is_anonymous: row.is_anonymous } : user;
}
