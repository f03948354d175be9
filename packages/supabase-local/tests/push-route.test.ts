/** @jest-environment node */
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { readBody, sendWebResponse, toWebRequest } from '../http/node-bridge';
import { PushInbox } from '../mail/push-inbox';
import { handlePushRequest, MAX_PUSH_BODY_BYTES } from '../mail/push-route';

const ORIGIN = 'http://127.0.0.1:54321';
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@ice-sos.example' };
const otherVapid = webpush.generateVAPIDKeys();

/** A browser's subscription: its P-256 key and auth secret, as PushSubscription.toJSON() gives them. */
function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  return { endpoint, keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/**
 * The request the app's dispatcher sends (lib/notify/push-send.ts): web-push builds it (encrypted,
 * VAPID-signed, TTL, urgency, topic, aes128gcm) and it goes out with fetch, without content-length.
 */
function dispatcherRequest(endpoint: string, payload = JSON.stringify({ title: 'SOS', body: 'A synthetic alarm' }), options: webpush.RequestOptions = {}) {
  const details = webpush.generateRequestDetails(subscription(endpoint), payload, {
    vapidDetails: vapid,
    TTL: 300,
    urgency: 'high',
    topic: 'sos-probe',
    contentEncoding: 'aes128gcm',
    ...options,
  });
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  return { url: details.endpoint, init: { method: details.method, headers, body: details.body ? new Uint8Array(details.body) : undefined } };
}

function send(inbox: PushInbox, url: string, init: RequestInit, options: { peer?: string; now?: number } = {}) {
  const request = new Request(url, init);
  return handlePushRequest(request, new URL(url).pathname, options.peer ?? '127.0.0.1', inbox, () => options.now ?? Date.now());
}

function withHeaders(init: RequestInit, change: (headers: Record<string, string>) => void): RequestInit {
  const headers = { ...(init.headers as Record<string, string>) };
  change(headers);
  return { ...init, headers };
}

async function reason(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('the local push service (/_push)', () => {
  it('accepts a push as the dispatcher sends it: 201 Created, its Location and the TTL kept', async () => {
    const inbox = new PushInbox();
    const { url, init } = dispatcherRequest(`${ORIGIN}/_push/status-probe-1`);
    const response = await send(inbox, url, init);
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/_push/status-probe-1/messages/1`);
    expect(response.headers.get('ttl')).toBe('300');
    const [received] = inbox.list();
    expect(received).toMatchObject({ endpointId: 'status-probe-1', ttl: 300, urgency: 'high', topic: 'sos-probe' });
    expect(received.bytes).toBe((init.body as Uint8Array).length);
  });

  it('accepts it over HTTP on loopback, where the token’s aud is the origin fetch sent it to', async () => {
    const inbox = new PushInbox();
    const server = http.createServer(async (req, res) => {
      const origin = `http://${req.headers.host}`;
      const body = await readBody(req, 1 << 20);
      const request = toWebRequest(req, body.ok ? body.body : Buffer.alloc(0), origin);
      await sendWebResponse(res, await handlePushRequest(request, new URL(request.url).pathname, req.socket.remoteAddress ?? null, inbox), req.method ?? 'GET');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { url, init } = dispatcherRequest(`${origin}/_push/device-a`);
      const response = await fetch(url, { ...init, redirect: 'manual' });
      expect(response.status).toBe(201);
      const listed = (await (await fetch(`${origin}/_push?id=device-a`)).json()) as unknown[];
      expect(listed).toEqual([expect.objectContaining({ endpointId: 'device-a', urgency: 'high' })]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('takes a push without a payload, which needs no encoding', async () => {
    const inbox = new PushInbox();
    const { url, init } = dispatcherRequest(`${ORIGIN}/_push/empty`, '');
    expect(init.body).toBeUndefined();
    expect((await send(inbox, url, init)).status).toBe(201);
    expect(inbox.list()).toEqual([expect.objectContaining({ bytes: 0 })]);
  });

  describe('refuses, with the reason, what a push service refuses', () => {
    const inbox = new PushInbox();
    const endpoint = `${ORIGIN}/_push/status-probe-1`;

    it('a missing or malformed TTL (400)', async () => {
      const { url, init } = dispatcherRequest(endpoint);
      const missing = await send(inbox, url, withHeaders(init, (h) => delete h.TTL));
      expect(missing.status).toBe(400);
      expect(await reason(missing)).toMatch(/Missing TTL/);
      expect((await send(inbox, url, withHeaders(init, (h) => (h.TTL = 'soon')))).status).toBe(400);
    });

    it('another content encoding, or a body that is not aes128gcm (400)', async () => {
      const old = dispatcherRequest(endpoint, 'x', { contentEncoding: 'aesgcm' });
      const refused = await send(inbox, old.url, old.init);
      expect(refused.status).toBe(400);
      expect(await reason(refused)).toMatch(/aes128gcm/);
      const { url, init } = dispatcherRequest(endpoint);
      const garbage = await send(inbox, url, { ...init, body: new Uint8Array(randomBytes(120)) });
      expect(garbage.status).toBe(400);
      expect(await reason(garbage)).toMatch(/aes128gcm/);
    });

    it('a body over 4096 bytes (413)', async () => {
      const { url, init } = dispatcherRequest(endpoint, 'x'.repeat(MAX_PUSH_BODY_BYTES));
      const response = await send(inbox, url, init);
      expect(response.status).toBe(413);
      expect(await reason(response)).toMatch(/at most 4096/);
    });

    it('an unknown urgency or a topic that is too long (400)', async () => {
      const { url, init } = dispatcherRequest(endpoint);
      expect((await send(inbox, url, withHeaders(init, (h) => (h.Urgency = 'now'))))).toHaveProperty('status', 400);
      expect((await send(inbox, url, withHeaders(init, (h) => (h.Topic = 't'.repeat(33)))))).toHaveProperty('status', 400);
    });

    it('no VAPID signature, another scheme, or a key that did not sign the token (401)', async () => {
      const { url, init } = dispatcherRequest(endpoint);
      const unsigned = await send(inbox, url, withHeaders(init, (h) => delete h.Authorization));
      expect(unsigned.status).toBe(401);
      expect(await reason(unsigned)).toMatch(/Missing Authorization/);
      expect((await send(inbox, url, withHeaders(init, (h) => (h.Authorization = `Bearer x`))))).toHaveProperty('status', 401);
      const swapped = await send(inbox, url, withHeaders(init, (h) => (h.Authorization = h.Authorization.replace(/k=[^,\s]+/, `k=${otherVapid.publicKey}`))));
      expect(swapped.status).toBe(401);
      expect(await reason(swapped)).toMatch(/signature does not verify/);
    });

    it('a token for another push service’s origin (401)', async () => {
      // Signed for https://fcm.googleapis.com, sent here: a push service takes only its own audience.
      const { init } = dispatcherRequest('https://fcm.googleapis.com/_push/status-probe-1');
      const response = await send(inbox, endpoint, init);
      expect(response.status).toBe(401);
      expect(await reason(response)).toMatch(/aud must be the push service’s origin http:\/\/127\.0\.0\.1:54321/);
    });

    it('an expired token, or one valid for more than a day (401)', async () => {
      const { url, init } = dispatcherRequest(endpoint);
      const later = await send(inbox, url, init, { now: Date.now() + 25 * 3600_000 });
      expect(await reason(later)).toMatch(/expired/);
      // web-push signs for 12 hours: seen from 13 hours earlier, the token is valid for 25.
      const earlier = await send(inbox, url, init, { now: Date.now() - 13 * 3600_000 });
      expect(earlier.status).toBe(401);
      expect(await reason(earlier)).toMatch(/more than 24 hours/);
    });

    it('keeps none of what it refused', () => {
      expect(inbox.list()).toEqual([]);
    });
  });

  it('answers only loopback peers', async () => {
    const inbox = new PushInbox();
    const { url, init } = dispatcherRequest(`${ORIGIN}/_push/x`);
    expect((await send(inbox, url, init, { peer: '10.0.0.7' })).status).toBe(403);
    expect((await send(inbox, `${ORIGIN}/_push`, { method: 'GET' }, { peer: '192.168.1.2' })).status).toBe(403);
    expect(inbox.list()).toEqual([]);
  });

  it('lists by endpoint id, clears, keeps the last 200, and answers 404/405 for what it does not serve', async () => {
    const inbox = new PushInbox();
    for (const id of ['a', 'b', 'a']) {
      const { url, init } = dispatcherRequest(`${ORIGIN}/_push/${id}`);
      expect((await send(inbox, url, init)).status).toBe(201);
    }
    expect(((await (await send(inbox, `${ORIGIN}/_push?id=a`, { method: 'GET' })).json()) as unknown[]).length).toBe(2);
    expect((await send(inbox, `${ORIGIN}/_push?id=a`, { method: 'DELETE' })).status).toBe(204);
    expect(inbox.list().map((m) => m.endpointId)).toEqual(['b']);
    expect((await send(inbox, `${ORIGIN}/_push`, { method: 'DELETE' })).status).toBe(204);
    expect(inbox.list()).toEqual([]);

    expect((await send(inbox, `${ORIGIN}/_push/a`, { method: 'GET' })).status).toBe(405);
    expect((await send(inbox, `${ORIGIN}/_push`, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await send(inbox, `${ORIGIN}/_push/a%2Fb`, { method: 'POST', body: 'x' })).status).toBe(404);

    const small = new PushInbox();
    for (let i = 0; i < 205; i += 1) small.receive({ endpointId: 'p', bytes: 1, ttl: 0, urgency: 'normal', topic: null });
    expect(small.list()).toHaveLength(200);
    expect(small.list()[0].id).toBe(6);
  });
});
