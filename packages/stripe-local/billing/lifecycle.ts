/**
 * A subscription's life as Stripe drives it: created (incomplete until its first invoice is paid,
 * or trialing), renewed at each period end with a new invoice charged to the default card, past_due
 * when that charge fails (retried on Stripe's schedule, canceled after the last failed retry),
 * active again when an invoice is paid, canceled now or at `cancel_at`.
 */
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import { newId } from '../core/ids';
import { addRecurrences, nextPeriodEnd } from '../core/periods';
import type { CustomerRecord, InvoiceLineRecord, InvoiceRecord, PaymentMethodRecord, PriceRecord, SubscriptionRecord } from '../core/state';
import { cancelsAtPeriodEnd, subscriptionJson, updateSubscription } from '../resources/subscriptions';
import { attemptPayment, createDraftInvoice, finalizeInvoice, payerOf, takePendingItems } from './invoicing';
import { oneTimeLine, periodLine, prorationItem } from './lines';
import type { Decline } from './test-cards';

export interface PricedQuantity {
  price: PriceRecord;
  quantity: number;
}

/** Subscription status after one of its invoices was paid or failed. */
function settle(ctx: Ctx, subscription: SubscriptionRecord): void {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  const unpaid = Object.values(ctx.state.invoices).some((invoice) => invoice.subscription === subscription.id && invoice.status === 'open' && invoice.attempted);
  if (unpaid && (subscription.status === 'active' || subscription.status === 'trialing')) subscription.status = 'past_due';
  if (!unpaid && (subscription.status === 'past_due' || subscription.status === 'incomplete')) subscription.status = 'active';
}

/**
 * Creates, finalizes and charges an invoice for the subscription now, then settles its status.
 * In a preview sandbox the draft is only recorded.
 */
export function invoiceNow(
  ctx: Ctx,
  subscription: SubscriptionRecord,
  reason: InvoiceRecord['billing_reason'],
  lines: InvoiceLineRecord[],
  period: { start: number; end: number },
  method?: PaymentMethodRecord | null,
): { invoice: InvoiceRecord; decline: Decline | null } {
  const customer = ctx.state.customers[subscription.customer];
  const invoice = createDraftInvoice(ctx, { customer, subscription, billingReason: reason, lines, periodStart: period.start, periodEnd: period.end, currency: subscription.currency });
  if (ctx.preview) {
    ctx.preview.invoice = invoice;
    return { invoice, decline: null };
  }
  finalizeInvoice(ctx, invoice);
  const decline = attemptPayment(ctx, invoice, method === undefined ? payerOf(ctx, subscription, customer) : method, subscription.renewal_outcome);
  updateSubscription(ctx, subscription, () => {
    subscription.latest_invoice = invoice.id;
    settle(ctx, subscription);
  });
  return { invoice, decline };
}

export interface NewSubscription {
  customer: CustomerRecord;
  recurring: PricedQuantity[];
  oneTime: PricedQuantity[];
  metadata: Record<string, string>;
  description: string | null;
  trialDays: number | null;
  method: PaymentMethodRecord;
}

export function createSubscription(ctx: Ctx, input: NewSubscription): { subscription: SubscriptionRecord; invoice: InvoiceRecord } {
  const at = ctx.clock.now();
  const trialEnd = input.trialDays ? at + input.trialDays * 86_400 : null;
  const id = newId('subscription');
  const subscription: SubscriptionRecord = {
    id,
    created: at,
    customer: input.customer.id,
    status: trialEnd ? 'trialing' : 'incomplete',
    currency: input.recurring[0].price.currency,
    items: input.recurring.map(({ price, quantity }) => ({
      id: newId('subscriptionItem'),
      created: at,
      price: price.id,
      quantity,
      metadata: {},
      current_period_start: at,
      current_period_end: trialEnd ?? addRecurrences(at, price.recurring ?? { interval: 'month', interval_count: 1 }, 1),
    })),
    billing_cycle_anchor: trialEnd ?? at,
    start_date: at,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_reason: null,
    cancel_prorates: false,
    default_payment_method: input.method.id,
    latest_invoice: null,
    metadata: input.metadata,
    description: input.description,
    trial_start: trialEnd ? at : null,
    trial_end: trialEnd,
    renewal_outcome: 'card',
  };
  ctx.state.subscriptions[id] = subscription;
  emitEvent(ctx, 'customer.subscription.created', subscriptionJson(ctx, subscription));
  const lines = [
    ...subscription.items.map((item) => periodLine(ctx, subscription, item, { start: item.current_period_start, end: item.current_period_end }, trialEnd !== null)),
    ...input.oneTime.map(({ price, quantity }) => oneTimeLine(ctx, id, price, quantity, at)),
  ];
  const { invoice } = invoiceNow(ctx, subscription, 'subscription_create', lines, { start: at, end: at }, input.method);
  return { subscription, invoice };
}

/** Starts the next period of every item whose period ends at or before `at`, and bills it. */
export function renewSubscription(ctx: Ctx, subscription: SubscriptionRecord, at: number): void {
  const due = subscription.items.filter((item) => item.current_period_end <= at);
  if (due.length === 0) return;
  const previousStart = Math.min(...due.map((item) => item.current_period_start));
  updateSubscription(ctx, subscription, () => {
    for (const item of due) {
      const recurrence = ctx.state.prices[item.price].recurring ?? { interval: 'month', interval_count: 1 };
      item.current_period_start = item.current_period_end;
      item.current_period_end = nextPeriodEnd(subscription.billing_cycle_anchor, recurrence, item.current_period_start);
    }
    if (subscription.status === 'trialing' && subscription.trial_end !== null && subscription.trial_end <= at) subscription.status = 'active';
  });
  const lines = [
    ...due.map((item) => periodLine(ctx, subscription, item, { start: item.current_period_start, end: item.current_period_end })),
    ...takePendingItems(ctx, subscription.id, null),
  ];
  const { invoice } = invoiceNow(ctx, subscription, 'subscription_cycle', lines, { start: previousStart, end: at });
  for (const line of invoice.lines) if (line.invoice_item && ctx.state.invoiceItems[line.invoice_item]) ctx.state.invoiceItems[line.invoice_item].invoice = invoice.id;
}

export interface Cancellation {
  reason: SubscriptionRecord['cancellation_reason'];
  /** Credit the unused time of the current period. */
  prorate: boolean;
  /** Bill pending items (and the credit) on a final invoice now. */
  invoiceNow: boolean;
}

export function cancelSubscription(ctx: Ctx, subscription: SubscriptionRecord, at: number, cancellation: Cancellation): InvoiceRecord | null {
  if (cancellation.prorate) {
    for (const item of subscription.items) {
      if (item.current_period_end <= at) continue;
      const price = ctx.state.prices[item.price];
      const credit = prorationItem(ctx, subscription, {
        price,
        quantity: item.quantity,
        itemId: item.id,
        period: { start: item.current_period_start, end: item.current_period_end },
        from: at,
        kind: 'credit',
      });
      ctx.state.invoiceItems[credit.id] = credit;
    }
  }
  let finalInvoice: InvoiceRecord | null = null;
  if (cancellation.invoiceNow) {
    const lines = takePendingItems(ctx, subscription.id, null);
    if (lines.length > 0) {
      finalInvoice = invoiceNow(ctx, subscription, 'subscription_update', lines, { start: at, end: at }).invoice;
      for (const line of lines) if (line.invoice_item && ctx.state.invoiceItems[line.invoice_item]) ctx.state.invoiceItems[line.invoice_item].invoice = finalInvoice.id;
    }
  }
  if (ctx.preview) return finalInvoice;
  subscription.status = 'canceled';
  subscription.ended_at = at;
  subscription.canceled_at = subscription.canceled_at ?? at;
  subscription.cancel_at = subscription.cancel_at ?? null;
  subscription.cancellation_reason = cancellation.reason;
  // Stripe stops collecting the open invoices of a canceled subscription.
  for (const invoice of Object.values(ctx.state.invoices)) if (invoice.subscription === subscription.id && invoice.status === 'open') invoice.next_payment_attempt = null;
  ctx.store.markDirty();
  emitEvent(ctx, 'customer.subscription.deleted', subscriptionJson(ctx, subscription));
  return finalInvoice;
}

/** A scheduled payment retry of an open invoice; after the last failure the subscription is canceled. */
export function retryInvoice(ctx: Ctx, invoice: InvoiceRecord): void {
  const subscription = invoice.subscription ? ctx.state.subscriptions[invoice.subscription] : undefined;
  const customer = ctx.state.customers[invoice.customer];
  const decline = attemptPayment(ctx, invoice, payerOf(ctx, subscription ?? null, customer), subscription?.renewal_outcome ?? 'card');
  if (!subscription) return;
  updateSubscription(ctx, subscription, () => settle(ctx, subscription));
  if (decline && invoice.next_payment_attempt === null && subscription.status !== 'canceled')
    cancelSubscription(ctx, subscription, ctx.clock.now(), { reason: 'payment_failed', prorate: false, invoiceNow: false });
}

/** Pays the open invoices of a customer's subscriptions with a new card (portal, invoice pay). */
export function payOpenInvoices(ctx: Ctx, customer: CustomerRecord, method: PaymentMethodRecord): Decline | null {
  let lastDecline: Decline | null = null;
  for (const invoice of Object.values(ctx.state.invoices)) {
    if (invoice.customer !== customer.id || invoice.status !== 'open') continue;
    const subscription = invoice.subscription ? ctx.state.subscriptions[invoice.subscription] : undefined;
    if (subscription?.status === 'canceled') continue;
    // A card the customer just gave is charged as it is: renewal_outcome only steers renewals.
    const decline = attemptPayment(ctx, invoice, method, 'card');
    if (decline) lastDecline = decline;
    if (subscription) updateSubscription(ctx, subscription, () => settle(ctx, subscription));
  }
  return lastDecline;
}

export { cancelsAtPeriodEnd };
