/**
 * The private SOS topic 'sos:<member_id>' (migration 20261123000800): who may join it is decided
 * by the policy on realtime.messages, once, at join; the triggers send alarms, steps and
 * notifications to it; access that ends closes the channel within a second. The same checks run
 * on PGlite and on PostgreSQL (npm run test:backend).
 */
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, serviceClient, waitFor, type SignedInUser } from '../helpers';
import { linkFamily } from '../rls/support';

afterAll(closeClients);

type Heard = { event: string; payload: Record<string, unknown> };
type Joined = { channel: RealtimeChannel; heard: Heard[]; statuses: string[] };

const topicOf = (memberId: string) => `sos:${memberId}`;

/** Joins one of the member's private topics; resolves with what it hears, or rejects with the refusal. */
function join(client: SupabaseClient, memberId: string, prefix: 'sos' | 'sos-receipt' = 'sos'): Promise<Joined> {
  const heard: Heard[] = [];
  const statuses: string[] = [];
  const channel = client
    .channel(`${prefix}:${memberId}`, { config: { private: true } })
    .on('broadcast', { event: '*' }, (message) => heard.push({ event: message.event, payload: message.payload as Record<string, unknown> }));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('join timed out')), 10_000);
    channel.subscribe((status, error) => {
      statuses.push(status);
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve({ channel, heard, statuses });
      } else if (status === 'CHANNEL_ERROR' && statuses.indexOf('SUBSCRIBED') < 0) {
        clearTimeout(timer);
        void client.removeChannel(channel);
        reject(error ?? new Error(status));
      }
    });
  });
}

const refusal = (memberId: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${topicOf(memberId)}`;

async function raise(member: SignedInUser) {
  const { data, error } = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), latitude: 41.39, longitude: 2.17 });
  if (error) throw new Error(`raise_sos: ${error.message}`);
  return data as { id: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('who may join the private SOS topic', () => {
  it('lets the member and family with the alert permission in, and refuses everyone else with the hosted message', async () => {
    const [member, alerted, muted, paused, expired, stranger] = await Promise.all(Array.from({ length: 6 }, () => newUserClient()));
    await linkFamily(member.user.id, alerted.user.id, { receive_sos_alerts: true });
    await linkFamily(member.user.id, muted.user.id, { view_medical: true, location_access: 'always' });
    await linkFamily(member.user.id, paused.user.id, { receive_sos_alerts: true, status: 'paused' });
    await linkFamily(member.user.id, expired.user.id, { receive_sos_alerts: true, expires_at: new Date(Date.now() - 60_000).toISOString() });

    await expect(join(member.client, member.user.id)).resolves.toBeDefined();
    await expect(join(alerted.client, member.user.id)).resolves.toBeDefined();
    for (const refused of [muted, paused, expired, stranger]) {
      await expect(join(refused.client, member.user.id)).rejects.toThrow(refusal(member.user.id));
    }
    await expect(join(anonClient(), member.user.id)).rejects.toThrow(refusal(member.user.id));
    // The receipt topic is the member's alone: family with every permission cannot join it.
    await expect(join(member.client, member.user.id, 'sos-receipt')).resolves.toBeDefined();
    await expect(join(alerted.client, member.user.id, 'sos-receipt')).rejects.toThrow('Unauthorized');
    // Only an exact 'sos:<uuid>' names a member: no prefix tricks.
    await expect(join(alerted.client, `${member.user.id}x`)).rejects.toThrow('Unauthorized');
  });
});

describe('what the topic carries', () => {
  it('sends the alarm whole and announces steps and notifications without positions or addresses', async () => {
    const [member, alerted] = await Promise.all([newUserClient(), newUserClient()]);
    await linkFamily(member.user.id, alerted.user.id, { receive_sos_alerts: true, location_access: 'always' });
    const [own, family, receipt] = await Promise.all([
      join(member.client, member.user.id),
      join(alerted.client, member.user.id),
      join(member.client, member.user.id, 'sos-receipt'),
    ]);

    const event = await raise(member);
    for (const joined of [own, family]) {
      await waitFor(() => joined.heard.some((h) => h.event === 'sos_event'), 5_000, 'the alarm');
      const alarm = joined.heard.find((h) => h.event === 'sos_event')!.payload;
      expect(alarm).toMatchObject({ operation: 'INSERT', table: 'sos_events', schema: 'public', record: { id: event.id, member_id: member.user.id } });
      expect(typeof alarm.id).toBe('string');
    }
    // The 'created' step is written with the alarm, whose own message already told everyone: one
    // message per client per alarm, not two. Later steps are announced, ids and kind only.
    const ack = await alerted.client.rpc('acknowledge_sos', { event_id: event.id, note: 'On my way from 41.39, 2.17' });
    expect(ack.error).toBeNull();
    for (const joined of [own, family]) {
      await waitFor(() => joined.heard.some((h) => h.event === 'sos_timeline_step'), 5_000, 'the acknowledged step');
      const steps = joined.heard.filter((h) => h.event === 'sos_timeline_step').map((h) => h.payload);
      expect(steps).toEqual([expect.objectContaining({ event_id: event.id, kind: 'acknowledged' })]);
    }
    // The notifications go to the member's receipt topic, once per alarm and statement, never to the family's
    // (here the family's in-app row, written after the raise by the dispatcher's claim).
    expect((await serviceClient().rpc('queue_family_sos_alerts', { only_event: event.id })).error).toBeNull();
    await waitFor(() => receipt.heard.some((h) => h.event === 'sos_notification'), 5_000, 'the receipt');
    const announced = receipt.heard.find((h) => h.event === 'sos_notification')!.payload;
    expect(announced).toMatchObject({ event_id: event.id });
    expect(Object.keys(announced).sort()).toEqual(['changed', 'event_id', 'id']);
    expect(family.heard.some((h) => h.event === 'sos_notification')).toBe(false);
    expect(JSON.stringify([family.heard, receipt.heard])).not.toMatch(/41\.39|latitude|@/);

    await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' }).then(() => undefined);
    await waitFor(() => family.heard.some((h) => h.event === 'sos_event' && (h.payload.record as { status?: string }).status !== 'active'), 5_000, 'the end');
  });

  it('never lets a client send on it: only the database does', async () => {
    const [member, alerted] = await Promise.all([newUserClient(), newUserClient()]);
    await linkFamily(member.user.id, alerted.user.id, { receive_sos_alerts: true });
    const [own, family] = await Promise.all([join(member.client, member.user.id), join(alerted.client, member.user.id)]);
    await family.channel.send({ type: 'broadcast', event: 'sos_event', payload: { record: { status: 'forged' } } });
    await sleep(500);
    expect(own.heard).toEqual([]);
  });
});

describe('access that ends', () => {
  const closed = (joined: Joined) => joined.statuses.some((s) => s === 'CLOSED' || s === 'CHANNEL_ERROR');

  it.each([
    ['revoked', { status: 'revoked' }],
    ['paused', { status: 'paused' }],
    ['stripped of the alert permission', { receive_sos_alerts: false }],
  ])('closes the channel of a family member whose link is %s within a second, mid-alarm', async (_what, change) => {
    const [member, alerted, other] = await Promise.all([newUserClient(), newUserClient(), newUserClient()]);
    const linkId = await linkFamily(member.user.id, alerted.user.id, { receive_sos_alerts: true });
    await linkFamily(member.user.id, other.user.id, { receive_sos_alerts: true });
    const [family, stays] = await Promise.all([join(alerted.client, member.user.id), join(other.client, member.user.id)]);
    const event = await raise(member);
    await waitFor(() => family.heard.some((h) => h.event === 'sos_event'), 5_000, 'the alarm');

    const { error } = await serviceClient().from('family_links').update(change).eq('id', linkId);
    expect(error).toBeNull();
    const changedAt = Date.now();
    await waitFor(() => closed(family), 1_000, 'the channel to close');
    expect(Date.now() - changedAt).toBeLessThan(1_000);

    // Nothing more reaches them; the others still hear the alarm.
    const heardBefore = family.heard.length;
    await serviceClient().from('sos_events').update({ battery: 42 }).eq('id', event.id);
    await waitFor(() => stays.heard.some((h) => (h.payload.record as { battery?: number } | undefined)?.battery === 42), 5_000, 'the update');
    expect(family.heard.slice(heardBefore).filter((h) => h.event === 'sos_event')).toEqual([]);
    await expect(join(alerted.client, member.user.id)).rejects.toThrow('Unauthorized');
  });

  it('closes the channel when the link is deleted, or when it expires and the expiry is announced', async () => {
    const [member, deleted, expiring] = await Promise.all([newUserClient(), newUserClient(), newUserClient()]);
    const deletedLink = await linkFamily(member.user.id, deleted.user.id, { receive_sos_alerts: true });
    await linkFamily(member.user.id, expiring.user.id, { receive_sos_alerts: true, expires_at: new Date(Date.now() + 1_500).toISOString() });
    const [gone, expires] = await Promise.all([join(deleted.client, member.user.id), join(expiring.client, member.user.id)]);

    await serviceClient().from('family_links').delete().eq('id', deletedLink);
    await waitFor(() => closed(gone), 1_000, 'the deleted link to close');

    await sleep(1_600);
    const { data: announced, error } = await serviceClient().rpc('announce_expired_family_links');
    expect(error).toBeNull();
    expect(announced).toBeGreaterThanOrEqual(1);
    await waitFor(() => closed(expires), 1_000, 'the expired link to close');
    // Announced once: the next sweep has nothing new for this link.
    const again = await serviceClient().rpc('announce_expired_family_links');
    expect(again.error).toBeNull();
  });

  it('is not announced to anyone but the service role', async () => {
    const member = await newUserClient();
    const { error } = await member.client.rpc('announce_expired_family_links');
    expect(error).not.toBeNull();
  });
});
