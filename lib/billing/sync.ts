import type Stripe from 'stripe';
import { settleCheckoutOrder, writeSubscriptionSnapshot } from '@/lib/data/billing-sync';
import type { BillingDeps } from './billing-deps';
import { stripeId, subscriptionSnapshot } from './subscription-snapshot';

/**
 * Keeps our copy of a member's billing in step with Stripe (docs/architecture.md#payments). Every
 * path (a webhook event of any type, the return from checkout, a change made on our pages) ends
 * here, and each one re-reads the object from Stripe instead of trusting the payload it was
 * given: events arrive late, twice or out of order, but the latest read is always the truth, so
 * any order of deliveries leaves the same rows.
 */

/** Writes one subscription as Stripe has it now. Returns the member it belongs to (null: no member's). */
export async function syncSubscription(deps: BillingDeps, subscriptionId: string): Promise<string | null> {
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  return writeSubscription(deps, subscription);
}

export async function writeSubscription(deps: BillingDeps, subscription: Stripe.Subscription): Promise<string | null> {
  return writeSubscriptionSnapshot(deps.admin, subscriptionSnapshot(subscription));
}

type OrderStatus = 'paid' | 'cancelled' | 'failed';

/** What a checkout session means for the order it paid for, or null while it is still open. */
export function orderStatusOf(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): OrderStatus | null {
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return 'paid';
  if (session.status === 'expired') return 'cancelled';
  return null;
}

/**
 * Writes what a checkout session paid for: its subscription, and the order (the pendant) placed with
 * it. The session is read with its subscription expanded, so this is one read from Stripe. An order
 * only moves forward: pending becomes paid or cancelled; a paid, shipped or cancelled order is
 * never put back by a late event.
 */
export async function syncCheckoutSession(deps: BillingDeps, sessionId: string): Promise<Stripe.Checkout.Session> {
  const session = await deps.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
  await writeCheckoutSession(deps, session);
  return session;
}

/** The writing half of syncCheckoutSession, for a session just read from Stripe. */
export async function writeCheckoutSession(deps: BillingDeps, session: Stripe.Checkout.Session): Promise<void> {
  if (session.subscription && typeof session.subscription === 'object') await writeSubscription(deps, session.subscription);
  else if (typeof session.subscription === 'string') await syncSubscription(deps, session.subscription);
  const status = orderStatusOf(session);
  if (status) await settleCheckoutOrder(deps.admin, session.id, status, stripeId(session.payment_intent) ?? stripeId(session.invoice));
}

/** Every subscription of a customer, e.g. after the billing portal changed one. */
export async function syncCustomer(deps: BillingDeps, customerId: string): Promise<void> {
  for await (const subscription of deps.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
    await writeSubscription(deps, subscription);
  }
}
