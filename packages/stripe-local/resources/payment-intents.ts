import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { toJson, type JsonObject, type Wire } from '../core/json';
import type { PaymentIntentRecord } from '../core/state';
import { resourceMissing } from '../http/errors';
import { createdFilter, paginate } from '../http/list';
import type { Route } from '../http/route';
import { paymentMethodJson } from './payment-methods';

export function paymentIntentJson(ctx: Ctx, intent: PaymentIntentRecord): JsonObject {
  const error = intent.last_payment_error;
  const method = error?.payment_method ? ctx.state.paymentMethods[error.payment_method] : undefined;
  return toJson<Stripe.PaymentIntent>({
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: intent.amount_received,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${intent.id}_secret_${intent.id.slice(3, 27)}`,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: intent.customer,
    customer_account: null,
    description: intent.description,
    excluded_payment_method_types: null,
    last_payment_error: error
      ? {
          ...(intent.latest_charge ? { charge: intent.latest_charge } : {}),
          code: error.code as Stripe.PaymentIntent.LastPaymentError.Code,
          ...(error.decline_code ? { decline_code: error.decline_code } : {}),
          doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}`,
          message: error.message,
          ...(method ? { payment_method: paymentMethodJson(method) as Wire<Stripe.PaymentMethod> } : {}),
          type: 'card_error',
        }
      : null,
    latest_charge: intent.latest_charge,
    livemode: false,
    metadata: intent.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: intent.payment_method,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: intent.receipt_email,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: intent.status,
    transfer_data: null,
    transfer_group: null,
  });
}

export function getPaymentIntent(ctx: Ctx, id: string, param?: string): PaymentIntentRecord {
  const intent = ctx.state.paymentIntents[id];
  if (!intent) throw param ? resourceMissing('payment_intent', id, param, 400) : resourceMissing('payment_intent', id);
  return intent;
}

export const paymentIntentRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/payment_intents/:id',
    allowed: ['client_secret'],
    handle: ({ ctx, path }) => paymentIntentJson(ctx, getPaymentIntent(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/payment_intents',
    allowed: ['created', 'customer', 'customer_account'],
    list: true,
    handle: ({ ctx, params }) => {
      const customer = params.string('customer');
      const created = createdFilter(params);
      const intents = Object.values(ctx.state.paymentIntents).filter((intent) => (!customer || intent.customer === customer) && created(intent.created));
      return paginate(params, intents, 'payment_intent', '/v1/payment_intents', (intent) => paymentIntentJson(ctx, intent));
    },
  },
];
