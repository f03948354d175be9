import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/lib/database.types';
import type { LatLng } from '@/lib/sos/haversine';

/**
 * The SOS dispatcher's calls to the outbox (service role; functions in the SOS outbox migration;
 * the loop that makes them is lib/notify/dispatcher.ts, docs/architecture.md#sos-delivery).
 * Each throws on a failed call so the dispatcher decides what to retry.
 */
export type AdminClient = SupabaseClient<Database>;
export type OutboxRow = Tables<'notifications'>;

/** One attempt's outcome, as record_sos_delivery takes it. */
export type DeliveryOutcome =
  | { outcome: 'sent'; subject: string; body: string }
  | { outcome: 'retry'; failure: string; retryAt: string }
  | { outcome: 'failed'; failure: string };

/** Leases up to `maxRows` due rows for `leaseSeconds`, held by `dispatcher`; contact alerts of ended alarms are cancelled first. */
export async function claimOutbox(admin: AdminClient, maxRows: number, leaseSeconds: number, dispatcher?: string): Promise<OutboxRow[]> {
  const { data, error } = await admin.rpc('claim_sos_outbox', { max_rows: maxRows, lease_seconds: leaseSeconds, dispatcher });
  if (error) throw new Error(`claiming outbox rows: ${error.message}`);
  return data ?? [];
}

/** Records an attempt under the row's lease; false when the lease is no longer ours (nothing changed). */
export async function recordDelivery(admin: AdminClient, row: Pick<OutboxRow, 'id' | 'lease_token'>, result: DeliveryOutcome): Promise<boolean> {
  const { data, error } = await admin.rpc('record_sos_delivery', {
    notification_id: row.id,
    lease: row.lease_token ?? '',
    outcome: result.outcome,
    subject: result.outcome === 'sent' ? result.subject : undefined,
    message: result.outcome === 'sent' ? result.body : undefined,
    failure: result.outcome === 'sent' ? undefined : result.failure,
    retry_at: result.outcome === 'retry' ? result.retryAt : undefined,
  });
  if (error) throw new Error(`recording a delivery: ${error.message}`);
  return data === true;
}

/**
 * A named dispatcher starting: null while another live process has the name, else its start time
 * (the rows its dead predecessor held are released).
 */
export async function takeOverDispatcher(admin: AdminClient, name: string): Promise<string | null> {
  const { data, error } = await admin.rpc('take_over_sos_dispatcher', { dispatcher: name, stale_seconds: 3 });
  if (error) throw new Error(`taking over the dispatcher name: ${error.message}`);
  return data ?? null;
}

/** Keeps the name alive; false when another process has taken it over. */
export async function dispatcherHeartbeat(admin: AdminClient, name: string, since: string): Promise<boolean> {
  const { data, error } = await admin.rpc('sos_dispatcher_heartbeat', { dispatcher: name, since });
  if (error) throw new Error(`dispatcher heartbeat: ${error.message}`);
  return data === true;
}

/** When the next queued row becomes due (ms since the epoch), or null when nothing waits. */
export async function nextOutboxDue(admin: AdminClient): Promise<number | null> {
  const { data, error } = await admin.rpc('next_sos_outbox_due');
  if (error) throw new Error(`reading the next due row: ${error.message}`);
  return data ? Date.parse(data) : null;
}

/** The alarm's newest position, for the contacts' message (the dispatcher reads it as the service role). */
export async function latestSosPosition(admin: AdminClient, eventId: string): Promise<LatLng | null> {
  const { data, error } = await admin
    .from('sos_locations')
    .select('latitude, longitude')
    .eq('event_id', eventId)
    .order('recorded_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`reading the alarm's position: ${error.message}`);
  return data ?? null;
}
