/** @jest-environment node */
import { POST } from '@/app/api/webhooks/stripe/route';
import { handleStripeWebhook } from '@/lib/billing/webhook';
import { endlessBody, streamedPost } from '../http/endless-body';

/**
 * Stripe's webhook endpoint reads at most 1 MiB (Stripe's events are a few hundred kB at most):
 * a larger body answers 413 before the signature check ever sees it. What the handler does with
 * an event is tested against the local server (supabase/tests/billing/webhook.test.ts).
 */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/billing/stripe-client', () => ({
  isPaymentConfigured: () => true,
  getStripe: () => ({}),
  stripeSettings: () => ({ webhookSecret: 'whsec_test' }),
}));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: () => ({}) }));
jest.mock('@/lib/billing/webhook', () => ({ handleStripeWebhook: jest.fn() }));

const URL_ = 'http://localhost/api/webhooks/stripe';
const LIMIT = 1024 * 1024;

beforeEach(() => {
  jest.mocked(handleStripeWebhook).mockReset();
  jest.mocked(handleStripeWebhook).mockResolvedValue({ status: 200, body: { received: true } });
});

describe('POST /api/webhooks/stripe: the size of the body', () => {
  it('hands an event of up to 1 MiB to the handler, byte for byte', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', note: 'é'.repeat(1000) });
    const atLimit = payload + ' '.repeat(LIMIT - Buffer.byteLength(payload));
    const response = await POST(new Request(URL_, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=x' }, body: atLimit }));
    expect(response.status).toBe(200);
    expect(handleStripeWebhook).toHaveBeenCalledWith(expect.anything(), atLimit, 't=1,v1=x');
  });

  it('answers 413 for a body one byte past 1 MiB, and never checks it', async () => {
    const response = await POST(new Request(URL_, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=x' }, body: 'x'.repeat(LIMIT + 1) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Payload too large' });
    expect(handleStripeWebhook).not.toHaveBeenCalled();
  });

  it('stops reading a body that never ends', async () => {
    const { body, seen } = endlessBody();
    const response = await POST(streamedPost(URL_, body, { 'stripe-signature': 't=1,v1=x' }));
    expect(response.status).toBe(413);
    // 1024 chunks of 1 kB fill the limit and the next passes it: nothing more is read.
    expect(seen.pulls).toBe(1025);
    expect(seen.cancelled).toBe(true);
    expect(handleStripeWebhook).not.toHaveBeenCalled();
  });

  it('refuses at once a body whose Content-Length says it is larger', async () => {
    const { body, seen } = endlessBody();
    const response = await POST(streamedPost(URL_, body, { 'content-length': String(10 * LIMIT) }));
    expect(response.status).toBe(413);
    expect(seen.pulls).toBe(0);
    expect(handleStripeWebhook).not.toHaveBeenCalled();
  });
});
