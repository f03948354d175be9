/**
 * @jest-environment node
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { decrypt } from 'http_ece';
import webpush from 'web-push';
import { classifyPushStatus, sendWebPush, type PushOptions } from '@/lib/notify/push-send';

/**
 * The wire format a push service and a browser expect (docs/architecture.md#sos-delivery): the
 * payload encrypted per RFC 8291 (aes128gcm), so only the subscribed browser can read it, and the
 * request signed per RFC 8292 (VAPID). The browser side is played by node:crypto: a P-256 key pair
 * and an auth secret, as PushManager.subscribe makes them; decryption is http_ece's.
 */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth };
}

type Captured = { url: string; init: RequestInit };

function capturingFetch(status = 201, text = '') {
  const calls: Captured[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(text, { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@ice-sos.example' };
const options: PushOptions = { vapid, ttlSeconds: 300, topic: '0123456789abcdef0123456789abcdef' };
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def-123';
const payload = { title: 'SOS from Rosa', body: 'Rosa raised an SOS alarm.', eventId: 'e1', url: '/member-dashboard?alert=e1', tag: 'sos-e1' };

async function sendOnce() {
  const browser = browserKeys();
  const { calls, fetchImpl } = capturingFetch();
  const result = await sendWebPush({ endpoint, p256dh: browser.p256dh, auth: browser.auth }, JSON.stringify(payload), options, new AbortController().signal, fetchImpl);
  const headers = new Headers(calls[0].init.headers);
  return { browser, result, call: calls[0], headers, body: Buffer.from(calls[0].init.body as Uint8Array) };
}

const fromBase64url = (value: string) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('Web Push payload encryption (RFC 8291)', () => {
  it('encrypts for the subscribed browser only: its private key and auth secret read the JSON back', async () => {
    const { browser, body, headers, call } = await sendOnce();
    expect(call.url).toBe(endpoint);
    expect(call.init.method).toBe('POST');
    expect(headers.get('content-encoding')).toBe('aes128gcm');
    expect(headers.get('content-type')).toBe('application/octet-stream');
    expect(body.includes(Buffer.from('Rosa'))).toBe(false);

    const plain = decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(payload);

    const stranger = browserKeys();
    expect(() => decrypt(body, { version: 'aes128gcm', privateKey: stranger.ecdh, authSecret: stranger.auth })).toThrow();
  });

  it('asks for a short life, high urgency and one pending message per alarm', async () => {
    const { headers } = await sendOnce();
    expect(headers.get('ttl')).toBe('300');
    expect(headers.get('urgency')).toBe('high');
    expect(headers.get('topic')).toBe(options.topic);
  });
});

describe('VAPID (RFC 8292)', () => {
  it('sends "vapid t=<JWT>, k=<our public key>" with a JWT for the push service’s origin, valid at most 24 h, naming us', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { headers } = await sendOnce();
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.get('authorization') ?? '');
    expect(match).not.toBeNull();
    const [jwt, key] = [match![1], match![2]];
    expect(key).toBe(vapid.publicKey);

    const [header, claims, signature] = jwt.split('.');
    expect(fromBase64url(header)).toEqual({ typ: 'JWT', alg: 'ES256' });
    const body = fromBase64url(claims);
    expect(body.aud).toBe('https://fcm.googleapis.com');
    expect(body.sub).toBe(vapid.subject);
    expect(typeof body.exp).toBe('number');
    expect(body.exp as number).toBeGreaterThan(before);
    expect(body.exp as number).toBeLessThanOrEqual(before + 24 * 60 * 60 + 1);

    // Signed with the private half of the key the browser subscribed with.
    const raw = Buffer.from(vapid.publicKey, 'base64url');
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
      format: 'jwk',
    });
    const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    expect(signed).toBe(true);
  });
});

describe('what a push service’s answer means', () => {
  it.each([
    [201, 'accepted'],
    [202, 'accepted'],
    [404, 'gone'],
    [410, 'gone'],
    [400, 'refused'],
    [413, 'refused'],
    [403, 'refused'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ] as const)('%i → %s', (status, answer) => {
    expect(classifyPushStatus(status)).toBe(answer);
  });

  it('reports the status and the service’s words, and a network failure or a timeout as retry', async () => {
    const browser = browserKeys();
    const target = { endpoint, p256dh: browser.p256dh, auth: browser.auth };
    const refused = capturingFetch(413, 'Payload Too Large');
    expect(await sendWebPush(target, '{}', options, new AbortController().signal, refused.fetchImpl)).toEqual({ answer: 'refused', detail: '413 Payload Too Large' });

    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await sendWebPush(target, '{}', options, new AbortController().signal, down)).toEqual({ answer: 'retry', detail: 'fetch failed' });

    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    const controller = new AbortController();
    const pending = sendWebPush(target, '{}', options, controller.signal, hanging);
    controller.abort(new Error('timed out after 10 ms'));
    expect(await pending).toEqual({ answer: 'retry', detail: 'timed out after 10 ms' });
  });
});

describe('where a push may go', () => {
  it('never posts to an endpoint that is not a known push service, and never follows a redirect', async () => {
    const browser = browserKeys();
    const { calls, fetchImpl } = capturingFetch();
    for (const elsewhere of ['https://push.example.com/abc', 'https://fcm.googleapis.com.evil.example/abc', 'https://169.254.169.254/latest', 'http://fcm.googleapis.com/fcm/send/x']) {
      expect(await sendWebPush({ endpoint: elsewhere, p256dh: browser.p256dh, auth: browser.auth }, '{}', options, new AbortController().signal, fetchImpl)).toEqual({
        answer: 'refused',
        detail: 'not a known push service endpoint',
      });
    }
    expect(calls).toEqual([]);

    await sendWebPush({ endpoint, p256dh: browser.p256dh, auth: browser.auth }, '{}', options, new AbortController().signal, fetchImpl);
    expect(calls[0].init.redirect).toBe('manual');
  });

  it('takes a redirect as a refusal: the request is not repeated at the new address', async () => {
    const browser = browserKeys();
    const redirecting = capturingFetch(307);
    const result = await sendWebPush({ endpoint, p256dh: browser.p256dh, auth: browser.auth }, '{}', options, new AbortController().signal, redirecting.fetchImpl);
    expect(result).toEqual({ answer: 'refused', detail: '307' });
    expect(redirecting.calls).toHaveLength(1);
  });
});

