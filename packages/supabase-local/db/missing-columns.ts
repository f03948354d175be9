/**
 * What a row of an insert or upsert with `?columns=` holds for a listed column it omits, as
 * PostgREST decides it (`Prefer: missing=`), applied to the request lite parsed before it plans it.
 *
 * PostgREST reads the body with `json_populate_recordset` over the listed columns: without
 * `missing=default` an omitted column is NULL, with it the column's default (supabase-js
 * `insert(rows, { defaultToNull: false })`). Either way the representation is what was stored.
 * lite always let the database apply the default (kysely writes `DEFAULT` for a key a row lacks),
 * then answered `null` for those columns: under `missing=null` the stored row was wrong, under
 * `missing=default` the answer was (a generated `id` came back null).
 *
 * Here every row gets each listed column it lacks: `null` (stored as NULL), or, under
 * `missing=default`, `undefined`, which kysely leaves out of that row (`DEFAULT`) while the key
 * still tells lite the row named it, so its answer keeps the stored value.
 */
interface PostgrestAst {
  type?: string;
  values?: unknown;
  $meta?: { columns?: unknown; missing?: unknown };
}

type AstHook = (ast: unknown, context: unknown) => Promise<unknown>;

export function fillMissingColumns(connection: unknown): void {
  const hooks = connection as { onPostgrestAST: AstHook };
  const original = hooks.onPostgrestAST.bind(hooks);
  hooks.onPostgrestAST = (ast, context) => {
    withListedColumns(ast as PostgrestAst);
    return original(ast, context);
  };
}

/** Exported for unit tests: fills `ast.values` in place. */
export function withListedColumns(ast: PostgrestAst): void {
  if (ast.type !== 'insert' && ast.type !== 'upsert') return;
  const columns = ast.$meta?.columns;
  if (!Array.isArray(columns) || columns.length === 0) return;
  const filler = ast.$meta?.missing === 'default' ? undefined : null;
  const rows = Array.isArray(ast.values) ? ast.values : [ast.values];
  for (const row of rows) {
    if (!isRecord(row)) continue; // lite refuses it as PostgREST does (22023)
    for (const column of columns) {
      if (typeof column === 'string' && !Object.prototype.hasOwnProperty.call(row, column)) row[column] = filler;
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
