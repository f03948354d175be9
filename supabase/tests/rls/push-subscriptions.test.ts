/**
 * push_subscriptions under RLS, through supabase-js on the local server: a person sees, adds and
 * removes only their own browsers; nobody else (another member, family of theirs, an admin, an
 * anonymous visitor) can read, add for them, change or remove one. Every outcome is read back
 * with the service role. The table's checks agree with lib/validation/push.ts, and the dispatcher's
 * functions stay with the service role.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { isPushServiceEndpoint } from '@/lib/push/push-service-endpoint';
import { PUSH_ENDPOINT_CASES } from '@/__tests__/push/fixtures/push-endpoints';
import { anonClient, closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily, makeAdmin } from './support';

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;
const typed = (user: SignedInUser) => user.client as unknown as SupabaseClient<Database>;

/** A browser's subscription as PushManager.subscribe makes one: a P-256 key and a 16-byte secret. */
function browser(host = 'fcm.googleapis.com') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `https://${host}/fcm/send/${randomUUID()}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

async function save(user: SignedInUser, sub = browser(), extra: { user_agent?: string; language?: 'en' | 'nl' | 'es' } = {}) {
  const { data, error } = await typed(user).rpc('save_push_subscription', { ...sub, ...extra });
  if (error) throw new Error(`saving a push subscription failed: ${error.message}`);
  return { ...sub, id: data!.id };
}

const stored = async (endpoint: string) => (await admin().from('push_subscriptions').select('*').eq('endpoint', endpoint).maybeSingle()).data;

let owner: SignedInUser;
let other: SignedInUser;
let family: SignedInUser;
let adminUser: SignedInUser;

beforeAll(async () => {
  [owner, other, family, adminUser] = await Promise.all([1, 2, 3, 4].map(() => newUserClient()));
  await linkFamily(owner.user.id, family.user.id, { receive_sos_alerts: true });
  await makeAdmin(adminUser);
});

describe('reading', () => {
  it('shows a person their own browsers and nobody else’s', async () => {
    const mine = await save(owner);
    const { data: seen } = await typed(owner).from('push_subscriptions').select('id, endpoint, user_id');
    expect(seen).toEqual([{ id: mine.id, endpoint: mine.endpoint, user_id: owner.user.id }]);
    for (const stranger of [other, family, adminUser]) {
      const { data } = await typed(stranger).from('push_subscriptions').select('id').eq('endpoint', mine.endpoint);
      expect(data).toEqual([]);
    }
    const anon = await anonClient().from('push_subscriptions').select('id').eq('endpoint', mine.endpoint);
    expect(anon.data ?? []).toEqual([]);
  });
});

describe('adding', () => {
  it('lets a person add their own browser directly, and nobody add one for them', async () => {
    const direct = browser();
    expect((await typed(owner).from('push_subscriptions').insert(direct)).error).toBeNull();
    expect((await stored(direct.endpoint))?.user_id).toBe(owner.user.id);

    const forged = browser();
    await typed(other).from('push_subscriptions').insert({ ...forged, user_id: owner.user.id });
    await anonClient().from('push_subscriptions').insert({ ...forged, user_id: owner.user.id });
    expect(await stored(forged.endpoint)).toBeNull();
  });

  it('refuses save_push_subscription to anonymous visitors', async () => {
    const sub = browser();
    const { error } = await anonClient().rpc('save_push_subscription', sub);
    expect(error).not.toBeNull();
    expect(await stored(sub.endpoint)).toBeNull();
  });
});

describe('changing', () => {
  it('lets nobody change a row directly, not even its owner', async () => {
    const mine = await save(owner);
    for (const who of [typed(owner), typed(other), anonClient() as unknown as SupabaseClient<Database>]) {
      await who.from('push_subscriptions').update({ failure_count: 99, user_id: other.user.id }).eq('endpoint', mine.endpoint);
    }
    expect(await stored(mine.endpoint)).toMatchObject({ user_id: owner.user.id, failure_count: 0 });
  });

  it('replaces the keys when the same browser subscribes again for the same account', async () => {
    const first = await save(owner, browser(), { language: 'nl' });
    await admin().rpc('record_push_result', { subscription_id: first.id, result: 'refused' });
    const renewed = { ...browser(), endpoint: first.endpoint };
    const again = await save(owner, renewed, { language: 'es' });
    expect(again.id).toBe(first.id);
    expect(await stored(first.endpoint)).toMatchObject({ p256dh: renewed.p256dh, auth: renewed.auth, failure_count: 0, language: 'es', user_id: owner.user.id });
  });

  it('never moves an endpoint to another account: whoever learns it cannot take a family member’s alerts (ICE84)', async () => {
    const mine = await save(family);
    const taken = { ...browser(), endpoint: mine.endpoint };
    const { data, error } = await typed(other).rpc('save_push_subscription', taken);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'ICE84', hint: 'push_endpoint_taken' });
    expect(await stored(mine.endpoint)).toMatchObject({ id: mine.id, user_id: family.user.id, p256dh: mine.p256dh, auth: mine.auth });
    expect((await typed(other).from('push_subscriptions').select('id').eq('endpoint', mine.endpoint)).data).toEqual([]);
  });
});

describe('removing', () => {
  it('lets only the owner remove a browser', async () => {
    const mine = await save(owner);
    await typed(other).from('push_subscriptions').delete().eq('endpoint', mine.endpoint);
    await typed(adminUser).from('push_subscriptions').delete().eq('endpoint', mine.endpoint);
    await anonClient().from('push_subscriptions').delete().eq('endpoint', mine.endpoint);
    expect(await stored(mine.endpoint)).not.toBeNull();
    expect((await typed(owner).from('push_subscriptions').delete().eq('endpoint', mine.endpoint)).error).toBeNull();
    expect(await stored(mine.endpoint)).toBeNull();
  });
});

describe('the table’s checks (the same rules as lib/validation/push.ts)', () => {
  // Matched on the message, which names the check: PostgreSQL answers 23514, the local server on
  // PGlite passes the same text on under a generic code.
  it.each([
    ['plain http', { endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'push_subscriptions_endpoint_check'],
    ['a host that is not a push service', { endpoint: 'https://push.example.com/x' }, 'push_subscriptions_endpoint_check'],
    ['an IP address', { endpoint: 'https://10.0.0.1/push' }, 'push_subscriptions_endpoint_check'],
    ['localhost', { endpoint: 'https://localhost/push' }, 'push_subscriptions_endpoint_check'],
    ['a host without a domain', { endpoint: 'https://intranet/push' }, 'push_subscriptions_endpoint_check'],
    ['an endless URL', { endpoint: `https://fcm.googleapis.com/${'a'.repeat(1024)}` }, 'push_subscriptions_endpoint_check'],
    ['a key that is no P-256 point', { p256dh: `A${'x'.repeat(86)}` }, 'push_subscriptions_p256dh_check'],
    ['a short auth secret', { auth: 'abc' }, 'push_subscriptions_auth_check'],
  ])('refuses %s', async (_what, change, check) => {
    const sub = { ...browser(), ...change };
    const { error } = await typed(owner).rpc('save_push_subscription', sub);
    expect(error?.message).toContain(check);
    expect(await stored(sub.endpoint)).toBeNull();
  });

  it('takes exactly the endpoints lib/push/push-service-endpoint.ts takes', async () => {
    const answers = await Promise.all(
      PUSH_ENDPOINT_CASES.map(async ({ endpoint }) => {
        const { error } = await typed(owner).rpc('save_push_subscription', { ...browser(), endpoint });
        if (error && !error.message.includes('push_subscriptions_endpoint_check')) throw new Error(`${endpoint}: ${error.message}`);
        return { endpoint, allowed: !error };
      }),
    );
    expect(answers).toEqual(PUSH_ENDPOINT_CASES.map(({ endpoint }) => ({ endpoint, allowed: isPushServiceEndpoint(endpoint) })));
    expect(answers).toEqual(PUSH_ENDPOINT_CASES);
  });

  it('strips base64 padding and clips the browser description', async () => {
    const sub = browser();
    await save(owner, { ...sub, p256dh: `${sub.p256dh}=`, auth: `${sub.auth}==` }, { user_agent: 'U'.repeat(500) });
    expect(await stored(sub.endpoint)).toMatchObject({ p256dh: sub.p256dh, auth: sub.auth, user_agent: 'U'.repeat(200) });
  });

  it('keeps at most ten browsers a person, dropping the one that has gone longest without an accepted alert', async () => {
    const person = await newUserClient();
    const saved = [];
    for (let i = 0; i < 10; i += 1) saved.push(await save(person));
    await admin().rpc('record_push_result', { subscription_id: saved[0].id, result: 'accepted' });
    await save(person, { ...browser(), endpoint: saved[3].endpoint });
    expect((await typed(person).from('push_subscriptions').select('id')).data).toHaveLength(10);
    const newest = await save(person);
    const { data } = await typed(person).from('push_subscriptions').select('endpoint');
    const endpoints = (data ?? []).map((r) => r.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).toContain(newest.endpoint);
    expect(endpoints).toContain(saved[0].endpoint);
    expect(endpoints).not.toContain(saved[1].endpoint);
  });
});

describe('the dispatcher’s functions', () => {
  it('are the service role’s alone', async () => {
    const mine = await save(owner);
    expect((await typed(owner).rpc('list_push_subscriptions', { recipient: owner.user.id })).error?.code).toBe('42501');
    expect((await typed(owner).rpc('record_push_result', { subscription_id: mine.id, result: 'gone' })).error?.code).toBe('42501');
    expect(await stored(mine.endpoint)).not.toBeNull();

    const listed = await admin().rpc('list_push_subscriptions', { recipient: owner.user.id });
    expect((listed.data ?? []).map((r) => r.endpoint)).toContain(mine.endpoint);
    expect((await admin().rpc('record_push_result', { subscription_id: mine.id, result: 'accepted' })).data).toBe(true);
    expect((await stored(mine.endpoint))?.last_success_at).not.toBeNull();
    expect((await admin().rpc('record_push_result', { subscription_id: mine.id, result: 'gone' })).data).toBe(true);
    expect(await stored(mine.endpoint)).toBeNull();
    expect((await admin().rpc('record_push_result', { subscription_id: mine.id, result: 'gone' })).data).toBe(false);
  });
});
