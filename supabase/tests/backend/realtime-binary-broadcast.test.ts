import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, serviceClient, subscribeAndWait, testServer, waitFor, type SignedInUser } from '../helpers';

/*
 * Binary broadcasts as hosted Realtime delivers them: `channel.httpSend(event, bytes)` posts the
 * bytes as application/octet-stream (BroadcastSingleController), `realtime.send_binary()` sends
 * them from the database (99990149000000_test_realtime_binary.sql calls it), and a vsn 2.0.0
 * subscriber gets an ArrayBuffer (V2Serializer's user-broadcast frame, with `meta: {id}` from the
 * database). A vsn 1.0.0 subscriber never hears them (MessageDispatcher: "User payload encoding
 * is not JSON"). Private topics: the member's 'sos:<id>' topic, which they may read but not write
 * (20261123000800_sos_private_channels.sql).
 */
afterAll(closeClients);

interface Heard {
  event: string;
  payload: unknown;
  meta?: { id?: string };
}

function clientOf(vsn: '1.0.0' | '2.0.0'): SupabaseClient {
  return anonClient({ realtime: { vsn } });
}

function listening(channel: RealtimeChannel, heard: Heard[]): RealtimeChannel {
  return channel.on('broadcast', { event: '*' }, (message) => heard.push({ event: message.event, payload: message.payload as unknown, meta: message.meta }));
}

function bytesOf(payload: unknown): number[] {
  if (!(payload instanceof ArrayBuffer)) throw new Error(`expected an ArrayBuffer, got ${JSON.stringify(payload)}`);
  return [...new Uint8Array(payload)];
}

async function rpc(name: string, args: Record<string, unknown>): Promise<void> {
  const { error } = await serviceClient().rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
}

function singleBroadcastUrl(topic: string, event: string): string {
  return `${testServer().url}/realtime/v1/api/broadcast/${encodeURIComponent(topic)}/events/${encodeURIComponent(event)}`;
}

describe('channel.httpSend with bytes (application/octet-stream)', () => {
  it('reaches a vsn 2.0.0 subscriber of a public channel as an ArrayBuffer, and not a vsn 1.0.0 one', async () => {
    const topic = `binary-${randomUUID()}`;
    const heardV2: Heard[] = [];
    const heardV1: Heard[] = [];
    await subscribeAndWait(listening(clientOf('2.0.0').channel(topic), heardV2));
    await subscribeAndWait(listening(clientOf('1.0.0').channel(topic), heardV1));
    const sender = anonClient().channel(topic);

    await expect(sender.httpSend('bytes', new Uint8Array([1, 2, 3, 4, 5]))).resolves.toEqual({ success: true });
    await expect(sender.httpSend('bytes', new Uint8Array([]).buffer)).resolves.toEqual({ success: true });
    // JSON after the bytes: once the vsn 1.0.0 subscriber has it, the bytes were not sent to it.
    await expect(sender.httpSend('json', { after: true })).resolves.toEqual({ success: true });

    await waitFor(() => heardV2.length === 3 && heardV1.length === 1, 5_000, 'both subscribers heard the JSON message');
    expect(heardV2.map((m) => m.event)).toEqual(['bytes', 'bytes', 'json']);
    expect(bytesOf(heardV2[0].payload)).toEqual([1, 2, 3, 4, 5]);
    expect(bytesOf(heardV2[1].payload)).toEqual([]);
    expect(heardV2[0].meta).toBeUndefined();
    expect(heardV2[2].payload).toEqual({ after: true });
    expect(heardV1).toEqual([expect.objectContaining({ event: 'json', payload: { after: true } })]);
  });

  it('reaches a private channel with the secret key; a caller without the write policy gets "Unauthorized"', async () => {
    const member: SignedInUser = await newUserClient();
    const topic = `sos:${member.user.id}`;
    const heard: Heard[] = [];
    const listener = member.client.channel(topic, { config: { private: true } });
    await subscribeAndWait(listening(listener, heard));

    const bytes = new Uint8Array([0, 255, 128, 7]);
    await expect(listener.httpSend('denied', bytes)).rejects.toThrow('Unauthorized');
    await expect(serviceClient().channel(topic, { config: { private: true } }).httpSend('bytes', bytes)).resolves.toEqual({ success: true });

    await waitFor(() => heard.length === 1, 5_000, 'the member heard the bytes');
    expect(heard[0].event).toBe('bytes');
    expect(bytesOf(heard[0].payload)).toEqual([0, 255, 128, 7]);
  });

  it('answers other media types 415 as hosted, and takes a body without Content-Type as {}', async () => {
    const { publishableKey } = testServer();
    const topic = `binary-${randomUUID()}`;
    const heard: Heard[] = [];
    await subscribeAndWait(listening(clientOf('2.0.0').channel(topic), heard));

    const refused = await fetch(singleBroadcastUrl(topic, 'text'), {
      method: 'POST',
      headers: { apikey: publishableKey, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ error: 'Unsupported Media Type. Use application/json or application/octet-stream' });

    // Hosted lets a request without Content-Type through and parses no body (Plug.Parsers): {}.
    const untyped = await fetch(singleBroadcastUrl(topic, 'untyped'), {
      method: 'POST',
      headers: { apikey: publishableKey },
      body: new Uint8Array([104, 105]),
    });
    expect(untyped.status).toBe(202);
    const typed = await fetch(singleBroadcastUrl(topic, 'typed'), {
      method: 'POST',
      headers: { apikey: publishableKey, 'Content-Type': 'application/json; charset=utf-8' },
      body: '',
    });
    expect(typed.status).toBe(202);

    await waitFor(() => heard.length === 2, 5_000, 'both messages heard');
    expect(heard.map((m) => [m.event, m.payload])).toEqual([
      ['untyped', {}],
      ['typed', {}],
    ]);
  });
});

describe('realtime.send_binary', () => {
  it('reaches vsn 2.0.0 subscribers with meta.id, not vsn 1.0.0 ones; a message with no payload reaches nobody', async () => {
    const topic = `binary-${randomUUID()}`;
    const heardV2: Heard[] = [];
    const heardV1: Heard[] = [];
    await subscribeAndWait(listening(clientOf('2.0.0').channel(topic), heardV2));
    await subscribeAndWait(listening(clientOf('1.0.0').channel(topic), heardV1));

    await rpc('test_send_binary', { bytes_hex: 'deadbeef00', event: 'bytes', topic, is_private: false });
    // realtime.send(null): hosted finds no payload in the row and sends nothing.
    await rpc('test_send_json', { payload: null, event: 'nothing', topic, is_private: false });
    await rpc('test_send_json', { payload: { after: true }, event: 'json', topic, is_private: false });

    await waitFor(() => heardV2.length === 2 && heardV1.length === 1, 5_000, 'both subscribers heard the JSON message');
    expect(heardV2.map((m) => m.event)).toEqual(['bytes', 'json']);
    expect(bytesOf(heardV2[0].payload)).toEqual([0xde, 0xad, 0xbe, 0xef, 0]);
    expect(heardV2[0].meta?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(heardV1.map((m) => m.event)).toEqual(['json']);
  });

  it('reaches a private channel whose reader may read it', async () => {
    const member: SignedInUser = await newUserClient();
    const topic = `sos:${member.user.id}`;
    const heard: Heard[] = [];
    await subscribeAndWait(listening(member.client.channel(topic, { config: { private: true } }), heard));

    // Large enough to go through the outbox rather than inline in the NOTIFY (8000 bytes).
    const big = Buffer.alloc(9_000, 0xab);
    await rpc('test_send_binary', { bytes_hex: big.toString('hex'), event: 'big', topic, is_private: true });

    await waitFor(() => heard.length === 1, 5_000, 'the member heard the bytes');
    expect(Buffer.from(bytesOf(heard[0].payload)).equals(big)).toBe(true);
  });
});
