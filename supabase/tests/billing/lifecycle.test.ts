/**
 * The subscription's life as our rows see it, through the same sync the webhook and the pages use:
 * a failed renewal makes it past_due (the member keeps the plan's row, and the page flags the
 * payment problem), a new card in the portal pays it and it is active again, a cancellation at
 * cancel_at ends it; the contact limit follows the paid plan. And nobody but the server reaches
 * the billing tables and functions.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { subscriptionOverview } from '@/lib/billing/subscription-overview';
import { syncSubscription } from '@/lib/billing/sync';
import { billablePlanRefs } from '@/lib/data/billing';
import type { Database } from '@/lib/database.types';
import { anonClient, closeClients } from '../helpers';
import { payCheckout } from '../../../scripts/support/stripe-checkout-page';
import { memberWithCustomer, paidSubscription, planPrice, startBillingWorld, STRIPE_KEY, type BillingWorld } from './stripe-billing';

let world: BillingWorld;

beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => {
  await world?.close();
  await closeClients();
});

async function local(path: string, body: unknown) {
  const answer = await fetch(`${world.url}/_local/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STRIPE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

const statusOf = async (userId: string) =>
  (await world.admin.from('subscriptions').select('status, plan_id').eq('user_id', userId)).data;

it('a failed renewal is past_due with a payment problem; a new card in the portal makes it active again', async () => {
  const { member, customer } = await memberWithCustomer(world);
  await paidSubscription(world, customer, [{ price: await planPrice(world.admin, 'Premium Protection'), quantity: 1 }]);
  const [subscription] = (await world.stripe.subscriptions.list({ customer })).data;
  await syncSubscription(world, subscription.id);
  expect(await statusOf(member.user.id)).toEqual([{ status: 'active', plan_id: 'b0000000-0000-4000-8000-000000000002' }]);

  await local(`subscriptions/${subscription.id}/renewal_outcome`, { outcome: 'fail' });
  await local('clock/advance', { seconds: 32 * 86_400 });
  await syncSubscription(world, subscription.id);
  expect(await statusOf(member.user.id)).toEqual([{ status: 'past_due', plan_id: 'b0000000-0000-4000-8000-000000000002' }]);
  const live = await world.stripe.subscriptions.retrieve(subscription.id, { expand: ['default_payment_method', 'latest_invoice'] });
  const clock = (await (await fetch(`${world.url}/_local/clock`, { headers: { authorization: `Bearer ${STRIPE_KEY}` } })).json()) as { now: number };
  expect(subscriptionOverview(live, await billablePlanRefs(world.admin), new Date(clock.now * 1000)).paymentProblem).toBe(true);

  await local(`subscriptions/${subscription.id}/renewal_outcome`, { outcome: 'card' });
  const portal = await world.stripe.billingPortal.sessions.create({ customer, return_url: 'http://localhost:3000/full-dashboard/subscription' });
  const outcome = await payCheckout(portal.url, '4242 4242 4242 4242');
  expect([200, 303]).toContain(outcome.status);
  await syncSubscription(world, subscription.id);
  expect(await statusOf(member.user.id)).toEqual([{ status: 'active', plan_id: 'b0000000-0000-4000-8000-000000000002' }]);
});

it('a cancellation takes effect at cancel_at and not before', async () => {
  const { member, customer } = await memberWithCustomer(world);
  await paidSubscription(world, customer, [{ price: await planPrice(world.admin, 'Personal Account'), quantity: 1 }]);
  const [subscription] = (await world.stripe.subscriptions.list({ customer })).data;
  const end = subscription.items.data[0].current_period_end;
  await world.stripe.subscriptions.update(subscription.id, { cancel_at: end, proration_behavior: 'none' });
  await syncSubscription(world, subscription.id);
  const [scheduled] = (await world.admin.from('subscriptions').select('status, cancel_at').eq('user_id', member.user.id)).data!;
  expect(scheduled.status).toBe('active');
  expect(Date.parse(scheduled.cancel_at!)).toBe(end * 1000);

  const clock = (await (await fetch(`${world.url}/_local/clock`, { headers: { authorization: `Bearer ${STRIPE_KEY}` } })).json()) as { now: number };
  await local('clock/advance', { seconds: end - clock.now + 60 });
  await syncSubscription(world, subscription.id);
  expect(await statusOf(member.user.id)).toEqual([{ status: 'canceled', plan_id: 'b0000000-0000-4000-8000-000000000001' }]);
});

it('the contact limit follows the paid plan, add-ons included', async () => {
  const { member, customer } = await memberWithCustomer(world);
  const limit = async () => (await member.client.rpc('emergency_contact_limit')).data;
  expect(await limit()).toBe(1);
  await paidSubscription(world, customer, [{ price: await planPrice(world.admin, 'Personal Account'), quantity: 1 }]);
  const [subscription] = (await world.stripe.subscriptions.list({ customer })).data;
  await syncSubscription(world, subscription.id);
  expect(await limit()).toBe(3);
  await world.stripe.subscriptions.update(subscription.id, { items: [{ price: await planPrice(world.admin, 'Call Centre Spain'), quantity: 1 }], proration_behavior: 'none' });
  await syncSubscription(world, subscription.id);
  expect(await limit()).toBe(5);
  await world.stripe.subscriptions.cancel(subscription.id);
  await syncSubscription(world, subscription.id);
  expect(await limit()).toBe(1);
});

describe('only the server reaches billing', () => {
  it('members and visitors cannot read or write billing customers, nor call the billing functions', async () => {
    const { member, customer } = await memberWithCustomer(world);
    for (const client of [member.client, anonClient()] as SupabaseClient<Database>[]) {
      const read = await client.from('billing_customers').select('customer_reference');
      expect(read.data ?? []).toEqual([]);
      const write = await client.from('billing_customers').insert({ user_id: member.user.id, customer_reference: 'cus_forged' });
      expect(write.error).not.toBeNull();
      const claim = await client.rpc('claim_billing_event', { event_id: 'evt_forged', event_type: 'x' });
      expect(claim.error).not.toBeNull();
      const sync = await client.rpc('sync_billing_subscription', {
        s: { id: 'sub_forged', customer, status: 'active', cancel_at: null, canceled_at: null, items: [{ id: 'si_forged', price: await planPrice(world.admin, 'Premium Protection'), quantity: 1 }] },
      });
      expect(sync.error).not.toBeNull();
    }
    expect(await statusOf(member.user.id)).toEqual([]);
  });

  it('a subscription lands only on the member its customer is bound to', async () => {
    const { member } = await memberWithCustomer(world);
    const stranger = await world.stripe.customers.create({ email: 'stranger@example.test' });
    const result = await world.admin.rpc('sync_billing_subscription', {
      s: { id: 'sub_stranger', customer: stranger.id, status: 'active', cancel_at: null, canceled_at: null, items: [] },
    });
    expect(result).toEqual(expect.objectContaining({ data: null, error: null }));
    expect(await statusOf(member.user.id)).toEqual([]);
  });
});
