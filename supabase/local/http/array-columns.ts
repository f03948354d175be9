import type { Queryable } from '../db/database';

/**
 * PostgREST takes a JSON array for an array column (`channels: ['email', 'sms']` into
 * `notification_channel[]`); lite hands the driver the JS array, which reaches Postgres as
 * `email,sms` and fails with "malformed array literal" (issue 17, item 6). Before a write reaches
 * lite, the JSON arrays of the target table's array columns become Postgres array literals,
 * which Postgres parses for any element type. Other columns (a jsonb array among them) are left
 * alone. The array columns of a table are read once from the catalogue and kept.
 */
export class ArrayColumns {
  private readonly known = new Map<string, Promise<Set<string>>>();

  constructor(private readonly db: Queryable) {}

  /** The request with its body rewritten when it writes arrays into array columns; else as it was. */
  async adapt(request: Request, pathname: string): Promise<Request> {
    if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return request;
    const table = /^\/rest\/v1\/([^/]+)$/.exec(pathname)?.[1];
    if (!table || !(request.headers.get('content-type') ?? 'application/json').includes('json')) return request;
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return request; // lite answers malformed JSON with PGRST102
    }
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.some((row) => isObject(row) && Object.values(row).some(Array.isArray))) return request;
    const schema = request.headers.get('content-profile') ?? 'public';
    const columns = await this.arrayColumnsOf(schema, decodeURIComponent(table));
    if (columns.size === 0) return request;
    let changed = false;
    const rewrite = (row: unknown) => {
      if (!isObject(row)) return row;
      const out: Record<string, unknown> = { ...row };
      for (const [key, value] of Object.entries(row)) {
        if (Array.isArray(value) && columns.has(key)) {
          out[key] = arrayLiteral(value);
          changed = true;
        }
      }
      return out;
    };
    const next = Array.isArray(body) ? body.map(rewrite) : rewrite(body);
    return changed ? new Request(request, { body: JSON.stringify(next) }) : request;
  }

  private arrayColumnsOf(schema: string, table: string): Promise<Set<string>> {
    const key = `${schema}.${table}`;
    let found = this.known.get(key);
    if (!found) {
      found = this.db
        .query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = $1 and table_name = $2 and data_type = 'ARRAY'`,
          [schema, table],
        )
        .then((rows) => new Set(rows.map((row) => row.column_name)));
      // A failed read is not kept: the next write asks again.
      found.catch(() => this.known.delete(key));
      this.known.set(key, found);
    }
    return found;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON array as a Postgres array literal: every element quoted, nested arrays as dimensions. */
export function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${values.map(element).join(',')}}`;
}
