import { postgrestContractError } from './postgrest-errors';
import { AMBIGUITY_HINT, ambiguityMessage, isCallable, resolveRpc, type RoutineInfo } from './rpc-routines';

/** The fields of lite's introspected function read here (lite's `FunctionInfo`). */
interface FunctionEntry extends RoutineInfo {
  return_type: string;
  return_typtype: string;
}
interface Relation {
  name: string;
  schema?: string;
}
interface ColumnEntry {
  table: string;
  name: string;
  schema?: string;
}
interface Introspection {
  functions?: FunctionEntry[];
  tables?: Relation[];
  views?: Relation[];
  columns?: ColumnEntry[];
  default_schema?: string;
}
/** The parts of lite's parsed request (`RpcAST`) read or rewritten here. */
interface RpcAst {
  type?: string;
  function?: string;
  schema?: string;
  args?: unknown;
  select?: unknown[];
  join?: Record<string, unknown>;
  httpMethod?: 'GET' | 'POST';
  paramsType?: 'named' | 'positional';
  inputType?: 'json' | 'text' | 'binary' | 'xml';
}
interface PlanningConnection {
  introspect(options?: { useCache?: boolean; postprocess?: boolean }): Promise<Introspection>;
  onPostgrestAST(ast: unknown, vars?: unknown): Promise<unknown>;
}

/**
 * Makes lite pick and call an RPC's function as PostgREST does (db/rpc-routines.ts), by two
 * patches of lite's connection, as db/exposed-relationships.ts patches it:
 * - the schema cache lite plans with leaves out the functions PostgREST's leaves out (several
 *   unnamed parameters, or one of a type it cannot hand a body to), except those taking one row,
 *   which PostgREST still reads as computed fields;
 * - each parsed RPC request is checked against PostgREST's rules before lite plans it: an
 *   ambiguous call is answered 300 PGRST203 with the candidates that matched; a call PostgREST
 *   makes with the body as the one unnamed parameter is handed to lite as a one-argument
 *   positional call of that text; and a select naming a computed field of the returned table
 *   takes lite's table-shaped plan, which reads computed fields.
 */
export function planRpcAsPostgrest(connection: unknown): void {
  const lite = connection as PlanningConnection;
  const introspect = lite.introspect.bind(lite);
  const narrowed = new WeakMap<Introspection, Introspection>();
  lite.introspect = async (options) => {
    const full = await introspect(options);
    if (options?.postprocess === false || !full.functions?.length) return full;
    let found = narrowed.get(full);
    if (!found) {
      found = { ...full, functions: full.functions.filter((routine) => isCallable(routine) || takesOneRow(routine, full)) };
      narrowed.set(full, found);
    }
    return found;
  };
  const onAst = lite.onPostgrestAST.bind(lite);
  lite.onPostgrestAST = async (ast, vars) => {
    const planned = (await onAst(ast, vars)) as RpcAst;
    if (planned?.type !== 'rpc' || !planned.function) return planned;
    return asPostgrestCalls(planned, await lite.introspect({ useCache: true }));
  };
}

/** A function PostgREST reads as a computed field: one parameter, a table's or view's row. */
function takesOneRow(routine: FunctionEntry, introspection: Introspection): boolean {
  if (routine.arg_types.length !== 1) return false;
  const relation = bareName(routine.arg_types[0]);
  return [...(introspection.tables ?? []), ...(introspection.views ?? [])].some((table) => table.name === relation);
}

/** `public."messages"` → `messages`, as lite names a row type's table. */
function bareName(type: string): string {
  const name = type.replace(/^setof\s+/i, '').trim();
  return name.slice(name.lastIndexOf('.') + 1).replace(/^"|"$/g, '');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asPostgrestCalls(ast: RpcAst, introspection: Introspection): RpcAst {
  // A JSON array body (lite's positional call) and raw text/xml/binary bodies are left to lite.
  if (ast.paramsType === 'positional' || (ast.inputType && ast.inputType !== 'json')) return ast;
  const args = isPlainObject(ast.args) ? ast.args : {};
  const schema = ast.schema ?? introspection.default_schema ?? 'public';
  const functions = introspection.functions ?? [];
  const resolution = resolveRpc(functions, {
    schema,
    name: ast.function ?? '',
    keys: Object.keys(args),
    isPost: ast.httpMethod !== 'GET',
    bodyType: 'json',
  });
  if (resolution.kind === 'ambiguous') {
    throw postgrestContractError(300, { code: 'PGRST203', message: ambiguityMessage(resolution.candidates), details: null, hint: AMBIGUITY_HINT });
  }
  if (resolution.kind === 'none') return ast; // lite answers 404 PGRST202 with PostgREST's words
  const { routine } = resolution;
  let next = ast;
  const oneArgument = functions.filter((fn) => fn.schema === routine.schema && fn.name === routine.name && fn.arg_types.length === 1);
  // Beside another one-argument function of that name lite would shape the result from neither:
  // the call is left to lite, which answers 404 PGRST202 as PostgREST without the unnamed rule.
  if (resolution.positional && oneArgument.length === 1 && !liteCallsWithTheBody(routine, functions, args, ast)) {
    // PostgREST's OnePosParam: `fn($body::type)`, the body being the request's JSON (the query's
    // arguments as a JSON object for GET). lite makes `fn($1::type)` of a one-element positional
    // call when the name has one function of that arity, and reads the result's shape from that
    // same function only for a GET: hence `httpMethod` GET (the transaction's access mode follows
    // the HTTP method, not this field).
    next = { ...ast, args: [JSON.stringify(args)], paramsType: 'positional', httpMethod: 'GET' };
  }
  return withComputedFields(next, routine, introspection);
}

/**
 * lite's own fallback already calls a single unnamed json/jsonb parameter with the whole body,
 * when no function of that name takes the body's keys by name (its `Ht`).
 */
function liteCallsWithTheBody(routine: FunctionEntry, functions: readonly FunctionEntry[], args: Record<string, unknown>, ast: RpcAst): boolean {
  if (ast.httpMethod === 'GET' || !['json', 'jsonb'].includes(routine.arg_types[0])) return false;
  const keys = Object.keys(args);
  return !functions.some((candidate) => {
    if (candidate.schema !== routine.schema || candidate.name !== routine.name) return false;
    const names = new Set(candidate.arg_names.filter((name) => name !== ''));
    if (!keys.every((key) => names.has(key))) return false;
    const required = candidate.arg_types.length - candidate.arg_defaults - (candidate.has_variadic ? 1 : 0);
    for (let index = 0; index < required; index++) {
      const name = candidate.arg_names[index];
      if (!name || !keys.includes(name)) return false;
    }
    return true;
  });
}

/** The join key that steers lite to its table-shaped plan; no select entry names it. */
const TABLE_PLAN_JOIN = '__supabase_local_row_type';

/**
 * PostgREST reads a select entry that is no column of a function's returned table as a computed
 * field of that table (`rpc/get_messages?select=message,blurb_message`). lite reads computed
 * fields only when it selects from the call under the table's name, which it does when the request
 * embeds something; a join that no select entry names gives it that plan and adds nothing.
 */
function withComputedFields(ast: RpcAst, routine: FunctionEntry, introspection: Introspection): RpcAst {
  if (routine.return_typtype !== 'c' || (ast.join && Object.keys(ast.join).length > 0) || !ast.select?.length) return ast;
  const table = bareName(routine.return_type);
  const isTable = [...(introspection.tables ?? []), ...(introspection.views ?? [])].some((relation) => relation.name === table && (relation.schema ?? 'public') === routine.schema);
  if (!isTable) return ast;
  const columns = new Set((introspection.columns ?? []).filter((column) => column.table === table && (column.schema ?? 'public') === routine.schema).map((column) => column.name));
  const computed = ast.select.some(
    (entry) =>
      typeof entry === 'string' &&
      !columns.has(entry) &&
      (introspection.functions ?? []).some((fn) => fn.schema === routine.schema && fn.name === entry && fn.arg_types.length === 1 && bareName(fn.arg_types[0]) === table),
  );
  return computed ? { ...ast, join: { [TABLE_PLAN_JOIN]: {} } } : ast;
}
