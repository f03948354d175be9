import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, serviceClient, subscribeAndWait, waitFor, type SignedInUser } from '../helpers';

/*
 * A private channel left and joined again on the same topic, as supabase-js's own integration
 * suite does (one topic for a whole describe; `removeChannel`, then a new channel on it, from the
 * same client or after `removeAllChannels` from a new one): every join is answered, and a
 * broadcast reaches the channel joined now, never the one left. The topic is the member's
 * private SOS topic (20261123000800_sos_private_channels.sql: they may read it); the broadcast
 * is sent with the secret key, which needs no write policy.
 */
afterAll(closeClients);

const VERSIONS = ['1.0.0', '2.0.0'] as const;

/** A client of this protocol version signed in as `member`, its own socket. */
async function clientOf(member: SignedInUser, vsn: string): Promise<SupabaseClient> {
  const client = anonClient({ realtime: { vsn, heartbeatIntervalMs: 500 } });
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: member.password });
  if (error) throw new Error(error.message);
  return client;
}

function privateChannel(client: SupabaseClient, topic: string, heard: unknown[]): RealtimeChannel {
  return client
    .channel(topic, { config: { private: true, broadcast: { self: true, ack: true } } })
    .on('broadcast', { event: 'ping' }, (message) => heard.push(message.payload));
}

async function send(topic: string, payload: Record<string, unknown>): Promise<void> {
  await expect(serviceClient().channel(topic, { config: { private: true } }).httpSend('ping', payload)).resolves.toEqual({ success: true });
}

describe.each(VERSIONS)('vsn %s: a private channel joined again on the same topic', (vsn) => {
  let member: SignedInUser;
  let topic: string;

  beforeAll(async () => {
    member = await newUserClient();
    topic = `sos:${member.user.id}`;
  });

  it('the same client: removeChannel, then a new channel on the topic joins and hears, the old one does not', async () => {
    const client = await clientOf(member, vsn);
    const firstHeard: unknown[] = [];
    const first = await subscribeAndWait(privateChannel(client, topic, firstHeard), 8_000);
    await send(topic, { n: 1 });
    await waitFor(() => firstHeard.length === 1, 5_000, 'the first channel heard the first ping');
    await client.removeChannel(first);

    const secondHeard: unknown[] = [];
    await subscribeAndWait(privateChannel(client, topic, secondHeard), 8_000);
    await send(topic, { n: 2 });
    await waitFor(() => secondHeard.length === 1, 5_000, 'the second channel heard the second ping');
    expect(secondHeard).toEqual([{ n: 2 }]);
    expect(firstHeard).toEqual([{ n: 1 }]);

    // A third time, straight after leaving (no wait for the leave's reply).
    void client.removeChannel(client.getChannels()[0]);
    const thirdHeard: unknown[] = [];
    await subscribeAndWait(privateChannel(client, topic, thirdHeard), 8_000);
    await send(topic, { n: 3 });
    await waitFor(() => thirdHeard.length === 1, 5_000, 'the third channel heard the third ping');
    await client.removeAllChannels();
  });

  it('after removeAllChannels, a new client joins the same topic and hears', async () => {
    const before = await clientOf(member, vsn);
    await subscribeAndWait(privateChannel(before, topic, []), 8_000);
    await before.removeAllChannels();

    const after = await clientOf(member, vsn);
    const heard: unknown[] = [];
    await subscribeAndWait(privateChannel(after, topic, heard), 8_000);
    await send(topic, { n: 4 });
    await waitFor(() => heard.length === 1, 5_000, 'the new client heard the ping');
    await after.removeAllChannels();
  });
});
