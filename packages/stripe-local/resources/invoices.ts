import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { toJson, type JsonObject, type Wire } from '../core/json';
import type { InvoiceLineRecord, InvoiceRecord } from '../core/state';
import { resourceMissing } from '../http/errors';
import { createdFilter, listEnvelope, paginate } from '../http/list';
import type { Route } from '../http/route';

export function invoiceLineJson(invoiceId: string | null, currency: string, line: InvoiceLineRecord): JsonObject {
  const prorationDetails = { credited_items: null };
  const parent: Wire<Stripe.InvoiceLineItem.Parent> = line.subscription_item
    ? {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: line.invoice_item,
          proration: line.proration,
          proration_details: prorationDetails,
          subscription: line.subscription,
          subscription_item: line.subscription_item,
        },
      }
    : {
        type: 'invoice_item_details',
        invoice_item_details: { invoice_item: line.invoice_item ?? '', proration: line.proration, proration_details: prorationDetails, subscription: line.subscription },
        subscription_item_details: null,
      };
  return toJson<Stripe.InvoiceLineItem>({
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent,
    period: line.period,
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: line.price, product: line.product },
      unit_amount_decimal: line.quantity > 0 ? String(line.amount / line.quantity) : String(line.amount),
    },
    quantity: line.quantity,
    subtotal: line.amount,
    taxes: [],
  });
}

/** Lists inside objects (invoice lines) show their first 10 entries, as Stripe embeds them. */
function embeddedList(url: string, data: JsonObject[]): JsonObject {
  return listEnvelope(url, data.slice(0, 10), data.length > 10);
}

export interface InvoiceView {
  /** Preview invoices (create_preview) have an `upcoming_in_…` id and no URL. */
  preview?: boolean;
}

export function invoiceJson(ctx: Ctx, invoice: InvoiceRecord, view: InvoiceView = {}): JsonObject {
  const lines = invoice.lines.map((line) => invoiceLineJson(view.preview ? null : invoice.id, invoice.currency, line));
  const customer = ctx.state.customers[invoice.customer];
  return toJson<Stripe.Invoice>({
    id: invoice.id,
    object: 'invoice',
    account_country: 'ES',
    account_name: ctx.config.merchantName,
    account_tax_ids: null,
    amount_due: invoice.amount_due,
    amount_overpaid: 0,
    amount_paid: invoice.amount_paid,
    amount_remaining: invoice.amount_remaining,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attempt_count,
    attempted: invoice.attempted,
    auto_advance: invoice.status !== 'paid' && invoice.status !== 'void',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: view.preview ? 'upcoming' : invoice.billing_reason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    custom_fields: null,
    customer: invoice.customer,
    customer_account: null,
    customer_address: customer?.address ?? null,
    customer_email: invoice.customer_email,
    customer_name: invoice.customer_name,
    customer_phone: customer?.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: invoice.default_payment_method,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.finalized_at,
    ending_balance: invoice.ending_balance,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: view.preview || invoice.status === 'draft' ? null : `${ctx.config.publicUrl}/i/${invoice.id}`,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: embeddedList(`/v1/invoices/${invoice.id}/lines`, lines) as Wire<Stripe.ApiList<Stripe.InvoiceLineItem>>,
    livemode: false,
    metadata: invoice.metadata,
    next_payment_attempt: invoice.next_payment_attempt,
    number: invoice.number,
    on_behalf_of: null,
    parent: invoice.subscription
      ? { type: 'subscription_details', quote_details: null, subscription_details: { metadata: invoice.subscription_metadata, subscription: invoice.subscription } }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.period_end,
    period_start: invoice.period_start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: invoice.starting_balance,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.finalized_at,
      marked_uncollectible_at: invoice.marked_uncollectible_at,
      paid_at: invoice.paid_at,
      voided_at: invoice.voided_at,
    },
    subtotal: invoice.subtotal,
    subtotal_excluding_tax: invoice.subtotal,
    test_clock: null,
    total: invoice.total,
    total_discount_amounts: [],
    total_excluding_tax: invoice.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.created,
  });
}

/** `payments` is only sent when expanded, like on Stripe. */
export function invoicePaymentsJson(ctx: Ctx, invoice: InvoiceRecord): JsonObject {
  const data = invoice.payment_intents.map((intentId, index) => {
    const intent = ctx.state.paymentIntents[intentId];
    const paid = intent?.status === 'succeeded';
    return toJson<Stripe.InvoicePayment>({
      id: `inpay_${intentId.slice(3)}`,
      object: 'invoice_payment',
      amount_paid: paid ? intent.amount : null,
      amount_requested: intent?.amount ?? 0,
      created: intent?.created ?? invoice.created,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: index === invoice.payment_intents.length - 1,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intentId },
      status: paid ? 'paid' : 'canceled',
      status_transitions: { canceled_at: null, paid_at: paid ? intent.created : null },
    });
  });
  return listEnvelope(`/v1/invoice_payments?invoice=${invoice.id}`, [...data].reverse(), false);
}

export function getInvoice(ctx: Ctx, id: string, param?: string): InvoiceRecord {
  const invoice = ctx.state.invoices[id];
  if (!invoice) throw param ? resourceMissing('invoice', id, param, 400) : resourceMissing('invoice', id);
  return invoice;
}

export const invoiceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/invoices/:id',
    allowed: [],
    handle: ({ ctx, path }) => invoiceJson(ctx, getInvoice(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/invoices/:id/lines',
    allowed: [],
    list: true,
    handle: ({ ctx, params, path }) => {
      const invoice = getInvoice(ctx, path.id);
      // Lines are listed in invoice order; paginate expects creation order (it reverses).
      const lines = [...invoice.lines].reverse().map((line) => ({ ...line, created: 0 }));
      return paginate(params, lines, 'line_item', `/v1/invoices/${invoice.id}/lines`, (line) => invoiceLineJson(invoice.id, invoice.currency, line));
    },
  },
  {
    method: 'GET',
    pattern: '/v1/invoices',
    allowed: ['collection_method', 'created', 'customer', 'customer_account', 'due_date', 'status', 'subscription'],
    list: true,
    handle: ({ ctx, params }) => {
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const status = params.oneOf('status', ['draft', 'open', 'paid', 'uncollectible', 'void'] as const);
      const created = createdFilter(params);
      const invoices = Object.values(ctx.state.invoices).filter(
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!subscription || invoice.subscription === subscription) &&
          (!status || invoice.status === status) &&
          created(invoice.created),
      );
      return paginate(params, invoices, 'invoice', '/v1/invoices', (invoice) => invoiceJson(ctx, invoice));
    },
  },
];
