/**
 * PostgREST answers a function that returns one row (not `setof`) with the row as an object, or
 * `null` when a filter left none: it builds the body with `coalesce(json_agg(…)->0, 'null')`
 * (`.rpc('get_user_profile', …).eq('username', 'nope')` → 200 `null`). lite coerced that result
 * as it coerces `.single()`, and answered 406 PGRST116 "The result contains 0 rows". Only a
 * request that asked for one object (`Accept: application/vnd.pgrst.object+json`) gets that 406
 * from PostgREST, so lite's 406 is turned into hosted's `null` for any other.
 */
export async function rpcSingleRowAnswer(request: Request, pathname: string, response: Response): Promise<Response> {
  if (response.status !== 406 || !pathname.startsWith('/rest/v1/rpc/')) return response;
  if ((request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object')) return response;
  const text = await response.clone().text();
  let body: { code?: unknown; details?: unknown } | null = null;
  try {
    body = JSON.parse(text) as { code?: unknown; details?: unknown };
  } catch {
    return response;
  }
  if (body?.code !== 'PGRST116' || body.details !== 'The result contains 0 rows') return response;
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': '*/*' });
  return new Response(request.method === 'HEAD' ? null : 'null', { status: 200, headers });
}
