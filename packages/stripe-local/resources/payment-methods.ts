import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import { newId } from '../core/ids';
import { toJson, type JsonObject } from '../core/json';
import type { PaymentMethodRecord } from '../core/state';
import { behaviorOf, brandOf } from '../billing/test-cards';
import { invalidRequest, resourceMissing } from '../http/errors';
import { paginate } from '../http/list';
import type { Route } from '../http/route';

export function cardDetailsJson(method: PaymentMethodRecord) {
  return {
    brand: method.brand,
    country: method.country,
    exp_month: method.exp_month,
    exp_year: method.exp_year,
    fingerprint: method.fingerprint,
    funding: method.funding,
    last4: method.last4,
  };
}

export function paymentMethodJson(method: PaymentMethodRecord): JsonObject {
  return toJson<Stripe.PaymentMethod>({
    id: method.id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: method.billing_email, name: method.billing_name, phone: null, tax_id: null },
    card: {
      ...cardDetailsJson(method),
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      display_brand: method.brand,
      generated_from: null,
      networks: { available: [method.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: method.created,
    customer: method.customer,
    customer_account: null,
    livemode: false,
    metadata: method.metadata,
    type: 'card',
  });
}

export function getPaymentMethod(ctx: Ctx, id: string, param?: string): PaymentMethodRecord {
  const method = ctx.state.paymentMethods[id];
  if (!method) throw param ? resourceMissing('PaymentMethod', id, param, 400) : resourceMissing('payment_method', id);
  return method;
}

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  email: string | null;
}

/** A card payment method from what the checkout or portal form took (the number is not kept). */
export function createCardPaymentMethod(ctx: Ctx, card: CardInput): PaymentMethodRecord {
  const brand = brandOf(card.number);
  const method: PaymentMethodRecord = {
    id: newId('paymentMethod'),
    created: ctx.clock.now(),
    customer: null,
    brand,
    last4: card.number.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    // Same card, same fingerprint, as on Stripe.
    fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
    funding: card.number === '4000056655665556' ? 'debit' : 'credit',
    country: 'US',
    billing_name: card.name,
    billing_email: card.email,
    metadata: {},
    behavior: behaviorOf(card.number),
  };
  ctx.state.paymentMethods[method.id] = method;
  return method;
}

export function attachPaymentMethod(ctx: Ctx, method: PaymentMethodRecord, customerId: string): void {
  method.customer = customerId;
  emitEvent(ctx, 'payment_method.attached', paymentMethodJson(method));
}

export const paymentMethodRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/payment_methods/:id',
    allowed: [],
    handle: ({ ctx, path }) => paymentMethodJson(getPaymentMethod(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/payment_methods',
    allowed: ['allow_redisplay', 'customer', 'customer_account', 'type'],
    list: true,
    handle: ({ ctx, params }) => {
      const customer = params.string('customer');
      if (!customer) throw invalidRequest('You must provide a customer to list payment methods in the local server.', 'customer');
      const type = params.string('type');
      const methods = Object.values(ctx.state.paymentMethods).filter((method) => method.customer === customer && (!type || type === 'card'));
      return paginate(params, methods, 'payment_method', '/v1/payment_methods', paymentMethodJson);
    },
  },
  {
    method: 'GET',
    pattern: '/v1/customers/:id/payment_methods',
    allowed: ['allow_redisplay', 'type'],
    list: true,
    handle: ({ ctx, params, path }) => {
      if (!ctx.state.customers[path.id]) throw resourceMissing('customer', path.id);
      const type = params.string('type');
      const methods = Object.values(ctx.state.paymentMethods).filter((method) => method.customer === path.id && (!type || type === 'card'));
      return paginate(params, methods, 'payment_method', `/v1/customers/${path.id}/payment_methods`, paymentMethodJson);
    },
  },
];
