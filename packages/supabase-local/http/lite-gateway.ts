import { isOpaqueApiKey } from '../auth/access-token';

/**
 * Makes a request look like what hosted Supabase's gateway hands its services, before lite sees
 * it: supabase-js sends `Authorization: Bearer sb_…` when signed out, which hosted swaps for the
 * key's role and lite would try to decode as a JWT. Here such a bearer is dropped (and used as the
 * `apikey` when that header is missing), so the request runs as the key's role with no user.
 */
export function normaliseForLite(request: Request, publishableKey: string): Request {
  // Health probes (the app's /api/health) carry no key; hosted's health route needs none either.
  if (new URL(request.url).pathname === '/auth/v1/health' && !request.headers.has('apikey')) {
    const headers = new Headers(request.headers);
    headers.set('apikey', publishableKey);
    return new Request(request, { headers });
  }
  const authorization = request.headers.get('authorization');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1] : undefined;
  if (!bearer || !isOpaqueApiKey(bearer)) return request;
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  const url = new URL(request.url);
  if (!headers.has('apikey') && !url.searchParams.has('apikey')) headers.set('apikey', bearer);
  return new Request(request, { headers });
}
