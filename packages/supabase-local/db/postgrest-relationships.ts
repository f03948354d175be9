import type { EmbedErrorBody, ForeignKeyColumn } from './self-reference-rules';
import { uniqueness, type Introspection } from './self-reference-embeds';

/**
 * The relationships PostgREST finds for an embed `origin?select=target(*)` whose target is a
 * table's name and which has no hint (its `findRel`, the `target == relForeignTable` branch), and
 * the `300 PGRST201` it answers when there is more than one (Error.hs `AmbiguousRelBetween`).
 * Its schema cache holds, between two different tables of the exposed schema: a many-to-one per
 * foreign key of the origin (one-to-one when the key's columns are unique), the inverse
 * one-to-many of each key of the target, and a many-to-many per junction table whose keys to both
 * sides are made of its primary key's columns (SchemaCache.hs `addM2MRels`). The list is sorted as
 * Haskell's derived `Ord` sorts it: one-to-many, many-to-one, one-to-one, many-to-many, then by
 * constraint (or junction) name.
 */

export type Cardinality = 'one-to-many' | 'many-to-one' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  cardinality: Cardinality;
  /** The foreign key's constraint name, or the junction table's name for many-to-many. */
  name: string;
  /** `compressedRel`'s relationship text. */
  description: string;
}

interface Key {
  name: string;
  table: string;
  refTable: string;
  columns: string[];
  refColumns: string[];
}

const RANK: Record<Cardinality, number> = { 'one-to-many': 0, 'many-to-one': 1, 'one-to-one': 2, 'many-to-many': 3 };

/** The exposed schema's foreign keys, one entry per constraint, columns in the key's order. */
export function keysOf(foreignKeys: readonly ForeignKeyColumn[], schema: string): Key[] {
  const keys = new Map<string, Key>();
  for (const entry of foreignKeys) {
    if ((entry.schema ?? 'public') !== schema) continue;
    const id = `${entry.table}\u0000${entry.foreign_key_group ?? entry.foreign_key_name}`;
    const key = keys.get(id) ?? { name: entry.foreign_key_name, table: entry.table, refTable: entry.ref_table, columns: [], refColumns: [] };
    key.columns.push(entry.column);
    key.refColumns.push(entry.ref_column);
    keys.set(id, key);
  }
  return [...keys.values()];
}

const list = (columns: readonly string[]) => `(${columns.join(', ')})`;

/** PostgREST's relationships from `origin` to the table named `target` (two different tables). */
export function relationshipsToTable(origin: string, target: string, introspection: Introspection, schema: string): Relationship[] {
  const keys = keysOf(introspection.foreign_keys ?? [], schema);
  const found: (Relationship & { order: string })[] = [];
  for (const key of keys) {
    const unique = uniqueness(key.table, introspection)(key.columns);
    if (key.table === origin && key.refTable === target) {
      found.push({
        cardinality: unique ? 'one-to-one' : 'many-to-one',
        name: key.name,
        description: `${key.name} using ${origin}${list(key.columns)} and ${target}${list(key.refColumns)}`,
        order: `${key.name}\u0000${key.columns.join(',')}\u00000`,
      });
    }
    if (key.table === target && key.refTable === origin) {
      found.push({
        cardinality: unique ? 'one-to-one' : 'one-to-many',
        name: key.name,
        description: `${key.name} using ${origin}${list(key.refColumns)} and ${target}${list(key.columns)}`,
        order: `${key.name}\u0000${key.refColumns.join(',')}\u00001`,
      });
    }
  }
  for (const toOrigin of keys) {
    if (toOrigin.refTable !== origin) continue;
    const primaryKey = new Set(
      (introspection.primary_keys ?? []).find((entry) => entry.table === toOrigin.table && (entry.schema ?? 'public') === schema)?.columns ?? [],
    );
    for (const toTarget of keys) {
      if (toTarget.table !== toOrigin.table || toTarget.refTable !== target || toTarget.name === toOrigin.name) continue;
      if (![...toOrigin.columns, ...toTarget.columns].every((column) => primaryKey.has(column))) continue;
      const junction = toOrigin.table;
      found.push({
        cardinality: 'many-to-many',
        name: junction,
        description: `${junction} using ${toOrigin.name}${list(toOrigin.columns)} and ${toTarget.name}${list(toTarget.columns)}`,
        order: `${junction}\u0000${toOrigin.name}\u0000${toTarget.name}`,
      });
    }
  }
  found.sort((a, b) => RANK[a.cardinality] - RANK[b.cardinality] || compare(a.order, b.order));
  return found.map(({ cardinality, name, description }) => ({ cardinality, name, description }));
}

/** Haskell's `Text` order: by code point, not by locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** PostgREST's `300 PGRST201` for an embed with several relationships. */
export function ambiguousEmbed(origin: string, target: string, relationships: readonly Relationship[]): EmbedErrorBody {
  const hints = relationships.map((relationship) => `'${target}!${relationship.name}'`).join(', ');
  return {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    details: relationships.map((relationship) => ({
      cardinality: relationship.cardinality,
      embedding: `${origin} with ${target}`,
      relationship: relationship.description,
    })),
    hint: `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  };
}
