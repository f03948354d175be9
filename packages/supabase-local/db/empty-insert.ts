import { sql, type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

/**
 * An insert of rows that name no column (`POST /rest/v1/t` with `{}`, `[{}]` or `[{}, {}]`), as
 * PostgREST runs it: one row of the table's defaults per object (`{}` is one row), with
 * `Prefer: return=representation` answering them (SqlFragment.fromJsonBodyF's "empty fields"
 * source, `INSERT INTO t SELECT FROM …`). An upsert of such rows is `ON CONFLICT (…) DO NOTHING`
 * (QueryBuilder: MergeDuplicates with no columns).
 *
 * lite hands kysely `values({})`, which prints `insert into t () values ()`: 400 42601 "syntax
 * error at or near ")"" for a request hosted accepts. Rewritten here, on every query lite builds
 * (such an insert is never valid SQL, so nothing else is touched): one row becomes
 * `DEFAULT VALUES`, several `SELECT FROM generate_series(1, n)`.
 */

interface InsertNode {
  kind: 'InsertQueryNode';
  columns?: readonly unknown[];
  values?: { kind: string; values?: ReadonlyArray<{ values?: readonly unknown[] }> };
  defaultValues?: boolean;
  onConflict?: { kind: 'OnConflictNode'; updates?: unknown; updateWhere?: unknown; doNothing?: boolean };
}

/** How many rows of defaults the insert means, or null when it is not an insert naming no column. */
export function emptyRowCount(node: OperationNode): number | null {
  if (node.kind !== 'InsertQueryNode') return null;
  const insert = node as unknown as InsertNode;
  if (!insert.columns || insert.columns.length > 0 || insert.values?.kind !== 'ValuesNode') return null;
  const rows = insert.values.values ?? [];
  return rows.length > 0 && rows.every((row) => (row.values ?? []).length === 0) ? rows.length : null;
}

/** The insert as PostgREST writes it when no column is named. */
export function withDefaultRows(node: RootOperationNode, rows: number): RootOperationNode {
  const insert = node as unknown as InsertNode;
  const onConflict = insert.onConflict && { ...insert.onConflict, updates: undefined, updateWhere: undefined, doNothing: true };
  const source =
    rows === 1 ? { values: undefined, defaultValues: true } : { values: sql`select from generate_series(1, ${sql.lit(rows)})`.toOperationNode(), defaultValues: undefined };
  return Object.freeze({ ...insert, columns: undefined, ...source, ...(onConflict ? { onConflict: Object.freeze(onConflict) } : {}) }) as unknown as RootOperationNode;
}

export class DefaultRowsPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const rows = emptyRowCount(node);
    return rows === null ? node : withDefaultRows(node, rows);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

interface WithPlugins {
  withPlugin(plugin: KyselyPlugin): unknown;
}

type Run = (db: unknown) => Promise<unknown>;

interface ContextRunner {
  withContext(vars: unknown, run: Run, options?: unknown): Promise<unknown>;
}

/** Installs the rewrite on every database handle lite runs a request with. */
export function insertDefaultRowsAsPostgrest(connection: unknown): void {
  const lite = connection as ContextRunner;
  const withContext = lite.withContext.bind(lite);
  const plugin = new DefaultRowsPlugin();
  lite.withContext = (vars, run, options) => withContext(vars, (db) => run((db as WithPlugins).withPlugin(plugin)), options);
}
