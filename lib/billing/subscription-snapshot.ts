import type Stripe from 'stripe';
import type { Database } from '@/lib/database.types';

type OurStatus = Database['public']['Enums']['subscription_status'];

/**
 * Stripe has more subscription states than we keep (docs/architecture.md#payments). What protects
 * a member is decided by ours, so every Stripe state maps to the one that tells the truth about
 * protection: unpaid is a payment problem like past_due; paused and incomplete_expired no longer
 * protect anyone. An unknown future state protects nobody until we learn it.
 */
export function ourSubscriptionStatus(status: Stripe.Subscription.Status): OurStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

const isoFromUnix = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The argument of public.sync_billing_subscription: the subscription as it is now at Stripe. */
export type SubscriptionSnapshot = {
  id: string;
  customer: string;
  status: OurStatus;
  cancel_at: string | null;
  canceled_at: string | null;
  items: { id: string; price: string; quantity: number; current_period_start: string | null; current_period_end: string | null }[];
};

export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  return {
    id: subscription.id,
    customer: idOf(subscription.customer) ?? '',
    status: ourSubscriptionStatus(subscription.status),
    cancel_at: isoFromUnix(subscription.cancel_at),
    canceled_at: isoFromUnix(subscription.canceled_at),
    items: subscription.items.data.map((item) => ({
      id: item.id,
      price: item.price.id,
      quantity: item.quantity ?? 1,
      current_period_start: isoFromUnix(item.current_period_start),
      current_period_end: isoFromUnix(item.current_period_end),
    })),
  };
}

export { idOf as stripeId };
