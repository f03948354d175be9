/**
 * Invitations: the member invites by e-mail, the token travels only in the e-mail (stored hashed),
 * and accepting creates the family link with the invited permissions.
 */
import { createHash } from 'node:crypto';
import { anonClient, closeClients, newUserClient, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';

afterAll(closeClients);

let member: SignedInUser;

beforeAll(async () => {
  member = await newUserClient(undefined, { data: { full_name: 'Rosa Member' } });
});

async function invite(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await member.client.rpc('create_family_invite', { email, relationship: 'Daughter', ...extra });
  if (error) throw new Error(error.message);
  return (data as Array<{ token: string }>)[0].token;
}

describe('family invitations', () => {
  it('stores only the hash of the token', async () => {
    const email = uniqueEmail('hash');
    const token = await invite(email);
    const { data } = await member.client.from('family_invites').select('token_hash').eq('email', email).single();
    expect(data?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(data)).not.toContain(token);
  });

  it('previews, accepts once, and creates an active link with the invited permissions', async () => {
    const email = uniqueEmail('invitee');
    const token = await invite(email, { role: 'carer', view_medical: true, location_access: 'always', receive_sos_alerts: false });

    const preview = await anonClient().rpc('preview_family_invite', { token });
    expect(preview.data).toEqual([
      expect.objectContaining({ member_name: 'Rosa Member', email, role: 'carer', view_medical: true, location_access: 'always' }),
    ]);

    const invitee = await newUserClient(email);
    const accepted = await invitee.client.rpc('accept_family_invite', { token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({
      member_id: member.user.id,
      family_member_id: invitee.user.id,
      status: 'active',
      role: 'carer',
      relationship: 'Daughter',
      receive_sos_alerts: false,
      location_access: 'always',
      view_medical: true,
      view_device_status: false,
      view_activity: false,
    });
    const names = await invitee.client.rpc('get_linked_profiles');
    expect(names.data).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: member.user.id, full_name: 'Rosa Member', relation: 'member' })]));

    const again = await invitee.client.rpc('accept_family_invite', { token });
    expect(again.error).toMatchObject({ code: 'ICE10', hint: 'invite_invalid' });
  });

  it('refuses another e-mail address, the member themself, a wrong token and an expired invitation', async () => {
    const email = uniqueEmail('meant');
    const token = await invite(email);
    const someoneElse = await newUserClient();
    expect((await someoneElse.client.rpc('accept_family_invite', { token })).error).toMatchObject({ code: 'ICE11' });

    // Inviting oneself is refused up front (ICE13, 20261124000700); a row written past that check
    // still cannot be accepted by its own member (ICE12).
    expect((await member.client.rpc('create_family_invite', { email: member.email })).error).toMatchObject({ code: 'ICE13' });
    const own = 'own-invite-token';
    await serviceClient().from('family_invites').insert({ member_id: member.user.id, email: member.email, token_hash: createHash('sha256').update(own).digest('hex') });
    expect((await member.client.rpc('accept_family_invite', { token: own })).error).toMatchObject({ code: 'ICE12' });

    const invitee = await newUserClient(email);
    expect((await invitee.client.rpc('accept_family_invite', { token: 'not-a-token' })).error).toMatchObject({ code: 'ICE10' });

    await serviceClient().from('family_invites').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('email', email);
    expect((await invitee.client.rpc('accept_family_invite', { token })).error).toMatchObject({ code: 'ICE10' });
    expect((await anonClient().rpc('accept_family_invite', { token })).error?.code).toBe('42501');
  });

  it('lets the family member leave but not widen their access, and reopens only through a new invitation', async () => {
    const email = uniqueEmail('leaver');
    const invitee = await newUserClient(email);
    const link = (await invitee.client.rpc('accept_family_invite', { token: await invite(email) })).data as { id: string };

    const widen = await invitee.client.from('family_links').update({ view_medical: true }).eq('id', link.id);
    expect(widen.error).toMatchObject({ code: '42501', hint: 'family_link_leave_only' });

    expect((await invitee.client.from('family_links').update({ status: 'revoked' }).eq('id', link.id)).error).toBeNull();
    const reopen = await member.client.from('family_links').update({ status: 'active' }).eq('id', link.id);
    expect(reopen.error).toMatchObject({ code: '42501', hint: 'family_link_revoked' });

    const again = await invitee.client.rpc('accept_family_invite', { token: await invite(email, { view_activity: true }) });
    expect(again.data).toMatchObject({ id: link.id, status: 'active', view_activity: true });
  });

  it('lets the member pause and change permissions', async () => {
    const email = uniqueEmail('paused');
    const invitee = await newUserClient(email);
    const link = (await invitee.client.rpc('accept_family_invite', { token: await invite(email) })).data as { id: string };
    const { error } = await member.client.from('family_links').update({ status: 'paused', view_device_status: true }).eq('id', link.id);
    expect(error).toBeNull();
    expect((await invitee.client.rpc('has_family_permission', { member: member.user.id, permission: 'view_device_status' })).data).toBe(false);
  });
});
