import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/lib/database.types';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { deliverMessage } from './channels';
import { contactChannels } from '@/lib/sos/contact-channels';
import { afterFailedAttempt } from './retry';
import { composeSosMessage, type SosMessageKind } from './sos-message';

/**
 * The SOS fan-out, run on the server with the service role (never from a browser):
 *   1. family with receive_sos_alerts get an in-app notification row at once (the alert itself
 *      reaches them through realtime on sos_events; the row is their line on the receipt);
 *   2. once an alarm's grace is over, the database hands it to exactly one sweeper
 *      (claim_due_sos_dispatches) and every emergency contact gets one queued row per channel;
 *   3. queued e-mail/SMS rows are leased (claim_due_notifications), sent through the adapters and
 *      marked sent, or retried with back-off, or failed after the last attempt; each outcome is a
 *      step on sos_timeline.
 * Every step is idempotent, so any number of sweeps may run, from anywhere, at any time.
 */
type Admin = SupabaseClient<Database>;
type SosEvent = Tables<'sos_events'>;

function fail(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what}: ${error.message}`);
}

async function memberName(admin: Admin, memberId: string): Promise<string> {
  const { data } = await admin.from('profiles').select('full_name').eq('user_id', memberId).maybeSingle();
  return data?.full_name?.trim() || 'ICE SOS member';
}

/** In-app rows for every family member or carer whose live link grants SOS alerts. */
export async function queueFamilyInAppAlerts(admin: Admin, event: SosEvent): Promise<void> {
  // Which links are live (active, not expired) is decided by the database: see
  // public.family_link_is_live (docs/product.md#rules).
  const { data: links, error } = await admin.rpc('sos_alert_recipients', { member: event.member_id });
  fail('reading family links', error);
  const kind: SosMessageKind = event.source === 'test' ? 'test_alert' : 'sos_alert';
  const recipients = (links ?? []).map((l) => l.family_member_id);
  if (recipients.length === 0) return;
  const name = await memberName(admin, event.member_id);
  // The member's page and each family page may get here at once: the function skips whoever has
  // been told already, under a lock per alarm, so nobody is alerted twice.
  const { error: insertError } = await admin.rpc('queue_family_alerts', {
    alert_event_id: event.id,
    alert_kind: kind,
    alert_title: kind === 'test_alert' ? `TEST: ${name}` : `SOS: ${name}`,
    recipient_ids: recipients,
  });
  fail('queueing in-app alerts', insertError);
}

/** The family member's app showed the alert: their in-app row becomes delivered (receipt timing). */
export async function markInAppDelivered(admin: Admin, event: SosEvent, familyMemberId: string): Promise<void> {
  const { data, error } = await admin
    .from('notifications')
    .update({ status: 'delivered', delivered_at: new Date().toISOString() })
    .eq('event_id', event.id)
    .eq('recipient_user_id', familyMemberId)
    .eq('channel', 'in_app')
    .is('delivered_at', null)
    .select('id');
  fail('marking an in-app alert delivered', error);
  for (const row of data ?? []) {
    await admin.from('sos_timeline').insert({
      event_id: event.id,
      member_id: event.member_id,
      kind: 'delivered',
      actor_id: familyMemberId,
      details: { channel: 'in_app', notification_id: row.id },
    });
  }
}

async function latestPosition(admin: Admin, eventId: string) {
  const { data } = await admin
    .from('sos_locations')
    .select('latitude, longitude')
    .eq('event_id', eventId)
    .order('recorded_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle();
  return data ?? null;
}

/** One queued row per emergency contact and channel, texts in the contact's language. */
async function queueContactMessages(
  admin: Admin,
  event: SosEvent,
  kind: SosMessageKind,
  outcome?: 'resolved' | 'cancelled' | 'false_alarm',
  onlyContactIds?: Set<string>,
): Promise<number> {
  const { data: contacts, error } = await admin
    .from('emergency_contacts')
    .select('id, name, email, phone, language, channels, priority, created_at')
    .eq('user_id', event.member_id)
    .order('priority')
    .order('created_at');
  fail('reading emergency contacts', error);
  const chosen = (contacts ?? []).filter((c) => !onlyContactIds || onlyContactIds.has(c.id));
  if (chosen.length === 0) return 0;
  const [name, position] = await Promise.all([memberName(admin, event.member_id), latestPosition(admin, event.id)]);
  const rows = chosen.flatMap((contact) => {
    const language: Locale = isLocale(contact.language) ? contact.language : 'en';
    const text = composeSosMessage({ kind, language, memberName: name, startedAt: event.started_at, position, outcome });
    const channels = contactChannels(contact.channels);
    const targets = [
      channels.includes('email') && contact.email ? { channel: 'email' as const, address: contact.email } : null,
      channels.includes('sms') && contact.phone ? { channel: 'sms' as const, address: contact.phone } : null,
    ].filter((target) => target !== null);
    return targets.map((target) => ({
      event_id: event.id,
      recipient_contact_id: contact.id,
      recipient_address: target.address,
      channel: target.channel,
      kind,
      title: text.subject,
      body: text.body,
      status: 'queued' as const,
    }));
  });
  // Called once per alarm (after its claim) and once per end (end_sos succeeds once): no repeats.
  const { error: insertError } = await admin.from('notifications').insert(rows);
  fail('queueing contact notifications', insertError);
  return rows.length;
}

/** Sends every due e-mail/SMS once; returns how many were attempted. */
export async function deliverDueNotifications(admin: Admin): Promise<number> {
  const { data: due, error } = await admin.rpc('claim_due_notifications', { max_rows: 100 });
  fail('claiming due notifications', error);
  const rows = due ?? [];
  await Promise.all(rows.map((row) => deliverOne(admin, row)));
  return rows.length;
}

async function deliverOne(admin: Admin, row: Tables<'notifications'>): Promise<void> {
  if ((row.channel !== 'email' && row.channel !== 'sms') || !row.recipient_address) return;
  const attempts = row.attempts + 1;
  let outcome: Database['public']['Tables']['notifications']['Update'];
  let step: { kind: 'notified' | 'failed'; error?: string } | null = null;
  try {
    await deliverMessage({ channel: row.channel, to: row.recipient_address, subject: row.title ?? '', body: row.body ?? '' });
    outcome = { status: 'sent', attempts, sent_at: new Date().toISOString(), next_attempt_at: null, last_error: null };
    step = { kind: 'notified' };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const next = afterFailedAttempt(attempts, Date.now());
    outcome =
      next.status === 'failed'
        ? { status: 'failed', attempts, failed_at: new Date().toISOString(), next_attempt_at: null, last_error: message }
        : { status: 'queued', attempts, next_attempt_at: next.nextAttemptAt, last_error: message };
    if (next.status === 'failed') step = { kind: 'failed', error: message };
    console.warn(`SOS notification ${row.id} (${row.channel}) attempt ${attempts} failed: ${message}`);
  }
  const { error } = await admin.from('notifications').update(outcome).eq('id', row.id);
  fail('recording a delivery attempt', error);
  if (step && row.event_id) {
    const { data: event } = await admin.from('sos_events').select('member_id').eq('id', row.event_id).maybeSingle();
    if (event) {
      await admin.from('sos_timeline').insert({
        event_id: row.event_id,
        member_id: event.member_id,
        kind: step.kind,
        details: { channel: row.channel, notification_id: row.id, notice: row.kind, ...(step.error ? { error: step.error.slice(0, 300) } : {}) },
      });
    }
  }
}

/**
 * One sweep: take every alarm whose grace is over (once, atomically), queue its contacts, and send
 * whatever is due, retries included. Safe to call as often as anyone likes.
 */
export async function runSosSweep(admin: Admin): Promise<{ dispatched: number; attempted: number }> {
  const { data: claimed, error } = await admin.rpc('claim_due_sos_dispatches', { max_events: 50 });
  fail('claiming due SOS dispatches', error);
  for (const event of claimed ?? []) {
    await queueContactMessages(admin, event, event.source === 'test' ? 'test_alert' : 'sos_alert');
  }
  const attempted = await deliverDueNotifications(admin);
  return { dispatched: (claimed ?? []).length, attempted };
}

/**
 * After an alarm ends: contacts who were already alerted are told how it ended ("… is safe",
 * "… was a mistake"). Contacts never alerted (cancelled inside the grace) hear nothing.
 */
export async function queueEndedNotices(admin: Admin, event: SosEvent): Promise<void> {
  if (event.status !== 'resolved' && event.status !== 'cancelled' && event.status !== 'false_alarm') return;
  const { data, error } = await admin
    .from('notifications')
    .select('recipient_contact_id')
    .eq('event_id', event.id)
    .in('kind', ['sos_alert', 'test_alert'])
    .in('channel', ['email', 'sms'])
    .not('recipient_contact_id', 'is', null);
  fail('reading who was alerted', error);
  const alerted = new Set((data ?? []).map((r) => r.recipient_contact_id).filter((id): id is string => Boolean(id)));
  if (alerted.size === 0) return;
  await queueContactMessages(admin, event, 'sos_ended', event.status, alerted);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Keeps one alarm moving for up to `budgetMs`: waits out its grace, sweeps, then keeps sweeping
 * while its e-mails/SMS wait for a retry. Runs after the response (next/server `after`), so the
 * member's tab may close; what it does not finish, the next sweep from anywhere picks up.
 */
export async function driveSosDispatch(admin: Admin, eventId: string, budgetMs = 45_000): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    const { data: event } = await admin
      .from('sos_events')
      .select('contacts_due_at, contacts_dispatched_at, status')
      .eq('id', eventId)
      .maybeSingle();
    if (!event) return;
    const open = event.status === 'active' || event.status === 'acknowledged';
    if (!event.contacts_dispatched_at && open && event.contacts_due_at) {
      const wait = Date.parse(event.contacts_due_at) - Date.now();
      if (wait > 0) await sleep(Math.min(wait + 20, deadline - Date.now()));
    }
    await runSosSweep(admin);

    const { data: waiting } = await admin
      .from('notifications')
      .select('next_attempt_at')
      .eq('event_id', eventId)
      .eq('status', 'queued')
      .in('channel', ['email', 'sms'])
      .order('next_attempt_at', { ascending: true, nullsFirst: true })
      .limit(1);
    const next = waiting?.[0];
    const undispatchedOpen = open && !event.contacts_dispatched_at;
    if (!next && !undispatchedOpen) return;
    const nextAt = next?.next_attempt_at ? Date.parse(next.next_attempt_at) : Date.now() + 200;
    await sleep(Math.max(50, Math.min(nextAt - Date.now(), deadline - Date.now())));
  }
}
