import type Stripe from 'stripe';
import type { BillingInterval } from './cancellation-date';
import { cancellationEffectiveDate } from './cancellation-date';
import { FAMILY_SHARING_PLAN_NAME } from './checkout-lines';
import { ourSubscriptionStatus } from './subscription-snapshot';

/** The EU right of withdrawal for contracts made online: 14 days from the contract. */
export const WITHDRAWAL_DAYS = 14;
const DAY_MS = 86_400_000;

export type CataloguePlanRef = { id: string; name: string; region: string | null; maxEmergencyContacts: number; stripePriceId: string | null; price: number };

export type OverviewItem = {
  itemId: string;
  priceId: string;
  plan: CataloguePlanRef | null;
  /** base: the plan itself; addOn: the Spain call centre or extra family members. */
  role: 'base' | 'addOn';
  quantity: number;
  unitAmount: number;
  currency: string;
};

export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number; expired: boolean };

export type SubscriptionOverview = {
  id: string;
  status: ReturnType<typeof ourSubscriptionStatus>;
  items: OverviewItem[];
  /** Per billing interval, in the smallest unit of `currency`. */
  total: number;
  currency: string;
  interval: BillingInterval;
  startedAt: string;
  currentPeriodEnd: string | null;
  cancelAt: string | null;
  /** When a cancellation asked for now would take effect (30 days' notice, to a period end). */
  cancellationDateIfAskedNow: string;
  /** Until when the member may still withdraw from the contract (null once that has passed). */
  withdrawalUntil: string | null;
  paymentProblem: boolean;
  card: CardSummary | null;
};

function cardOf(method: Stripe.PaymentMethod | string | null, now: Date): CardSummary | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  // A card is valid through the last day of its expiry month.
  const expired = Date.UTC(expYear, expMonth, 1) <= now.getTime();
  return { brand, last4, expMonth, expYear, expired };
}

const iso = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

/**
 * What the subscription page shows, from Stripe's live subscription (expanded with its default
 * payment method and latest invoice) and our catalogue. Pure, so each rule is tested on its own.
 */
export function subscriptionOverview(
  subscription: Stripe.Subscription,
  plans: readonly CataloguePlanRef[],
  now: Date,
  fallbackCard: Stripe.PaymentMethod | null = null,
): SubscriptionOverview {
  const byPrice = (priceId: string) => plans.find((plan) => plan.stripePriceId === priceId) ?? null;
  const items: OverviewItem[] = subscription.items.data.map((item) => {
    const plan = byPrice(item.price.id);
    const base = plan !== null && plan.region !== 'es' && plan.name !== FAMILY_SHARING_PLAN_NAME;
    return {
      itemId: item.id,
      priceId: item.price.id,
      plan,
      role: base ? 'base' : 'addOn',
      quantity: item.quantity ?? 1,
      unitAmount: item.price.unit_amount ?? 0,
      currency: item.price.currency,
    };
  });
  // A plan whose only item is Family Sharing has that as its base.
  if (!items.some((item) => item.role === 'base')) {
    const sharing = items.find((item) => item.plan?.name === FAMILY_SHARING_PLAN_NAME);
    if (sharing) sharing.role = 'base';
  }
  const interval: BillingInterval = subscription.items.data[0]?.price.recurring?.interval === 'year' ? 'year' : 'month';
  const latest = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const status = ourSubscriptionStatus(subscription.status);
  const startedAt = new Date(subscription.start_date * 1000);
  const withdrawalEnds = startedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS;
  return {
    id: subscription.id,
    status,
    items,
    total: items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
    currency: items[0]?.currency ?? 'eur',
    interval,
    startedAt: startedAt.toISOString(),
    currentPeriodEnd: iso(subscription.items.data[0]?.current_period_end),
    cancelAt: iso(subscription.cancel_at),
    cancellationDateIfAskedNow: cancellationEffectiveDate({ now, anchor: new Date(subscription.billing_cycle_anchor * 1000), interval }).toISOString(),
    withdrawalUntil: status !== 'canceled' && now.getTime() < withdrawalEnds ? new Date(withdrawalEnds).toISOString() : null,
    paymentProblem: status === 'past_due' || (latest !== null && latest.status === 'open' && latest.attempt_count > 0),
    card: cardOf(subscription.default_payment_method, now) ?? cardOf(fallbackCard, now),
  };
}

