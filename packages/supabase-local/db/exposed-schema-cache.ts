import { EXPOSED_SCHEMAS, isWithinExposedSchemas, type ForeignKeyEntry } from './exposed-relationships';

/** An entry of lite's schema cache that belongs to a table or view: its schema is the relation's. */
interface RelationScopedEntry {
  schema?: string;
  /** A table's or view's name. */
  name?: string;
  /** The table a column, key, index, constraint or trigger belongs to. */
  table?: string;
}
/** The lists of lite's schema cache narrowed here; functions, types and time zones are kept whole. */
export interface Introspection {
  tables?: RelationScopedEntry[];
  views?: RelationScopedEntry[];
  columns?: RelationScopedEntry[];
  indexes?: RelationScopedEntry[];
  primary_keys?: RelationScopedEntry[];
  check_constraints?: RelationScopedEntry[];
  unique_constraints?: RelationScopedEntry[];
  triggers?: RelationScopedEntry[];
  comments?: RelationScopedEntry[];
  partitions?: RelationScopedEntry[];
  foreign_keys?: ForeignKeyEntry[];
}
export interface Introspector {
  introspect(options?: { useCache?: boolean; postprocess?: boolean }): Promise<Introspection>;
}

const RELATION_SCOPED_LISTS = [
  'tables',
  'views',
  'columns',
  'indexes',
  'primary_keys',
  'check_constraints',
  'unique_constraints',
  'triggers',
  'comments',
  'partitions',
] as const;

/**
 * PostgREST's schema cache holds only the relations of the exposed schemas (`db-schemas`, `public`
 * on hosted), so a table is always found by its name in the request's schema. lite's holds every
 * schema's (auth, realtime, supabase_migrations…) and often looks a table's columns up by bare
 * name: with an app table `public.users`, `profiles?select=*,users(*)` expanded `users(*)` with
 * auth.users' columns (`400 42703 column profiles.aud does not exist`), `users?select=*,messages(*)`
 * took realtime.messages' (`topic`), and a write naming a column of auth.users passed lite's
 * PGRST204 check. The schema cache lite plans REST requests with is therefore handed over with
 * the exposed schemas' relations only, and foreign keys whose two ends are exposed (once per
 * version lite builds). lite's own migration diff and DDL translation (`postprocess: false`) still
 * see every schema; its auth service queries `auth.*` with SQL and never reads this cache.
 */
export function serveOnlyExposedSchemas(connection: unknown): void {
  const introspector = connection as Introspector;
  const introspect = introspector.introspect.bind(introspector);
  const narrowed = new WeakMap<Introspection, Introspection>();
  introspector.introspect = async (options) => {
    const full = await introspect(options);
    if (options?.postprocess === false) return full;
    let found = narrowed.get(full);
    if (!found) {
      found = narrowToExposedSchemas(full);
      narrowed.set(full, found);
    }
    return found;
  };
}

/** The schema cache PostgREST would have: exposed relations, and keys between two of them. */
export function narrowToExposedSchemas<T extends Introspection>(full: T): T {
  const narrowed: T = { ...full };
  for (const list of RELATION_SCOPED_LISTS) {
    const entries = full[list];
    // lite's entries without a schema are its default schema's (`public`).
    if (entries) narrowed[list] = entries.filter((entry) => EXPOSED_SCHEMAS.includes(entry.schema ?? 'public'));
  }
  if (full.foreign_keys) narrowed.foreign_keys = full.foreign_keys.filter(isWithinExposedSchemas);
  return narrowed;
}
