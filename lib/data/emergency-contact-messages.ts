import 'server-only';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { ContactMessageKind } from '@/lib/emergency-contacts/contact-message';

/**
 * The rows of a test message or consent request to an emergency contact, started and finished by
 * the database (docs/product.md#emergency-contacts). Service role only: a started row carries the
 * consent link's token, which must reach the contact and never the member. Sending is
 * lib/emergency-contacts/deliver-contact-message.ts's.
 */
type AdminClient = SupabaseClient<Database>;
type Functions = Database['public']['Functions'];

/** One channel's row as begin_emergency_contact_message starts it (the queued variant adds ids). */
export type BegunContactMessage = Functions['begin_emergency_contact_message']['Returns'][number];
export type QueuedContactMessage = Functions['begin_queued_contact_consent_request']['Returns'][number];

/**
 * Starts a message from `memberId` to their contact `contactId`: the database checks that the
 * contact is the member's, the limits and declines, and writes one "sending" row per channel (and,
 * for a request, the new link). The error is returned as is: its code says why it was refused.
 */
export async function beginContactMessage(
  admin: AdminClient,
  memberId: string,
  contactId: string,
  kind: ContactMessageKind,
): Promise<{ rows: BegunContactMessage[]; error: PostgrestError | null }> {
  const { data, error } = await admin.rpc('begin_emergency_contact_message', { member: memberId, contact_id: contactId, kind });
  return { rows: data ?? [], error };
}

/**
 * Takes one contact whose consent request a registration queued and starts it as "Ask now" does;
 * no rows when none waits. Each contact's request starts once, however many callers ask at once.
 * Throws when the call fails.
 */
export async function beginQueuedConsentRequest(admin: AdminClient): Promise<QueuedContactMessage[]> {
  const { data, error } = await admin.rpc('begin_queued_contact_consent_request');
  if (error) throw new Error(`begin_queued_contact_consent_request failed: ${error.message}`);
  return data ?? [];
}

/** Records one channel's outcome: delivered, or failed with `failure`. The backend's message when that could not be written, else null. */
export async function finishContactMessage(admin: AdminClient, messageId: string, failure: string | null): Promise<string | null> {
  const { error } = await admin.rpc('finish_emergency_contact_message', { message_id: messageId, delivered: failure === null, detail: failure ?? undefined });
  return error ? error.message : null;
}
