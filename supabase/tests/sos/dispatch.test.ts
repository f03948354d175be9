/**
 * SOS delivery on the real server: raise_sos writes the contacts' outbox rows in its own
 * transaction (the family's just after, by the dispatcher's claim), and the dispatcher delivers each row once, on its own, whatever another row does:
 * a 199-character name, an address the provider refuses, an adapter that throws or hangs, two
 * dispatchers at once, a cancel within the grace, and an alarm raised with no page open.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { OutgoingMessage } from '@/lib/notify/channels';
import { closeClients, newUserClient, serviceClient, testServer, type SignedInUser } from '../helpers';
import { linkFamily, subscribe } from '../rls/support';

jest.mock('server-only', () => ({}));
/* eslint-disable @typescript-eslint/no-require-imports */
const { createDispatcher } = require('@/lib/notify/dispatcher') as typeof import('@/lib/notify/dispatcher');
const { deliverMessage } = require('@/lib/notify/channels') as typeof import('@/lib/notify/channels');
/* eslint-enable @typescript-eslint/no-require-imports */

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Send = (message: OutgoingMessage, signal: AbortSignal) => Promise<void>;

/** Every message a fake provider accepted, in order. */
function recordingProvider(behaviour: (message: OutgoingMessage) => 'ok' | 'refuse' | 'throw' | 'hang' = () => 'ok') {
  const sent: OutgoingMessage[] = [];
  const send: Send = async (message, signal) => {
    const what = behaviour(message);
    if (what === 'refuse') throw new Error('provider refused: 21211 invalid number');
    if (what === 'throw') throw new TypeError('adapter bug');
    if (what === 'hang') {
      await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    }
    sent.push(message);
  };
  return { send, sent, to: (address: string) => sent.filter((m) => m.to === address) };
}

/** One dispatcher pass that ends when nothing more is due before `ms` from now. */
function pass(send: Send, ms = 3_000, timeoutMs = 400) {
  return createDispatcher({ admin: admin(), send, log: quiet }, { concurrency: 16, pollMs: 50, timeoutMs, leaseSeconds: 5 }).run({
    deadline: Date.now() + ms,
  });
}

type Member = { member: SignedInUser; email: string; phone: string };

async function memberWithContact(grace: number | null, name = 'Rosa Test', language: 'en' | 'nl' | 'es' = 'es'): Promise<Member> {
  const member = await newUserClient(undefined, { data: { full_name: name } });
  await subscribe(member.user.id);
  const email = `contact-${randomUUID()}@example.com`;
  const phone = `+3460${Math.floor(1e6 + Math.random() * 9e6)}`;
  const inserted = await member.client.from('emergency_contacts').insert({ user_id: member.user.id, name: 'Ana', email, phone, language });
  expect(inserted.error).toBeNull();
  if (grace !== null) expect((await member.client.from('sos_preferences').insert({ member_id: member.user.id, grace_seconds: grace })).error).toBeNull();
  return { member, email, phone };
}

/** The member's number and country as registration stores them (E.164, ISO alpha-2). */
async function givePhoneAndCountry(member: SignedInUser, phone = '+34600123456', country = 'ES') {
  const { error } = await admin().from('profiles').update({ phone, country }).eq('user_id', member.user.id);
  expect(error).toBeNull();
}

async function raise(member: SignedInUser, extra: Record<string, unknown> = {}) {
  const { data, error } = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), ...extra });
  expect(error).toBeNull();
  return data as Database['public']['Tables']['sos_events']['Row'];
}

/** An alarm's outbox rows, e-mail first, then in-app, then SMS (channel names in alphabetical order). */
const rowsOf = async (eventId: string) =>
  ((await admin().from('notifications').select('*').eq('event_id', eventId)).data ?? []).sort((a, b) =>
    `${a.channel}${a.kind}`.localeCompare(`${b.channel}${b.kind}`),
  );

describe('raising writes who must be told', () => {
  it('queues each contact per channel at the grace deadline in the raise, and family in-app at once after it, as parameters', async () => {
    const { member, email, phone } = await memberWithContact(7);
    await givePhoneAndCountry(member);
    const family = await newUserClient(undefined, { data: { full_name: 'Bea', preferred_language: 'nl' } });
    await linkFamily(member.user.id, family.user.id, { receive_sos_alerts: true });
    const event = await raise(member);
    const summary = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
      rows.map((r) => [r.channel, r.recipient_address ?? r.recipient_user_id, r.language, r.status].join(' ')).sort();
    expect(summary(await rowsOf(event.id))).toEqual([`email ${email} es queued`, `sms ${phone} es queued`]);
    // The family's rows are the dispatcher's to write (its claim runs this first).
    expect((await admin().rpc('queue_family_sos_alerts', { only_event: event.id })).error).toBeNull();
    const rows = await rowsOf(event.id);
    expect(summary(rows)).toEqual([`email ${email} es queued`, `in_app ${family.user.id} nl queued`, `sms ${phone} es queued`]);
    const byChannel = Object.fromEntries(rows.map((r) => [r.channel, r]));
    expect(byChannel.email.next_attempt_at).toBe(event.contacts_due_at);
    expect(Date.parse(byChannel.in_app.next_attempt_at!)).toBeLessThanOrEqual(Date.parse(event.contacts_due_at!));
    // What the contact needs to act: whom to call, the country whose clock the time is on, and what raised it.
    const params = { member_name: 'Rosa Test', member_phone: '+34600123456', member_country: 'ES', started_at: expect.any(String), source: 'app' };
    expect(byChannel.email.params).toEqual(params);
    expect(byChannel.sms.params).toEqual(params);
    // The family's row says the same (written by queue_family_sos_alerts, its parameters once per alarm).
    expect(byChannel.in_app.params).toEqual(byChannel.email.params);
    expect(rows.every((r) => r.title === null && r.body === null && r.kind === 'sos_alert')).toBe(true);
  });

  it('keeps the grace deadline in the database (default 5 s, tests at once) and away from members', async () => {
    const { member } = await memberWithContact(null);
    // The drill first: while a real alarm is open a drill is refused (ICE90, supabase/tests/drills).
    const test = await raise(member, { source: 'test' });
    expect(test.contacts_due_at).toBe(test.started_at);
    const normal = await raise(member);
    expect(Date.parse(normal.contacts_due_at!) - Date.parse(normal.started_at)).toBe(5_000);
    const other = await newUserClient();
    expect((await other.client.from('sos_preferences').upsert({ member_id: member.user.id, grace_seconds: 0 })).error).not.toBeNull();
    expect((await member.client.from('sos_preferences').upsert({ member_id: member.user.id, grace_seconds: 11 })).error).not.toBeNull();
  });

  it('keeps the dispatcher functions and the limits away from members', async () => {
    const { member } = await memberWithContact(null);
    expect((await member.client.rpc('claim_sos_outbox')).error?.code).toBe('42501');
    expect((await member.client.rpc('next_sos_outbox_due')).error?.code).toBe('42501');
    expect((await member.client.rpc('queue_family_sos_alerts')).error?.code).toBe('42501');
    expect((await member.client.rpc('take_over_sos_dispatcher', { dispatcher: 'x' })).error?.code).toBe('42501');
    const record = await member.client.rpc('record_sos_delivery', { notification_id: randomUUID(), lease: randomUUID(), outcome: 'sent' });
    expect(record.error?.code).toBe('42501');
    const limits = await member.client.from('sos_limits').update({ test_alerts_per_hour: 1000 }).eq('id', true).select();
    expect(limits.data ?? []).toEqual([]);
    expect((await admin().from('sos_limits').select('test_alerts_per_hour').single()).data?.test_alerts_per_hour).toBe(3);
  });
});

describe('one dispatcher pass', () => {
  it('tells every other recipient once when one member’s name is 199 characters long', async () => {
    const longName = 'N'.repeat(199);
    const poisoned = await memberWithContact(0, longName, 'en');
    const family = await newUserClient();
    await linkFamily(poisoned.member.user.id, family.user.id, { receive_sos_alerts: true });
    const others = await Promise.all([1, 2, 3].map((i) => memberWithContact(0, `Other ${i}`)));
    const events = await Promise.all([poisoned, ...others].map((m) => raise(m.member)));
    const provider = recordingProvider();
    await pass(provider.send);

    for (const m of [poisoned, ...others]) {
      expect(provider.to(m.email)).toHaveLength(1);
      expect(provider.to(m.phone)).toHaveLength(1);
    }
    expect(provider.to(poisoned.email)[0].subject).toBe(`SOS from ${longName}`);
    const rows = await rowsOf(events[0].id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    // The receipt keeps the text as sent, clipped to the columns; the in-app title too.
    const inApp = rows.find((r) => r.channel === 'in_app');
    expect(inApp?.title).toHaveLength(200);
    expect(inApp?.title?.startsWith('SOS from NNN')).toBe(true);
  });

  it('keeps a refused address, a throwing adapter and a hanging one to their own rows', async () => {
    const [refused, throwing, hanging, fine] = await Promise.all([1, 2, 3, 4].map(() => memberWithContact(0)));
    const provider = recordingProvider((message) =>
      message.to === refused.phone ? 'refuse' : message.to === throwing.email ? 'throw' : message.to === hanging.email ? 'hang' : 'ok',
    );
    const events = await Promise.all([refused, throwing, hanging, fine].map((m) => raise(m.member)));
    await pass(provider.send, 1_500, 300);

    expect(provider.to(fine.email)).toHaveLength(1);
    expect(provider.to(fine.phone)).toHaveLength(1);
    expect(provider.to(refused.email)).toHaveLength(1);
    expect(provider.to(throwing.phone)).toHaveLength(1);
    expect(provider.to(hanging.phone)).toHaveLength(1);

    const row = async (eventId: string, channel: 'email' | 'sms') => (await rowsOf(eventId)).find((r) => r.channel === channel)!;
    const refusedSms = await row(events[0].id, 'sms');
    expect(refusedSms).toMatchObject({ status: 'queued' });
    expect(refusedSms.attempts).toBeGreaterThanOrEqual(1);
    expect(refusedSms.last_error).toContain('21211');
    expect((await row(events[1].id, 'email')).last_error).toContain('adapter bug');
    expect((await row(events[2].id, 'email')).last_error).toContain('timed out after 300 ms');
  });

  it('gives a row up as failed after its last attempt, on the receipt and the timeline', async () => {
    const doomed = await memberWithContact(0);
    const provider = recordingProvider((message) => (message.to === doomed.phone ? 'refuse' : 'ok'));
    const event = await raise(doomed.member);
    // Skip the back-off waits (the schedule itself is unit-tested): make the retry due each time.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await admin().from('notifications').update({ next_attempt_at: new Date(0).toISOString() }).eq('event_id', event.id).eq('status', 'queued');
      await pass(provider.send, 300);
    }
    const sms = (await rowsOf(event.id)).find((r) => r.channel === 'sms');
    expect(sms).toMatchObject({ status: 'failed', attempts: 5 });
    const { data: steps } = await doomed.member.client.from('sos_timeline').select('kind, details').eq('event_id', event.id).order('id');
    expect(steps?.map((s) => s.kind)).toEqual(['created', 'notified', 'failed']);
    // Each delivery step says which contact it was for, as the contact was named then.
    expect(steps?.slice(1).map((s) => (s.details as { contact_name?: string }).contact_name)).toEqual(['Ana', 'Ana']);
  });

  it('sends each row once when two dispatchers run at the same time', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => memberWithContact(0)));
    await Promise.all(members.map((m) => raise(m.member)));
    const provider = recordingProvider();
    await Promise.all([pass(provider.send), pass(provider.send)]);
    for (const m of members) {
      expect(provider.to(m.email)).toHaveLength(1);
      expect(provider.to(m.phone)).toHaveLength(1);
    }
  });

  it('never sends a contact alert of an alarm cancelled within its grace, and says so on the receipt', async () => {
    const { member, email, phone } = await memberWithContact(1);
    const event = await raise(member);
    const { error } = await member.client.rpc('end_sos', { event_id: event.id, outcome: 'cancelled' });
    expect(error).toBeNull();
    await sleep(1_100);
    const provider = recordingProvider();
    await pass(provider.send, 500);
    expect(provider.to(email)).toEqual([]);
    expect(provider.to(phone)).toEqual([]);
    expect((await rowsOf(event.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('tells alerted contacts how the alarm ended, in their language, and nobody else', async () => {
    const { member, email } = await memberWithContact(0);
    const event = await raise(member);
    const provider = recordingProvider();
    await pass(provider.send);
    await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });
    await pass(provider.send);
    expect(provider.to(email).map((m) => m.subject)).toEqual(['SOS de Rosa Test', 'Rosa Test está bien']);
  });

  it('gives the contacts the member’s number and their clock: the phone to call, the time with its zone, the sender of an SMS', async () => {
    const { member, email, phone } = await memberWithContact(0);
    await givePhoneAndCountry(member);
    const event = await raise(member);
    const provider = recordingProvider();
    await pass(provider.send);
    const madrid = new Intl.DateTimeFormat('es', { timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(event.started_at));
    const [mail] = provider.to(email);
    expect(mail.body).toContain(`a las ${madrid} (hora de Madrid)`);
    expect(mail.body).toContain('Llame ahora a Rosa Test al +34 600 12 34 56; si no lo consigue, llame al 112.');
    const [sms] = provider.to(phone);
    expect(sms.body.startsWith('ICE SOS: Rosa Test ha activado una alarma SOS')).toBe(true);
    expect(sms.body).toContain('+34 600 12 34 56');
    // The "how it ended" notice copies the alert's parameters: same number, same clock.
    await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });
    await pass(provider.send);
    const ended = (await rowsOf(event.id)).filter((r) => r.kind === 'sos_ended');
    expect(ended.map((r) => r.params)).toEqual([
      expect.objectContaining({ member_phone: '+34600123456', member_country: 'ES', outcome: 'resolved' }),
      expect.objectContaining({ member_phone: '+34600123456', member_country: 'ES', outcome: 'resolved' }),
    ]);
    expect(provider.to(phone)[1].body).toContain(`a las ${madrid} (hora de Madrid)`);
  });

  it('queues the ended notice for an alert that was being sent when the alarm ended', async () => {
    const { member, email } = await memberWithContact(0);
    const event = await raise(member);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => (reached = resolve));
    const sent: OutgoingMessage[] = [];
    const slow: Send = async (message) => {
      if (message.to === email && sent.every((m) => m.to !== email)) {
        reached();
        await held;
      }
      sent.push(message);
    };
    const running = pass(slow, 3_000, 5_000);
    // The alarm ends while its alert is in the provider's hands (not after a guessed delay: on a
    // busy machine the dispatcher may not have claimed it yet).
    await sending;
    await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });
    release();
    await running;
    await pass(slow, 500);
    expect(sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual(['SOS de Rosa Test', 'Rosa Test está bien']);
  });

  it('refuses a record from a dispatcher that does not hold the lease', async () => {
    const { member } = await memberWithContact(0);
    const event = await raise(member);
    const { data: claimed } = await admin().rpc('claim_sos_outbox', { max_rows: 500, lease_seconds: 30 });
    const mine = (claimed ?? []).find((r) => r.event_id === event.id)!;
    const stranger = await admin().rpc('record_sos_delivery', { notification_id: mine.id, lease: randomUUID(), outcome: 'sent', subject: 'x', message: 'y' });
    expect(stranger.data).toBe(false);
    const holder = await admin().rpc('record_sos_delivery', { notification_id: mine.id, lease: mine.lease_token!, outcome: 'sent', subject: 'x', message: 'y' });
    expect(holder.data).toBe(true);
    // Release what this test leased so later passes see the rest.
    for (const row of (claimed ?? []).filter((r) => r.id !== mine.id)) {
      await admin().from('notifications').update({ lease_token: null, leased_until: null }).eq('id', row.id);
    }
  });
});

describe('a dispatcher killed while holding rows', () => {
  it('hands them to its restart under the same name at once, and never to a second live process', async () => {
    const { member, email } = await memberWithContact(0);
    const name = `test-dispatcher-${randomUUID()}`;
    const started = (await admin().rpc('take_over_sos_dispatcher', { dispatcher: name })).data;
    expect(started).not.toBeNull();
    await raise(member);
    // The "killed" process: it leased the rows for a minute, then stopped beating.
    const { data: held } = await admin().rpc('claim_sos_outbox', { max_rows: 500, lease_seconds: 60, dispatcher: name });
    expect((held ?? []).some((r) => r.recipient_address === email)).toBe(true);
    // While its heartbeat is fresh, the name is alive elsewhere: a second process stands by.
    expect((await admin().rpc('take_over_sos_dispatcher', { dispatcher: name })).data).toBeNull();
    await admin().from('sos_dispatchers').update({ heartbeat_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', name);

    const provider = recordingProvider();
    const restarted = createDispatcher({ admin: admin(), send: provider.send, log: quiet }, { concurrency: 16, pollMs: 50, timeoutMs: 400, leaseSeconds: 5, name });
    await restarted.run({ deadline: Date.now() + 1_500 });
    expect(provider.to(email)).toHaveLength(1);
    // The first process, had it survived, learns from its heartbeat that it must stop.
    expect((await admin().rpc('sos_dispatcher_heartbeat', { dispatcher: name, since: started! })).data).not.toBe(true);
  });
});

describe('with no page open', () => {
  it('tells the contacts after the grace while a dispatcher runs, and not before', async () => {
    const { member, email, phone } = await memberWithContact(2);
    const provider = recordingProvider();
    const controller = new AbortController();
    // The whole backend suite's earlier alarms are due too, so this dispatcher has a backlog to clear.
    const running = createDispatcher({ admin: admin(), send: provider.send, log: quiet }, { concurrency: 32, pollMs: 100, timeoutMs: 1_000, leaseSeconds: 12 }).run({
      signal: controller.signal,
    });
    try {
      const event = await raise(member);
      await sleep(1_000);
      expect(provider.to(email)).toEqual([]);
      const due = Date.parse(event.contacts_due_at!);
      const told = () => provider.to(phone).length > 0 && provider.to(email).length > 0;
      for (let waited = 0; !told() && waited < 25_000; waited += 100) await sleep(100);
      expect(provider.to(email)).toHaveLength(1);
      expect(provider.to(phone)).toHaveLength(1);
      // The provider hears of the message before the dispatcher records it: wait for the record.
      const sentAt = async () =>
        (await admin().from('notifications').select('sent_at').eq('event_id', event.id).eq('channel', 'sms').single()).data?.sent_at ?? null;
      let sms = await sentAt();
      for (let waited = 0; !sms && waited < 5_000; waited += 100) {
        await sleep(100);
        sms = await sentAt();
      }
      expect(Date.parse(sms!)).toBeGreaterThanOrEqual(due);
    } finally {
      controller.abort();
      await running;
    }
  }, 45_000);
});

describe('limits that never touch a real alarm', () => {
  afterEach(async () => {
    await admin().from('sos_limits').update({ test_alerts_per_hour: 3, alarms_flagged_per_hour: 5 }).eq('id', true);
  });

  it('refuses a fourth test alert in an hour with ICE29, but a retry of an accepted one still answers', async () => {
    const { member } = await memberWithContact(null);
    const first = randomUUID();
    for (const id of [first, randomUUID(), randomUUID()]) {
      expect((await member.client.rpc('raise_sos', { client_request_id: id, source: 'test' })).error).toBeNull();
    }
    const refused = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'test' });
    expect(refused.error).toMatchObject({ code: 'ICE29', hint: 'sos_test_limit' });
    expect(refused.status).toBe(429);
    expect((await member.client.rpc('raise_sos', { client_request_id: first, source: 'test' })).error).toBeNull();
    // A real alarm is never refused.
    expect((await member.client.rpc('raise_sos', { client_request_id: randomUUID() })).error).toBeNull();
  });

  it('flags, never refuses, an unusual number of real alarms, with limits an admin can change', async () => {
    await admin().from('sos_limits').update({ alarms_flagged_per_hour: 2, test_alerts_per_hour: 0 }).eq('id', true);
    const { member } = await memberWithContact(10);
    const events = [];
    for (let i = 0; i < 4; i += 1) events.push(await raise(member));
    expect(events.map((e) => e.unusual_volume)).toEqual([false, false, true, true]);
    expect((await rowsOf(events[3].id)).length).toBe(2);
    // The test limit is the admin's too: checked on a member with no real alarm open (a drill
    // beside an open real alarm is refused for that reason instead, ICE90).
    const { member: calm } = await memberWithContact(null);
    expect((await calm.client.rpc('raise_sos', { client_request_id: randomUUID(), source: 'test' })).error?.code).toBe('ICE29');
  });
});

describe('through the real adapters', () => {
  let server: http.Server;
  let url: string;
  const received: { auth?: string; type?: string; body: string }[] = [];

  beforeAll(async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = testServer().url;
    delete process.env.SMTP_URL;
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01/Accounts/AC123/Messages.json`;
    process.env.SMS_PROVIDER_URL = url;
    process.env.SMS_PROVIDER_TOKEN = 'AC123:secret';
    process.env.SMS_FROM = '+34900000000';
  });
  afterAll(async () => {
    delete process.env.SMS_PROVIDER_URL;
    delete process.env.SMS_PROVIDER_TOKEN;
    delete process.env.SMS_FROM;
    await new Promise((resolve) => server.close(resolve));
  });

  it('e-mails through the local mailbox and texts through Twilio’s Messages API contract', async () => {
    const { member, email, phone } = await memberWithContact(0);
    await raise(member, { latitude: 38.3452, longitude: -0.481 });
    await pass(deliverMessage);

    const mails = (await (await fetch(`${testServer().url}/_mailbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('SOS de Rosa Test');
    expect(mails[0].text).toContain('https://www.openstreetmap.org/?mlat=38.345200&mlon=-0.481000');

    const sms = received.find((r) => new URLSearchParams(r.body).get('To') === phone);
    expect(sms?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(sms?.type).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sms?.body);
    expect(form.get('From')).toBe('+34900000000');
    expect(form.get('Body')).toContain('Rosa Test');
    expect(form.get('Body')?.startsWith('ICE SOS: ')).toBe(true);
  });
});

describe('in-app receipts', () => {
  it('marks the family member’s row delivered when their app shows the alert', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { markInAppDelivered } = require('@/lib/data/sos-in-app-receipt') as typeof import('@/lib/data/sos-in-app-receipt');
    const { member } = await memberWithContact(10);
    const family = await newUserClient();
    await linkFamily(member.user.id, family.user.id, { receive_sos_alerts: true });
    const event = await raise(member);
    await markInAppDelivered(admin(), event, family.user.id);
    await markInAppDelivered(admin(), event, family.user.id);
    const { data: mine } = await family.client.from('notifications').select('channel, status, delivered_at').eq('event_id', event.id);
    expect(mine).toHaveLength(1);
    expect(mine?.[0]).toMatchObject({ channel: 'in_app', status: 'delivered' });
  });
});
