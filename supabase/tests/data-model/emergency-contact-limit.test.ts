/**
 * The plan's emergency contact limit is enforced by the database (docs/product.md#rules, docs/product.md#limits-and-constants: up to 5 on Family
 * Connection and Premium Protection), with an error the app can translate: code ICE01.
 */
import { closeClients, newUserClient, type SignedInUser } from '../helpers';
import { PERSONAL_PLAN_ID, subscribe } from '../rls/support';

afterAll(closeClients);

const contact = (user: SignedInUser, n: number) => ({ user_id: user.user.id, name: `Contact ${n}`, email: `c${n}@example.com` });

describe('emergency contact limit', () => {
  it('refuses the 6th contact on Premium Protection with ICE01 and a clear message', async () => {
    const member = await newUserClient();
    await subscribe(member.user.id);
    for (let n = 1; n <= 5; n++) {
      const { error } = await member.client.from('emergency_contacts').insert(contact(member, n));
      expect(error).toBeNull();
    }
    const { error } = await member.client.from('emergency_contacts').insert(contact(member, 6));
    expect(error).toMatchObject({
      code: 'ICE01',
      message: 'Emergency contact limit reached: your plan allows up to 5 contacts',
      hint: 'emergency_contact_limit',
    });
    expect(JSON.parse(error!.details)).toEqual({ limit: 5, current: 5 });
    const { count } = await member.client.from('emergency_contacts').select('*', { count: 'exact', head: true });
    expect(count).toBe(5);
  });

  it('allows one contact without a subscription, and says so in the singular', async () => {
    const member = await newUserClient();
    expect((await member.client.rpc('emergency_contact_limit')).data).toBe(1);
    expect((await member.client.from('emergency_contacts').insert(contact(member, 1))).error).toBeNull();
    const { error } = await member.client.from('emergency_contacts').insert(contact(member, 2));
    expect(error?.message).toBe('Emergency contact limit reached: your plan allows up to 1 contact');
  });

  it('takes the highest limit of the active plans and ignores canceled ones', async () => {
    const member = await newUserClient();
    await subscribe(member.user.id, PERSONAL_PLAN_ID);
    expect((await member.client.rpc('emergency_contact_limit')).data).toBe(3);
    await subscribe(member.user.id, undefined, 'canceled');
    expect((await member.client.rpc('emergency_contact_limit')).data).toBe(3);
    await subscribe(member.user.id, undefined, 'trialing');
    expect((await member.client.rpc('emergency_contact_limit')).data).toBe(5);
  });

  it('counts simultaneous inserts one after the other', async () => {
    const member = await newUserClient();
    await subscribe(member.user.id);
    for (let n = 1; n <= 4; n++) await member.client.from('emergency_contacts').insert(contact(member, n));
    const results = await Promise.all([5, 6, 7].map((n) => member.client.from('emergency_contacts').insert(contact(member, n))));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === 'ICE01')).toHaveLength(2);
  });
});
