import type { Queryable } from './database';

/**
 * Lite's `auth` schema (GoTrue's tables and `auth.uid()/role()/email()/jwt()`), which the app's
 * migrations reference, made without starting a server: for tools that only need the database
 * the server would have (`npm run db:types`). The server itself gets it from lite's
 * `ensureSystemSchema()` (lite-app.ts). Does nothing when `auth.users` already exists.
 */
export async function ensureAuthSchema(db: Queryable): Promise<void> {
  const [existing] = await db.query<{ ok: boolean }>(`select to_regclass('auth.users') is not null as ok`);
  if (existing.ok) return;
  // lite is ESM-only: a dynamic import loads it from this CommonJS module under tsx.
  const { getAuthSchemaSql, SUPABASE_AUTH_HELPERS_SQL } = await import('@supabase/lite');
  await db.exec(`${getAuthSchemaSql()}\n${SUPABASE_AUTH_HELPERS_SQL}`);
}
