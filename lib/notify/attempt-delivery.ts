import type { DeliveryOutcome, OutboxRow } from '@/lib/data/sos-outbox';
import type { LatLng } from '@/lib/sos/haversine';
import type { OutgoingMessage } from './channels';
import { renderOutboxMessage } from './outbox-message';
import { PermanentDeliveryError } from './permanent-failure';
import type { PushDeliverer } from './push-delivery';
import { renderPushPayload } from './push-message';
import { afterFailedAttempt } from './retry';
import { withTimeout } from './with-timeout';

/** What one attempt needs from the outside, injected so the rules below are unit-tested. */
export type AttemptDeps = {
  send: (message: OutgoingMessage, signal: AbortSignal) => Promise<void>;
  /** Web Push to the recipient's browsers (lib/notify/push-channel.ts); without it push rows fail. */
  push?: PushDeliverer;
  position: (eventId: string) => Promise<LatLng | null>;
  timeoutMs: number;
  now?: () => number;
};

const ALERT_KINDS = new Set(['sos_alert', 'test_alert']);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

type Prepared = { text: { subject: string; body: string }; deliver: ((signal: AbortSignal) => Promise<void>) | null };

/** The row's text and how to send it; throws when it cannot be rendered. */
async function prepare(row: OutboxRow, deps: AttemptDeps): Promise<Prepared> {
  // The kind picks the words: an alarm's (lib/notify/sos-message.ts) or a notice's
  // (lib/notify/notice-message.ts); renderOutboxMessage and renderPushPayload dispatch on it.
  if (row.channel === 'push') {
    // The recipient's browsers: a short text without the position (lib/notify/push-message.ts).
    const payload = renderPushPayload(row);
    const recipient = row.recipient_user_id;
    const push = deps.push;
    return {
      text: { subject: payload.title, body: payload.body },
      deliver: async (signal) => {
        if (!recipient) throw new PermanentDeliveryError('push: no recipient to send to');
        if (!push) throw new PermanentDeliveryError('push is switched off in this dispatcher');
        await push(recipient, payload, signal);
      },
    };
  }
  let position: LatLng | null = null;
  // Only an alarm has a position; notices (no event) never ask for one.
  if (row.event_id && ALERT_KINDS.has(row.kind) && row.channel !== 'in_app') {
    // The newest position makes the message more useful, but its absence must not stop it.
    position = await deps.position(row.event_id).catch(() => null);
  }
  const text = renderOutboxMessage(row, position);
  if (row.channel === 'in_app') return { text, deliver: null };
  const to = row.recipient_address;
  return {
    text,
    deliver: async (signal) => {
      if (!to) throw new PermanentDeliveryError('no address to send to');
      await deps.send({ channel: row.channel as 'email' | 'sms', to, ...text }, signal);
    },
  };
}

/**
 * One delivery attempt of a leased outbox row, never throwing: the outcome to record. An in-app row
 * is delivered by the database and realtime already; sending it means rendering its title in the
 * family member's language. An e-mail, SMS or push goes out within `timeoutMs`; a failure is
 * retried with back-off (lib/notify/retry.ts) and failed after the last attempt. A row that
 * cannot be rendered, or a failure no retry can fix (PermanentDeliveryError), fails at once.
 */
export async function attemptDelivery(row: OutboxRow, deps: AttemptDeps): Promise<DeliveryOutcome> {
  let prepared: Prepared;
  try {
    prepared = await prepare(row, deps);
  } catch (error) {
    return { outcome: 'failed', failure: `cannot render the message: ${reason(error)}` };
  }
  const { text, deliver } = prepared;
  if (!deliver) return { outcome: 'sent', ...text };

  try {
    await withTimeout(deps.timeoutMs, deliver);
    return { outcome: 'sent', ...text };
  } catch (error) {
    if (error instanceof PermanentDeliveryError) return { outcome: 'failed', failure: reason(error) };
    const next = afterFailedAttempt(row.attempts + 1, (deps.now ?? Date.now)());
    return next.status === 'failed'
      ? { outcome: 'failed', failure: reason(error) }
      : { outcome: 'retry', failure: reason(error), retryAt: next.nextAttemptAt };
  }
}
