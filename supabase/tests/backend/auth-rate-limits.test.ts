/**
 * Issue 17, item 2: the production `[auth.rate_limit]` values of supabase/config.toml, on a server
 * of its own (the shared test server multiplies them by 1000). Every request here comes from
 * 127.0.0.1, so they all count against one address, as an attacker's would.
 */
import { randomUUID } from 'node:crypto';
import { makeClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, type LocalServerProcess } from '../helpers';

let server: LocalServerProcess;

beforeAll(async () => {
  // Auth needs no app schema: no migrations or seed, so the server starts in a second.
  server = await spawnLocalServer({ authRateLimitScale: 1, migrationsDirs: [], seedFiles: [] });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

const client = () => makeClient(server.publishableKey, {}, server);

describe('sign_in_sign_ups = 30 per address in 5 minutes', () => {
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
    const admin = makeClient(server.secretKey, {}, server);
    const { data } = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(data.users.some((u) => u.email === another)).toBe(false);
  });
});
