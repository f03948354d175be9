/**
 * The headers of a table write's answer as PostgREST sets them (Response.hs, `actionResponse` per
 * mutation), where lite's differ:
 * - `Location` (`Prefer: return=headers-only`) belongs to an insert (POST) only; lite also sent it
 *   for an update, a delete and a PUT, naming one of the rows touched.
 * - an update's `Content-Range` is `0-<n-1>/<total>` whatever the body: lite printed `*\/<n>` when
 *   it sent no body and counted (`count=exact` with no `return=representation`).
 * - a PUT (single-row upsert) has no `Content-Range`.
 */
export function withPostgrestWriteHeaders(request: Request, pathname: string, response: Response): Response {
  if (!/^\/rest\/v1\/[^/]+$/.test(pathname) || pathname.startsWith('/rest/v1/rpc') || response.status >= 300) return response;
  const method = request.method;
  if (method !== 'PATCH' && method !== 'DELETE' && method !== 'PUT') return response;
  const headers = new Headers(response.headers);
  let changed = headers.has('location');
  headers.delete('location');
  const range = headers.get('content-range');
  if (method === 'PUT' && range !== null) {
    headers.delete('content-range');
    changed = true;
  }
  const counted = method === 'PATCH' && range !== null ? /^\*\/(\d+)$/.exec(range) : null;
  if (counted && Number(counted[1]) > 0) {
    headers.set('content-range', `0-${Number(counted[1]) - 1}/${counted[1]}`);
    changed = true;
  }
  return changed ? new Response(response.body, { status: response.status, statusText: response.statusText, headers }) : response;
}
