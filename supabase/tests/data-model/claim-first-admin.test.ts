/** public.claim_first_admin: the only way /admin-setup promotes, atomic and service-role only. */
import { closeClients, newUserClient, serviceClient } from '../helpers';

afterAll(closeClients);

const roleOf = async (userId: string) =>
  (await serviceClient().from('profiles').select('role').eq('user_id', userId).single()).data?.role;

/** Demotes every admin for the duration of `body`, then restores them, so "no admin yet" holds. */
async function withoutAdmins(body: () => Promise<void>) {
  const service = serviceClient();
  const { data: admins, error } = await service.from('profiles').select('user_id').eq('role', 'admin');
  if (error) throw error;
  const ids = (admins ?? []).map((row) => row.user_id as string);
  await service.from('profiles').update({ role: 'user' }).in('user_id', ids);
  try {
    await body();
  } finally {
    await service.from('profiles').update({ role: 'user' }).eq('role', 'admin');
    await service.from('profiles').update({ role: 'admin' }).in('user_id', ids);
  }
}

describe('claim_first_admin', () => {
  it('cannot be called by a member or a visitor', async () => {
    const member = await newUserClient();
    const { error } = await member.client.rpc('claim_first_admin', { target_user: member.user.id });
    expect(error).not.toBeNull();
    expect(await roleOf(member.user.id)).toBe('user');
  });

  it('returns false and promotes nobody while an admin exists', async () => {
    const member = await newUserClient();
    const { data, error } = await serviceClient().rpc('claim_first_admin', { target_user: member.user.id });
    expect(error).toBeNull();
    expect(data).toBe(false);
    expect(await roleOf(member.user.id)).toBe('user');
  });

  it('lets exactly one of several simultaneous claims win', async () => {
    const claimants = await Promise.all([1, 2, 3, 4].map(() => newUserClient()));
    await withoutAdmins(async () => {
      const results = await Promise.all(
        claimants.map((c) => serviceClient().rpc('claim_first_admin', { target_user: c.user.id })),
      );
      expect(results.map((r) => r.error)).toEqual([null, null, null, null]);
      expect(results.filter((r) => r.data === true)).toHaveLength(1);
      const roles = await Promise.all(claimants.map((c) => roleOf(c.user.id)));
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    });
  });
});

describe('admin_setup_gate and record_admin_setup_failure (issue 17, item 8)', () => {
  it('says adminExists while an admin exists, before any code is compared', async () => {
    const member = await newUserClient();
    const { data, error } = await serviceClient().rpc('admin_setup_gate', { target_user: member.user.id });
    expect(error).toBeNull();
    expect(data).toBe('adminExists');
  });

  it('throttles a person after 5 wrong codes, not someone else', async () => {
    const [guesser, other] = await Promise.all([newUserClient(), newUserClient()]);
    await withoutAdmins(async () => {
      const gate = async (userId: string) => (await serviceClient().rpc('admin_setup_gate', { target_user: userId })).data;
      expect(await gate(guesser.user.id)).toBe('open');
      for (let i = 0; i < 5; i++) {
        expect((await serviceClient().rpc('record_admin_setup_failure', { target_user: guesser.user.id })).error).toBeNull();
      }
      expect(await gate(guesser.user.id)).toBe('throttled');
      expect(await gate(other.user.id)).toBe('open');
    });
  });

  it('is for the service role only', async () => {
    const member = await newUserClient();
    expect((await member.client.rpc('admin_setup_gate', { target_user: member.user.id })).error).not.toBeNull();
    expect((await member.client.rpc('record_admin_setup_failure', { target_user: member.user.id })).error).not.toBeNull();
  });
});
