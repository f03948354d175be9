/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPlan, startTestServer, subscribe } from './helpers';

describe('state on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stripe-local-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps customers, subscriptions, events and the clock across a restart', async () => {
    const first = await startTestServer({ dataDir: dir });
    const price = await createPlan(first.stripe, 'Premium', 999, 'month', 'premium');
    const session = await subscribe(first, [{ price: price.id }]);
    await first.advance(3600);
    const clock = await first.now();
    await first.server.close();
    const snapshot = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as { version: number };
    expect(snapshot.version).toBe(1);

    const second = await startTestServer({ dataDir: dir });
    try {
      const subscription = await second.stripe.subscriptions.retrieve(session.subscription as string);
      expect(subscription.status).toBe('active');
      expect((await second.stripe.customers.retrieve(session.customer as string)).id).toBe(session.customer);
      expect((await second.stripe.prices.list({ lookup_keys: ['premium'] })).data).toHaveLength(1);
      expect((await second.stripe.events.list({ type: 'checkout.session.completed' })).data).toHaveLength(1);
      expect(await second.now()).toBeGreaterThanOrEqual(clock);
    } finally {
      await second.server.close();
    }
  });
});
