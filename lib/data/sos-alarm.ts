import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { TimedPosition } from '@/lib/sos/location-throttle';
import type { PendingAlarm } from '@/lib/sos/pending-alarm';
import type { SosEvent } from './sos';

/**
 * The member's own writes during an alarm, made straight from the browser so the alarm does not
 * depend on the Next server being up (docs/architecture.md#data-flow).
 */
type Client = SupabaseClient<Database>;

/**
 * Writes the alarm through raise_sos. The client request id makes it idempotent: however many
 * times a pending alarm is sent, the server keeps one. Throws when the server did not confirm.
 */
export async function raiseSos(supabase: Client, alarm: PendingAlarm): Promise<SosEvent> {
  const { data, error } = await supabase.rpc('raise_sos', {
    client_request_id: alarm.clientRequestId,
    source: alarm.source,
    latitude: alarm.position?.latitude,
    longitude: alarm.position?.longitude,
    accuracy: alarm.position?.accuracy ?? undefined,
  });
  if (error) throw error;
  if (!data) throw new Error('raise_sos returned no alarm');
  return data;
}

/** Adds one point to an open alarm's trail; false when the server refused it (e.g. the alarm just ended). */
export async function appendSosLocation(
  supabase: Client,
  point: { eventId: string; memberId: string; position: TimedPosition },
): Promise<boolean> {
  const { error } = await supabase.from('sos_locations').insert({
    event_id: point.eventId,
    member_id: point.memberId,
    latitude: point.position.latitude,
    longitude: point.position.longitude,
    accuracy: point.position.accuracy,
    recorded_at: new Date(point.position.recordedAt).toISOString(),
  });
  return !error;
}
