/**
 * Everything the server knows, as plain JSON (state.json is this object). Records keep Stripe's field
 * names; the resource serializers add the fields Stripe always sends but we never change.
 * Tables keep insertion order, which is creation order: lists read them backwards (newest first).
 */
import type { JsonObject, Metadata } from './json';
import type { Recurrence } from './periods';
import type { CardBehavior } from '../billing/test-cards';

export type Table<T> = Record<string, T>;

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface ProductRecord {
  id: string;
  created: number;
  updated: number;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Metadata;
  default_price: string | null;
  images: string[];
  url: string | null;
  unit_label: string | null;
  statement_descriptor: string | null;
}

export interface PriceRecord {
  id: string;
  created: number;
  product: string;
  currency: string;
  unit_amount: number;
  recurring: Recurrence | null;
  lookup_key: string | null;
  nickname: string | null;
  metadata: Metadata;
  active: boolean;
  tax_behavior: 'exclusive' | 'inclusive' | 'unspecified';
}

export interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  address: Address | null;
  preferred_locales: string[];
  metadata: Metadata;
  default_payment_method: string | null;
  /** Negative = credit, as on Stripe (downgrade prorations land here). */
  balance: number;
  currency: string | null;
  invoice_prefix: string;
  next_invoice_sequence: number;
  delinquent: boolean;
}

export interface PaymentMethodRecord {
  id: string;
  created: number;
  customer: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit' | 'debit';
  country: string;
  billing_name: string | null;
  billing_email: string | null;
  metadata: Metadata;
  /** What the test card number does when charged (never the number itself). */
  behavior: CardBehavior;
}

export interface CheckoutLineRecord {
  id: string;
  price: string;
  quantity: number;
}

export interface CheckoutSessionRecord {
  id: string;
  created: number;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  line_items: CheckoutLineRecord[];
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  success_url: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  subscription_metadata: Metadata;
  subscription_description: string | null;
  trial_period_days: number | null;
  payment_intent_metadata: Metadata;
  payment_intent_description: string | null;
  locale: string | null;
  expires_at: number;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
}

export interface SubscriptionItemRecord {
  id: string;
  created: number;
  price: string;
  quantity: number;
  metadata: Metadata;
  current_period_start: number;
  current_period_end: number;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  status: SubscriptionStatus;
  currency: string;
  items: SubscriptionItemRecord[];
  billing_cycle_anchor: number;
  start_date: number;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_reason: 'cancellation_requested' | 'payment_disputed' | 'payment_failed' | null;
  /** The mid-period cancel_at credits the unused time when it happens (proration_behavior was not none). */
  cancel_prorates: boolean;
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Metadata;
  description: string | null;
  trial_start: number | null;
  trial_end: number | null;
  /** `/_local/subscriptions/:id/renewal_outcome`: how later renewal charges go; 'card' = by the card. */
  renewal_outcome: 'card' | 'fail' | 'succeed';
}

/** Pending invoice items (prorations) waiting for the subscription's next invoice. */
export interface InvoiceItemRecord {
  id: string;
  created: number;
  customer: string;
  subscription: string | null;
  subscription_item: string | null;
  price: string;
  product: string;
  quantity: number;
  amount: number;
  description: string;
  period: { start: number; end: number };
  proration: boolean;
  invoice: string | null;
}

export interface InvoiceLineRecord {
  id: string;
  amount: number;
  description: string;
  price: string;
  product: string;
  quantity: number;
  period: { start: number; end: number };
  proration: boolean;
  subscription: string | null;
  subscription_item: string | null;
  invoice_item: string | null;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface InvoiceRecord {
  id: string;
  created: number;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  subscription: string | null;
  subscription_metadata: Metadata | null;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  status: InvoiceStatus;
  number: string | null;
  currency: string;
  lines: InvoiceLineRecord[];
  subtotal: number;
  total: number;
  starting_balance: number;
  ending_balance: number | null;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  period_start: number;
  period_end: number;
  finalized_at: number | null;
  paid_at: number | null;
  voided_at: number | null;
  marked_uncollectible_at: number | null;
  payment_intents: string[];
  metadata: Metadata;
  default_payment_method: string | null;
}

export interface LastPaymentError {
  code: string;
  decline_code: string | null;
  message: string;
  payment_method: string | null;
}

export interface PaymentIntentRecord {
  id: string;
  created: number;
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  latest_charge: string | null;
  description: string | null;
  metadata: Metadata;
  receipt_email: string | null;
  last_payment_error: LastPaymentError | null;
  invoice: string | null;
}

export interface ChargeRecord {
  id: string;
  created: number;
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string | null;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  decline_code: string | null;
  description: string | null;
  metadata: Metadata;
  receipt_email: string | null;
  billing_name: string | null;
  billing_email: string | null;
  refunds: string[];
}

export interface RefundRecord {
  id: string;
  created: number;
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Metadata;
}

export interface PortalSessionRecord {
  id: string;
  created: number;
  customer: string;
  return_url: string | null;
  locale: string | null;
}

export interface State {
  version: 1;
  clockOffsetMs: number;
  portalConfiguration: string;
  products: Table<ProductRecord>;
  prices: Table<PriceRecord>;
  customers: Table<CustomerRecord>;
  paymentMethods: Table<PaymentMethodRecord>;
  checkoutSessions: Table<CheckoutSessionRecord>;
  subscriptions: Table<SubscriptionRecord>;
  invoiceItems: Table<InvoiceItemRecord>;
  invoices: Table<InvoiceRecord>;
  paymentIntents: Table<PaymentIntentRecord>;
  charges: Table<ChargeRecord>;
  refunds: Table<RefundRecord>;
  portalSessions: Table<PortalSessionRecord>;
  /** Events as sent (full JSON), oldest first. */
  events: Table<JsonObject>;
}

export function emptyState(portalConfiguration: string): State {
  return {
    version: 1,
    clockOffsetMs: 0,
    portalConfiguration,
    products: {},
    prices: {},
    customers: {},
    paymentMethods: {},
    checkoutSessions: {},
    subscriptions: {},
    invoiceItems: {},
    invoices: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    portalSessions: {},
    events: {},
  };
}
