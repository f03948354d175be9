import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * A table write answers rows only when asked (`Prefer: return=representation`, supabase-js
 * `.select()`), as PostgREST does: without `return=` (its default is minimal) or with
 * `return=minimal`, an insert answers 201 and an update or delete 204, with no body, whoever the
 * caller is, and `count=exact` counts the rows written.
 *
 * lite builds a write's RETURNING from the request's select, and when there is none it still adds
 * every column if the table has a domain or composite column (the casts it needs to print those
 * columns are applied to the empty select too). The write then comes back as rows instead of an
 * affected-row count, and lite answers them: `insert(x)` with no `.select()` got the rows (201 with
 * a body; update and delete 200 instead of 204; upsert 200), and `return=minimal, count=exact`
 * answered `Content-Range: *\/0`. Here the writes of such a request run without RETURNING, so
 * kysely hands lite the row count it expects on that path, as for any other table.
 * `return=headers-only` is left alone: lite returns the key columns there for `Location`.
 * lite hands the same `vars` object to `onPostgrestAST` and then to `withContext`, which ties the
 * request's preference to its transaction (as self-reference-embeds.ts does).
 */

/** The parts of lite's parsed request (its `QueryAST`) read here. */
interface WriteAst {
  type?: string;
  $meta?: { return?: string };
}

const TABLE_WRITES = new Set(['insert', 'update', 'delete', 'upsert', 'put']);
/** The `return=` values whose answer carries something of the rows written. */
const RETURNS_ROWS = new Set(['representation', 'headers-only']);

/** True for a table write whose answer must carry no row (no `return=`, `minimal`, or one PostgREST ignores). */
export function asksForNoRows(ast: unknown): boolean {
  if (typeof ast !== 'object' || ast === null) return false;
  const { type, $meta } = ast as WriteAst;
  return type !== undefined && TABLE_WRITES.has(type) && !RETURNS_ROWS.has($meta?.return ?? '');
}

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/** The write without its RETURNING clause; any other node as it is. */
export function withoutReturning(node: RootOperationNode): RootOperationNode {
  if (!WRITE_NODES.has(node.kind)) return node;
  const write = node as OperationNode & { returning?: unknown };
  if (write.returning === undefined) return node;
  return Object.freeze({ ...write, returning: undefined }) as unknown as RootOperationNode;
}

export class NoReturningPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return withoutReturning(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

interface WithPlugins {
  withPlugin(plugin: KyselyPlugin): unknown;
}
type Run = (db: unknown) => Promise<unknown>;
interface PatchableConnection {
  onPostgrestAST(ast: unknown, vars?: unknown): Promise<unknown>;
  withContext(vars: unknown, run: Run, options?: unknown): Promise<unknown>;
}

/** Installs the rule on lite's connection (every REST request runs through these two hooks). */
export function returnRowsOnlyWhenAsked(connection: unknown): void {
  const lite = connection as PatchableConnection;
  const rowless = new WeakSet<object>();
  const onAst = lite.onPostgrestAST.bind(lite);
  lite.onPostgrestAST = async (ast, vars) => {
    const parsed = await onAst(ast, vars);
    if (asksForNoRows(parsed) && typeof vars === 'object' && vars !== null) rowless.add(vars);
    return parsed;
  };
  const plugin = new NoReturningPlugin();
  const withContext = lite.withContext.bind(lite);
  lite.withContext = (vars, run, options) =>
    typeof vars === 'object' && vars !== null && rowless.has(vars)
      ? withContext(vars, (db) => run((db as WithPlugins).withPlugin(plugin)), options)
      : withContext(vars, run, options);
}
