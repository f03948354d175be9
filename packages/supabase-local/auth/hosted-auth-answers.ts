import { handleAdminRequest, type AdminRouteDeps } from './admin-routes';
import { isEmailChangeVerification, makePermanent, withIsAnonymous } from './anonymous-conversion';
import { authenticationMethodOf, withHostedClaims, type HostedClaimsDeps } from './hosted-token-claims';
import { withFactors } from './mfa/user-factors';

const USER_ROUTE = '/auth/v1/user';
const INVITE_ROUTE = '/auth/v1/invite';

/**
 * `callLite` for `/auth/v1/*`: lite's answers as hosted's look. Every session lite answers with
 * (sign-in, sign-up, verify, the verify behind GET /verify for a link, PKCE exchange, refresh)
 * carries hosted's access-token claims, and every user it shows (a session's, GET and PUT /user)
 * lists its MFA factors, which supabase-js reads there, and its real `is_anonymous`. A confirmed
 * e-mail change makes an anonymous user permanent before the new session's token is signed.
 * `POST /invite`, which lite does not serve (it answered 401), is GoTrue's admin invite: it is
 * answered by the admin API (admin-invite.ts) and never reaches lite.
 */
export function asHostedAuthAnswers(callLite: (request: Request) => Promise<Response>, deps: HostedClaimsDeps & Omit<AdminRouteDeps, 'callLite'>) {
  const hostedAnswers = async (request: Request): Promise<Response> => {
    if (request.method === 'POST' && new URL(request.url).pathname === INVITE_ROUTE) {
      return handleAdminRequest(request, '/invite', { ...deps, callLite: hostedAnswers });
    }
    const method = await authenticationMethodOf(request, deps.db);
    const confirmsEmailChange = await isEmailChangeVerification(request);
    const response = await callLite(request);
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
    const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) return response;
    const isUser = new URL(request.url).pathname === USER_ROUTE && typeof body.id === 'string';
    const hasSession = typeof body.access_token === 'string';
    if (!isUser && !hasSession) return response;
    const sessionUser = body.user && typeof body.user === 'object' ? (body.user as Record<string, unknown>) : null;
    if (hasSession && confirmsEmailChange && typeof sessionUser?.id === 'string') await makePermanent(deps.db, sessionUser.id);
    const answer = isUser ? await hostedUser(body, deps) : { ...body };
    if (hasSession) {
      answer.access_token = await withHostedClaims(body.access_token as string, method, deps);
      if (sessionUser) answer.user = await hostedUser(sessionUser, deps);
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(answer), { status: response.status, statusText: response.statusText, headers });
  };
  return hostedAnswers;
}

async function hostedUser(user: Record<string, unknown>, deps: HostedClaimsDeps): Promise<Record<string, unknown>> {
  return withIsAnonymous(await withFactors(user, deps.db), deps.db);
}
