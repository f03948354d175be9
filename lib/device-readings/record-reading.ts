import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/**
 * Adds a pendant reading to device_readings (the chart's history). The database keeps one per
 * device per minute: a second save in the same minute is skipped by its trigger, and two saves
 * racing for the same minute meet the unique index (23505), which means "already recorded", not a
 * failure. Other failures are logged and do not fail the save: the device's current status (the
 * row family rely on) is already written, and a missing chart point is not worth a retry loop.
 */
export async function recordReadingHistory(
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
