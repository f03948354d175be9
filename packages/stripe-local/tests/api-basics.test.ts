/** @jest-environment node */
import Stripe from 'stripe';
import { KEY, startTestServer, type TestServer } from './helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

async function raw(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${t.server.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

describe('authentication', () => {
  it('answers 401 without a key, in Stripe’s shape', async () => {
    const { status, body, headers } = await raw('/v1/customers');
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.objectContaining({ type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') }) });
    expect(headers.get('request-id')).toMatch(/^req_/);
  });

  it('rejects a wrong key through the stripe client as an authentication error', async () => {
    const wrong = new Stripe('sk_test_wrong_key_1234', { host: '127.0.0.1', port: t.server.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.customers.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401, code: 'api_key_invalid' });
    await expect(wrong.customers.list()).rejects.toThrow('Invalid API Key provided: sk_test_**********1234');
  });

  it('accepts HTTP Basic with the key as user name, like curl -u', async () => {
    const { status } = await raw('/v1/customers', { headers: { Authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` } });
    expect(status).toBe(200);
  });
});

describe('requests and errors', () => {
  const auth = { Authorization: `Bearer ${KEY}` };

  it('answers unknown URLs with Stripe’s 404', async () => {
    const { status, body } = await raw('/v1/foo', { headers: auth });
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL (GET: /v1/foo). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.' },
    });
  });

  it('answers a missing object with resource_missing', async () => {
    await expect(t.stripe.customers.retrieve('cus_123')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such customer: 'cus_123'",
    });
  });

  it.each([
    ['a JSON body', '{"email": 1, "nested": {"a": [1,2]}}', 'application/json'],
    ['unclosed brackets', 'metadata[a=1&email[=x', 'application/x-www-form-urlencoded'],
    ['a value and a hash under one name', 'metadata=1&metadata[a]=2', 'application/x-www-form-urlencoded'],
    ['binary noise', '\u0000\u00ff%%%E0%A4%A&&==[[]]', 'application/x-www-form-urlencoded'],
    ['an unknown parameter', 'emial=a%40b.c', 'application/x-www-form-urlencoded'],
    ['a hash where a string goes', 'email[x]=1', 'application/x-www-form-urlencoded'],
    ['too deep nesting', `metadata${'[a]'.repeat(12)}=1`, 'application/x-www-form-urlencoded'],
  ])('answers 400, never 5xx, to %s', async (_, body, type) => {
    const response = await raw('/v1/customers', { method: 'POST', headers: { ...auth, 'Content-Type': type }, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.objectContaining({ type: 'invalid_request_error', message: expect.any(String) }) });
  });

  it('names the parameter that is wrong', async () => {
    await expect(t.stripe.prices.create({ currency: 'eur', unit_amount: 100 } as Stripe.PriceCreateParams)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'product',
    });
    await expect(t.stripe.customers.list({ limit: 500 })).rejects.toMatchObject({ param: 'limit', statusCode: 400 });
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body', async () => {
    const first = await t.stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
    const again = await t.stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const list = await t.stripe.customers.list({ email: 'same@example.com' });
    expect(list.data).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    await t.stripe.customers.create({ email: 'one@example.com' }, { idempotencyKey: 'key-2' });
    await expect(t.stripe.customers.create({ email: 'two@example.com' }, { idempotencyKey: 'key-2' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });
});

describe('products and prices', () => {
  it('creates prices with lookup keys and lists them by lookup_keys', async () => {
    const product = await t.stripe.products.create({ name: 'ICE SOS Plus', metadata: { tier: 'plus' } });
    expect(product).toMatchObject({ object: 'product', active: true, livemode: false, metadata: { tier: 'plus' }, name: 'ICE SOS Plus' });
    const monthly = await t.stripe.prices.create({ currency: 'EUR', unit_amount: 999, product: product.id, recurring: { interval: 'month' }, lookup_key: 'plus_monthly', nickname: 'Plus monthly' });
    const yearly = await t.stripe.prices.create({ currency: 'eur', unit_amount: 9990, product: product.id, recurring: { interval: 'year' }, lookup_key: 'plus_yearly' });
    expect(monthly).toMatchObject({ object: 'price', currency: 'eur', unit_amount: 999, type: 'recurring', recurring: { interval: 'month', interval_count: 1 }, lookup_key: 'plus_monthly' });
    const found = await t.stripe.prices.list({ lookup_keys: ['plus_monthly', 'plus_yearly'], expand: ['data.product'] });
    expect(found.data.map((price) => price.id)).toEqual([yearly.id, monthly.id]);
    expect((found.data[0].product as Stripe.Product).name).toBe('ICE SOS Plus');
    expect(found.url).toBe('/v1/prices');
  });

  it('refuses a taken lookup key unless transfer_lookup_key is set', async () => {
    const first = await t.stripe.prices.create({ currency: 'eur', unit_amount: 500, product_data: { name: 'Pendant' }, lookup_key: 'pendant' });
    await expect(t.stripe.prices.create({ currency: 'eur', unit_amount: 600, product_data: { name: 'Pendant' }, lookup_key: 'pendant' })).rejects.toMatchObject({
      param: 'lookup_key',
    });
    const second = await t.stripe.prices.create({ currency: 'eur', unit_amount: 600, product_data: { name: 'Pendant' }, lookup_key: 'pendant', transfer_lookup_key: true });
    expect((await t.stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
    expect((await t.stripe.prices.list({ lookup_keys: ['pendant'] })).data.map((price) => price.id)).toEqual([second.id]);
    expect(second.type).toBe('one_time');
  });
});

describe('customers', () => {
  it('creates, retrieves, updates and lists by email', async () => {
    const created = await t.stripe.customers.create({
      email: 'carer@example.com',
      name: 'Marta',
      phone: '+34600000000',
      preferred_locales: ['es'],
      metadata: { user_id: 'u1' },
      address: { country: 'ES', city: 'Madrid' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'carer@example.com',
      preferred_locales: ['es'],
      metadata: { user_id: 'u1' },
      address: { country: 'ES', city: 'Madrid', line1: null },
      invoice_settings: { default_payment_method: null },
      balance: 0,
      livemode: false,
    });
    expect(created.id).toMatch(/^cus_/);
    const updated = await t.stripe.customers.update(created.id, { name: 'Marta López', metadata: { user_id: '', plan: 'plus' } });
    expect(updated.name).toBe('Marta López');
    expect(updated.metadata).toEqual({ plan: 'plus' });
    expect((await t.stripe.customers.retrieve(created.id)) as Stripe.Customer).toMatchObject({ name: 'Marta López' });
    const listed = await t.stripe.customers.list({ email: 'carer@example.com' });
    expect(listed.data.map((customer) => customer.id)).toEqual([created.id]);
    const events = await t.stripe.events.list({ type: 'customer.updated', limit: 1 });
    expect(events.data[0].data.previous_attributes).toMatchObject({ name: 'Marta' });
  });

  it('paginates newest first with starting_after and ending_before', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await t.stripe.customers.create({ email: `page${i}@example.com`, metadata: { page: 'yes' } })).id);
    const first = await t.stripe.customers.list({ limit: 2 });
    expect(first.data.map((customer) => customer.id)).toEqual([ids[4], ids[3]]);
    expect(first.has_more).toBe(true);
    const second = await t.stripe.customers.list({ limit: 2, starting_after: ids[3] });
    expect(second.data.map((customer) => customer.id)).toEqual([ids[2], ids[1]]);
    const before = await t.stripe.customers.list({ limit: 2, ending_before: ids[1] });
    expect(before.data.map((customer) => customer.id)).toEqual([ids[3], ids[2]]);
  });
});

describe('odd requests on the wire', () => {
  it('survives a broken request target and an oversized page post', async () => {
    const net = await import('node:net');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(t.server.port, '127.0.0.1', () => socket.write('GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    const big = await fetch(`${t.server.url}/c/pay/cs_test_nope`, { method: 'POST', body: 'x'.repeat(200_000), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).catch(() => null);
    expect(big === null || big.status < 500).toBe(true);
    expect((await t.stripe.customers.list({ limit: 1 })).object).toBe('list');
  });
});

describe('no 5xx for malformed input', () => {
  const endpoints = [
    ['POST', '/v1/products'],
    ['POST', '/v1/prices'],
    ['POST', '/v1/customers'],
    ['POST', '/v1/checkout/sessions'],
    ['POST', '/v1/invoices/create_preview'],
    ['POST', '/v1/refunds'],
    ['POST', '/v1/billing_portal/sessions'],
    ['POST', '/v1/subscriptions/sub_nope'],
    ['DELETE', '/v1/subscriptions/sub_nope'],
    ['GET', '/v1/events'],
    ['GET', '/v1/invoices'],
    ['POST', '/_local/clock/advance'],
    ['POST', '/c/pay/cs_test_nope'],
    ['POST', '/p/session/bps_nope/card'],
  ];
  const bodies = [
    'line_items[0][price]=&line_items[x]=1&mode=subscription',
    'mode=payment&line_items=abc',
    'subscription_details[items][0][price]=p&subscription=sub_x',
    'created[gte]=abc&limit=-1',
    'expand[]=customer.invoice_settings.default_payment_method.customer.x',
    'amount=1e9&charge[]=x',
    '{"seconds": "lots"}',
    '%zz=%zz&[]=1&a[][b]=2',
    'unit_amount=99999999999999999999999&currency=eur&product_data[name]=x',
  ];

  it.each(endpoints)('%s %s', async (method, path) => {
    for (const body of bodies) {
      const response = await fetch(`${t.server.url}${path}${method === 'POST' ? '' : `?${body}`}`, {
        method,
        headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? body : undefined,
      });
      expect([path, body, response.status < 500]).toEqual([path, body, true]);
      await response.arrayBuffer();
    }
  });
});
