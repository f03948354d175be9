import { AsyncLocalStorage } from 'node:async_hooks';
import { postgrestContractError } from './postgrest-errors';
import { countingEstimates } from './estimated-count';
import { fillMissingColumns } from './missing-columns';

/**
 * The `Prefer` settings lite parses but does not act on, applied where it runs the request:
 * - `tx=rollback` (supabase-js `.rollback()`): hosted runs the request, answers with what it would
 *   have returned and rolls the transaction back; lite echoed it in `Preference-Applied` and
 *   committed. Its connection can roll a request back (`forceRollback`, meant for its test
 *   harness), and is told to.
 * - `max-affected=<n>` with `handling=strict` on an RPC (supabase-js `.maxAffected(n)`): PostgREST
 *   counts the rows the function returns, answers 400 PGRST124 past n and PGRST128 when the
 *   function returns a single value, and nothing it did is kept. lite checks table writes only.
 * - `count=estimated`: PostgREST counts up to max-rows exactly and estimates past it; lite always
 *   estimated (estimated-count.ts).
 * - `missing=default|null` with `?columns=`: applied to the parsed rows (missing-columns.ts).
 * The request runs in this scope; the connection's `withContext` reads it.
 */
export interface RequestPreferences {
  rollback: boolean;
  /** Only for an RPC under handling=strict. */
  rpcMaxAffected: number | null;
  estimatedCount: boolean;
}

const scope = new AsyncLocalStorage<RequestPreferences>();

interface ContextOptions {
  forceRollback?: boolean;
  transaction?: unknown;
  rpc?: unknown;
}

type Run = (tx: unknown) => Promise<unknown>;

interface ContextRunner {
  withContext(context: unknown, run: Run, options?: ContextOptions): Promise<unknown>;
}

/** RFC 7240 tokens, over every Prefer header (Headers joins them with ", "). */
function preferTokens(request: Request): string[] {
  return (request.headers.get('prefer') ?? '').split(',').map((token) => token.trim().toLowerCase());
}

/** What this REST request asks of the transaction, or null when nothing lite leaves undone. */
export function requestPreferences(request: Request, pathname: string): RequestPreferences | null {
  const tokens = preferTokens(request);
  const rollback = tokens.includes('tx=rollback');
  const limit = /^max-affected=(\d+)$/.exec(tokens.find((token) => token.startsWith('max-affected=')) ?? '')?.[1];
  const strict = tokens.includes('handling=strict');
  const rpcMaxAffected = strict && limit !== undefined && pathname.startsWith('/rest/v1/rpc/') ? Number(limit) : null;
  // lite reads the first count= token, as PostgREST does.
  const estimatedCount = tokens.find((token) => token.startsWith('count=')) === 'count=estimated';
  return rollback || rpcMaxAffected !== null || estimatedCount ? { rollback, rpcMaxAffected, estimatedCount } : null;
}

export function runWithPreferences<T>(preferences: RequestPreferences, run: () => Promise<T>): Promise<T> {
  return scope.run(preferences, run);
}

export function honourRequestPreferences(connection: unknown): void {
  fillMissingColumns(connection);
  const runner = connection as ContextRunner;
  const original = runner.withContext.bind(runner);
  runner.withContext = (context, run, options) => {
    const preferences = scope.getStore();
    // Inside a transaction lite already holds, the outer call decides.
    if (!preferences || options?.transaction) return original(context, run, options);
    const limit = preferences.rpcMaxAffected;
    const withCounts: Run = preferences.estimatedCount ? (tx) => run(countingEstimates(tx)) : run;
    const counted: Run = limit !== null && options?.rpc ? async (tx) => refuseOverLimit(await withCounts(tx), limit) : withCounts;
    return original(context, counted, preferences.rollback ? { ...options, forceRollback: true } : options);
  };
}

/** Thrown inside the function's transaction, so what it did is rolled back with it. */
async function refuseOverLimit(result: unknown, limit: number): Promise<unknown> {
  if (!(result instanceof Response) || !result.ok) return result;
  const rows: unknown = await result.clone().json().catch(() => undefined);
  if (!Array.isArray(rows)) {
    throw postgrestContractError(400, {
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
  }
  if (rows.length > limit) {
    throw postgrestContractError(400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: `The query affects ${rows.length} rows`,
      hint: null,
    });
  }
  return result;
}
