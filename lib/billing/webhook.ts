import type Stripe from 'stripe';
import { claimBillingEvent, releaseBillingEvent } from '@/lib/data/billing-sync';
import type { BillingDeps } from './billing-deps';
import { stripeId } from './subscription-snapshot';
import { syncCheckoutSession, syncSubscription } from './sync';

/** How old a signature may be (Stripe's own default): older deliveries are refused as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type WebhookAnswer = { status: number; body: { received: true; duplicate?: true; ignored?: true } | { error: string } };

type Log = Pick<Console, 'error' | 'warn'>;

/**
 * The subscription an invoice belongs to. Since API version 2025-03-31 it sits under
 * parent.subscription_details; events from accounts pinned to older versions still carry it at
 * the top level, so both are read.
 */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return stripeId(invoice.parent?.subscription_details?.subscription) ?? stripeId(legacy);
}

/** Syncs what an event is about, for the types we keep in step; false for every other type. */
async function handleEvent(deps: BillingDeps, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.pending_update_applied':
    case 'customer.subscription.pending_update_expired':
      await syncSubscription(deps, event.data.object.id);
      return true;
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      await syncCheckoutSession(deps, event.data.object.id);
      return true;
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
    case 'invoice.marked_uncollectible': {
      const subscription = invoiceSubscription(event.data.object);
      if (subscription) await syncSubscription(deps, subscription);
      return true;
    }
    default:
      return false;
  }
}

/**
 * The payment webhook (docs/architecture.md#payments): the signature is checked on the raw body
 * before anything else (missing, wrong, stale or altered → 400 and nothing changes); each event id
 * is handled once (a repeat is acknowledged and ignored); types we do not use are acknowledged with
 * 200 so Stripe stops sending them. A failure of ours answers 500 and forgets the event, so
 * Stripe's retry is handled in full.
 */
export async function handleStripeWebhook(
  deps: BillingDeps & { webhookSecret: string; log?: Log },
  rawBody: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  const log = deps.log ?? console;
  if (!signature) return { status: 400, body: { error: 'Missing Stripe-Signature header' } };
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    return { status: 400, body: { error: 'Invalid signature' } };
  }

  const claim = await claimBillingEvent(deps.admin, event.id, event.type);
  if ('failure' in claim) {
    log.error('Stripe webhook: could not record event', event.id, claim.failure);
    return { status: 500, body: { error: 'Could not record the event' } };
  }
  if (!claim.claimed) return { status: 200, body: { received: true, duplicate: true } };

  try {
    const handled = await handleEvent(deps, event);
    return { status: 200, body: handled ? { received: true } : { received: true, ignored: true } };
  } catch (error) {
    log.error('Stripe webhook: handling failed', event.id, event.type, error);
    const releaseFailure = await releaseBillingEvent(deps.admin, event.id);
    if (releaseFailure !== null) log.error('Stripe webhook: could not release event', event.id, releaseFailure);
    return { status: 500, body: { error: 'Handling failed' } };
  }
}
