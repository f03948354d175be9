/** @jest-environment node */
import { SignJWT } from 'jose';
import { verifyAccessToken } from '../auth/access-token';

/**
 * verifyAccessToken remembers the tokens it has verified (auth/access-token.ts of this package).
 * What it answers must not change because of that: a remembered token still expires, a token
 * signed with another secret is still refused, and a changed token is verified afresh.
 */
const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
const otherSecret = new TextEncoder().encode('another-secret-jwt-token-with-at-least-32-characters');
const now = () => Math.floor(Date.now() / 1000);

function token(claims: Record<string, unknown>, key: Uint8Array = secret) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

afterEach(() => jest.useRealTimers());

test('a valid token verifies, and again from memory with the same claims (a copy each time)', async () => {
  const jwt = await token({ sub: 'user-1', role: 'authenticated', exp: now() + 3600 });
  const first = await verifyAccessToken(jwt, secret);
  const second = await verifyAccessToken(jwt, new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'));
  expect(first).toEqual({ ok: true, claims: expect.objectContaining({ sub: 'user-1', role: 'authenticated' }) });
  expect(second).toEqual(first);
  if (!first.ok || !second.ok) throw new Error('unreachable');
  expect(second.claims).not.toBe(first.claims);
});

test('a remembered token expires on time, with the expiry message', async () => {
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const jwt = await token({ sub: 'user-2', role: 'authenticated', exp: now() + 60 });
  expect((await verifyAccessToken(jwt, secret)).ok).toBe(true);
  jest.setSystemTime(Date.now() + 61_000);
  const later = await verifyAccessToken(jwt, secret);
  expect(later).toEqual({ ok: false, expired: true, message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) });
});

test('a token verified under one secret is refused under another', async () => {
  const jwt = await token({ sub: 'user-3', role: 'authenticated', exp: now() + 3600 });
  expect((await verifyAccessToken(jwt, secret)).ok).toBe(true);
  expect(await verifyAccessToken(jwt, otherSecret)).toEqual({ ok: false, expired: false, message: 'signature verification failed' });
});

test('a tampered copy of a remembered token is refused', async () => {
  const jwt = await token({ sub: 'user-4', role: 'authenticated', exp: now() + 3600 });
  expect((await verifyAccessToken(jwt, secret)).ok).toBe(true);
  const [header, , signature] = jwt.split('.');
  const payload = Buffer.from(JSON.stringify({ sub: 'user-4', role: 'service_role', exp: now() + 3600 })).toString('base64url');
  expect((await verifyAccessToken(`${header}.${payload}.${signature}`, secret)).ok).toBe(false);
});

test('a token not yet valid, and a foreign role, are refused and not remembered', async () => {
  const early = await token({ sub: 'user-5', role: 'authenticated', nbf: now() + 600, exp: now() + 3600 });
  expect((await verifyAccessToken(early, secret)).ok).toBe(false);
  expect((await verifyAccessToken(early, secret)).ok).toBe(false);
  const foreign = await token({ sub: 'user-6', role: 'postgres', exp: now() + 3600 });
  expect(await verifyAccessToken(foreign, secret)).toEqual({ ok: false, expired: false, message: 'role "postgres" is not allowed' });
  expect(await verifyAccessToken(foreign, secret)).toEqual({ ok: false, expired: false, message: 'role "postgres" is not allowed' });
});
