import type { Database } from '../db/database';
import { qualifiedName, quoteIdent, type PublishedTable } from './change-capture';
import type { SubscriberAuth } from './subscriber';

const API_ROLES = new Set(['anon', 'authenticated']);
const BYPASS_ROLES = new Set(['service_role', 'postgres', 'supabase_admin']);

/**
 * Which of the given subscribers may SELECT the changed row, checked the way hosted Realtime's
 * `apply_rls` does: `exists(select 1 from t where pk = …)` run under each subscriber's role and
 * `request.jwt.claims`. One transaction per change and one query pair per distinct claims set,
 * so 200 sockets of the same user cost one check, not 200.
 */
export async function visibleSubscriberKeys(
  db: Database,
  table: PublishedTable,
  record: Record<string, unknown>,
  subscribers: readonly SubscriberAuth[],
): Promise<Set<string>> {
  const visible = new Set<string>();
  const toCheck = new Map<string, SubscriberAuth>();
  for (const sub of subscribers) {
    if (BYPASS_ROLES.has(sub.role)) visible.add(sub.key);
    else if (API_ROLES.has(sub.role)) toCheck.set(sub.key, sub);
  }
  if (toCheck.size === 0) return visible;
  const pkColumns = table.primaryKey.map((name) => table.columns.find((c) => c.name === name));
  if (pkColumns.length === 0 || pkColumns.some((c) => !c || !(c.name in record))) return visible;

  const where = pkColumns
    .map((column, i) => `${quoteIdent(column!.name)} = $${i + 1}::${column!.sqlType}`)
    .join(' and ');
  const existsSql = `select exists(select 1 from ${qualifiedName(table.schema, table.table)} where ${where}) as visible`;
  const pkValues = pkColumns.map((column) => toSqlText(record[column!.name]));

  await db.transaction(async (tx) => {
    for (const sub of toCheck.values()) {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [sub.role, JSON.stringify(sub.claims), typeof sub.claims.sub === 'string' ? sub.claims.sub : ''],
      );
      const [row] = await tx.query<{ visible: boolean }>(existsSql, pkValues);
      if (row?.visible) visible.add(sub.key);
    }
  });
  return visible;
}

function toSqlText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
