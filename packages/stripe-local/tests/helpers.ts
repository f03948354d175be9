/** Shared by the tests: a server on a free port with state in memory, the real stripe client, page and webhook helpers. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe, type LocalStripeOptions } from '../server';

export const KEY = 'sk_test_local_tests';

export interface TestServer {
  server: LocalStripe;
  stripe: Stripe;
  /** Calls a /_local control with the key. */
  local: (path: string, body?: unknown) => Promise<Record<string, unknown>>;
  advance: (seconds: number) => Promise<Record<string, unknown>>;
  now: () => Promise<number>;
}

export async function startTestServer(options: LocalStripeOptions = {}): Promise<TestServer> {
  const server = await startLocalStripe({ port: 0, dataDir: 'memory://', secretKey: KEY, log: () => undefined, ...options });
  const stripe = new Stripe(KEY, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
  const local = async (path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    server,
    stripe,
    local,
    advance: (seconds) => local('/_local/clock/advance', { seconds }),
    now: async () => (await local('/_local/clock')).now as number,
  };
}

export async function getPage(url: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

export async function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

export const GOOD_CARD = { cardnumber: '4242 4242 4242 4242', exp: '12 / 34', cvc: '123', name: 'Ana García' };

export async function createPlan(stripe: Stripe, name: string, amount: number, interval: 'month' | 'year' = 'month', lookupKey?: string): Promise<Stripe.Price> {
  return stripe.prices.create({ currency: 'eur', unit_amount: amount, recurring: { interval }, product_data: { name }, ...(lookupKey ? { lookup_key: lookupKey } : {}) });
}

/** Checkout in subscription mode paid with `card` (default 4242): the completed session. */
export async function subscribe(
  t: TestServer,
  prices: { price: string; quantity?: number }[],
  card: Record<string, string> = GOOD_CARD,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  const session = await t.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: prices.map(({ price, quantity }) => ({ price, quantity: quantity ?? 1 })),
    success_url: 'https://app.example/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://app.example/billing',
    customer_email: 'member@example.com',
    ...extra,
  } as Stripe.Checkout.SessionCreateParams);
  const result = await postForm(session.url as string, { email: 'member@example.com', ...card });
  if (result.status !== 303) throw new Error(`checkout did not complete: ${result.status}\n${result.html.slice(0, 2000)}`);
  return t.stripe.checkout.sessions.retrieve(session.id);
}

export interface Receiver {
  url: string;
  received: { body: string; signature: string; status: number }[];
  /** Status codes to answer, in order; 200 once exhausted. */
  plan: number[];
  close(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    received: [],
    plan: [],
    close: async () => undefined,
    waitFor: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = receiver.plan.shift() ?? 200;
      receiver.received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature'] ?? ''), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  receiver.waitFor = async (count, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (receiver.received.filter((entry) => entry.status < 300).length < count) {
      if (Date.now() > deadline) throw new Error(`only ${receiver.received.length} deliveries after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return receiver;
}
