/** @jest-environment node */
import { attemptAdminSetup } from '@/lib/auth/admin-setup';

function store(adminExists: boolean) {
  const promoted: string[] = [];
  return {
    promoted,
    adminExists: jest.fn(async () => adminExists),
    promote: jest.fn(async (id: string) => void promoted.push(id)),
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
    expect(s.adminExists).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'wrongToken' }));
    expect(JSON.stringify(log.mock.calls)).not.toContain(expectedToken);
  });

  it('says an admin already exists', async () => {
    const s = store(true);
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('adminExists');
    expect(s.promote).not.toHaveBeenCalled();
  });

  it('is switched off without a configured secret', async () => {
    await expect(attemptAdminSetup({ userId: 'u1', token: '', expectedToken: undefined, store: store(false), log: jest.fn() })).resolves.toBe('disabled');
  });

  it('reports a database failure as failed', async () => {
    const s = { adminExists: async () => { throw new Error('down'); }, promote: jest.fn() };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(attemptAdminSetup({ userId: 'u1', token: expectedToken, expectedToken, store: s, log: jest.fn() })).resolves.toBe('failed');
  });
});
