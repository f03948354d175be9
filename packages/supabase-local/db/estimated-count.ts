/**
 * `Prefer: count=estimated` as PostgREST counts it: the rows are counted, at most max-rows + 1 of
 * them; up to max-rows that exact count is the total, past it the larger of that count and the
 * planner's estimate (PostgREST's `MainTx.actionResult` and `Statements.mainRead`). lite answered
 * the planner's estimate alone, like `count=planned`: a three-row table was "0-2/420", so a HEAD or
 * GET that returned every row answered 206 where hosted answers 200 with "0-2/3".
 *
 * lite asks for the estimate with `EXPLAIN (FORMAT JSON) <the request's query>` on the request's
 * transaction; that one call is answered here from the count, so lite reads the total it would
 * have read from the plan.
 */

/** Hosted Supabase's `[api] max_rows` (also our config.toml's), which lite applies by default. */
export const HOSTED_MAX_ROWS = 1000;

const EXPLAIN_PREFIX = 'EXPLAIN (FORMAT JSON) ';

interface CompiledQuery {
  sql: string;
  parameters: readonly unknown[];
  query?: unknown;
}

interface QueryResult {
  rows: Record<string, unknown>[];
}

interface Executor {
  executeQuery(query: CompiledQuery, ...rest: unknown[]): Promise<QueryResult>;
}

/** `tx` (a kysely transaction) with lite's estimate query answered as PostgREST would. */
export function countingEstimates<T>(tx: T, maxRows: number = HOSTED_MAX_ROWS): T {
  const target = tx as unknown as Executor & object;
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (key === 'executeQuery') {
        return (query: CompiledQuery, ...rest: unknown[]) =>
          query.sql.startsWith(EXPLAIN_PREFIX) ? estimate(object, query, maxRows, rest) : object.executeQuery(query, ...rest);
      }
      // kysely's classes keep their state in #private fields: methods must run on the target.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  }) as unknown as T;
}

async function estimate(tx: Executor, explain: CompiledQuery, maxRows: number, rest: unknown[]): Promise<QueryResult> {
  const query = explain.sql.slice(EXPLAIN_PREFIX.length);
  const counted = await tx.executeQuery(
    {
      ...explain,
      sql: `SELECT count(*) AS pgrst_total FROM (SELECT 1 FROM (${query}) AS pgrst_source LIMIT ${maxRows + 1}) AS pgrst_limited`,
    },
    ...rest,
  );
  const total = Number(counted.rows[0]?.pgrst_total ?? 0);
  if (total <= maxRows) return planAnswering(total);
  const planned = plannedRows(await tx.executeQuery(explain, ...rest));
  return planAnswering(Number.isFinite(planned) ? Math.max(total, planned) : total);
}

/** The "Plan Rows" lite reads from `EXPLAIN (FORMAT JSON)`'s one row. */
function plannedRows(result: QueryResult): number {
  const plan: unknown = result.rows[0]?.['QUERY PLAN'];
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const root = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined) : undefined;
  return Number(root?.Plan?.['Plan Rows']);
}

function planAnswering(rows: number): QueryResult {
  return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }] };
}
