/**
 * POST /v1/invoices/create_preview: the invoice Stripe would issue next, computed by running the
 * very same change on a throwaway copy of the state (so the preview and the later update agree to
 * the cent when given the same proration_date). Nothing is stored and no event is sent.
 */
import type { Ctx } from '../core/context';
import { cloneJson, type JsonObject } from '../core/json';
import { newId } from '../core/ids';
import { addRecurrences } from '../core/periods';
import type { InvoiceRecord, SubscriptionRecord } from '../core/state';
import { invalidRequest, missingParam } from '../http/errors';
import type { Params } from '../http/params';
import type { Route } from '../http/route';
import { getCustomer } from '../resources/customers';
import { invoiceJson } from '../resources/invoices';
import { getPrice } from '../resources/prices';
import { currentPeriodEnd, getSubscription } from '../resources/subscriptions';
import { createDraftInvoice, takePendingItems } from './invoicing';
import { cancelSubscription } from './lifecycle';
import { periodLine } from './lines';
import { applyChange, readChange } from './subscription-update';

const DETAILS = ['billing_cycle_anchor', 'billing_mode', 'billing_schedules', 'cancel_at', 'cancel_at_period_end', 'cancel_now', 'default_tax_rates', 'items', 'proration_behavior', 'proration_date', 'resume_at', 'start_date', 'trial_end'];

function sandboxOf(ctx: Ctx): Ctx {
  const state = cloneJson({ ...ctx.state, events: {} } as unknown as JsonObject) as unknown as Ctx['state'];
  return { ...ctx, state, request: null, deliver: () => undefined, preview: { invoice: null } };
}

/** The subscription's next cycle invoice: pending items plus the next period of each item renewing first. */
function upcomingInvoice(ctx: Ctx, subscription: SubscriptionRecord): InvoiceRecord {
  const end = currentPeriodEnd(subscription);
  const canceling = subscription.cancel_at !== null && subscription.cancel_at <= end;
  if (canceling && subscription.cancel_prorates) {
    cancelSubscription(ctx, subscription, subscription.cancel_at as number, { reason: 'cancellation_requested', prorate: true, invoiceNow: false });
  }
  const renewing = canceling ? [] : subscription.items.filter((item) => item.current_period_end === end);
  const lines = [
    ...takePendingItems(ctx, subscription.id, null),
    ...renewing.map((item) =>
      periodLine(ctx, subscription, item, {
        start: end,
        end: addRecurrences(end, ctx.state.prices[item.price].recurring ?? { interval: 'month', interval_count: 1 }, 1),
      }),
    ),
  ];
  const customer = ctx.state.customers[subscription.customer];
  const start = Math.min(...subscription.items.map((item) => item.current_period_start));
  const invoice = ctx.clock.at(canceling ? (subscription.cancel_at as number) : end, () =>
    createDraftInvoice(ctx, { customer, subscription, billingReason: 'subscription_cycle', lines, periodStart: start, periodEnd: end, currency: subscription.currency }),
  );
  invoice.next_payment_attempt = invoice.created;
  return invoice;
}

/** A preview invoice as Stripe shows it: an `upcoming_in_…` id, draft, the customer's credit applied. */
function previewJson(ctx: Ctx, invoice: InvoiceRecord): JsonObject {
  const balance = ctx.state.customers[invoice.customer]?.balance ?? 0;
  invoice.starting_balance = balance;
  let due = invoice.total;
  if (due > 0 && balance < 0) due = Math.max(0, due + balance);
  invoice.amount_due = Math.max(0, due);
  invoice.amount_remaining = invoice.amount_due;
  invoice.ending_balance = null;
  invoice.id = newId('upcomingInvoice');
  for (const line of invoice.lines) line.id = newId('previewLine');
  return invoiceJson(ctx, invoice, { preview: true });
}

export function createPreview(ctx: Ctx, params: Params): JsonObject {
  const sandbox = sandboxOf(ctx);
  const details = params.object('subscription_details');
  details?.allowOnly(DETAILS);
  const subscriptionId = params.string('subscription');
  if (subscriptionId) {
    const subscription = getSubscription(sandbox, subscriptionId, 'subscription');
    const customerId = params.string('customer');
    if (customerId && customerId !== subscription.customer) throw invalidRequest(`The subscription ${subscriptionId} does not belong to customer ${customerId}.`, 'customer');
    if (subscription.status === 'canceled') throw invalidRequest('No upcoming invoices for a canceled subscription.', 'subscription', 'invoice_upcoming_none');
    if (details?.bool('cancel_now')) {
      const behavior = details.string('proration_behavior') ?? 'create_prorations';
      const final = cancelSubscription(sandbox, subscription, ctx.clock.now(), { reason: 'cancellation_requested', prorate: behavior !== 'none', invoiceNow: true });
      if (!final) throw invalidRequest('No upcoming invoices for a canceled subscription.', 'subscription', 'invoice_upcoming_none');
      return previewJson(sandbox, final);
    }
    if (details) applyChange(sandbox, subscription, readChange(sandbox, subscription, details));
    const invoice = sandbox.preview?.invoice ?? upcomingInvoice(sandbox, subscription);
    return previewJson(sandbox, invoice);
  }
  // No subscription yet: the first invoice of a subscription to these items.
  const customerId = params.string('customer');
  if (!customerId) throw missingParam('customer');
  const customer = getCustomer(sandbox, customerId, 'customer');
  const items = details?.objects('items');
  if (!items || items.length === 0) throw invalidRequest('You must specify `subscription_details[items]` to preview an invoice without a subscription.', 'subscription_details[items]');
  const at = ctx.clock.now();
  const prices = items.map((item) => ({ price: getPrice(sandbox, item.requiredString('price'), item.name('price')), quantity: item.int('quantity', { min: 1 }) ?? 1 }));
  const subscription: SubscriptionRecord = {
    id: newId('subscription'),
    created: at,
    customer: customer.id,
    status: 'incomplete',
    currency: prices[0].price.currency,
    items: prices.map(({ price, quantity }) => ({
      id: newId('subscriptionItem'),
      created: at,
      price: price.id,
      quantity,
      metadata: {},
      current_period_start: at,
      current_period_end: addRecurrences(at, price.recurring ?? { interval: 'month', interval_count: 1 }, 1),
    })),
    billing_cycle_anchor: at,
    start_date: at,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_reason: null,
    cancel_prorates: false,
    default_payment_method: null,
    latest_invoice: null,
    metadata: {},
    description: null,
    trial_start: null,
    trial_end: null,
    renewal_outcome: 'card',
  };
  const lines = subscription.items.map((item) => periodLine(sandbox, subscription, item, { start: item.current_period_start, end: item.current_period_end }));
  const invoice = createDraftInvoice(sandbox, { customer, subscription: null, billingReason: 'subscription_create', lines, periodStart: at, periodEnd: at, currency: subscription.currency });
  return previewJson(sandbox, invoice);
}

export const previewRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/invoices/create_preview',
    allowed: ['automatic_tax', 'currency', 'customer', 'customer_account', 'customer_details', 'discounts', 'invoice_items', 'issuer', 'on_behalf_of', 'preview_mode', 'schedule', 'schedule_details', 'subscription', 'subscription_details'],
    handle: ({ ctx, params }) => createPreview(ctx, params),
  },
];
