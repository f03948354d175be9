import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { emitUpdated } from '../core/events';
import { toJson, type JsonObject, type Wire } from '../core/json';
import type { SubscriptionItemRecord, SubscriptionRecord } from '../core/state';
import { resourceMissing } from '../http/errors';
import { createdFilter, listEnvelope, paginate } from '../http/list';
import type { Route } from '../http/route';
import { planJson, priceJson } from './prices';

export function subscriptionItemJson(ctx: Ctx, subscription: SubscriptionRecord, item: SubscriptionItemRecord): JsonObject {
  const price = ctx.state.prices[item.price];
  return toJson<Stripe.SubscriptionItem>({
    id: item.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: item.created,
    current_period_end: item.current_period_end,
    current_period_start: item.current_period_start,
    current_trial: null,
    discounts: [],
    metadata: item.metadata,
    plan: planJson(price) as Wire<Stripe.Plan>,
    price: priceJson(price) as Wire<Stripe.Price>,
    quantity: item.quantity,
    subscription: subscription.id,
    tax_rates: [],
  });
}

/** Stripe: cancel_at_period_end is true when the scheduled cancellation is the current period's end. */
export function currentPeriodEnd(subscription: SubscriptionRecord): number {
  return Math.min(...subscription.items.map((item) => item.current_period_end));
}

export function cancelsAtPeriodEnd(subscription: SubscriptionRecord): boolean {
  return subscription.cancel_at !== null && subscription.items.length > 0 && subscription.cancel_at === currentPeriodEnd(subscription);
}

export function subscriptionJson(ctx: Ctx, subscription: SubscriptionRecord): JsonObject {
  const items = subscription.items.map((item) => subscriptionItemJson(ctx, subscription, item));
  return toJson<Stripe.Subscription>({
    id: subscription.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: subscription.billing_cycle_anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: subscription.cancel_at,
    cancel_at_period_end: cancelsAtPeriodEnd(subscription),
    canceled_at: subscription.canceled_at,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: subscription.cancellation_reason },
    collection_method: 'charge_automatically',
    created: subscription.created,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: subscription.default_payment_method,
    default_source: null,
    default_tax_rates: [],
    description: subscription.description,
    discounts: [],
    ended_at: subscription.ended_at,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: listEnvelope(`/v1/subscription_items?subscription=${subscription.id}`, items, false) as Wire<Stripe.ApiList<Stripe.SubscriptionItem>>,
    latest_invoice: subscription.latest_invoice,
    livemode: false,
    managed_payments: null,
    metadata: subscription.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: subscription.start_date,
    status: subscription.status,
    test_clock: null,
    transfer_data: null,
    trial_end: subscription.trial_end,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: subscription.trial_start,
  });
}

export function getSubscription(ctx: Ctx, id: string, param?: string): SubscriptionRecord {
  const subscription = ctx.state.subscriptions[id];
  if (!subscription) throw param ? resourceMissing('subscription', id, param, 400) : resourceMissing('subscription', id);
  return subscription;
}

/** Runs `change` and emits customer.subscription.updated with the previous values if anything changed. */
export function updateSubscription(ctx: Ctx, subscription: SubscriptionRecord, change: () => void): void {
  const before = subscriptionJson(ctx, subscription);
  change();
  ctx.store.markDirty();
  emitUpdated(ctx, 'customer.subscription.updated', before, subscriptionJson(ctx, subscription));
}

export const subscriptionReadRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/subscriptions/:id',
    allowed: [],
    handle: ({ ctx, path }) => subscriptionJson(ctx, getSubscription(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/subscriptions',
    allowed: ['automatic_tax', 'collection_method', 'created', 'current_period_end', 'current_period_start', 'customer', 'customer_account', 'plan', 'price', 'status', 'test_clock'],
    list: true,
    handle: ({ ctx, params }) => {
      const customer = params.string('customer');
      const price = params.string('price') ?? params.string('plan');
      const status = params.oneOf('status', ['active', 'all', 'canceled', 'ended', 'incomplete', 'incomplete_expired', 'past_due', 'paused', 'trialing', 'unpaid'] as const);
      const created = createdFilter(params);
      const subscriptions = Object.values(ctx.state.subscriptions).filter((subscription) => {
        // Without a status filter Stripe leaves out canceled subscriptions.
        const statusMatches =
          status === 'all'
            ? true
            : status === 'ended'
              ? subscription.status === 'canceled' || subscription.status === 'incomplete_expired'
              : status
                ? subscription.status === status
                : subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired';
        return (
          statusMatches &&
          (!customer || subscription.customer === customer) &&
          (!price || subscription.items.some((item) => item.price === price)) &&
          created(subscription.created)
        );
      });
      return paginate(params, subscriptions, 'subscription', '/v1/subscriptions', (subscription) => subscriptionJson(ctx, subscription));
    },
  },
];
