import type { Queryable } from '../db/database';
import { postgrestStatus } from '../db/postgrest-errors';
import { json } from './errors';

/** A named input parameter of a function; `kind` says whether it takes a row, an array of rows, or JSON. */
export interface RowParameter {
  function: string;
  name: string;
  /** The row type (of the elements, for an array). */
  type: string;
  kind: 'row' | 'rows' | 'json' | null;
}

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRows = (value: unknown): value is Body[] => Array.isArray(value) && value.length > 0 && value.every(isObject);

/**
 * PostgREST builds a POST call's named arguments from the JSON body in SQL (`json_to_record`), so
 * each parameter gets the body's value read as its type. Two kinds of value lite hands the driver
 * otherwise, rewritten before lite sees the call:
 * - a JSON object for a table-type or composite parameter (and an array of them for an array of
 *   rows) is read the way `json_populate_record` reads it: fields by name, missing ones null.
 *   lite passed the object as it is, and Postgres got `[object Object]` ("malformed record
 *   literal"). Postgres itself turns each such value into its text form (`(7,Ada)`), which lite
 *   passes on with the parameter's cast. A value Postgres refuses is answered as PostgREST
 *   answers it: the database error with its status.
 * - a JSON string for a json or jsonb parameter is that JSON string. lite passes a string on as
 *   it is and the driver binds it as JSON text (db/json-parameters.ts), so `"hello"` failed as
 *   invalid JSON and `'{"a":1}'` arrived as an object; it is replaced by its JSON text.
 * A GET (or HEAD) call's arguments are the query's text, which PostgREST casts to the parameter's
 * type (`p := '<text>'::jsonb`); lite reads query values first (a quoted `"hi"` loses its quotes,
 * `null` becomes SQL null), so a json or jsonb argument's value is quoted to reach it as it was
 * (quotedJsonText).
 * A function's parameters are read once from the catalogue and kept.
 */
export class RpcRowArguments {
  private readonly known = new Map<string, Promise<RowParameter[]>>();

  constructor(private readonly db: Queryable) {}

  /**
   * The request with such arguments in their text form, an error answer, or the request as it was.
   * `bodyText` is the body the caller already read (the router does); without it, a copy of the
   * request is read.
   */
  async adapt(request: Request, pathname: string, bodyText?: string): Promise<Request | Response> {
    const name = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(pathname)?.[1];
    if (name && (request.method === 'GET' || request.method === 'HEAD')) return this.adaptQuery(request, safeDecode(name));
    if (request.method !== 'POST' || !name || !(request.headers.get('content-type') ?? 'application/json').includes('json')) return request;
    let body: unknown;
    try {
      body = JSON.parse(bodyText ?? (await request.clone().text()));
    } catch {
      return request; // lite answers malformed JSON with PGRST102
    }
    if (!isObject(body) || !Object.values(body).some((value) => isObject(value) || isRows(value) || typeof value === 'string')) return request;
    const schema = request.headers.get('content-profile') ?? 'public';
    const conversions = rowConversions(body, await this.parametersOf(schema, safeDecode(name)));
    if (conversions.length === 0) return request;
    const next: Body = { ...body };
    for (const { key, kind } of conversions) if (kind === 'json') next[key] = JSON.stringify(body[key]);
    const rows = conversions.filter(({ kind }) => kind !== 'json');
    if (rows.length > 0) {
      const select = rows.map(({ type, kind }, index) =>
        kind === 'row'
          ? `json_populate_record(null::${type}, $${index + 1}::text::json)::text`
          : `array(select r from json_populate_recordset(null::${type}, $${index + 1}::text::json) as r)::text`,
      );
      try {
        const [row] = await this.db.query<Record<string, string>>(
          `select ${select.map((expression, index) => `${expression} as a${index}`).join(', ')}`,
          rows.map(({ key }) => JSON.stringify(body[key])),
        );
        rows.forEach(({ key }, index) => (next[key] = row[`a${index}`]));
      } catch (error) {
        return databaseErrorAnswer(error);
      }
    }
    return new Request(request, { body: JSON.stringify(next) });
  }

  /** A GET or HEAD call with each json or jsonb argument's query value quoted for lite. */
  private async adaptQuery(request: Request, name: string): Promise<Request> {
    const url = new URL(request.url);
    const pairs = url.search.slice(1).split('&').filter(Boolean).map(queryPair);
    const keys = new Set(pairs.flatMap(({ key, value }) => (value === null || LITE_QUERY_KEYS.has(key) ? [] : [key])));
    if (keys.size === 0) return request;
    const jsonKeys = jsonArguments([...keys], await this.parametersOf(request.headers.get('accept-profile') ?? 'public', name));
    if (jsonKeys.size === 0) return request;
    url.search = pairs
      .map(({ raw, key, value }) => (value !== null && jsonKeys.has(key) ? `${raw.slice(0, raw.indexOf('='))}=${encodeURIComponent(quotedJsonText(value))}` : raw))
      .join('&');
    return new Request(url, { method: request.method, headers: request.headers });
  }

  private parametersOf(schema: string, name: string): Promise<RowParameter[]> {
    const key = `${schema}.${name}`;
    let found = this.known.get(key);
    if (!found) {
      found = this.db.query<RowParameter>(
        `select p.oid::text as function, a.name, format_type(coalesce(e.oid, a.type), null) as type,
                case when t.typtype = 'c' then 'row' when e.typtype = 'c' then 'rows'
                     when t.oid in ('pg_catalog.json'::regtype, 'pg_catalog.jsonb'::regtype) then 'json' end as kind
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
         cross join lateral unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes) as a(name, type, mode)
         join pg_catalog.pg_type t on t.oid = a.type
         left join pg_catalog.pg_type e on e.oid = t.typelem and t.typcategory = 'A'
         where n.nspname = $1 and p.proname = $2 and coalesce(a.mode, 'i') in ('i', 'b', 'v') and a.name <> ''`,
        [schema, name],
      );
      // A failed read is not kept: the next call asks again.
      found.catch(() => this.known.delete(key));
      this.known.set(key, found);
    }
    return found;
  }
}

interface RowConversion {
  key: string;
  type: string;
  kind: 'row' | 'rows' | 'json';
}

/**
 * The arguments to convert: those every overload that could take this body (it has a parameter
 * for each key) declares as the same row type, or as the same JSON type when the value is a
 * string. Overloads that disagree are left for lite to refuse.
 */
export function rowConversions(body: Body, parameters: readonly RowParameter[]): RowConversion[] {
  const keys = Object.keys(body);
  const byFunction = new Map<string, RowParameter[]>();
  for (const parameter of parameters) byFunction.set(parameter.function, [...(byFunction.get(parameter.function) ?? []), parameter]);
  const candidates = [...byFunction.values()].filter((own) => keys.every((key) => own.some((parameter) => parameter.name === key)));
  if (candidates.length === 0) return [];
  const conversions: RowConversion[] = [];
  for (const key of keys) {
    const declared = candidates.map((own) => own.find((parameter) => parameter.name === key));
    const first = declared[0];
    if (!first?.kind || declared.some((parameter) => parameter?.type !== first.type || parameter.kind !== first.kind)) continue;
    const value = body[key];
    if ((first.kind === 'row' && isObject(value)) || (first.kind === 'rows' && isRows(value)) || (first.kind === 'json' && typeof value === 'string')) {
      conversions.push({ key, type: first.type, kind: first.kind });
    }
  }
  return conversions;
}

/** Query keys lite never reads as arguments. */
const LITE_QUERY_KEYS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

/** The query keys that name a json or jsonb parameter in every overload that has a parameter of that name. */
export function jsonArguments(keys: readonly string[], parameters: readonly RowParameter[]): Set<string> {
  return new Set(
    keys.filter((key) => {
      const declared = parameters.filter((parameter) => parameter.name === key);
      return declared.length > 0 && declared.every((parameter) => parameter.kind === 'json');
    }),
  );
}

/**
 * A query value for a json parameter as lite must get it to pass on the text itself: quoted, since
 * lite strips one pair of quotes and reads `null`, `true`, numbers and objects as values first.
 * Only text that can be JSON is quoted; anything else (`hello`, a filter like `eq.1`) is left for
 * lite, as PostgREST leaves it for Postgres (22P02) or reads it as a filter.
 */
export function quotedJsonText(value: string): string {
  const text = value.trim();
  return /^[{["\-0-9]/.test(text) || text === 'true' || text === 'false' || text === 'null' ? `"${value}"` : value;
}

/** One `key=value` of a query string, decoded as PostgREST decodes it (`+` is a space); a bare key has no value. */
function queryPair(raw: string): { raw: string; key: string; value: string | null } {
  const equals = raw.indexOf('=');
  const decode = (component: string) => safeDecode(component.replace(/\+/g, ' '));
  return { raw, key: decode(equals < 0 ? raw : raw.slice(0, equals)), value: equals < 0 ? null : decode(raw.slice(equals + 1)) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type DbError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

/** A database error as PostgREST answers it; anything else is not the client's fault and is rethrown. */
function databaseErrorAnswer(error: unknown): Response {
  const e = error as DbError | null;
  if (!e || typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) throw error;
  return json(postgrestStatus(e.code), {
    code: e.code,
    message: String(e.message),
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  });
}
