import type Stripe from 'stripe';
import type { Ctx } from '../core/context';
import { emitEvent } from '../core/events';
import { newId } from '../core/ids';
import { toJson, type JsonObject, type Wire } from '../core/json';
import type { CheckoutLineRecord, CheckoutSessionRecord } from '../core/state';
import { invalidRequest, missingParam, resourceMissing } from '../http/errors';
import { createdFilter, listEnvelope, paginate } from '../http/list';
import type { Params } from '../http/params';
import type { Route } from '../http/route';
import { getCustomer } from './customers';
import { getPrice, priceJson, productName } from './prices';

export const CHECKOUT_LOCALES = ['auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA', 'hi-IN', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW'] as const;

export function checkoutUrl(ctx: Ctx, session: CheckoutSessionRecord): string {
  return `${ctx.config.publicUrl}/c/pay/${session.id}`;
}

export function checkoutLineJson(ctx: Ctx, session: CheckoutSessionRecord, line: CheckoutLineRecord): JsonObject {
  const price = ctx.state.prices[line.price];
  const amount = price.unit_amount * line.quantity;
  return toJson<Stripe.LineItem>({
    id: line.id,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: session.currency,
    description: productName(ctx, price),
    metadata: {},
    price: priceJson(price) as Wire<Stripe.Price>,
    quantity: line.quantity,
  });
}

/** `line_items` is only sent when expanded (or listed), like on Stripe. */
export function checkoutLineItemsJson(ctx: Ctx, session: CheckoutSessionRecord): JsonObject {
  return listEnvelope(
    `/v1/checkout/sessions/${session.id}/line_items`,
    session.line_items.map((line) => checkoutLineJson(ctx, session, line)),
    false,
  );
}

export function checkoutSessionJson(ctx: Ctx, session: CheckoutSessionRecord): JsonObject {
  const open = session.status === 'open';
  return toJson<Stripe.Checkout.Session>({
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: session.amount_subtotal,
    amount_total: session.amount_total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancel_url,
    client_reference_id: session.client_reference_id,
    client_secret: null,
    collected_information: session.status === 'complete' ? { business_name: null, individual_name: null, shipping_details: null } : null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: session.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: session.customer,
    customer_account: null,
    customer_creation: session.mode === 'payment' ? 'if_required' : 'always',
    customer_details: session.customer_details
      ? { address: null, business_name: null, email: session.customer_details.email, individual_name: null, name: session.customer_details.name, phone: null, tax_exempt: 'none', tax_ids: [] }
      : null,
    customer_email: session.customer_email,
    discounts: [],
    expires_at: session.expires_at,
    integration_identifier: null,
    invoice: session.invoice,
    invoice_creation: session.mode === 'payment' ? { enabled: false, invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null } } : null,
    livemode: false,
    locale: (session.locale as Stripe.Checkout.Session.Locale | null) ?? null,
    managed_payments: null,
    metadata: session.metadata,
    mode: session.mode,
    origin_context: null,
    payment_intent: session.payment_intent,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: session.payment_status,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: session.status,
    submit_type: null,
    subscription: session.subscription,
    success_url: session.success_url,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: open ? checkoutUrl(ctx, session) : null,
    wallet_options: null,
  });
}

export function getCheckoutSession(ctx: Ctx, id: string): CheckoutSessionRecord {
  const session = ctx.state.checkoutSessions[id];
  if (!session) throw resourceMissing('checkout.session', id);
  return session;
}

export function expireSession(ctx: Ctx, session: CheckoutSessionRecord): void {
  session.status = 'expired';
  emitEvent(ctx, 'checkout.session.expired', checkoutSessionJson(ctx, session));
}

function readLineItems(ctx: Ctx, params: Params, mode: CheckoutSessionRecord['mode']): CheckoutLineRecord[] {
  const items = params.objects('line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  const lines = items.map((item) => {
    item.allowOnly(['adjustable_quantity', 'dynamic_tax_rates', 'metadata', 'price', 'price_data', 'quantity', 'tax_rates']);
    if (item.has('price_data') && !item.has('price')) throw invalidRequest('price_data is not supported by the local server: create a price first.', item.name('price_data'));
    const price = getPrice(ctx, item.requiredString('price'), item.name('price'));
    if (!price.active) throw invalidRequest(`The price \`${price.id}\` is not available to be purchased because it is not active.`, item.name('price'));
    const quantity = item.int('quantity', { min: 1 });
    if (quantity === undefined) throw missingParam(item.name('quantity'));
    if (mode === 'payment' && price.recurring)
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        item.name('price'),
      );
    return { id: newId('checkoutLineItem'), price: price.id, quantity };
  });
  const prices = lines.map((line) => ctx.state.prices[line.price]);
  if (new Set(prices.map((price) => price.currency)).size > 1) throw invalidRequest('All line items must have the same currency.', 'line_items');
  const recurring = prices.filter((price) => price.recurring);
  if (mode === 'subscription' && recurring.length === 0)
    throw invalidRequest('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items');
  if (new Set(recurring.map((price) => `${price.recurring?.interval}/${price.recurring?.interval_count}`)).size > 1)
    throw invalidRequest('Checkout does not support multiple prices with different billing intervals.', 'line_items');
  return lines;
}

const CREATE = ['adaptive_pricing', 'after_expiration', 'allow_promotion_codes', 'allowed_payment_method_types', 'automatic_tax', 'billing_address_collection', 'branding_settings', 'cancel_url', 'client_reference_id', 'consent_collection', 'currency', 'custom_fields', 'custom_text', 'customer', 'customer_account', 'customer_creation', 'customer_email', 'customer_update', 'discounts', 'excluded_payment_method_types', 'expires_at', 'integration_identifier', 'invoice_creation', 'line_items', 'locale', 'managed_payments', 'metadata', 'mode', 'name_collection', 'optional_items', 'origin_context', 'payment_intent_data', 'payment_method_collection', 'payment_method_configuration', 'payment_method_data', 'payment_method_options', 'payment_method_types', 'permissions', 'phone_number_collection', 'redirect_on_completion', 'return_url', 'saved_payment_method_options', 'setup_intent_data', 'shipping_address_collection', 'shipping_options', 'submit_type', 'subscription_data', 'success_url', 'tax_id_collection', 'ui_mode', 'wallet_options'];

function createSession(ctx: Ctx, params: Params): CheckoutSessionRecord {
  const at = ctx.clock.now();
  const mode = params.oneOf('mode', ['payment', 'setup', 'subscription'] as const);
  if (!mode) throw missingParam('mode');
  if (mode === 'setup') throw invalidRequest('mode=setup is not supported by the local Stripe server.', 'mode');
  const uiMode = params.string('ui_mode');
  if (uiMode && uiMode !== 'hosted') throw invalidRequest(`ui_mode=${uiMode} is not supported by the local Stripe server (hosted only).`, 'ui_mode');
  const customerId = params.string('customer');
  const customerEmail = params.string('customer_email');
  if (customerId && customerEmail) throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
  const customer = customerId ? getCustomer(ctx, customerId, 'customer') : null;
  const lines = readLineItems(ctx, params, mode);
  const prices = lines.map((line) => ({ price: ctx.state.prices[line.price], quantity: line.quantity }));
  const subscriptionData = params.object('subscription_data');
  const intentData = params.object('payment_intent_data');
  if (mode === 'payment' && subscriptionData) throw invalidRequest('You can not pass `subscription_data` in `payment` mode.', 'subscription_data');
  if (mode === 'subscription' && intentData) throw invalidRequest('You can not pass `payment_intent_data` in `subscription` mode.', 'payment_intent_data');
  subscriptionData?.allowOnly(['application_fee_percent', 'billing_cycle_anchor', 'billing_mode', 'default_tax_rates', 'description', 'invoice_settings', 'metadata', 'on_behalf_of', 'pending_invoice_item_interval', 'proration_behavior', 'transfer_data', 'trial_end', 'trial_period_days', 'trial_settings']);
  intentData?.allowOnly(['application_fee_amount', 'capture_method', 'description', 'metadata', 'on_behalf_of', 'receipt_email', 'setup_future_usage', 'shipping', 'statement_descriptor', 'statement_descriptor_suffix', 'transfer_data', 'transfer_group']);
  const trialDays = subscriptionData?.int('trial_period_days', { min: 1, max: 730 }) ?? null;
  const expiresAt = params.int('expires_at') ?? at + 24 * 3600;
  if (expiresAt > at + 24 * 3600) throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
  if (expiresAt < at + 30 * 60) throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  const clientReference = params.string('client_reference_id') ?? null;
  if (clientReference !== null && clientReference.length > 200) throw invalidRequest('client_reference_id must be at most 200 characters.', 'client_reference_id');
  const subtotal = prices.reduce((sum, { price, quantity }) => sum + price.unit_amount * quantity, 0);
  // Stripe's minimum charge in euros.
  if (mode === 'payment' && subtotal < 50)
    throw invalidRequest(`The Checkout Session's total amount due must add up to at least €0.50 ${prices[0].price.currency}`, 'line_items', 'amount_too_small');
  // With a trial, only one-time prices are due today.
  const total = trialDays ? prices.filter(({ price }) => !price.recurring).reduce((sum, { price, quantity }) => sum + price.unit_amount * quantity, 0) : subtotal;
  const session: CheckoutSessionRecord = {
    id: newId('checkoutSession'),
    created: at,
    mode,
    status: 'open',
    payment_status: 'unpaid',
    customer: customer?.id ?? null,
    customer_email: customerEmail ?? null,
    customer_details: null,
    line_items: lines,
    currency: prices[0].price.currency,
    amount_subtotal: subtotal,
    amount_total: total,
    success_url: params.string('success_url') ?? null,
    cancel_url: params.string('cancel_url') ?? null,
    client_reference_id: clientReference,
    metadata: params.metadata() ?? {},
    subscription_metadata: subscriptionData?.metadata() ?? {},
    subscription_description: subscriptionData?.string('description') ?? null,
    trial_period_days: trialDays,
    payment_intent_metadata: intentData?.metadata() ?? {},
    payment_intent_description: intentData?.string('description') ?? null,
    locale: params.oneOf('locale', CHECKOUT_LOCALES) ?? null,
    expires_at: expiresAt,
    subscription: null,
    invoice: null,
    payment_intent: null,
  };
  ctx.state.checkoutSessions[session.id] = session;
  ctx.store.markDirty();
  return session;
}

export const checkoutSessionRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/checkout/sessions',
    allowed: CREATE,
    handle: ({ ctx, params }) => checkoutSessionJson(ctx, createSession(ctx, params)),
  },
  {
    method: 'GET',
    pattern: '/v1/checkout/sessions/:id',
    allowed: [],
    handle: ({ ctx, path }) => checkoutSessionJson(ctx, getCheckoutSession(ctx, path.id)),
  },
  {
    method: 'GET',
    pattern: '/v1/checkout/sessions/:id/line_items',
    allowed: [],
    list: true,
    handle: ({ ctx, params, path }) => {
      const session = getCheckoutSession(ctx, path.id);
      // Shown in the order given; paginate reverses creation order.
      const lines = [...session.line_items].reverse().map((line) => ({ ...line, created: 0 }));
      return paginate(params, lines, 'line_item', `/v1/checkout/sessions/${session.id}/line_items`, (line) => checkoutLineJson(ctx, session, line));
    },
  },
  {
    method: 'POST',
    pattern: '/v1/checkout/sessions/:id/expire',
    allowed: [],
    handle: ({ ctx, path }) => {
      const session = getCheckoutSession(ctx, path.id);
      if (session.status !== 'open')
        throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
      expireSession(ctx, session);
      return checkoutSessionJson(ctx, session);
    },
  },
  {
    method: 'GET',
    pattern: '/v1/checkout/sessions',
    allowed: ['created', 'customer', 'customer_account', 'customer_details', 'payment_intent', 'payment_link', 'status', 'subscription'],
    list: true,
    handle: ({ ctx, params }) => {
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const intent = params.string('payment_intent');
      const status = params.oneOf('status', ['complete', 'expired', 'open'] as const);
      const created = createdFilter(params);
      const sessions = Object.values(ctx.state.checkoutSessions).filter(
        (session) =>
          (!customer || session.customer === customer) &&
          (!subscription || session.subscription === subscription) &&
          (!intent || session.payment_intent === intent) &&
          (!status || session.status === status) &&
          created(session.created),
      );
      return paginate(params, sessions, 'checkout.session', '/v1/checkout/sessions', (session) => checkoutSessionJson(ctx, session));
    },
  },
];
