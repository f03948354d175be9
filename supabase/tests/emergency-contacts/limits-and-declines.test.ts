/**
 * Emergency contacts (migration 20261124000600), what protects the people a member names:
 * the hourly limits count by address and per member, and survive removing and adding a contact
 * again; a decline belongs to the address, so neither a re-add nor changing an address and back
 * makes a person who said no an alerted contact again, or lets them be messaged.
 */
import { closeClients, serviceClient, type SignedInUser } from '../helpers';
import { addContact, alertedContacts, answer, begin, consentOf, familyMember, requestConsent, uniquePhone } from './support';

afterAll(closeClients);

type Refusal = { limit?: number; retry_at?: string; scope?: string };
const detail = (error: { details?: string | null } | null): Refusal => JSON.parse(error?.details ?? '{}') as Refusal;

async function removeContact(member: SignedInUser, contactId: string) {
  const { error } = await member.client.from('emergency_contacts').delete().eq('id', contactId);
  expect(error).toBeNull();
}

describe('test messages and their limits', () => {
  it('allows 3 per contact per hour, counted in the database, and only the service role records the outcome', async () => {
    const member = await familyMember('Test Member');
    const contactId = await addContact(member, 'Hugo', 1, { channels: ['email'] });
    const started: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { rows, error } = await begin(member, contactId, 'test');
      expect(error).toBeNull();
      expect(rows).toEqual([expect.objectContaining({ channel: 'email', token: null, link_expires_at: null })]);
      started.push(rows[0].message_id);
    }
    const fourth = await begin(member, contactId, 'test');
    expect(fourth.error).toMatchObject({ code: 'ICE43', hint: 'emergency_contact_messages_limit' });
    expect(detail(fourth.error)).toMatchObject({ limit: 3, scope: 'contact' });
    expect(new Date(detail(fourth.error).retry_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    // Consent requests have their own count.
    expect((await begin(member, contactId, 'consent_request')).error).toBeNull();

    // The member cannot mark a message delivered; the server (service role) can, once.
    expect((await member.client.rpc('finish_emergency_contact_message', { message_id: started[0], delivered: true })).error).not.toBeNull();
    expect((await serviceClient().rpc('finish_emergency_contact_message', { message_id: started[0], delivered: false, detail: 'mailbox full' })).error).toBeNull();
    await serviceClient().rpc('finish_emergency_contact_message', { message_id: started[0], delivered: true });
    const { data: row } = await member.client.from('emergency_contact_messages').select('status, detail, finished_at').eq('id', started[0]).single();
    expect(row).toMatchObject({ status: 'failed', detail: 'mailbox full', finished_at: expect.any(String) });

    // An hour later the limit has room again.
    await serviceClient().from('emergency_contact_messages').update({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).eq('id', started[0]);
    expect((await begin(member, contactId, 'test')).error).toBeNull();
  });

  it('does not reset when the contact is removed and added again, or added twice with the address typed differently', async () => {
    const member = await familyMember('Reset Member');
    const email = `lena-${Date.now()}@example.com`;
    const first = await addContact(member, 'Lena', 1, { email, channels: ['email'] });
    for (let i = 0; i < 3; i += 1) expect((await begin(member, first, 'test')).error).toBeNull();
    await removeContact(member, first);
    // The messages stay, without the contact, for the limit.
    const { data: kept } = await serviceClient().from('emergency_contact_messages').select('contact_id, member_id').eq('member_id', member.user.id);
    expect(kept).toHaveLength(3);
    expect(kept?.every((row) => row.contact_id === null)).toBe(true);

    const again = await addContact(member, 'Lena', 1, { email, channels: ['email'] });
    expect((await begin(member, again, 'test')).error).toMatchObject({ code: 'ICE43' });
    const twin = await addContact(member, 'Lena Twin', 2, { email: email.toUpperCase(), channels: ['email'] });
    expect((await begin(member, twin, 'test')).error).toMatchObject({ code: 'ICE43' });
  });

  it('counts a phone number however it is written', async () => {
    const member = await familyMember('Phone Member');
    const phone = uniquePhone();
    const spaced = `00${phone.slice(1, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`;
    const a = await addContact(member, 'Mia', 1, { phone, channels: ['sms'] });
    for (let i = 0; i < 3; i += 1) expect((await begin(member, a, 'test')).error).toBeNull();
    const b = await addContact(member, 'Mia Again', 2, { phone: spaced, channels: ['sms'] });
    expect((await begin(member, b, 'test')).error).toMatchObject({ code: 'ICE43' });
  });

  it('allows a member 10 sends an hour across all their contacts', async () => {
    const member = await familyMember('Busy Member');
    const contacts: string[] = [];
    for (let i = 0; i < 5; i += 1) contacts.push(await addContact(member, `Busy${i}`, i + 1));
    for (const contactId of contacts) {
      expect((await begin(member, contactId, 'test')).error).toBeNull();
      expect((await begin(member, contactId, 'consent_request')).error).toBeNull();
    }
    // Each contact is below its own limits, but the member is not.
    const eleventh = await begin(member, contacts[0], 'test');
    expect(eleventh.error).toMatchObject({ code: 'ICE43', hint: 'emergency_contact_messages_limit' });
    expect(detail(eleventh.error)).toMatchObject({ limit: 10, scope: 'member' });
    expect(new Date(detail(eleventh.error).retry_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    // Removing a contact gives no room either.
    await removeContact(member, contacts[4]);
    const replacement = await addContact(member, 'Fresh', 5);
    expect((await begin(member, replacement, 'test')).error).toMatchObject({ code: 'ICE43' });
    // Another member is not held by this one's count.
    const other = await familyMember('Calm Member');
    expect((await begin(other, await addContact(other, 'Calm', 1), 'test')).error).toBeNull();
  });
});

describe('a decline belongs to the address', () => {
  it('survives removing and adding the contact again: declined, not alerted, not messaged, not asked again within 30 days', async () => {
    const member = await familyMember('Readd Member');
    const email = `quinn-${Date.now()}@example.com`;
    const phone = uniquePhone();
    const first = await addContact(member, 'Quinn', 1, { email, phone });
    expect((await answer(await requestConsent(member, first), false)).error).toBeNull();
    await removeContact(member, first);

    const again = await addContact(member, 'Quinn', 1, { email: email.toUpperCase(), phone });
    expect(await consentOf(member, again)).toMatchObject({ status: 'declined', answered_at: expect.any(String), requested_at: null });
    const request = await begin(member, again, 'consent_request');
    expect(request.error).toMatchObject({ code: 'ICE45', hint: 'emergency_contact_declined' });
    expect(new Date(detail(request.error).retry_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
    expect((await begin(member, again, 'test')).error).toMatchObject({ code: 'ICE45' });
    // The same person under only one of their addresses is still them.
    const byPhone = await addContact(member, 'Quinn Phone', 2, { email: null, phone, channels: ['sms'] });
    expect((await consentOf(member, byPhone))?.status).toBe('declined');
    const someoneElse = await addContact(member, 'Rita', 3);
    expect(await alertedContacts(member)).toEqual(new Set([someoneElse]));
  });

  it('survives changing the addresses and changing them back', async () => {
    const member = await familyMember('Flip Member');
    const email = `sven-${Date.now()}@example.com`;
    const phone = uniquePhone();
    const contactId = await addContact(member, 'Sven', 1, { email, phone });
    expect((await answer(await requestConsent(member, contactId), false)).error).toBeNull();

    // Only the phone changes: the e-mail's holder said no, so still declined.
    await member.client.from('emergency_contacts').update({ phone: uniquePhone() }).eq('id', contactId);
    expect((await consentOf(member, contactId))?.status).toBe('declined');
    // New e-mail and phone: someone else, asked afresh.
    await member.client.from('emergency_contacts').update({ email: `other-${Date.now()}@example.com`, phone: uniquePhone() }).eq('id', contactId);
    expect(await consentOf(member, contactId)).toEqual({ status: 'pending', answered_at: null, requested_at: null, link_used_at: null });
    // And back: declined again.
    await member.client.from('emergency_contacts').update({ email, phone }).eq('id', contactId);
    expect((await consentOf(member, contactId))?.status).toBe('declined');
    expect((await begin(member, contactId, 'consent_request')).error).toMatchObject({ code: 'ICE45' });
    expect(await alertedContacts(member)).toEqual(new Set());
  });

  it('shows on the member\'s other entries of the same person, whose links it voids', async () => {
    const member = await familyMember('Twice Member');
    const email = `tara-${Date.now()}@example.com`;
    const a = await addContact(member, 'Tara', 1, { email, channels: ['email'] });
    const b = await addContact(member, 'Tara Work', 2, { email, phone: uniquePhone(), channels: ['email', 'sms'] });
    const c = await addContact(member, 'Ursula', 3);
    const linkB = await requestConsent(member, b);
    const linkA = await requestConsent(member, a);
    expect((await answer(linkA, false)).error).toBeNull();
    expect(await consentOf(member, b)).toMatchObject({ status: 'declined', answered_at: expect.any(String), requested_at: null });
    expect((await answer(linkB, true)).error).toMatchObject({ code: 'ICE41' });
    expect((await consentOf(member, c))?.status).toBe('pending');
    expect(await alertedContacts(member)).toEqual(new Set([c]));
  });
});
