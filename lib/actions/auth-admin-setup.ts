'use server';

import { revalidatePath } from 'next/cache';
import { routes } from '@/lib/routes';
import { attemptAdminSetup } from '@/lib/auth/admin-setup';
import { authedAction } from '@/lib/actions/safe-action';
import { loadServerEnv } from '@/lib/env';
import { createAdminClient } from '@/lib/supabase/admin';
import { adminSetupSchema } from '@/lib/validation/auth';

/**
 * /admin-setup: gate (an admin exists? too many wrong codes?) → secret check → claim_first_admin with the service-role client (a member cannot
 * change their own role under RLS, by design; the function checks "no admin yet" and promotes
 * atomically, so two simultaneous claims cannot both win) → revalidate. Every outcome of the
 * attempt (success, wrongToken, adminExists, disabled, failed) is data: each has its own message.
 */
export const setUpFirstAdmin = authedAction
  .inputSchema(adminSetupSchema)
  .action(async ({ parsedInput: { token }, ctx: { user } }) => {
    const admin = createAdminClient();
    const outcome = await attemptAdminSetup({
      userId: user.id,
      token,
      expectedToken: loadServerEnv().ADMIN_SETUP_TOKEN,
      store: {
        async gate(userId) {
          const { data, error } = await admin.rpc('admin_setup_gate', { target_user: userId });
          if (error) throw error;
          return data === 'adminExists' || data === 'throttled' ? data : 'open';
        },
        async recordWrongToken(userId) {
          const { error } = await admin.rpc('record_admin_setup_failure', { target_user: userId });
          if (error) throw error;
        },
        async claimFirstAdmin(userId) {
          const { data, error } = await admin.rpc('claim_first_admin', { target_user: userId });
          if (error) throw error;
          return data === true;
        },
      },
    });
    // The member and admin pages render per request; only what a cached client copy may hold of
    // the setup page itself is dropped. The root layout is never revalidated: that would throw away
    // every cached public page for nothing.
    if (outcome === 'success') revalidatePath(routes.adminSetup);
    return { outcome };
  });
