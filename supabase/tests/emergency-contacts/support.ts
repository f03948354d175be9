/**
 * Shared steps of the emergency-contact backend tests: a member on Family Connection (5 contacts),
 * contacts with their own e-mail and phone (a shared phone would share its limits and its
 * declines), and messages started the way the server starts them: as the service role, for a
 * member, since begin_emergency_contact_message is not open to members.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { anonClient, newUserClient, serviceClient, type SignedInUser } from '../helpers';

const FAMILY_CONNECTION = 'b0000000-0000-4000-8000-000000000003';

export async function familyMember(name: string): Promise<SignedInUser> {
  const member = await newUserClient(undefined, { data: { full_name: name } });
  const { error } = await serviceClient().from('subscriptions').insert({ user_id: member.user.id, plan_id: FAMILY_CONNECTION, status: 'active' });
  if (error) throw new Error(`subscribing failed: ${error.message}`);
  return member;
}

/** A Spanish mobile number no other test uses. */
export const uniquePhone = () => `+346${String(randomInt(10_000_000, 99_999_999))}`;

export async function addContact(member: SignedInUser, name: string, priority: number, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await member.client
    .from('emergency_contacts')
    .insert({ user_id: member.user.id, name, email: `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}-${randomUUID()}@example.com`, phone: uniquePhone(), channels: ['email', 'sms'], priority, ...extra })
    .select('id')
    .single();
  if (error) throw new Error(`adding a contact failed: ${error.message}`);
  return data.id;
}

export type BeganRow = { message_id: string; channel: string; address: string; channels: string[]; token: string | null; link_expires_at: string | null };

/** begin_emergency_contact_message as the server calls it (service role, for this member). */
export async function begin(member: SignedInUser, contactId: string, kind: 'test' | 'consent_request') {
  const { data, error } = await serviceClient().rpc('begin_emergency_contact_message', { member: member.user.id, contact_id: contactId, kind });
  return { rows: (data ?? []) as BeganRow[], error };
}

/** Starts a consent request and returns the link's token. */
export async function requestConsent(member: SignedInUser, contactId: string): Promise<string> {
  const { rows, error } = await begin(member, contactId, 'consent_request');
  if (error) throw new Error(`requesting consent failed: ${error.message}`);
  expect(rows.length).toBeGreaterThan(0);
  return rows[0].token as string;
}

export async function answer(token: string, agree: boolean) {
  return anonClient().rpc('answer_emergency_contact_consent', { token, agree });
}

export const consentOf = async (member: SignedInUser, contactId: string) =>
  (await member.client.from('emergency_contact_consents').select('status, answered_at, requested_at, link_used_at').eq('contact_id', contactId).single()).data;

/** The contacts a new SOS of this member writes outbox rows for. */
export async function alertedContacts(member: SignedInUser): Promise<Set<string>> {
  const raised = await member.client.rpc('raise_sos', { client_request_id: randomUUID() });
  if (raised.error) throw new Error(`raising an SOS failed: ${raised.error.message}`);
  const eventId = (raised.data as { id: string }).id;
  const { data: rows } = await serviceClient().from('notifications').select('recipient_contact_id').eq('event_id', eventId).not('recipient_contact_id', 'is', null);
  return new Set((rows ?? []).map((row) => row.recipient_contact_id as string));
}
