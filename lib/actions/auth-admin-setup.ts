'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { type AdminSetupOutcome, attemptAdminSetup } from '@/lib/auth/admin-setup';
import { getUser } from '@/lib/auth/session';
import { loadServerEnv } from '@/lib/env';
import { createAdminClient } from '@/lib/supabase/admin';

export type AdminSetupState = { outcome: AdminSetupOutcome | 'invalid' | 'signedOut' | null };

const schema = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * /admin-setup: zod parse → signed-in check → secret check → claim_first_admin with the
 * service-role client (a member cannot change their own role under RLS, by design; the function
 * checks "no admin yet" and promotes atomically, so two simultaneous claims cannot both win) →
 * revalidate.
 */
export async function setUpFirstAdmin(_previous: AdminSetupState, formData: FormData): Promise<AdminSetupState> {
  const parsed = schema.safeParse({ token: formData.get('token') });
  if (!parsed.success) return { outcome: 'invalid' };

  const user = await getUser();
  if (!user) return { outcome: 'signedOut' };

  const admin = createAdminClient();
  const outcome = await attemptAdminSetup({
    userId: user.id,
    token: parsed.data.token,
    expectedToken: loadServerEnv().ADMIN_SETUP_TOKEN,
    store: {
      async claimFirstAdmin(userId) {
        const { data, error } = await admin.rpc('claim_first_admin', { target_user: userId });
        if (error) throw error;
        return data === true;
      },
    },
  });
  if (outcome === 'success') revalidatePath('/', 'layout');
  return { outcome };
}
