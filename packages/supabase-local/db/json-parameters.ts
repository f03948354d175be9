/**
 * How a value bound to a json or jsonb parameter reaches Postgres: a string is taken as JSON text
 * already and sent as it is, anything else is encoded with JSON.stringify. That is PGlite's own
 * serializer, and lite is written for it: it hands the driver JSON text for an RPC's json/jsonb
 * argument (`p := $1::jsonb`, the body of a single unnamed json parameter) and for the auth
 * tables' metadata columns (`raw_user_meta_data`, `identity_data`…), as do our own auth queries
 * (`$7::jsonb` with `JSON.stringify(metadata)`). lite gives postgres.js `JSON.stringify` for
 * both types, which encoded that text a second time, so on PostgreSQL the function received the
 * object sent as one JSON string (`jsonb_typeof(p) = 'string'`, `p ->> 'k'` null) and the user's
 * metadata was stored as a string. With this serializer both drivers bind the same way.
 *
 * A JSON *string* value (`{ p: 'hello' }`, a string into a jsonb column) must therefore reach
 * the driver encoded, as its JSON text `"hello"`: http/column-values.ts and
 * http/rpc-row-arguments.ts encode it before lite sees the request.
 */
export function jsonParameter(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Postgres type oids of json and jsonb. */
export const JSON_OID = 114;
export const JSONB_OID = 3802;

const parseJson = (text: string): unknown => JSON.parse(text);

/** postgres.js `types` for json and jsonb (replacing lite's): parsed as lite parses them, bound as above. */
export const postgresJsonTypes = {
  json: { to: JSON_OID, from: [JSON_OID], serialize: jsonParameter, parse: parseJson },
  jsonb: { to: JSONB_OID, from: [JSONB_OID], serialize: jsonParameter, parse: parseJson },
};
