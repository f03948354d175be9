/**
 * The replay behind the webhook test and `npm run bench:billing`: members pay, change plans,
 * cancel and undo on the Stripe stand-in; their events are delivered once in order, the rows are
 * kept, then everything is forgotten and the same events are delivered again, shuffled and
 * duplicated up to a number of deliveries. Re-reading from Stripe on every event must leave the
 * same rows.
 */
import type Stripe from 'stripe';
import { ensureBillingCustomer } from '@/lib/billing/customer';
import type { BillingDeps } from '@/lib/billing/billing-deps';
import { handleStripeWebhook } from '@/lib/billing/webhook';
import { payCheckout } from './stripe-checkout-page';

const quiet = { error: () => undefined, warn: () => undefined };

type Prices = { premium: string; personal: string; sharing: string; spain: string };

async function priceOf(deps: BillingDeps, name: string): Promise<string> {
  const { data, error } = await deps.admin.from('subscription_plans').select('stripe_price_id').eq('name', name).single();
  if (error || !data.stripe_price_id) throw new Error(`no Stripe price for ${name}`);
  return data.stripe_price_id;
}

/** Members who each live a different billing story; `member(i)` makes the i-th account. */
export async function buildBillingHistory(deps: BillingDeps, count: number, member: (i: number) => Promise<{ id: string; email: string }>) {
  const prices: Prices = {
    premium: await priceOf(deps, 'Premium Protection'),
    personal: await priceOf(deps, 'Personal Account'),
    sharing: await priceOf(deps, 'Family Sharing'),
    spain: await priceOf(deps, 'Call Centre Spain'),
  };
  const members: string[] = [];
  const customers: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const account = await member(i);
    const customer = await ensureBillingCustomer(deps, { id: account.id, email: account.email, name: `Replay ${i}`, locale: 'en' });
    members.push(account.id);
    customers.push(customer);
    const lines = [
      { price: i % 2 ? prices.premium : prices.personal, quantity: 1 },
      ...(i % 3 === 0 ? [{ price: prices.spain, quantity: 1 }] : []),
      ...(i % 4 === 1 ? [{ price: prices.sharing, quantity: 2 }] : []),
    ];
    const session = await deps.stripe.checkout.sessions.create({ mode: 'subscription', customer, line_items: lines, success_url: 'http://localhost/welcome', cancel_url: 'http://localhost/register' });
    const paid = await payCheckout(session.url!, '4242 4242 4242 4242');
    if (paid.status !== 303) throw new Error(`checkout ${session.id} was not paid (${paid.status})`);
    const [subscription] = (await deps.stripe.subscriptions.list({ customer })).data;
    const base = subscription.items.data[0];
    if (i % 3 === 1) await deps.stripe.subscriptions.update(subscription.id, { items: [{ id: base.id, price: i % 2 ? prices.personal : prices.premium }], proration_behavior: 'create_prorations' });
    if (i % 4 === 2) await deps.stripe.subscriptions.update(subscription.id, { cancel_at: base.current_period_end, proration_behavior: 'none' });
    if (i % 4 === 3) {
      await deps.stripe.subscriptions.update(subscription.id, { cancel_at: base.current_period_end, proration_behavior: 'none' });
      await deps.stripe.subscriptions.update(subscription.id, { cancel_at: '', proration_behavior: 'none' });
    }
    if (i % 6 === 5) await deps.stripe.subscriptions.cancel(subscription.id);
    if (i % 5 === 4) await deps.stripe.subscriptions.update(subscription.id, { items: [{ id: base.id, quantity: 1 }, { price: prices.sharing, quantity: 3 }], proration_behavior: 'none' });
  }
  return { members, customers };
}

/** A random generator with a seed, so a failing shuffle can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function eventsOf(stripe: Stripe, customers: readonly string[]): Promise<Stripe.Event[]> {
  const mine = new Set(customers);
  const events: Stripe.Event[] = [];
  for await (const event of stripe.events.list({ limit: 100 })) {
    if (mine.has((event.data.object as { customer?: string }).customer ?? '')) events.push(event);
  }
  return events.reverse();
}

async function rowsOf(deps: BillingDeps, members: readonly string[]) {
  const { data, error } = await deps.admin
    .from('subscriptions')
    .select('user_id, plan_id, status, quantity, current_period_start, current_period_end, cancel_at, canceled_at, provider, provider_reference, provider_subscription')
    .in('user_id', [...members])
    .order('provider_reference');
  if (error) throw new Error(`rows read failed: ${error.message}`);
  return data.map((row) => JSON.stringify(row));
}

export type ReplayResult = { events: number; deliveries: number; duplicates: number; rows: number; differing: number; refused: number };

export async function replayHistory(deps: BillingDeps & { webhookSecret: string }, history: { members: string[]; customers: string[] }, deliveries = 1000, seed = 20261124): Promise<ReplayResult> {
  const events = await eventsOf(deps.stripe, history.customers);
  let refused = 0;
  const deliver = async (event: Stripe.Event) => {
    const payload = JSON.stringify(event, null, 2);
    const header = deps.stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
    const answer = await handleStripeWebhook({ ...deps, log: quiet }, payload, header);
    if (answer.status !== 200) refused += 1;
    return answer;
  };
  for (const event of events) await deliver(event);
  const inOrder = await rowsOf(deps, history.members);

  // Forget it all, then the same events again, shuffled and duplicated.
  const removed = await deps.admin.from('subscriptions').delete().in('user_id', history.members);
  if (removed.error) throw new Error(`reset failed: ${removed.error.message}`);
  for (const event of events) await deps.admin.rpc('release_billing_event', { event_id: event.id });
  const random = seeded(seed);
  const queue: Stripe.Event[] = [...events];
  while (queue.length < deliveries) queue.push(events[Math.floor(random() * events.length)]);
  for (let i = queue.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [queue[i], queue[j]] = [queue[j], queue[i]];
  }
  let duplicates = 0;
  for (const event of queue) {
    const answer = await deliver(event);
    if ('duplicate' in answer.body) duplicates += 1;
  }
  const replayed = await rowsOf(deps, history.members);
  const before = new Set(inOrder);
  const after = new Set(replayed);
  const differing = inOrder.filter((row) => !after.has(row)).length + replayed.filter((row) => !before.has(row)).length;
  return { events: events.length, deliveries: queue.length, duplicates, rows: inOrder.length, differing, refused };
}
