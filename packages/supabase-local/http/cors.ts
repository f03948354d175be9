/**
 * Browser access rules of Supabase's API gateway: any origin, credentials allowed, the request
 * headers reflected, and the response headers supabase-js reads (Content-Range, the API version…)
 * exposed, or a browser client could not see them.
 */
const EXPOSED_HEADERS = [
  'Content-Range',
  'Range-Unit',
  'Preference-Applied',
  'Location',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'Content-Location',
  'Content-Type',
].join(', ');

const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, range, x-retry-count, x-region';

export function corsHeaders(request: Request): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.get('origin') ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

export function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
      'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
      'Access-Control-Max-Age': '86400',
    },
  });
}

/** Adds the CORS headers to a finished response unless its handler already chose them. */
export function withCors(request: Request, response: Response): Response {
  if (response.headers.has('access-control-allow-origin')) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders(request))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
