/**
 * How PostgREST picks the function of an RPC (its `findProc`, Plan.hs, and the `callable` filter
 * of its schema cache query, SchemaCache.hs), on the function list lite's introspection holds.
 * lite resolves most calls the same way, but not these, which hosted answers otherwise:
 * - a parameter without a name is called by the argument named "" (`{"": "x"}`, `?=x`), and a
 *   function whose one parameter is unnamed is then called with the whole body as that parameter
 *   (`fn('{"":"x"}'::text)`): lite only knew the unnamed json/jsonb fallback;
 * - functions PostgREST cannot call (several unnamed parameters, or one of a type other than
 *   bytea, json, jsonb, text, xml) are not in its schema cache at all, so they are neither
 *   candidates nor "Perhaps you meant" suggestions;
 * - an ambiguous call lists the candidates that matched, not every function of that name.
 */

/** The fields of lite's introspected function (`FunctionInfo`) read here. */
export interface RoutineInfo {
  schema: string;
  name: string;
  /** Input parameter names; empty when no parameter has a name. */
  arg_names: string[];
  /** Input parameter types as `format_type` prints them. */
  arg_types: string[];
  /** How many trailing parameters have a default. */
  arg_defaults: number;
  has_variadic: boolean;
}

/** The body's media type, as PostgREST reads it to call a single unnamed parameter. */
export type RpcBodyType = 'json' | 'text' | 'xml' | 'bytea' | 'other';

export interface RpcCall {
  schema: string;
  name: string;
  /** The argument names: the body's keys (POST), or the query's non-filter parameters (GET). */
  keys: readonly string[];
  isPost: boolean;
  bodyType: RpcBodyType;
}

export type RpcResolution<R extends RoutineInfo> =
  | { kind: 'found'; routine: R; positional: boolean }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: R[] };

interface Parameter {
  name: string;
  type: string;
  required: boolean;
}

/** The types PostgREST can hand a whole request body to (SchemaCache.hs, `callable`). */
const BODY_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

function parametersOf(routine: RoutineInfo): Parameter[] {
  const requiredCount = routine.arg_types.length - routine.arg_defaults;
  return routine.arg_types.map((type, index) => ({ name: routine.arg_names[index] ?? '', type, required: index < requiredCount }));
}

/**
 * Whether PostgREST's schema cache holds the function. Its query counts a parameter as unnamed
 * only when Postgres stored no names at all (a mixed list stores '' and counts as named), and
 * keeps such a function only with one parameter of a type it can hand the body to.
 */
export function isCallable(routine: RoutineInfo): boolean {
  if (routine.arg_names.length > 0 || routine.arg_types.length === 0) return true;
  return routine.arg_types.length === 1 && BODY_TYPES.has(routine.arg_types[0]);
}

/** Called with one positional argument: PostgREST's `OnePosParam`, a single parameter without a name. */
export function takesTheBody(routine: RoutineInfo): boolean {
  return routine.arg_types.length === 1 && (routine.arg_names[0] ?? '') === '';
}

function matchesKeys(parameters: readonly Parameter[], keys: ReadonlySet<string>, call: RpcCall): boolean {
  if (parameters.length === 0) return keys.size === 0 && !(call.isPost && ['bytea', 'text', 'xml'].includes(call.bodyType));
  const required = new Set(parameters.filter((p) => p.required).map((p) => p.name));
  const optional = new Set(parameters.filter((p) => !p.required).map((p) => p.name));
  const rest = [...keys].filter((key) => !optional.has(key));
  return rest.length === required.size && rest.every((key) => required.has(key));
}

function isBodyFallback(parameters: readonly Parameter[], call: RpcCall): boolean {
  if (!call.isPost || parameters.length !== 1 || parameters[0].name !== '') return false;
  const { type } = parameters[0];
  return call.bodyType === 'json' ? type === 'json' || type === 'jsonb' : call.bodyType === type;
}

/** PostgREST's `findProc` over the functions of its schema cache. */
export function resolveRpc<R extends RoutineInfo>(functions: readonly R[], call: RpcCall): RpcResolution<R> {
  const keys = new Set(call.keys);
  const named: R[] = [];
  const fallback: R[] = [];
  for (const routine of functions) {
    if (routine.schema !== call.schema || routine.name !== call.name || !isCallable(routine)) continue;
    const parameters = parametersOf(routine);
    if (matchesKeys(parameters, keys, call)) named.push(routine);
    else if (isBodyFallback(parameters, call)) fallback.push(routine);
  }
  const chosen = named.length > 0 ? named : fallback;
  if (chosen.length === 0) return { kind: 'none' };
  if (chosen.length > 1) return { kind: 'ambiguous', candidates: chosen };
  return { kind: 'found', routine: chosen[0], positional: takesTheBody(chosen[0]) };
}

const bareType = (type: string) => (type.startsWith('pg_catalog.') ? type.slice('pg_catalog.'.length) : type);

/**
 * PGRST203's message, its candidates as PostgREST prints them (`public.f(a => integer)`, an
 * unnamed parameter as ` => text`), fewest parameters first, then by their types (lite's order,
 * which is the order of hosted's answers in postgrest-js's tests).
 */
export function ambiguityMessage(candidates: readonly RoutineInfo[]): string {
  const sorted = [...candidates].sort((a, b) => {
    if (a.arg_types.length !== b.arg_types.length) return a.arg_types.length - b.arg_types.length;
    const [x, y] = [a.arg_types.map(bareType).join(','), b.arg_types.map(bareType).join(',')];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const signature = (routine: RoutineInfo) =>
    `${routine.schema}.${routine.name}(${routine.arg_types.map((type, index) => `${routine.arg_names[index] ?? ''} => ${bareType(type)}`).join(', ')})`;
  return `Could not choose the best candidate function between: ${sorted.map(signature).join(', ')}`;
}

export const AMBIGUITY_HINT = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
