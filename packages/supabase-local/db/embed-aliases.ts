import { postgrestContractError, type PostgrestErrorBody } from './postgrest-errors';
import { missingRelationship } from './missing-relationships';
import { ambiguousEmbed, keysOf, relationshipsToTable } from './postgrest-relationships';
import type { Introspection } from './self-reference-embeds';

/**
 * PostgREST rules about embeds that lite does not follow, applied to each parsed request before
 * lite plans it (a patch of lite's connection, as self-reference-embeds.ts does):
 * - an embed or spread no relationship answers is `400 PGRST200` (db/missing-relationships.ts),
 *   where lite answers a spread's with its own PGRST120;
 * - an alias is only the key of the answer. lite also reads it as the embed's hint when it is the
 *   name of a foreign key column of the parent: `best_friends?select=first_user:users(*)` picked
 *   the key on `first_user`, where PostgREST, which finds three keys from best_friends to users,
 *   answers `300 PGRST201`. Such an embed is resolved here by PostgREST's rule: several
 *   relationships are refused, a single one is handed to lite as the hint (its constraint name);
 * - PostgREST joins each embed under the name `<parent>_<alias or name>_<depth>` (Plan.hs
 *   `relAggAlias`), so two embeds of one level with the same alias or, without one, the same name
 *   (`users!first_user(*), users!second_user(*)`) make Postgres refuse the query: `400 42712`
 *   "table name "best_friends_users_1" specified more than once". lite keyed both by `users` and
 *   answered 200 with the second one only.
 */

/** The parts of lite's parsed request (its `QueryAST`) read here. */
interface Level {
  select?: (string | Record<string, unknown>)[];
  join?: Record<string, { from?: string; hint?: string }>;
}
interface QueryAst extends Level {
  type?: string;
  from?: string;
  schema?: string;
}
interface PlanningConnection {
  introspect(options?: { useCache?: boolean }): Promise<Introspection>;
  onPostgrestAST(ast: unknown, vars?: unknown): Promise<unknown>;
}

const EXPOSED_SCHEMA = 'public';

export function resolveEmbedAliasesAsPostgrest(connection: unknown): void {
  const lite = connection as PlanningConnection;
  const onAst = lite.onPostgrestAST.bind(lite);
  lite.onPostgrestAST = async (ast, vars) => {
    const parsed = (await onAst(ast, vars)) as QueryAst;
    if (!parsed?.from || parsed.type === 'rpc' || (parsed.schema ?? EXPOSED_SCHEMA) !== EXPOSED_SCHEMA) return parsed;
    if (!hasEmbeds(parsed)) return parsed;
    checkEmbeds(parsed.from, parsed, 1, await lite.introspect({ useCache: true }));
    return parsed;
  };
}

/**
 * Throws PostgREST's refusal of the request's embeds, as it finds them: while it resolves each
 * embed's relationship, parent before children (Plan.hs `addRels`), PGRST200/PGRST201; only then,
 * when Postgres runs the query, a join name used twice (42712).
 */
export function checkEmbeds(table: string, level: Level, depth: number, introspection: Introspection): void {
  checkRelationships(table, level, introspection);
  checkJoinNames(table, level, depth, introspection);
}

function checkRelationships(table: string, level: Level, introspection: Introspection): void {
  for (const [alias, embed] of embedsOf(level)) {
    const join = level.join?.[alias];
    const target = join?.from ?? alias;
    const missing = missingRelationship(table, target, join?.hint, introspection, EXPOSED_SCHEMA);
    if (missing) throw refusal(400, missing);
    if (join) resolveAliasAsHint(table, alias, join, introspection);
    checkRelationships(embeddedTable(table, target, introspection), embed, introspection);
  }
}

function checkJoinNames(table: string, level: Level, depth: number, introspection: Introspection): void {
  const seen = new Set<string>();
  for (const [alias] of embedsOf(level)) {
    if (seen.has(alias)) throw refusal(400, duplicateJoinName(`${table}_${alias}_${depth}`));
    seen.add(alias);
  }
  for (const [alias, embed] of embedsOf(level)) {
    checkJoinNames(embeddedTable(table, level.join?.[alias]?.from ?? alias, introspection), embed, depth + 1, introspection);
  }
}

/** Postgres' answer to two lateral joins with one name, as PostgREST passes it on. */
function duplicateJoinName(name: string): PostgrestErrorBody {
  return { code: '42712', message: `table name "${name}" specified more than once`, details: null, hint: null };
}

/**
 * `alias:target(…)` without a hint, where lite would take the alias (a foreign key column of
 * `table`) as the hint and PostgREST would not.
 */
function resolveAliasAsHint(table: string, alias: string, join: { from?: string; hint?: string }, introspection: Introspection): void {
  const target = join.from;
  if (join.hint !== undefined || target === undefined || target === alias || target === table) return;
  const columns = new Set((introspection.foreign_keys ?? []).filter((key) => key.table === table && (key.schema ?? EXPOSED_SCHEMA) === EXPOSED_SCHEMA).map((key) => key.column));
  // A key column as target is PostgREST's too (`users:first_user(*)`); lite reads it the same way.
  if (!columns.has(alias) || columns.has(target)) return;
  const relationships = relationshipsToTable(table, target, introspection, EXPOSED_SCHEMA);
  if (relationships.length > 1) throw refusal(300, ambiguousEmbed(table, target, relationships) as PostgrestErrorBody);
  if (relationships.length === 1) join.hint = relationships[0].name;
}

/** The table an embed reads: its target, or the other end of a key column or constraint named as target. */
function embeddedTable(table: string, target: string, introspection: Introspection): string {
  const keys = keysOf(introspection.foreign_keys ?? [], EXPOSED_SCHEMA);
  const byColumn = keys.find((key) => key.table === table && key.columns.length === 1 && key.columns[0] === target);
  if (byColumn) return byColumn.refTable;
  const byName = keys.find((key) => key.name === target && (key.table === table || key.refTable === table));
  if (byName) return byName.table === table ? byName.refTable : byName.table;
  return target;
}

function refusal(status: number, body: PostgrestErrorBody): Error {
  return postgrestContractError(status, body);
}

function hasEmbeds(level: Level): boolean {
  return !embedsOf(level).next().done;
}

/** The embeds of a select list (spreads included), as `[alias, embed]`, duplicates kept. */
function* embedsOf(level: Level): Generator<[string, Level]> {
  for (const entry of level.select ?? []) {
    if (typeof entry === 'string') continue;
    for (const [alias, value] of Object.entries(entry)) {
      if (typeof value === 'object' && value !== null && Array.isArray((value as Level).select)) yield [alias, value as Level];
    }
  }
}
