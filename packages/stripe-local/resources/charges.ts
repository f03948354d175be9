import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { toJson, type JsonObject } from '../core/json';
import type { ChargeRecord } from '../core/state';
import { resourceMissing } from '../http/errors';
import { createdFilter, paginate } from '../http/list';
import type { Route } from '../http/route';
import { cardDetailsJson } from './payment-methods';

export function chargeJson(ctx: Ctx, charge: ChargeRecord): JsonObject {
  const method = charge.payment_method ? ctx.state.paymentMethods[charge.payment_method] : undefined;
  const succeeded = charge.status === 'succeeded';
  return toJson<Stripe.Charge>({
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: succeeded ? charge.amount : 0,
    amount_refunded: charge.amount_refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: charge.billing_email, name: charge.billing_name, phone: null, tax_id: null },
    calculated_statement_descriptor: ctx.config.merchantName.toUpperCase().slice(0, 22),
    captured: succeeded,
    created: charge.created,
    currency: charge.currency,
    customer: charge.customer,
    description: charge.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: charge.failure_code,
    failure_message: charge.failure_message,
    fraud_details: {},
    livemode: false,
    metadata: charge.metadata,
    on_behalf_of: null,
    outcome: succeeded
      ? { advice_code: null, network_advice_code: null, network_decline_code: null, network_status: 'approved_by_network', reason: null, risk_level: 'normal', risk_score: 32, seller_message: 'Payment complete.', type: 'authorized' }
      : {
          advice_code: 'try_again_later',
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: charge.decline_code,
          risk_level: 'normal',
          risk_score: 32,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        },
    paid: succeeded,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    payment_method_details: method ? { card: { ...cardDetailsJson(method), network: method.brand }, type: 'card' } : null,
    receipt_email: charge.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: charge.amount_refunded > 0 && charge.amount_refunded >= charge.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: charge.status,
    transfer_data: null,
    transfer_group: null,
  });
}

export function getCharge(ctx: Ctx, id: string, param?: string): ChargeRecord {
  const charge = ctx.state.charges[id];
  if (!charge) throw param ? resourceMissing('charge', id, param, 400) : resourceMissing('charge', id);
  return charge;
}

export const chargeRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/charges/:id',
    allowed: [],
    handle: ({ ctx, path }) => chargeJson(ctx, getCharge(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/charges',
    allowed: ['created', 'customer', 'payment_intent', 'transfer_group'],
    list: true,
    handle: ({ ctx, params }) => {
      const customer = params.string('customer');
      const intent = params.string('payment_intent');
      const created = createdFilter(params);
      const charges = Object.values(ctx.state.charges).filter(
        (charge) => (!customer || charge.customer === customer) && (!intent || charge.payment_intent === intent) && created(charge.created),
      );
      return paginate(params, charges, 'charge', '/v1/charges', (charge) => chargeJson(ctx, charge));
    },
  },
];
