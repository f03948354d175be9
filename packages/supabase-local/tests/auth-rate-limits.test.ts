/** @jest-environment node */
import { AuthRateLimiter, bucketOf, DEFAULT_AUTH_RATE_LIMITS, rateLimitScale } from '../auth/rate-limits';

const limits = { ...DEFAULT_AUTH_RATE_LIMITS, sign_in_sign_ups: 3, email_sent: 2 };

describe('AuthRateLimiter', () => {
  it('allows the limit per address in five minutes, then refuses without counting, and frees up as the window slides', () => {
    let now = 0;
    const limiter = new AuthRateLimiter(limits, 1, () => now);
    expect([1, 2, 3].map(() => limiter.take('sign_in_sign_ups', '10.0.0.1'))).toEqual([true, true, true]);
    expect(limiter.take('sign_in_sign_ups', '10.0.0.1')).toBe(false);
    // Another address has its own count.
    expect(limiter.take('sign_in_sign_ups', '10.0.0.2')).toBe(true);
    now = 5 * 60 * 1000 - 1;
    expect(limiter.take('sign_in_sign_ups', '10.0.0.1')).toBe(false);
    now = 5 * 60 * 1000 + 1;
    expect(limiter.take('sign_in_sign_ups', '10.0.0.1')).toBe(true);
  });

  it('counts e-mails for the whole project per hour, whatever the address', () => {
    let now = 0;
    const limiter = new AuthRateLimiter(limits, 1, () => now);
    expect(limiter.take('email_sent', '10.0.0.1')).toBe(true);
    expect(limiter.take('email_sent', '10.0.0.2')).toBe(true);
    expect(limiter.take('email_sent', '10.0.0.3')).toBe(false);
    now = 60 * 60 * 1000 + 1;
    expect(limiter.take('email_sent', null)).toBe(true);
  });

  it('multiplies every limit by the scale the test suites set', () => {
    const limiter = new AuthRateLimiter(limits, 10, () => 0);
    for (let i = 0; i < 30; i++) expect(limiter.take('sign_in_sign_ups', 'a')).toBe(true);
    expect(limiter.take('sign_in_sign_ups', 'a')).toBe(false);
    expect(rateLimitScale('1000')).toBe(1000);
    expect(rateLimitScale(undefined)).toBe(1);
    expect(rateLimitScale('-5')).toBe(1);
    expect(rateLimitScale('abc')).toBe(1);
  });
});

describe('bucketOf', () => {
  const url = (query = '') => new URL(`http://x/auth/v1/token${query}`);
  it.each([
    ['POST', '/token', '?grant_type=password', 'sign_in_sign_ups'],
    ['POST', '/token', '?grant_type=refresh_token', 'token_refresh'],
    ['POST', '/token', '?grant_type=pkce', 'token_verifications'],
    ['POST', '/signup', '', 'sign_in_sign_ups'],
    ['POST', '/otp', '', 'sign_in_sign_ups'],
    ['POST', '/verify', '', 'token_verifications'],
    ['GET', '/verify', '', 'token_verifications'],
    ['POST', '/factors/8a1c0f4e-5b2d-4c3e-9f10-1234567890ab/verify', '', 'token_verifications'],
    ['POST', '/factors/8a1c0f4e-5b2d-4c3e-9f10-1234567890ab/challenge', '', null],
    ['POST', '/factors', '', null],
    ['GET', '/user', '', null],
    ['POST', '/logout', '', null],
  ])('%s %s%s → %s', (method, route, query, bucket) => {
    expect(bucketOf(method, route, url(query))).toBe(bucket);
  });
});
