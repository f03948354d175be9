/**
 * One card payment: a PaymentIntent confirmed with a saved card and the Charge under it, with
 * Stripe's events (payment_intent.created, then charge.succeeded + payment_intent.succeeded, or
 * charge.failed + payment_intent.payment_failed).
 */
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import { newId } from '../core/ids';
import type { Metadata } from '../core/json';
import type { ChargeRecord, PaymentIntentRecord, PaymentMethodRecord } from '../core/state';
import { chargeJson } from '../resources/charges';
import { paymentIntentJson } from '../resources/payment-intents';
import { chargeDecline, FORCED_DECLINE, type Decline } from './test-cards';

export interface ChargeRequest {
  amount: number;
  currency: string;
  customer: string | null;
  method: PaymentMethodRecord;
  description: string | null;
  metadata: Metadata;
  receiptEmail: string | null;
  invoice: string | null;
  /** `renewal_outcome` of the subscription being billed; 'card' = the card decides. */
  outcome?: 'card' | 'fail' | 'succeed';
}

export interface ChargeResult {
  intent: PaymentIntentRecord;
  charge: ChargeRecord;
  decline: Decline | null;
}

export function chargeCard(ctx: Ctx, request: ChargeRequest): ChargeResult {
  const at = ctx.clock.now();
  const outcome = request.outcome ?? 'card';
  const decline = outcome === 'succeed' ? null : outcome === 'fail' ? FORCED_DECLINE : chargeDecline(request.method.behavior);
  const intent: PaymentIntentRecord = {
    id: newId('paymentIntent'),
    created: at,
    amount: request.amount,
    amount_received: 0,
    currency: request.currency,
    customer: request.customer,
    payment_method: request.method.id,
    status: 'requires_payment_method',
    latest_charge: null,
    description: request.description,
    metadata: request.metadata,
    receipt_email: request.receiptEmail,
    last_payment_error: null,
    invoice: request.invoice,
  };
  ctx.state.paymentIntents[intent.id] = intent;
  emitEvent(ctx, 'payment_intent.created', paymentIntentJson(ctx, intent));
  const charge: ChargeRecord = {
    id: newId('charge'),
    created: at,
    amount: request.amount,
    amount_refunded: 0,
    currency: request.currency,
    customer: request.customer,
    payment_intent: intent.id,
    payment_method: request.method.id,
    status: decline ? 'failed' : 'succeeded',
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    decline_code: decline?.decline_code ?? null,
    description: request.description,
    metadata: request.metadata,
    receipt_email: request.receiptEmail,
    billing_name: request.method.billing_name,
    billing_email: request.method.billing_email,
    refunds: [],
  };
  ctx.state.charges[charge.id] = charge;
  intent.latest_charge = charge.id;
  if (decline) {
    intent.last_payment_error = { code: decline.code, decline_code: decline.decline_code, message: decline.message, payment_method: request.method.id };
    emitEvent(ctx, 'charge.failed', chargeJson(ctx, charge));
    emitEvent(ctx, 'payment_intent.payment_failed', paymentIntentJson(ctx, intent));
  } else {
    intent.status = 'succeeded';
    intent.amount_received = request.amount;
    emitEvent(ctx, 'charge.succeeded', chargeJson(ctx, charge));
    emitEvent(ctx, 'payment_intent.succeeded', paymentIntentJson(ctx, intent));
  }
  return { intent, charge, decline };
}
