import { createHmac } from 'node:crypto';
import { testServer } from './test-server';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Mints an HS256 access token the local server accepts (or rejects, once expired): for tests of
 * expired tokens or hand-made claims. `expiresInSeconds` may be negative. Signed with node:crypto
 * because jose is ESM-only and Jest's CommonJS runtime cannot load it.
 */
export function signTestJwt(claims: Record<string, unknown>, expiresInSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    aud: 'authenticated',
    role: 'authenticated',
    iat: now - Math.max(0, -expiresInSeconds) - 60,
    exp: now + expiresInSeconds,
    ...claims,
  };
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', testServer().jwtSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
