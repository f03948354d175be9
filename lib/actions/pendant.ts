'use server';

import type { SupabaseClient } from '@supabase/supabase-js';
import { authedAction, fail } from '@/lib/actions/safe-action';
import type { Database } from '@/lib/database.types';
import { pendantReadingSchema } from '@/lib/validation/pendant';

/**
 * Saves a connected pendant's latest battery and heart rate on the member's own `devices` row, so
 * family with view_device_status can see that the pendant is alive and charged. Upserted under RLS
 * (members may only write their own rows) on (user_id, hardware_id), then adds the reading to the
 * device's history for the Devices page's chart (device_readings). No revalidation: nothing
 * cached renders devices; member pages are dynamic. The browser calls this at most every 30 s
 * (lib/pendant/save-throttle.ts).
 */
export const recordPendantReading = authedAction
  .inputSchema(pendantReadingSchema)
  .action(async ({ parsedInput: { hardwareId, name, battery, heartRate }, ctx: { user, supabase } }) => {
    const { data: device, error } = await supabase.from('devices').upsert(
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
    ).select('id').single();
    if (error) {
      console.warn('Saving the pendant reading failed', error);
      fail('failed');
    }
    if (battery !== null || heartRate !== null) await recordReadingHistory(supabase, device.id, user.id, battery, heartRate);
    return { saved: true };
  });

/**
 * Adds a pendant reading to device_readings (the chart's history). The database keeps one per
 * device per minute: a second save in the same minute is skipped by its trigger, and two saves
 * racing for the same minute meet the unique index (23505), which means "already recorded", not a
 * failure. Other failures are logged and do not fail the save: the device's current status (the
 * row family rely on) is already written, and a missing chart point is not worth a retry loop.
 * Not exported: every export of a 'use server' module is a server action.
 */
async function recordReadingHistory(
  supabase: SupabaseClient<Database>,
  deviceId: string,
  userId: string,
  battery: number | null,
  heartRate: number | null,
): Promise<void> {
  const { error } = await supabase.from('device_readings').insert({
    device_id: deviceId,
    user_id: userId,
    battery,
    heart_rate: heartRate,
  });
  if (error && error.code !== '23505') console.warn('Saving the pendant reading history failed', error);
}
