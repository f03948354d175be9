/** @jest-environment node */
import type { AdminClient } from '@/lib/data/sos-outbox';
import { statusProbeConfig } from '@/lib/status-probe/config';

jest.mock('server-only', () => ({}));
/* eslint-disable @typescript-eslint/no-require-imports */
const { checkWebsite, ensureStatusProbeUser, runStatusProbe, setUpStatusProbe, statusProbeJob, STATUS_PROBE_MARK } =
  require('@/lib/data/status-probe') as typeof import('@/lib/data/status-probe');
/* eslint-enable @typescript-eslint/no-require-imports */

type User = { id: string; email: string; app_metadata: Record<string, unknown> };
type Call = { fn: string; args: Record<string, unknown> };

/** The few calls of the service-role client the probe makes, against an in-memory user list. */
function fakeAdmin(users: User[] = [], answers: Record<string, { data?: unknown; error?: { message: string } }> = {}) {
  const calls: Call[] = [];
  const pagesRead: number[] = [];
  let next = users.length;
  const admin = {
    auth: {
      admin: {
        async createUser(input: { email: string; email_confirm: boolean; password: string; app_metadata: Record<string, unknown> }) {
          calls.push({ fn: 'createUser', args: input });
          if (users.some((u) => u.email === input.email)) {
            return { data: { user: null }, error: { code: 'email_exists', message: 'A user with this email address has already been registered' } };
          }
          const user = { id: `user-${(next += 1)}`, email: input.email, app_metadata: input.app_metadata };
          users.push(user);
          return { data: { user }, error: null };
        },
        async listUsers({ page, perPage }: { page: number; perPage: number }) {
          pagesRead.push(page);
          return { data: { users: users.slice((page - 1) * perPage, page * perPage) }, error: null };
        },
      },
    },
    async rpc(fn: string, args: Record<string, unknown>) {
      calls.push({ fn, args });
      return { data: answers[fn]?.data ?? null, error: answers[fn]?.error ?? null };
    },
  };
  return { admin: admin as unknown as AdminClient, calls, users, pagesRead };
}

const health = (status: number) => jest.fn(async () => new Response('{"status":"ok"}', { status })) as unknown as typeof fetch;
const config = (() => {
  const parsed = statusProbeConfig({ STATUS_PROBE_INTERVAL_MS: '30000', STATUS_PROBE_CONTACT_EMAIL: 'swallow@ops.example', STATUS_PROBE_CONTACT_PHONE: '+12025550100' });
  if (!parsed.enabled) throw new Error('expected the probe on');
  return parsed;
})();

describe('ensureStatusProbeUser', () => {
  it('creates the account confirmed, marked as the probe’s, with a long random password', async () => {
    const { admin, calls } = fakeAdmin();
    await expect(ensureStatusProbeUser(admin, 'status-probe@ice-sos.invalid', 'member')).resolves.toBe('user-1');
    const [create] = calls;
    expect(create.args).toMatchObject({ email: 'status-probe@ice-sos.invalid', email_confirm: true, app_metadata: { [STATUS_PROBE_MARK]: 'member' } });
    expect(String(create.args.password).length).toBeGreaterThanOrEqual(43);
  });

  it('finds its own account again when the address is taken, reading every page', async () => {
    const others = Array.from({ length: 1500 }, (_, i) => ({ id: `other-${i}`, email: `m${i}@example.com`, app_metadata: {} }));
    const { admin, pagesRead } = fakeAdmin([...others, { id: 'probe-family', email: 'status-probe-family@ice-sos.invalid', app_metadata: { [STATUS_PROBE_MARK]: 'family' } }]);
    await expect(ensureStatusProbeUser(admin, 'status-probe-family@ice-sos.invalid', 'family')).resolves.toBe('probe-family');
    expect(pagesRead).toEqual([1, 2]);
  });

  it('never adopts an account it did not make, nor its other role’s: a real person would be alarmed', async () => {
    const { admin } = fakeAdmin([
      { id: 'rosa', email: 'rosa@example.com', app_metadata: { provider: 'email' } },
      { id: 'probe-member', email: 'status-probe@ice-sos.invalid', app_metadata: { [STATUS_PROBE_MARK]: 'member' } },
    ]);
    await expect(ensureStatusProbeUser(admin, 'rosa@example.com', 'member')).rejects.toThrow(/rosa@example\.com belongs to an account the status probe did not make: set STATUS_PROBE_MEMBER_EMAIL/);
    await expect(ensureStatusProbeUser(admin, 'status-probe@ice-sos.invalid', 'family')).rejects.toThrow(/STATUS_PROBE_FAMILY_EMAIL/);
  });
});

describe('setUpStatusProbe', () => {
  it('hands the database both accounts, the recipients and the interval in seconds (null = not measured)', async () => {
    const { admin, calls } = fakeAdmin();
    await expect(setUpStatusProbe(admin, config)).resolves.toEqual({ memberId: 'user-1', familyId: 'user-2' });
    const args = calls.find((c) => c.fn === 'setup_status_probe')?.args;
    expect(args).toEqual({
      member_id: 'user-1',
      family_id: 'user-2',
      contact_email: 'swallow@ops.example',
      contact_phone: '+12025550100',
      push_endpoint: undefined,
      push_p256dh: undefined,
      push_auth: undefined,
      interval_seconds: 30,
    });
    // Left out of the request, so the database's defaults (null: not measured) apply.
    expect(JSON.parse(JSON.stringify(args))).not.toHaveProperty('push_endpoint');
  });

  it('throws the backend’s message', async () => {
    const { admin } = fakeAdmin([], { setup_status_probe: { error: { message: 'permission denied' } } });
    await expect(setUpStatusProbe(admin, config)).rejects.toThrow('setting up the status probe: permission denied');
  });
});

describe('checkWebsite', () => {
  it('is ok on a 2xx answer, with its time', async () => {
    await expect(checkWebsite('http://localhost:3000', 1000, health(200))).resolves.toEqual({ ok: true, ms: expect.any(Number) });
  });

  it('is not ok on another status, and has no time without an answer', async () => {
    await expect(checkWebsite('http://localhost:3000', 1000, health(503))).resolves.toEqual({ ok: false, ms: expect.any(Number) });
    const refused = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(checkWebsite('http://localhost:3000', 1000, refused)).resolves.toEqual({ ok: false, ms: null });
  });

  it('asks the health route, fresh, following no redirect', async () => {
    const fetchImpl = health(200);
    await checkWebsite('https://ice-sos.example', 1000, fetchImpl);
    const [url, init] = (fetchImpl as unknown as jest.Mock).mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe('https://ice-sos.example/api/health');
    expect(init).toMatchObject({ cache: 'no-store', redirect: 'manual' });
  });
});

describe('runStatusProbe', () => {
  it('records the website check and returns what the database did', async () => {
    const { admin, calls } = fakeAdmin([], { run_status_probe: { data: [{ raised: true, ended: 1 }] } });
    const run = await runStatusProbe(admin, 'http://localhost:3000', 1000, health(200));
    expect(run).toEqual({ website: { ok: true, ms: expect.any(Number) }, raised: true, ended: 1 });
    expect(calls).toEqual([{ fn: 'run_status_probe', args: { website_ok: true, website_ms: run.website.ms } }]);
  });

  it('still calls the database when the website is down: that is what the page must show', async () => {
    const { admin, calls } = fakeAdmin([], { run_status_probe: { data: [{ raised: true, ended: 0 }] } });
    await runStatusProbe(admin, 'http://localhost:3000', 1000, health(500));
    expect(calls[0].args).toMatchObject({ website_ok: false });
  });

  it('throws when the call fails', async () => {
    const failing = fakeAdmin([], { run_status_probe: { error: { message: 'boom' } } });
    await expect(runStatusProbe(failing.admin, 'http://localhost:3000', 1000, health(200))).rejects.toThrow('running the status probe: boom');
  });

  it('sends no time for a website that did not answer', async () => {
    const { admin, calls } = fakeAdmin([], { run_status_probe: { data: [] } });
    const refused = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(runStatusProbe(admin, 'http://localhost:3000', 1000, refused)).resolves.toEqual({ website: { ok: false, ms: null }, raised: false, ended: 0 });
    expect(JSON.parse(JSON.stringify(calls[0].args))).toEqual({ website_ok: false });
  });
});

describe('statusProbeJob', () => {
  it('sets up once, and again before a run only after a failure', async () => {
    const { admin, calls } = fakeAdmin([], { run_status_probe: { data: [] } });
    const job = statusProbeJob(admin, config, 'http://127.0.0.1:1');
    await Promise.all([job.setUp(), job.setUp()]);
    await job.run();
    await job.run();
    expect(calls.filter((c) => c.fn === 'setup_status_probe')).toHaveLength(1);
    expect(calls.filter((c) => c.fn === 'run_status_probe')).toHaveLength(2);
  });

  it('retries the set-up at the next run when it failed', async () => {
    const answers: Record<string, { data?: unknown; error?: { message: string } }> = { setup_status_probe: { error: { message: 'not migrated yet' } } };
    const { admin, calls } = fakeAdmin([], answers);
    const job = statusProbeJob(admin, config, 'http://127.0.0.1:1');
    await expect(job.setUp()).rejects.toThrow(/not migrated yet/);
    await expect(job.run()).rejects.toThrow(/not migrated yet/);
    delete answers.setup_status_probe;
    answers.run_status_probe = { data: [{ raised: true, ended: 0 }] };
    await expect(job.run()).resolves.toMatchObject({ raised: true });
    expect(calls.filter((c) => c.fn === 'setup_status_probe')).toHaveLength(3);
  });
});
