import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { type Role, resolveRole } from './role';

/** Any of our clients (server, proxy, browser): the lookup only reads profiles. */
export type ProfileRoleReader = Pick<SupabaseClient<Database>, 'from'>;

/**
 * The signed-in user's role, read from profiles under RLS (never from user_metadata, which the
 * user can edit) and resolved by the rules in docs/product.md#states: no user → no role; a found
 * profile → its role; a missing profile, an error or an unexpected value → "user", logged.
 * The only place that reads a role: the server session, the proxy and the browser's auth
 * provider all call it.
 */
export async function lookupRole(
  client: ProfileRoleReader,
  userId: string | null | undefined,
  log?: (message: string, detail?: unknown) => void,
): Promise<Role | null> {
  if (!userId) return resolveRole({ user: null }, log);
  const user = { id: userId };
  try {
    const { data, error } = await client.from('profiles').select('role').eq('user_id', userId).maybeSingle();
    return error ? resolveRole({ user, error }, log) : resolveRole({ user, profile: data }, log);
  } catch (error) {
    return resolveRole({ user, error }, log);
  }
}
