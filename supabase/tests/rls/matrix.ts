/**
 * The RLS matrix as data: for every table, which personas may select, insert, update and delete the
 * member's row. A persona not listed must be refused. Read it as a table of who-may-do-what; the
 * runner (rls-matrix.test.ts) turns every cell into a test.
 *
 * Family personas each hold ONE permission (familyAlerts: receive_sos_alerts, familyLocation:
 * location always, familyMedical, familyDevices, familyActivity); expiredCarer and pausedFamily hold
 * all of them on a link that is expired or paused, so they must be refused everywhere.
 */
import { createHash, randomUUID } from 'node:crypto';
import { serviceClient } from '../helpers';
import { must, PERSONAL_PLAN_ID, type Persona } from './support';
import { PENDANT_PRODUCT_ID, type World } from './world';

type Row = Record<string, unknown>;
type Filter = Record<string, string | number>;

export interface InsertCell {
  allow: Persona[];
  /** The row the persona tries to write into the member's data; `marker` makes it findable. */
  row: (w: World, persona: Persona, marker: string) => Row;
  /** Column holding the marker (default `name`). */
  markerColumn?: string;
  /** Turns the marker into a valid value for markerColumn (e.g. a key or a timestamp). */
  marker?: (n: number) => string;
  /** Runs before the attempt (e.g. clear a one-per-member row) and `restore` after it. */
  prepare?: (w: World) => Promise<void>;
  restore?: (w: World) => Promise<void>;
}

export interface UpdateCell {
  allow: Persona[];
  /** A change that differs on every attempt `n`. */
  change: (n: number) => Row;
}

export interface DeleteCell {
  allow: Persona[];
  /** A row of the member the persona tries to delete, created fresh for the attempt (service role). */
  disposable: (w: World, persona: Persona) => Promise<Filter>;
  /** Puts back a row that cannot simply be recreated (default: delete leftovers). */
  restore?: (w: World, target: Filter) => Promise<void>;
}

export interface TableSpec {
  table: string;
  /** Shown in test names when one table has several specs (e.g. inactive rows). */
  label?: string;
  /** The member's row the persona aims at. */
  target: (w: World) => Filter;
  select: Persona[];
  insert?: InsertCell;
  update?: UpdateCell;
  delete?: DeleteCell;
}

const service = () => serviceClient();
const text = (n: number) => `attempt ${n}`;
const key = (n: number) => `rls_marker_${n}_${randomUUID().slice(0, 8)}`;
const timestamp = (n: number) => new Date(Date.UTC(2001, 0, 1) + n * 1000).toISOString();
const cycle = <T>(values: T[], n: number) => values[n % values.length];
const tokenHash = () => createHash('sha256').update(randomUUID()).digest('hex');

/** Creates a row with the service role and returns its id filter. */
async function serviceRow(table: string, row: Row, idColumn = 'id'): Promise<Filter> {
  const data = must(await service().from(table).insert(row).select(idColumn).single(), `disposable ${table}`) as Row;
  return { [idColumn]: data[idColumn] as string };
}

const MEMBER_AND_ADMIN: Persona[] = ['member', 'admin'];
const EVERYONE: Persona[] = [
  'anon', 'member', 'otherMember', 'familyAlerts', 'familyLocation', 'familyMedical',
  'familyDevices', 'familyActivity', 'expiredCarer', 'pausedFamily', 'admin',
];
/** Who sees an open SOS: the member, family with alerts or activity, admins. */
const SOS_READERS: Persona[] = ['member', 'familyAlerts', 'familyActivity', 'admin'];

export const MATRIX: TableSpec[] = [
  {
    table: 'profiles',
    target: (w) => ({ user_id: w.memberId }),
    select: MEMBER_AND_ADMIN,
    // Profiles come from the sign-up trigger: the member's exists, so nobody can add another.
    insert: { allow: [], row: (w, _p, marker) => ({ user_id: w.memberId, full_name: marker }), markerColumn: 'full_name' },
    update: { allow: MEMBER_AND_ADMIN, change: (n) => ({ full_name: text(n) }) },
    delete: {
      allow: ['admin'],
      // The member aims at their own profile (refused: accounts close through auth); everyone
      // else at a fresh victim's, so the admin's allowed delete never removes the cast.
      disposable: async (w, persona) =>
        persona === 'member' ? { user_id: w.memberId } : { user_id: (await w.cast.bystander()).user.id },
      // Never clean up by deleting: the member's own profile must survive their refused attempt.
      restore: async () => undefined,
    },
  },
  {
    table: 'products',
    target: (w) => ({ id: w.ids.product }),
    select: EVERYONE,
    insert: { allow: ['admin'], row: (_w, _p, marker) => ({ name: marker, price: 1 }) },
    update: { allow: ['admin'], change: (n) => ({ description: text(n) }) },
    delete: { allow: ['admin'], disposable: () => serviceRow('products', { name: 'disposable', price: 1 }) },
  },
  {
    table: 'subscription_plans',
    target: (w) => ({ id: w.ids.plan }),
    select: EVERYONE,
    insert: { allow: ['admin'], row: (_w, _p, marker) => ({ name: marker, price: 1 }) },
    update: { allow: ['admin'], change: (n) => ({ description: text(n) }) },
    delete: { allow: ['admin'], disposable: () => serviceRow('subscription_plans', { name: 'disposable', price: 1 }) },
  },
  { table: 'subscription_plans', label: 'inactive plan', target: (w) => ({ id: w.ids.inactivePlan }), select: ['admin'] },
  {
    table: 'regional_services',
    target: (w) => ({ id: w.ids.regionalService }),
    select: EVERYONE,
    insert: { allow: ['admin'], row: (_w, _p, marker) => ({ name: marker, price: 1, region: 'nl' }) },
    update: { allow: ['admin'], change: (n) => ({ description: text(n) }) },
    delete: { allow: ['admin'], disposable: () => serviceRow('regional_services', { name: 'disposable', price: 1, region: 'nl' }) },
  },
  {
    table: 'regional_services',
    label: 'inactive service',
    target: (w) => ({ id: w.ids.inactiveRegionalService }),
    select: ['admin'],
  },
  {
    table: 'site_content',
    target: (w) => ({ key: w.ids.siteContentKey }),
    select: EVERYONE,
    insert: { allow: ['admin'], row: (_w, _p, marker) => ({ key: marker, value: {} }), markerColumn: 'key', marker: key },
    // Version 1: the world's row is written once by the service role; only the admin's update lands (ICE73 without a base version).
    update: { allow: ['admin'], change: (n) => ({ value: { attempt: n }, base_version: 1 }) },
    delete: { allow: ['admin'], disposable: () => serviceRow('site_content', { key: key(0), value: {} }, 'key') },
  },
  {
    table: 'subscriptions',
    target: (w) => ({ id: w.ids.subscription }),
    select: MEMBER_AND_ADMIN,
    insert: {
      allow: ['admin'],
      row: (w, _p, marker) => ({ user_id: w.memberId, plan_id: PERSONAL_PLAN_ID, status: 'active', provider: 'manual', provider_reference: marker }),
      markerColumn: 'provider_reference',
    },
    update: { allow: ['admin'], change: (n) => ({ provider_reference: text(n) }) },
    delete: {
      allow: ['admin'],
      disposable: (w) => serviceRow('subscriptions', { user_id: w.memberId, plan_id: PERSONAL_PLAN_ID, status: 'canceled', provider: 'manual' }),
    },
  },
  {
    table: 'orders',
    target: (w) => ({ id: w.ids.order }),
    select: MEMBER_AND_ADMIN,
    insert: {
      allow: ['admin'],
      row: (w, _p, marker) => ({ user_id: w.memberId, product_id: PENDANT_PRODUCT_ID, unit_price: 1, currency: 'EUR', total: 1, provider: 'manual', provider_reference: marker }),
      markerColumn: 'provider_reference',
    },
    update: { allow: ['admin'], change: (n) => ({ shipping_address: text(n) }) },
    delete: {
      allow: ['admin'],
      disposable: (w) => serviceRow('orders', { user_id: w.memberId, product_id: PENDANT_PRODUCT_ID, unit_price: 1, currency: 'EUR', total: 1, provider: 'manual' }),
    },
  },
  {
    table: 'emergency_contacts',
    target: (w) => ({ id: w.ids.contact }),
    select: MEMBER_AND_ADMIN,
    insert: { allow: ['member'], row: (w, _p, marker) => ({ user_id: w.memberId, name: marker, phone: '+34600000000' }) },
    update: { allow: ['member'], change: (n) => ({ name: text(n) }) },
    delete: { allow: ['member'], disposable: (w) => serviceRow('emergency_contacts', { user_id: w.memberId, name: 'disposable', phone: '+34600000000' }) },
  },
  {
    table: 'medical_profiles',
    target: (w) => ({ user_id: w.memberId }),
    // Nobody else, admins included: they read through get_member_medical_profile (logged).
    select: ['member'],
    insert: {
      allow: ['member'],
      row: (w, _p, marker) => ({ user_id: w.memberId, notes: marker }),
      markerColumn: 'notes',
      prepare: async (w) => void (await service().from('medical_profiles').delete().eq('user_id', w.memberId)),
      restore: (w) => restoreMedicalProfile(w),
    },
    update: { allow: ['member'], change: (n) => ({ notes: text(n) }) },
    delete: {
      allow: ['member'],
      disposable: async (w) => {
        await restoreMedicalProfile(w);
        return { user_id: w.memberId };
      },
      restore: (w) => restoreMedicalProfile(w),
    },
  },
  {
    table: 'devices',
    target: (w) => ({ id: w.ids.device }),
    select: ['member', 'familyDevices', 'admin'],
    insert: { allow: ['member'], row: (w, _p, marker) => ({ user_id: w.memberId, name: marker }) },
    update: { allow: ['member'], change: (n) => ({ battery: n % 100 }) },
    delete: { allow: ['member'], disposable: (w) => serviceRow('devices', { user_id: w.memberId, name: 'disposable' }) },
  },
  {
    table: 'family_links',
    label: 'the link to familyAlerts',
    target: (w) => ({ id: w.ids.link }),
    select: ['member', 'familyAlerts', 'admin'],
    // Links come from accepted invitations; only admins insert directly.
    insert: {
      allow: ['admin'],
      row: (w, _p, marker) => ({ member_id: w.memberId, family_member_id: w.cast.users.otherMember.user.id, relationship: marker }),
      markerColumn: 'relationship',
    },
    // familyAlerts may only leave (status revoked), not edit, so this edit is refused for them.
    update: { allow: MEMBER_AND_ADMIN, change: (n) => ({ relationship: text(n) }) },
    delete: {
      allow: MEMBER_AND_ADMIN,
      disposable: (w) => serviceRow('family_links', { member_id: w.memberId, family_member_id: w.cast.users.otherMember.user.id, relationship: 'disposable' }),
    },
  },
  {
    table: 'family_invites',
    target: (w) => ({ id: w.ids.invite }),
    select: MEMBER_AND_ADMIN,
    // Only create_family_invite writes one, with its checks and its daily limit of e-mails.
    insert: {
      allow: [],
      row: (w, _p, marker) => ({ member_id: w.memberId, email: 'someone@example.com', token_hash: tokenHash(), relationship: marker }),
      markerColumn: 'relationship',
    },
    update: { allow: ['member'], change: (n) => ({ relationship: text(n) }) },
    delete: {
      allow: ['member'],
      disposable: (w) => serviceRow('family_invites', { member_id: w.memberId, email: 'someone@example.com', token_hash: tokenHash() }),
    },
  },
  {
    table: 'access_log',
    label: "familyMedical's read of the medical profile",
    target: (w) => ({ id: w.ids.accessLog }),
    // The person it is about, the reader, and admins. Written only by the definer functions.
    select: ['member', 'familyMedical', 'admin'],
    insert: {
      allow: [],
      row: (w, _p, marker) => ({ subject_id: w.memberId, resource: 'medical_profile', reader_capacity: 'family', created_at: marker }),
      markerColumn: 'created_at',
      marker: timestamp,
    },
    update: { allow: [], change: (n) => ({ reader_capacity: cycle(['carer', 'admin', 'family'], n) }) },
    delete: {
      allow: [],
      disposable: (w) => serviceRow('access_log', { subject_id: w.memberId, resource: 'location', reader_capacity: 'family' }),
    },
  },
  {
    table: 'sos_events',
    label: 'an open SOS',
    target: (w) => ({ id: w.ids.event }),
    select: SOS_READERS,
    // Only raise_sos / acknowledge_sos / end_sos write events.
    insert: { allow: [], row: (w, _p, marker) => ({ member_id: w.memberId, client_request_id: marker }), markerColumn: 'client_request_id' },
    update: { allow: [], change: (n) => ({ battery: n % 100 }) },
    delete: { allow: [], disposable: (w) => serviceRow('sos_events', { member_id: w.memberId, client_request_id: key(0) }) },
  },
  {
    table: 'sos_events',
    label: 'an SOS resolved two days ago',
    target: (w) => ({ id: w.ids.oldEvent }),
    select: ['member', 'familyActivity', 'admin'],
  },
  {
    table: 'sos_locations',
    target: (w) => ({ id: w.ids.location }),
    // Positions: the member only. Everyone else through get_sos_location (checked and logged).
    select: ['member'],
    insert: {
      allow: ['member'],
      row: (w, _p, marker) => ({ event_id: w.ids.event, member_id: w.memberId, latitude: 1, longitude: 1, accuracy: Number(marker) }),
      markerColumn: 'accuracy',
      marker: (n) => String(1000 + n),
    },
    update: { allow: [], change: (n) => ({ accuracy: n }) },
    delete: {
      allow: [],
      disposable: (w) => serviceRow('sos_locations', { event_id: w.ids.event, member_id: w.memberId, latitude: 2, longitude: 2 }),
    },
  },
  {
    table: 'sos_timeline',
    label: 'a step of an open SOS',
    target: (w) => ({ id: w.ids.timeline }),
    select: SOS_READERS,
    insert: {
      allow: [],
      row: (w, _p, marker) => ({ event_id: w.ids.event, member_id: w.memberId, kind: 'call_centre_note', note: marker }),
      markerColumn: 'note',
    },
    update: { allow: [], change: (n) => ({ note: text(n) }) },
    delete: {
      allow: [],
      disposable: (w) => serviceRow('sos_timeline', { event_id: w.ids.event, member_id: w.memberId, kind: 'call_centre_note', note: 'disposable' }),
    },
  },
  {
    table: 'sos_timeline',
    label: 'a step of an SOS resolved two days ago',
    target: (w) => ({ id: w.ids.oldTimeline }),
    select: ['member', 'familyActivity', 'admin'],
  },
  {
    table: 'notifications',
    label: "familyAlerts' in-app alert",
    target: (w) => ({ id: w.ids.notification }),
    // The recipient, the member whose SOS it is about (their receipt), admins.
    select: ['member', 'familyAlerts', 'admin'],
    insert: {
      allow: [],
      row: (w, _p, marker) => ({ event_id: w.ids.event, recipient_user_id: w.memberId, channel: 'in_app', title: marker }),
      markerColumn: 'title',
    },
    update: { allow: ['familyAlerts'], change: (n) => ({ read_at: timestamp(n) }) },
    delete: {
      allow: [],
      // kind: a probe of its own, since raise_sos already wrote this family member's sos_alert row (one per kind).
      disposable: (w) => serviceRow('notifications', { event_id: w.ids.event, recipient_user_id: w.cast.users.familyAlerts.user.id, channel: 'in_app', kind: 'rls_probe' }),
    },
  },
  {
    table: 'check_ins',
    label: 'a running check-in',
    target: (w) => ({ id: w.ids.checkIn }),
    // The member; family who may see device status or where they always are; admins.
    select: ['member', 'familyLocation', 'familyDevices', 'admin'],
    // Only start_check_in / check_in_safe / extend_check_in / cancel_check_in write check-ins.
    insert: {
      allow: [],
      row: (w, _p, marker) => ({
        member_id: w.memberId, client_request_id: marker, due_at: timestamp(1), grace_minutes: 0, alarm_at: timestamp(1), remind_at: timestamp(0), status: 'cancelled',
      }),
      markerColumn: 'client_request_id',
    },
    update: { allow: [], change: (n) => ({ note: text(n) }) },
    delete: {
      allow: [],
      disposable: (w) =>
        serviceRow('check_ins', { member_id: w.memberId, client_request_id: key(0), due_at: timestamp(1), grace_minutes: 0, alarm_at: timestamp(1), remind_at: timestamp(0), status: 'cancelled' }),
    },
  },
  {
    table: 'device_notices',
    label: "a notice about the member's pendant",
    target: (w) => ({ id: w.ids.deviceNotice }),
    select: ['member', 'familyDevices', 'admin'],
    // Only the device watch (service role) writes notices.
    insert: {
      allow: [],
      row: (w, _p, marker) => ({ member_id: w.memberId, device_id: w.ids.device, kind: 'device_silent', details: { marker } }),
      markerColumn: 'opened_at',
      marker: (n) => timestamp(n),
    },
    update: { allow: [], change: (n) => ({ cleared_at: timestamp(n) }) },
    delete: {
      allow: [],
      disposable: (w) => serviceRow('device_notices', { member_id: w.memberId, device_id: w.ids.device, kind: 'device_silent', cleared_at: timestamp(2) }),
    },
  },
  {
    table: 'protection_digests',
    label: "when the member's weekly protection e-mail was last considered",
    target: (w) => ({ member_id: w.memberId }),
    // Service role only (run_protection_digest): not even the member reads it.
    select: [],
    // One row per member: the attempts clear the world's row first and put it back after.
    insert: {
      allow: [],
      row: (w, _p, marker) => ({ member_id: w.memberId, sent_at: marker, missing: [] }),
      markerColumn: 'sent_at',
      marker: (n) => timestamp(n),
      prepare: async (w) => void (await service().from('protection_digests').delete().eq('member_id', w.memberId)),
      restore: (w) => restoreProtectionDigest(w),
    },
    update: { allow: [], change: (n) => ({ sent_at: timestamp(n) }) },
    delete: {
      allow: [],
      disposable: async (w) => ({ member_id: w.memberId }),
      restore: (w) => restoreProtectionDigest(w),
    },
  },
  {
    table: 'status_incidents',
    label: "the status page's incident",
    target: (w) => ({ id: w.ids.statusIncident }),
    // Public: the status page shows them to everyone, signed out too.
    select: EVERYONE,
    // Admins write only through open_status_incident / post_status_incident_update (checked, audited).
    insert: { allow: [], row: (_w, _p, marker) => ({ title: marker, impact: 'minor', components: ['website'] }), markerColumn: 'title' },
    update: { allow: [], change: (n) => ({ title: text(n) }) },
    delete: { allow: [], disposable: () => serviceRow('status_incidents', { title: 'disposable', impact: 'minor', components: ['website'] }) },
  },
  {
    table: 'status_incident_updates',
    label: "an update of the status page's incident",
    target: (w) => ({ id: w.ids.statusIncidentUpdate }),
    select: EVERYONE,
    insert: {
      allow: [],
      row: (w, _p, marker) => ({ incident_id: w.ids.statusIncident, status: 'identified', body: marker }),
      markerColumn: 'body',
    },
    update: { allow: [], change: (n) => ({ body: text(n) }) },
    delete: {
      allow: [],
      disposable: (w) => serviceRow('status_incident_updates', { incident_id: w.ids.statusIncident, status: 'monitoring', body: 'disposable' }),
    },
  },
  {
    table: 'status_checks',
    label: "the dispatcher's website check",
    target: (w) => ({ id: w.ids.statusCheck }),
    // Service role only (run_status_probe writes, status_summary reads): no API role sees a row.
    select: [],
    insert: {
      allow: [],
      row: (_w, _p, marker) => ({ checked_at: marker, ok: true, ms: 1 }),
      markerColumn: 'checked_at',
      // Far in the future: run_status_probe's 91-day clean-up can never remove a leaked row before it is seen.
      marker: (n) => new Date(Date.UTC(2101, 0, 1) + n * 1000).toISOString(),
    },
    update: { allow: [], change: (n) => ({ ms: n % 600_000 }) },
    delete: { allow: [], disposable: () => serviceRow('status_checks', { ok: false, ms: null }) },
  },
  {
    table: 'contact_messages',
    target: (w) => ({ id: w.ids.contactMessage }),
    select: ['admin'],
    // Only through submit_contact_message (service role), which rate-limits: no direct insert.
    insert: {
      allow: [],
      row: (_w, _p, marker) => ({ name: 'Visitor', email: 'visitor@example.com', subject: 'Question', message: marker, accepted_terms: true }),
      markerColumn: 'message',
    },
    update: { allow: ['admin'], change: (n) => ({ status: cycle(['read', 'replied', 'archived'], n) }) },
    delete: {
      allow: ['admin'],
      disposable: () => serviceRow('contact_messages', { name: 'Visitor', email: 'visitor@example.com', subject: 'Question', message: 'disposable', accepted_terms: true }),
    },
  },
  {
    table: 'chat_sessions',
    target: (w) => ({ id: w.ids.chatSession }),
    select: MEMBER_AND_ADMIN,
    insert: { allow: ['member'], row: (w, _p, marker) => ({ user_id: w.memberId, title: marker }), markerColumn: 'title' },
    update: { allow: ['member'], change: (n) => ({ title: text(n) }) },
    delete: { allow: ['member'], disposable: (w) => serviceRow('chat_sessions', { user_id: w.memberId, title: 'disposable' }) },
  },
  {
    table: 'chat_messages',
    target: (w) => ({ id: w.ids.chatMessage }),
    select: MEMBER_AND_ADMIN,
    insert: {
      allow: ['member'],
      row: (w, _p, marker) => ({ session_id: w.ids.chatSession, user_id: w.memberId, role: 'user', content: marker }),
      markerColumn: 'content',
    },
    update: { allow: [], change: (n) => ({ content: text(n) }) },
    delete: {
      allow: [],
      disposable: (w) => serviceRow('chat_messages', { session_id: w.ids.chatSession, user_id: w.memberId, role: 'assistant', content: 'disposable' }),
    },
  },
  {
    table: 'questionnaire_responses',
    target: (w) => ({ id: w.ids.questionnaire }),
    select: MEMBER_AND_ADMIN,
    insert: {
      allow: ['member'],
      row: (w, _p, marker) => ({ user_id: w.memberId, questionnaire: marker, answers: {} }),
      markerColumn: 'questionnaire',
      marker: key,
    },
    update: { allow: ['member'], change: (n) => ({ answers: { attempt: n } }) },
    delete: {
      allow: ['member'],
      disposable: (w) => serviceRow('questionnaire_responses', { user_id: w.memberId, questionnaire: key(0), answers: {} }),
    },
  },
];

async function restoreProtectionDigest(w: World): Promise<void> {
  must(await service().from('protection_digests').upsert({ member_id: w.memberId, sent_at: new Date().toISOString(), missing: ['medicalId'] }).select('member_id'), 'restore protection digest');
}

async function restoreMedicalProfile(w: World): Promise<void> {
  must(await service().from('medical_profiles').upsert(w.medicalProfile).select('user_id'), 'restore medical profile');
}

