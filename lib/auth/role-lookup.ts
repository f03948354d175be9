import { type ProfileRoleReader, readProfileRole } from '@/lib/data/profile-role';
import { type Role, resolveRole } from './role';

export type { ProfileRoleReader } from '@/lib/data/profile-role';

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
    const { profile, error } = await readProfileRole(client, userId);
    return error ? resolveRole({ user, error }, log) : resolveRole({ user, profile }, log);
  } catch (error) {
    return resolveRole({ user, error }, log);
  }
}
