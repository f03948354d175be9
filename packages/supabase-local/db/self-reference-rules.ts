/** An error body as PostgREST writes it; PGRST201's details are a list of relationships. */
export interface EmbedErrorBody {
  code: string;
  message: string;
  details: string | null | readonly Record<string, string>[];
  hint: string | null;
}

/**
 * PostgREST's rules for an embed of a table in itself (its `findRel`, the `relIsSelf` branch).
 * A foreign key from a table to itself gives two relationships, and PostgREST tells them apart
 * by convention only:
 * - `?select=children:folders(*)`: the table's name is the one-to-many one (the rows pointing
 *   here); with a hint, the hint must be the key's column (`folders!parent_id(*)`);
 * - `?select=parent:parent_id(*)`: the key's column, without a hint, is the many-to-one one.
 * Anything else finds no relationship: a constraint name, as the target or as the hint
 * (`folders!folders_parent_id_fkey(*)`), is `400 PGRST200` on hosted (supabase-js documents it,
 * supabase/supabase-js#2517), and two keys to itself make `folders(*)` `300 PGRST201`.
 * lite resolves these like any other embed (a constraint name picks the key; with two keys it
 * picks one), so it embedded where hosted refuses, and the other way round.
 */

/** The fields of lite's schema-cache foreign key entries (one per column) read here. */
export interface ForeignKeyColumn {
  schema?: string;
  table: string;
  column: string;
  ref_table: string;
  ref_column: string;
  foreign_key_name: string;
  foreign_key_group?: string;
}

/** A foreign key constraint from a table to itself. */
export interface SelfKey {
  name: string;
  /** The referencing columns, in the key's order. */
  columns: string[];
  /** The referenced columns, paired with `columns`. */
  refColumns: string[];
}

export type SelfDirection = 'many-to-one' | 'one-to-many';

export type SelfResolution =
  | { kind: 'not-self' }
  | { kind: 'self'; direction: SelfDirection; key: SelfKey }
  | { kind: 'refused'; status: number; body: EmbedErrorBody };

/** `table`'s keys to itself, in the schema cache's order; `unique` says whether columns are a unique key. */
export function selfKeysOf(table: string, foreignKeys: readonly ForeignKeyColumn[], schema = 'public'): SelfKey[] {
  const keys = new Map<string, SelfKey>();
  for (const entry of foreignKeys) {
    if (entry.table !== table || entry.ref_table !== table || (entry.schema ?? 'public') !== schema) continue;
    const id = entry.foreign_key_group ?? entry.foreign_key_name;
    const key = keys.get(id) ?? { name: entry.foreign_key_name, columns: [], refColumns: [] };
    key.columns.push(entry.column);
    key.refColumns.push(entry.ref_column);
    keys.set(id, key);
  }
  return [...keys.values()];
}

/**
 * How PostgREST resolves the embed `target` (with `hint`, if any) of `table`, when it is about a
 * self-relationship; `not-self` leaves it to lite. `isUnique` tells whether columns form a unique
 * key: PostgREST makes such a key one-to-one both ways, which neither convention names.
 */
export function resolveSelfEmbed(
  table: string,
  target: string,
  hint: string | undefined,
  keys: readonly SelfKey[],
  isUnique: (columns: readonly string[]) => boolean,
  schema = 'public',
): SelfResolution {
  if (keys.length === 0) return { kind: 'not-self' };
  const plural = keys.filter((key) => !isUnique(key.columns));
  const singleColumn = (key: SelfKey, column: string) => key.columns.length === 1 && key.columns[0] === column;
  if (target === table) {
    const candidates = hint === undefined ? plural : plural.filter((key) => singleColumn(key, hint));
    if (candidates.length === 1) return { kind: 'self', direction: 'one-to-many', key: candidates[0] };
    if (candidates.length === 0) return noRelationship(table, target, hint, schema);
    return ambiguous(table, candidates);
  }
  const byColumn = plural.filter((key) => singleColumn(key, target));
  if (byColumn.length > 0) {
    // With a hint the target must be the table's name, so a column with a hint matches nothing.
    if (hint !== undefined) return noRelationship(table, target, hint, schema);
    return byColumn.length === 1 ? { kind: 'self', direction: 'many-to-one', key: byColumn[0] } : { kind: 'not-self' };
  }
  // A constraint name only names relationships between two different tables.
  if (hint === undefined && keys.some((key) => key.name === target)) return noRelationship(table, target, hint, schema);
  return { kind: 'not-self' };
}

/**
 * PostgREST's NoRelBetween. Its hint is a fuzzy "Perhaps you meant …" over the tables related to
 * `table`, never the exact name; with only the table itself related (a lone self key) it is null,
 * and null is answered here in every case.
 */
function noRelationship(table: string, target: string, hint: string | undefined, schema: string): SelfResolution {
  const using = hint === undefined ? '' : ` using the hint '${hint}'`;
  return {
    kind: 'refused',
    status: 400,
    body: {
      code: 'PGRST200',
      message: `Could not find a relationship between '${table}' and '${target}' in the schema cache`,
      details: `Searched for a foreign key relationship between '${table}' and '${target}'${using} in the schema '${schema}', but no matches were found.`,
      hint: null,
    },
  };
}

/** PostgREST's AmbiguousRelBetween over the one-to-many self-relationships (`compressedRel`, `relHint`). */
function ambiguous(table: string, keys: readonly SelfKey[]): SelfResolution {
  const details = keys.map((key) => ({
    cardinality: 'one-to-many',
    embedding: `${table} with ${table}`,
    relationship: `${key.name} using ${table}(${key.refColumns.join(', ')}) and ${table}(${key.columns.join(', ')})`,
  }));
  const hints = keys.map((key) => `'${table}!${key.name}'`).join(', ');
  return {
    kind: 'refused',
    status: 300,
    body: {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${table}' and '${table}'`,
      details,
      hint: `Try changing '${table}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
    },
  };
}
