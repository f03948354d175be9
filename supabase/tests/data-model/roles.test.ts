/** Roles live in profiles.role; only admins (or the service role) change them. */
import { closeClients, newUserClient, serviceClient } from '../helpers';
import { makeAdmin } from '../rls/support';

afterAll(closeClients);

const roleOf = async (userId: string) =>
  (await serviceClient().from('profiles').select('role').eq('user_id', userId).single()).data?.role;

describe('roles', () => {
  it('refuses a member promoting themselves to admin', async () => {
    const member = await newUserClient();
    const { error } = await member.client.from('profiles').update({ role: 'admin' }).eq('user_id', member.user.id);
    expect(error).toMatchObject({ code: '42501', message: 'Only an admin can change a role', hint: 'role_change_forbidden' });
    expect(await roleOf(member.user.id)).toBe('user');
  });

  it('refuses the role change even hidden among allowed edits', async () => {
    const member = await newUserClient();
    const { error } = await member.client
      .from('profiles')
      .update({ full_name: 'Ana', role: 'admin' })
      .eq('user_id', member.user.id);
    expect(error?.code).toBe('42501');
    expect(await roleOf(member.user.id)).toBe('user');
  });

  it('lets members edit their own details', async () => {
    const member = await newUserClient();
    const { error } = await member.client
      .from('profiles')
      .update({ full_name: 'Ana Garcia', preferred_language: 'es', preferred_currency: 'GBP', country: 'ES' })
      .eq('user_id', member.user.id);
    expect(error).toBeNull();
  });

  it('lets an admin promote and demote someone else', async () => {
    const [admin, member] = await Promise.all([newUserClient(), newUserClient()]);
    await makeAdmin(admin);
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
    expect((await member.client.rpc('is_admin')).data).toBe(false);
    expect((await admin.client.from('profiles').update({ role: 'admin' }).eq('user_id', member.user.id)).error).toBeNull();
    expect(await roleOf(member.user.id)).toBe('admin');
    expect((await admin.client.from('profiles').update({ role: 'user' }).eq('user_id', member.user.id)).error).toBeNull();
    expect(await roleOf(member.user.id)).toBe('user');
  });
});
