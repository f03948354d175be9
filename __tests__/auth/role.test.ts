import { isAdmin, resolveRole } from '@/lib/auth/role';
import { lookupRole, type ProfileRoleReader } from '@/lib/auth/role-lookup';

const user = { id: '00000000-0000-0000-0000-000000000001' };

describe('resolveRole (docs/product.md#states)', () => {
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

describe('lookupRole: the one role read (docs/product.md#states)', () => {
  type Answer = { data: { role: string | null } | null; error: unknown };
  /** A client whose profiles read answers `answer` (or throws), recording what was asked. */
  function reader(answer: Answer | Error) {
    const asked: unknown[][] = [];
    const client = {
      from: (...table: unknown[]) => {
        asked.push(['from', ...table]);
        return {
          select: (...columns: unknown[]) => {
            asked.push(['select', ...columns]);
            return {
              eq: (...filter: unknown[]) => {
                asked.push(['eq', ...filter]);
                return {
                  maybeSingle: async () => {
                    if (answer instanceof Error) throw answer;
                    return answer;
                  },
                };
              },
            };
          },
        };
      },
    };
    return { client: client as unknown as ProfileRoleReader, asked };
  }

  it('gives no role without a user, and reads nothing', async () => {
    const { client, asked } = reader({ data: { role: 'admin' }, error: null });
    expect(await lookupRole(client, null)).toBeNull();
    expect(await lookupRole(client, undefined)).toBeNull();
    expect(asked).toEqual([]);
  });

  it("reads the user's own profile row and gives its role", async () => {
    const { client, asked } = reader({ data: { role: 'admin' }, error: null });
    expect(await lookupRole(client, user.id)).toBe('admin');
    expect(asked).toEqual([['from', 'profiles'], ['select', 'role'], ['eq', 'user_id', user.id]]);
    expect(await lookupRole(reader({ data: { role: 'user' }, error: null }).client, user.id)).toBe('user');
  });

  it('falls back to user, logged, on a missing profile, an error, a throw or an unexpected value', async () => {
    const log = jest.fn();
    expect(await lookupRole(reader({ data: null, error: null }).client, user.id, log)).toBe('user');
    expect(await lookupRole(reader({ data: null, error: { message: 'JWT expired' } }).client, user.id, log)).toBe('user');
    expect(await lookupRole(reader(new Error('network down')).client, user.id, log)).toBe('user');
    expect(await lookupRole(reader({ data: { role: 'superadmin' }, error: null }).client, user.id, log)).toBe('user');
    expect(log).toHaveBeenCalledTimes(4);
  });
});
