/**
 * PostgREST answers HEAD on a function as it answers GET, without the body: the query parameters
 * named like the function's parameters are its arguments and the others filter its result
 * (supabase-js `.rpc(fn, args, { head: true, count: 'exact' })`). lite read every parameter of a
 * HEAD call as a filter, so `?prefix=A` failed with "failed to parse filter (A)". lite is handed
 * the GET instead; the body of its answer never leaves (node-bridge sends none for HEAD).
 */
export function rpcHeadAsGet(request: Request, pathname: string): Request {
  if (request.method !== 'HEAD' || !pathname.startsWith('/rest/v1/rpc/')) return request;
  return new Request(request.url, { method: 'GET', headers: request.headers });
}
