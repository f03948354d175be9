import { goTrueError } from './disabled-auth-features';

/**
 * `POST /token?grant_type=id_token` (`signInWithIdToken`), answered as GoTrue answers it on a
 * project with no external provider enabled (config.toml enables none; lite has no OIDC
 * verification): GoTrue checks the parameters, finds the provider from `provider` or `issuer`,
 * and refuses a disabled one with `400 provider_disabled` "Provider (issuer "<issuer>") is not
 * enabled", printing the provider's fixed issuer (internal/api/token_oidc.go `getProvider`). lite
 * answered `400 invalid_credentials` "unsupported_grant_type".
 */

const FIXED_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};
const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/;

export interface IdTokenParams {
  id_token?: unknown;
  provider?: unknown;
  client_id?: unknown;
  issuer?: unknown;
  link_identity?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * GoTrue's answer, in its order. `hasSession` is asked only for `link_identity` (GoTrue's
 * requireAuthentication there): null when the bearer is valid, else what GoTrue answers for it.
 */
export async function refuseIdTokenGrant(request: Request, params: IdTokenParams, sessionRefusal: () => Promise<Response | null>): Promise<Response> {
  const idToken = text(params.id_token);
  const provider = text(params.provider);
  const issuer = text(params.issuer);
  if (idToken === '') return oauthError('id_token required');
  if (provider === '' && (text(params.client_id) === '' || issuer === '')) return oauthError('provider or client_id and issuer required');
  if (params.link_identity === true) {
    if (!request.headers.get('authorization')) return oauthError('Linking requires a valid user access token in Authorization');
    const refused = await sessionRefusal();
    if (refused) return refused;
  }
  const invalid = (message: string) => goTrueError(request, { status: 400, code: 'validation_failed', message });
  const disabled = (providerIssuer: string) =>
    goTrueError(request, { status: 400, code: 'provider_disabled', message: `Provider (issuer ${goQuote(providerIssuer)}) is not enabled` });

  if (provider === 'apple' || APPLE_ISSUERS.includes(issuer)) {
    const detected = tokenIssuer(idToken);
    if (detected === null) return invalid('Unable to detect issuer in ID token for Apple provider');
    if (!APPLE_ISSUERS.includes(detected)) return invalid('Detected ID token issuer is not an Apple ID token issuer');
    if (issuer !== '' && issuer !== detected) return invalid('Provided issuer does not match ID token issuer');
    return disabled(detected);
  }
  const fixed = Object.entries(FIXED_ISSUERS).find(([name, fixedIssuer]) => provider === name || issuer === fixedIssuer);
  // GoTrue tests Google first, then Azure, then the others: only Google's issuer can precede Azure's.
  if (fixed && fixed[0] === 'google') return disabled(fixed[1]);
  if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    const detected = tokenIssuer(idToken);
    if (detected === null) return invalid('Unable to detect issuer in ID token for Azure provider');
    if (!detected.startsWith('https://login.microsoftonline.com/') && !detected.startsWith('https://sts.windows.net/')) {
      return invalid('Detected ID token issuer is not an Azure ID token issuer');
    }
    if (issuer !== '' && issuer !== detected) return invalid('Provided issuer does not match ID token issuer');
    return disabled(detected);
  }
  if (provider === 'facebook' || issuer === FIXED_ISSUERS.facebook) return disabled(FIXED_ISSUERS.facebook);
  // Keycloak's issuer is its configured URL: none here.
  if (provider === 'keycloak') return disabled('');
  if (fixed) return disabled(fixed[1]);
  if (provider.startsWith('custom:')) return invalid('Custom OAuth providers are disabled');
  // No `external.allowed_id_token_issuers`: any other issuer is refused.
  return invalid(`Custom OIDC provider ${goQuote(provider)} not allowed`);
}

/** GoTrue's OAuthError ("invalid request"): always `{error, error_description}`, whatever the API version. */
function oauthError(description: string): Response {
  return new Response(JSON.stringify({ error: 'invalid request', error_description: description }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The `iss` of a JWT's payload, read without verifying it (GoTrue's Detect…IDTokenIssuer); null if unreadable. */
function tokenIssuer(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]*$/.test(parts[1])) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const iss = (payload as { iss?: unknown }).iss;
    if (iss === undefined || iss === null) return '';
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
}

/** Go's `%q` of a string: double quotes, with Go's escapes for quotes, backslashes and control characters. */
export function goQuote(value: string): string {
  let quoted = '"';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"' || char === '\\') quoted += `\\${char}`;
    else if (char === '\n') quoted += '\\n';
    else if (char === '\t') quoted += '\\t';
    else if (char === '\r') quoted += '\\r';
    else if (code < 0x20 || code === 0x7f) quoted += `\\x${code.toString(16).padStart(2, '0')}`;
    else quoted += char;
  }
  return `${quoted}"`;
}
