/** The schemas the REST API serves (lite's default `api.schemas`, and hosted's `public`). */
export const EXPOSED_SCHEMAS: readonly string[] = ['public'];

/** The fields of lite's schema-cache entries this module reads. */
export interface ForeignKeyEntry {
  /** The schema of the table (or of a view lite copied the key onto). */
  schema?: string;
  /** `pg_get_constraintdef`: `FOREIGN KEY (owner_id) REFERENCES auth.users(id) …`. */
  fk_def?: string;
}

/**
 * PostgREST embeds only along foreign keys whose two tables are both in an exposed schema: it
 * drops the others from its schema cache ("removeInternal"), so `test_notes?select=users(*)`, where
 * test_notes.owner_id references auth.users, is 400 PGRST200 on hosted. lite keeps every foreign
 * key of the database and matches tables by bare name, so with an app table `public.users` that
 * embed joined public.users on `owner_id`, reading auth.users' columns from it. The schema cache
 * lite plans with keeps only the keys this accepts (db/exposed-schema-cache.ts).
 *
 * Whether a key's table and the table it references are both exposed. lite's entry names the
 * referenced table without its schema; the constraint's definition names it as Postgres prints
 * it, qualified when it is not on the search path (`auth.users`), bare when it is (`public`).
 */
export function isWithinExposedSchemas(key: ForeignKeyEntry): boolean {
  if (!EXPOSED_SCHEMAS.includes(key.schema ?? '')) return false;
  const qualifier = /\bREFERENCES\s+(?:("(?:[^"]|"")+"|[^\s."(]+)\.)?(?:"(?:[^"]|"")+"|[^\s."(]+)\s*\(/i.exec(key.fk_def ?? '')?.[1];
  if (qualifier === undefined) return true;
  const schema = qualifier.startsWith('"') ? qualifier.slice(1, -1).replace(/""/g, '"') : qualifier;
  return EXPOSED_SCHEMAS.includes(schema);
}
