/**
 * get_looked_after_members (20261124001000_looked_after_members.sql), through supabase-js on the
 * local server: a family member or carer sees exactly the members who share with them (active and
 * paused links, expired ones marked not live, revoked ones gone), with the member's name; nobody
 * sees anyone else's links. is_live is family_link_is_live's answer, to the second. Also the reads
 * the page makes behind it: the medical ID read is logged for the member and refused once the
 * access has ended, and leaving is the only change the carer can make.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { anonClient, closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { linkFamily } from '../rls/support';

afterAll(closeClients);

const admin = () => serviceClient() as unknown as SupabaseClient<Database>;
const typed = (user: SignedInUser) => user.client as unknown as SupabaseClient<Database>;

async function name(user: SignedInUser, fullName: string) {
  const { error } = await admin().from('profiles').update({ full_name: fullName }).eq('user_id', user.user.id);
  if (error) throw new Error(`naming failed: ${error.message}`);
}

async function lookedAfter(user: SignedInUser) {
  const { data, error } = await typed(user).rpc('get_looked_after_members');
  if (error) throw new Error(`get_looked_after_members failed: ${error.message}`);
  return data ?? [];
}

let carer: SignedInUser;
let anna: SignedInUser;
let bert: SignedInUser;
let cora: SignedInUser;
let dirk: SignedInUser;
let stranger: SignedInUser;
let protectorOfCarer: SignedInUser;

beforeAll(async () => {
  [carer, anna, bert, cora, dirk, stranger, protectorOfCarer] = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => newUserClient()));
  await Promise.all([name(anna, 'Anna Live'), name(bert, 'Bert Paused'), name(cora, 'Cora Expired'), name(dirk, 'Dirk Revoked')]);
  await linkFamily(anna.user.id, carer.user.id, { role: 'carer', view_medical: true, view_device_status: true, location_access: 'always' });
  await linkFamily(bert.user.id, carer.user.id, { receive_sos_alerts: true, status: 'paused' });
  await linkFamily(cora.user.id, carer.user.id, { role: 'carer', view_medical: true, expires_at: new Date(Date.now() - 60_000).toISOString() });
  await linkFamily(dirk.user.id, carer.user.id, { view_medical: true, status: 'revoked' });
  // The carer is a member too: the people who protect THEM are not people they look after.
  await linkFamily(carer.user.id, protectorOfCarer.user.id, { receive_sos_alerts: true });
  await admin().from('medical_profiles').insert({ user_id: anna.user.id, blood_type: 'A+', allergies: ['penicillin'] });
});

describe('get_looked_after_members', () => {
  it('lists the members who share with the caller, with name, role, permissions and liveness', async () => {
    const rows = await lookedAfter(carer);
    const byName = new Map(rows.map((row) => [row.full_name, row]));
    expect([...byName.keys()].sort()).toEqual(['Anna Live', 'Bert Paused', 'Cora Expired']);
    expect(byName.get('Anna Live')).toMatchObject({
      member_id: anna.user.id,
      role: 'carer',
      relationship: 'test',
      status: 'active',
      view_medical: true,
      view_device_status: true,
      location_access: 'always',
      receive_sos_alerts: false,
      expires_at: null,
      is_live: true,
    });
    expect(byName.get('Bert Paused')).toMatchObject({ status: 'paused', is_live: false, receive_sos_alerts: true });
    expect(byName.get('Cora Expired')).toMatchObject({ status: 'active', is_live: false });
    // Live links come first, so the page opens with the people the caller can act for.
    expect(rows[0].full_name).toBe('Anna Live');
  });

  it('answers for the caller only: members, protectors and strangers see none of the carer’s links', async () => {
    expect(await lookedAfter(stranger)).toEqual([]);
    expect((await lookedAfter(anna)).map((row) => row.member_id)).toEqual([]);
    expect((await lookedAfter(protectorOfCarer)).map((row) => row.member_id)).toEqual([carer.user.id]);
  });

  it('is closed to visitors', async () => {
    const { data, error } = await anonClient().rpc('get_looked_after_members');
    expect(error).not.toBeNull();
    expect(data).toBeNull();
  });

  it('turns a link not live at its expiry, to the second, and the database then refuses the medical ID', async () => {
    const eve = await newUserClient();
    await name(eve, 'Eve Short');
    const expiresAt = new Date(Date.now() + 3_000).toISOString();
    await linkFamily(eve.user.id, carer.user.id, { role: 'carer', view_medical: true, expires_at: expiresAt });
    const before = (await lookedAfter(carer)).find((row) => row.member_id === eve.user.id);
    expect(before).toMatchObject({ is_live: true, expires_at: expect.any(String) });
    expect(new Date(before!.expires_at!).getTime()).toBe(new Date(expiresAt).getTime());

    const read = await typed(carer).rpc('get_member_medical_profile', { member: eve.user.id });
    expect(read.error).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, new Date(expiresAt).getTime() - Date.now()) + 500));
    const after = (await lookedAfter(carer)).find((row) => row.member_id === eve.user.id);
    expect(after).toMatchObject({ is_live: false, status: 'active' });
    const refused = await typed(carer).rpc('get_member_medical_profile', { member: eve.user.id });
    expect(refused.error?.code).toBe('42501');
  });
});

describe('the reads behind the page', () => {
  it('logs a medical ID read in the member’s access log as the carer', async () => {
    const { data, error } = await typed(carer).rpc('get_member_medical_profile', { member: anna.user.id });
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ blood_type: 'A+', allergies: ['penicillin'] });
    const { data: log } = await typed(anna).from('access_log').select('reader_id, resource, reader_capacity').eq('reader_id', carer.user.id);
    expect(log).toContainEqual({ reader_id: carer.user.id, resource: 'medical_profile', reader_capacity: 'carer' });
  });

  it('refuses the medical ID on a paused link', async () => {
    await admin().from('medical_profiles').insert({ user_id: bert.user.id, blood_type: 'O-' });
    const { error } = await typed(carer).rpc('get_member_medical_profile', { member: bert.user.id });
    expect(error?.code).toBe('42501');
  });

  it('lets the carer leave (status revoked) and nothing else; the member then drops off the list', async () => {
    const link = (await lookedAfter(carer)).find((row) => row.member_id === cora.user.id)!;
    const widen = await typed(carer).from('family_links').update({ view_activity: true }).eq('id', link.link_id).select('id');
    expect(widen.error?.code).toBe('42501');
    const left = await typed(carer).from('family_links').update({ status: 'revoked' }).eq('id', link.link_id).select('id');
    expect(left.error).toBeNull();
    expect(left.data).toEqual([{ id: link.link_id }]);
    expect((await lookedAfter(carer)).map((row) => row.member_id)).not.toContain(cora.user.id);
  });

  it('does not let a stranger leave someone else’s link', async () => {
    const link = (await lookedAfter(carer)).find((row) => row.member_id === anna.user.id)!;
    const { data } = await typed(stranger).from('family_links').update({ status: 'revoked' }).eq('id', link.link_id).select('id');
    expect(data ?? []).toEqual([]);
    expect((await lookedAfter(carer)).find((row) => row.member_id === anna.user.id)?.status).toBe('active');
  });
});
