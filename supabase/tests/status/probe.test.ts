/**
 * The status page's synthetic alarm, "the probe" (migration 20261202000200_status_page.sql;
 * docs/product.md#status-page): set up only on accounts used for nothing else, raised once per
 * interval through the real outbox to its own contact and family account only, ended by itself,
 * left out of every real figure; and what status_summary() makes of its rows.
 *
 * The probe is one row for the whole database (private.status_probe) and status_summary() is global,
 * so EVERY test that sets the probe up or runs it lives in this file, in order: the describes below
 * build on each other (a probe set up, then run, then measured). Time passes by moving rows into the
 * past with the service role.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { STATUS_CHANNELS, STATUS_WINDOWS, statusSummarySchema, type StatusChannel, type StatusSummary, type StatusWindow } from '@/lib/status/summary';
import { anonClient, closeClients, newUserClient, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';
import { linkFamily, makeAdmin, must, PREMIUM_PLAN_ID, subscribe } from '../rls/support';

jest.setTimeout(120_000);
afterAll(closeClients);

type SetupArgs = Database['public']['Functions']['setup_status_probe']['Args'];
type Notification = Database['public']['Tables']['notifications']['Row'];

const service = () => serviceClient() as unknown as SupabaseClient<Database>;
const typed = (user: SignedInUser) => user.client as unknown as SupabaseClient<Database>;
const secondsAgo = (seconds: number, from = Date.now()) => new Date(from - seconds * 1000).toISOString();

const CONTACT_EMAIL = 'probe-contact@example.test';
const CONTACT_PHONE = '+34600000001';
/** The probe's interval in the tests that run it: a new alarm once 55 s passed since the last. */
const INTERVAL = 60;

/** A subscription as a browser makes one, aimed at the local server's push stand-in. */
function localPush(host = '127.0.0.1') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    push_endpoint: `http://${host}:54321/_push/${randomUUID()}`,
    push_p256dh: ecdh.getPublicKey().toString('base64url'),
    push_auth: randomBytes(16).toString('base64url'),
  };
}

interface ProbeAccounts {
  member: SignedInUser;
  family: SignedInUser;
}

async function freshAccounts(): Promise<ProbeAccounts> {
  const [member, family] = await Promise.all([newUserClient(uniqueEmail('probe')), newUserClient(uniqueEmail('probe-family'))]);
  return { member, family };
}

const setup = (accounts: ProbeAccounts, args: Partial<SetupArgs> = {}) =>
  service().rpc('setup_status_probe', { member_id: accounts.member.user.id, family_id: accounts.family.user.id, interval_seconds: INTERVAL, ...args });

/** Set up with every channel: e-mail and SMS to one contact, in-app and push to the family account. */
async function setupEverything(accounts: ProbeAccounts, args: Partial<SetupArgs> = {}) {
  const { error } = await setup(accounts, { contact_email: CONTACT_EMAIL, contact_phone: CONTACT_PHONE, ...localPush(), ...args });
  if (error) throw new Error(`setting the probe up failed: ${error.message}`);
}

async function run(args: Database['public']['Functions']['run_status_probe']['Args'] = {}) {
  return must(await service().rpc('run_status_probe', args), 'run_status_probe')[0];
}

async function summary(): Promise<StatusSummary> {
  const { data, error } = await anonClient().rpc('status_summary');
  if (error) throw new Error(`status_summary failed: ${error.message}`);
  return statusSummarySchema.parse(data);
}

/** The probe raises at most one alarm per interval − 5 s: move every recent probe alarm out of it. */
async function makeRoom(): Promise<void> {
  const cutoff = secondsAgo(INTERVAL + 10);
  must(await service().from('sos_events').update({ started_at: cutoff }).eq('source', 'probe').gt('started_at', cutoff).select('id'), 'make room');
}

async function probeAlarmsOf(memberId: string) {
  return must(await service().from('sos_events').select('*').eq('member_id', memberId).eq('source', 'probe').order('started_at', { ascending: false }), 'probe alarms');
}

/** Raises the next probe alarm and writes its family rows as the dispatcher's claim would. */
async function raiseProbe(memberId: string) {
  await makeRoom();
  expect(await run()).toMatchObject({ raised: true });
  const [alarm] = await probeAlarmsOf(memberId);
  must(await service().rpc('queue_family_sos_alerts', { only_event: alarm.id }), 'family rows');
  return alarm;
}

async function rowsOf(eventId: string): Promise<Notification[]> {
  return must(await service().from('notifications').select('*').eq('event_id', eventId), 'rows');
}

/** What setup writes, to show a refused setup changed nothing. */
async function footprint(accounts: ProbeAccounts) {
  const ids = [accounts.member.user.id, accounts.family.user.id];
  const [profiles, contacts, links, pushes, preferences, page] = await Promise.all([
    service().from('profiles').select('user_id, full_name').in('user_id', ids).order('user_id'),
    service().from('emergency_contacts').select('id, email, phone').in('user_id', ids).order('id'),
    service().from('family_links').select('id, member_id, family_member_id, status').or(`member_id.in.(${ids}),family_member_id.in.(${ids})`).order('id'),
    service().from('push_subscriptions').select('id, endpoint').in('user_id', ids).order('id'),
    service().from('sos_preferences').select('member_id, grace_seconds').in('member_id', ids),
    summary(),
  ]);
  return { profiles: profiles.data, contacts: contacts.data, links: links.data, pushes: pushes.data, preferences: preferences.data, probe: page.probe };
}

/** percentile_cont: linear interpolation between the ranks around p·(n−1), as PostgreSQL computes it. */
function percentileCont(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (position - low) * (sorted[high] - sorted[low]);
}

function expectWithinOneMs(actual: number | null, expected: number | null, what: string) {
  if (expected === null) {
    expect({ what, actual }).toEqual({ what, actual: null });
    return;
  }
  expect({ what, isNumber: typeof actual === 'number' }).toEqual({ what, isNumber: true });
  expect({ what, off: Math.abs((actual as number) - expected) < 1 }).toEqual({ what, off: true });
}

describe('who may run it', () => {
  it('is for the service role only: members and visitors can neither set it up nor run it', async () => {
    const accounts = await freshAccounts();
    for (const client of [typed(accounts.member), anonClient() as unknown as SupabaseClient<Database>]) {
      expect((await client.rpc('run_status_probe', {})).error).not.toBeNull();
      const refused = await client.rpc('setup_status_probe', { member_id: accounts.member.user.id, family_id: accounts.family.user.id });
      expect(refused.error).not.toBeNull();
    }
    expect(await footprint(accounts)).toMatchObject({ contacts: [], links: [], pushes: [], preferences: [] });
  });
});

describe('setting the probe up', () => {
  it('refuses one account for both, or an interval outside 5–3600 s, with 22023 and nothing changed', async () => {
    const accounts = await freshAccounts();
    const before = await footprint(accounts);
    const same = await setup({ member: accounts.member, family: accounts.member }, { contact_email: CONTACT_EMAIL });
    expect(same.error).toMatchObject({ code: '22023' });
    for (const interval_seconds of [4, 3601, 0, -60]) {
      const refused = await setup(accounts, { contact_email: CONTACT_EMAIL, interval_seconds });
      expect({ interval_seconds, code: refused.error?.code }).toEqual({ interval_seconds, code: '22023' });
    }
    expect(await footprint(accounts)).toEqual(before);
    // The bounds themselves are accepted.
    for (const interval_seconds of [5, 3600]) expect((await setup(accounts, { interval_seconds })).error).toBeNull();
  });

  it.each([
    ['the member raised a real alarm', async (a: ProbeAccounts) => void must(await typed(a.member).rpc('raise_sos', { client_request_id: randomUUID() }), 'alarm')],
    ['the member ran a drill', async (a: ProbeAccounts) => void must(await typed(a.member).rpc('raise_sos', { client_request_id: randomUUID(), source: 'test' }), 'drill')],
    ['the member has a plan', async (a: ProbeAccounts) => subscribe(a.member.user.id, PREMIUM_PLAN_ID)],
    ['the family account has a plan', async (a: ProbeAccounts) => subscribe(a.family.user.id, PREMIUM_PLAN_ID)],
    ['the member has other family', async (a: ProbeAccounts) => void (await linkFamily(a.member.user.id, (await newUserClient()).user.id))],
    ['the member looks after someone', async (a: ProbeAccounts) => void (await linkFamily((await newUserClient()).user.id, a.member.user.id))],
    ['the family account looks after someone else', async (a: ProbeAccounts) => void (await linkFamily((await newUserClient()).user.id, a.family.user.id))],
    ['the family account has family of its own', async (a: ProbeAccounts) => void (await linkFamily(a.family.user.id, (await newUserClient()).user.id))],
  ])('refuses accounts used for anything else (%s) with 22023, and changes nothing', async (_case, useElsewhere) => {
    const accounts = await freshAccounts();
    await useElsewhere(accounts);
    const before = await footprint(accounts);
    const refused = await setup(accounts, { contact_email: CONTACT_EMAIL, contact_phone: CONTACT_PHONE, ...localPush() });
    expect(refused.error).toMatchObject({ code: '22023' });
    expect(await footprint(accounts)).toEqual(before);
  });

  // The guard's own comment names "a real member's alarms, contacts or family": a member who only
  // added emergency contacts is a real member too, and setup would rewrite and delete those contacts.
  it("refuses a member who has emergency contacts of their own, and leaves them as they were", async () => {
    const accounts = await freshAccounts();
    must(
      await typed(accounts.member).from('emergency_contacts').insert({ user_id: accounts.member.user.id, name: 'Carmen', email: 'carmen@example.test' }).select('id'),
      'contact',
    );
    const before = await footprint(accounts);
    const refused = await setup(accounts, { contact_email: CONTACT_EMAIL });
    expect(refused.error).toMatchObject({ code: '22023' });
    expect(await footprint(accounts)).toEqual(before);
  });

  it('is idempotent, and measures only the channels it has an address for', async () => {
    const accounts = await freshAccounts();
    const push = localPush();
    const everything = { contact_email: CONTACT_EMAIL, contact_phone: CONTACT_PHONE, ...push };
    expect((await setup(accounts, everything)).error).toBeNull();
    const first = await footprint(accounts);
    expect((await setup(accounts, everything)).error).toBeNull();
    const second = await footprint(accounts);
    expect(second).toEqual(first);

    expect(second.contacts).toEqual([{ id: expect.any(String), email: CONTACT_EMAIL, phone: CONTACT_PHONE }]);
    expect(second.links).toEqual([{ id: expect.any(String), member_id: accounts.member.user.id, family_member_id: accounts.family.user.id, status: 'active' }]);
    expect(second.pushes).toEqual([{ id: expect.any(String), endpoint: push.push_endpoint }]);
    expect(second.preferences).toEqual([{ member_id: accounts.member.user.id, grace_seconds: 0 }]);
    expect(second.probe).toMatchObject({ configured: true, intervalSeconds: INTERVAL });
    expect([...second.probe.channels].sort()).toEqual(['email', 'in_app', 'push', 'sms']);
    const link = must(await service().from('family_links').select('receive_sos_alerts').eq('id', second.links![0].id).single(), 'link');
    expect(link.receive_sos_alerts).toBe(true);

    const cases: Array<[Partial<SetupArgs>, StatusChannel[]]> = [
      [{ contact_phone: CONTACT_PHONE, ...push }, ['in_app', 'push', 'sms']],
      [{ contact_email: CONTACT_EMAIL }, ['email', 'in_app']],
      [{ ...push }, ['in_app', 'push']],
      [{}, ['in_app']],
      [{ contact_email: '  ', contact_phone: '', push_endpoint: ' ' }, ['in_app']],
    ];
    for (const [args, channels] of cases) {
      expect((await setup(accounts, args)).error).toBeNull();
      const state = await footprint(accounts);
      expect({ args, channels: [...state.probe.channels].sort() }).toEqual({ args, channels });
      expect(state.contacts).toHaveLength(channels.includes('email') || channels.includes('sms') ? 1 : 0);
      expect(state.pushes).toHaveLength(channels.includes('push') ? 1 : 0);
      expect(state.links).toHaveLength(1);
    }
    // Back to everything: still one contact, one link and one browser.
    expect((await setup(accounts, everything)).error).toBeNull();
    const again = await footprint(accounts);
    expect([again.contacts!.length, again.links!.length, again.pushes!.length]).toEqual([1, 1, 1]);
    expect([...again.probe.channels].sort()).toEqual(['email', 'in_app', 'push', 'sms']);
  });
});

describe('running the probe', () => {
  let probe: ProbeAccounts;
  let contactId: string;

  beforeAll(async () => {
    probe = await freshAccounts();
    await setupEverything(probe);
    contactId = must(await service().from('emergency_contacts').select('id').eq('user_id', probe.member.user.id).single(), 'probe contact').id;
  });

  it('raises one alarm per interval: at once again raises nothing, and of two runs at the same time one raises', async () => {
    await makeRoom();
    expect(await run()).toMatchObject({ raised: true });
    expect(await run()).toMatchObject({ raised: false });
    const [latest] = await probeAlarmsOf(probe.member.user.id);
    expect(latest.source).toBe('probe');

    // Still inside interval − 5 s: nothing.
    must(await service().from('sos_events').update({ started_at: secondsAgo(INTERVAL - 10) }).eq('id', latest.id).select('id'), 'fifty seconds');
    expect(await run()).toMatchObject({ raised: false });
    // Past it: two dispatchers at once raise one between them.
    must(await service().from('sos_events').update({ started_at: secondsAgo(INTERVAL - 4) }).eq('id', latest.id).select('id'), 'fifty-six seconds');
    const both = await Promise.all([run(), run()]);
    expect(both.map((r) => r.raised).sort()).toEqual([false, true]);
    const raisedJustNow = (await probeAlarmsOf(probe.member.user.id)).filter((e) => Date.parse(e.started_at) > Date.now() - 30_000);
    expect(raisedJustNow).toHaveLength(1);
  });

  it("sends its rows only to the probe's contact and family account, contacts due at once", async () => {
    // A real-looking contact and family member on the probe's member (the contact limit of an
    // account without a plan is 1, so a plan is lent for the insert).
    const daughter = await newUserClient();
    await subscribe(probe.member.user.id, PREMIUM_PLAN_ID);
    const carmen = must(
      await service().from('emergency_contacts').insert({ user_id: probe.member.user.id, name: 'Carmen', email: 'carmen@example.test', phone: '+34600000002' }).select('id').single(),
      'real-looking contact',
    );
    must(await service().from('subscriptions').delete().eq('user_id', probe.member.user.id).select('id'), 'plan returned');
    const link = await linkFamily(probe.member.user.id, daughter.user.id, { receive_sos_alerts: true });
    const p256dh = createECDH('prime256v1');
    p256dh.generateKeys();
    must(
      await service()
        .from('push_subscriptions')
        .insert({ user_id: daughter.user.id, endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, p256dh: p256dh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') })
        .select('id'),
      'daughter push',
    );
    try {
      const alarm = await raiseProbe(probe.member.user.id);
      expect(alarm).toMatchObject({
        source: 'probe',
        unusual_volume: false,
        notify_contact_ids: [contactId],
        notify_family_ids: [probe.family.user.id],
      });
      // Contacts are due when the alarm is raised: the probe measures delivery, not a grace period.
      expect(Date.parse(alarm.contacts_due_at!)).toBe(Date.parse(alarm.started_at));

      const rows = await rowsOf(alarm.id);
      const sent = rows.map((r) => [r.channel, r.kind, r.recipient_contact_id ?? r.recipient_user_id]).sort();
      expect(sent).toEqual(
        [
          ['email', 'sos_alert', contactId],
          ['in_app', 'sos_alert', probe.family.user.id],
          ['push', 'sos_alert', probe.family.user.id],
          ['sms', 'sos_alert', contactId],
        ].sort(),
      );
      const email = rows.find((r) => r.channel === 'email')!;
      expect(email.recipient_address).toBe(CONTACT_EMAIL);
      expect(rows.find((r) => r.channel === 'sms')!.recipient_address).toBe(CONTACT_PHONE);
      for (const row of rows.filter((r) => r.channel === 'email' || r.channel === 'sms')) {
        expect(Date.parse(row.next_attempt_at!)).toBeLessThanOrEqual(Date.parse(alarm.started_at));
      }
      const reachedReal = rows.filter((r) => r.recipient_contact_id === carmen.id || r.recipient_user_id === daughter.user.id);
      expect(reachedReal).toEqual([]);
    } finally {
      must(await service().from('emergency_contacts').delete().eq('id', carmen.id).select('id'), 'remove contact');
      must(await service().from('family_links').delete().eq('id', link).select('id'), 'remove link');
    }
  });

  it("refuses the 'probe' source to a member (22023, nothing written), and to the service role for anyone but the probe's member", async () => {
    const member = await newUserClient();
    const refused = await typed(member).rpc('raise_sos', { client_request_id: randomUUID(), source: 'probe' });
    expect(refused.error).toMatchObject({ code: '22023' });
    expect(must(await service().from('sos_events').select('id').eq('member_id', member.user.id), 'none')).toEqual([]);
    expect(must(await service().from('notifications').select('id').eq('recipient_user_id', member.user.id), 'no rows')).toEqual([]);

    const forged = await service().from('sos_events').insert({ member_id: member.user.id, client_request_id: randomUUID(), source: 'probe' }).select('id');
    expect(forged.error).toMatchObject({ code: '22023' });
    expect(must(await service().from('sos_events').select('id').eq('member_id', member.user.id), 'still none')).toEqual([]);

    // Nor by turning a real alarm into a probe, or a probe alarm into someone else's.
    const real = must(await typed(member).rpc('raise_sos', { client_request_id: randomUUID() }), 'real');
    expect((await service().from('sos_events').update({ source: 'probe' }).eq('id', real.id)).error).toMatchObject({ code: '22023' });
    expect(must(await service().from('sos_events').select('source').eq('id', real.id).single(), 'real').source).toBe('app');
    const [probeAlarm] = await probeAlarmsOf(probe.member.user.id);
    expect((await service().from('sos_events').update({ member_id: member.user.id }).eq('id', probeAlarm.id)).error).toMatchObject({ code: '22023' });
    must(await member.client.rpc('end_sos', { event_id: real.id, outcome: 'resolved' }), 'end');
  });

  it('ends probe alarms after two minutes as probe_over, with no ended notices, cancelling their queued e-mail and SMS', async () => {
    const old = await raiseProbe(probe.member.user.id);
    const rows = await rowsOf(old.id);
    const byChannel = (channel: string) => rows.find((r) => r.channel === channel)!;
    // In-app already delivered; e-mail still queued; SMS held by a dispatcher right now.
    must(await service().from('notifications').update({ status: 'sent', sent_at: new Date().toISOString(), attempts: 1 }).eq('id', byChannel('in_app').id).select('id'), 'in-app sent');
    must(
      await service().from('notifications').update({ lease_token: randomUUID(), leased_until: new Date(Date.now() + 60_000).toISOString(), leased_by: 'test' }).eq('id', byChannel('sms').id).select('id'),
      'sms leased',
    );
    // Raised before it is moved three minutes back, or its own run would end it already.
    const fresh = await raiseProbe(probe.member.user.id);
    must(await service().from('sos_events').update({ started_at: secondsAgo(180) }).eq('id', old.id).select('id'), 'three minutes');
    must(await service().from('sos_events').update({ started_at: secondsAgo(90) }).eq('id', fresh.id).select('id'), 'ninety seconds');

    const result = await run();
    expect(result.ended).toBeGreaterThanOrEqual(1);
    const ended = must(await service().from('sos_events').select('status, outcome_detail, resolved_at').eq('id', old.id).single(), 'ended');
    expect(ended).toMatchObject({ status: 'resolved', outcome_detail: 'probe_over' });
    expect(ended.resolved_at).not.toBeNull();
    expect(must(await service().from('sos_events').select('status').eq('id', fresh.id).single(), 'fresh').status).toBe('active');

    const after = await rowsOf(old.id);
    const state = (channel: string) => after.find((r) => r.channel === channel && r.kind === 'sos_alert')!;
    expect(state('email')).toMatchObject({ status: 'cancelled', next_attempt_at: null });
    expect(state('email').cancelled_at).not.toBeNull();
    expect(state('sms').status).toBe('queued');
    expect(state('in_app').status).toBe('sent');
    expect(after.filter((r) => r.kind !== 'sos_alert')).toEqual([]);
    // Ended already: a second run does not end it again.
    await run();
    expect(must(await service().from('sos_events').select('resolved_at').eq('id', old.id).single(), 'once').resolved_at).toBe(ended.resolved_at);
  });

  // A row a dispatcher held while the probe ended is sent afterwards; record_sos_delivery then
  // queues the "how it ended" notice for an ended alarm, which a probe must never send.
  it('sends no ended notice when a message held at the end is delivered afterwards', async () => {
    const alarm = await raiseProbe(probe.member.user.id);
    const email = (await rowsOf(alarm.id)).find((r) => r.channel === 'email')!;
    const lease = randomUUID();
    must(await service().from('notifications').update({ lease_token: lease, leased_until: new Date(Date.now() + 60_000).toISOString(), leased_by: 'test' }).eq('id', email.id).select('id'), 'leased');
    must(await service().from('sos_events').update({ started_at: secondsAgo(180) }).eq('id', alarm.id).select('id'), 'three minutes');
    await run();
    expect(must(await service().from('sos_events').select('outcome_detail').eq('id', alarm.id).single(), 'ended').outcome_detail).toBe('probe_over');

    expect(must(await service().rpc('record_sos_delivery', { notification_id: email.id, lease, outcome: 'sent' }), 'delivered')).toBe(true);
    const notices = (await rowsOf(alarm.id)).filter((r) => r.kind === 'sos_ended');
    expect(notices).toEqual([]);
  });

  it('is never flagged as an unusual volume of alarms', async () => {
    // Five alarms an hour flag a member's next one; the probe raises sixty.
    while ((await probeAlarmsOf(probe.member.user.id)).filter((e) => Date.parse(e.started_at) > Date.now() - 3_600_000).length < 6) {
      await raiseProbe(probe.member.user.id);
    }
    const alarms = await probeAlarmsOf(probe.member.user.id);
    expect(alarms.length).toBeGreaterThanOrEqual(6);
    expect(alarms.filter((e) => e.unusual_volume)).toEqual([]);
  });

  it("has no region, so no call centre queue or figure sees it; the summary's call centre leaves it out even in Spain", async () => {
    const alarm = await raiseProbe(probe.member.user.id);
    expect(alarm.region).toBeNull();
    const before = (await summary()).callCentre;
    // As if it had been raised in Spain 4 minutes ago and nobody answered.
    must(await service().from('sos_events').update({ region: 'es', started_at: secondsAgo(240) }).eq('id', alarm.id).select('id'), 'in Spain');
    try {
      const after = (await summary()).callCentre;
      expect({ alarms: after.alarms, waitingOver180: after.waitingOver180 }).toEqual({ alarms: before.alarms, waitingOver180: before.waitingOver180 });
    } finally {
      must(await service().from('sos_events').update({ region: null, status: 'resolved', resolved_at: new Date().toISOString(), outcome_detail: 'probe_over' }).eq('id', alarm.id).select('id'), 'back');
    }
  });

  // call_centre_answer_stats (the admin's figures) leaves drills out but not probes.
  it("is not in the admin's call centre answer times, even with a region", async () => {
    const operator = await newUserClient();
    await makeAdmin(operator);
    const stats = async () => must(await typed(operator).rpc('call_centre_answer_stats', { days: 1, region: 'es' }), 'stats')[0];
    const alarm = await raiseProbe(probe.member.user.id);
    const before = await stats();
    must(await service().from('sos_events').update({ region: 'es', started_at: secondsAgo(240) }).eq('id', alarm.id).select('id'), 'in Spain');
    try {
      expect((await stats()).alarms).toBe(before.alarms);
    } finally {
      must(await service().from('sos_events').update({ region: null, status: 'resolved', resolved_at: new Date().toISOString(), outcome_detail: 'probe_over' }).eq('id', alarm.id).select('id'), 'back');
    }
  });

  it('records the website check it is given, and shows it in the summary', async () => {
    const before = await summary();
    const checks = async () => must(await service().from('status_checks').select('*').order('id', { ascending: false }).limit(3), 'checks');
    await makeRoom();
    await run({ website_ok: true, website_ms: 123 });
    await run({ website_ok: false, website_ms: 5000 });
    // An answer time out of range is kept as unknown, the check itself still counts.
    await run({ website_ok: true, website_ms: 700_000 });
    const latest = await checks();
    expect(latest.map((c) => [c.ok, c.ms])).toEqual([
      [true, null],
      [false, 5000],
      [true, 123],
    ]);
    // No check given, none recorded.
    await run();
    expect((await checks())[0].id).toBe(latest[0].id);

    const after = await summary();
    for (const window of STATUS_WINDOWS) {
      expect({ window, checks: after.website[window].checks - before.website[window].checks, ok: after.website[window].ok - before.website[window].ok }).toEqual({ window, checks: 3, ok: 2 });
    }
    expect(Date.parse(after.website.lastCheckAt!)).toBe(Date.parse(latest[0].checked_at));
    // The hour's answer times are those of the successful checks with a time.
    const hour = must(await service().from('status_checks').select('ok, ms').gt('checked_at', secondsAgo(3600, Date.parse(after.generatedAt))), 'hour');
    const times = hour.filter((c) => c.ok && c.ms !== null).map((c) => c.ms as number);
    expect(times).toContain(123);
    expectWithinOneMs(after.website.hour.p50Ms, percentileCont(times, 0.5), 'website p50');
    expectWithinOneMs(after.website.hour.p95Ms, percentileCont(times, 0.95), 'website p95');
    expectWithinOneMs(after.website.hour.p99Ms, percentileCont(times, 0.99), 'website p99');
  });
});

/** One planned outbox row of a probe alarm: what the provider answered and how long after the raise. */
interface PlannedRow {
  status: 'sent' | 'delivered' | 'failed' | 'queued' | 'cancelled';
  attempts: number;
  delayMs: number;
}

describe('what the summary makes of the probe', () => {
  let probe: ProbeAccounts;
  /** Minutes before now each alarm was raised: the hour (0–6), the day (7–8), 90 days (9–10), older (11). */
  const RAISED_MINUTES_AGO = [5, 10, 20, 30, 40, 50, 1 / 3, 180, 1200, 14_400, 86_400, 144_000];

  function planned(alarm: number, channel: StatusChannel): PlannedRow {
    const c = STATUS_CHANNELS.indexOf(channel);
    const delayMs = 80 + (((alarm + 1) * (c + 3) * 7919) % 4000);
    const sent: PlannedRow = { status: 'sent', attempts: 1, delayMs };
    const overrides: Record<string, PlannedRow> = {
      '1:email': { ...sent, attempts: 2 },
      '2:sms': { status: 'failed', attempts: 3, delayMs },
      '3:push': { ...sent, status: 'delivered' },
      // Still queued 50 minutes on: it had its chance, so it counts, as failed.
      '5:sms': { status: 'queued', attempts: 0, delayMs },
      // Raised 20 s ago: e-mail and SMS are not measured yet; in-app and push are.
      '6:email': { status: 'queued', attempts: 0, delayMs },
      '6:sms': { status: 'queued', attempts: 0, delayMs },
      '6:push': { ...sent, attempts: 2 },
      '8:email': { status: 'failed', attempts: 5, delayMs },
      '9:sms': { ...sent, attempts: 2 },
      '10:push': { status: 'cancelled', attempts: 0, delayMs },
    };
    return overrides[`${alarm}:${channel}`] ?? sent;
  }

  beforeAll(async () => {
    // Every probe alarm is this file's: start the measurements from a clean slate.
    must(await service().from('sos_events').delete().eq('source', 'probe').select('id'), 'clean slate');
    probe = await freshAccounts();
    await setupEverything(probe);
    const alarms = [];
    for (let i = 0; i < RAISED_MINUTES_AGO.length; i++) alarms.push(await raiseProbe(probe.member.user.id));
    // The alarm raised "20 s ago" last, so that it is still under a minute old when the tests read.
    const order = alarms.map((_, i) => i).sort((a, b) => RAISED_MINUTES_AGO[b] - RAISED_MINUTES_AGO[a]);
    for (const i of order) {
      const alarm = alarms[i];
      const startedAt = Math.round(Date.now() - RAISED_MINUTES_AGO[i] * 60_000);
      must(await service().from('sos_events').update({ started_at: new Date(startedAt).toISOString() }).eq('id', alarm.id).select('id'), 'raised at');
      const rows = await rowsOf(alarm.id);
      expect(rows.map((r) => r.channel).sort()).toEqual([...STATUS_CHANNELS].sort());
      for (const row of rows) {
        const plan = planned(i, row.channel as StatusChannel);
        const at = new Date(startedAt + plan.delayMs).toISOString();
        must(
          await service()
            .from('notifications')
            .update({
              status: plan.status,
              attempts: plan.attempts,
              sent_at: plan.status === 'sent' || plan.status === 'delivered' ? at : null,
              delivered_at: plan.status === 'delivered' ? at : null,
              failed_at: plan.status === 'failed' ? at : null,
              cancelled_at: plan.status === 'cancelled' ? at : null,
              lease_token: null,
              leased_until: null,
            })
            .eq('id', row.id)
            .select('id'),
          'row outcome',
        );
      }
    }
  });

  /** The figures computed here from the rows, the way the page describes them (lib/status/summary.ts). */
  async function expectedFigures(now: number) {
    const events = must(await service().from('sos_events').select('id, started_at').eq('source', 'probe'), 'probe alarms');
    const started = new Map(events.map((e) => [e.id, Date.parse(e.started_at)]));
    const rows = must(
      await service().from('notifications').select('event_id, channel, status, attempts, sent_at').in('event_id', [...started.keys()]).eq('kind', 'sos_alert'),
      'probe rows',
    );
    const since: Record<StatusWindow, number> = { hour: now - 3_600_000, day: now - 86_400_000, quarter: now - 90 * 86_400_000 };
    const measuredRows = rows.map((r) => {
      const startedAt = started.get(r.event_id!)!;
      const accepted = r.status === 'sent' || r.status === 'delivered';
      return {
        channel: r.channel as StatusChannel,
        startedAt,
        accepted,
        firstTry: accepted && r.attempts <= 1,
        measured: accepted || r.status === 'failed' || startedAt <= now - 60_000,
        ms: accepted && r.sent_at ? Date.parse(r.sent_at) - startedAt : null,
      };
    });
    const figures = (channel: StatusChannel, from: number, to = Infinity) => {
      const inWindow = measuredRows.filter((r) => r.channel === channel && r.startedAt > from && r.startedAt < to);
      const times = inWindow.flatMap((r) => (r.ms === null ? [] : [r.ms]));
      return {
        measured: inWindow.filter((r) => r.measured).length,
        firstAttempt: inWindow.filter((r) => r.measured && r.firstTry).length,
        failed: inWindow.filter((r) => r.measured && !r.accepted).length,
        p50Ms: percentileCont(times, 0.5),
        p95Ms: percentileCont(times, 0.95),
        p99Ms: percentileCont(times, 0.99),
      };
    };
    return { since, figures, events };
  }

  it("gives per channel and window the rows' p50/p95/p99 (percentile_cont) to the millisecond, first-attempt and failed counts", async () => {
    const page = await summary();
    const now = Date.parse(page.generatedAt);
    const { since, figures } = await expectedFigures(now);
    for (const channel of STATUS_CHANNELS) {
      for (const window of STATUS_WINDOWS) {
        const shown = page.probeChannels[channel][window];
        const expected = figures(channel, since[window]);
        expect({ channel, window, measured: shown.measured, firstAttempt: shown.firstAttempt, failed: shown.failed }).toEqual({
          channel,
          window,
          measured: expected.measured,
          firstAttempt: expected.firstAttempt,
          failed: expected.failed,
        });
        for (const p of ['p50Ms', 'p95Ms', 'p99Ms'] as const) expectWithinOneMs(shown[p], expected[p], `${channel} ${window} ${p}`);
      }
    }

    // The plan, read by hand: the hour holds alarms 0–6 only, the 90 days all but the oldest.
    expect(page.probeChannels.in_app.hour.measured).toBe(7);
    expect(page.probeChannels.in_app.day.measured).toBe(9);
    expect(page.probeChannels.in_app.quarter.measured).toBe(11);
    // SMS in the hour: 4 sent at the first try, 1 failed, 1 still queued after 50 minutes (measured,
    // failed), 1 queued 20 s ago (not measured yet).
    expect(page.probeChannels.sms.hour).toMatchObject({ measured: 6, firstAttempt: 4, failed: 2 });
    // E-mail in the hour: one accepted at the second attempt.
    expect(page.probeChannels.email.hour).toMatchObject({ measured: 6, firstAttempt: 5, failed: 0 });
    // The hour's SMS percentiles are those of alarms 0, 1, 3 and 4 only.
    const smsHour = [0, 1, 3, 4].map((i) => planned(i, 'sms').delayMs);
    expectWithinOneMs(page.probeChannels.sms.hour.p50Ms, percentileCont(smsHour, 0.5), 'sms hour p50 by hand');
    expectWithinOneMs(page.probeChannels.sms.hour.p99Ms, percentileCont(smsHour, 0.99), 'sms hour p99 by hand');
  });

  it('fills the 90 daily entries from the same rows, oldest first, today (UTC) last', async () => {
    const page = await summary();
    const now = Date.parse(page.generatedAt);
    const { figures, events } = await expectedFigures(now);
    expect(page.daily).toHaveLength(90);
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
    expect(page.daily[89].day).toBe(dayOf(now));
    expect(page.daily[0].day).toBe(dayOf(now - 89 * 86_400_000));
    page.daily.forEach((entry, i) => i > 0 && expect(dayStart(entry.day) - dayStart(page.daily[i - 1].day)).toBe(86_400_000));

    for (const entry of page.daily) {
      const from = dayStart(entry.day);
      const raised = events.filter((e) => dayOf(Date.parse(e.started_at)) === entry.day).length;
      expect({ day: entry.day, probesRaised: entry.probesRaised }).toEqual({ day: entry.day, probesRaised: raised });
      for (const channel of STATUS_CHANNELS) {
        // The day's rows: started in [00:00, 24:00) UTC; a minute's edge is covered by the window.
        const expected = figures(channel, from - 1, from + 86_400_000);
        const shown = entry.channels[channel];
        expect({ day: entry.day, channel, measured: shown.measured, firstAttempt: shown.firstAttempt, failed: shown.failed }).toEqual({
          day: entry.day,
          channel,
          measured: expected.measured,
          firstAttempt: expected.firstAttempt,
          failed: expected.failed,
        });
        expectWithinOneMs(shown.p95Ms, expected.p95Ms, `${entry.day} ${channel} p95`);
      }
    }
    expect(page.daily.reduce((sum, d) => sum + d.probesRaised, 0)).toBe(RAISED_MINUTES_AGO.length - 1);
  });

  it('is valid for statusSummarySchema, open to visitors, and says how the probe is set up', async () => {
    const { data, error } = await anonClient().rpc('status_summary');
    expect(error).toBeNull();
    const parsed = statusSummarySchema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const page = parsed.data!;
    expect(page.probe).toMatchObject({ configured: true, intervalSeconds: INTERVAL });
    expect([...page.probe.channels].sort()).toEqual(['email', 'in_app', 'push', 'sms']);
    const newest = Math.max(...(await probeAlarmsOf(probe.member.user.id)).map((e) => Date.parse(e.started_at)));
    expect(Date.parse(page.probe.lastRaisedAt!)).toBe(newest);
    // Nothing about the probe's accounts or addresses.
    const text = JSON.stringify(page);
    for (const secret of [probe.member.user.id, probe.family.user.id, CONTACT_EMAIL, CONTACT_PHONE]) expect(text).not.toContain(secret);
  });
});

describe("the local push stand-in's endpoint", () => {
  it('is accepted for the probe family only: refused to a member through save_push_subscription or a service-role insert', async () => {
    const probe = await freshAccounts();
    const push = localPush();
    await setupEverything(probe, push);
    const stored = must(await service().from('push_subscriptions').select('endpoint').eq('user_id', probe.family.user.id), 'probe push');
    expect(stored).toEqual([{ endpoint: push.push_endpoint }]);

    const member = await newUserClient();
    for (const host of ['127.0.0.1', 'localhost']) {
      const local = localPush(host);
      const saved = await typed(member).rpc('save_push_subscription', { endpoint: local.push_endpoint, p256dh: local.push_p256dh, auth: local.push_auth });
      expect(saved.error).toMatchObject({ code: '23514' });
      expect(saved.error?.message).toContain('push_subscriptions_endpoint_check');
      const inserted = await service().from('push_subscriptions').insert({ user_id: member.user.id, endpoint: local.push_endpoint, p256dh: local.push_p256dh, auth: local.push_auth }).select('id');
      expect(inserted.error).toMatchObject({ code: '23514' });
      expect(inserted.error?.message).toContain('push_subscriptions_endpoint_check');
    }
    // The probe's member is not its family account either.
    const local = localPush();
    const asMember = await service().from('push_subscriptions').insert({ user_id: probe.member.user.id, endpoint: local.push_endpoint, p256dh: local.push_p256dh, auth: local.push_auth }).select('id');
    expect(asMember.error).toMatchObject({ code: '23514' });
    expect(must(await service().from('push_subscriptions').select('id').in('user_id', [member.user.id, probe.member.user.id]), 'none stored')).toEqual([]);
  });
});
