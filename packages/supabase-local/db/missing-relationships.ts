import { closestName, fuzzyMatches } from './fuzzy-names';
import type { PostgrestErrorBody } from './postgrest-errors';
import { keysOf } from './postgrest-relationships';
import { uniqueness, type Introspection } from './self-reference-embeds';

/**
 * PostgREST's `400 PGRST200` for an embed (or spread) with no relationship at all (Plan.hs
 * `findRel` finds none: Error.hs `NoRelBetween`). lite finds such an embed missing when it is a
 * plain one, but for a spread (`...message_details(…)`, and any embed inside one) it answers its
 * own `400 PGRST120` "not a one-to-one or many-to-one" without table names, so the embeds are
 * checked here, before lite plans, with PostgREST's rules, for every embed: one answer for all.
 */

/** What of lite's schema cache this reads besides the keys. */
export interface NamedObjects {
  tables?: { name: string; schema?: string }[];
  views?: { name: string; schema?: string }[];
  partitions?: { name: string; schema?: string }[];
  functions?: { name: string; schema?: string }[];
}
export type SchemaCache = Introspection & NamedObjects;

type Cardinality = 'O2M' | 'M2O' | 'O2O' | 'M2M';

/** A relationship of PostgREST's schema cache, seen from `table`. */
interface SchemaRelationship {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  /** The foreign key's constraint name; none for many-to-many. */
  constraint?: string;
  /** (column of `table`, column of `foreignTable`), for a relationship along one key. */
  columns: [string, string][];
  junction?: string;
  isSelf: boolean;
}

/**
 * Every relationship of the schema (SchemaCache.hs): per foreign key a many-to-one (one-to-one
 * when its columns are unique) from its table and the inverse from the referenced table, and a
 * many-to-many per junction whose keys to both sides are made of its primary key's columns.
 */
function relationshipsOf(cache: SchemaCache, schema: string): SchemaRelationship[] {
  const keys = keysOf(cache.foreign_keys ?? [], schema);
  const found: SchemaRelationship[] = [];
  for (const key of keys) {
    const unique = uniqueness(key.table, cache)(key.columns);
    const pairs = key.columns.map((column, index): [string, string] => [column, key.refColumns[index]]);
    const isSelf = key.table === key.refTable;
    found.push({ table: key.table, foreignTable: key.refTable, cardinality: unique ? 'O2O' : 'M2O', constraint: key.name, columns: pairs, isSelf });
    found.push({
      table: key.refTable,
      foreignTable: key.table,
      cardinality: unique ? 'O2O' : 'O2M',
      constraint: key.name,
      columns: pairs.map(([column, refColumn]): [string, string] => [refColumn, column]),
      isSelf,
    });
  }
  for (const toOrigin of keys) {
    const primaryKey = new Set((cache.primary_keys ?? []).find((entry) => entry.table === toOrigin.table && (entry.schema ?? 'public') === schema)?.columns ?? []);
    for (const toTarget of keys) {
      if (toTarget.table !== toOrigin.table || toTarget.name === toOrigin.name) continue;
      if (![...toOrigin.columns, ...toTarget.columns].every((column) => primaryKey.has(column))) continue;
      found.push({ table: toOrigin.refTable, foreignTable: toTarget.refTable, cardinality: 'M2M', columns: [], junction: toOrigin.table, isSelf: false });
    }
  }
  return found;
}

const singleColumn = (relationship: SchemaRelationship, side: 0 | 1): string | undefined =>
  relationship.cardinality !== 'M2M' && relationship.columns.length === 1 ? relationship.columns[0][side] : undefined;

/** Plan.hs `findRel`'s filter: whether `relationship` answers `target` (with `hint`). */
function answers(relationship: SchemaRelationship, target: string, hint: string | undefined, views: ReadonlySet<string>): boolean {
  // A unique key from a table to itself counts as either side here: this only decides that
  // nothing answers, and lite resolves what something does.
  const isO2M = relationship.cardinality === 'O2M' || (relationship.isSelf && relationship.cardinality === 'O2O');
  const isM2O = relationship.cardinality === 'M2O' || (relationship.isSelf && relationship.cardinality === 'O2O');
  if (relationship.isSelf) {
    if (hint === undefined) return (target === relationship.foreignTable && isO2M) || (singleColumn(relationship, 0) === target && isM2O);
    return target === relationship.foreignTable && isO2M && singleColumn(relationship, 1) === hint;
  }
  if (hint === undefined) {
    const foreignIsView = views.has(relationship.foreignTable);
    return target === relationship.foreignTable || (!foreignIsView && (relationship.constraint === target || singleColumn(relationship, 0) === target));
  }
  return (
    target === relationship.foreignTable &&
    (relationship.constraint === hint || singleColumn(relationship, 0) === hint || singleColumn(relationship, 1) === hint || relationship.junction === hint)
  );
}

const namesOf = (objects: NamedObjects[keyof NamedObjects], schema: string) =>
  new Set((objects ?? []).filter((object) => (object.schema ?? 'public') === schema).map((object) => object.name));

/**
 * PostgREST's PGRST200 for `origin?select=target!hint(…)` when no relationship answers it, or
 * nothing when one does or when this cannot tell: an origin that is not a plain table of the
 * schema, a target that is a view, a partition or a function (a computed relationship), whose
 * relationships lite's cache does not describe as PostgREST's does; lite decides those.
 */
export function missingRelationship(origin: string, target: string, hint: string | undefined, cache: SchemaCache, schema: string): PostgrestErrorBody | undefined {
  const tables = namesOf(cache.tables, schema);
  const views = namesOf(cache.views, schema);
  const undecidable = [views, namesOf(cache.partitions, schema), namesOf(cache.functions, schema)];
  // An embed of the origin itself goes by the self-reference rules (db/self-reference-embeds.ts).
  if (!tables.has(origin) || target === origin || undecidable.some((names) => names.has(target) || names.has(hint ?? '\u0000'))) return undefined;
  const relationships = relationshipsOf(cache, schema);
  // db/self-reference-embeds.ts, which refuses what PostgREST refuses of an embed of the origin in
  // itself, hands the one-to-many it picks to lite under its key's constraint name.
  if (relationships.some((relationship) => relationship.isSelf && relationship.table === origin && relationship.constraint === target)) return undefined;
  if (relationships.some((relationship) => relationship.table === origin && answers(relationship, target, hint, views))) return undefined;
  return {
    code: 'PGRST200',
    message: `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${origin}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${schema}', but no matches were found.`,
    hint: suggestion(origin, target, relationships),
  };
}

/**
 * Error.hs `noRelBetweenHint`: when the origin has relationships, the closest of the tables it is
 * related to, unless the target is one of them (then the hint was wrong: no suggestion); when it
 * has none, the closest of the tables that have some.
 */
function suggestion(origin: string, target: string, relationships: readonly SchemaRelationship[]): string | null {
  const fromOrigin = relationships.filter((relationship) => relationship.table === origin);
  if (fromOrigin.length > 0) {
    const closest = fuzzyMatches(target, [...new Set(fromOrigin.map((relationship) => relationship.foreignTable))]).find((match) => match.score < 1);
    return closest ? `Perhaps you meant '${closest.value}' instead of '${target}'.` : null;
  }
  const parent = closestName(origin, [...new Set(relationships.map((relationship) => relationship.table))]);
  return parent === undefined ? null : `Perhaps you meant '${parent}' instead of '${origin}'.`;
}
