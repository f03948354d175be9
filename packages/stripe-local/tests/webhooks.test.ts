/** @jest-environment node */
import Stripe from 'stripe';
import { GOOD_CARD, createPlan, startReceiver, startTestServer, subscribe, type Receiver, type TestServer } from './helpers';

const SECRET = 'whsec_local_test_secret';
const verifier = new Stripe('sk_test_unused');

let receiver: Receiver;
let t: TestServer;
const logs: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startTestServer({ webhookUrl: receiver.url, webhookSecret: SECRET, webhookRetryBaseMs: 50, log: (line) => logs.push(line) });
});
afterAll(async () => {
  await t.server.close();
  await receiver.close();
});

function deliveredEvents(): Stripe.Event[] {
  return receiver.received.filter((entry) => entry.status < 300).map((entry) => verifier.webhooks.constructEvent(entry.body, entry.signature, SECRET));
}

describe('webhook delivery', () => {
  it('posts every event in creation order, signed so constructEvent accepts it', async () => {
    const price = await createPlan(t.stripe, 'Premium', 999);
    await subscribe(t, [{ price: price.id }], GOOD_CARD);
    const all = (await t.stripe.events.list({ limit: 100 })).data.reverse();
    await receiver.waitFor(all.length);
    const delivered = deliveredEvents();
    expect(delivered.map((event) => event.id)).toEqual(all.map((event) => event.id));
    expect(delivered.map((event) => event.type)).toEqual(
      expect.arrayContaining(['product.created', 'price.created', 'customer.created', 'customer.subscription.created', 'invoice.paid', 'checkout.session.completed']),
    );
    const completed = delivered.find((event) => event.type === 'checkout.session.completed') as Stripe.CheckoutSessionCompletedEvent;
    expect(completed).toMatchObject({ object: 'event', api_version: '2026-10-28.endive', livemode: false, data: { object: { object: 'checkout.session', status: 'complete' } } });
    const created = delivered.find((event) => event.type === 'price.created') as Stripe.Event;
    expect(created.request).toEqual({ id: expect.stringMatching(/^req_/), idempotency_key: expect.any(String) });
    // A tampered body is refused by the verifier.
    const first = receiver.received[0];
    expect(() => verifier.webhooks.constructEvent(first.body.replace('"livemode": false', '"livemode": true'), first.signature, SECRET)).toThrow();
    expect(first.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // Delivered events no longer count as pending.
    expect((await t.stripe.events.retrieve(completed.id)).pending_webhooks).toBe(0);
  });

  it('retries after a 500, keeping later events behind the failed one', async () => {
    const before = receiver.received.length;
    receiver.plan.push(500, 500);
    const one = await t.stripe.customers.create({ email: 'retry-1@example.com' });
    const two = await t.stripe.customers.create({ email: 'retry-2@example.com' });
    await receiver.waitFor(deliveredEvents().length + 2);
    const attempts = receiver.received.slice(before);
    expect(attempts.map((entry) => [JSON.parse(entry.body).data.object.id, entry.status])).toEqual([
      [one.id, 500],
      [one.id, 500],
      [one.id, 200],
      [two.id, 200],
    ]);
    expect(logs.some((line) => line.includes('attempt 1/5 failed: HTTP 500'))).toBe(true);
  });

  it('never crashes or slows the API when the endpoint is unreachable', async () => {
    const lines: string[] = [];
    const dead = await startTestServer({ webhookUrl: 'http://127.0.0.1:9/unreachable', webhookSecret: SECRET, webhookRetryBaseMs: 10, log: (line) => lines.push(line) });
    try {
      const started = Date.now();
      const customer = await dead.stripe.customers.create({ email: 'x@example.com' });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(customer.id).toMatch(/^cus_/);
      const deadline = Date.now() + 5000;
      while (!lines.some((line) => line.includes('giving up')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines.filter((line) => line.includes(customer.id) || line.includes('customer.created'))).toHaveLength(5);
      expect(lines.every((line) => !line.includes('\n'))).toBe(true);
      expect((await dead.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    } finally {
      await dead.server.close();
    }
  });
});
