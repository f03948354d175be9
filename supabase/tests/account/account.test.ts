/**
 * The account's data (issue 21): "download all my data" holds the member's rows and nobody
 * else's, also when an admin (whose RLS sees every row) exports; deleting an account ends its
 * Stripe subscription, removes everything that is the member's, and keeps their subscriptions
 * and orders detached as billing records that only admins read.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { deleteAccount } from '@/lib/account/delete-account';
import { syncSubscription } from '@/lib/billing/sync';
import { buildAccountExport } from '@/lib/data/account-export';
import type { Database } from '@/lib/database.types';
import { closeClients, newUserClient, serviceClient, type SignedInUser } from '../helpers';
import { memberWithCustomer, paidSubscription, planPrice, startBillingWorld, type BillingWorld } from '../billing/stripe-billing';
import { makeAdmin } from '../rls/support';

let world: BillingWorld;
const service = () => serviceClient() as unknown as SupabaseClient<Database>;

beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => {
  await world?.close();
  await closeClients();
});

/** A member with a name, a contact, a medical ID and an order, each marked with `tag`. */
async function memberWithData(tag: string, member?: SignedInUser) {
  const person = member ?? (await newUserClient());
  const id = person.user.id;
  const db = service();
  const { data: product } = await db.from('products').select('id').limit(1).single();
  const writes = await Promise.all([
    db.from('profiles').update({ full_name: `Name ${tag}` }).eq('user_id', id),
    db.from('emergency_contacts').insert({ user_id: id, name: `Contact ${tag}`, email: `contact-${tag}@example.test`, priority: 1 }),
    db.from('medical_profiles').insert({ user_id: id, allergies: [`Allergy ${tag}`], doctor_name: `Doctor ${tag}`, doctor_phone: '+34600123456' }),
    db.from('orders').insert({ user_id: id, product_id: product!.id, quantity: 1, unit_price: 10, total: 10, currency: 'EUR', status: 'paid', shipping_address: `Buyer ${tag}\nStreet 1\n1000 Town\nES`, provider: 'manual' }),
  ]);
  for (const write of writes) expect(write.error).toBeNull();
  return person;
}

const asDatabase = (client: SignedInUser['client']) => client as unknown as SupabaseClient<Database>;

/**
 * The service-role client for what only it may do (deleting the auth user), failing any table
 * read: the service role never reads data on the member's behalf.
 */
function adminThatReadsNothing(): SupabaseClient<Database> {
  const admin = service();
  return Object.create(admin, {
    from: {
      value: (table: string) => {
        throw new Error(`the service role read ${table} on the member's behalf`);
      },
    },
  }) as SupabaseClient<Database>;
}

const exportOf = (person: SignedInUser) =>
  buildAccountExport(person.client as unknown as SupabaseClient<Database>, { id: person.user.id, email: person.email, phone: null });

it('the export holds the member’s own rows and nobody else’s', async () => {
  const [alice, bob] = await Promise.all([memberWithData('alice'), memberWithData('bob')]);
  // Alice shares with Bob: the link is in both exports, from each one's side.
  expect((await service().from('family_links').insert({ member_id: alice.user.id, family_member_id: bob.user.id, view_medical: true })).error).toBeNull();

  const file = await exportOf(alice);
  const text = JSON.stringify(file);
  expect(file.account.id).toBe(alice.user.id);
  expect(file.profile).toMatchObject({ user_id: alice.user.id, full_name: 'Name alice' });
  expect(file.emergency_contacts.map((row) => row.name)).toEqual(['Contact alice']);
  expect(file.medical_id).toMatchObject({ doctor_name: 'Doctor alice', allergies: ['Allergy alice'] });
  expect(file.orders).toHaveLength(1);
  expect(file.family_links.i_share_with).toHaveLength(1);
  expect(file.family_links.shared_with_me).toHaveLength(0);
  expect(text).not.toContain('bob');

  const bobs = await exportOf(bob);
  expect(bobs.family_links.shared_with_me).toHaveLength(1);
  expect(bobs.emergency_contacts.map((row) => row.name)).toEqual(['Contact bob']);
  expect(JSON.stringify(bobs)).not.toContain('Contact alice');
});

it('an admin, who may read every row, still exports only their own', async () => {
  const other = await memberWithData('other-member');
  const admin = await memberWithData('the-admin');
  await makeAdmin(admin);
  // The admin's RLS does see the other member's rows...
  expect((await admin.client.from('emergency_contacts').select('id').eq('user_id', other.user.id)).data).toHaveLength(1);
  // ...but the export names the admin in every query.
  const file = await exportOf(admin);
  expect(file.emergency_contacts.map((row) => row.name)).toEqual(['Contact the-admin']);
  expect(file.orders).toHaveLength(1);
  expect(JSON.stringify(file)).not.toContain('other-member');
});

it('the export leaves out secrets: invitation token hashes and push keys', async () => {
  const member = await newUserClient();
  const { error } = await member.client.from('push_subscriptions').insert({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: 'BPUBLICKEY'.padEnd(87, 'x'), auth: 'secret-auth-16ch' });
  const file = await exportOf(member);
  if (!error) {
    expect(file.push_subscriptions).toEqual([expect.objectContaining({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' })]);
  }
  expect(JSON.stringify(file)).not.toMatch(/p256dh|secret-auth|token_hash/);
});

it('deleting an account cancels its Stripe subscription, removes its data and keeps the billing records detached', async () => {
  const { member, customer } = await memberWithCustomer(world);
  await memberWithData('leaving', member);
  await paidSubscription(world, customer, [{ price: await planPrice(world.admin, 'Premium Protection'), quantity: 1 }]);
  const [subscription] = (await world.stripe.subscriptions.list({ customer })).data;
  await syncSubscription(world, subscription.id);
  const id = member.user.id;
  const db = service();
  expect((await db.from('subscriptions').select('status').eq('user_id', id)).data).toEqual([{ status: 'active' }]);

  await deleteAccount({ member: asDatabase(member.client), admin: world.admin, stripe: world.stripe }, id);

  expect((await world.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  expect((await db.auth.admin.getUserById(id)).data.user).toBeNull();
  for (const [table, column] of [
    ['profiles', 'user_id'],
    ['emergency_contacts', 'user_id'],
    ['medical_profiles', 'user_id'],
    ['billing_customers', 'user_id'],
    ['subscriptions', 'user_id'],
    ['orders', 'user_id'],
  ] as const) {
    expect({ table, rows: (await db.from(table).select('*').eq(column, id)).data }).toEqual({ table, rows: [] });
  }
  const kept = await db.from('subscriptions').select('user_id, status, member_deleted_at').eq('provider_subscription', subscription.id);
  expect(kept.data).toEqual([{ user_id: null, status: 'canceled', member_deleted_at: expect.any(String) }]);
  const order = await db.from('orders').select('user_id, member_deleted_at, shipping_address').eq('shipping_address', 'Buyer leaving\nStreet 1\n1000 Town\nES');
  expect(order.data).toEqual([{ user_id: null, member_deleted_at: expect.any(String), shipping_address: 'Buyer leaving\nStreet 1\n1000 Town\nES' }]);

  // A detached record is nobody's: another member does not see it.
  const someone = await newUserClient();
  expect((await someone.client.from('subscriptions').select('id').eq('provider_subscription', subscription.id)).data).toEqual([]);
  expect((await someone.client.from('orders').select('id').is('user_id', null)).data).toEqual([]);
});

it('without Stripe configured, an account that still pays through Stripe is not deleted', async () => {
  const { member, customer } = await memberWithCustomer(world);
  await paidSubscription(world, customer, [{ price: await planPrice(world.admin, 'Personal Account'), quantity: 1 }]);
  const [subscription] = (await world.stripe.subscriptions.list({ customer })).data;
  await syncSubscription(world, subscription.id);
  await expect(deleteAccount({ member: asDatabase(member.client), admin: adminThatReadsNothing(), stripe: null }, member.user.id)).rejects.toThrow(
    'running Stripe subscription',
  );
  expect((await service().from('profiles').select('user_id').eq('user_id', member.user.id)).data).toHaveLength(1);
});

it('without Stripe configured, an account with nothing running is deleted; its subscriptions are read with the member’s own session', async () => {
  const member = await memberWithData('no-stripe');
  await deleteAccount({ member: asDatabase(member.client), admin: adminThatReadsNothing(), stripe: null }, member.user.id);
  expect((await service().auth.admin.getUserById(member.user.id)).data.user).toBeNull();
  expect((await service().from('profiles').select('user_id').eq('user_id', member.user.id)).data).toEqual([]);
});
