import type { KyselyPlugin } from 'kysely';
import { postgrestContractError, type PostgrestErrorBody } from './postgrest-errors';
import { resolveSelfEmbed, selfKeysOf, type ForeignKeyColumn, type SelfKey, type SelfResolution } from './self-reference-rules';
import { SelfReferenceExistsPlugin, type SelfExistenceCheck, type SelfExistencePlan } from './self-reference-exists';

/**
 * Embeds of a table in itself, as PostgREST answers them (self-reference-rules.ts,
 * self-reference-exists.ts), by two patches of lite's connection, as exposed-schema-cache.ts
 * patches it:
 * - each parsed request's embeds of its table in itself are resolved by PostgREST's conventions
 *   before lite plans them: what PostgREST finds no relationship for (a constraint name as target
 *   or hint) is `400 PGRST200`, two keys to itself `300 PGRST201`;
 * - the existence checks of those embeds (`!inner`, `is.null`, `not.is.null`) are rewritten in
 *   the compiled query, on the request's transaction only. lite hands the same `vars` object to
 *   `onPostgrestAST` and then to `withContext`, which ties the two together.
 */

/** The parts of lite's parsed request (its `QueryAST`) read here. */
interface EmbedDef {
  select?: SelectEntry[];
  join?: Record<string, JoinDef>;
  spread?: boolean;
}
type SelectEntry = string | Record<string, unknown>;
interface JoinDef {
  from?: string;
  type?: 'inner' | 'left';
  hint?: string;
}
interface QueryAst extends EmbedDef {
  type?: string;
  from?: string;
  schema?: string;
  where?: Record<string, unknown>;
}
export interface Introspection {
  foreign_keys?: ForeignKeyColumn[];
  primary_keys?: { table: string; schema?: string; columns: string[] }[];
  unique_constraints?: { table: string; schema?: string; columns: string[] }[];
  indexes?: { table: string; schema?: string; columns: string[]; unique?: boolean }[];
}
interface WithPlugins {
  withPlugin(plugin: KyselyPlugin): unknown;
}
type Run = (db: unknown) => Promise<unknown>;
interface PlanningConnection {
  introspect(options?: { useCache?: boolean }): Promise<Introspection>;
  onPostgrestAST(ast: unknown, vars?: unknown): Promise<unknown>;
  withContext(vars: unknown, run: Run, options?: unknown): Promise<unknown>;
}

const EXPOSED_SCHEMA = 'public';

export function planSelfReferencesAsPostgrest(connection: unknown): void {
  const lite = connection as PlanningConnection;
  const plans = new WeakMap<object, SelfExistencePlan>();
  const onAst = lite.onPostgrestAST.bind(lite);
  lite.onPostgrestAST = async (ast, vars) => {
    const parsed = (await onAst(ast, vars)) as QueryAst;
    if (!parsed?.from || parsed.type === 'rpc' || (parsed.schema ?? EXPOSED_SCHEMA) !== EXPOSED_SCHEMA) return parsed;
    const introspection = await lite.introspect({ useCache: true });
    const plan = selfReferencePlan(parsed, introspection);
    if (plan && typeof vars === 'object' && vars !== null) plans.set(vars, plan);
    return parsed;
  };
  const withContext = lite.withContext.bind(lite);
  lite.withContext = (vars, run, options) => {
    const plan = typeof vars === 'object' && vars !== null ? plans.get(vars) : undefined;
    if (!plan) return withContext(vars, run, options);
    const plugin = new SelfReferenceExistsPlugin(plan);
    return withContext(vars, (db) => run((db as WithPlugins).withPlugin(plugin)), options);
  };
}

/**
 * Checks every embed of the request's table in itself (refusing as PostgREST does) and returns
 * the existence checks lite will add for them, in its order: `!inner` embeds as the select lists
 * them, then null filters on embeds as the query string lists them. Null when there are none to fix.
 */
export function selfReferencePlan(ast: QueryAst, introspection: Introspection): SelfExistencePlan | null {
  const table = ast.from as string;
  const keys = selfKeysOf(table, introspection.foreign_keys ?? [], EXPOSED_SCHEMA);
  if (keys.length === 0) return null;
  const isUnique = uniqueness(table, introspection);
  const resolved = new Map<string, SelfExistenceCheck | null>();
  for (const [alias, embed] of embedsOf(ast)) {
    const resolution = resolveLevelEmbed(table, ast, alias, keys, isUnique);
    resolved.set(alias, resolution.kind === 'self' ? check(resolution.direction, resolution.key) : null);
    if (resolution.kind === 'self') resolveNested(table, embed, keys, isUnique);
  }
  const order = [...embedsOf(ast)].filter(([alias]) => ast.join?.[alias]?.type === 'inner').map(([alias]) => alias);
  order.push(...nullFilteredEmbeds(ast.where ?? {}, new Set(resolved.keys())));
  const checks = order.map((alias) => resolved.get(alias)).filter((entry): entry is SelfExistenceCheck => !!entry);
  return checks.length > 0 ? { table, checks } : null;
}

/** Embeds inside a self-embed have the same table as parent: PostgREST's rules apply there too. */
function resolveNested(table: string, embed: EmbedDef, keys: SelfKey[], isUnique: (columns: readonly string[]) => boolean): void {
  for (const [alias, inner] of embedsOf(embed)) {
    if (resolveLevelEmbed(table, embed, alias, keys, isUnique).kind === 'self') resolveNested(table, inner, keys, isUnique);
  }
}

/**
 * One embed of `table` at `level`: refused as PostgREST refuses it, or steered to the
 * relationship PostgREST picks. lite takes `folders!parent_id(…)` (the table's name with its key
 * column as hint) for the many-to-one, unless the embed is aliased (`children:folders!parent_id`);
 * PostgREST takes the one-to-many either way. lite prefers the one-to-many when the embed's
 * `from` differs from its alias, and finds the same table from the key's constraint name, so that
 * name becomes the `from` (the answer's key is the alias, unchanged).
 */
function resolveLevelEmbed(table: string, level: EmbedDef, alias: string, keys: SelfKey[], isUnique: (columns: readonly string[]) => boolean): SelfResolution {
  const join = level.join?.[alias];
  const target = join?.from ?? alias;
  const resolution = resolveSelfEmbed(table, target, join?.hint, keys, isUnique, EXPOSED_SCHEMA);
  if (resolution.kind === 'refused') throw postgrestContractError(resolution.status, resolution.body as PostgrestErrorBody);
  if (resolution.kind === 'self' && resolution.direction === 'one-to-many' && join?.hint !== undefined && target === alias) {
    join.from = resolution.key.name;
  }
  return resolution;
}

function check(direction: SelfExistenceCheck['direction'], key: SelfKey): SelfExistenceCheck {
  return { direction, columns: key.columns, refColumns: key.refColumns };
}

/** The embeds of a select list, as `[alias, embed]`: an entry holding a nested `select`. */
function* embedsOf(level: EmbedDef): Generator<[string, EmbedDef]> {
  for (const entry of level.select ?? []) {
    if (typeof entry === 'string') continue;
    for (const [alias, value] of Object.entries(entry)) {
      if (typeof value === 'object' && value !== null && Array.isArray((value as EmbedDef).select)) yield [alias, value as EmbedDef];
    }
  }
}

/** Embeds filtered with `is.null`/`not.is.null`, in the order lite walks the filters (and/or included). */
function nullFilteredEmbeds(where: Record<string, unknown>, embeds: Set<string>): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(where)) {
    if ((key === '$or' || key === '$and') && Array.isArray(value)) {
      for (const branch of value) if (typeof branch === 'object' && branch !== null) found.push(...nullFilteredEmbeds(branch as Record<string, unknown>, embeds));
      continue;
    }
    if (!embeds.has(key) || typeof value !== 'object' || value === null) continue;
    const filter = value as Record<string, unknown>;
    if (('$is' in filter && filter.$is === null) || ('$isNot' in filter && filter.$isNot === null)) found.push(key);
  }
  return found;
}

/** Whether columns of `table` are a unique key (primary key, unique constraint or unique index). */
export function uniqueness(table: string, introspection: Introspection): (columns: readonly string[]) => boolean {
  const sets = [
    ...(introspection.primary_keys ?? []),
    ...(introspection.unique_constraints ?? []),
    ...(introspection.indexes ?? []).filter((index) => index.unique),
  ]
    .filter((entry) => entry.table === table && (entry.schema ?? EXPOSED_SCHEMA) === EXPOSED_SCHEMA)
    .map((entry) => [...entry.columns].sort().join('\u0000'));
  return (columns) => sets.includes([...columns].sort().join('\u0000'));
}
