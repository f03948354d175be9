/**
 * Invitations and links after review (migration 20261124000700, lib/data/family-links.ts,
 * lib/data/medical-id.ts): an admin's own family page holds only their own invitations; two
 * parallel invitations to one address cannot both pass the "already invited" check; the member
 * sees the address they invited, not the person's later login address; the member cannot mark an
 * invitation accepted by hand; and the Medical ID audience is the live links with view_medical.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { loadFamilyManagement } from '@/lib/data/family-links';
import { loadMedicalIdAudience } from '@/lib/data/medical-id';
import { closeClients, newUserClient, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';
import { EVERYTHING, linkFamily, makeAdmin } from '../rls/support';

jest.mock('server-only', () => ({}));

afterAll(closeClients);

type Created = { invite_id: string; token: string; expires_at: string };
const typed = (client: SupabaseClient) => client as unknown as Parameters<typeof loadFamilyManagement>[0];
const typedPlain = (client: SupabaseClient) => client as unknown as SupabaseClient<Database>;

async function invite(member: SignedInUser, email: string, extra: Record<string, unknown> = {}): Promise<Created> {
  const { data, error } = await member.client.rpc('create_family_invite', { email, ...extra });
  if (error) throw new Error(`inviting failed: ${error.message}`);
  return (data as Created[])[0];
}

describe('an admin\'s own family page', () => {
  it('lists only the invitations the admin sent, although RLS lets an admin read everyone\'s', async () => {
    const [admin, other] = await Promise.all([
      newUserClient(undefined, { data: { full_name: 'Admin Member' } }),
      newUserClient(undefined, { data: { full_name: 'Other Member' } }),
    ]);
    await makeAdmin(admin);
    const mine = await invite(admin, uniqueEmail('admins-own'));
    const theirs = await invite(other, uniqueEmail('someone-elses'));

    // The widening is real: as an admin, the plain read returns the other member's invitation.
    const unfiltered = await admin.client.from('family_invites').select('id').eq('id', theirs.invite_id);
    expect(unfiltered.data).toEqual([{ id: theirs.invite_id }]);

    const page = await loadFamilyManagement(typed(admin.client), admin.user.id);
    expect(page.invites.map((i) => i.id)).toEqual([mine.invite_id]);
  });
});

describe('parallel invitations to one address', () => {
  it('lets exactly one through and refuses the others with ICE16', async () => {
    const member = await newUserClient();
    // Several rounds: without the lock taken before the check, a race needs only one of them to slip.
    for (let round = 0; round < 4; round++) {
      const email = uniqueEmail(`race${round}`);
      const results = await Promise.all([0, 1, 2].map(() => member.client.rpc('create_family_invite', { email })));
      const codes = results.map((r) => r.error?.code ?? 'ok').sort();
      expect(codes).toEqual(['ICE16', 'ICE16', 'ok']);
    }
    const { count } = await serviceClient().from('family_invites').select('id', { count: 'exact', head: true }).eq('member_id', member.user.id);
    expect(count).toBe(4);
  });

  it('counts a parallel burst against the daily limit exactly (ICE15 for the ones past 20)', async () => {
    const member = await newUserClient();
    const results = await Promise.all(Array.from({ length: 23 }, (_, i) => member.client.rpc('create_family_invite', { email: uniqueEmail(`burst${i}`) })));
    const codes = results.map((r) => r.error?.code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(20);
    expect(codes.filter((c) => c === 'ICE15')).toHaveLength(3);
  });
});

describe('the address the member sees for a link', () => {
  it('is the one their accepted invitation went to, even after the person changes their login address', async () => {
    const member = await newUserClient();
    const invited = uniqueEmail('invited');
    const { token } = await invite(member, invited);
    const family = await newUserClient(invited);
    expect((await family.client.rpc('accept_family_invite', { token })).error).toBeNull();

    const changed = uniqueEmail('changed-login');
    const update = await serviceClient().auth.admin.updateUserById(family.user.id, { email: changed, email_confirm: true });
    expect(update.error).toBeNull();

    const { data } = await member.client.rpc('list_my_family_links');
    expect(data).toEqual([expect.objectContaining({ family_member_id: family.user.id, email: invited })]);
  });

  it('falls back to the login address for a link made without an invitation', async () => {
    const [member, family] = await Promise.all([newUserClient(), newUserClient()]);
    await linkFamily(member.user.id, family.user.id);
    const { data } = await member.client.rpc('list_my_family_links');
    expect(data).toEqual([expect.objectContaining({ family_member_id: family.user.id, email: family.email })]);
  });
});

describe('writing an invitation by hand', () => {
  it('refuses marking a pending invitation accepted (it would vanish from the list with no link behind it)', async () => {
    const member = await newUserClient();
    const { invite_id } = await invite(member, uniqueEmail('fake-accept'));
    const faked = await member.client.from('family_invites').update({ accepted_at: new Date().toISOString() }).eq('id', invite_id);
    expect(faked.error).toMatchObject({ code: '42501' });
    const { data } = await member.client.from('family_invites').select('accepted_at').eq('id', invite_id).single();
    expect(data).toEqual({ accepted_at: null });
    // Permissions of a pending invitation remain the member's to change.
    expect((await member.client.from('family_invites').update({ view_activity: true }).eq('id', invite_id)).error).toBeNull();
  });
});

describe('who the Medical ID page says may read it', () => {
  it('names the live links with view_medical only, from one read', async () => {
    const [member, reader, paused, noMedical, expired] = await Promise.all([
      newUserClient(),
      newUserClient(undefined, { data: { full_name: 'Rita Reader' } }),
      newUserClient(undefined, { data: { full_name: 'Paula Paused' } }),
      newUserClient(undefined, { data: { full_name: 'Nora NoMedical' } }),
      newUserClient(undefined, { data: { full_name: 'Eddy Expired' } }),
    ]);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await linkFamily(member.user.id, reader.user.id, { ...EVERYTHING, role: 'carer', expires_at: until });
    await linkFamily(member.user.id, paused.user.id, { ...EVERYTHING, status: 'paused' });
    await linkFamily(member.user.id, noMedical.user.id, { ...EVERYTHING, view_medical: false });
    await linkFamily(member.user.id, expired.user.id, { ...EVERYTHING, expires_at: new Date(Date.now() - 1000).toISOString() });

    const audience = await loadMedicalIdAudience(typedPlain(member.client), member.user.id);
    expect(audience.family).toEqual([{ id: reader.user.id, name: 'Rita Reader', role: 'carer', expiresAt: expect.any(String) }]);
    expect(new Date(audience.family[0].expiresAt!).getTime()).toBe(new Date(until).getTime());
    expect(audience.callCentre).toBe(false);
  });
});
