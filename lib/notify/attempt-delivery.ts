import type { LatLng } from '@/lib/sos/haversine';
import type { OutgoingMessage } from './channels';
import type { DeliveryOutcome, OutboxRow } from './outbox';
import { renderOutboxMessage } from './outbox-message';
import { afterFailedAttempt } from './retry';
import { withTimeout } from './with-timeout';

/** What one attempt needs from the outside, injected so the rules below are unit-tested. */
export type AttemptDeps = {
  send: (message: OutgoingMessage, signal: AbortSignal) => Promise<void>;
  position: (eventId: string) => Promise<LatLng | null>;
  timeoutMs: number;
  now?: () => number;
};

const ALERT_KINDS = new Set(['sos_alert', 'test_alert']);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * One delivery attempt of a leased outbox row, never throwing: the outcome to record. An in-app row
 * is delivered by the database and realtime already; sending it means rendering its title in the
 * family member's language. An e-mail or SMS goes through the adapter within `timeoutMs`; a failure
 * is retried with back-off (lib/notify/retry.ts) and failed after the last attempt. A row that
 * cannot be rendered fails at once: trying again would render it the same way.
 */
export async function attemptDelivery(row: OutboxRow, deps: AttemptDeps): Promise<DeliveryOutcome> {
  let position: LatLng | null = null;
  if (row.event_id && ALERT_KINDS.has(row.kind) && row.channel !== 'in_app') {
    // The newest position makes the message more useful, but its absence must not stop it.
    position = await deps.position(row.event_id).catch(() => null);
  }
  let text: { subject: string; body: string };
  try {
    text = renderOutboxMessage(row, position);
  } catch (error) {
    return { outcome: 'failed', failure: `cannot render the message: ${reason(error)}` };
  }
  if (row.channel === 'in_app') return { outcome: 'sent', ...text };
  if (!row.recipient_address) return { outcome: 'failed', failure: 'no address to send to' };

  const to = row.recipient_address;
  try {
    await withTimeout(deps.timeoutMs, (signal) => deps.send({ channel: row.channel as 'email' | 'sms', to, ...text }, signal));
    return { outcome: 'sent', ...text };
  } catch (error) {
    const next = afterFailedAttempt(row.attempts + 1, (deps.now ?? Date.now)());
    return next.status === 'failed'
      ? { outcome: 'failed', failure: reason(error) }
      : { outcome: 'retry', failure: reason(error), retryAt: next.nextAttemptAt };
  }
}
