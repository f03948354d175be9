/**
 * Issue 17, item 2: the production limits on a server of its own (the shared test server
 * multiplies them by 1000). Every request here comes from 127.0.0.1, so they all count against one
 * address, as an attacker's would. Sign-up and sign-in buckets: auth-rate-limits-hosted.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { totpCode } from '../../../scripts/support/demo-totp';
import { makeClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, type LocalServerProcess } from '../helpers';

/**
 * A server with the production limits, started and stopped around the tests of one describe
 * block: every block gets fresh counters for this one address. Auth needs no app schema: no
 * migrations or seed, so it starts in a second.
 */
function serverWithProductionLimits(): () => LocalServerProcess {
  let server: LocalServerProcess | undefined;
  beforeAll(async () => {
    server = await spawnLocalServer({ authRateLimitScale: 1, migrationsDirs: [], seedFiles: [] });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });
  return () => server!;
}

describe('second-factor checks: GoTrue\'s 15 a minute per address, burst 30 (not configurable in config.toml)', () => {
  const server = serverWithProductionLimits();

  it('answers 429 after 30 wrong codes (plus what refilled meanwhile), and then refuses the right code too', async () => {
    const email = `mfa-${randomUUID()}@example.test`;
    const password = 'right-password-1';
    const member = makeClient(server().publishableKey, {}, server());
    expect((await member.auth.signUp({ email, password })).error).toBeNull();
    if (!(await member.auth.getSession()).data.session) {
      expect((await member.auth.signInWithPassword({ email, password })).error).toBeNull();
    }
    const enrolled = await member.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data!;
    // A wrong code leaves the challenge open, so one challenge serves the whole loop.
    const challenge = await member.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const challengeId = challenge.data!.id;

    const started = Date.now();
    const statuses: number[] = [];
    while (statuses.length < 60 && statuses.at(-1) !== 429) {
      const wrong = String((Number(totpCode(totp.secret)) + 500_000) % 1_000_000).padStart(6, '0');
      const { error } = await member.auth.mfa.verify({ factorId, challengeId, code: wrong });
      statuses.push(error?.status ?? 200);
    }
    const refilled = Math.floor(((Date.now() - started) / 1000) * 0.25);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length - 1).toBeGreaterThanOrEqual(30);
    expect(statuses.length - 1).toBeLessThanOrEqual(30 + refilled);
    expect(statuses.slice(0, -1).every((s) => s === 422)).toBe(true);

    const right = await member.auth.mfa.verify({ factorId, challengeId, code: totpCode(totp.secret) });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await member.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });
});
