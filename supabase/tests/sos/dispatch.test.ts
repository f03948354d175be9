/**
 * The SOS fan-out on the real server: the grace deadline lives in the database, a due alarm is
 * dispatched exactly once however many sweeps race, a cancelled one never, contacts get one row
 * per channel delivered through the local mailbox/outbox, failures are retried then given up, and
 * none of the dispatch functions is open to members.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { closeClients, newUserClient, serviceClient, testServer, type SignedInUser } from '../helpers';
import { linkFamily, subscribe } from '../rls/support';

jest.mock('server-only', () => ({}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dispatch = require('@/lib/notify/sos-dispatch') as typeof import('@/lib/notify/sos-dispatch');

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;

async function memberWithContacts(grace: number | null): Promise<{ member: SignedInUser; email: string; phone: string }> {
  const member = await newUserClient(undefined, { data: { full_name: 'Rosa Test' } });
  await subscribe(member.user.id);
  const email = `contact-${randomUUID()}@example.com`;
  const phone = `+3460${Math.floor(Math.random() * 1e7)}`;
  const inserted = await member.client.from('emergency_contacts').insert({ user_id: member.user.id, name: 'Ana', email, phone, language: 'es' });
  expect(inserted.error).toBeNull();
  if (grace !== null) expect((await member.client.from('sos_preferences').insert({ member_id: member.user.id, grace_seconds: grace })).error).toBeNull();
  return { member, email, phone };
}

async function outbox(path: '_mailbox' | '_outbox', to: string): Promise<{ subject?: string; text?: string; body?: string }[]> {
  return (await fetch(`${testServer().url}/${path}?to=${encodeURIComponent(to)}`)).json();
}

beforeAll(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = testServer().url;
  delete process.env.SMTP_URL;
  delete process.env.SMS_PROVIDER_URL;
  delete process.env.SMS_PROVIDER_TOKEN;
});

describe('grace deadline', () => {
  it('is the start plus the member’s grace (default 5 s, tests at once) and cannot be set by members', async () => {
    const { member } = await memberWithContacts(null);
    const { data: normal } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    expect(Date.parse(normal.contacts_due_at) - Date.parse(normal.started_at)).toBe(5_000);
    const { data: test } = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'test' });
    expect(test.contacts_due_at).toBe(test.started_at);

    await member.client.from('sos_preferences').upsert({ member_id: member.user.id, grace_seconds: 8 });
    const { data: slower } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    expect(Date.parse(slower.contacts_due_at) - Date.parse(slower.started_at)).toBe(8_000);
    const bad = await member.client.from('sos_preferences').upsert({ member_id: member.user.id, grace_seconds: 11 });
    expect(bad.error).not.toBeNull();

    const other = await newUserClient();
    const foreign = await other.client.from('sos_preferences').upsert({ member_id: member.user.id, grace_seconds: 0 });
    expect(foreign.error).not.toBeNull();
  });

  it('keeps the dispatch functions away from members', async () => {
    const { member } = await memberWithContacts(null);
    expect((await member.client.rpc('claim_due_sos_dispatches')).error?.code).toBe('42501');
    expect((await member.client.rpc('claim_due_notifications')).error?.code).toBe('42501');
    const queued = await member.client.rpc('queue_family_alerts', {
      alert_event_id: randomUUID(),
      alert_kind: 'sos_alert',
      alert_title: 'x',
      recipient_ids: [member.user.id],
    });
    expect(queued.error?.code).toBe('42501');
  });
});

describe('fan-out', () => {
  it('dispatches a due alarm exactly once, even with sweeps racing, through mailbox and outbox', async () => {
    const { member, email, phone } = await memberWithContacts(0);
    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), latitude: 38.3452, longitude: -0.481 });
    await Promise.all([dispatch.runSosSweep(admin()), dispatch.runSosSweep(admin()), dispatch.runSosSweep(admin())]);
    await dispatch.runSosSweep(admin());

    const { data: rows } = await admin().from('notifications').select('channel, status, attempts, recipient_address, kind').eq('event_id', event.id).order('channel');
    expect(rows).toEqual([
      { channel: 'email', status: 'sent', attempts: 1, recipient_address: email, kind: 'sos_alert' },
      { channel: 'sms', status: 'sent', attempts: 1, recipient_address: phone, kind: 'sos_alert' },
    ]);
    const mails = await outbox('_mailbox', email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('SOS de Rosa Test');
    expect(mails[0].text).toContain('https://www.openstreetmap.org/?mlat=38.345200&mlon=-0.481000');
    expect(await outbox('_outbox', phone)).toHaveLength(1);
    const { data: steps } = await member.client.from('sos_timeline').select('kind, details').eq('event_id', event.id).order('id');
    expect(steps?.map((s) => s.kind)).toEqual(['created', 'notified', 'notified']);
  });

  it('never dispatches an alarm cancelled within its grace', async () => {
    const { member, email } = await memberWithContacts(1);
    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    await member.client.rpc('end_sos', { event_id: event.id, outcome: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await dispatch.runSosSweep(admin());
    const { data: rows } = await admin().from('notifications').select('id').eq('event_id', event.id);
    expect(rows).toEqual([]);
    expect(await outbox('_mailbox', email)).toEqual([]);
  });

  it('waits for the grace, then dispatches', async () => {
    const { member, email } = await memberWithContacts(2);
    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    await dispatch.runSosSweep(admin());
    expect(await outbox('_mailbox', email)).toEqual([]);
    await dispatch.driveSosDispatch(admin(), event.id, 10_000);
    expect(await outbox('_mailbox', email)).toHaveLength(1);
  });

  it('gives family an in-app row at once and marks it delivered when their app shows it', async () => {
    const { member } = await memberWithContacts(10);
    const family = await newUserClient();
    await linkFamily(member.user.id, family.user.id, { receive_sos_alerts: true });
    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    await dispatch.queueFamilyInAppAlerts(admin(), event);
    await dispatch.queueFamilyInAppAlerts(admin(), event);
    await dispatch.markInAppDelivered(admin(), event, family.user.id);
    const { data: mine } = await family.client.from('notifications').select('channel, status, delivered_at').eq('event_id', event.id);
    expect(mine).toHaveLength(1);
    expect(mine?.[0]).toMatchObject({ channel: 'in_app', status: 'delivered' });
  });

  it('alerts each family member once even when several fan-outs run at the same moment', async () => {
    const { member } = await memberWithContacts(10);
    const [first, second] = await Promise.all([newUserClient(), newUserClient()]);
    await linkFamily(member.user.id, first.user.id, { receive_sos_alerts: true });
    await linkFamily(member.user.id, second.user.id, { receive_sos_alerts: true });
    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'test' });
    await Promise.all([1, 2, 3, 4].map(() => dispatch.queueFamilyInAppAlerts(admin(), event)));
    const { data: rows } = await admin().from('notifications').select('recipient_user_id, kind').eq('event_id', event.id).eq('channel', 'in_app');
    expect(rows?.map((r) => r.recipient_user_id).sort()).toEqual([first.user.id, second.user.id].sort());
    expect(rows?.every((r) => r.kind === 'test_alert')).toBe(true);
  });

  it('tells already-alerted contacts how the alarm ended, and nobody else', async () => {
    const { member, email } = await memberWithContacts(0);
    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    await dispatch.runSosSweep(admin());
    const { data: ended } = await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });
    await dispatch.queueEndedNotices(admin(), ended);
    await dispatch.runSosSweep(admin());
    const subjects = (await outbox('_mailbox', email)).map((m) => m.subject);
    expect(subjects).toEqual(['SOS de Rosa Test', 'Rosa Test está bien']);
  });
});

describe('SMS provider (Twilio Messages API contract, local stub)', () => {
  let server: http.Server;
  let url: string;
  const received: { auth?: string; type?: string; body: string }[] = [];
  let failNext = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body });
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
          return;
        }
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01/Accounts/AC123/Messages.json`;
  });
  afterAll(async () => {
    delete process.env.SMS_PROVIDER_URL;
    delete process.env.SMS_PROVIDER_TOKEN;
    delete process.env.SMS_FROM;
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts To/From/Body form-encoded with Basic auth, and retries a refusal until it gives up', async () => {
    process.env.SMS_PROVIDER_URL = url;
    process.env.SMS_PROVIDER_TOKEN = 'AC123:secret';
    process.env.SMS_FROM = '+34900000000';
    const { member, phone } = await memberWithContacts(0);
    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    failNext = 1;
    await dispatch.runSosSweep(admin());
    const sms = () => admin().from('notifications').select('status, attempts, last_error, next_attempt_at').eq('event_id', event.id).eq('channel', 'sms').single();
    let row = (await sms()).data;
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.last_error).toContain('21211');

    const first = received.at(-1);
    expect(first?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(first?.type).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(first?.body);
    expect(form.get('To')).toBe(phone);
    expect(form.get('From')).toBe('+34900000000');
    expect(form.get('Body')).toContain('Rosa Test');

    await dispatch.driveSosDispatch(admin(), event.id, 5_000);
    row = (await sms()).data;
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    // A number the provider always refuses: five attempts, then failed, on the receipt and timeline.
    const { data: doomed } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    failNext = 100;
    // Skip the back-off waits: the retry schedule itself is unit-tested.
    await dispatch.runSosSweep(admin());
    for (let i = 0; i < 5; i += 1) {
      await admin().from('notifications').update({ next_attempt_at: new Date(0).toISOString() }).eq('event_id', doomed.id).eq('status', 'queued');
      await dispatch.deliverDueNotifications(admin());
    }
    failNext = 0;
    const { data: gaveUp } = await admin().from('notifications').select('status, attempts').eq('event_id', doomed.id).eq('channel', 'sms').single();
    expect(gaveUp).toEqual({ status: 'failed', attempts: 5 });
  });
});
