'use server';

import { getUser } from '@/lib/auth/session';
import { pendantReadingSchema } from '@/lib/pendant/reading-schema';
import { createClient } from '@/lib/supabase/server';

export type PendantReadingOutcome = 'saved' | 'invalid' | 'signedOut' | 'failed';

/**
 * Saves a connected pendant's latest battery and heart rate on the member's own `devices` row, so
 * family with view_device_status can see that the pendant is alive and charged. zod parse →
 * signed-in check → upsert under RLS (members may only write their own rows) on
 * (user_id, hardware_id). No revalidation: nothing cached renders devices; member pages are dynamic.
 * The browser calls this at most every 30 s (lib/pendant/save-throttle.ts).
 */
export async function recordPendantReading(input: unknown): Promise<PendantReadingOutcome> {
  const parsed = pendantReadingSchema.safeParse(input);
  if (!parsed.success) return 'invalid';

  const user = await getUser();
  if (!user) return 'signedOut';

  const { hardwareId, name, battery, heartRate } = parsed.data;
  const supabase = await createClient();
  const { error } = await supabase.from('devices').upsert(
    {
      user_id: user.id,
      kind: 'pendant',
      hardware_id: hardwareId,
      name,
      last_connected_at: new Date().toISOString(),
      // A value the pendant has not reported yet must not wipe the last known one.
      ...(battery !== null && { battery }),
      ...(heartRate !== null && { last_heart_rate: heartRate }),
    },
    { onConflict: 'user_id,hardware_id' },
  );
  if (error) {
    console.warn('Saving the pendant reading failed', error);
    return 'failed';
  }
  return 'saved';
}
