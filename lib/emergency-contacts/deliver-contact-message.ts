import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { publicSiteOrigin } from '@/lib/actions/site-origin';
import { type BegunContactMessage, finishContactMessage } from '@/lib/data/emergency-contact-messages';
import type { Database } from '@/lib/database.types';
import type { Locale } from '@/lib/i18n/routing';
import type { OutgoingMessage } from '@/lib/notify/channels';
import { routes } from '@/lib/routes';
import { localizedPath } from '@/lib/seo/urls';
import { contactChannels } from '@/lib/sos/contact-channels';
import { composeContactMessage, type ContactMessageKind } from './contact-message';

/** How long one channel may take before it counts as failed (the page waits for the answer). */
const SEND_TIMEOUT_MS = 15_000;

export type DeliveryDeps = {
  /** The service-role client that started the rows (only it may finish them). */
  admin: SupabaseClient<Database>;
  send: (message: OutgoingMessage, signal: AbortSignal) => Promise<void>;
};

/**
 * Writes and sends the rows of one started test message or consent request, in the contact's
 * language, and records each channel's outcome with finish_emergency_contact_message. The one
 * sending path for "Send a test message", "Ask now" and the requests queued for a registration's
 * contacts (docs/product.md#emergency-contacts), whether it runs in Next or in the SOS
 * dispatcher's process: hence localizedPath, not next-intl's getPathname, which cannot load
 * outside Next.
 */
export async function deliverContactMessage(deps: DeliveryDeps, rows: readonly BegunContactMessage[], kind: ContactMessageKind): Promise<'sent' | 'partlySent' | 'failed'> {
  // Links go to other people: never built from the request's Origin (lib/actions/site-origin.ts).
  const origin = publicSiteOrigin();
  const results = await Promise.all(
    rows.map(async (row) => {
      const language = row.language as Locale;
      const consentUrl = row.token ? `${origin}${localizedPath(routes.contactConsent, language)}?token=${encodeURIComponent(row.token)}` : undefined;
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
        await deps.send({ channel: row.channel as 'email' | 'sms', to: row.address, subject: message.subject, body: message.body }, AbortSignal.timeout(SEND_TIMEOUT_MS));
      } catch (cause) {
        failure = cause instanceof Error ? cause.message : String(cause);
        console.error(`Sending a ${kind} to an emergency contact by ${row.channel} failed`, failure);
      }
      const unrecorded = await finishContactMessage(deps.admin, row.message_id, failure);
      if (unrecorded !== null) console.error('Recording a contact message outcome failed', unrecorded);
      return failure === null;
    }),
  );
  const sent = results.filter(Boolean).length;
  return sent === results.length ? 'sent' : sent === 0 ? 'failed' : 'partlySent';
}
