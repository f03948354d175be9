/**
 * raise_sos is idempotent on the client request id (a retry never makes a second alarm), keeps
 * positions out of sos_events, and every step lands on the timeline.
 */
import { randomUUID } from 'node:crypto';
import { anonClient, closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily } from '../rls/support';

afterAll(closeClients);

let member: SignedInUser;
let family: SignedInUser;

beforeAll(async () => {
  [member, family] = await Promise.all([newUserClient(), newUserClient()]);
  await linkFamily(member.user.id, family.user.id, { receive_sos_alerts: true, location_access: 'during_sos' });
});

const raise = (clientRequestId: string, extra: Record<string, unknown> = {}) =>
  member.client.rpc('raise_sos', { client_request_id: clientRequestId, ...extra });
const timelineKinds = async (eventId: string) =>
  ((await member.client.from('sos_timeline').select('kind').eq('event_id', eventId).order('id')).data ?? []).map((r) => r.kind);

describe('raise_sos', () => {
  it('returns the first event for a retried client request id and raises nothing new', async () => {
    const id = randomUUID();
    const first = await raise(id, { latitude: 38.3452, longitude: -0.481, accuracy: 8, battery: 77 });
    expect(first.error).toBeNull();
    const retries = await Promise.all([raise(id), raise(id, { latitude: 1, longitude: 1 })]);
    for (const retry of retries) expect(retry.data.id).toBe(first.data.id);

    const events = await serviceClient().from('sos_events').select('id').eq('member_id', member.user.id).eq('client_request_id', id);
    expect(events.data).toHaveLength(1);
    expect(await timelineKinds(first.data.id)).toEqual(['created']);
    const trail = await member.client.from('sos_locations').select('latitude, longitude').eq('event_id', first.data.id);
    expect(trail.data).toEqual([{ latitude: 38.3452, longitude: -0.481 }]);
  });

  it('raises separate alarms for separate request ids', async () => {
    const a = await raise(randomUUID());
    const b = await raise(randomUUID());
    expect(a.data.id).not.toBe(b.data.id);
  });

  it('keeps coordinates off the event row and marks a missing position', async () => {
    const { data } = await raise(randomUUID());
    expect(data.location_unavailable).toBe(true);
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['latitude']));
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['longitude']));
  });

  it('never lets a bad sensor reading fail the alarm', async () => {
    const { data, error } = await raise(randomUUID(), { latitude: 123, longitude: 4, accuracy: -1, battery: 180, heart_rate: 0 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'active', location_unavailable: true, battery: null, heart_rate: null });
  });

  it('refuses anonymous callers', async () => {
    const { error } = await anonClient().rpc('raise_sos', { client_request_id: 'x' });
    expect(error?.code).toBe('42501');
  });

  it('records acknowledgement by family and the end by the member, once', async () => {
    const { data: event } = await raise(randomUUID(), { latitude: 40.4, longitude: -3.7 });
    const ack = await family.client.rpc('acknowledge_sos', { event_id: event.id, note: "I'm on it" });
    expect(ack.data).toMatchObject({ status: 'acknowledged', acknowledged_by: family.user.id });
    const end = await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });
    expect(end.data).toMatchObject({ status: 'resolved', resolved_by: member.user.id });
    expect(await timelineKinds(event.id)).toEqual(['created', 'acknowledged', 'resolved']);

    const again = await member.client.rpc('end_sos', { event_id: event.id, outcome: 'cancelled' });
    expect(again.error).toMatchObject({ code: 'ICE21', hint: 'sos_ended' });
    const lateAck = await family.client.rpc('acknowledge_sos', { event_id: event.id });
    expect(lateAck.error?.code).toBe('ICE21');
  });

  it('refuses acknowledgement by someone without the alert permission', async () => {
    const other = await newUserClient();
    const { data: event } = await raise(randomUUID());
    const { error } = await other.client.rpc('acknowledge_sos', { event_id: event.id });
    expect(error?.code).toBe('42501');
    const end = await family.client.rpc('end_sos', { event_id: event.id });
    expect(end.error?.code).toBe('42501');
  });
});

describe('alarms nobody tapped (docs/product.md#pendant-button-and-fall)', () => {
  it.each(['pendant', 'fall'] as const)('records the %s source and tells contacts at once: its countdown ran before raising', async (source) => {
    const { data, error } = await raise(randomUUID(), { source, battery: 41 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ source, battery: 41, status: 'active', silent: false });
    expect(Date.parse(data.contacts_due_at)).toBe(Date.parse(data.started_at));
  });

  it('keeps the grace for a tap in the app', async () => {
    const { data } = await raise(randomUUID());
    expect(Date.parse(data.contacts_due_at)).toBeGreaterThan(Date.parse(data.started_at));
  });

  it('refuses a client claiming a missed check-in: only the server raises those', async () => {
    const { data, error } = await raise(randomUUID(), { source: 'check_in' });
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
  });
});
