/**
 * Issue 49: `[auth.rate_limit]` counted as hosted GoTrue counts it (internal/api/apilimiter): a
 * token bucket per route family and client address, holding 30 and refilled at the setting per
 * 5 minutes. The Supabase CLI passes `sign_in_sign_ups` as GOTRUE_RATE_LIMIT_OTP (sign-ups, OTP,
 * magic link… each its own bucket) and `token_refresh` limits every POST /token, password sign-ins
 * included. All requests here come from 127.0.0.1, one address, on a server at scale 1.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { makeClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, type LocalServerProcess } from '../helpers';

const CONFIG = path.join(__dirname, 'fixtures', 'rate-limit-project', 'supabase', 'config.toml');

/** A fresh server (fresh buckets) per describe block; auth needs no app schema. */
function serverWithFixtureLimits(): () => LocalServerProcess {
  let server: LocalServerProcess | undefined;
  beforeAll(async () => {
    server = await spawnLocalServer({ configFile: CONFIG, authRateLimitScale: 1, migrationsDirs: [], seedFiles: [] });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });
  return () => server!;
}

const email = (prefix: string) => `${prefix}-${randomUUID()}@example.test`;

describe('sign-ups and password sign-ins count in separate buckets of 30', () => {
  const server = serverWithFixtureLimits();
  const client = () => makeClient(server().publishableKey, {}, server());

  it('refuses the 31st sign-up, yet lets 30 password sign-ins through after it; the 31st token request is refused, /otp is not', async () => {
    // GoTrue counts a sign-up request before it checks the password, so short ones (422, no
    // hashing) empty the bucket quickly.
    const signUps: Array<number | undefined> = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await client().auth.signUp({ email: email('signup'), password: 'x' });
      signUps.push(error?.status);
    }
    expect(signUps.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(signUps[30]).toBe(429);

    const password = 'right-password-1';
    const target = email('signin');
    const admin = makeClient(server().secretKey, {}, server());
    expect((await admin.auth.admin.createUser({ email: target, password, email_confirm: true })).error).toBeNull();
    const signIns: Array<string | undefined> = [];
    for (let i = 0; i < 30; i++) {
      const { error } = await client().auth.signInWithPassword({ email: email('nobody'), password });
      signIns.push(error?.code);
    }
    // One bucket for both would have refused all of these: the sign-ups used it up.
    expect(signIns).toEqual(Array(30).fill('invalid_credentials'));

    const right = await client().auth.signInWithPassword({ email: target, password });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(right.data.session).toBeNull();
    // Refresh grants share the password grants' bucket (GoTrue's Token limiter).
    const refresh = await client().auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(refresh.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // /otp has a bucket of its own, though the same setting refills it.
    const otp = await client().auth.signInWithOtp({ email: target, options: { shouldCreateUser: false } });
    expect(otp.error?.code).not.toBe('over_request_rate_limit');
  }, 120_000);

  // The sign-up bucket is empty since the test above.
  it('answers GoTrue\'s 429: code over_request_rate_limit, "Request rate limit reached"', async () => {
    const answer = await fetch(`${server().url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server().publishableKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: email('raw'), password: 'right-password-1' }),
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(answer.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await answer.json()).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});

describe('a bucket refills at its setting per 5 minutes (token_verifications = 120: one every 2.5 s)', () => {
  const server = serverWithFixtureLimits();
  const client = () => makeClient(server().publishableKey, {}, server());
  const verify = async () => (await client().auth.verifyOtp({ email: 'nobody@example.test', token: '000000', type: 'email' })).error?.status;

  it('allows a burst of 30 (plus what refilled meanwhile), then one more after 2.5 s, then refuses again', async () => {
    const started = Date.now();
    let allowed = 0;
    while (allowed < 60 && (await verify()) !== 429) allowed++;
    const refilled = Math.floor(((Date.now() - started) / 1000) * 0.4);
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThanOrEqual(30 + refilled);

    // The refused request left a fraction of a token; 2.6 s add one more (and at most one whole).
    const emptied = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    let again = 0;
    while (again < 10 && (await verify()) !== 429) again++;
    expect(again).toBeGreaterThanOrEqual(1);
    expect(again).toBeLessThanOrEqual(1 + Math.floor(((Date.now() - emptied) / 1000) * 0.4));
  }, 60_000);
});
