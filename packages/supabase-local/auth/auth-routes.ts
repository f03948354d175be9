import type { Database } from '../db/database';
import { bearerToken, verifyAccessToken } from './access-token';
import { handleAdminRequest } from './admin-routes';
import { answerDisabledAdminFeature, refuseAfterSession, refuseDisabledAuthFeature, sessionRefusal } from './disabled-auth-features';
import { refuseIdTokenGrant } from './id-token-grant';
import { refuseAnonymousPasswordOnly } from './anonymous-conversion';
import { isAnonymousSignUp, signInAnonymously } from './anonymous-sign-in';
import { handleFactorRequest, type MfaSettings } from './mfa/factor-routes';
import { resendSignupConfirmation, type ConfirmationMailDeps } from './confirmation-mail';
import { pkceFromBody, withEmailRequest } from './email-request-context';
import type { EmailOwner, EmailThrottle, SentAtColumn } from './email-throttle';
import { errorResponse } from '../http/errors';
import { refusePhoneRequest } from './phone-requests';
import { bucketOf, emailSendRefused, tooManyRequests, type AuthRateLimiter } from './rate-limits';
import { refuseReusedRefreshToken } from './refresh-reuse';
import { resolveRedirect } from './redirect-allow-list';
import { resetEmailChangeStatus } from './secure-email-change';
import { signUpWithConfirmation } from './sign-up-confirmation';
import { checkPasswordBeforeConfirmation } from './unconfirmed-sign-in';
import { verifyLinkRequest, verifyOtpRequest, type VerifyDeps } from './verify-route';

export interface AuthRouteDeps extends VerifyDeps {
  /** Transactions too: MFA verification raises a session in one. */
  db: Database;
  throttle: EmailThrottle;
  jwtSecret: Uint8Array;
  /** `[auth.rate_limit]`: per client address, and e-mails per hour. */
  limiter: AuthRateLimiter;
  /** `[auth] refresh_token_reuse_interval`, seconds. */
  refreshTokenReuseSeconds: number;
  /** The access tokens' `iss`: this server's Auth URL, known once it listens. */
  issuer: () => string;
  /** The admin API's key. */
  secretKey: string;
  /** `[auth.mfa]`. */
  mfa: MfaSettings;
  /** `[auth] jwt_expiry`, seconds. */
  jwtExpirySeconds: number;
  /** `[auth] enable_anonymous_sign_ins`. */
  anonymousSignIns: boolean;
  /** `[auth] enable_signup`. */
  signupEnabled: boolean;
  /** `[auth.email] enable_confirmations`, unless SUPABASE_LOCAL_AUTOCONFIRM forces sign-ups through. */
  emailConfirmations: boolean;
  /** Confirmation e-mails lite does not send (resend, a repeated sign-up). */
  confirmationMail: ConfirmationMailDeps;
  /** `[auth] minimum_password_length`, for the admin API's password checks (admin-routes.ts). */
  minimumPasswordLength: number;
}

/** Routes whose request may make lite send an e-mail, with the timer GoTrue throttles them by. */
const EMAIL_ROUTES: Record<string, (body: Record<string, unknown>) => SentAtColumn | null> = {
  'POST /otp': () => 'recovery_sent_at',
  'POST /magiclink': () => 'recovery_sent_at',
  'POST /recover': () => 'recovery_sent_at',
  'POST /signup': () => null,
  // A signup resend is throttled only for an address awaiting confirmation (confirmation-mail.ts).
  'POST /resend': (body) => (body.type === 'email_change' ? 'email_change_sent_at' : null),
  'PUT /user': (body) => (typeof body.email === 'string' && body.email !== '' ? 'email_change_sent_at' : null),
  'GET /reauthenticate': () => 'reauthentication_sent_at',
};

/**
 * `/auth/v1/*` in front of lite, closing the gaps between lite's GoTrue and hosted Supabase Auth
 * for e-mail flows: the allowed `redirect_to` and the PKCE challenge reach our mailer, e-mails
 * are throttled by `max_frequency`, `/verify` understands type `email`, `pkce_` tokens and the
 * redirect allow list, and phone requests are refused as with no SMS provider. Anonymous
 * sign-ins, which lite lacks, are answered here. Sign-ups while confirmations are on, sign-up
 * resends and password sign-ins of unconfirmed addresses answer as GoTrue's do. Everything else
 * goes to lite untouched.
 */
export async function handleAuthRequest(request: Request, pathname: string, deps: AuthRouteDeps, peerAddress: string | null): Promise<Response> {
  const route = pathname.slice('/auth/v1'.length);
  const key = `${request.method} ${route}`;
  if (key === 'POST /signup') {
    // Anonymous sign-ins have a rate limit of their own, so they are told apart first.
    const body: unknown = await request.clone().json().catch(() => null);
    if (isAnonymousSignUp(body)) return signInAnonymously(body, peerAddress, { ...deps, userJson: (token) => liteUser(request, token, deps) });
  }
  // The address is the TCP peer's: never a header, which any client can set.
  const bucket = bucketOf(request.method, route, new URL(request.url));
  if (bucket && !deps.limiter.take(bucket, peerAddress)) return tooManyRequests();
  const disabled = refuseDisabledAuthFeature(request, route) ?? (await refuseAfterSession(request, route, deps.callLite));
  if (disabled) return disabled;
  if (route.startsWith('/admin/')) return answerDisabledAdminFeature(request, route, await handleAdminRequest(request, route, deps));
  if (route === '/factors' || route.startsWith('/factors/')) {
    return handleFactorRequest(request, route, peerAddress, { ...deps, userJson: (token) => liteUser(request, token, deps) });
  }
  if (key === 'GET /verify') return verifyLinkRequest(request, deps);
  const watched = key === 'POST /verify' || key === 'POST /token' || key in EMAIL_ROUTES;
  if (!watched) return deps.callLite(request);

  const text = request.method === 'GET' ? '' : await request.text();
  const body = parseObject(text);
  const notText = nonStringField(body);
  if (notText) {
    // GoTrue decodes these into Go strings and answers 400 bad_json; lite crashed with a 500.
    return errorResponse('auth', 400, 'bad_json', `Could not parse request body as JSON: "${notText}" must be a string`);
  }
  const url = new URL(request.url);
  const forward = () => deps.callLite(new Request(request.url, { method: request.method, headers: request.headers, body: text || undefined }));
  const refused = refusePhoneRequest(route, request.method, url, body);
  if (refused) return refused;
  if (key === 'POST /verify') return verifyOtpRequest(request, body, deps);
  if (key === 'PUT /user') {
    const refusedPassword = await refuseAnonymousPasswordOnly(request, body, deps.db, deps.jwtSecret);
    if (refusedPassword) return refusedPassword;
  }
  if (key === 'POST /token') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return checkPasswordBeforeConfirmation(await forward(), body, deps.db);
    if (grant === 'id_token') return refuseIdTokenGrant(request, body, () => sessionRefusal(request, deps.callLite));
    const reused = grant === 'refresh_token' ? await refuseReusedRefreshToken(deps.db, body.refresh_token, deps.refreshTokenReuseSeconds) : null;
    return reused ?? forward();
  }

  const redirectTo = resolveRedirect(url.searchParams.get('redirect_to'), request.headers.get('referer'), deps.siteUrl, deps.allowList);
  const emailRequest = { redirectTo, pkce: pkceFromBody(body) };
  if (key === 'POST /signup' && deps.emailConfirmations) return signUpWithConfirmation(body, emailRequest, forward, deps);
  const column = EMAIL_ROUTES[key](body);
  const owner = column ? await emailOwner(request, body, deps.jwtSecret) : null;
  if (column && owner) {
    const tooSoon = await deps.throttle.check(owner, column);
    if (tooSoon) return tooSoon;
  }
  const overEmailLimit = column ? emailSendRefused(deps.limiter) : null;
  if (overEmailLimit) return overEmailLimit;
  const send = key === 'POST /resend' && body.type === 'signup' ? () => resendSignupConfirmation(body, forward, deps) : forward;
  const answer = await withEmailRequest(emailRequest, send);
  // A new e-mail change owes both confirmations again, whatever an earlier one got.
  if (key === 'PUT /user' && column && answer.ok && owner && 'userId' in owner) await resetEmailChangeStatus(deps.db, owner.userId);
  return answer;
}

/** Whose e-mail timer applies: the address in the body, or the signed-in user (PUT /user, reauthenticate). */
async function emailOwner(request: Request, body: Record<string, unknown>, jwtSecret: Uint8Array): Promise<EmailOwner | null> {
  const route = new URL(request.url).pathname;
  if (!route.endsWith('/user') && !route.endsWith('/reauthenticate')) {
    return typeof body.email === 'string' && body.email !== '' ? { email: body.email } : null;
  }
  const token = bearerToken(request);
  const check = token ? await verifyAccessToken(token, jwtSecret) : null;
  return check?.ok && typeof check.claims.sub === 'string' ? { userId: check.claims.sub } : null;
}

/** Fields GoTrue reads as strings; a number, array or object in one is the client's mistake. */
const STRING_FIELDS = ['email', 'phone', 'password', 'token', 'token_hash', 'refresh_token', 'type', 'code_verifier', 'auth_code', 'redirect_to', 'nonce'];

function nonStringField(body: Record<string, unknown>): string | null {
  return STRING_FIELDS.find((name) => body[name] !== undefined && body[name] !== null && typeof body[name] !== 'string') ?? null;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The user as lite answers GET /user for this access token (a session's `user`). */
async function liteUser(request: Request, accessToken: string, deps: AuthRouteDeps): Promise<Record<string, unknown> | null> {
  const answer = await deps.callLite(
    new Request(new URL('/auth/v1/user', request.url), { headers: { apikey: deps.publishableKey, authorization: `Bearer ${accessToken}` } }),
  );
  return answer.ok ? ((await answer.json()) as Record<string, unknown>) : null;
}
