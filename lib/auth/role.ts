export type Role = 'user' | 'admin';

/** What a profile lookup produced: the row (or none), or an error from the backend. */
export type RoleLookup =
  | { user: null }
  | { user: { id: string }; profile: { role: string | null } | null; error?: undefined }
  | { user: { id: string }; error: unknown };

/**
 * docs/product.md#states role rules: no user → no role; a found profile → its role; a missing profile, a
 * lookup error or an unexpected value → "user" (logged, never escalated). Admin means "admin".
 */
export function resolveRole(lookup: RoleLookup, log: (message: string, detail?: unknown) => void = console.warn): Role | null {
  if (lookup.user === null) return null;
  if ('error' in lookup && lookup.error !== undefined) {
    log('Role lookup failed; falling back to "user"', lookup.error);
    return 'user';
  }
  const profile = 'profile' in lookup ? lookup.profile : null;
  if (!profile) {
    log('No profile found for the signed-in user; falling back to "user"');
    return 'user';
  }
  if (profile.role === 'admin' || profile.role === 'user') return profile.role;
  log(`Unexpected role ${JSON.stringify(profile.role)}; falling back to "user"`);
  return 'user';
}

export function isAdmin(role: Role | null | undefined): boolean {
  return role === 'admin';
}
