import { type ProfileRoleReader, readProfileRole } from '@/lib/data/profile-role';

/**
 * Whether the account holds the admin role, for the one check that must fail closed: deleting an
 * account. getRole() falls back to "user" when the profile cannot be read, which is right for
 * what a page shows but would let a passing error delete an administrator. Here a failed read
 * throws (the deletion stops), and the row is read with the service role so that nothing but its
 * absence can make it look missing.
 */
export async function isAdminAccount(admin: ProfileRoleReader, memberId: string): Promise<boolean> {
  const { profile, error } = await readProfileRole(admin, memberId);
  if (error) throw new Error(`Reading the account's role failed: ${error.message}`);
  return profile?.role === 'admin';
}
