import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, serviceClient, subscribeAndWait, testServer } from '../helpers';

/*
 * Broadcast replay (`config.broadcast.replay`) is not served: we keep no broadcasts to replay.
 * A join asking for it is refused with hosted Realtime's reasons (realtime_channel.ex
 * can_replay?/maybe_replay_messages, Realtime.Messages.replay), never accepted with nothing
 * replayed, which an app would read as "nothing was missed" (README "Gaps", "Refused on purpose").
 */
afterAll(closeClients);

/** A channel's `config`, as supabase-js types it. */
type JoinConfig = NonNullable<Parameters<SupabaseClient['channel']>[1]>['config'];

/** Joins once and reports how: 'SUBSCRIBED', or the join error's reason; the channel is removed after. */
async function joinOutcome(client: SupabaseClient, config: JoinConfig): Promise<string> {
  const channel = client.channel(`replay:${randomUUID()}`, { config });
  try {
    await subscribeAndWait(channel);
    return 'SUBSCRIBED';
  } catch (error) {
    return (error as Error).message;
  } finally {
    // realtime-js would otherwise keep rejoining a refused channel.
    await client.removeChannel(channel);
  }
}

/**
 * A join's reply on a socket of our own: realtime-js itself throws before sending a replay on a
 * public channel, but another client (or an older realtime-js) can send one.
 */
async function rawJoinReply(payload: Record<string, unknown>): Promise<unknown> {
  const { url, publishableKey } = testServer();
  const ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${publishableKey}&vsn=2.0.0`);
  try {
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const reply = new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
    ws.send(JSON.stringify(['1', '1', 'realtime:replay-public', 'phx_join', payload]));
    return await reply;
  } finally {
    ws.close();
  }
}

/** A replay request as the client sends it, including shapes realtime-js's types do not allow. */
const replay = (value: unknown) => ({ replay: value }) as NonNullable<JoinConfig['broadcast']>;

const NOT_REPLAYED = 'UnableToReplayMessages: Realtime was unable to replay messages';
const INVALID_PARAMS = 'UnableToReplayMessages: Replay params are not valid';

describe('broadcast replay', () => {
  it('on a public channel: refused, "Replay is not allowed for public channels"', async () => {
    const refused = (reason: string) => ['1', '1', 'realtime:replay-public', 'phx_reply', { status: 'error', response: { reason } }];
    const reason = 'UnableToReplayMessages: Replay is not allowed for public channels';
    expect(await rawJoinReply({ config: { broadcast: { replay: { since: Date.now() - 60_000 } } } })).toEqual(refused(reason));
    // Any value under the `replay` key asks for it, as hosted matches the key.
    expect(await rawJoinReply({ config: { private: false, broadcast: { replay: true } } })).toEqual(refused(reason));
  });

  it('on a private channel the caller may read: refused as hosted refuses a replay it cannot serve', async () => {
    const since = Date.now() - 60_000;
    expect(await joinOutcome(serviceClient(), { private: true, broadcast: { replay: { since } } })).toBe(NOT_REPLAYED);
    expect(await joinOutcome(serviceClient(), { private: true, broadcast: { self: true, replay: { since, limit: 10 } } })).toBe(NOT_REPLAYED);
  });

  it('on a private channel with `since` or `limit` not integers, or `since` out of range: "Replay params are not valid"', async () => {
    for (const value of [{}, { since: 'yesterday' }, { since: 1.5 }, { since: Date.now(), limit: '5' }, { since: 1e16 }]) {
      expect({ value, outcome: await joinOutcome(serviceClient(), { private: true, broadcast: replay(value) }) }).toEqual({ value, outcome: INVALID_PARAMS });
    }
  });

  it('on a private channel, a replay that is not an object is ignored, as hosted ignores it', async () => {
    expect(await joinOutcome(serviceClient(), { private: true, broadcast: replay(true) })).toBe('SUBSCRIBED');
  });

  it('a caller who may not read the private channel gets the usual refusal first', async () => {
    const { client } = await newUserClient();
    const outcome = await joinOutcome(client, { private: true, broadcast: { replay: { since: Date.now() } } });
    expect(outcome).toMatch(/^Unauthorized: You do not have permissions to read from this Channel topic: replay:/);
  });

  it('a join without replay is unchanged', async () => {
    expect(await joinOutcome(serviceClient(), { private: true, broadcast: { self: true } })).toBe('SUBSCRIBED');
    expect(await joinOutcome(anonClient(), { broadcast: { self: true } })).toBe('SUBSCRIBED');
  });
});
