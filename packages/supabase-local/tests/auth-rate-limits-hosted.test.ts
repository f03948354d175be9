/** @jest-environment node */
import { IntervalLimiter } from '../auth/interval-limiter';
import { AuthRateLimiter, bucketOf, DEFAULT_AUTH_RATE_LIMITS, rateLimitScale, tooManyRequests } from '../auth/rate-limits';
import { TokenBuckets } from '../auth/token-buckets';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('TokenBuckets (tollbooth v5 over x/time/rate, as GoTrue uses it)', () => {
  const spec = { ratePerSecond: 0.5, burst: 3, ttlMs: HOUR };

  it('starts full, refuses without taking once empty, and refills at the rate up to the burst', () => {
    const buckets = new TokenBuckets();
    expect([0, 0, 0, 0].map((at) => buckets.allow('a', spec, at))).toEqual([true, true, true, false]);
    expect(buckets.allow('b', spec, 0)).toBe(true);
    expect(buckets.allow('a', spec, 1_999)).toBe(false);
    expect(buckets.allow('a', spec, 2_000)).toBe(true);
    expect(buckets.allow('a', spec, 2_000)).toBe(false);
    // A long pause refills no more than the burst.
    expect([0, 0, 0, 0].map(() => buckets.allow('a', spec, 60_000))).toEqual([true, true, true, false]);
  });

  it('starts a fresh full bucket once the entry has lived its TTL, whatever was left', () => {
    const buckets = new TokenBuckets();
    const noRefill = { ratePerSecond: 0, burst: 2, ttlMs: MINUTE };
    expect([0, 1, 2].map((at) => buckets.allow('a', noRefill, at))).toEqual([true, true, false]);
    expect(buckets.allow('a', noRefill, MINUTE)).toBe(false);
    expect(buckets.allow('a', noRefill, MINUTE + 1)).toBe(true);
  });

  it('forgets the oldest key past its bound', () => {
    const buckets = new TokenBuckets(2);
    const one = { ratePerSecond: 0, burst: 1, ttlMs: HOUR };
    expect(buckets.allow('a', one, 0)).toBe(true);
    expect(buckets.allow('b', one, 0)).toBe(true);
    expect(buckets.allow('c', one, 0)).toBe(true);
    expect(buckets.allow('a', one, 0)).toBe(true);
    expect(buckets.allow('c', one, 0)).toBe(false);
  });
});

describe('IntervalLimiter (GoTrue e-mail and SMS counts)', () => {
  it('allows the events per fixed interval counted from its start, not a sliding window', () => {
    const limiter = new IntervalLimiter(2, HOUR, 0);
    expect([HOUR - 2, HOUR - 1, HOUR - 1].map((at) => limiter.allow(at))).toEqual([true, true, false]);
    // One millisecond later a new interval begins: a sliding window would still refuse.
    expect(limiter.allow(HOUR)).toBe(true);
    expect(limiter.allow(HOUR + 1)).toBe(true);
    expect(limiter.allow(2 * HOUR - 1)).toBe(false);
    expect(limiter.allow(3 * HOUR + 5)).toBe(true);
  });
});

describe('AuthRateLimiter', () => {
  it('counts sign-ups and password sign-ins in separate buckets of 30, refilled at sign_in_sign_ups and token_refresh per 5 minutes', () => {
    let now = 0;
    const limiter = new AuthRateLimiter(DEFAULT_AUTH_RATE_LIMITS, 1, () => now);
    const thirtyOne = (name: 'signup' | 'token') => Array.from({ length: 31 }, () => limiter.take(name, '10.0.0.1'));
    expect(thirtyOne('signup').filter(Boolean)).toHaveLength(30);
    expect(thirtyOne('token').filter(Boolean)).toHaveLength(30);
    expect(limiter.take('otp', '10.0.0.1')).toBe(true);
    expect(limiter.take('signup', '10.0.0.2')).toBe(true);
    // 30 per 5 minutes = one every 10 s; 150 per 5 minutes = one every 2 s.
    now = 9_999;
    expect(limiter.take('signup', '10.0.0.1')).toBe(false);
    expect(limiter.take('token', '10.0.0.1')).toBe(true);
    now = 10_000;
    expect(limiter.take('signup', '10.0.0.1')).toBe(true);
  });

  it('keys IPv4-mapped IPv6 peers as their IPv4 address', () => {
    const limiter = new AuthRateLimiter({ ...DEFAULT_AUTH_RATE_LIMITS, anonymous_users: 1 }, 1, () => 0);
    expect(limiter.take('anonymous_users', '::ffff:10.0.0.1')).toBe(true);
    expect(limiter.take('anonymous_users', '10.0.0.1')).toBe(false);
  });

  it('gives anonymous sign-ins a burst of their own setting, refilled over the hour', () => {
    let now = 0;
    const limiter = new AuthRateLimiter({ ...DEFAULT_AUTH_RATE_LIMITS, anonymous_users: 3 }, 1, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('anonymous_users', 'a'))).toEqual([true, true, true, false]);
    now = 20 * MINUTE;
    expect([1, 2].map(() => limiter.take('anonymous_users', 'a'))).toEqual([true, false]);
  });

  it('limits factor challenges and checks to GoTrue\'s 15 a minute, burst 30, whatever the config', () => {
    let now = 0;
    const limiter = new AuthRateLimiter({ ...DEFAULT_AUTH_RATE_LIMITS, token_verifications: 1 }, 1, () => now);
    expect(Array.from({ length: 31 }, () => limiter.take('factor_verify', 'a')).filter(Boolean)).toHaveLength(30);
    expect(limiter.take('factor_challenge', 'a')).toBe(true);
    now = 4_000;
    expect([1, 2].map(() => limiter.take('factor_verify', 'a'))).toEqual([true, false]);
  });

  it('counts e-mails for the whole project per hour, whatever the address', () => {
    let now = 0;
    const limiter = new AuthRateLimiter({ ...DEFAULT_AUTH_RATE_LIMITS, email_sent: 2 }, 1, () => now);
    expect(['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((address) => limiter.take('email_sent', address))).toEqual([true, true, false]);
    now = HOUR;
    expect(limiter.take('email_sent', null)).toBe(true);
  });

  it('multiplies every rate and burst by the scale the test suites set', () => {
    const limiter = new AuthRateLimiter(DEFAULT_AUTH_RATE_LIMITS, 10, () => 0);
    expect(Array.from({ length: 301 }, () => limiter.take('signup', 'a')).filter(Boolean)).toHaveLength(300);
    expect(Array.from({ length: 21 }, () => limiter.take('email_sent', null)).filter(Boolean)).toHaveLength(20);
    expect(rateLimitScale('1000')).toBe(1000);
    expect(rateLimitScale(undefined)).toBe(1);
    expect(rateLimitScale('-5')).toBe(1);
    expect(rateLimitScale('abc')).toBe(1);
  });
});

describe('bucketOf (GoTrue api.go and token.go)', () => {
  const factor = '/factors/8a1c0f4e-5b2d-4c3e-9f10-1234567890ab';
  it.each([
    ['POST', '/token', '?grant_type=password', 'token'],
    ['POST', '/token', '?grant_type=refresh_token', 'token'],
    ['POST', '/token', '?grant_type=pkce', 'token'],
    ['POST', '/token', '?grant_type=id_token', 'token'],
    ['POST', '/token', '?grant_type=web3', 'web3'],
    ['POST', '/token', '?grant_type=nonsense', null],
    ['POST', '/token', '', null],
    ['POST', '/signup', '', 'signup'],
    ['POST', '/otp', '', 'otp'],
    ['POST', '/magiclink', '', 'magiclink'],
    ['POST', '/recover', '', 'recover'],
    ['POST', '/resend', '', 'resend'],
    ['PUT', '/user', '', 'user_update'],
    ['GET', '/user', '', null],
    ['POST', '/verify', '', 'verify'],
    ['GET', '/verify', '', 'verify'],
    ['POST', `${factor}/verify`, '', 'factor_verify'],
    ['POST', `${factor}/challenge`, '', 'factor_challenge'],
    ['POST', '/factors', '', null],
    ['POST', '/logout', '', null],
  ])('%s %s%s → %s', (method, route, query, bucket) => {
    expect(bucketOf(method, route, new URL(`http://x/auth/v1${route}${query}`))).toBe(bucket);
  });
});

describe('tooManyRequests', () => {
  it('answers GoTrue\'s 429 with its code in the body and the x-sb-error-code header', async () => {
    const answer = tooManyRequests();
    expect(answer.status).toBe(429);
    expect(answer.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await answer.json()).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(tooManyRequests('over_email_send_rate_limit').headers.get('x-sb-error-code')).toBe('over_email_send_rate_limit');
  });
});
