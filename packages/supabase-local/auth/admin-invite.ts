import { errorResponse, json } from '../http/errors';
import { emailError } from './address-validation';
import { DUPLICATE_EMAIL } from './admin-generate-link';
import type { AdminRouteDeps } from './admin-routes';
import { emailOtp, startConfirmation } from './admin-user-tokens';
import { insertUser } from './admin-users';
import { userByEmail } from './confirmation-mail';
import { withEmailRequest } from './email-request-context';
import { resolveRedirect } from './redirect-allow-list';
import { emailTokenHash } from './secure-email-change';
import { userJson } from './user-json';

/**
 * `POST /invite` (supabase-js `auth.admin.inviteUserByEmail`), as GoTrue's Invite
 * (internal/api/invite.go): a new address gets a user with the body's `data` as user_metadata and
 * no password; an address awaiting confirmation is invited again; a confirmed one is refused with
 * 422 `email_exists`. The invite template is mailed with a `type=invite` link (to the allowed
 * `redirect_to`, from the query as supabase-js sends it) and code, `invited_at` and
 * `confirmation_sent_at` are set, and the user is answered. The link and code confirm the address
 * and sign the user in, as a sign-up confirmation does (verify-route.ts).
 */
export async function inviteUser(request: Request, body: Record<string, unknown>, deps: AdminRouteDeps): Promise<Response> {
  const given = typeof body.email === 'string' ? body.email : '';
  const invalid = emailError(given);
  if (invalid) return errorResponse('auth', 400, 'validation_failed', invalid);
  const email = given.toLowerCase();
  const existing = await userByEmail(deps.db, email);
  if (existing?.confirmed) return errorResponse('auth', 422, 'email_exists', DUPLICATE_EMAIL);
  // GoTrue applies the hourly e-mail limit only when sign-ups are not auto-confirmed.
  if (deps.emailConfirmations && !deps.limiter.take('email_sent', null)) {
    return errorResponse('auth', 429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
  const data = body.data !== null && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  const otp = emailOtp(deps.confirmationMail.otpLength);
  const tokenHash = emailTokenHash(email, otp);
  const userId = await deps.db.transaction(async (tx) => {
    const id = existing?.id ?? (await insertUser(tx, { email, userMetadata: data }));
    await startConfirmation(tx, id, tokenHash, true);
    return id;
  });
  const url = new URL(request.url);
  const redirectTo = resolveRedirect(url.searchParams.get('redirect_to'), request.headers.get('referer'), deps.siteUrl, deps.allowList);
  await withEmailRequest({ redirectTo, pkce: null }, () =>
    deps.confirmationMail.mailer.sendConfirmation(email, tokenHash, otp, { userId, invite: true }),
  );
  const user = await userJson(deps.db, userId);
  return user ? json(200, user) : errorResponse('auth', 500, 'unexpected_failure', 'Database error finding user');
}
