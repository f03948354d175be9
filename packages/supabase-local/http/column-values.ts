import type { Queryable } from '../db/database';
import { arrayLiteral } from '../db/postgres-text';

/** How a column takes a JSON value that lite would hand the driver as is. */
type ColumnKind = 'array' | 'json';

/**
 * Writes whose JSON values lite passes to the driver differently from PostgREST, fixed before
 * lite sees them (issue 17 item 6, issue 18 item 3):
 * - a JSON array for an array column (`channels: ['email', 'sms']` into
 *   `notification_channel[]`) reached Postgres as `email,sms` and failed with "malformed array
 *   literal"; it becomes a Postgres array literal, which Postgres parses for any element type;
 * - a JSON string for a json or jsonb column reached Postgres as bare text, so `"hello"` failed
 *   as invalid JSON and `'{"a":1}'` was stored as an object, and a boolean was bound as a boolean,
 *   which Postgres refuses for a JSON column ("is of type jsonb but expression is of type
 *   boolean"); both are encoded so that Postgres receives their JSON text (jsonColumnValue), and
 *   the column holds the string or boolean, as with PostgREST.
 * Other values (a jsonb array, objects, numbers) are left alone. A table's array and JSON columns
 * are read once from the catalogue and kept.
 */
export class ColumnValues {
  private readonly known = new Map<string, Promise<Map<string, ColumnKind>>>();

  constructor(private readonly db: Queryable) {}

  /**
   * The request with its body rewritten when it writes such values; else as it was. `bodyText` is
   * the body the caller already read (the router does); without it, a copy of the request is read.
   */
  async adapt(request: Request, pathname: string, bodyText?: string): Promise<Request> {
    if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return request;
    const table = /^\/rest\/v1\/([^/]+)$/.exec(pathname)?.[1];
    if (!table || !(request.headers.get('content-type') ?? 'application/json').includes('json')) return request;
    const text = bodyText ?? (await request.clone().text());
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return request; // lite answers malformed JSON with PGRST102
    }
    const rows = Array.isArray(body) ? body : [body];
    const mayNeedIt = (value: unknown) => Array.isArray(value) || typeof value === 'string' || typeof value === 'boolean';
    if (!rows.some((row) => isObject(row) && Object.values(row).some(mayNeedIt))) return request;
    const schema = request.headers.get('content-profile') ?? 'public';
    const columns = await this.columnsOf(schema, decodeURIComponent(table));
    if (columns.size === 0) return request;
    let changed = false;
    const rewrite = (row: unknown) => {
      if (!isObject(row)) return row;
      const out: Record<string, unknown> = { ...row };
      for (const [key, value] of Object.entries(row)) {
        const kind = columns.get(key);
        if (kind === 'array' && Array.isArray(value)) out[key] = arrayLiteral(value);
        else if (kind === 'json' && (typeof value === 'string' || typeof value === 'boolean')) out[key] = jsonColumnValue(value);
        else continue;
        changed = true;
      }
      return out;
    };
    const next = Array.isArray(body) ? body.map(rewrite) : rewrite(body);
    return changed ? new Request(request, { body: JSON.stringify(next) }) : request;
  }

  private columnsOf(schema: string, table: string): Promise<Map<string, ColumnKind>> {
    const key = `${schema}.${table}`;
    let found = this.known.get(key);
    if (!found) {
      found = this.db
        .query<{ column_name: string; data_type: string }>(
          `select column_name, data_type from information_schema.columns
           where table_schema = $1 and table_name = $2 and data_type in ('ARRAY', 'json', 'jsonb')`,
          [schema, table],
        )
        .then((rows) => new Map(rows.map((row) => [row.column_name, row.data_type === 'ARRAY' ? 'array' : 'json'] as const)));
      // A failed read is not kept: the next write asks again.
      found.catch(() => this.known.delete(key));
      this.known.set(key, found);
    }
    return found;
  }
}

/**
 * What lite must be handed for a string or boolean bound for a JSON column so that Postgres stores
 * that value: its JSON text, encoded once more because lite parses a JSON column's string value
 * once; the driver then sends the text as it is (db/json-parameters.ts), on either database.
 */
export function jsonColumnValue(value: string | boolean): string {
  return JSON.stringify(JSON.stringify(value));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
