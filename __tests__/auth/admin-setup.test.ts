/** @jest-environment node */
import { attemptAdminSetup } from '@/lib/auth/admin-setup';

/** A fake of public.claim_first_admin: promotes only while no admin exists. */
function store(adminExists: boolean) {
  const promoted: string[] = [];
  return {
    promoted,
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

  it('says an admin already exists', async () => {
    const s = store(true);
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('adminExists');
    expect(s.promoted).toEqual([]);
  });

  it('is switched off without a configured secret', async () => {
    await expect(attemptAdminSetup({ userId: 'u1', token: '', expectedToken: undefined, store: store(false), log: jest.fn() })).resolves.toBe('disabled');
  });

  it('reports a database failure as failed', async () => {
    const s = { claimFirstAdmin: async () => { throw new Error('down'); } };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('failed');
  });
});
