import 'server-only';
import { publicSiteOrigin } from '@/lib/actions/site-origin';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { deliverMessage } from '@/lib/notify/channels';
import { routes } from '@/lib/routes';
import { contactChannels } from '@/lib/sos/contact-channels';
import { createAdminClient } from '@/lib/supabase/admin';
import { composeContactMessage, type ContactMessageKind } from './contact-message';
import { contactRefusal, type ContactRefusal } from './db-errors';

/** How long one channel may take before it counts as failed (the page waits for the answer). */
const SEND_TIMEOUT_MS = 15_000;

export type SendOutcome =
  | { status: 'sent' | 'partlySent' | 'failed' }
  | { status: 'noChannel' }
  | ({ status: 'refused' } & ContactRefusal);

/**
 * Sends a test message or a consent request to one of a member's contacts, through each of its
 * channels, in the contact's language, and records each channel's outcome.
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
  const { data: rows, error } = await admin.rpc('begin_emergency_contact_message', { member: memberId, contact_id: contactId, kind });
  const refusal = contactRefusal(error);
  if (refusal) return { status: 'refused', ...refusal };
  if (error) throw new Error(`begin_emergency_contact_message failed: ${error.message}`);
  if (!rows?.length) return { status: 'noChannel' };

  // Links go to other people: never built from the request's Origin (lib/actions/site-origin.ts).
  const origin = publicSiteOrigin();
  const results = await Promise.all(
    rows.map(async (row) => {
      const language = row.language as Locale;
      const consentUrl = row.token
        ? `${origin}${getPathname({ href: { pathname: routes.contactConsent, query: { token: row.token } }, locale: language })}`
        : undefined;
      const message = composeContactMessage({
        kind,
        channel: row.channel as 'email' | 'sms',
        language,
        memberName: row.member_name ?? '',
        contactName: row.contact_name,
        channels: contactChannels(row.channels),
        consentUrl,
        linkExpiresAt: row.link_expires_at ?? undefined,
      });
      let failure: string | null = null;
      try {
        await deliverMessage({ channel: row.channel as 'email' | 'sms', to: row.address, subject: message.subject, body: message.body }, AbortSignal.timeout(SEND_TIMEOUT_MS));
      } catch (cause) {
        failure = cause instanceof Error ? cause.message : String(cause);
        console.error(`Sending a ${kind} to an emergency contact by ${row.channel} failed`, failure);
      }
      const finished = await admin.rpc('finish_emergency_contact_message', { message_id: row.message_id, delivered: failure === null, detail: failure ?? undefined });
      if (finished.error) console.error('Recording a contact message outcome failed', finished.error.message);
      return failure === null;
    }),
  );
  const sent = results.filter(Boolean).length;
  return { status: sent === results.length ? 'sent' : sent === 0 ? 'failed' : 'partlySent' };
}
