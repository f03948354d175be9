import 'server-only';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { loadServerEnv } from '@/lib/env';

/**
 * The service-role client: bypasses RLS. Only for trusted server work that no user performs
 * directly (webhooks, SOS fan-out, admin setup). Never import it from a client component, and
 * never use it to read data on a user's behalf.
 */
export function createAdminClient() {
  const env = loadServerEnv();
  return createSupabaseClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
