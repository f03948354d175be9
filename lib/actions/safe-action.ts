import 'server-only';
import type { User } from '@supabase/supabase-js';
import { ActionBindArgsValidationError, createSafeActionClient, returnServerError } from 'next-safe-action';
import { getAssuranceLevel, getRole, getUser } from '@/lib/auth/session';
import { isAdmin } from '@/lib/auth/role';
import { secondFactorDue, verifiedTotpFactor } from '@/lib/auth/second-factor';
import { createClient, type ServerSupabaseClient } from '@/lib/supabase/server';
import type { ActionErrorKey } from './action-result';

/**
 * The one way to write a server action (docs/architecture.md#server-actions), built on
 * next-safe-action, the wrapper dub and other well-kept Next.js projects use:
 *   - `inputSchema(zodSchema)`: the input is parsed before any of our code runs, so bad input never
 *     reaches the database; field messages are message keys, returned flattened;
 *   - `authedAction` resolves the signed-in user and their cookie-bound client once;
 *   - `memberAction` also requires the second sign-in step the member turned on (for changes to
 *     the account itself);
 *   - `adminAction` also requires the admin role (RLS checks it again in the database);
 *   - expected failures end with `fail('key')`; anything thrown becomes 'failed' and is logged.
 * Every action therefore answers with the same shape (see ./action-result.ts), which forms and
 * hooks read with `actionErrorKey`.
 */
export const actionClient = createSafeActionClient({
  defaultValidationErrorsShape: 'flattened',
  handleServerError(error): ActionErrorKey {
    // Bound arguments (a locale) a client altered are bad input, answered as such, not our failure.
    if (error instanceof ActionBindArgsValidationError) return 'invalid';
    console.error('Server action failed', error);
    return 'failed';
  },
});

/** Ends the action with an expected error key (shown to the person, translated by the caller). */
export function fail(key: ActionErrorKey): never {
  return returnServerError(key);
}

export type AuthedContext = { user: User; supabase: ServerSupabaseClient };

export const authedAction = actionClient.use(async ({ next }) => {
  const user = await getUser();
  if (!user) return fail('signedOut');
  const supabase = await createClient();
  return next({ ctx: { user, supabase } satisfies AuthedContext });
});

/**
 * For changes to the account itself (e-mail, password, deletion): a signed-in member who passed the
 * second sign-in step if they turned it on, the rule the member pages (requireUser) and downloads
 * (exportUser) apply. The pages send such a session to the second step; an action called from a
 * page loaded before the factor was turned on, or called directly, is refused here instead.
 */
export const memberAction = authedAction.use(async ({ next, ctx }) => {
  const due = secondFactorDue({ currentLevel: await getAssuranceLevel(), hasVerifiedFactor: verifiedTotpFactor(ctx.user) !== null, adminArea: false });
  if (due) return fail('forbidden');
  return next({ ctx });
});

export const adminAction = authedAction.use(async ({ next, ctx }) => {
  if (!isAdmin(await getRole())) return fail('forbidden');
  return next({ ctx });
});
