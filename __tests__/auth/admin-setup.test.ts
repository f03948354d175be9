/** @jest-environment node */
import { attemptAdminSetup } from '@/lib/auth/admin-setup';

/**
 * A fake of the database: admin_setup_gate (an admin exists; 5 wrong codes per person throttle),
 * record_admin_setup_failure and claim_first_admin (promotes only while no admin exists).
 */
function store(adminExists: boolean) {
  const promoted: string[] = [];
  const wrong: string[] = [];
  return {
    promoted,
    wrong,
    gate: jest.fn(async (id: string) =>
      adminExists || promoted.length > 0 ? ('adminExists' as const) : wrong.filter((w) => w === id).length >= 5 ? ('throttled' as const) : ('open' as const),
    ),
    recordWrongToken: jest.fn(async (id: string) => {
      wrong.push(id);
    }),
    claimFirstAdmin: jest.fn(async (id: string) => {
      if (adminExists) return false;
      promoted.push(id);
      return true;
    }),
  };
}

describe('attemptAdminSetup', () => {
  const expectedToken = 'local-admin-setup-token';

  it('promotes with the right secret while no admin exists, and logs it', async () => {
    const s = store(false);
    const log = jest.fn();
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log })).resolves.toBe('success');
    expect(s.promoted).toEqual(['u1']);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: 'admin_setup_attempt', userId: 'u1', outcome: 'success' }));
  });

  it('refuses a wrong secret without touching the database', async () => {
    const s = store(false);
    const log = jest.fn();
    await expect(attemptAdminSetup({ userId: 'u1', token: 'nope', expectedToken, store: s, log })).resolves.toBe('wrongToken');
    expect(s.claimFirstAdmin).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'wrongToken' }));
    expect(JSON.stringify(log.mock.calls)).not.toContain(expectedToken);
  });

  it('says an admin already exists before comparing any code, so none can be tried', async () => {
    const s = store(true);
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('adminExists');
    await expect(attemptAdminSetup({ userId: 'u1', token: 'nope', expectedToken, store: s, log: jest.fn() })).resolves.toBe('adminExists');
    expect(s.promoted).toEqual([]);
    expect(s.recordWrongToken).not.toHaveBeenCalled();
  });

  it('counts wrong codes and, past the limit, refuses even the right one without comparing it', async () => {
    const s = store(false);
    for (let i = 0; i < 5; i++) {
      await expect(attemptAdminSetup({ userId: 'u1', token: `guess-${i}`, expectedToken, store: s, log: jest.fn() })).resolves.toBe('wrongToken');
    }
    expect(s.wrong).toHaveLength(5);
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('tooManyAttempts');
    expect(s.claimFirstAdmin).not.toHaveBeenCalled();
    // Someone else is not locked out by u1's guesses.
    await expect(attemptAdminSetup({ userId: 'u2', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('success');
  });

  it('is switched off without a configured secret', async () => {
    await expect(attemptAdminSetup({ userId: 'u1', token: '', expectedToken: undefined, store: store(false), log: jest.fn() })).resolves.toBe('disabled');
  });

  it('reports a database failure as failed', async () => {
    const s = { gate: async () => 'open' as const, recordWrongToken: async () => {}, claimFirstAdmin: async () => { throw new Error('down'); } };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('failed');
  });
});
