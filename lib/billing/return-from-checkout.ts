import 'server-only';
import { findBillingCustomer } from '@/lib/data/billing-customers';
import { pendingOrderSession } from '@/lib/data/pendant-orders';
import { createAdminClient } from '@/lib/supabase/admin';
import { getStripe, isPaymentConfigured } from './stripe-client';
import { stripeId } from './subscription-snapshot';
import { syncCheckoutSession, writeCheckoutSession } from './sync';

export type CheckoutReturn = 'paid' | 'open' | 'expired' | 'notYours' | 'unavailable' | 'none';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * The return from Stripe Checkout to /welcome: the session is re-read from Stripe and its
 * subscription written at once, so the page shows the member Protected without waiting for the
 * webhook (which then finds nothing left to change). Only a session of the member's own customer
 * is synced; any other id is answered as not theirs, and a malformed one as none.
 */
export async function syncReturnFromCheckout(memberId: string, sessionId: string | undefined): Promise<CheckoutReturn> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return 'none';
  if (!isPaymentConfigured()) return 'unavailable';
  try {
    return await syncSession(memberId, sessionId);
  } catch (error) {
    // Stripe unreachable: the webhook brings the plan in later; the page says it cannot check now.
    console.error('Syncing the return from checkout failed', sessionId, error);
    return 'unavailable';
  }
}

async function syncSession(memberId: string, sessionId: string): Promise<CheckoutReturn> {
  const deps = { stripe: getStripe(), admin: createAdminClient() };
  // Both at once: the member's customer, and the session with its subscription (one read from
  // Stripe, from which the member's plan is written).
  const [customer, session] = await Promise.all([
    findBillingCustomer(deps.admin, memberId),
    deps.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }).catch((error: unknown) => {
      // A made-up or foreign id: Stripe says it does not exist.
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }),
  ]);
  if (!session || !customer || stripeId(session.customer) !== customer) return 'notYours';
  await writeCheckoutSession(deps, session);
  if (session.status === 'complete') return 'paid';
  return session.status === 'expired' ? 'expired' : 'open';
}

/**
 * Back from a pendant checkout that was cancelled: the session is expired at once (so it can no
 * longer be paid by mistake) and the order marked cancelled. Only the member's own pending order.
 */
export async function cancelPendingOrder(memberId: string, orderId: string | undefined): Promise<boolean> {
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId) || !isPaymentConfigured()) return false;
  try {
    return await expireOrderSession(memberId, orderId);
  } catch (error) {
    // The session expires by itself within a day; the webhook then cancels the order.
    console.error('Cancelling a pending order failed', orderId, error);
    return false;
  }
}

async function expireOrderSession(memberId: string, orderId: string): Promise<boolean> {
  const deps = { stripe: getStripe(), admin: createAdminClient() };
  const sessionId = await pendingOrderSession(deps.admin, memberId, orderId);
  if (!sessionId) return false;
  try {
    await deps.stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    // Already expired or paid meanwhile: the sync below writes whichever it is.
    console.warn('Expiring a cancelled checkout failed', sessionId, (error as Error).message);
  }
  const session = await syncCheckoutSession(deps, sessionId);
  return session.status === 'expired';
}
