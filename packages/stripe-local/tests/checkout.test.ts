/** @jest-environment node */
import type Stripe from 'stripe';
import { createPlan, getPage, GOOD_CARD, postForm, startTestServer, subscribe, type TestServer } from './helpers';

let t: TestServer;
let monthly: Stripe.Price;
let setupFee: Stripe.Price;

beforeAll(async () => {
  t = await startTestServer();
  monthly = await createPlan(t.stripe, 'ICE SOS Premium', 999, 'month', 'premium_monthly');
  setupFee = await t.stripe.prices.create({ currency: 'eur', unit_amount: 2500, product_data: { name: 'SOS pendant' } });
});
afterAll(async () => {
  await t.server.close();
});

function subscriptionSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return t.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      { price: monthly.id, quantity: 1 },
      { price: setupFee.id, quantity: 1 },
    ],
    success_url: 'https://app.example/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://app.example/billing',
    customer_email: 'member@example.com',
    client_reference_id: 'user_42',
    metadata: { user_id: 'user_42' },
    subscription_data: { metadata: { user_id: 'user_42' } },
    ...extra,
  } as Stripe.Checkout.SessionCreateParams);
}

describe('checkout in subscription mode', () => {
  it('creates an open session whose page lists the items, the total and labelled fields', async () => {
    const session = await subscriptionSession({ locale: 'en' });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 3499,
      amount_subtotal: 3499,
      currency: 'eur',
      client_reference_id: 'user_42',
      subscription: null,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${t.server.url}/c/pay/${session.id}`);
    const { status, html } = await getPage(session.url as string);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('ICE SOS Premium');
    expect(html).toContain('SOS pendant');
    expect(html).toContain('€34.99');
    expect(html).toContain('Then €9.99 per month');
    for (const [id, label, autocomplete] of [
      ['field-email', 'Email', 'email'],
      ['field-cardnumber', 'Card number', 'cc-number'],
      ['field-exp', 'Expiry (MM / YY)', 'cc-exp'],
      ['field-cvc', 'CVC', 'cc-csc'],
      ['field-name', 'Cardholder name', 'cc-name'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*autocomplete="${autocomplete}"`));
    }
    expect(html).toContain('href="https://app.example/billing">← Back</a>');
    expect(html).toContain('<button type="submit">Subscribe</button>');
    expect(html).not.toContain('<script');
    const items = await t.stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((item) => [item.description, item.amount_total, item.quantity])).toEqual([
      ['ICE SOS Premium', 999, 1],
      ['SOS pendant', 2500, 1],
    ]);
  });

  it('pays with 4242: 303 to success_url, session complete, subscription active, first invoice paid', async () => {
    const session = await subscriptionSession();
    const result = await postForm(session.url as string, { email: 'member@example.com', ...GOOD_CARD });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`https://app.example/billing/success?session_id=${session.id}`);

    const done = await t.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'invoice', 'line_items'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: null, customer_details: { email: 'member@example.com', name: 'Ana García' } });
    expect(done.line_items?.data).toHaveLength(2);
    const subscription = done.subscription as Stripe.Subscription;
    const invoice = done.invoice as Stripe.Invoice;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', metadata: { user_id: 'user_42' }, cancel_at: null, cancel_at_period_end: false, currency: 'eur' });
    expect(subscription.latest_invoice).toBe(invoice.id);
    const [item] = subscription.items.data;
    expect(subscription.items.data).toHaveLength(1);
    expect(item).toMatchObject({ object: 'subscription_item', price: { id: monthly.id }, quantity: 1 });
    // One calendar month, anchored on the start day.
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(item.current_period_start).toBe(subscription.start_date);

    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      total: 3499,
      amount_due: 3499,
      amount_paid: 3499,
      amount_remaining: 0,
      attempt_count: 1,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { user_id: 'user_42' } } },
    });
    expect(invoice.lines.data.map((line) => [line.description, line.amount, line.pricing?.price_details?.price])).toEqual([
      ['1 × ICE SOS Premium (at €9.99 / month)', 999, monthly.id],
      ['SOS pendant', 2500, setupFee.id],
    ]);
    expect(invoice.hosted_invoice_url).toBe(`${t.server.url}/i/${invoice.id}`);

    const customer = (await t.stripe.customers.retrieve(done.customer as string)) as Stripe.Customer;
    expect(customer.email).toBe('member@example.com');
    const methods = await t.stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(methods.data).toHaveLength(1);
    expect(methods.data[0].card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(customer.invoice_settings.default_payment_method).toBe(methods.data[0].id);
    expect(subscription.default_payment_method).toBe(methods.data[0].id);

    const paid = await t.stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
    const intentId = paid.payments?.data[0].payment.payment_intent as string;
    const intent = await t.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 3499, amount_received: 3499, customer: customer.id });
    expect(intent.latest_charge).toMatchObject({ object: 'charge', status: 'succeeded', paid: true, payment_method_details: { card: { last4: '4242' } } });

    const types = (await t.stripe.events.list({ limit: 100 })).data.map((event) => event.type).reverse();
    const tail = types.slice(types.lastIndexOf('customer.created'));
    expect(tail).toEqual([
      'customer.created',
      'payment_method.attached',
      'customer.updated',
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
      'checkout.session.completed',
    ]);
    const byList = await t.stripe.checkout.sessions.list({ subscription: subscription.id });
    expect(byList.data.map((entry) => entry.id)).toEqual([session.id]);
  });

  it('shows the decline of 4000 0000 0000 0002 and keeps the session open', async () => {
    const session = await subscriptionSession();
    const result = await postForm(session.url as string, { ...GOOD_CARD, email: 'member@example.com', cardnumber: '4000 0000 0000 0002' });
    expect(result.status).toBe(200);
    expect(result.html).toMatch(/<div class="alert" id="form-error" role="alert">Your card has been declined.<\/div>/);
    expect(result.html).toMatch(/id="field-cardnumber"[^>]*aria-describedby="form-error"/);
    expect(result.html).toContain('value="Ana García"');
    expect((await t.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const insufficient = await postForm(session.url as string, { ...GOOD_CARD, email: 'member@example.com', cardnumber: '4000000000009995' });
    expect(insufficient.html).toContain('Your card has insufficient funds.');
    // The same session can still be paid.
    const retry = await postForm(session.url as string, { ...GOOD_CARD, email: 'member@example.com' });
    expect(retry.status).toBe(303);
  });

  it.each([
    ['4242 4242 4242 4241', '12 / 34', '123', 'Your card number is invalid.', 'cardnumber'],
    ['4242 4242 4242', '12 / 34', '123', 'Your card number is incomplete.', 'cardnumber'],
    ['4242 4242 4242 4242', '12 / 2', '123', "Your card's expiration date is incomplete.", 'exp'],
    ['4242 4242 4242 4242', '01 / 20', '123', "Your card's expiration date is in the past.", 'exp'],
    ['4242 4242 4242 4242', '12 / 34', '12', "Your card's security code is incomplete.", 'cvc'],
  ])('validates %s %s %s like Stripe', async (cardnumber, exp, cvc, message, fieldName) => {
    const session = await subscriptionSession({ customer_email: undefined });
    const result = await postForm(session.url as string, { email: 'typed@example.com', cardnumber, exp, cvc, name: 'Typed Name' });
    expect(result.status).toBe(200);
    expect(result.html).toContain(`<p class="error" id="field-${fieldName}-error" role="alert">${message.replace(/'/g, '&#39;')}</p>`);
    expect(result.html).toMatch(new RegExp(`id="field-${fieldName}"[^>]*aria-invalid="true" aria-describedby="[^"]*field-${fieldName}-error"`));
    expect(result.html).toContain('value="typed@example.com"');
    expect(result.html).toContain('value="Typed Name"');
    expect((await t.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('prefills a known customer’s e-mail read-only', async () => {
    const customer = await t.stripe.customers.create({ email: 'known@example.com' });
    const session = await subscriptionSession({ customer: customer.id, customer_email: undefined });
    const { html } = await getPage(session.url as string);
    expect(html).toMatch(/id="field-email"[^>]*value="known@example.com" readonly aria-readonly="true"/);
    const result = await postForm(session.url as string, { ...GOOD_CARD, email: 'other@example.com' });
    expect(result.status).toBe(303);
    const done = await t.stripe.checkout.sessions.retrieve(session.id);
    expect(done.customer).toBe(customer.id);
    expect(done.customer_details?.email).toBe('known@example.com');
  });

  it('speaks Dutch and Spanish from the locale, and from Accept-Language with auto', async () => {
    const nl = await subscriptionSession({ locale: 'nl' });
    const nlPage = await getPage(nl.url as string);
    expect(nlPage.html).toContain('<html lang="nl">');
    expect(nlPage.html).toContain('Vandaag te betalen');
    expect(nlPage.html).toContain('€\u00a034,99');
    expect(nlPage.html).toContain('Daarna €\u00a09,99 per maand');
    expect(nlPage.html).toContain('<label for="field-cardnumber">Kaartnummer</label>');
    const nlDecline = await postForm(nl.url as string, { ...GOOD_CARD, email: 'a@example.com', cardnumber: '4000000000000002' });
    expect(nlDecline.html).toContain('Je kaart is geweigerd.');

    const es = await subscriptionSession({ locale: 'auto' });
    const esPage = await getPage(es.url as string, { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(esPage.html).toContain('<html lang="es">');
    expect(esPage.html).toContain('Total a pagar hoy');
    expect(esPage.html).toContain('34,99');
    expect(esPage.html).toContain('Después, 9,99\u00a0€ al mes');
    expect(esPage.html).toContain('← Volver');
    const esDecline = await postForm(es.url as string, { ...GOOD_CARD, email: 'a@example.com', cardnumber: '4000000000000002' }, { 'Accept-Language': 'es' });
    expect(esDecline.html).toContain('Tu tarjeta ha sido rechazada.');
    const fallback = await getPage((await subscriptionSession({ locale: 'auto' })).url as string, { 'Accept-Language': 'fr-FR' });
    expect(fallback.html).toContain('<html lang="en">');
  });

  it('starts a trial: trialing, nothing due today, card attached', async () => {
    const done = await subscribe(t, [{ price: monthly.id }], GOOD_CARD, { subscription_data: { trial_period_days: 14 } });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', amount_total: 0 });
    const subscription = await t.stripe.subscriptions.retrieve(done.subscription as string, { expand: ['latest_invoice'] });
    expect(subscription.status).toBe('trialing');
    expect((subscription.trial_end as number) - (subscription.trial_start as number)).toBe(14 * 86400);
    expect(subscription.items.data[0].current_period_end).toBe(subscription.trial_end);
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', total: 0, amount_paid: 0 });
  });

  it('expires a session on request and shows a page saying so', async () => {
    const session = await subscriptionSession({ locale: 'es' });
    const expired = await t.stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    const { html } = await getPage(session.url as string);
    expect(html).toContain('Esta sesión de pago ha caducado.');
    expect(html).toContain('href="https://app.example/billing"');
    await expect(t.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    const completed = await subscribe(t, [{ price: monthly.id }]);
    const again = await getPage(`${t.server.url}/c/pay/${completed.id}`);
    expect(again.html).toContain('This checkout session is already complete.');
  });

  it('expires sessions when the clock passes expires_at', async () => {
    const now = await t.now();
    const session = await subscriptionSession({ expires_at: now + 3600 });
    await t.advance(3601);
    expect((await t.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const [event] = (await t.stripe.events.list({ type: 'checkout.session.expired', limit: 1 })).data;
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
  });

  it('validates sessions like Stripe', async () => {
    await expect(t.stripe.checkout.sessions.create({ line_items: [{ price: monthly.id, quantity: 1 }] } as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'mode',
    });
    await expect(t.stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: setupFee.id, quantity: 1 }] })).rejects.toMatchObject({
      param: 'line_items',
    });
    await expect(t.stripe.checkout.sessions.create({ mode: 'payment', line_items: [{ price: monthly.id, quantity: 1 }] })).rejects.toMatchObject({
      param: 'line_items[0][price]',
    });
    await expect(t.stripe.checkout.sessions.create({ mode: 'payment', line_items: [{ price: 'price_nope', quantity: 1 }] })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'line_items[0][price]',
      message: "No such price: 'price_nope'",
    });
  });
});

describe('checkout in payment mode', () => {
  it('charges once: PaymentIntent succeeded with its charge, session paid', async () => {
    const session = await t.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: setupFee.id, quantity: 2 }],
      success_url: 'https://app.example/shop/done?cs={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example/shop',
      payment_intent_data: { metadata: { order: 'o-1' } },
      locale: 'en',
    });
    expect(session.amount_total).toBe(5000);
    const { html } = await getPage(session.url as string);
    expect(html).toContain('Qty 2');
    expect(html).toContain('<button type="submit">Pay €50.00</button>');
    const result = await postForm(session.url as string, { email: 'buyer@example.com', ...GOOD_CARD });
    expect(result.location).toBe(`https://app.example/shop/done?cs=${session.id}`);
    const done = await t.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: null });
    const intent = done.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 5000, metadata: { order: 'o-1' } });
    expect((intent.latest_charge as Stripe.Charge).amount).toBe(5000);

    const refund = await t.stripe.refunds.create({ payment_intent: intent.id, amount: 1500 });
    expect(refund).toMatchObject({ object: 'refund', amount: 1500, status: 'succeeded', payment_intent: intent.id });
    expect(await t.stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 1500 });
    const charge = await t.stripe.charges.retrieve((intent.latest_charge as Stripe.Charge).id);
    expect(charge).toMatchObject({ amount_refunded: 1500, refunded: false });
    await t.stripe.refunds.create({ charge: charge.id });
    expect(await t.stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 5000, refunded: true });
    await expect(t.stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const [refunded] = (await t.stripe.events.list({ type: 'charge.refunded', limit: 1 })).data;
    expect(refunded.data.object).toMatchObject({ id: charge.id, refunded: true });
  });
});
