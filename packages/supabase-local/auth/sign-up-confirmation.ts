import { randomUUID } from 'node:crypto';
import { errorResponse, json } from '../http/errors';
import { sendConfirmationAgain, userByEmail, type ConfirmationDeps } from './confirmation-mail';
import { withEmailRequest, type EmailRequest } from './email-request-context';
import { emailSendRefused } from './rate-limits';
import { userJson } from './user-json';

/**
 * `POST /signup` with an e-mail while `[auth.email] enable_confirmations` is on, as GoTrue's
 * Signup (internal/api/signup.go) answers it. A new address goes to lite, which creates the user
 * and mails the confirmation (the mail counts against `email_sent`); the answer is the user
 * without a session. An address that already has a user is lite's too until lite has validated
 * the request (password, format), then — lite refuses it with 429 whether confirmed or not — it
 * is answered here:
 * - confirmed: 200 with an obfuscated user and no mail, so the answer does not tell whether the
 *   address is registered;
 * - awaiting confirmation: the confirmation is sent again (max_frequency and `email_sent` apply)
 *   and the stored user is answered. The request's password and metadata are ignored: whoever
 *   signs up again may not own the address.
 */
export async function signUpWithConfirmation(
  body: Record<string, unknown>,
  emailRequest: EmailRequest,
  forward: () => Promise<Response>,
  deps: ConfirmationDeps,
): Promise<Response> {
  const existing = await userByEmail(deps.db, body.email);
  if (!existing) return emailSendRefused(deps.limiter) ?? withEmailRequest(emailRequest, forward);
  const validated = await forward();
  if (!(await isLiteRepeatedSignUp(validated))) return validated;
  if (existing.confirmed) return json(200, obfuscatedUser(existing.email, body.data));
  const refused = await withEmailRequest(emailRequest, () => sendConfirmationAgain(existing, deps));
  if (refused) return refused;
  const user = await userJson(deps.db, existing.id);
  return user ? json(200, user) : errorResponse('auth', 500, 'unexpected_failure', 'Database error finding user');
}

/** Lite's refusal of a known address when confirmations are on (its only 429 on this route). */
async function isLiteRepeatedSignUp(answer: Response): Promise<boolean> {
  if (answer.status !== 429) return false;
  const body = (await answer.clone().json().catch(() => null)) as { error_code?: unknown } | null;
  return body?.error_code === 'over_email_send_rate_limit';
}

/**
 * GoTrue's sanitizeUser: a fresh id, no identities, no role, the request's metadata, provider
 * `email`, sent and created now. GoTrue also passes on the stored user's other timestamps and
 * factors; they are left out, since they would tell the address's owner apart from a stranger.
 */
function obfuscatedUser(email: string, data: unknown): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
