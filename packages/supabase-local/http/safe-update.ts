import { errorResponse } from './errors';

/**
 * Query parameters PostgREST reads as options, not filters; any other key (a column, `or`, `and`,
 * `not.…`, `limit`, which PostgREST turns into a keyed subquery) puts a WHERE on the statement.
 */
const OPTIONS_NOT_FILTERS = new Set(['select', 'columns', 'on_conflict', 'order']);

/**
 * Hosted Supabase loads pg-safeupdate for the API, so a DELETE or an UPDATE without a WHERE clause
 * is refused (SQLSTATE 21000, which PostgREST answers with 400) instead of emptying or rewriting a
 * whole table: `supabase.from('t').delete()` with no filter fails there. PostgREST only writes a
 * WHERE for filters in the query string, so a table write with none would run without one here.
 * The extension also refuses such statements inside functions; that part is listed under "Gaps"
 * in this package's README.md.
 */
export function refuseUnfilteredWrite(request: Request, pathname: string): Response | null {
  if (request.method !== 'DELETE' && request.method !== 'PATCH') return null;
  if (!pathname.startsWith('/rest/v1/') || pathname.startsWith('/rest/v1/rpc/')) return null;
  const keys = [...new URL(request.url).searchParams.keys()];
  if (keys.some((key) => !OPTIONS_NOT_FILTERS.has(key))) return null;
  const statement = request.method === 'DELETE' ? 'DELETE' : 'UPDATE';
  return errorResponse('rest', 400, '21000', `${statement} requires a WHERE clause`);
}
