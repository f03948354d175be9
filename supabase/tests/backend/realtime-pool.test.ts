/**
 * The local realtime server checks each private join's policies with connections of its own, as
 * hosted Realtime has its own pool beside PostgREST's (packages/supabase-local/db/database.ts,
 * openServiceDatabase). A storm of joins then cannot take the REST pool from an SOS being raised.
 * On PostgreSQL its connections are named in pg_stat_activity and there are at most
 * LOCAL_DEFAULTS.realtimePoolSize of them, plus the one that LISTENs. PGlite is one in-process
 * instance with no pool: there the joins and the alarm are checked, and the count is not.
 */
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { LOCAL_DEFAULTS, REALTIME_CONNECTION_NAME } from '@ice-sos/supabase-local/constants';
import { closeClients, newUserClient, serviceClient, waitFor, type SignedInUser } from '../helpers';
import { linkFamily } from '../rls/support';

afterAll(closeClients);

const FAMILY = 12;

interface Connections {
  backends: number;
  by_application: Record<string, number>;
}

/** Joins the member's private SOS topic; resolves once joined, with the alarms it hears. */
function joinAlarms(family: SignedInUser, memberId: string): Promise<{ channel: RealtimeChannel; heard: string[] }> {
  const heard: string[] = [];
  const channel = family.client
    .channel(`sos:${memberId}`, { config: { private: true } })
    .on('broadcast', { event: 'sos_event' }, (message) => {
      const id = (message.payload as { record?: { id?: string } }).record?.id;
      if (id) heard.push(id);
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('join timed out')), 15_000);
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve({ channel, heard });
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(error ?? new Error(status));
      }
    });
  });
}

describe('the realtime server’s own connections', () => {
  it('check a storm of joins apart from the REST pool, and the alarm still reaches everyone', async () => {
    const member = await newUserClient();
    const family = await Promise.all(Array.from({ length: FAMILY }, () => newUserClient()));
    await Promise.all(family.map((person) => linkFamily(member.user.id, person.user.id, { receive_sos_alerts: true })));

    // All at once: more joins than the realtime pool has connections.
    const joined = await Promise.all(family.map((person) => joinAlarms(person, member.user.id)));
    const { data: raised, error } = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    expect(error).toBeNull();
    const eventId = (raised as { id: string }).id;
    await waitFor(() => joined.every(({ heard }) => heard.includes(eventId)), 10_000, 'every family member heard the alarm');

    const { data, error: readError } = await serviceClient().rpc('test_connections_by_application');
    expect(readError).toBeNull();
    const connections = data as Connections;
    if (connections.backends > 1) {
      // PostgreSQL: the joins were checked on the realtime server's named connections, and no more
      // of them than its pool holds, plus LISTEN's.
      const realtime = connections.by_application[REALTIME_CONNECTION_NAME] ?? 0;
      expect(realtime).toBeGreaterThanOrEqual(1);
      expect(realtime).toBeLessThanOrEqual(LOCAL_DEFAULTS.realtimePoolSize + 1);
    }
    await Promise.all(joined.map(({ channel }, i) => family[i].client.removeChannel(channel)));
  });
});
