import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/lib/database.types';
import { contactChannels } from '@/lib/sos/contact-channels';
import { DEFAULT_GRACE_SECONDS } from '@/lib/sos/grace';
import { getFamilyReceivingAlerts } from './family';

/**
 * Reads for the SOS screens, each taking the client as a parameter so server components (cookie
 * client) and live client components (browser client) share them. RLS decides what each sees.
 */
type Client = SupabaseClient<Database>;

export type SosEvent = Tables<'sos_events'>;
export type SosTimelineStep = Tables<'sos_timeline'>;
export type SosNotification = Pick<
  Tables<'notifications'>,
  'id' | 'event_id' | 'channel' | 'kind' | 'status' | 'attempts' | 'last_error' | 'recipient_user_id' | 'recipient_contact_id' | 'created_at' | 'sent_at' | 'delivered_at' | 'failed_at'
>;
export type LinkedPerson = { userId: string; name: string };
export type AlertRecipient = { id: string; name: string; channels: ('email' | 'sms')[] };

export const OPEN_STATUSES = ['active', 'acknowledged'] as const;
export const isOpen = (event: Pick<SosEvent, 'status'>) => event.status === 'active' || event.status === 'acknowledged';

/**
 * A PostgREST `or` filter for the member's own reads of their alarms: a silent alarm (raised by a
 * check-in's duress code) is left out while it is open, so whoever forced the member to check in
 * sees nothing on their screens (docs/product.md#check-in). Once it has ended it shows in the
 * history like any other.
 */
export const HIDE_OPEN_SILENT_ALARMS = 'silent.eq.false,status.in.(resolved,cancelled,false_alarm)';

export const NOTIFICATION_COLUMNS =
  'id, event_id, channel, kind, status, attempts, last_error, recipient_user_id, recipient_contact_id, created_at, sent_at, delivered_at, failed_at';

function logged<T>(what: string, result: { data: T | null; error: unknown }): T | null {
  if (result.error) console.warn(`SOS: reading ${what} failed`, result.error);
  return result.data;
}

/** One alarm, as the caller may see it; throws when the read fails so a live view keeps what it had. */
export async function getSosEvent(supabase: Client, eventId: string): Promise<SosEvent | null> {
  const { data, error } = await supabase.from('sos_events').select('*').eq('id', eventId).maybeSingle();
  if (error) throw error;
  return data;
}

/** One alarm's timeline, oldest step first; throws when the read fails (see getSosEvent). */
export async function getSosTimeline(supabase: Client, eventId: string): Promise<SosTimelineStep[]> {
  const { data, error } = await supabase.from('sos_timeline').select('*').eq('event_id', eventId).order('id');
  if (error) throw error;
  return data;
}

/** The timeline of some events, oldest step first. */
export async function getSosTimelines(supabase: Client, eventIds: string[]): Promise<SosTimelineStep[]> {
  if (eventIds.length === 0) return [];
  const result = await supabase.from('sos_timeline').select('*').in('event_id', eventIds).order('id');
  return logged('timelines', result) ?? [];
}

/** Notifications about one alarm (the member's receipt). */
export async function getSosNotifications(supabase: Client, eventId: string): Promise<SosNotification[]> {
  const result = await supabase.from('notifications').select(NOTIFICATION_COLUMNS).eq('event_id', eventId).order('created_at');
  return logged('notifications', result) ?? [];
}

export type SosPosition = { latitude: number; longitude: number; accuracy: number | null; recordedAt: string };

/**
 * The alarm's latest position through get_sos_location, which checks the caller's right to see it
 * (the member, family per location_access, the call centre) and writes the read to access_log.
 * null when there is no position yet; throws when the read is refused or fails.
 */
export async function getSosLocation(supabase: Client, eventId: string): Promise<SosPosition | null> {
  const { data, error } = await supabase.rpc('get_sos_location', { event_id: eventId });
  if (error) throw error;
  const row = data?.[0];
  return row ? { latitude: row.latitude, longitude: row.longitude, accuracy: row.accuracy, recordedAt: row.recorded_at } : null;
}

/** Who said "I'm on it" for an alarm (user ids, first one first, each once). */
export async function getAcknowledgers(supabase: Client, eventId: string): Promise<string[]> {
  const result = await supabase.from('sos_timeline').select('actor_id').eq('event_id', eventId).eq('kind', 'acknowledged').order('id');
  const steps = logged('acknowledgements', result) ?? [];
  return [...new Set(steps.map((s) => s.actor_id).filter((id): id is string => Boolean(id)))];
}

/** People linked with the caller (both directions), by user id, from get_linked_profiles. */
export async function getLinkedNames(supabase: Client): Promise<LinkedPerson[]> {
  const result = await supabase.rpc('get_linked_profiles');
  return (logged('linked profiles', result) ?? []).map((p) => ({ userId: p.user_id, name: p.full_name?.trim() || '' }));
}

export type SosHome = {
  memberName: string;
  plan: { name: string; region: string | null } | null;
  protectedNow: boolean;
  pendant: { name: string; battery: number | null; lastConnectedAt: string | null } | null;
  graceSeconds: number;
  family: LinkedPerson[];
  contacts: AlertRecipient[];
  openEvent: SosEvent | null;
  history: SosEvent[];
  timelines: SosTimelineStep[];
};

const HISTORY = 20;

/** Everything /sos shows, read in parallel as the member under RLS. */
export async function getSosHome(supabase: Client, memberId: string): Promise<SosHome> {
  const [profile, subscriptions, devices, preferences, links, linked, contacts, history] = await Promise.all([
    supabase.from('profiles').select('full_name').eq('user_id', memberId).maybeSingle(),
    supabase
      .from('subscriptions')
      .select('status, subscription_plans(name, region, sort_order)')
      .eq('user_id', memberId)
      .in('status', ['active', 'trialing']),
    supabase.from('devices').select('name, battery, last_connected_at').eq('user_id', memberId).eq('kind', 'pendant').limit(1),
    supabase.from('sos_preferences').select('grace_seconds').eq('member_id', memberId).maybeSingle(),
    getFamilyReceivingAlerts(supabase, memberId),
    getLinkedNames(supabase),
    supabase.from('emergency_contacts').select('id, name, channels, email, phone').eq('user_id', memberId).order('priority').order('created_at'),
    supabase
      .from('sos_events')
      .select('*')
      .eq('member_id', memberId)
      .or(HIDE_OPEN_SILENT_ALARMS)
      .order('started_at', { ascending: false })
      .limit(HISTORY),
  ]);

  const plans = (logged('subscriptions', subscriptions) ?? [])
    .map((s) => s.subscription_plans)
    .filter((p): p is NonNullable<typeof p> => Boolean(p));
  // A regional (call centre) plan says more about who answers than the global one.
  const plan = plans.find((p) => p.region && p.region !== 'global') ?? plans[0] ?? null;
  const names = new Map(linked.map((p) => [p.userId, p.name]));
  const events = logged('history', history) ?? [];
  const device = logged('devices', devices)?.[0] ?? null;

  return {
    memberName: logged('profile', profile)?.full_name ?? '',
    plan: plan ? { name: plan.name, region: plan.region && plan.region !== 'global' ? plan.region : null } : null,
    protectedNow: plans.length > 0,
    pendant: device ? { name: device.name, battery: device.battery, lastConnectedAt: device.last_connected_at } : null,
    graceSeconds: logged('preferences', preferences)?.grace_seconds ?? DEFAULT_GRACE_SECONDS,
    family: links.map((userId) => ({ userId, name: names.get(userId) ?? '' })),
    contacts: (logged('emergency contacts', contacts) ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      channels: contactChannels(c.channels).filter((ch) => (ch === 'email' ? Boolean(c.email) : Boolean(c.phone))),
    })),
    openEvent: events.find(isOpen) ?? null,
    history: events,
    timelines: await getSosTimelines(supabase, events.map((e) => e.id)),
  };
}
