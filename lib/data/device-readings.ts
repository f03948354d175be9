import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { ReadingPoint } from '@/lib/device-readings/summary';

/**
 * Reads for the Devices page (/full-dashboard/devices): the member's own pendant and its saved
 * readings (device_readings, 20261124000900), averaged per bucket by device_reading_series.
 */
type Client = SupabaseClient<Database>;

export type PendantState = {
  id: string;
  name: string;
  lastConnectedAt: string | null;
  battery: number | null;
  heartRate: number | null;
};

/** The member's most recently connected pendant, or null when none is paired. Throws when the read fails. */
export async function getMyPendant(supabase: Client, userId: string): Promise<PendantState | null> {
  const { data, error } = await supabase
    .from('devices')
    .select('id, name, last_connected_at, battery, last_heart_rate')
    .eq('user_id', userId)
    .eq('kind', 'pendant')
    .order('last_connected_at', { ascending: false, nullsFirst: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data && { id: data.id, name: data.name, lastConnectedAt: data.last_connected_at, battery: data.battery, heartRate: data.last_heart_rate };
}

/** The device's readings since `from`, one point per bucket, oldest first. Throws when the read fails. */
export async function getReadingSeries(supabase: Client, deviceId: string, from: Date, bucketSeconds: number): Promise<ReadingPoint[]> {
  const { data, error } = await supabase.rpc('device_reading_series', { device: deviceId, period_from: from.toISOString(), bucket_seconds: bucketSeconds });
  if (error) throw error;
  return (data ?? []).map((row) => ({ at: row.bucket_start, battery: row.battery ?? null, heartRate: row.heart_rate ?? null }));
}
