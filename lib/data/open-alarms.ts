import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { OPEN_STATUSES, type SosEvent } from './sos';

type Client = SupabaseClient<Database>;

/**
 * What "open alarm" means for the admin area, in one place: every alarm (any region, any source,
 * test alarms included) whose status is active or acknowledged, except the status page's synthetic
 * alarm (source 'probe', one a minute to an account made for it: docs/product.md#status-page). The overview's figure and the
 * alarms page's open list both read through here, so they cannot disagree.
 */

/** The most open alarms the alarms page lists at once; the heading still gives the full count. */
export const OPEN_ALARMS_LISTED = 200;

/** How many alarms are open (null when the read failed). */
export async function countOpenAlarms(supabase: Client): Promise<{ count: number | null; error: unknown }> {
  const { count, error } = await supabase.from('sos_events').select('id', { count: 'exact', head: true }).in('status', [...OPEN_STATUSES]).neq('source', 'probe');
  return { count, error };
}

/** The open alarms, newest first, and how many there are in all. */
export async function readOpenAlarms(supabase: Client): Promise<{ events: SosEvent[]; count: number | null; error: unknown }> {
  const { data, count, error } = await supabase
    .from('sos_events')
    .select('*', { count: 'exact' })
    .in('status', [...OPEN_STATUSES])
    .neq('source', 'probe')
    .order('started_at', { ascending: false })
    .limit(OPEN_ALARMS_LISTED);
  return { events: data ?? [], count, error };
}
