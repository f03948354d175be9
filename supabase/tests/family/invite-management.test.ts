/**
 * Managing family and carer invitations (issue 21, migration 20261124000700): a duration counted
 * from acceptance, declining, resending with a new token, the daily limit, the refusals with
 * their own codes, and nobody but the member reading or changing their invitations and links.
 */
import { anonClient, closeClients, newUserClient, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';

afterAll(closeClients);

type InviteExtra = Record<string, unknown>;
type Created = { invite_id: string; token: string; expires_at: string };

async function invite(member: SignedInUser, email: string, extra: InviteExtra = {}): Promise<Created> {
  const { data, error } = await member.client.rpc('create_family_invite', { email, relationship: 'Carer', ...extra });
  if (error) throw new Error(`inviting failed: ${error.message}`);
  return (data as Created[])[0];
}

const HOUR = 3_600_000;
let member: SignedInUser;

beforeAll(async () => {
  member = await newUserClient(undefined, { data: { full_name: 'Ana Member' } });
});

describe('end of access', () => {
  it('starts a 24-hour carer access when the invitation is accepted, not when it was sent', async () => {
    const email = uniqueEmail('day-carer');
    const { invite_id, token } = await invite(member, email, { role: 'carer', access_duration_hours: 24, view_medical: true });
    // Sent two days ago (still within its 7 days): counted from sending, access would be over.
    const sent = new Date(Date.now() - 48 * HOUR).toISOString();
    await serviceClient().from('family_invites').update({ created_at: sent, last_sent_at: sent }).eq('id', invite_id);

    const preview = await anonClient().rpc('preview_family_invite', { token });
    expect(preview.data).toEqual([expect.objectContaining({ access_duration_hours: 24, access_expires_at: null, role: 'carer' })]);

    const carer = await newUserClient(email);
    const before = Date.now();
    const accepted = await carer.client.rpc('accept_family_invite', { token });
    expect(accepted.error).toBeNull();
    const ends = new Date((accepted.data as { expires_at: string }).expires_at).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + 24 * HOUR - 5_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 5_000);
  });

  it('keeps a chosen date absolute and refuses one in the past or both kinds of end at once', async () => {
    const at = new Date(Date.now() + 3 * 24 * HOUR);
    at.setMilliseconds(0);
    const email = uniqueEmail('dated');
    const { token } = await invite(member, email, { role: 'carer', access_expires_at: at.toISOString() });
    const carer = await newUserClient(email);
    const accepted = await carer.client.rpc('accept_family_invite', { token });
    expect(new Date((accepted.data as { expires_at: string }).expires_at).getTime()).toBe(at.getTime());

    const past = await member.client.rpc('create_family_invite', { email: uniqueEmail('past'), access_expires_at: new Date(Date.now() - 1000).toISOString() });
    expect(past.error).toMatchObject({ hint: 'invite_end_in_past' });
    const both = await member.client.rpc('create_family_invite', { email: uniqueEmail('both'), access_expires_at: at.toISOString(), access_duration_hours: 24 });
    expect(both.error).not.toBeNull();
    const odd = await member.client.rpc('create_family_invite', { email: uniqueEmail('odd'), access_duration_hours: 5 });
    expect(odd.error).not.toBeNull();
  });

  it('stops every read of the carer exactly when access ends: medical ID, devices, SOS events', async () => {
    const owner = await newUserClient(undefined, { data: { full_name: 'Expiring Member' } });
    const email = uniqueEmail('short');
    const service = serviceClient();
    await service.from('medical_profiles').insert({ user_id: owner.user.id, blood_type: 'O+', allergies: ['penicillin'] });
    await service.from('devices').insert({ user_id: owner.user.id, name: 'Pendant', battery: 80 });
    const raised = await owner.client.rpc('raise_sos', { client_request_id: crypto.randomUUID() });
    expect(raised.error).toBeNull();
    const eventId = (raised.data as { id: string }).id;

    // The end is chosen 3 seconds ahead (it must be in the future when the invitation is made).
    const end = new Date(Date.now() + 3_000);
    const { token } = await invite(owner, email, {
      role: 'carer', access_expires_at: end.toISOString(), view_medical: true, view_device_status: true, view_activity: true, receive_sos_alerts: true,
    });
    const carer = await newUserClient(email);
    expect((await carer.client.rpc('accept_family_invite', { token })).error).toBeNull();

    const reads = async () => {
      const [medical, devices, events] = await Promise.all([
        carer.client.rpc('get_member_medical_profile', { member: owner.user.id }),
        carer.client.from('devices').select('id').eq('user_id', owner.user.id),
        carer.client.from('sos_events').select('id').eq('id', eventId),
      ]);
      return { medical: medical.error ? medical.error.code : (medical.data as unknown[]).length, devices: (devices.data ?? []).length, events: (events.data ?? []).length };
    };
    expect(Date.now()).toBeLessThan(end.getTime());
    expect(await reads()).toEqual({ medical: 1, devices: 1, events: 1 });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end.getTime() - Date.now()) + 50));
    expect(await reads()).toEqual({ medical: '42501', devices: 0, events: 0 });
    const mine = await owner.client.rpc('list_my_family_links');
    expect(mine.data).toEqual([expect.objectContaining({ live: false, status: 'active', role: 'carer' })]);
  });
});

describe('previewing', () => {
  it('names a member without a name by their e-mail address, as the invitation e-mail does', async () => {
    const nameless = await newUserClient();
    const { token } = await invite(nameless, uniqueEmail('for-nameless'));
    const preview = await anonClient().rpc('preview_family_invite', { token });
    expect(preview.data).toEqual([expect.objectContaining({ member_name: nameless.email })]);
  });
});

describe('declining', () => {
  it('marks the invitation declined without signing in; it can then not be accepted, previewed or resent', async () => {
    const email = uniqueEmail('decliner');
    const { invite_id, token } = await invite(member, email);
    expect((await anonClient().rpc('decline_family_invite', { token })).error).toBeNull();

    const { data } = await member.client.from('family_invites').select('declined_at, accepted_at').eq('id', invite_id).single();
    expect(data?.declined_at).not.toBeNull();
    expect(data?.accepted_at).toBeNull();

    const invitee = await newUserClient(email);
    expect((await invitee.client.rpc('accept_family_invite', { token })).error).toMatchObject({ code: 'ICE10' });
    expect((await anonClient().rpc('preview_family_invite', { token })).error).toMatchObject({ code: 'ICE10' });
    expect((await anonClient().rpc('decline_family_invite', { token })).error).toMatchObject({ code: 'ICE10' });
    expect((await member.client.rpc('resend_family_invite', { invite_id })).error).toMatchObject({ code: 'ICE10' });
    // The member cannot quietly undo the refusal by writing the row.
    const undo = await member.client.from('family_invites').update({ declined_at: null }).eq('id', invite_id);
    expect(undo.error).toMatchObject({ code: '42501' });
  });
});

describe('resending', () => {
  it('gives a new token and 7 new days; the old link stops working', async () => {
    const email = uniqueEmail('resent');
    const first = await invite(member, email);
    await serviceClient().from('family_invites').update({ expires_at: new Date(Date.now() + HOUR).toISOString() }).eq('id', first.invite_id);

    const resent = await member.client.rpc('resend_family_invite', { invite_id: first.invite_id });
    expect(resent.error).toBeNull();
    const [{ token, expires_at }] = resent.data as Array<{ token: string; expires_at: string; email: string }>;
    expect(token).not.toBe(first.token);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 7 * 24 * HOUR - 60_000);

    expect((await anonClient().rpc('preview_family_invite', { token: first.token })).error).toMatchObject({ code: 'ICE10' });
    const invitee = await newUserClient(email);
    expect((await invitee.client.rpc('accept_family_invite', { token: first.token })).error).toMatchObject({ code: 'ICE10' });
    expect((await invitee.client.rpc('accept_family_invite', { token })).error).toBeNull();
    // Accepted: nothing left to resend.
    expect((await member.client.rpc('resend_family_invite', { invite_id: first.invite_id })).error).toMatchObject({ code: 'ICE10' });
  });
});

describe('refusals', () => {
  it('refuses the member themself, someone already linked and an address with an open invitation', async () => {
    const self = await member.client.rpc('create_family_invite', { email: member.email.toUpperCase() });
    expect(self.error).toMatchObject({ code: 'ICE13' });

    const email = uniqueEmail('twice');
    const { token } = await invite(member, email);
    expect((await member.client.rpc('create_family_invite', { email })).error).toMatchObject({ code: 'ICE16' });

    const linked = await newUserClient(email);
    await linked.client.rpc('accept_family_invite', { token });
    expect((await member.client.rpc('create_family_invite', { email })).error).toMatchObject({ code: 'ICE14' });

    // Once revoked, a new invitation is the way back.
    const { data: link } = await member.client.from('family_links').update({ status: 'revoked' }).eq('family_member_id', linked.user.id).select('id').single();
    expect(link).not.toBeNull();
    expect((await member.client.rpc('create_family_invite', { email })).error).toBeNull();
  });

  it('allows 20 invitation e-mails a day, resends included, then refuses with ICE15', async () => {
    const busy = await newUserClient();
    const first = await invite(busy, uniqueEmail('limit'));
    for (let i = 0; i < 9; i++) expect((await busy.client.rpc('resend_family_invite', { invite_id: first.invite_id })).error).toBeNull();
    for (let i = 0; i < 10; i++) await invite(busy, uniqueEmail(`limit${i}`));
    const refused = await busy.client.rpc('create_family_invite', { email: uniqueEmail('one-too-many') });
    expect(refused.error).toMatchObject({ code: 'ICE15', hint: 'invite_rate_limited' });
    expect((await busy.client.rpc('resend_family_invite', { invite_id: first.invite_id })).error).toMatchObject({ code: 'ICE15' });
    // Cancelling does not give the e-mails back.
    await busy.client.from('family_invites').delete().eq('id', first.invite_id);
    expect((await busy.client.rpc('create_family_invite', { email: uniqueEmail('after-cancel') })).error).toMatchObject({ code: 'ICE15' });
  });
});

describe('who sees and changes what', () => {
  it('keeps a member\'s invitations and links to the member: others neither read, resend, cancel nor change them', async () => {
    const email = uniqueEmail('private');
    const { invite_id } = await invite(member, email, { view_medical: true });
    const linkedEmail = uniqueEmail('linked');
    const { token } = await invite(member, linkedEmail, { receive_sos_alerts: true });
    const family = await newUserClient(linkedEmail);
    await family.client.rpc('accept_family_invite', { token });
    const stranger = await newUserClient(email);

    for (const other of [stranger, family]) {
      expect((await other.client.from('family_invites').select('id').eq('member_id', member.user.id)).data).toEqual([]);
      expect((await other.client.rpc('resend_family_invite', { invite_id })).error).toMatchObject({ code: 'ICE10' });
      await other.client.from('family_invites').delete().eq('id', invite_id);
      await other.client.from('family_invites').update({ view_activity: true }).eq('id', invite_id);
      expect((await other.client.rpc('list_my_family_links')).data).toEqual([]);
    }
    const { data: still } = await member.client.from('family_invites').select('view_activity').eq('id', invite_id).single();
    expect(still).toEqual({ view_activity: false });

    // The stranger cannot change the link; the family member can only leave it, not widen it.
    const { data: link } = await member.client.from('family_links').select('id').eq('family_member_id', family.user.id).single();
    await stranger.client.from('family_links').update({ status: 'paused' }).eq('id', link!.id);
    const widen = await family.client.from('family_links').update({ view_medical: true }).eq('id', link!.id);
    expect(widen.error).toMatchObject({ code: '42501' });
    const mine = await member.client.rpc('list_my_family_links');
    expect((mine.data as Array<{ id: string; status: string; view_medical: boolean; email: string }>).find((l) => l.id === link!.id)).toMatchObject({ status: 'active', view_medical: false, email: linkedEmail });

    // The member pauses and resumes; the link stops and starts granting.
    await member.client.from('family_links').update({ status: 'paused' }).eq('id', link!.id);
    expect((await family.client.rpc('has_family_permission', { member: member.user.id, permission: 'receive_sos_alerts' })).data).toBe(false);
    await member.client.from('family_links').update({ status: 'active' }).eq('id', link!.id);
    expect((await family.client.rpc('has_family_permission', { member: member.user.id, permission: 'receive_sos_alerts' })).data).toBe(true);
  });

  it('does not let a member stretch an invitation\'s validity or swap its token by hand', async () => {
    const { invite_id } = await invite(member, uniqueEmail('stretch'));
    const later = new Date(Date.now() + 90 * 24 * HOUR).toISOString();
    expect((await member.client.from('family_invites').update({ expires_at: later }).eq('id', invite_id)).error).toMatchObject({ code: '42501' });
    expect((await member.client.from('family_invites').update({ token_hash: 'a'.repeat(64) }).eq('id', invite_id)).error).toMatchObject({ code: '42501' });
  });
});
