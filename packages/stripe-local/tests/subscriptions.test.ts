/** @jest-environment node */
import type Stripe from 'stripe';
import { createPlan, getPage, GOOD_CARD, postForm, startTestServer, subscribe, type TestServer } from './helpers';

let t: TestServer;
let basic: Stripe.Price;
let premium: Stripe.Price;
let yearly: Stripe.Price;

beforeAll(async () => {
  t = await startTestServer();
  basic = await createPlan(t.stripe, 'Basic', 1000);
  premium = await createPlan(t.stripe, 'Premium', 2000);
  yearly = await createPlan(t.stripe, 'Premium yearly', 20000, 'year');
});
afterAll(async () => {
  await t.server.close();
});

async function newSubscription(price = basic.id): Promise<Stripe.Subscription> {
  const session = await subscribe(t, [{ price }]);
  return t.stripe.subscriptions.retrieve(session.subscription as string);
}

const prorated = (amount: number, start: number, end: number, from: number) => Math.round((amount * (end - from)) / (end - start));

describe('invoice previews and price changes', () => {
  it('previews a mid-period upgrade to the second, and the update bills exactly that', async () => {
    const subscription = await newSubscription();
    const [item] = subscription.items.data;
    const { current_period_start: start, current_period_end: end } = item;
    await t.advance(10 * 86400 + 3600);
    const prorationDate = await t.now();
    const preview = await t.stripe.invoices.createPreview({
      customer: subscription.customer as string,
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, price: premium.id }], proration_date: prorationDate, proration_behavior: 'create_prorations' },
    });
    const credit = -prorated(1000, start, end, prorationDate);
    const debit = prorated(2000, start, end, prorationDate);
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview.lines.data.map((line) => [line.amount, line.parent?.subscription_item_details?.proration ?? false, line.pricing?.price_details?.price])).toEqual([
      [credit, true, basic.id],
      [debit, true, premium.id],
      [2000, false, premium.id],
    ]);
    expect(preview.lines.data[0].description).toMatch(/^Unused time on Basic after \d{1,2} \w{3} \d{4}$/);
    expect(preview.lines.data[1].description).toMatch(/^Remaining time on Premium after /);
    expect(preview.lines.data[0].period).toEqual({ start: prorationDate, end });
    expect(preview).toMatchObject({ subtotal: credit + debit + 2000, total: credit + debit + 2000, amount_due: credit + debit + 2000, period_start: start, period_end: end, status: 'draft' });
    // Nothing changed for real.
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).items.data[0].price.id).toBe(basic.id);

    const updated = await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: premium.id }],
      proration_behavior: 'create_prorations',
      proration_date: prorationDate,
    });
    expect(updated.items.data[0]).toMatchObject({ id: item.id, price: { id: premium.id }, current_period_end: end });
    const [event] = (await t.stripe.events.list({ type: 'customer.subscription.updated', limit: 1 })).data;
    expect(event.data.previous_attributes).toHaveProperty('items');

    await t.advance(end - (await t.now()) + 5);
    const renewal = (await t.stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data[0];
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', total: preview.total, amount_paid: preview.total });
    expect(renewal.lines.data.map((line) => line.amount)).toEqual([2000, credit, debit]);
  });

  it('previews a brand-new subscription for a customer', async () => {
    const customer = await t.stripe.customers.create({ email: 'new@example.com' });
    const preview = await t.stripe.invoices.createPreview({ customer: customer.id, subscription_details: { items: [{ price: premium.id, quantity: 2 }] } });
    expect(preview).toMatchObject({ total: 4000, amount_due: 4000 });
    expect(preview.lines.data[0].description).toBe('2 × Premium (at €20.00 / month)');
  });

  it('bills an always_invoice change at once', async () => {
    const subscription = await newSubscription();
    const item = subscription.items.data[0];
    await t.advance(15 * 86400);
    const at = await t.now();
    const updated = await t.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'always_invoice', proration_date: at, expand: ['latest_invoice'] });
    const invoice = updated.latest_invoice as Stripe.Invoice;
    const expected = prorated(3000, item.current_period_start, item.current_period_end, at) - prorated(1000, item.current_period_start, item.current_period_end, at);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid', total: expected });
    expect(updated.items.data[0].quantity).toBe(3);
  });

  it('credits a downgrade to the customer balance', async () => {
    const subscription = await newSubscription(premium.id);
    const item = subscription.items.data[0];
    await t.advance(3 * 86400);
    const updated = await t.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: basic.id }], proration_behavior: 'always_invoice', expand: ['latest_invoice'] });
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice.total).toBeLessThan(0);
    expect(invoice).toMatchObject({ amount_due: 0, status: 'paid' });
    const customer = (await t.stripe.customers.retrieve(subscription.customer as string)) as Stripe.Customer;
    expect(customer.balance).toBe(invoice.total);
  });

  it('restarts the billing cycle when switching to a yearly price', async () => {
    const subscription = await newSubscription();
    await t.advance(86400);
    const now = await t.now();
    const updated = await t.stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0].id, price: yearly.id }], expand: ['latest_invoice'] });
    expect(updated.billing_cycle_anchor).toBe(now);
    expect(new Date(updated.items.data[0].current_period_end * 1000).getUTCFullYear()).toBe(new Date(now * 1000).getUTCFullYear() + 1);
    expect((updated.latest_invoice as Stripe.Invoice).lines.data.some((line) => line.amount === 20000)).toBe(true);
  });

  it('refuses unknown items and one-time prices', async () => {
    const subscription = await newSubscription();
    await expect(t.stripe.subscriptions.update(subscription.id, { items: [{ id: 'si_nope', price: premium.id }] })).rejects.toMatchObject({ param: 'items[0][id]' });
    const oneTime = await t.stripe.prices.create({ currency: 'eur', unit_amount: 100, product_data: { name: 'Once' } });
    await expect(t.stripe.subscriptions.update(subscription.id, { items: [{ price: oneTime.id }] })).rejects.toMatchObject({ param: 'items[0][price]' });
  });
});

describe('cancellation', () => {
  it('sets and unsets cancel_at, showing cancel_at_period_end as Stripe does', async () => {
    const subscription = await newSubscription();
    const end = subscription.items.data[0].current_period_end;
    const atEnd = await t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(atEnd).toMatchObject({ cancel_at: end, cancel_at_period_end: true, status: 'active', cancellation_details: { reason: 'cancellation_requested' } });
    expect(atEnd.canceled_at).not.toBeNull();
    const unset = await t.stripe.subscriptions.update(subscription.id, { cancel_at: '' });
    expect(unset).toMatchObject({ cancel_at: null, cancel_at_period_end: false, canceled_at: null });
    const byTimestamp = await t.stripe.subscriptions.update(subscription.id, { cancel_at: end });
    expect(byTimestamp).toMatchObject({ cancel_at: end, cancel_at_period_end: true });
    const midPeriod = await t.stripe.subscriptions.update(subscription.id, { cancel_at: end - 86400, proration_behavior: 'none' });
    expect(midPeriod).toMatchObject({ cancel_at: end - 86400, cancel_at_period_end: false });
    const off = await t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false, cancel_at: undefined });
    expect(off.cancel_at).toBe(end - 86400);
  });

  it('cancels when the clock reaches cancel_at, with customer.subscription.deleted', async () => {
    const subscription = await newSubscription();
    const end = subscription.items.data[0].current_period_end;
    await t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await t.advance(end - (await t.now()) + 60);
    const canceled = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: end, cancel_at: end, cancel_at_period_end: true });
    // No renewal invoice at the cancellation moment.
    expect((await t.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    const deleted = (await t.stripe.events.list({ type: 'customer.subscription.deleted', limit: 5 })).data.find(
      (event) => (event.data.object as Stripe.Subscription).id === subscription.id,
    );
    expect(deleted?.data.object).toMatchObject({ status: 'canceled' });
    expect((await t.stripe.subscriptions.list({ customer: subscription.customer as string })).data).toHaveLength(0);
    expect((await t.stripe.subscriptions.list({ customer: subscription.customer as string, status: 'all' })).data).toHaveLength(1);
  });

  it('cancels at once with DELETE, crediting unused time with prorate and invoice_now', async () => {
    const subscription = await newSubscription();
    await t.advance(20 * 86400);
    const now = await t.now();
    const canceled = await t.stripe.subscriptions.cancel(subscription.id, { prorate: true, invoice_now: true });
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: now, canceled_at: now, cancellation_details: { reason: 'cancellation_requested' } });
    const [final] = (await t.stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data;
    const item = subscription.items.data[0];
    expect(final.total).toBe(-prorated(1000, item.current_period_start, item.current_period_end, now));
    await expect(t.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: premium.id }] })).rejects.toMatchObject({ statusCode: 400 });
    const simple = await newSubscription();
    expect((await t.stripe.subscriptions.cancel(simple.id)).status).toBe('canceled');
  });
});

describe('renewals and failed payments', () => {
  it('renews on calendar months with a paid cycle invoice', async () => {
    const subscription = await newSubscription();
    const item = subscription.items.data[0];
    await t.advance(item.current_period_end - (await t.now()) + 10);
    const renewed = await t.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0].current_period_start).toBe(item.current_period_end);
    const nextEnd = new Date(renewed.items.data[0].current_period_end * 1000);
    const anchor = new Date(item.current_period_start * 1000);
    expect(nextEnd.getUTCMonth()).toBe((anchor.getUTCMonth() + 2) % 12);
    expect(renewed.latest_invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 1000,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      created: item.current_period_end,
    });
    const line = (renewed.latest_invoice as Stripe.Invoice).lines.data[0];
    expect(line.period).toEqual({ start: item.current_period_end, end: renewed.items.data[0].current_period_end });
  });

  it('fails a renewal on request (past_due, invoice.payment_failed), and the portal’s new card pays it', async () => {
    const subscription = await newSubscription();
    const outcome = await t.local(`/_local/subscriptions/${subscription.id}/renewal_outcome`, { outcome: 'fail' });
    expect(outcome).toMatchObject({ subscription: subscription.id, outcome: 'fail' });
    const end = subscription.items.data[0].current_period_end;
    await t.advance(end - (await t.now()) + 10);
    const pastDue = await t.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, attempted: true, amount_paid: 0, amount_remaining: 1000, next_payment_attempt: end + 3 * 86400 });
    const failed = (await t.stripe.events.list({ type: 'invoice.payment_failed', limit: 1 })).data[0];
    expect((failed.data.object as Stripe.Invoice).id).toBe(invoice.id);

    const portal = await t.stripe.billingPortal.sessions.create({ customer: subscription.customer as string, return_url: 'https://app.example/account', locale: 'nl' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', return_url: 'https://app.example/account', customer: subscription.customer, livemode: false });
    const page = await getPage(portal.url);
    expect(page.html).toContain('<html lang="nl">');
    expect(page.html).toContain('Achterstallig');
    expect(page.html).toContain('Visa •••• 4242');
    expect(page.html).toContain('href="https://app.example/account">← Terug naar ICE SOS</a>');
    const declined = await postForm(`${portal.url}/card`, { ...GOOD_CARD, cardnumber: '4000000000000002' });
    expect(declined.html).toContain('Je kaart is geweigerd.');
    const result = await postForm(`${portal.url}/card`, { ...GOOD_CARD, cardnumber: '5555 5555 5555 4444', exp: '01/30' });
    expect(result.status).toBe(303);
    const after = await getPage(`${t.server.url}${result.location}`);
    expect(after.html).toContain('Je openstaande factuur is betaald.');
    expect(after.html).toContain('Mastercard •••• 4444');
    expect(await t.stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'paid', attempt_count: 2, amount_paid: 1000 });
    const active = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    const customer = (await t.stripe.customers.retrieve(subscription.customer as string)) as Stripe.Customer;
    expect(active.default_payment_method).toBe(customer.invoice_settings.default_payment_method);
  });

  it('retries on Stripe’s schedule and cancels after the last failure', async () => {
    const subscription = await newSubscription();
    await t.local(`/_local/subscriptions/${subscription.id}/renewal_outcome`, { outcome: 'fail' });
    await t.advance(subscription.items.data[0].current_period_end - (await t.now()) + 10);
    await t.advance(15 * 86400);
    const canceled = await t.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
    expect(canceled.latest_invoice).toMatchObject({ status: 'open', attempt_count: 4, next_payment_attempt: null });
  });

  it('takes 4000 0000 0000 0341 in the portal, then fails the next renewal with it', async () => {
    const subscription = await newSubscription();
    const portal = await t.stripe.billingPortal.sessions.create({ customer: subscription.customer as string });
    const saved = await postForm(`${portal.url}/card`, { ...GOOD_CARD, cardnumber: '4000 0000 0000 0341' });
    expect(saved.status).toBe(303);
    await t.advance(subscription.items.data[0].current_period_end - (await t.now()) + 10);
    const renewed = await t.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice.payments'] });
    expect(renewed.status).toBe('past_due');
    const intentId = (renewed.latest_invoice as Stripe.Invoice).payments?.data[0].payment.payment_intent as string;
    const intent = await t.stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } });
  });

  it('ends a trial with the first paid cycle', async () => {
    const session = await subscribe(t, [{ price: basic.id }], GOOD_CARD, { subscription_data: { trial_period_days: 7 } });
    await t.advance(7 * 86400 + 5);
    const subscription = await t.stripe.subscriptions.retrieve(session.subscription as string, { expand: ['latest_invoice'] });
    expect(subscription.status).toBe('active');
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 1000, billing_reason: 'subscription_cycle' });
  });
});
