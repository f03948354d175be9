import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import { newId } from '../core/ids';
import { toJson, type JsonObject } from '../core/json';
import type { RefundRecord } from '../core/state';
import { invalidRequest, missingParam, resourceMissing } from '../http/errors';
import { createdFilter, paginate } from '../http/list';
import type { Route } from '../http/route';
import { chargeJson, getCharge } from './charges';
import { getPaymentIntent } from './payment-intents';

export function refundJson(ctx: Ctx, refund: RefundRecord): JsonObject {
  const charge = ctx.state.charges[refund.charge];
  return toJson<Stripe.Refund>({
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.charge,
    created: refund.created,
    currency: refund.currency,
    destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
    metadata: refund.metadata,
    payment_intent: refund.payment_intent,
    payment_method: charge?.payment_method ?? null,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
}

function euros(amount: number, currency: string): string {
  return `${currency === 'eur' ? '€' : `${currency.toUpperCase()} `}${(amount / 100).toFixed(2)}`;
}

export const refundRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/refunds',
    allowed: ['amount', 'charge', 'currency', 'customer', 'instructions_email', 'metadata', 'origin', 'payment_intent', 'reason', 'refund_application_fee', 'reverse_transfer'],
    handle: ({ ctx, params }) => {
      const chargeId = params.string('charge');
      const intentId = params.string('payment_intent');
      if (chargeId && intentId) throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', 'charge');
      let charge;
      if (chargeId) charge = getCharge(ctx, chargeId, 'charge');
      else if (intentId) {
        const intent = getPaymentIntent(ctx, intentId, 'payment_intent');
        charge = intent.latest_charge ? ctx.state.charges[intent.latest_charge] : undefined;
        if (!charge || intent.status !== 'succeeded')
          throw invalidRequest(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
      } else throw missingParam('charge');
      if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, undefined, 'charge_not_refundable');
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
      const amount = params.int('amount', { min: 1 }) ?? remaining;
      if (amount > remaining)
        throw invalidRequest(
          `Refund amount (${euros(amount, charge.currency)}) is greater than unrefunded amount on charge (${euros(remaining, charge.currency)})`,
          'amount',
          'amount_too_large',
        );
      const refund: RefundRecord = {
        id: newId('refund'),
        created: ctx.clock.now(),
        amount,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        currency: charge.currency,
        reason: params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
        metadata: params.metadata() ?? {},
      };
      ctx.state.refunds[refund.id] = refund;
      const before = chargeJson(ctx, charge);
      charge.amount_refunded += amount;
      charge.refunds.push(refund.id);
      emitEvent(ctx, 'refund.created', refundJson(ctx, refund));
      emitEvent(ctx, 'charge.refunded', chargeJson(ctx, charge), { amount_refunded: before.amount_refunded, refunded: before.refunded });
      return refundJson(ctx, refund);
    },
  },
  {
    method: 'GET',
    pattern: '/v1/refunds/:id',
    allowed: [],
    handle: ({ ctx, path }) => {
      const refund = ctx.state.refunds[path.id];
      if (!refund) throw resourceMissing('refund', path.id);
      return refundJson(ctx, refund);
    },
  },
  {
    method: 'GET',
    pattern: '/v1/refunds',
    allowed: ['charge', 'created', 'payment_intent'],
    list: true,
    handle: ({ ctx, params }) => {
      const charge = params.string('charge');
      const intent = params.string('payment_intent');
      const created = createdFilter(params);
      const refunds = Object.values(ctx.state.refunds).filter(
        (refund) => (!charge || refund.charge === charge) && (!intent || refund.payment_intent === intent) && created(refund.created),
      );
      return paginate(params, refunds, 'refund', '/v1/refunds', (refund) => refundJson(ctx, refund));
    },
  },
];
