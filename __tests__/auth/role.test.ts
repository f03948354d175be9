import { isAdmin, resolveRole } from '@/lib/auth/role';

const user = { id: '00000000-0000-0000-0000-000000000001' };

describe('resolveRole (spec §4)', () => {
  it('gives no role without a user', () => {
    expect(resolveRole({ user: null })).toBeNull();
  });

  it("gives the profile's role when found", () => {
    expect(resolveRole({ user, profile: { role: 'admin' } })).toBe('admin');
    expect(resolveRole({ user, profile: { role: 'user' } })).toBe('user');
  });

  it('falls back to user, logged, on a missing profile', () => {
    const log = jest.fn();
    expect(resolveRole({ user, profile: null }, log)).toBe('user');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('falls back to user, logged, on a lookup error', () => {
    const log = jest.fn();
    const error = { code: 'PGRST301', message: 'JWT expired' };
    expect(resolveRole({ user, error }, log)).toBe('user');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), error);
  });

  it('never escalates an unexpected value', () => {
    const log = jest.fn();
    expect(resolveRole({ user, profile: { role: 'superadmin' } }, log)).toBe('user');
    expect(resolveRole({ user, profile: { role: null } }, log)).toBe('user');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('admin means exactly the role admin', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('user')).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
