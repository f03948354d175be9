import type { Queryable } from '../db/database';
import { postgrestStatus } from '../db/postgrest-errors';
import { json } from './errors';

/** A named input parameter of a function; `kind` says whether it takes a row or an array of rows. */
export interface RowParameter {
  function: string;
  name: string;
  /** The row type (of the elements, for an array). */
  type: string;
  kind: 'row' | 'rows' | null;
}

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRows = (value: unknown): value is Body[] => Array.isArray(value) && value.length > 0 && value.every(isObject);

/**
 * PostgREST builds a table-type or composite argument from a JSON object (and an array of them
 * from an array of objects) the way `json_populate_record` does: fields by name, missing ones
 * null. lite hands the object to the driver as it is, and Postgres got `[object Object]`
 * ("malformed record literal"). Before lite sees such a call, Postgres itself turns each of those
 * values into its text form (`(7,Ada)`), which lite passes on with the parameter's cast. A value
 * Postgres refuses is answered as PostgREST answers it: the database error with its status.
 * A function's parameters are read once from the catalogue and kept.
 */
export class RpcRowArguments {
  private readonly known = new Map<string, Promise<RowParameter[]>>();

  constructor(private readonly db: Queryable) {}

  /** The request with such arguments in their text form, an error answer, or the request as it was. */
  async adapt(request: Request, pathname: string): Promise<Request | Response> {
    const name = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(pathname)?.[1];
    if (request.method !== 'POST' || !name || !(request.headers.get('content-type') ?? 'application/json').includes('json')) return request;
    let body: unknown;
    try {
      body = JSON.parse(await request.clone().text());
    } catch {
      return request; // lite answers malformed JSON with PGRST102
    }
    if (!isObject(body) || !Object.values(body).some((value) => isObject(value) || isRows(value))) return request;
    const schema = request.headers.get('content-profile') ?? 'public';
    const conversions = rowConversions(body, await this.parametersOf(schema, safeDecode(name)));
    if (conversions.length === 0) return request;
    const select = conversions.map(({ type, kind }, index) =>
      kind === 'row'
        ? `json_populate_record(null::${type}, $${index + 1}::text::json)::text`
        : `array(select r from json_populate_recordset(null::${type}, $${index + 1}::text::json) as r)::text`,
    );
    let texts: string[];
    try {
      const [row] = await this.db.query<Record<string, string>>(
        `select ${select.map((expression, index) => `${expression} as a${index}`).join(', ')}`,
        conversions.map(({ key }) => JSON.stringify(body[key])),
      );
      texts = conversions.map((_, index) => row[`a${index}`]);
    } catch (error) {
      return databaseErrorAnswer(error);
    }
    const next: Body = { ...body };
    conversions.forEach(({ key }, index) => (next[key] = texts[index]));
    return new Request(request, { body: JSON.stringify(next) });
  }

  private parametersOf(schema: string, name: string): Promise<RowParameter[]> {
    const key = `${schema}.${name}`;
    let found = this.known.get(key);
    if (!found) {
      found = this.db.query<RowParameter>(
        `select p.oid::text as function, a.name, format_type(coalesce(e.oid, a.type), null) as type,
                case when t.typtype = 'c' then 'row' when e.typtype = 'c' then 'rows' end as kind
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
  kind: 'row' | 'rows';
}

/**
 * The arguments to convert: those every overload that could take this body (it has a parameter
 * for each key) declares as the same row type. Overloads that disagree are left for lite to refuse.
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
    if ((first.kind === 'row' && isObject(value)) || (first.kind === 'rows' && isRows(value))) {
      conversions.push({ key, type: first.type, kind: first.kind });
    }
  }
  return conversions;
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
