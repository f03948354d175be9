import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { type AnswerStats, getAnswerStats } from './answer-stats';
import { readOpenAlarms } from './open-alarms';
import { type SosEvent, type SosTimelineStep, getSosTimelines } from './sos';

type Client = SupabaseClient<Database>;

export type IncidentMember = { userId: string; name: string; phone: string | null; address: string | null };
export type IncidentQueue = {
  events: SosEvent[];
  /** How many alarms are open in all (the list shows at most OPEN_ALARMS_LISTED); null when unread. */
  openCount: number | null;
  members: IncidentMember[];
  timelines: SosTimelineStep[];
  /** Names of agents, acknowledgers and resolvers by user id. */
  agents: Record<string, string>;
  /** Call Centre Spain's answer times over the last 30 days; null when unread. */
  answerStats: AnswerStats | null;
};

/** The call centre region this queue serves (docs/product.md#limits-and-constants: Call Centre Spain). */
export const CALL_CENTRE_REGION = 'es';
const RECENT_MS = 24 * 60 * 60_000;

/** Alarms of members on the Spain plan: the call centre claims, calls and resolves these. */
export const isCallCentreAlarm = (event: Pick<SosEvent, 'region'>) => event.region === CALL_CENTRE_REGION;

/**
 * The admin alarms page: every open alarm, whatever the member's region or plan (the same
 * definition of open as the overview's figure, lib/data/open-alarms.ts), and those that ended in
 * the last 24 hours; never the status page's synthetic alarm (docs/product.md#status-page). Spain-plan alarms among them are Call Centre Spain's incidents. Admin-only
 * by RLS (admins read every event and profile).
 */
export async function getIncidentQueue(supabase: Client): Promise<IncidentQueue> {
  const since = new Date(Date.now() - RECENT_MS).toISOString();
  const [open, recent, answerStats] = await Promise.all([
    readOpenAlarms(supabase),
    supabase.from('sos_events').select('*').gt('resolved_at', since).neq('source', 'probe').order('started_at', { ascending: false }).limit(100),
    getAnswerStats(supabase, CALL_CENTRE_REGION),
  ]);
  if (open.error || recent.error) console.warn('Incident queue: reading events failed', open.error ?? recent.error);
  const events = [...open.events, ...(recent.data ?? [])];
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
    openCount: open.error ? null : open.count,
    members: rows.filter((p) => memberIds.includes(p.user_id)).map((p) => ({ userId: p.user_id, name: p.full_name ?? '', phone: p.phone, address: p.address })),
    timelines,
    agents: Object.fromEntries(rows.map((p) => [p.user_id, p.full_name ?? ''])),
    answerStats,
  };
}
