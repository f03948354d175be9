import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { json } from '../http/errors';
import type { AuthMailer } from './auth-mailer';
import type { EmailThrottle } from './email-throttle';
import { emailSendRefused, type AuthRateLimiter } from './rate-limits';
import { emailTokenHash } from './secure-email-change';

/** What sending a sign-up confirmation needs: our mailer and `[auth.email] otp_length`. */
export interface ConfirmationMailDeps {
  mailer: Pick<AuthMailer, 'sendConfirmation'>;
  otpLength: number;
}

export interface ConfirmationDeps {
  db: Queryable;
  throttle: EmailThrottle;
  limiter: AuthRateLimiter;
  confirmationMail: ConfirmationMailDeps;
}

export interface EmailUser {
  id: string;
  email: string;
  confirmed: boolean;
}

/** The user who owns this address (compared lower-cased, as GoTrue and lite store it), if any. */
export async function userByEmail(db: Queryable, email: unknown): Promise<EmailUser | null> {
  if (typeof email !== 'string' || email === '') return null;
  const [user] = await db.query<EmailUser>(
    'select id, email, confirmed_at is not null as confirmed from auth.users where lower(email) = lower($1) limit 1',
    [email],
  );
  return user ?? null;
}

/**
 * GoTrue's sendConfirmation (internal/api/mail.go) for a user awaiting confirmation, which lite
 * never sends twice: within max_frequency of the last one (`confirmation_sent_at`), or past the
 * hour's `email_sent`, the 429 to answer with. Else a new code replaces the previous token (an
 * older link stops working), `confirmation_sent_at` restarts the window and the link's expiry,
 * and null is returned. Run inside the request's `withEmailRequest`, so the link carries its
 * `redirect_to` and, for a PKCE request, the flow state.
 */
export async function sendConfirmationAgain(user: Pick<EmailUser, 'id' | 'email'>, deps: ConfirmationDeps): Promise<Response | null> {
  const refused = (await deps.throttle.check({ userId: user.id }, 'confirmation_sent_at')) ?? emailSendRefused(deps.limiter);
  if (refused) return refused;
  const code = Array.from({ length: deps.confirmationMail.otpLength }, () => randomInt(10)).join('');
  const tokenHash = emailTokenHash(user.email, code);
  await deps.db.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, tokenHash]);
  await deps.confirmationMail.mailer.sendConfirmation(user.email, tokenHash, code, { userId: user.id });
  return null;
}

/**
 * `POST /resend` with type `signup`, as GoTrue's Resend (internal/api/resend.go): an address
 * awaiting confirmation gets it again (max_frequency and `email_sent` apply) and the answer is
 * `{}`. Lite refuses every such resend with 429 (and sends nothing for a user who never had one),
 * so it only answers the rest: validation errors, and at once `{}` without a mail for an unknown
 * or confirmed address, which tells nobody whether it is registered.
 */
export async function resendSignupConfirmation(body: Record<string, unknown>, forward: () => Promise<Response>, deps: ConfirmationDeps): Promise<Response> {
  const user = await userByEmail(deps.db, body.email);
  if (!user || user.confirmed) return forward();
  return (await sendConfirmationAgain(user, deps)) ?? json(200, {});
}
