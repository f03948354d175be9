import WebSocket from 'ws';
import {
  anonClient,
  closeClients,
  makeClient,
  newUserClient,
  signTestJwt,
  subscribeAndWait,
  testServer,
  waitFor,
  type ChangePayload,
  type SignedInUser,
} from '../helpers';

afterAll(closeClients);

/** The new row of a change (supabase-js types it as `{}` for DELETEs). */
const row = (payload: ChangePayload) => payload.new as Record<string, unknown>;

let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([newUserClient(), newUserClient()]);
});

function listen(user: SignedInUser, name: string, filters: Array<{ event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string }>) {
  const received: Array<{ binding: number; payload: ChangePayload }> = [];
  let channel = user.client.channel(name);
  filters.forEach((f, binding) => {
    channel = channel.on('postgres_changes', { event: f.event as '*', schema: 'public', table: 'test_notes', filter: f.filter }, (payload) =>
      received.push({ binding, payload }),
    );
  });
  return { channel, received };
}

describe('realtime postgres_changes', () => {
  it('delivers exactly the changes a subscriber’s filters and RLS allow', async () => {
    const aliceFeed = listen(alice, 'alice-notes', [{ event: 'INSERT', filter: 'priority=gte.5' }, { event: 'UPDATE' }, { event: 'DELETE' }]);
    const bobFeed = listen(bob, 'bob-notes', [{ event: '*' }]);
    const bobOwnFeed = listen(bob, 'bob-own', [{ event: '*', filter: `owner_id=eq.${bob.user.id}` }]);
    await Promise.all([aliceFeed.channel, bobFeed.channel, bobOwnFeed.channel].map((c) => subscribeAndWait(c)));

    const { data: high } = await alice.client.from('test_notes').insert({ title: 'rt high', priority: 7 }).select('id').single();
    await alice.client.from('test_notes').insert({ title: 'rt low', priority: 1 });
    await alice.client.from('test_notes').update({ priority: 8 }).eq('id', high!.id);
    // Realtime checks RLS against the live row when it sends a change (hosted's apply_rls does
    // `exists(select 1 from t where pk = …)`, and so do we, realtime/rls-visibility.ts): a row
    // deleted before its UPDATE is sent is no longer visible, and the UPDATE is dropped, on hosted
    // too. Seen once in CI on a loaded machine; the test waits for the UPDATE before deleting.
    await waitFor(() => aliceFeed.received.some((e) => e.payload.eventType === 'UPDATE'), 5000, 'alice update');
    await alice.client.from('test_notes').delete().eq('id', high!.id);
    // Markers: changes are delivered in commit order, so once these arrive nothing earlier is pending.
    await alice.client.from('test_notes').insert({ title: 'rt marker', priority: 9 });
    await bob.client.from('test_notes').insert({ title: 'bob marker', priority: 9 });
    await waitFor(() => aliceFeed.received.some((e) => e.payload.eventType === 'INSERT' && row(e.payload).title === 'rt marker'), 5000, 'alice marker');
    await waitFor(() => bobFeed.received.some((e) => e.payload.eventType === 'INSERT' && row(e.payload).title === 'bob marker'), 5000, 'bob marker');
    await waitFor(() => bobOwnFeed.received.length > 0, 5000, 'bob own marker');

    expect(aliceFeed.received.map((e) => [e.binding, e.payload.eventType, row(e.payload).title ?? null])).toEqual([
      [0, 'INSERT', 'rt high'],
      [1, 'UPDATE', 'rt high'],
      [2, 'DELETE', null],
      [0, 'INSERT', 'rt marker'],
    ]);
    const update = aliceFeed.received[1].payload;
    expect(update.new).toMatchObject({ id: high!.id, priority: 8, owner_id: alice.user.id });
    expect(update.old).toEqual({ id: high!.id });
    expect(aliceFeed.received[2].payload.old).toEqual({ id: high!.id });
    expect(update.schema).toBe('public');
    expect(update.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // RLS hides alice's rows from bob; DELETEs skip RLS (key-only old record), as on hosted.
    expect(bobFeed.received.map((e) => [e.payload.eventType, e.payload.eventType === 'DELETE' ? e.payload.old : row(e.payload).title])).toEqual([
      ['DELETE', { id: high!.id }],
      ['INSERT', 'bob marker'],
    ]);
    // A filter on a non-key column cannot match a key-only DELETE, so nothing leaks there.
    expect(bobOwnFeed.received.map((e) => row(e.payload).title)).toEqual(['bob marker']);
  });

  it('filters with in() and full old records under REPLICA IDENTITY FULL for anon (vsn 1.0.0)', async () => {
    const anon = anonClient({ realtime: { vsn: '1.0.0' } } as never);
    const seen: ChangePayload[] = [];
    const channel = anon
      .channel('board-v1')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'test_board', filter: 'room=in.(red,"blue room")' }, (p) =>
        seen.push(p as ChangePayload),
      );
    await subscribeAndWait(channel);
    const service = makeClient(testServer().secretKey);
    await service.from('test_board').insert([{ room: 'red', body: 'r' }, { room: 'green', body: 'g' }, { room: 'blue room', body: 'b' }]);
    await service.from('test_board').delete().eq('room', 'red');
    await waitFor(() => seen.length >= 3, 5000, 'board events');
    expect(seen.map((p) => [p.eventType, p.eventType === 'DELETE' ? p.old : row(p).room])).toEqual([
      ['INSERT', 'red'],
      ['INSERT', 'blue room'],
      ['DELETE', expect.objectContaining({ room: 'red', body: 'r' })],
    ]);
  });

  it('refuses a join with an expired token', async () => {
    const client = anonClient();
    await client.realtime.setAuth(signTestJwt({ sub: alice.user.id }, -30));
    const channel = client.channel('expired').on('postgres_changes', { event: '*', schema: 'public', table: 'test_notes' }, () => undefined);
    await expect(subscribeAndWait(channel)).rejects.toThrow(/expired/i);
    await client.removeChannel(channel);
  });

  it('broadcasts with self and ack, and tracks presence', async () => {
    const one = anonClient();
    const two = anonClient();
    const got: Array<{ who: string; payload: unknown }> = [];
    const a = one.channel('room-1', { config: { broadcast: { self: true, ack: true } } }).on('broadcast', { event: 'ping' }, (m) => got.push({ who: 'one', payload: m.payload }));
    const b = two.channel('room-1').on('broadcast', { event: 'ping' }, (m) => got.push({ who: 'two', payload: m.payload }));
    await Promise.all([subscribeAndWait(a), subscribeAndWait(b)]);
    expect(await a.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    await waitFor(() => got.length >= 2, 5000, 'broadcasts');
    expect(got.sort((x, y) => x.who.localeCompare(y.who))).toEqual([
      { who: 'one', payload: { n: 1 } },
      { who: 'two', payload: { n: 1 } },
    ]);

    const presence = two.channel('lobby', { config: { presence: { key: 'two' } } });
    await subscribeAndWait(presence.on('presence', { event: 'sync' }, () => undefined));
    await presence.track({ online: true });
    await waitFor(() => Object.keys(presence.presenceState()).includes('two'), 5000, 'presence');
  });
});

describe('realtime wire protocol', () => {
  function rawSocket(vsn: string): Promise<{ ws: WebSocket; next: () => Promise<unknown> }> {
    const { url, publishableKey } = testServer();
    const ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${publishableKey}&vsn=${vsn}`);
    const queue: unknown[] = [];
    const waiters: Array<(m: unknown) => void> = [];
    ws.on('message', (data) => {
      const message: unknown = JSON.parse(data.toString());
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    const next = () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise<unknown>((resolve) => waiters.push(resolve)));
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve({ ws, next }));
      ws.once('error', reject);
    });
  }

  it('answers heartbeats, unmatched topics and joins in vsn 2.0.0 array frames', async () => {
    const { ws, next } = await rawSocket('2.0.0');
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(await next()).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.send(JSON.stringify(['9', '2', 'realtime:nowhere', 'broadcast', {}]));
    expect(await next()).toEqual(['9', '2', 'realtime:nowhere', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
    const binding = { event: 'INSERT', schema: 'public', table: 'test_board', filter: 'room=eq.x' };
    ws.send(JSON.stringify(['3', '3', 'realtime:raw', 'phx_join', { config: { postgres_changes: [binding] } }]));
    const reply = (await next()) as [string, string, string, string, { status: string; response: { postgres_changes: Array<Record<string, unknown>> } }];
    expect(reply.slice(0, 4)).toEqual(['3', '3', 'realtime:raw', 'phx_reply']);
    expect(reply[4].response.postgres_changes).toEqual([{ ...binding, id: expect.any(Number) }]);
    ws.send(JSON.stringify(['3', '4', 'realtime:raw', 'phx_leave', {}]));
    await next(); // system "Subscribed to PostgreSQL"
    expect(await next()).toEqual(['3', '4', 'realtime:raw', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });

  it('speaks vsn 1.0.0 object frames', async () => {
    const { ws, next } = await rawSocket('1.0.0');
    ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7', join_ref: null }));
    expect(await next()).toEqual({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '7', join_ref: null });
    ws.close();
  });

  it('rejects a socket without a valid API key', async () => {
    const ws = new WebSocket(`${testServer().url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`);
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });
});
