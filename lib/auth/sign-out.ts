import type { SupabaseClient } from '@supabase/supabase-js';

/** docs/product.md#backend-calls: sign out this device (`local`), every device (`global`) or every other device (`others`). */
export type SignOutScope = 'global' | 'local' | 'others';

/** The server's "you are already signed out" answers, which docs/product.md#backend-calls says to ignore. */
const IGNORED_STATUSES = new Set([401, 403, 404]);

/**
 * Signs out with a scope. docs/product.md#backend-calls, docs/product.md#errors: 401, 403 and 404 from the server are ignored (the session is
 * already gone); any other error is only logged, never shown, so signing out can never trap someone.
 */
export async function signOutWithScope(
  supabase: Pick<SupabaseClient, 'auth'>,
  scope: SignOutScope,
  log: (message: string, detail?: unknown) => void = console.warn,
): Promise<void> {
  try {
    const { error } = await supabase.auth.signOut({ scope });
    if (!error) return;
    const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
    if (status !== undefined && IGNORED_STATUSES.has(status)) return;
    log(`Sign-out (${scope}) failed`, error);
  } catch (error) {
    log(`Sign-out (${scope}) failed`, error);
  }
}
