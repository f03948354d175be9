import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

// No 'server-only': the browser's auth provider reads the role too (lib/auth/role-lookup.ts).

/** Any of our clients (server, proxy, browser, service role): the read only needs `from`. */
export type ProfileRoleReader = Pick<SupabaseClient<Database>, 'from'>;

export type ProfileRoleRead = { profile: { role: Database['public']['Enums']['app_role'] } | null; error: PostgrestError | null };

/**
 * The role stored on `userId`'s profile, exactly as read: the row (null when the client sees none)
 * or the backend's error. What a missing row or an error means is the caller's rule: the lenient
 * one for what a page shows (lookupRole), the strict one before deleting an account
 * (isAdminAccount). Throws only when the request itself cannot be made.
 */
export async function readProfileRole(client: ProfileRoleReader, userId: string): Promise<ProfileRoleRead> {
  const { data, error } = await client.from('profiles').select('role').eq('user_id', userId).maybeSingle();
  return { profile: data, error };
}
