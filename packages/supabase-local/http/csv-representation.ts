import type { DatabaseHandle } from '../db/database';

/**
 * `Accept: text/csv` (supabase-js `.csv()`) answered as PostgREST writes CSV: a header of the first
 * row's keys, then each row as Postgres prints the record, without its parentheses
 * (`substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2)`, PostgREST's `asCsvF`). So
 * every cell is its type's text: jsonb `{"foo": "bar"}` (with jsonb's spaces), arrays `{a,b}`,
 * booleans `t`/`f`, timestamps `2026-11-24 03:14:37.778+00`, NULL as nothing and an empty string
 * as `""`; a cell is quoted when it holds a comma, quote, backslash, parenthesis or white space,
 * or is empty, its quotes and backslashes doubled (Postgres's `record_out`). lite printed the JSON
 * values instead (`{""foo"":""bar""}`, `["a","b"]`, `true`, ISO timestamps) and quoted only
 * commas, quotes, line breaks and spaces.
 *
 * lite is asked for the JSON answer (filters, embeds, counts, RLS and status stay its own), and
 * Postgres prints the rows: `json_to_record` rebuilds each row with the relation's column types
 * and the record's text is cut as PostgREST cuts it. Keys that are not columns of the relation
 * (embeds, aliases, aggregates) are printed as text (JSON text for objects and arrays), booleans
 * as booleans. A `json` (not jsonb) cell is printed from the value lite parsed, so without the
 * spacing it was stored with.
 */
export class CsvRepresentation {
  constructor(private readonly db: DatabaseHandle) {}

  /** The CSV answer for `request` from lite's JSON answer to `withoutCsv(request)`. */
  async render(request: Request, pathname: string, response: Response): Promise<Response> {
    if (!response.ok) return response; // errors are JSON on hosted too
    const headers = new Headers(response.headers);
    headers.set('Content-Type', 'text/csv; charset=utf-8');
    headers.delete('Content-Length');
    if (request.method === 'HEAD' || response.status === 204) return new Response(null, { status: response.status, headers });
    const text = await response.text();
    if (text === '') return new Response(null, { status: response.status, headers });
    const body: unknown = JSON.parse(text);
    const rows = (Array.isArray(body) ? body : [body]).map((row) => (isRecord(row) ? row : { [relationOf(pathname)?.name ?? 'value']: row }));
    const csv = await this.csvOf(rows, request, pathname);
    return new Response(csv, { status: response.status, headers });
  }

  private async csvOf(rows: Record<string, unknown>[], request: Request, pathname: string): Promise<string> {
    // PostgREST: header || '\n' || body, both empty without rows.
    if (rows.length === 0) return '\n';
    const keys = Object.keys(rows[0]);
    if (keys.length === 0) return '\n';
    const relation = relationOf(pathname);
    const schema = request.headers.get(request.method === 'GET' || request.method === 'HEAD' ? 'accept-profile' : 'content-profile') ?? 'public';
    const types = relation ? await this.columnTypes(schema, relation) : new Map<string, string>();
    const definition = keys.map((key) => `${quoteIdent(key)} ${types.get(key) ?? untypedColumn(rows, key)}`).join(', ');
    const lines = await this.db.transaction(async (tx) => {
      // Hosted's database runs in UTC: timestamps print with +00.
      await tx.query(`select set_config('TimeZone', 'UTC', true)`);
      return tx.query<{ line: string }>(
        `select substring(x::text, 2, length(x::text) - 2) as line
         from json_array_elements($1::json) with ordinality as e(r, n)
         cross join lateral json_to_record(e.r) as x(${definition})
         order by e.n`,
        [JSON.stringify(rows)],
      );
    });
    return `${keys.join(',')}\n${lines.map((row) => row.line).join('\n')}`;
  }

  /** Column name → type (as `format_type` writes it) of a table, view, or a function's result. */
  private async columnTypes(schema: string, relation: Relation): Promise<Map<string, string>> {
    const rows =
      relation.kind === 'table'
        ? await this.db.query<{ name: string; type: string }>(
            `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
             from pg_attribute a
             where a.attrelid = to_regclass(quote_ident($1) || '.' || quote_ident($2)) and a.attnum > 0 and not a.attisdropped`,
            [schema, relation.name],
          )
        : await this.db.query<{ name: string; type: string }>(
            `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
             join pg_type t on t.oid = p.prorettype join pg_attribute a on a.attrelid = t.typrelid
             where n.nspname = $1 and p.proname = $2 and a.attnum > 0 and not a.attisdropped
             union all
             select u.name, format_type(u.type, null) as type
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
                  unnest(p.proargnames, p.proallargtypes, p.proargmodes) as u(name, type, mode)
             where n.nspname = $1 and p.proname = $2 and u.mode in ('o', 't')`,
            [schema, relation.name],
          );
    const types = new Map<string, string>();
    // Overloads that disagree on a column's type leave it untyped.
    const clashing = new Set<string>();
    for (const row of rows) {
      const known = types.get(row.name);
      if (known !== undefined && known !== row.type) clashing.add(row.name);
      types.set(row.name, row.type);
    }
    for (const name of clashing) types.delete(name);
    return types;
  }
}

interface Relation {
  kind: 'table' | 'function';
  name: string;
}

function relationOf(pathname: string): Relation | null {
  const match = /^\/rest\/v1\/(rpc\/)?([^/]+)$/.exec(pathname);
  if (!match) return null;
  try {
    return { kind: match[1] ? 'function' : 'table', name: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** A key that is not a column: booleans print as Postgres booleans, anything else as its text. */
function untypedColumn(rows: Record<string, unknown>[], key: string): string {
  const values = rows.map((row) => row[key]).filter((value) => value !== null && value !== undefined);
  return values.length > 0 && values.every((value) => typeof value === 'boolean') ? 'boolean' : 'text';
}

/** The media types of `Accept`, in the client's order, without parameters. */
function acceptedTypes(request: Request): string[] {
  return (request.headers.get('accept') ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether the client asked for CSV: the first media type of `Accept` PostgREST can produce is
 * `text/csv`. PostgREST follows the client's order (`text/csv, application/json` is CSV,
 * `application/json, text/csv` JSON); lite answered CSV whenever `text/csv` was listed.
 */
export function asksForCsv(request: Request): boolean {
  const first = acceptedTypes(request).find((type) => type === 'text/csv' || PRODUCED_BESIDE_CSV.some((produced) => produced.test(type)));
  return first === 'text/csv';
}

const PRODUCED_BESIDE_CSV = [/^\*\/\*$/, /^application\/\*$/, /^application\/json$/, /^application\/geo\+json$/, /^application\/vnd\.pgrst\./];

/** The request as lite must see it: `text/csv` left out of `Accept`, so that lite answers JSON. */
export function withoutCsv(request: Request): Request {
  if (!acceptedTypes(request).includes('text/csv')) return request;
  const kept = (request.headers.get('accept') ?? '')
    .split(',')
    .filter((part) => part.split(';')[0].trim().toLowerCase() !== 'text/csv')
    .join(',')
    .trim();
  const headers = new Headers(request.headers);
  headers.set('accept', kept === '' ? 'application/json' : kept);
  return new Request(request, { headers });
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
