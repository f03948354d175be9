import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { OPEN_STATUSES, type SosEvent, type SosTimelineStep, getSosTimelines } from './sos';

type Client = SupabaseClient<Database>;

export type IncidentMember = { userId: string; name: string; phone: string | null; address: string | null };
export type IncidentQueue = { events: SosEvent[]; members: IncidentMember[]; timelines: SosTimelineStep[]; agents: Record<string, string> };

/** The call centre region this queue serves (docs/product.md#limits-and-constants: Call Centre Spain). */
export const CALL_CENTRE_REGION = 'es';
const RECENT_MS = 24 * 60 * 60_000;

/**
 * The incident queue of the Spanish call centre: open alarms of members on a regional plan, and
 * those that ended in the last 24 hours. Admin-only by RLS (admins read every event and profile).
 */
export async function getIncidentQueue(supabase: Client): Promise<IncidentQueue> {
  const since = new Date(Date.now() - RECENT_MS).toISOString();
  const [open, recent] = await Promise.all([
    supabase.from('sos_events').select('*').eq('region', CALL_CENTRE_REGION).in('status', [...OPEN_STATUSES]).order('started_at', { ascending: false }).limit(100),
    supabase.from('sos_events').select('*').eq('region', CALL_CENTRE_REGION).gt('resolved_at', since).order('started_at', { ascending: false }).limit(50),
  ]);
  if (open.error || recent.error) console.warn('Incident queue: reading events failed', open.error ?? recent.error);
  const events = [...(open.data ?? []), ...(recent.data ?? [])];
  const memberIds = [...new Set(events.map((e) => e.member_id))];
  const agentIds = [...new Set(events.flatMap((e) => [e.claimed_by, e.acknowledged_by, e.resolved_by]).filter((id): id is string => Boolean(id)))];
  const [profiles, timelines] = await Promise.all([
    memberIds.length + agentIds.length > 0
      ? supabase.from('profiles').select('user_id, full_name, phone, address').in('user_id', [...new Set([...memberIds, ...agentIds])])
      : Promise.resolve({ data: [] as { user_id: string; full_name: string | null; phone: string | null; address: string | null }[] }),
    getSosTimelines(supabase, events.map((e) => e.id)),
  ]);
  const rows = profiles.data ?? [];
  return {
    events,
    members: rows.filter((p) => memberIds.includes(p.user_id)).map((p) => ({ userId: p.user_id, name: p.full_name ?? '', phone: p.phone, address: p.address })),
    timelines,
    agents: Object.fromEntries(rows.map((p) => [p.user_id, p.full_name ?? ''])),
  };
}
