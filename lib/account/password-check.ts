import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { describeAuthError } from '@/lib/auth/auth-error';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from '@/lib/supabase/config';

/** How a member signs in with a password: their e-mail address, else their phone number. */
export type PasswordIdentity = { email: string } | { phone: string };

/** right / wrong, or the auth server refused to try again so soon. */
export type PasswordCheck = 'right' | 'wrong' | 'rateLimited';

/** The identity a signed-in user proves their password with, or null when they have neither. */
export function passwordIdentity(user: { email?: string | null; phone?: string | null }): PasswordIdentity | null {
  if (user.email) return { email: user.email };
  if (user.phone) return { phone: user.phone };
  return null;
}

/**
 * Proves the member's current password, for the account changes that a session alone must not
 * allow (a session left open on a shared computer): changing the password, deleting the account.
 * It signs in on a client of its own (no cookies), so the member's session is untouched, and ends
 * that throwaway session at once. Only the auth server's "invalid credentials" means the password
 * is wrong; any other failure (network, 5xx) throws, so an outage is never reported to the member
 * as a mistyped password.
 */
export async function checkPassword(identity: PasswordIdentity, password: string): Promise<PasswordCheck> {
  const probe = createSupabaseClient<Database>(supabaseUrl(), supabasePublishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await probe.auth.signInWithPassword({ ...identity, password });
  if (error) {
    const { key } = describeAuthError(error);
    if (key === 'invalidCredentials') return 'wrong';
    if (key === 'tooManyAttempts') return 'rateLimited';
    throw new Error(`Checking the password failed: ${error.code ?? error.status ?? error.message}`);
  }
  if (data.session) await probe.auth.signOut({ scope: 'local' });
  return 'right';
}
