import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database';
import { errorResponse } from '../http/errors';

/**
 * `POST /token?grant_type=password` for an address awaiting confirmation. GoTrue checks the
 * password first (internal/api/token.go): a wrong one is `400 invalid_credentials`, and only the
 * right one learns `400 email_not_confirmed` "Email not confirmed". Lite checks the confirmation
 * first, which would tell anyone that the address has a pending sign-up; its answer is corrected
 * here, on that error only, so a normal sign-in costs nothing extra.
 */
export async function checkPasswordBeforeConfirmation(answer: Response, body: Record<string, unknown>, db: Queryable): Promise<Response> {
  if (answer.status !== 400) return answer;
  const error = (await answer.clone().json().catch(() => null)) as { error_code?: unknown } | null;
  if (error?.error_code !== 'email_not_confirmed') return answer;
  const [user] = await db.query<{ hash: string | null }>('select encrypted_password as hash from auth.users where lower(email) = lower($1) limit 1', [
    String(body.email ?? ''),
  ]);
  const matches = Boolean(user?.hash) && typeof body.password === 'string' && (await bcrypt.compare(body.password, user!.hash!));
  return matches ? answer : errorResponse('auth', 400, 'invalid_credentials', 'Invalid login credentials');
}
