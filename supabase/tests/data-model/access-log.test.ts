/**
 * Family reads of the medical profile and of SOS positions go through definer functions that check
 * the link and write one access_log row per read, which the member can see.
 */
import { randomUUID } from 'node:crypto';
import { closeClients, newUserClient, type SignedInUser } from '../helpers';
import { linkFamily, makeAdmin, type LinkGrant } from '../rls/support';

afterAll(closeClients);

let member: SignedInUser;

beforeAll(async () => {
  member = await newUserClient();
  await member.client.from('medical_profiles').insert({ user_id: member.user.id, blood_type: 'B-', allergies: ['Aspirin'] });
});

async function familyWith(grant: LinkGrant): Promise<SignedInUser> {
  const family = await newUserClient();
  await linkFamily(member.user.id, family.user.id, grant);
  return family;
}

const logOf = async (readerId: string) =>
  (await member.client.from('access_log').select('resource, sos_event_id, reader_capacity').eq('reader_id', readerId).order('id')).data ?? [];

const raise = async (coords = true) =>
  (await member.client.rpc('raise_sos', { client_request_id: randomUUID(), ...(coords ? { latitude: 52.37, longitude: 4.89, accuracy: 5 } : {}) })).data as { id: string };

describe('access log', () => {
  it('writes a row per family read of the medical profile, visible to the member', async () => {
    const family = await familyWith({ view_medical: true });
    for (let i = 0; i < 2; i++) {
      const { data, error } = await family.client.rpc('get_member_medical_profile', { member: member.user.id });
      expect(error).toBeNull();
      expect(data).toEqual([expect.objectContaining({ blood_type: 'B-', allergies: ['Aspirin'] })]);
    }
    expect(await logOf(family.user.id)).toEqual([
      { resource: 'medical_profile', sos_event_id: null, reader_capacity: 'family' },
      { resource: 'medical_profile', sos_event_id: null, reader_capacity: 'family' },
    ]);
  });

  it('writes a row per family read of an SOS position', async () => {
    const family = await familyWith({ receive_sos_alerts: true, location_access: 'during_sos', role: 'carer' });
    const event = await raise();
    const location = await family.client.rpc('get_sos_location', { event_id: event.id });
    expect(location.data).toEqual([expect.objectContaining({ latitude: 52.37, longitude: 4.89 })]);
    const trail = await family.client.rpc('get_sos_trail', { event_id: event.id });
    expect(trail.data).toHaveLength(1);
    expect(await logOf(family.user.id)).toEqual([
      { resource: 'location', sos_event_id: event.id, reader_capacity: 'carer' },
      { resource: 'location', sos_event_id: event.id, reader_capacity: 'carer' },
    ]);
  });

  it('does not log the member reading their own data', async () => {
    await member.client.rpc('get_member_medical_profile', { member: member.user.id });
    await member.client.rpc('get_sos_location', { event_id: (await raise()).id });
    expect(await logOf(member.user.id)).toEqual([]);
  });

  it('logs admin reads as admin', async () => {
    const admin = await newUserClient();
    await makeAdmin(admin);
    expect((await admin.client.rpc('get_member_medical_profile', { member: member.user.id })).error).toBeNull();
    expect(await logOf(admin.user.id)).toEqual([{ resource: 'medical_profile', sos_event_id: null, reader_capacity: 'admin' }]);
  });

  it.each<[string, LinkGrant]>([
    ['no medical permission', { receive_sos_alerts: true, location_access: 'always', view_device_status: true, view_activity: true }],
    ['an expired link', { view_medical: true, expires_at: new Date(Date.now() - 1000).toISOString() }],
    ['a paused link', { view_medical: true, status: 'paused' }],
  ])('refuses and does not log a medical read with %s', async (_case, grant) => {
    const family = await familyWith(grant);
    const { data, error } = await family.client.rpc('get_member_medical_profile', { member: member.user.id });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42501', hint: 'medical_profile_forbidden' });
    expect(await logOf(family.user.id)).toEqual([]);
  });

  it('shows the position during_sos only while the alarm is open, always also afterwards', async () => {
    const duringSos = await familyWith({ location_access: 'during_sos' });
    const always = await familyWith({ location_access: 'always' });
    const none = await familyWith({ receive_sos_alerts: true, location_access: 'none' });
    const event = await raise();
    expect((await duringSos.client.rpc('get_sos_location', { event_id: event.id })).error).toBeNull();
    expect((await none.client.rpc('get_sos_location', { event_id: event.id })).error?.code).toBe('42501');

    await member.client.rpc('end_sos', { event_id: event.id, outcome: 'resolved' });
    expect((await duringSos.client.rpc('get_sos_location', { event_id: event.id })).error).toMatchObject({
      code: '42501',
      hint: 'location_forbidden',
    });
    expect((await always.client.rpc('get_sos_location', { event_id: event.id })).data).toHaveLength(1);
    expect((await logOf(duringSos.user.id)).length).toBe(1);
    expect((await logOf(none.user.id)).length).toBe(0);
  });

  it('refuses a position read by a stranger, and cannot be written by hand', async () => {
    const stranger = await newUserClient();
    const event = await raise();
    expect((await stranger.client.rpc('get_sos_location', { event_id: event.id })).error?.code).toBe('42501');
    const forged = await stranger.client
      .from('access_log')
      .insert({ subject_id: member.user.id, reader_id: stranger.user.id, resource: 'location', reader_capacity: 'family' });
    expect(forged.error).not.toBeNull();
  });
});
