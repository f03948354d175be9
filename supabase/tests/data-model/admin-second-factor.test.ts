/**
 * Admin powers need a second factor (issue 18; migration 20261124000300): `is_admin()` is true only
 * for an aal2 session, so every admin policy and admin-checking function asks for it, as hosted
 * Supabase's MFA guide recommends (auth.jwt() ->> 'aal' in RLS). An admin signed in with a
 * password only is treated as the member they also are.
 */
import { closeClients, newUserClient, passSecondFactor, serviceClient, type SignedInUser } from '../helpers';

afterAll(closeClients);

let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([newUserClient(), newUserClient()]);
  const { error } = await serviceClient().from('profiles').update({ role: 'admin' }).eq('user_id', admin.user.id);
  if (error) throw new Error(error.message);
});

/** A site_content key of this test's own (keys are snake_case). */
const keyOf = (who: SignedInUser) => `test_aal_${who.user.id.replaceAll('-', '')}`;
const siteContentWrite = (who: SignedInUser) =>
  who.client.from('site_content').upsert({ key: keyOf(who), value: { heading: 'x' } }, { onConflict: 'key' }).select('key');

describe('an admin at aal1 (password only)', () => {
  it('is not an admin to the database', async () => {
    expect((await admin.client.rpc('is_admin')).data).toBe(false);
  });

  it('cannot write admin-only tables, change roles or read other members', async () => {
    expect((await siteContentWrite(admin)).error?.code).toBe('42501');
    const promote = await admin.client.from('profiles').update({ role: 'admin' }).eq('user_id', member.user.id).select('role');
    expect(promote.data).toEqual([]);
    const other = await admin.client.from('profiles').select('user_id').eq('user_id', member.user.id);
    expect(other.data).toEqual([]);
  });

  it('still reads and edits their own profile', async () => {
    const own = await admin.client.from('profiles').update({ full_name: 'Ada Admin' }).eq('user_id', admin.user.id).select('full_name');
    expect(own.data).toEqual([{ full_name: 'Ada Admin' }]);
  });
});

describe('the same admin after the second factor (aal2)', () => {
  beforeAll(async () => {
    await passSecondFactor(admin.client);
  });

  it('is an admin, writes admin-only tables and reads other members', async () => {
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
    const written = await siteContentWrite(admin);
    expect(written.error).toBeNull();
    expect(written.data).toHaveLength(1);
    const other = await admin.client.from('profiles').select('user_id').eq('user_id', member.user.id);
    expect(other.data).toEqual([{ user_id: member.user.id }]);
    await serviceClient().from('site_content').delete().eq('key', keyOf(admin));
  });
});

it('a member at aal2 is still not an admin', async () => {
  const other = await newUserClient();
  await passSecondFactor(other.client);
  expect((await other.client.rpc('is_admin')).data).toBe(false);
  expect((await siteContentWrite(other)).error?.code).toBe('42501');
});
