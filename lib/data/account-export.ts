import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { allRows, type PagedQuery, type Row } from './all-rows';

type Client = SupabaseClient<Database>;

/** Columns that are ours to keep secret (token hashes, push keys, the dispatcher's leases), never exported. */
const SECRET_COLUMN = /token|hash|secret|^lease|^p256dh$|^auth$/i;

/** A row without its secret columns. */
export function withoutSecrets<T extends Row>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column))) as Partial<T>;
}

/** Every row of one query (read page by page: lib/data/all-rows.ts), without secret columns. */
async function rowsOf(label: string, query: () => PagedQuery): Promise<Row[]> {
  return (await allRows(label, query)).map(withoutSecrets);
}

/** A notification about one of the member's alarms, without the embedded alarm used to find it. */
function withoutAlarm(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'sos_events'));
}

export type AccountExport = Awaited<ReturnType<typeof buildAccountExport>>;

/**
 * Everything we hold about one member, for "download all my data" (issue 21, GDPR Article 15/20).
 * Every query names the member explicitly: row level security lets an admin read every row, so
 * RLS alone would hand an admin the whole database. What they cannot read under RLS (the Stripe
 * customer binding, contact-form messages) is not theirs to download through this client either.
 *
 * Every query is read page by page, ordered by a unique key (a member's device readings alone can
 * be ~130,000 rows), and every filter names the member rather than listing ids: a list of
 * hundreds of alarm ids in the URL would be refused as too long.
 */
export async function buildAccountExport(supabase: Client, account: { id: string; email: string | null; phone: string | null }, now = new Date()) {
  const id = account.id;
  const [
    profile,
    contacts,
    contactConsents,
    contactMessages,
    medical,
    links,
    invitations,
    events,
    timeline,
    locations,
    notificationsToMe,
    notificationsAboutMyAlarms,
    accessLog,
    questionnaire,
    registration,
    orders,
    subscriptions,
    devices,
    readings,
    pushSubscriptions,
    sessions,
    chatMessages,
    sosPreferences,
    checkIns,
    deviceNotices,
  ] = await Promise.all([
    rowsOf('profile', () => supabase.from('profiles').select('*').eq('user_id', id).order('user_id')),
    rowsOf('emergency contacts', () => supabase.from('emergency_contacts').select('*').eq('user_id', id).order('priority').order('id')),
    // Each contact's answer to being one; the link's token hash is dropped with the other secrets.
    rowsOf('emergency contact answers', () => supabase.from('emergency_contact_consents').select('*').eq('member_id', id).order('contact_id')),
    rowsOf('messages to emergency contacts', () => supabase.from('emergency_contact_messages').select('*').eq('member_id', id).order('created_at').order('id')),
    rowsOf('medical ID', () => supabase.from('medical_profiles').select('*').eq('user_id', id).order('user_id')),
    rowsOf('family links', () => supabase.from('family_links').select('*').or(`member_id.eq.${id},family_member_id.eq.${id}`).order('created_at').order('id')),
    rowsOf('invitations', () => supabase.from('family_invites').select('*').eq('member_id', id).order('created_at').order('id')),
    rowsOf('alarms', () => supabase.from('sos_events').select('*').eq('member_id', id).order('started_at').order('id')),
    rowsOf('alarm timelines', () => supabase.from('sos_timeline').select('*').eq('member_id', id).order('at').order('id')),
    rowsOf('alarm locations', () => supabase.from('sos_locations').select('*').eq('member_id', id).order('recorded_at').order('id')),
    rowsOf('notifications', () => supabase.from('notifications').select('*').eq('recipient_user_id', id).order('created_at').order('id')),
    // Who was told about the member's alarms: found through the alarm (an inner embed keeps only
    // notifications whose alarm is the member's), however many alarms there are.
    rowsOf('alarm notifications', () =>
      supabase.from('notifications').select('*, sos_events!inner(member_id)').eq('sos_events.member_id', id).order('created_at').order('id'),
    ),
    rowsOf('access log', () => supabase.from('access_log').select('*').or(`subject_id.eq.${id},reader_id.eq.${id}`).order('created_at').order('id')),
    rowsOf('questionnaire', () => supabase.from('questionnaire_responses').select('*').eq('user_id', id).order('id')),
    rowsOf('registration', () => supabase.from('registrations').select('*').eq('user_id', id).order('user_id')),
    rowsOf('orders', () => supabase.from('orders').select('*').eq('user_id', id).order('created_at').order('id')),
    rowsOf('subscriptions', () => supabase.from('subscriptions').select('*').eq('user_id', id).order('created_at').order('id')),
    rowsOf('devices', () => supabase.from('devices').select('*').eq('user_id', id).order('id')),
    rowsOf('device readings', () => supabase.from('device_readings').select('*').eq('user_id', id).order('recorded_at').order('id')),
    // The endpoint says which browser is subscribed; its keys are secrets of that browser.
    rowsOf('push subscriptions', () =>
      supabase.from('push_subscriptions').select('endpoint, language, user_agent, created_at, last_success_at').eq('user_id', id).order('endpoint'),
    ),
    rowsOf('chat sessions', () => supabase.from('chat_sessions').select('*').eq('user_id', id).order('created_at').order('id')),
    // chat_messages.user_id is the session's member on both sides of a member's conversation
    // (migration 20261121001300), so it names the member without listing their sessions.
    rowsOf('chat messages', () => supabase.from('chat_messages').select('*').eq('user_id', id).order('id')),
    rowsOf('SOS preferences', () => supabase.from('sos_preferences').select('*').eq('member_id', id).order('member_id')),
    // The member's check-ins (their codes stay hashed in a table nobody reads) and the silence watch's notices.
    rowsOf('check-ins', () => supabase.from('check_ins').select('*').eq('member_id', id).order('created_at').order('id')),
    rowsOf('device notices', () => supabase.from('device_notices').select('*').eq('member_id', id).order('opened_at').order('id')),
  ]);

  const seen = new Set(notificationsToMe.map((row) => row.id));
  return {
    format: 'ice-sos-account-export',
    version: 1,
    exported_at: now.toISOString(),
    account: { id, email: account.email, phone: account.phone },
    profile: profile[0] ?? null,
    emergency_contacts: contacts,
    emergency_contact_answers: contactConsents,
    messages_to_emergency_contacts: contactMessages,
    medical_id: medical[0] ?? null,
    family_links: {
      i_share_with: links.filter((link) => link.member_id === id),
      shared_with_me: links.filter((link) => link.family_member_id === id),
    },
    invitations_sent: invitations,
    alarms: events,
    alarm_timelines: timeline,
    alarm_locations: locations,
    notifications: [...notificationsToMe, ...notificationsAboutMyAlarms.map(withoutAlarm).filter((row) => !seen.has(row.id))],
    access_log: {
      about_me: accessLog.filter((entry) => entry.subject_id === id),
      my_reads: accessLog.filter((entry) => entry.reader_id === id && entry.subject_id !== id),
    },
    questionnaire,
    registration: registration[0] ?? null,
    orders,
    subscriptions,
    devices,
    device_readings: readings,
    push_subscriptions: pushSubscriptions,
    chat: { sessions, messages: chatMessages },
    sos_preferences: sosPreferences[0] ?? null,
    check_ins: checkIns,
    device_notices: deviceNotices,
  };
}
