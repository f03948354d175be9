import { anonClient, closeClients, serviceClient, subscribeAndWait, waitFor, type ChangePayload } from '../helpers';

/*
 * Conformance with hosted Realtime (issue 18, item 2; supabase/realtime,
 * postgres_cdc_rls/subscriptions.ex and the broadcast single API): postgres_changes filters with
 * several conditions, PostgREST's operators and not., a column selection, join errors as hosted
 * words them, and channel.httpSend().
 */
afterAll(closeClients);

const row = (payload: ChangePayload) => payload.new as Record<string, unknown>;
let room = 0;
/** A fresh prefix per test, so tests never see each other's rows. */
const prefix = () => `f${Date.now().toString(36)}${(room += 1)}-`;

async function watch(filter: string, select?: string[]) {
  const seen: ChangePayload[] = [];
  const channel = anonClient()
    .channel(`filters-${prefix()}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'test_board', filter, ...(select ? { select } : {}) }, (payload) =>
      seen.push(payload as ChangePayload),
    );
  await subscribeAndWait(channel);
  return seen;
}

async function insertRooms(rooms: string[]) {
  const { error } = await serviceClient().from('test_board').insert(rooms.map((name) => ({ room: name, body: `about ${name}` })));
  expect(error).toBeNull();
}

describe('postgres_changes filters', () => {
  it('holds every condition of a filter with several (a range delivers only rows inside it)', async () => {
    const p = prefix();
    const seen = await watch(`room=gte.${p}b,room=lte.${p}d`);
    await insertRooms(['a', 'b', 'c', 'd', 'e'].map((x) => p + x));
    await waitFor(() => seen.length >= 3, 5000, 'range changes');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.map((payload) => row(payload).room)).toEqual([`${p}b`, `${p}c`, `${p}d`]);
  });

  it('knows like, ilike, match, in with not., and is', async () => {
    const p = prefix();
    const [like, notIn, matched] = await Promise.all([
      watch(`room=ilike.${p.toUpperCase()}RED%`),
      watch(`room=like.${p}%,room=not.in.(${p}red,${p}blue)`),
      watch(`room=match.^${p}(red|blue)$,body=not.is.null`),
    ]);
    await insertRooms([`${p}red`, `${p}redder`, `${p}blue`, `${p}green`]);
    await waitFor(() => like.length >= 2 && notIn.length >= 2 && matched.length >= 2, 5000, 'operator changes');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(like.map((payload) => row(payload).room).sort()).toEqual([`${p}red`, `${p}redder`]);
    expect(notIn.map((payload) => row(payload).room).sort()).toEqual([`${p}green`, `${p}redder`]);
    expect(matched.map((payload) => row(payload).room).sort()).toEqual([`${p}blue`, `${p}red`]);
  });

  it('carries only the selected columns', async () => {
    const p = prefix();
    const seen = await watch(`room=eq.${p}x`, ['id', 'room']);
    await insertRooms([`${p}x`]);
    await waitFor(() => seen.length >= 1, 5000, 'selected change');
    expect(Object.keys(row(seen[0])).sort()).toEqual(['id', 'room']);
    expect(seen[0].new).toMatchObject({ room: `${p}x` });
  });

  it('refuses a join with an unknown operator or a malformed filter, in hosted words', async () => {
    const refused = async (filter: string) => {
      const channel = anonClient().channel(`bad-${prefix()}`).on('postgres_changes', { event: '*', schema: 'public', table: 'test_board', filter }, () => undefined);
      return subscribeAndWait(channel).then(
        () => 'joined',
        (error: Error) => error.message,
      );
    };
    expect(await refused('room=foo.hey')).toContain('Error parsing `filter` params: ["foo","hey"]');
    expect(await refused('room=eq.a,,room=eq.b')).toContain('filter must not contain empty segments');
  });
});

describe('channel.httpSend()', () => {
  it('broadcasts to a public channel with 202', async () => {
    const topic = `http-${prefix()}`;
    const got: unknown[] = [];
    const listener = anonClient().channel(topic).on('broadcast', { event: 'ping' }, (message) => got.push(message.payload));
    await subscribeAndWait(listener);
    await expect(anonClient().channel(topic).httpSend('ping', { n: 1 })).resolves.toEqual({ success: true });
    await waitFor(() => got.length >= 1, 5000, 'the broadcast');
    expect(got).toEqual([{ n: 1 }]);
  });

  it('on a private channel, needs the write policy: refused for anon, accepted for the secret key', async () => {
    const topic = `sos:${crypto.randomUUID()}`;
    await expect(anonClient().channel(topic, { config: { private: true } }).httpSend('sos_event', { x: 1 })).rejects.toThrow('Unauthorized');
    await expect(serviceClient().channel(topic, { config: { private: true } }).httpSend('sos_event', { x: 1 })).resolves.toEqual({ success: true });
  });
});
