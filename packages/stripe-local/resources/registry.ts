/**
 * Finds any object by its id (for `expand[]`), by Stripe's id prefixes, and builds the fields Stripe
 * only includes on request (`line_items` of a Checkout Session, `payments` of an invoice, `refunds` of a charge).
 */
import type { Ctx } from '../core/context';
import type { JsonObject } from '../core/json';
import { listEnvelope } from '../http/list';
import { chargeJson } from './charges';
import { checkoutLineItemsJson, checkoutSessionJson } from './checkout-sessions';
import { customerJson } from './customers';
import { invoiceJson, invoicePaymentsJson } from './invoices';
import { paymentIntentJson } from './payment-intents';
import { paymentMethodJson } from './payment-methods';
import { portalSessionJson } from './portal-sessions';
import { priceJson } from './prices';
import { productJson } from './products';
import { refundJson } from './refunds';
import { subscriptionItemJson, subscriptionJson } from './subscriptions';

export function objectById(ctx: Ctx, id: string): JsonObject | null {
  const { state } = ctx;
  const prefix = id.slice(0, id.indexOf('_') + 1);
  switch (prefix) {
    case 'cus_':
      return state.customers[id] ? customerJson(state.customers[id]) : null;
    case 'prod_':
      return state.products[id] ? productJson(state.products[id]) : null;
    case 'price_':
      return state.prices[id] ? priceJson(state.prices[id]) : null;
    case 'cs_':
      return state.checkoutSessions[id] ? checkoutSessionJson(ctx, state.checkoutSessions[id]) : null;
    case 'sub_':
      return state.subscriptions[id] ? subscriptionJson(ctx, state.subscriptions[id]) : null;
    case 'si_': {
      const owner = Object.values(state.subscriptions).find((subscription) => subscription.items.some((item) => item.id === id));
      const item = owner?.items.find((candidate) => candidate.id === id);
      return owner && item ? subscriptionItemJson(ctx, owner, item) : null;
    }
    case 'in_':
      return state.invoices[id] ? invoiceJson(ctx, state.invoices[id]) : null;
    case 'pi_':
      return state.paymentIntents[id] ? paymentIntentJson(ctx, state.paymentIntents[id]) : null;
    case 'ch_':
      return state.charges[id] ? chargeJson(ctx, state.charges[id]) : null;
    case 'pm_':
      return state.paymentMethods[id] ? paymentMethodJson(state.paymentMethods[id]) : null;
    case 're_':
      return state.refunds[id] ? refundJson(ctx, state.refunds[id]) : null;
    case 'bps_':
      return state.portalSessions[id] ? portalSessionJson(ctx, state.portalSessions[id]) : null;
    case 'evt_':
      return state.events[id] ?? null;
    default:
      return null;
  }
}

export function includable(ctx: Ctx, owner: JsonObject, field: string): JsonObject | null {
  const id = typeof owner.id === 'string' ? owner.id : '';
  if (owner.object === 'checkout.session' && field === 'line_items') {
    const session = ctx.state.checkoutSessions[id];
    return session ? checkoutLineItemsJson(ctx, session) : null;
  }
  if (owner.object === 'invoice' && field === 'payments') {
    const invoice = ctx.state.invoices[id];
    return invoice ? invoicePaymentsJson(ctx, invoice) : null;
  }
  if (owner.object === 'charge' && field === 'refunds') {
    const charge = ctx.state.charges[id];
    if (!charge) return null;
    const refunds = [...charge.refunds].reverse().map((refundId) => refundJson(ctx, ctx.state.refunds[refundId]));
    return listEnvelope(`/v1/charges/${id}/refunds`, refunds, false);
  }
  return null;
}
