import 'server-only';
import { beginContactMessage } from '@/lib/data/emergency-contact-messages';
import { deliverMessage } from '@/lib/notify/channels';
import { createAdminClient } from '@/lib/supabase/admin';
import type { ContactMessageKind } from './contact-message';
import { contactRefusal, type ContactRefusal } from './db-errors';
import { deliverContactMessage } from './deliver-contact-message';

export type SendOutcome =
  | { status: 'sent' | 'partlySent' | 'failed' }
  | { status: 'noChannel' }
  | ({ status: 'refused' } & ContactRefusal);

/**
 * Sends a test message or a consent request to one of a member's contacts, through each of its
 * channels, in the contact's language, and records each channel's outcome (deliverContactMessage).
 *
 * `memberId` must be the signed-in user as the action resolved it: this is the server acting as
 * the sender (like the SOS dispatcher), so it uses the service role, and
 * begin_emergency_contact_message checks that the contact is that member's, the limits and
 * declines, and writes the "sending" rows (and, for a request, the new link). Only the service
 * role may call it because it returns the link's token, which must reach the contact and never
 * the member: holding it, a member could answer "agreed" for a contact who declined.
 */
export async function sendContactMessage(memberId: string, contactId: string, kind: ContactMessageKind): Promise<SendOutcome> {
  const admin = createAdminClient();
  const { rows, error } = await beginContactMessage(admin, memberId, contactId, kind);
  const refusal = contactRefusal(error);
  if (refusal) return { status: 'refused', ...refusal };
  if (error) throw new Error(`begin_emergency_contact_message failed: ${error.message}`);
  if (!rows.length) return { status: 'noChannel' };
  return { status: await deliverContactMessage({ admin, send: deliverMessage }, rows, kind) };
}
