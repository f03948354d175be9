import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { PKCE_TOKEN_PREFIX } from './auth-mailer';
import { resolveRedirect } from './redirect-allow-list';
import { confirmEmailChangeStep, emailTokenHash, resetEmailChangeStatus, SINGLE_CONFIRMATION_ACCEPTED, type EmailChangeStep } from './secure-email-change';

export interface VerifyDeps {
  /** Hands a request to lite (behind our gateway normalisation). */
  callLite(request: Request): Promise<Response>;
  db: Queryable;
  publishableKey: string;
  siteUrl: string;
  allowList: readonly string[];
  /** `[auth.email] double_confirm_changes`: both addresses confirm an e-mail change (null: off). */
  secureEmailChange: { otpExpirySeconds: number } | null;
}

/** Link types GET /verify takes, as on hosted. */
const LINK_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change']);

/**
 * The type lite verifies a token as. An invite is a confirmation token (admin-invite.ts) that
 * GoTrue verifies as it verifies a sign-up (verify.go: signupVerify for both); lite knows no
 * `invite` type and would answer "Email link is invalid or has expired".
 */
function liteVerifyType(type: unknown): unknown {
  return type === 'invite' ? 'signup' : type;
}

type LiteSession = { access_token: string; refresh_token: string; expires_in: number; expires_at: number; token_type: string; user?: { id?: string } };
type Verified = { ok: true; session: LiteSession } | { ok: false; code: string; message: string };

function stripPkcePrefix(tokenHash: unknown): unknown {
  return typeof tokenHash === 'string' && tokenHash.startsWith(PKCE_TOKEN_PREFIX) ? tokenHash.slice(PKCE_TOKEN_PREFIX.length) : tokenHash;
}

function withJsonBody(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/**
 * `POST /verify` (supabase-js `verifyOtp`): type `email` is accepted as on hosted (a sign-up
 * confirmation token first, else a magic-link one), and a `pkce_` token hash from a PKCE e-mail
 * is verified like any other (lite stores the hash without the prefix).
 */
export async function verifyOtpRequest(request: Request, body: Record<string, unknown>, deps: VerifyDeps): Promise<Response> {
  const tokenHash = stripPkcePrefix(body.token_hash);
  if (body.type === 'email_change') {
    const hash = typeof tokenHash === 'string' && tokenHash
      ? tokenHash
      : typeof body.email === 'string' && typeof body.token === 'string' ? emailTokenHash(body.email, body.token) : null;
    const step = hash ? await emailChangeStep(hash, deps) : { kind: 'lite' as const };
    if (step.kind === 'first') {
      return new Response(JSON.stringify({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    const answer = await deps.callLite(withJsonBody(request, { ...body, token_hash: tokenHash }));
    if (step.kind === 'second' && answer.ok) await resetEmailChangeStatus(deps.db, step.userId);
    return answer;
  }
  if (body.type !== 'email') return deps.callLite(withJsonBody(request, { ...body, token_hash: tokenHash, type: liteVerifyType(body.type) }));
  const asSignup = await deps.callLite(withJsonBody(request, { ...body, token_hash: tokenHash, type: 'signup' }));
  if (asSignup.status !== 403) return asSignup;
  return deps.callLite(withJsonBody(request, { ...body, token_hash: tokenHash, type: 'magiclink' }));
}

/**
 * `GET /verify?token=…&type=…&redirect_to=…` (`{{ .ConfirmationURL }}`), as hosted answers it:
 * 303 to the allowed `redirect_to` (else the site URL) with the session in the fragment, or for
 * a `pkce_` token with `?code=<auth code>` for `exchangeCodeForSession`; failures carry
 * `error`, `error_code`, `error_description` (PKCE: in the query too).
 */
export async function verifyLinkRequest(request: Request, deps: VerifyDeps): Promise<Response> {
  const url = new URL(request.url);
  const type = url.searchParams.get('type') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!LINK_TYPES.has(type) || !token) return deps.callLite(request);
  const redirectTo = resolveRedirect(url.searchParams.get('redirect_to'), request.headers.get('referer'), deps.siteUrl, deps.allowList);
  const isPkce = token.startsWith(PKCE_TOKEN_PREFIX);
  const tokenHash = String(stripPkcePrefix(token));

  const step = type === 'email_change' ? await emailChangeStep(tokenHash, deps) : { kind: 'lite' as const };
  if (step.kind === 'first') return redirectWithMessage(redirectTo, SINGLE_CONFIRMATION_ACCEPTED, isPkce);
  const verified = await verifyWithLite(url, { type: liteVerifyType(type), token_hash: tokenHash }, deps);
  if (!verified.ok) return redirectWithError(redirectTo, verified.code, verified.message, isPkce);
  if (step.kind === 'second') await resetEmailChangeStatus(deps.db, step.userId);
  const { session } = verified;
  if (!isPkce) {
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type,
    });
    return seeOther(`${redirectTo.split('#')[0]}#${fragment}`);
  }
  // The session belongs in exchangeCodeForSession, not here: drop the one lite just opened.
  await revokeSession(deps.db, session.access_token);
  const code = await issueAuthCode(deps.db, session.user?.id ?? '', type);
  if (!code) return redirectWithError(redirectTo, 'flow_state_not_found', 'invalid flow state, no valid flow state found', true);
  const target = new URL(redirectTo);
  target.searchParams.set('code', code);
  return seeOther(target.toString());
}

async function verifyWithLite(url: URL, body: Record<string, unknown>, deps: VerifyDeps): Promise<Verified> {
  const response = await deps.callLite(
    new Request(new URL('/auth/v1/verify', url.origin), {
      method: 'POST',
      headers: { apikey: deps.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, session: json as unknown as LiteSession };
  const code = typeof json.error_code === 'string' ? json.error_code : typeof json.code === 'string' ? json.code : 'unexpected_failure';
  const message = typeof json.msg === 'string' ? json.msg : typeof json.message === 'string' ? json.message : 'Verification failed';
  return { ok: false, code, message };
}

async function revokeSession(db: Queryable, accessToken: string): Promise<void> {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as { session_id?: string };
  if (payload.session_id) await db.query('delete from auth.sessions where id = $1', [payload.session_id]);
}

/** GoTrue `issueAuthCode`: the user's newest open flow state of this type gets a fresh code. */
async function issueAuthCode(db: Queryable, userId: string, type: string): Promise<string | null> {
  const code = randomUUID();
  const rows = await db.query<{ id: string }>(
    `update auth.flow_state set auth_code = $1, auth_code_issued_at = now(), created_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $2 and authentication_method = $3 and auth_code is null
                 order by created_at desc limit 1)
     returning id`,
    [code, userId, type],
  );
  return rows.length > 0 ? code : null;
}

function emailChangeStep(tokenHash: string, deps: VerifyDeps): Promise<EmailChangeStep> {
  return deps.secureEmailChange ? confirmEmailChangeStep(deps.db, tokenHash, deps.secureEmailChange.otpExpirySeconds) : Promise.resolve({ kind: 'lite' });
}

/** GoTrue's answer to the first of two e-mail change links: no session, a message for the page. */
function redirectWithMessage(redirectTo: string, message: string, inQuery: boolean): Response {
  const target = new URL(redirectTo);
  if (inQuery) target.searchParams.set('message', message);
  target.hash = new URLSearchParams({ message }).toString();
  return seeOther(target.toString());
}

function redirectWithError(redirectTo: string, code: string, description: string, inQuery: boolean): Response {
  const error = { error: 'access_denied', error_code: code, error_description: description };
  const target = new URL(redirectTo);
  if (inQuery) for (const [name, value] of Object.entries(error)) target.searchParams.set(name, value);
  target.hash = new URLSearchParams(error).toString();
  return seeOther(target.toString());
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}
