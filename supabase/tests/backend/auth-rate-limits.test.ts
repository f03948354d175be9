/**
 * Issue 17, item 2: the production `[auth.rate_limit]` values of supabase/config.toml, on a server
 * of its own (the shared test server multiplies them by 1000). Every request here comes from
 * 127.0.0.1, so they all count against one address, as an attacker's would.
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

describe('token_verifications = 30 per address in 5 minutes, second-factor codes included', () => {
  const server = serverWithProductionLimits();

  it('answers 429 after 30 wrong codes, and then refuses the right code too: a loop over codes gets nowhere', async () => {
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

    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const challenge = await member.auth.mfa.challenge({ factorId });
      expect(challenge.error).toBeNull();
      const wrong = String((Number(totpCode(totp.secret)) + 500_000) % 1_000_000).padStart(6, '0');
      const { error } = await member.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: wrong });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);

    const challenge = await member.auth.mfa.challenge({ factorId });
    const right = await member.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(totp.secret) });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await member.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });
});

describe('sign_in_sign_ups = 30 per address in 5 minutes', () => {
  const server = serverWithProductionLimits();
  const client = () => makeClient(server().publishableKey, {}, server());

  it('answers 429 over_request_rate_limit after 30, to a wrong and then the right password, and creates nobody', async () => {
    const email = `limit-${randomUUID()}@example.test`;
    const password = 'right-password-1';
    expect((await client().auth.signUp({ email, password })).error).toBeNull();

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { error } = await client().auth.signInWithPassword({ email, password: `wrong-${i}` });
      statuses.push(error?.status ?? 200);
    }
    // The sign-up was the first of 30: 29 wrong passwords answered 400, the 30th is refused.
    expect(statuses.slice(0, 29).every((s) => s === 400)).toBe(true);
    expect(statuses[29]).toBe(429);

    const right = await client().auth.signInWithPassword({ email, password });
    expect(right.error?.status).toBe(429);
    expect(right.error?.code).toBe('over_request_rate_limit');
    expect(right.data.session).toBeNull();

    const another = `burst-${randomUUID()}@example.test`;
    const signUp = await client().auth.signUp({ email: another, password });
    expect(signUp.error?.status).toBe(429);
    const admin = makeClient(server().secretKey, {}, server());
    const { data } = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(data.users.some((u) => u.email === another)).toBe(false);
  });
});
