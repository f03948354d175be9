/**
 * Everything that happens because time passed, processed in time order up to a moment, with the
 * clock pinned to each moment: checkout sessions expiring, scheduled cancellations, period renewals
 * (trial ends included) and payment retries. Runs before every request, on a one-second timer and
 * after `/_local/clock/advance`.
 */
import type { Ctx } from '../core/context';
import { expireSession } from '../resources/checkout-sessions';
import { currentPeriodEnd } from '../resources/subscriptions';
import { cancelSubscription, renewSubscription, retryInvoice } from './lifecycle';

interface Due {
  at: number;
  /** Lower runs first at the same moment: a cancellation at the period end prevents the renewal. */
  order: number;
  run: () => void;
}

function nextDue(ctx: Ctx, until: number): Due | null {
  const candidates: Due[] = [];
  const consider = (due: Due) => {
    if (due.at <= until) candidates.push(due);
  };
  for (const session of Object.values(ctx.state.checkoutSessions)) {
    if (session.status === 'open') consider({ at: session.expires_at, order: 0, run: () => expireSession(ctx, session) });
  }
  for (const subscription of Object.values(ctx.state.subscriptions)) {
    if (!['active', 'past_due', 'trialing'].includes(subscription.status) || subscription.items.length === 0) continue;
    const cancelAt = subscription.cancel_at;
    if (cancelAt !== null) {
      consider({
        at: cancelAt,
        order: 1,
        run: () =>
          cancelSubscription(ctx, subscription, cancelAt, {
            reason: 'cancellation_requested',
            prorate: subscription.cancel_prorates,
            invoiceNow: subscription.cancel_prorates,
          }),
      });
    }
    const end = currentPeriodEnd(subscription);
    consider({ at: end, order: 2, run: () => renewSubscription(ctx, subscription, end) });
  }
  for (const invoice of Object.values(ctx.state.invoices)) {
    const attempt = invoice.next_payment_attempt;
    if (invoice.status === 'open' && attempt !== null) consider({ at: attempt, order: 3, run: () => retryInvoice(ctx, invoice) });
  }
  let best: Due | null = null;
  for (const due of candidates) if (!best || due.at < best.at || (due.at === best.at && due.order < best.order)) best = due;
  return best;
}

/** Processes everything due up to `until` (default: now). */
export function processDue(ctx: Ctx, until = ctx.clock.realNow()): number {
  const request = ctx.request;
  ctx.request = null;
  let processed = 0;
  try {
    // Bounded: a year of daily renewals for many subscriptions still ends.
    for (; processed < 100_000; processed++) {
      const due = nextDue(ctx, until);
      if (!due) break;
      const { at, run } = due;
      ctx.clock.at(at, run);
      ctx.store.markDirty();
    }
  } finally {
    ctx.request = request;
  }
  return processed;
}
