import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { AlarmEntry, AlarmEvent, AlarmRecord } from '@/lib/sos-history/alarm-record';
import { timelineDigest } from '@/lib/sos-history/digest';
import { sosEventIdSchema } from '@/lib/validation/sos';
import { allRows } from './all-rows';
import { HIDE_OPEN_SILENT_ALARMS, getLinkedNames } from './sos';

/**
 * Reads for the member's SOS history (/full-dashboard/sos-history): only the caller's OWN alarms.
 * RLS would also show the alarms of people who share their activity with the caller, so every read
 * filters on member_id = the caller: this page is "my alarms", the family view lives elsewhere.
 */
type Client = SupabaseClient<Database>;

const EVENT_COLUMNS = 'id, status, source, started_at, acknowledged_at, resolved_at, location_unavailable, claimed_by';
/** The list shows the latest alarms; older ones stay in the data export of the account page. */
export const HISTORY_LIST_LIMIT = 200;

/** The event as the page and the files show it (claimed_by only serves to name the call centre). */
function plainEvent(row: AlarmEvent & { claimed_by: string | null }): AlarmEvent {
  const { id, status, source, started_at, acknowledged_at, resolved_at, location_unavailable } = row;
  return { id, status, source, started_at, acknowledged_at, resolved_at, location_unavailable };
}

/** The member's alarms, newest first. Throws when the read fails. */
export async function listMyAlarms(supabase: Client, userId: string): Promise<AlarmEvent[]> {
  const { data, error } = await supabase
    .from('sos_events')
    .select(EVENT_COLUMNS)
    .eq('member_id', userId)
    .or(HIDE_OPEN_SILENT_ALARMS)
    .order('started_at', { ascending: false })
    .limit(HISTORY_LIST_LIMIT);
  if (error) throw error;
  return data.map(plainEvent);
}

/** Words for an entry's actor, chosen by the page in the member's language. */
export type ActorLabels = { you: string; system: string; callCentre: string; formerContact: string };

const CALL_CENTRE_KINDS = new Set(['claimed', 'call_made', 'call_centre_note']);

/**
 * One of the member's alarms with its timeline, positions and digest; null when it is not theirs
 * (or does not exist, or the id is malformed). Throws when a read fails.
 */
export async function getMyAlarm(supabase: Client, userId: string, eventId: string, labels: ActorLabels): Promise<AlarmRecord | null> {
  if (!sosEventIdSchema.safeParse({ eventId }).success) return null;
  const { data: event, error } = await supabase.from('sos_events').select(EVENT_COLUMNS).eq('id', eventId).eq('member_id', userId).maybeSingle();
  if (error) throw error;
  if (!event) return null;
  // Every row, a page at a time: a trail point every 10 s passes the Data API's 1000 rows in under
  // three hours, and a digest over a cut-off timeline would vouch for an incomplete record.
  const [timeline, positions, linked] = await Promise.all([
    allRows('the alarm timeline', () =>
      supabase.from('sos_timeline').select('id, event_id, at, kind, actor_id, note, details').eq('event_id', eventId).order('at').order('id'),
    ),
    allRows('the alarm positions', () =>
      supabase.from('sos_locations').select('recorded_at, latitude, longitude, accuracy, id').eq('event_id', eventId).order('recorded_at').order('id'),
    ),
    getLinkedNames(supabase),
  ]);
  const names = new Map(linked.map((person) => [person.userId, person.name]));
  const actorOf = (actorId: string | null, kind: string) => {
    if (!actorId) return labels.system;
    if (actorId === userId) return labels.you;
    if (names.get(actorId)) return names.get(actorId) as string;
    // Someone not linked (any more): the call centre for its own steps or the agent on the case,
    // otherwise a person whose access has since ended. Never another table's name lookup here.
    return CALL_CENTRE_KINDS.has(kind) || actorId === event.claimed_by ? labels.callCentre : labels.formerContact;
  };
  const entries: AlarmEntry[] = timeline.map((step) => ({
    id: step.id,
    event_id: step.event_id,
    at: step.at,
    kind: step.kind,
    actor_id: step.actor_id,
    note: step.note,
    details: step.details,
    actor: actorOf(step.actor_id, step.kind),
  }));
  return { event: plainEvent(event), entries, positions: positions.map(({ recorded_at, latitude, longitude, accuracy }) => ({ recorded_at, latitude, longitude, accuracy })), digest: await timelineDigest(entries) };
}
