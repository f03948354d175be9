/**
 * Supabase Auth features this server does not have, answered as GoTrue answers them on a project
 * where they are switched off (internal/api/api.go, middleware.go): the OAuth 2.1 server
 * (`oauth_server.enabled`, off by default), manual identity linking
 * (`security.manual_linking_enabled`, off), passkeys (`passkey.enabled`, off), SAML SSO
 * (`saml.enabled`, off) and Web3 sign-in (`external.web3_*`, off). An app calling them gets the
 * refusal it would get from hosted, instead of lite's 401 "requires a valid Bearer token", its
 * 400 "unsupported_grant_type" or a bare 404.
 */

const OAUTH_SERVER_DISABLED = { status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' } as const;
const PASSKEYS_DISABLED = { status: 404, code: 'passkey_disabled', message: 'Passkeys are disabled' } as const;
const SAML_DISABLED = { status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' } as const;
const WEB3_DISABLED = { status: 422, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' } as const;
const MANUAL_LINKING_DISABLED = { status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' } as const;
const SSO_PROVIDER_NOT_FOUND = { status: 404, code: 'sso_provider_not_found', message: 'SSO Identity Provider not found' } as const;

interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * GoTrue's error body for the request's `X-Supabase-Api-Version` (errors.go): `{code, message}`
 * from 2024-01-01 on (supabase-js sends it), else `{code: <status>, error_code, msg}`; both with
 * `x-sb-error-code`.
 */
export function goTrueError(request: Request, refusal: Refusal): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-sb-error-code': refusal.code };
  const version = request.headers.get('x-supabase-api-version') ?? '';
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(version) && !Number.isNaN(Date.parse(`${version}T00:00:00Z`)) && version >= '2024-01-01';
  if (dated) headers['X-Supabase-Api-Version'] = '2024-01-01';
  const body = dated ? { code: refusal.code, message: refusal.message } : { code: refusal.status, error_code: refusal.code, msg: refusal.message };
  return new Response(JSON.stringify(body), { status: refusal.status, headers });
}

const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`);

/**
 * Routes GoTrue gates before any authentication (a `Use(require…Enabled)` on their router, or the
 * grant's own check after the rate limit): `route` is the path after `/auth/v1`.
 */
export function refuseDisabledAuthFeature(request: Request, route: string): Response | null {
  if (route === '/.well-known/oauth-authorization-server' || under(route, '/oauth')) return goTrueError(request, OAUTH_SERVER_DISABLED);
  if (under(route, '/passkeys')) return goTrueError(request, PASSKEYS_DISABLED);
  if (under(route, '/sso')) return goTrueError(request, SAML_DISABLED);
  if (route === '/token' && request.method === 'POST' && new URL(request.url).searchParams.get('grant_type') === 'web3') {
    return goTrueError(request, WEB3_DISABLED);
  }
  return null;
}

/**
 * Routes GoTrue gates after `requireAuthentication` (api.go, under `/user`): a caller without a
 * valid session gets what `GET /user` answers them (asked of lite with the same headers), a
 * signed-in one the refusal. `/user/oauth/grants` is the OAuth server's; `/user/identities`
 * (`linkIdentity`, `unlinkIdentity`) is manual linking's (`security.manual_linking_enabled`, off by
 * default), where lite answered a bare `404 text/plain`.
 */
export async function refuseAfterSession(request: Request, route: string, callLite: (request: Request) => Promise<Response>): Promise<Response | null> {
  const refusal = under(route, '/user/oauth/grants') ? OAUTH_SERVER_DISABLED : under(route, '/user/identities') ? MANUAL_LINKING_DISABLED : null;
  if (!refusal) return null;
  return (await sessionRefusal(request, callLite)) ?? goTrueError(request, refusal);
}

/** GoTrue's requireAuthentication: null for a valid session, else what `GET /user` answers the same headers. */
export async function sessionRefusal(request: Request, callLite: (request: Request) => Promise<Response>): Promise<Response | null> {
  const user = await callLite(new Request(new URL('/auth/v1/user', request.url), { headers: request.headers }));
  return user.ok ? null : user;
}

/**
 * Admin routes: GoTrue checks the admin credentials first (`/admin`'s requireAdminCredentials),
 * then the feature. `adminAnswer` is what the admin API answered (admin-routes.ts): a refusal of
 * the caller stands, and a route it does not serve gets the disabled feature's answer.
 * `/admin/oauth/clients` is the OAuth server's. `/admin/sso/providers` is not gated by GoTrue:
 * with SAML off it still lists the providers (none here: `{"items": []}`) and finds none by id;
 * creating one, which would need SAML metadata handling this server does not have, is refused as
 * a SAML request is.
 */
export function answerDisabledAdminFeature(request: Request, route: string, adminAnswer: Response): Response {
  if (adminAnswer.status === 401 || adminAnswer.status === 403) return adminAnswer;
  if (under(route, '/admin/oauth')) return goTrueError(request, OAUTH_SERVER_DISABLED);
  if (route === '/admin/sso/providers' || route === '/admin/sso/providers/') {
    if (request.method === 'GET') return new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return goTrueError(request, SAML_DISABLED);
  }
  if (under(route, '/admin/sso/providers')) return goTrueError(request, SSO_PROVIDER_NOT_FOUND);
  return adminAnswer;
}
