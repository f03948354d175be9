/**
 * The Stripe webhook on the real database, with events made by the Stripe stand-in and signed
 * with the `stripe` package's own test-header helper: signatures (valid, wrong secret, stale,
 * altered, missing), each event once, any order, unknown types, and a replay of 1,000 shuffled,
 * duplicated deliveries that leaves exactly the rows of one in-order pass.
 */
import type Stripe from 'stripe';
import { handleStripeWebhook } from '@/lib/billing/webhook';
import { closeClients, newUserClient } from '../helpers';
import { buildBillingHistory, replayHistory } from '../../../scripts/support/billing-replay';
import { allEvents, memberWithCustomer, paidSubscription, planPrice, signed, startBillingWorld, WEBHOOK_SECRET, type BillingWorld } from './stripe-billing';

let world: BillingWorld;
const quiet = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => {
  await world?.close();
  await closeClients();
});

const deliver = (payload: string, header: string | null) => handleStripeWebhook({ ...world, webhookSecret: WEBHOOK_SECRET, log: quiet }, payload, header);

async function rowsOf(userIds: string[]) {
  const { data, error } = await world.admin
    .from('subscriptions')
    .select('user_id, plan_id, status, quantity, current_period_start, current_period_end, cancel_at, canceled_at, provider, provider_reference, provider_subscription')
    .in('user_id', userIds)
    .order('provider_reference');
  if (error) throw error;
  return data;
}

describe('signatures', () => {
  let event: Stripe.Event;
  let userId: string;

  beforeAll(async () => {
    const { member, customer } = await memberWithCustomer(world);
    userId = member.user.id;
    const { session, outcome } = await paidSubscription(world, customer, [{ price: await planPrice(world.admin, 'Premium Protection'), quantity: 1 }]);
    expect(outcome.status).toBe(303);
    const events = await allEvents(world.stripe);
    event = events.find((candidate) => candidate.type === 'checkout.session.completed' && (candidate.data.object as Stripe.Checkout.Session).id === session.id)!;
    expect(event).toBeDefined();
  });

  it.each([
    ['missing', (payload: string) => ({ payload, header: null })],
    ['made with the wrong secret', (payload: string) => ({ payload, header: world.stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }) })],
    ['stale (ten minutes old)', (payload: string) => ({ payload, header: world.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 }) })],
    ['over an altered body', (payload: string) => ({ payload: payload.replace('"livemode": false', '"livemode": true'), header: world.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) })],
    ['not a signature at all', (payload: string) => ({ payload, header: 'v1=nonsense' })],
  ])('refuses a signature %s with 400 and changes nothing', async (_name, make) => {
    const { payload, header } = make(JSON.stringify(event, null, 2));
    const answer = await deliver(payload, header);
    expect(answer.status).toBe(400);
    expect(await rowsOf([userId])).toEqual([]);
  });

  it('accepts a valid signature, writes the subscription, and ignores the same event the second time', async () => {
    const first = signed(world.stripe, event);
    expect(await deliver(first.payload, first.header)).toEqual({ status: 200, body: { received: true } });
    const rows = await rowsOf([userId]);
    expect(rows).toEqual([expect.objectContaining({ status: 'active', quantity: 1, provider: 'stripe', provider_reference: expect.stringMatching(/^si_/), provider_subscription: expect.stringMatching(/^sub_/) })]);
    // The same event again, freshly signed, as Stripe's retry would send it.
    const again = signed(world.stripe, event);
    expect(await deliver(again.payload, again.header)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await rowsOf([userId])).toEqual(rows);
  });

  it('acknowledges event types it does not use with 200', async () => {
    const unknown = { ...event, id: `evt_unknown_${Date.now()}`, type: 'radar.early_fraud_warning.created' } as unknown as Stripe.Event;
    const delivery = signed(world.stripe, unknown);
    expect(await deliver(delivery.payload, delivery.header)).toEqual({ status: 200, body: { received: true, ignored: true } });
  });
});

describe('order of events', () => {
  it('writes what Stripe has now, whatever order the events arrive in', async () => {
    const { member, customer } = await memberWithCustomer(world);
    await paidSubscription(world, customer, [{ price: await planPrice(world.admin, 'Personal Account'), quantity: 1 }]);
    const [subscription] = (await world.stripe.subscriptions.list({ customer })).data;
    const cancelAt = subscription.items.data[0].current_period_end;
    await world.stripe.subscriptions.update(subscription.id, { cancel_at: cancelAt, proration_behavior: 'none' });
    await world.stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0].id, price: await planPrice(world.admin, 'Premium Protection') }], proration_behavior: 'none' });
    const events = (await allEvents(world.stripe)).filter((event) => (event.data.object as { customer?: string }).customer === customer);
    expect(events.length).toBeGreaterThan(3);

    // Newest first: the oldest event, arriving last, must not put the old state back.
    for (const event of [...events].reverse()) {
      const delivery = signed(world.stripe, event);
      expect((await deliver(delivery.payload, delivery.header)).status).toBe(200);
    }
    const [row] = await rowsOf([member.user.id]);
    expect(row).toEqual(expect.objectContaining({ plan_id: 'b0000000-0000-4000-8000-000000000002', status: 'active', cancel_at: new Date(cancelAt * 1000).toISOString().replace('.000Z', '+00:00') }));
  });
});

describe('a replay of 1,000 shuffled, duplicated deliveries', () => {
  it('leaves the same rows as one in-order pass', async () => {
    const history = await buildBillingHistory(world, 12, async () => {
      const member = await newUserClient();
      return { id: member.user.id, email: member.user.email ?? '' };
    });
    const result = await replayHistory({ ...world, webhookSecret: WEBHOOK_SECRET }, history, 1000);
    expect(result.events).toBeGreaterThan(60);
    expect(result.deliveries).toBe(1000);
    expect(result.duplicates).toBe(1000 - result.events);
    expect(result.refused).toBe(0);
    expect(result.rows).toBeGreaterThanOrEqual(12);
    expect(result.differing).toBe(0);
  }, 180_000);
});
