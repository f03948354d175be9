import { PostgrestClient } from '@supabase/postgrest-js';

export type Database = PostgrestClient;

/**
 * The service-role REST client of the project (Deno.env's SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY, set by hosted Supabase and by the local server in
 * packages/supabase-local). PostgREST alone, not supabase-js: Emma needs no realtime socket, and supabase-js opens one eagerly, which Node 20
 * (the local runner) cannot. Null when the environment has no project.
 */
export function serviceDatabase(env: { get(name: string): string | undefined }): Database | null {
  const url = env.get('SUPABASE_URL');
  const key = env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !key) return null;
  return new PostgrestClient(`${url.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
}
