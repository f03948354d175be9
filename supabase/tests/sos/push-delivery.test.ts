/**
 * Web Push on the real server (docs/architecture.md#sos-delivery): the dispatcher's claim writes a
 * push row, right after the raise, for each family recipient with a subscribed browser, and the dispatcher sends it, encrypted and
 * VAPID-signed, to a push service started here on loopback. The browsers' subscriptions are stored
 * as https endpoints on FCM's host (the only hosts the table takes are push services'); the
 * dispatcher's fetch reaches that host on this local service (the way DNS would), so the request it sees is exactly what a real push service gets.
 * What the service answers decides the rest: 201 sent, 410 the browser is forgotten, 429 retried.
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decrypt } from 'http_ece';
import webpush from 'web-push';
import type { Database, Tables } from '@/lib/database.types';
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, subscribe } from '../rls/support';

jest.mock('server-only', () => ({}));
/* eslint-disable @typescript-eslint/no-require-imports */
const { createDispatcher } = require('@/lib/notify/dispatcher') as typeof import('@/lib/notify/dispatcher');
const { createPushDeliverer } = require('@/lib/notify/push-delivery') as typeof import('@/lib/notify/push-delivery');
const { listPushTargets, recordPushResult } = require('@/lib/data/push-targets') as typeof import('@/lib/data/push-targets');
const { pushDelivererFromEnv } = require('@/lib/notify/push-channel') as typeof import('@/lib/notify/push-channel');
const { getMemberDashboard } = require('@/lib/data/member-dashboard') as typeof import('@/lib/data/member-dashboard');
/* eslint-enable @typescript-eslint/no-require-imports */

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PUSH_HOST = 'fcm.googleapis.com';
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@ice-sos.example' };

/** The push service: answers per browser (the first path segment), and keeps what it received. */
type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
const answers = new Map<string, number[]>();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const script = answers.get(path) ?? [201];
      const status = script.length > 1 ? script.shift()! : script[0];
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status >= 400 ? `status ${status}` : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** https://fcm.googleapis.com/... reaches the local service, like DNS would send it there. */
const localPushFetch = ((url: string | URL | Request, init?: RequestInit) =>
  fetch(String(url).replace(`https://${PUSH_HOST}`, origin), init)) as typeof fetch;

const pushDeliverer = () =>
  createPushDeliverer({
    vapid,
    targets: (recipient, signal) => listPushTargets(admin(), recipient, signal),
    record: (id, result, signal) => recordPushResult(admin(), id, result, signal),
    sendTimeoutMs: 1_000,
    fetch: localPushFetch,
  });

/** One dispatcher pass that ends when nothing more is due before `ms` from now. E-mail and SMS go nowhere. */
function pass(ms = 3_000, push = pushDeliverer()) {
  return createDispatcher({ admin: admin(), send: async () => undefined, push, log: quiet }, { concurrency: 16, pollMs: 50, timeoutMs: 2_000, leaseSeconds: 14 }).run({
    deadline: Date.now() + ms,
  });
}

type Browser = { endpoint: string; path: string; ecdh: ECDH; auth: string };

/** A browser of `user` subscribes; the push service will answer `script` for it (the last answer repeats). */
async function subscribedBrowser(user: SignedInUser, script: number[] = [201]): Promise<Browser> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const path = `/${randomUUID()}`;
  const endpoint = `https://${PUSH_HOST}${path}`;
  answers.set(path, [...script]);
  const { error } = await user.client.rpc('save_push_subscription', { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth, language: 'en' });
  expect(error).toBeNull();
  return { endpoint, path, ecdh, auth };
}

async function memberWithFamily(language: 'en' | 'nl' | 'es' = 'nl') {
  const member = await newUserClient(undefined, { data: { full_name: 'Rosa Test' } });
  await subscribe(member.user.id);
  const family = await newUserClient(undefined, { data: { full_name: 'Bea', preferred_language: language } });
  await linkFamily(member.user.id, family.user.id, { receive_sos_alerts: true });
  return { member, family };
}

async function raise(member: SignedInUser) {
  const { data, error } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
  expect(error).toBeNull();
  return data as Tables<'sos_events'>;
}

const pushRowOf = async (eventId: string, recipient: string) =>
  (await admin().from('notifications').select('*').eq('event_id', eventId).eq('recipient_user_id', recipient).eq('channel', 'push').maybeSingle()).data;
const subscriptionOf = async (endpoint: string) => (await admin().from('push_subscriptions').select('*').eq('endpoint', endpoint).maybeSingle()).data;
const requestsTo = (browser: Browser) => received.filter((r) => r.path === browser.path);

/**
 * What the dispatcher's claim does first: write the family rows of raised alarms. Only this
 * alarm's, waiting for another file's pass that holds it (a bare call skips a locked alarm).
 */
async function queueFamilyAlerts(eventId: string) {
  const { error } = await admin().rpc('queue_family_sos_alerts', { only_event: eventId });
  expect(error).toBeNull();
}

const familyRowsOf = async (eventId: string, family: SignedInUser) =>
  ((await admin().from('notifications').select('*').eq('event_id', eventId).in('channel', ['in_app', 'push'])).data ?? []).map(
    (r) => `${r.channel} ${r.recipient_user_id === family.user.id ? 'family' : 'other'}`,
  ).sort();

describe('the family rows of a raised alarm, written after the raise', () => {
  it('a push row beside the in-app row, with the same kind, parameters and language; none for family without a browser', async () => {
    const { member, family } = await memberWithFamily('nl');
    const unsubscribed = await newUserClient();
    await linkFamily(member.user.id, unsubscribed.user.id, { receive_sos_alerts: true });
    await subscribedBrowser(family);
    await subscribedBrowser(family);
    const event = await raise(member);
    // The raise itself writes none: family hear the alarm on its private topic at commit.
    expect(await familyRowsOf(event.id, family)).toEqual([]);
    await queueFamilyAlerts(event.id);

    const { data: rows } = await admin().from('notifications').select('*').eq('event_id', event.id).in('channel', ['in_app', 'push']);
    expect(await familyRowsOf(event.id, family)).toEqual(['in_app family', 'in_app other', 'push family']);
    const inApp = rows!.find((r) => r.channel === 'in_app' && r.recipient_user_id === family.user.id)!;
    const push = rows!.find((r) => r.channel === 'push')!;
    expect(push).toMatchObject({ kind: inApp.kind, params: inApp.params, language: 'nl', status: 'queued' });
    expect(Date.parse(push.next_attempt_at!)).toBeLessThanOrEqual(Date.parse(event.contacts_due_at!));
    // Once: a second run finds nothing left to write.
    expect((await admin().rpc('queue_family_sos_alerts', { only_event: event.id })).data).toBe(0);
    expect(await familyRowsOf(event.id, family)).toHaveLength(3);
  });

  it('an alarm that ended before its turn: the in-app row only, no push; a link revoked meanwhile: nothing', async () => {
    const { member, family } = await memberWithFamily('en');
    await subscribedBrowser(family);
    const revoked = await newUserClient();
    await linkFamily(member.user.id, revoked.user.id, { receive_sos_alerts: true });
    const event = await raise(member);
    expect((await member.client.rpc('end_sos', { event_id: event.id, outcome: 'false_alarm' })).error).toBeNull();
    expect((await admin().from('family_links').update({ status: 'revoked' }).eq('member_id', member.user.id).eq('family_member_id', revoked.user.id)).error).toBeNull();
    await queueFamilyAlerts(event.id);
    expect(await familyRowsOf(event.id, family)).toEqual(['in_app family']);
  });

  it('the dispatcher’s claim writes them itself, so its next pass sends them', async () => {
    const { member, family } = await memberWithFamily('en');
    await subscribedBrowser(family);
    const event = await raise(member);
    const { data: next } = await admin().rpc('next_sos_outbox_due');
    expect(Date.parse(next!)).toBeLessThanOrEqual(Date.now() + 1_000);
    await pass();
    expect(await familyRowsOf(event.id, family)).toEqual(['in_app family', 'push family']);
    expect(await pushRowOf(event.id, family.user.id)).toMatchObject({ status: 'sent' });
  });
});

describe('sending to the push service', () => {
  it('201: sends each browser the alert, encrypted for it and signed by us, and the row is sent', async () => {
    const { member, family } = await memberWithFamily('nl');
    const phone = await subscribedBrowser(family, [201]);
    const laptop = await subscribedBrowser(family, [202]);
    const event = await raise(member);
    await pass();

    expect(await pushRowOf(event.id, family.user.id)).toMatchObject({ status: 'sent', attempts: 1, title: 'SOS van Rosa Test' });
    for (const browser of [phone, laptop]) {
      const [request] = requestsTo(browser);
      expect(requestsTo(browser)).toHaveLength(1);
      expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '300', urgency: 'high', topic: event.id.replace(/-/g, '') });
      const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '') ?? [];
      expect(key).toBe(vapid.publicKey);
      expect(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString())).toMatchObject({ aud: `https://${PUSH_HOST}`, sub: vapid.subject });
      const payload = JSON.parse(decrypt(request.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString());
      expect(payload).toEqual({
        title: 'SOS van Rosa Test',
        body: 'Rosa Test heeft een SOS-alarm geslagen en heeft mogelijk hulp nodig. Open ICE SOS om te reageren.',
        eventId: event.id,
        url: `/nl/member-dashboard?alert=${event.id}`,
        tag: `sos-${event.id}`,
      });
      expect(await subscriptionOf(browser.endpoint)).toMatchObject({ failure_count: 0, last_success_at: expect.any(String) });
    }
    // The family member's recent activity lists the alert once (the in-app line), not once per channel.
    const dashboard = await getMemberDashboard(family.client as unknown as Parameters<typeof getMemberDashboard>[0], family.user.id);
    expect(dashboard.notifications.filter((n) => n.title === 'SOS van Rosa Test')).toHaveLength(1);
  });

  it('410: forgets that browser; with none left the row fails, and the next alarm writes no push row', async () => {
    const { member, family } = await memberWithFamily('en');
    const old = await subscribedBrowser(family, [410]);
    const event = await raise(member);
    await pass();

    expect(requestsTo(old)).toHaveLength(1);
    expect(await subscriptionOf(old.endpoint)).toBeNull();
    const row = await pushRowOf(event.id, family.user.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.last_error).toContain('1 gone: 410');
    // The family member's receipt line says so; the in-app alert went out all the same.
    const { data: mine } = await family.client.from('notifications').select('channel, status').eq('event_id', event.id);
    expect((mine ?? []).map((r) => `${r.channel} ${r.status}`).sort()).toEqual(['in_app sent', 'push failed']);

    const next = await raise(member);
    await queueFamilyAlerts(next.id);
    expect(await familyRowsOf(next.id, family)).toEqual(['in_app family']);
  });

  it('410 for one browser, 201 for the other: sent, and only the gone one is forgotten', async () => {
    const { member, family } = await memberWithFamily('es');
    const gone = await subscribedBrowser(family, [410]);
    const fine = await subscribedBrowser(family, [201]);
    const event = await raise(member);
    await pass();
    expect(await pushRowOf(event.id, family.user.id)).toMatchObject({ status: 'sent', title: 'SOS de Rosa Test' });
    expect(await subscriptionOf(gone.endpoint)).toBeNull();
    expect(await subscriptionOf(fine.endpoint)).not.toBeNull();
  });

  it('400: counts the refusal on that browser and fails the row without retrying', async () => {
    const { member, family } = await memberWithFamily('en');
    const refusing = await subscribedBrowser(family, [400]);
    const event = await raise(member);
    await pass();
    expect(requestsTo(refusing)).toHaveLength(1);
    expect(await subscriptionOf(refusing.endpoint)).toMatchObject({ failure_count: 1 });
    expect(await pushRowOf(event.id, family.user.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('429: keeps the row queued with a back-off, then sends it when the service takes it', async () => {
    const { member, family } = await memberWithFamily('en');
    const busy = await subscribedBrowser(family, [429, 201]);
    const event = await raise(member);

    await pass(300);
    const waiting = await pushRowOf(event.id, family.user.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.last_error).toContain('429');
    expect(Date.parse(waiting!.next_attempt_at!)).toBeGreaterThan(Date.parse(waiting!.updated_at) + 500);
    expect(await subscriptionOf(busy.endpoint)).toMatchObject({ failure_count: 0, last_success_at: null });

    await pass(3_000);
    expect(requestsTo(busy)).toHaveLength(2);
    expect(await pushRowOf(event.id, family.user.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never rings for an alarm that ended while its push waited for a retry', async () => {
    const { member, family } = await memberWithFamily('en');
    const busy = await subscribedBrowser(family, [429]);
    const event = await raise(member);
    await pass(300);
    expect(requestsTo(busy)).toHaveLength(1);

    expect((await member.client.rpc('end_sos', { event_id: event.id, outcome: 'cancelled' })).error).toBeNull();
    await admin().from('notifications').update({ next_attempt_at: new Date(0).toISOString() }).eq('event_id', event.id).eq('channel', 'push');
    await pass(300);
    expect(requestsTo(busy)).toHaveLength(1);
    expect(await pushRowOf(event.id, family.user.id)).toMatchObject({ status: 'cancelled' });
  });

  it('fails push rows with the reason when the dispatcher has no VAPID keys, and still sends the rest', async () => {
    const { member, family } = await memberWithFamily('en');
    const browser = await subscribedBrowser(family, [201]);
    const event = await raise(member);
    await pass(1_000, pushDelivererFromEnv(admin(), {}, 2_000));
    expect(requestsTo(browser)).toHaveLength(0);
    expect(await pushRowOf(event.id, family.user.id)).toMatchObject({
      status: 'failed',
      last_error: 'push is switched off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set',
    });
    const { data: inApp } = await admin().from('notifications').select('status').eq('event_id', event.id).eq('channel', 'in_app').single();
    expect(inApp?.status).toBe('sent');
  });
});
