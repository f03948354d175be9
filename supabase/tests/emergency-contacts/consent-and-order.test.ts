/**
 * Emergency contacts (issue 21, migration 20261124000600): the reorder RPC rewrites every priority
 * at once and refuses a list that is not exactly the member's contacts; consent links work without
 * an account, once, and only with the right token; only the server (service role) can start a
 * request, so a member never holds a link's token; an address change asks again; a contact who
 * declined is not alerted.
 */
import { randomUUID } from 'node:crypto';
import { anonClient, closeClients, serviceClient } from '../helpers';
import { addContact, answer, begin, consentOf, familyMember, requestConsent } from './support';

afterAll(closeClients);

describe('reorder_emergency_contacts', () => {
  it('rewrites the priorities of all of the member\'s contacts in the given order', async () => {
    const member = await familyMember('Order Member');
    const a = await addContact(member, 'Alba', 1);
    const b = await addContact(member, 'Bram', 2);
    const c = await addContact(member, 'Cora', 3);
    expect((await member.client.rpc('reorder_emergency_contacts', { contact_ids: [c, a, b] })).error).toBeNull();
    const { data } = await member.client.from('emergency_contacts').select('id, priority').eq('user_id', member.user.id).order('priority');
    expect(data).toEqual([
      { id: c, priority: 1 },
      { id: a, priority: 2 },
      { id: b, priority: 3 },
    ]);
  });

  it('refuses a list with a contact missing, twice, or someone else\'s with ICE44 (not a permission error), and changes nothing', async () => {
    const member = await familyMember('Strict Member');
    const other = await familyMember('Other Member');
    const a = await addContact(member, 'Alba', 1);
    const b = await addContact(member, 'Bram', 2);
    const theirs = await addContact(other, 'Theirs', 1);
    for (const ids of [[], [a], [a, a], [a, theirs], [b, a, theirs]]) {
      const { error, status } = await member.client.rpc('reorder_emergency_contacts', { contact_ids: ids });
      expect(error).toMatchObject({ code: 'ICE44', hint: 'emergency_contact_order' });
      expect(status).toBe(409);
    }
    const { data } = await member.client.from('emergency_contacts').select('id, priority').eq('user_id', member.user.id).order('priority');
    expect(data).toEqual([
      { id: a, priority: 1 },
      { id: b, priority: 2 },
    ]);
    expect((await other.client.from('emergency_contacts').select('priority').eq('id', theirs).single()).data).toEqual({ priority: 1 });
    expect((await anonClient().rpc('reorder_emergency_contacts', { contact_ids: [a, b] })).error).not.toBeNull();
  });
});

describe('consent by link', () => {
  it('starts pending; the contact agrees without an account; the link cannot be used twice', async () => {
    const member = await familyMember('Consent Member');
    const contactId = await addContact(member, 'Dora', 1);
    expect(await consentOf(member, contactId)).toEqual({ status: 'pending', answered_at: null, requested_at: null, link_used_at: null });

    const { rows } = await begin(member, contactId, 'consent_request');
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    // What the server needs to write the message comes with the rows: the channels and the link's end.
    expect(rows[0]).toMatchObject({ channels: ['email', 'sms'], token: expect.stringMatching(/^[0-9a-f]{64}$/), link_expires_at: expect.any(String) });
    const token = rows[0].token as string;
    const preview = await anonClient().rpc('preview_emergency_contact_consent', { token });
    expect(preview.error).toBeNull();
    expect(preview.data).toEqual([expect.objectContaining({ member_name: 'Consent Member', contact_name: 'Dora', status: 'pending', answered: false })]);

    expect((await answer(token, true)).error).toBeNull();
    expect(await consentOf(member, contactId)).toMatchObject({ status: 'agreed', answered_at: expect.any(String), link_used_at: expect.any(String) });

    expect((await answer(token, false)).error).toMatchObject({ code: 'ICE42' });
    expect((await consentOf(member, contactId))?.status).toBe('agreed');
    expect((await anonClient().rpc('preview_emergency_contact_consent', { token })).data).toEqual([expect.objectContaining({ status: 'agreed', answered: true })]);

    // Agreed: not asked again.
    expect((await begin(member, contactId, 'consent_request')).error).toMatchObject({ code: 'ICE42' });
  });

  it('never gives a member the token: begin_emergency_contact_message is the server\'s alone', async () => {
    const member = await familyMember('Forger Member');
    const contactId = await addContact(member, 'Olga', 1);
    for (const kind of ['consent_request', 'test']) {
      const direct = await member.client.rpc('begin_emergency_contact_message', { member: member.user.id, contact_id: contactId, kind });
      expect(direct.error).not.toBeNull();
      expect(direct.data).toBeNull();
      expect((await anonClient().rpc('begin_emergency_contact_message', { member: member.user.id, contact_id: contactId, kind })).error).not.toBeNull();
    }
    // Nothing was issued or written: there is no link a member could have answered.
    expect(await consentOf(member, contactId)).toEqual({ status: 'pending', answered_at: null, requested_at: null, link_used_at: null });
    expect((await member.client.from('emergency_contact_messages').select('id').eq('contact_id', contactId)).data).toEqual([]);
    // Nor can they read the token back: only its hash is stored.
    const { data } = await member.client.from('emergency_contact_consents').select('token_hash').eq('contact_id', contactId).single();
    expect(data).toEqual({ token_hash: null });
  });

  it('refuses a wrong, malformed or replaced token, and a request for someone else\'s contact', async () => {
    const member = await familyMember('Token Member');
    const stranger = await familyMember('Stranger');
    const contactId = await addContact(member, 'Eva', 1);
    const first = await requestConsent(member, contactId);
    const second = await requestConsent(member, contactId);
    for (const token of [first, 'a'.repeat(64), 'not-a-token', '']) {
      expect((await anonClient().rpc('preview_emergency_contact_consent', { token })).error).toMatchObject({ code: 'ICE41' });
      expect((await answer(token, true)).error).toMatchObject({ code: 'ICE41' });
    }
    // The server asks for the signed-in member: another member's contact is not found.
    expect((await begin(stranger, contactId, 'consent_request')).error).toMatchObject({ code: 'ICE40' });
    // Nobody can write an answer directly, not even the member.
    await member.client.from('emergency_contact_consents').update({ status: 'agreed', answered_at: new Date().toISOString() }).eq('contact_id', contactId);
    expect((await consentOf(member, contactId))?.status).toBe('pending');
    expect((await answer(second, false)).error).toBeNull();
    expect((await consentOf(member, contactId))?.status).toBe('declined');
  });

  it('refuses an expired link', async () => {
    const member = await familyMember('Expiry Member');
    const contactId = await addContact(member, 'Fien', 1);
    const token = await requestConsent(member, contactId);
    await serviceClient().from('emergency_contact_consents').update({ link_expires_at: new Date(Date.now() - 1000).toISOString() }).eq('contact_id', contactId);
    expect((await answer(token, true)).error).toMatchObject({ code: 'ICE41' });
  });

  it('tells a used link by link_used_at, not by comparing the answer\'s time with the request\'s', async () => {
    const member = await familyMember('Clock Member');
    const contactId = await addContact(member, 'Nina', 1);
    const again = await requestConsent(member, contactId);
    expect(await consentOf(member, contactId)).toMatchObject({ status: 'pending', link_used_at: null });
    // An answer stamped later than this request (now() is a transaction's start, so an answer whose
    // transaction began later can carry the later time) does not make this unused link "used".
    await serviceClient()
      .from('emergency_contact_consents')
      .update({ status: 'declined', answered_at: new Date(Date.now() + 5 * 60_000).toISOString() })
      .eq('contact_id', contactId);
    expect((await anonClient().rpc('preview_emergency_contact_consent', { token: again })).data).toEqual([expect.objectContaining({ answered: false })]);
    expect((await answer(again, true)).error).toBeNull();
    expect(await consentOf(member, contactId)).toMatchObject({ status: 'agreed', link_used_at: expect.any(String) });
    expect((await answer(again, false)).error).toMatchObject({ code: 'ICE42' });
  });

  it('asks again when the contact gets new addresses: the answer goes back to pending and the old link stops working', async () => {
    const member = await familyMember('Change Member');
    const contactId = await addContact(member, 'Gus', 1);
    const token = await requestConsent(member, contactId);
    expect((await answer(token, true)).error).toBeNull();
    // A change of name keeps the answer.
    await member.client.from('emergency_contacts').update({ name: 'Gustav' }).eq('id', contactId);
    expect((await consentOf(member, contactId))?.status).toBe('agreed');
    await member.client.from('emergency_contacts').update({ phone: '+31612345678' }).eq('id', contactId);
    expect(await consentOf(member, contactId)).toEqual({ status: 'pending', answered_at: null, requested_at: null, link_used_at: null });
    expect((await anonClient().rpc('preview_emergency_contact_consent', { token })).error).toMatchObject({ code: 'ICE41' });
  });

  it('refuses a send with no address for the contact\'s channels (ICE46) before it replaces the link', async () => {
    const member = await familyMember('Nowhere Member');
    const contactId = await addContact(member, 'Pim', 1, { phone: null, channels: ['email'] });
    const token = await requestConsent(member, contactId);
    // Texts only, and no phone: nothing can be delivered. (No address changed, so the link stands.)
    expect((await member.client.from('emergency_contacts').update({ channels: ['sms'] }).eq('id', contactId)).error).toBeNull();
    const before = await consentOf(member, contactId);
    for (const kind of ['consent_request', 'test'] as const) {
      const { error, rows } = await begin(member, contactId, kind);
      expect(error).toMatchObject({ code: 'ICE46', hint: 'emergency_contact_no_address' });
      expect(rows).toEqual([]);
    }
    expect(await consentOf(member, contactId)).toEqual(before);
    expect((await anonClient().rpc('preview_emergency_contact_consent', { token })).error).toBeNull();
  });
});

describe('SOS fan-out', () => {
  it('does not alert a contact who declined; alerts those who agreed or have not answered', async () => {
    const member = await familyMember('Alarm Member');
    const agreed = await addContact(member, 'Ines', 1);
    const declined = await addContact(member, 'Joop', 2);
    const silent = await addContact(member, 'Kim', 3);
    expect((await answer(await requestConsent(member, agreed), true)).error).toBeNull();
    expect((await answer(await requestConsent(member, declined), false)).error).toBeNull();

    const raised = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
    expect(raised.error).toBeNull();
    const eventId = (raised.data as { id: string }).id;
    const { data: rows } = await serviceClient().from('notifications').select('recipient_contact_id, channel').eq('event_id', eventId).not('recipient_contact_id', 'is', null);
    const told = new Set((rows ?? []).map((row) => row.recipient_contact_id));
    expect(told).toEqual(new Set([agreed, silent]));
    expect((rows ?? []).filter((row) => row.recipient_contact_id === agreed).map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });
});
