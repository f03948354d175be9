import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/lib/database.types';
import { toDrillDelivery } from '@/lib/drills/delivery';
import { getLinkedNames, getSosTimelines, NOTIFICATION_COLUMNS, type SosNotification } from './sos';

/**
 * Reads of the drills page (docs/product.md#drills), as the member under RLS: the monthly
 * schedule, and each recent drill with its receipt built from the outbox rows the dispatcher wrote
 * (who, which channel, sent, delivered or failed with the provider's reason), who acknowledged it
 * and after how long, and when the call centre answered. Drills are alarms with source 'test'.
 */
type Client = SupabaseClient<Database>;

export type DrillSchedule = Pick<Tables<'drill_schedules'>, 'day_of_month' | 'hour' | 'time_zone' | 'next_run_at' | 'skip_next' | 'last_run_at' | 'last_outcome'>;

export type DrillDelivery = {
  id: string;
  /** Whom it went to, by name ('' when the name is not known any more, e.g. a removed contact). */
  recipientName: string;
  recipient: 'family' | 'contact';
  channel: SosNotification['channel'];
  status: SosNotification['status'];
  sentAt: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
  /** The provider's reason for a failure (as the dispatcher recorded it), else null. */
  error: string | null;
};

export type DrillAcknowledgement = { name: string; at: string };

export type Drill = {
  id: string;
  status: Tables<'sos_events'>['status'];
  startedAt: string;
  /** When it ends by itself (started + sos_limits.drill_minutes), whether or not a page is open. */
  endsAt: string;
  endedAt: string | null;
  /** 'drill_over' when it ended by itself; null when the member ended it or it is still running. */
  outcomeDetail: string | null;
  /** When the call centre took it from its queue (Spain plan); null when not (yet). */
  callCentreAnsweredAt: string | null;
  acknowledgements: DrillAcknowledgement[];
  deliveries: DrillDelivery[];
};

export type DrillPage = {
  schedule: DrillSchedule | null;
  /** Newest first; the first is the running one when `drills[0].status` is active or acknowledged. */
  drills: Drill[];
  /** A real alarm of the member is open: a drill is refused until it ends (ICE90). */
  realAlarmOpen: boolean;
  /** The member's plan includes the Spain call centre: the receipt has an answer time. */
  callCentre: boolean;
};

const RECENT_DRILLS = 12;
/** The database's default, for the rare read that fails: the watch ends the drill either way. */
const DEFAULT_DRILL_MINUTES = 10;

function logged<T>(what: string, result: { data: T | null; error: unknown }): T | null {
  if (result.error) console.warn(`Drills: reading ${what} failed`, result.error);
  return result.data;
}

/** Everything the drills page shows, read in parallel. */
export async function getDrillPage(supabase: Client, memberId: string): Promise<DrillPage> {
  const [schedule, events, openReal, plans, contacts, linked, minutes] = await Promise.all([
    supabase
      .from('drill_schedules')
      .select('day_of_month, hour, time_zone, next_run_at, skip_next, last_run_at, last_outcome')
      .eq('member_id', memberId)
      .maybeSingle(),
    supabase
      .from('sos_events')
      .select('id, status, started_at, resolved_at, outcome_detail, claimed_at')
      .eq('member_id', memberId)
      .eq('source', 'test')
      .order('started_at', { ascending: false })
      .limit(RECENT_DRILLS),
    supabase.from('sos_events').select('id').eq('member_id', memberId).neq('source', 'test').in('status', ['active', 'acknowledged']).limit(1),
    supabase.from('subscriptions').select('status, subscription_plans(region)').eq('user_id', memberId).in('status', ['active', 'trialing']),
    supabase.from('emergency_contacts').select('id, name').eq('user_id', memberId),
    getLinkedNames(supabase),
    supabase.rpc('drill_minutes'),
  ]);
  const drillMinutes = logged('the drill length', minutes) ?? DEFAULT_DRILL_MINUTES;

  const drills = logged('drills', events) ?? [];
  const ids = drills.map((d) => d.id);
  const [notifications, timelines] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([] as SosNotification[])
      : supabase
          .from('notifications')
          .select(NOTIFICATION_COLUMNS)
          .in('event_id', ids)
          .eq('kind', 'test_alert')
          .order('created_at')
          .then((result) => logged('receipts', result) ?? []),
    getSosTimelines(supabase, ids),
  ]);

  const names = new Map<string, string>([
    ...linked.map((p) => [p.userId, p.name] as const),
    ...(logged('contacts', contacts) ?? []).map((c) => [c.id, c.name] as const),
  ]);

  return {
    schedule: logged('the schedule', schedule) ?? null,
    realAlarmOpen: (logged('open alarms', openReal) ?? []).length > 0,
    callCentre: (logged('plans', plans) ?? []).some((p) => p.subscription_plans?.region === 'es'),
    drills: drills.map((drill) => ({
      id: drill.id,
      status: drill.status,
      startedAt: drill.started_at,
      endsAt: new Date(Date.parse(drill.started_at) + drillMinutes * 60_000).toISOString(),
      endedAt: drill.resolved_at,
      outcomeDetail: drill.outcome_detail,
      callCentreAnsweredAt: drill.claimed_at,
      acknowledgements: timelines
        .filter((step) => step.event_id === drill.id && step.kind === 'acknowledged' && step.actor_id)
        .map((step) => ({ name: names.get(step.actor_id as string) ?? '', at: step.at })),
      deliveries: notifications
        .filter((row) => row.event_id === drill.id)
        .map((row) => toDrillDelivery(row, names.get(row.recipient_user_id ?? row.recipient_contact_id ?? '') ?? '')),
    })),
  };
}
