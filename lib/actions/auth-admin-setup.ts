'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { type AdminSetupOutcome, attemptAdminSetup } from '@/lib/auth/admin-setup';
import { getUser } from '@/lib/auth/session';
import { loadServerEnv } from '@/lib/env';
import { createAdminClient } from '@/lib/supabase/admin';

export type AdminSetupState = { outcome: AdminSetupOutcome | 'invalid' | 'signedOut' | null };

const schema = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * /admin-setup: zod parse → signed-in check → promote with the service-role client (a member
 * cannot change their own role under RLS, by design) → revalidate.
 * Known limit: two simultaneous correct attempts could both pass the "no admin yet" check; an
 * atomic security-definer function would close that window (see the report on issue 5).
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
      async adminExists() {
        const { count, error } = await admin.from('profiles').select('user_id', { count: 'exact', head: true }).eq('role', 'admin');
        if (error) throw error;
        return (count ?? 0) > 0;
      },
      async promote(userId) {
        const { data, error } = await admin.from('profiles').update({ role: 'admin' }).eq('user_id', userId).select('user_id');
        if (error) throw error;
        if (!data?.length) throw new Error('No profile row for the signed-in user');
      },
    },
  });
  if (outcome === 'success') revalidatePath('/', 'layout');
  return { outcome };
}
