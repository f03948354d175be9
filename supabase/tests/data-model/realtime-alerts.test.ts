/**
 * The supabase_realtime publication carries SOS events to family with the alert permission, with
 * RLS applied per subscriber: the member's family hears the alarm, a stranger and family without
 * the permission hear nothing, and no payload carries a position.
 */
import { randomUUID } from 'node:crypto';
import { closeClients, newUserClient, subscribeAndWait, waitFor, type ChangePayload, type SignedInUser } from '../helpers';
import { linkFamily } from '../rls/support';

afterAll(closeClients);

/** Subscribes `user` to every change of `table` and resolves once the server confirmed the join. */
async function listen(user: SignedInUser, table: string): Promise<ChangePayload[]> {
  const received: ChangePayload[] = [];
  const channel = user.client
    .channel(`${table}-${randomUUID()}`)
    .on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => received.push(payload as ChangePayload));
  await subscribeAndWait(channel);
  return received;
}

describe('realtime SOS alerts', () => {
  it('reaches family with alerts, not family without them nor strangers, and never carries coordinates', async () => {
    const [member, alerted, muted, stranger] = await Promise.all([newUserClient(), newUserClient(), newUserClient(), newUserClient()]);
    await linkFamily(member.user.id, alerted.user.id, { receive_sos_alerts: true, location_access: 'always' });
    await linkFamily(member.user.id, muted.user.id, { view_medical: true });

    const [alertedEvents, alertedTimeline, mutedEvents, strangerEvents, strangerTimeline] = await Promise.all([
      listen(alerted, 'sos_events'),
      listen(alerted, 'sos_timeline'),
      listen(muted, 'sos_events'),
      listen(stranger, 'sos_events'),
      listen(stranger, 'sos_timeline'),
    ]);

    const { data: event } = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), latitude: 41.39, longitude: 2.17 });
    await waitFor(() => alertedEvents.length > 0 && alertedTimeline.length > 0, 5_000, 'the alert');
    expect((alertedEvents[0].new as { id: string }).id).toBe(event.id);
    expect(JSON.stringify([alertedEvents, alertedTimeline])).not.toMatch(/41\.39|latitude/);

    // Give a leak the same time the alert needed, and then some.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mutedEvents).toEqual([]);
    expect(strangerEvents).toEqual([]);
    expect(strangerTimeline).toEqual([]);
  });
});
