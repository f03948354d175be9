import type { DatabaseHandle } from '../db/database';
import { qualifiedName, quoteIdent, type PublishedTable } from './change-capture';
import type { SubscriberAuth } from './subscriber';

const API_ROLES = new Set(['anon', 'authenticated']);
const BYPASS_ROLES = new Set(['service_role', 'postgres', 'supabase_admin']);

/**
 * Which of the given subscribers may SELECT the changed row, checked the way hosted Realtime's
 * `apply_rls` does: `exists(select 1 from t where pk = …)` run under each subscriber's role and
 * `request.jwt.claims`. One check per distinct claims set (200 sockets of one user cost one),
 * and all checks of a change travel as one multi-statement script in one transaction: each
 * `exists` is planned after the `set_config` before it, so RLS applies that subscriber's role.
 */
export async function visibleSubscriberKeys(
  db: DatabaseHandle,
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
    .map((column) => `${quoteIdent(column!.name)} = ${literal(toSqlText(record[column!.name]))}::${column!.sqlType}`)
    .join(' and ');
  const existsSql = `select exists(select 1 from ${qualifiedName(table.schema, table.table)} where ${where}) as visible;`;
  const checked = [...toCheck.values()];
  const script = checked
    .map((sub) => {
      const subject = typeof sub.claims.sub === 'string' ? sub.claims.sub : '';
      return (
        `select set_config('role', ${literal(sub.role)}, true), set_config('request.jwt.claims', ${literal(JSON.stringify(sub.claims))}, true), ` +
        `set_config('request.jwt.claim.sub', ${literal(subject)}, true), set_config('request.jwt.claim.role', ${literal(sub.role)}, true);\n${existsSql}`
      );
    })
    .join('\n');
  const results = await db.transaction((tx) => tx.execRows<{ visible?: boolean }>(script));
  checked.forEach((sub, i) => {
    if (results[2 * i + 1]?.[0]?.visible) visible.add(sub.key);
  });
  return visible;
}

/** A SQL string literal (standard_conforming_strings is on in every supported server). */
function literal(value: string | null): string {
  return value === null ? 'null' : `'${value.replace(/'/g, "''")}'`;
}

function toSqlText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
