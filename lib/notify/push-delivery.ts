import type { StoredPushTarget } from '@/lib/data/push-targets';
import { PermanentDeliveryError } from './permanent-failure';
import { type PushPayload, pushTopic } from './push-message';
import { type PushAnswer, sendWebPush, type Vapid } from './push-send';

/**
 * One push row: the alarm (or notice) to every browser the recipient subscribed (docs/architecture.md#sos-delivery).
 * Resolves when at least one push service accepted it (the row is sent; a browser that was only
 * slow gets it from the next alarm, not from a resend that would ring the others twice). Otherwise
 * it throws: PermanentDeliveryError when no browser can ever take it (none left, all gone or
 * refused), a plain Error when one may take it later (429, 5xx, network, timeout), so the outbox
 * retries with its back-off. Gone browsers are deleted and accepted ones stamped on the way.
 */
export type PushDeliverer = (recipientUserId: string, payload: PushPayload, signal: AbortSignal) => Promise<void>;

export type PushDeliveryDeps = {
  vapid: Vapid;
  targets: (recipient: string, signal: AbortSignal) => Promise<StoredPushTarget[]>;
  record: (subscriptionId: string, result: Exclude<PushAnswer, 'retry'>, signal: AbortSignal) => Promise<void>;
  /** One browser's request is abandoned (counted as "retry") after this long, so the others still count. */
  sendTimeoutMs: number;
  fetch?: typeof fetch;
  /** Supabase is local: the local push stand-in is a valid endpoint (lib/push/push-service-endpoint.ts). */
  localStandInAllowed?: boolean;
};

/** An alarm is stale after minutes: a phone that comes back later finds it in the app instead. */
export const PUSH_TTL_SECONDS = 300;

export function createPushDeliverer(deps: PushDeliveryDeps): PushDeliverer {
  return async (recipient, payload, signal) => {
    const targets = await deps.targets(recipient, signal);
    if (targets.length === 0) throw new PermanentDeliveryError('push: the recipient has no subscribed browser left');

    const body = JSON.stringify(payload);
    const options = { vapid: deps.vapid, ttlSeconds: PUSH_TTL_SECONDS, topic: pushTopic(payload), localStandInAllowed: deps.localStandInAllowed };
    const results = await Promise.all(
      targets.map(async (target) => {
        const result = await sendWebPush(target, body, options, AbortSignal.any([signal, AbortSignal.timeout(deps.sendTimeoutMs)]), deps.fetch);
        if (result.answer !== 'retry') {
          // A lost record only costs bookkeeping (a gone browser is tried once more next time).
          await deps.record(target.id, result.answer, signal).catch(() => undefined);
        }
        return result;
      }),
    );

    if (results.some((r) => r.answer === 'accepted')) return;
    const summary = (answer: PushAnswer) => {
      const matching = results.filter((r) => r.answer === answer);
      return matching.length ? [`${matching.length} ${answer}: ${matching.map((r) => r.detail).join('; ')}`] : [];
    };
    const reason = `push: no browser accepted it (${[...summary('gone'), ...summary('refused'), ...summary('retry')].join('; ')})`.slice(0, 2000);
    if (results.some((r) => r.answer === 'retry')) throw new Error(reason);
    throw new PermanentDeliveryError(reason);
  };
}
