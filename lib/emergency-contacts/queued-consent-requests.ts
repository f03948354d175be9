import 'server-only';
import { beginQueuedConsentRequest } from '@/lib/data/emergency-contact-messages';
import { runEvery } from '@/lib/notify/run-every';
import { deliverContactMessage, type DeliveryDeps } from './deliver-contact-message';

/** Requests started in one call at most, so a pass always ends and leaves room for the next. */
const MAX_PER_PASS = 50;

type Log = Pick<Console, 'info' | 'warn' | 'error'>;

/**
 * Sends the consent requests the database queued for a registration's contacts (migration
 * 20261129000400: on the member's e-mail confirmation, or when a confirmed member's registration
 * contacts are written). Each begin_queued_contact_consent_request call takes one contact and
 * starts its request as "Ask now" does; its rows are then sent like any consent request. The
 * database makes each contact's request start once, however many dispatchers call this at once.
 * Returns how many requests were started.
 */
export async function sendQueuedConsentRequests(deps: DeliveryDeps, log: Log = console): Promise<number> {
  let started = 0;
  while (started < MAX_PER_PASS) {
    const rows = await beginQueuedConsentRequest(deps.admin);
    if (!rows.length) break;
    started += 1;
    const outcome = await deliverContactMessage(deps, rows, 'consent_request');
    if (outcome !== 'sent') log.warn(`[consent-requests] request to contact ${rows[0].contact_id}: ${outcome}`);
  }
  return started;
}

/**
 * The long-lived SOS dispatcher's loop for them (scripts/sos-dispatcher.ts), like its announcing
 * of expired family links: one pass every `intervalMs`, never two at once; a failing API is said
 * once and tried again. Returns a function that stops it.
 */
export function sendQueuedConsentRequestsEvery(deps: DeliveryDeps, intervalMs: number, log: Log = console): () => void {
  return runEvery('send queued consent requests', intervalMs, () => sendQueuedConsentRequests(deps, log), log);
}
