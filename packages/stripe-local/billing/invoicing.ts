/**
 * Invoices as Stripe runs them for subscriptions: created (draft), finalized at once (number,
 * customer balance applied), then charged to the default card. A failed charge leaves the invoice
 * open and schedules the next attempt (Stripe's retry schedule: 3, 4 and 7 days later); the caller
 * decides what that means for the subscription.
 */
import type { Ctx } from '../core/context';
import { emitEvent, emitUpdated } from '../core/events';
import { newId } from '../core/ids';
import type { CustomerRecord, InvoiceLineRecord, InvoiceRecord, PaymentMethodRecord, SubscriptionRecord } from '../core/state';
import { invoiceJson } from '../resources/invoices';
import { chargeCard } from './charging';
import type { Decline } from './test-cards';

/** Days between failed attempts; after the last one no retry is scheduled. */
export const RETRY_DAYS = [3, 4, 7];
export const MAX_ATTEMPTS = RETRY_DAYS.length + 1;

export interface InvoiceInput {
  customer: CustomerRecord;
  subscription: SubscriptionRecord | null;
  billingReason: InvoiceRecord['billing_reason'];
  lines: InvoiceLineRecord[];
  periodStart: number;
  periodEnd: number;
  currency: string;
}

/** Moves the subscription's pending invoice items (prorations) onto an invoice's lines. */
export function takePendingItems(ctx: Ctx, subscriptionId: string, invoiceId: string | null): InvoiceLineRecord[] {
  const lines: InvoiceLineRecord[] = [];
  for (const item of Object.values(ctx.state.invoiceItems)) {
    if (item.subscription !== subscriptionId || item.invoice !== null) continue;
    item.invoice = invoiceId;
    lines.push({
      id: newId('invoiceLine'),
      amount: item.amount,
      description: item.description,
      price: item.price,
      product: item.product,
      quantity: item.quantity,
      period: item.period,
      proration: item.proration,
      subscription: item.subscription,
      subscription_item: item.subscription_item,
      invoice_item: item.id,
    });
  }
  return lines;
}

export function createDraftInvoice(ctx: Ctx, input: InvoiceInput): InvoiceRecord {
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const invoice: InvoiceRecord = {
    id: newId('invoice'),
    created: ctx.clock.now(),
    customer: input.customer.id,
    customer_email: input.customer.email,
    customer_name: input.customer.name,
    subscription: input.subscription?.id ?? null,
    subscription_metadata: input.subscription ? { ...input.subscription.metadata } : null,
    billing_reason: input.billingReason,
    status: 'draft',
    number: null,
    currency: input.currency,
    lines: input.lines,
    subtotal,
    total: subtotal,
    starting_balance: 0,
    ending_balance: null,
    amount_due: Math.max(0, subtotal),
    amount_paid: 0,
    amount_remaining: Math.max(0, subtotal),
    attempt_count: 0,
    attempted: false,
    next_payment_attempt: null,
    period_start: input.periodStart,
    period_end: input.periodEnd,
    finalized_at: null,
    paid_at: null,
    voided_at: null,
    marked_uncollectible_at: null,
    payment_intents: [],
    metadata: {},
    default_payment_method: null,
  };
  ctx.state.invoices[invoice.id] = invoice;
  emitEvent(ctx, 'invoice.created', invoiceJson(ctx, invoice));
  return invoice;
}

/**
 * Applies the customer's credit balance (negative = credit) as Stripe does: a positive total uses up
 * credit, a negative total (a downgrade) becomes credit.
 */
function applyBalance(customer: CustomerRecord, invoice: InvoiceRecord): void {
  invoice.starting_balance = customer.balance;
  let due = invoice.total;
  if (due > 0 && customer.balance < 0) {
    const used = Math.min(due, -customer.balance);
    due -= used;
    customer.balance += used;
  } else if (due < 0) {
    customer.balance += due;
    due = 0;
  }
  invoice.ending_balance = customer.balance;
  invoice.amount_due = due;
  invoice.amount_remaining = due;
}

export function finalizeInvoice(ctx: Ctx, invoice: InvoiceRecord): void {
  const customer = ctx.state.customers[invoice.customer];
  applyBalance(customer, invoice);
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence++).padStart(4, '0')}`;
  invoice.status = 'open';
  invoice.finalized_at = ctx.clock.now();
  emitEvent(ctx, 'invoice.finalized', invoiceJson(ctx, invoice));
}

function markPaid(ctx: Ctx, invoice: InvoiceRecord): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.paid_at = ctx.clock.now();
  invoice.next_payment_attempt = null;
  const customer = ctx.state.customers[invoice.customer];
  customer.delinquent = Object.values(ctx.state.invoices).some((other) => other.customer === customer.id && other.status === 'open' && other.attempted);
  emitEvent(ctx, 'invoice.paid', invoiceJson(ctx, invoice));
  emitEvent(ctx, 'invoice.payment_succeeded', invoiceJson(ctx, invoice));
}

/**
 * One payment attempt on an open invoice. Nothing to pay: it is paid at once. Returns the decline,
 * or null when the invoice is paid.
 */
export function attemptPayment(
  ctx: Ctx,
  invoice: InvoiceRecord,
  method: PaymentMethodRecord | null,
  outcome: SubscriptionRecord['renewal_outcome'] = 'card',
): Decline | null {
  if (invoice.amount_due === 0) {
    markPaid(ctx, invoice);
    return null;
  }
  const before = invoiceJson(ctx, invoice);
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (!method) {
    // Stripe's answer for an invoice with no way to pay it.
    const decline: Decline = { code: 'card_declined', decline_code: null, reason: 'generic_decline', message: 'The customer has no attached payment source or default payment method.' };
    scheduleRetry(ctx, invoice);
    emitEvent(ctx, 'invoice.payment_failed', invoiceJson(ctx, invoice));
    emitUpdated(ctx, 'invoice.updated', before, invoiceJson(ctx, invoice));
    return decline;
  }
  const customer = ctx.state.customers[invoice.customer];
  const result = chargeCard(ctx, {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: invoice.customer,
    method,
    description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : invoice.billing_reason === 'subscription_update' ? 'Subscription update' : 'Subscription cycle',
    metadata: {},
    receiptEmail: customer.email,
    invoice: invoice.id,
    outcome,
  });
  invoice.payment_intents.push(result.intent.id);
  invoice.default_payment_method = null;
  if (result.decline) {
    scheduleRetry(ctx, invoice);
    customer.delinquent = true;
    emitEvent(ctx, 'invoice.payment_failed', invoiceJson(ctx, invoice));
    emitUpdated(ctx, 'invoice.updated', before, invoiceJson(ctx, invoice));
    return result.decline;
  }
  markPaid(ctx, invoice);
  return null;
}

function scheduleRetry(ctx: Ctx, invoice: InvoiceRecord): void {
  const days = RETRY_DAYS[invoice.attempt_count - 1];
  invoice.next_payment_attempt = days === undefined ? null : ctx.clock.now() + days * 86_400;
}

/** The payment method an invoice of this subscription is charged to, as Stripe picks it. */
export function payerOf(ctx: Ctx, subscription: SubscriptionRecord | null, customer: CustomerRecord): PaymentMethodRecord | null {
  const id = subscription?.default_payment_method ?? customer.default_payment_method;
  return id ? (ctx.state.paymentMethods[id] ?? null) : null;
}
