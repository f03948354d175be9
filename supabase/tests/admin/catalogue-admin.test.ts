/**
 * The catalogue's admin rules (issue 22; migration 20261124001500_catalogue_admin): admins create,
 * edit, hide and reorder plans, products and regional services on their own session (RLS, and the
 * audit triggers record them as the actor); members cannot; anon never sees a hidden item; a
 * translations value of the wrong shape, a non-http "coming soon" link and a malformed Stripe
 * price id are refused with a 400, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { anonClient, closeClients, newUserClient, serviceClient, uniqueEmail, type SignedInUser } from '../helpers';
import { makeAdmin, must } from '../rls/support';

afterAll(closeClients);

type Table = 'subscription_plans' | 'products' | 'regional_services';
const KINDS: { kind: 'plans' | 'products' | 'services'; table: Table; extra: Record<string, unknown> }[] = [
  { kind: 'plans', table: 'subscription_plans', extra: {} },
  { kind: 'products', table: 'products', extra: { status: 'active' } },
  { kind: 'services', table: 'regional_services', extra: { region: 'zq' } },
];

let admin: SignedInUser;
let member: SignedInUser;
const created: { table: Table; id: string }[] = [];

beforeAll(async () => {
  [admin, member] = await Promise.all([newUserClient(uniqueEmail('catalogue-admin')), newUserClient(uniqueEmail('catalogue-member'))]);
  await makeAdmin(admin);
});

afterAll(async () => {
  for (const { table, id } of created) await serviceClient().from(table).delete().eq('id', id);
});

const tag = () => randomUUID().slice(0, 8);

/** A row made by the admin on their own session, removed after the file. */
async function adminCreates(table: Table, fields: Record<string, unknown>) {
  const row = must(await admin.client.from(table).insert(fields).select('id').single(), `creating in ${table}`);
  created.push({ table, id: row.id });
  return row.id as string;
}

async function auditOf(entityId: string) {
  const { data, error } = await serviceClient().from('admin_audit').select('*').eq('entity_id', entityId).order('id');
  if (error) throw new Error(error.message);
  return data;
}

describe.each(KINDS)('$table', ({ kind, table, extra }) => {
  it('an admin creates, edits with translations, hides and shows again; each step is audited with the admin as actor', async () => {
    const name = `Catalogue ${kind} ${tag()}`;
    const id = await adminCreates(table, { name, price: 3.5, ...extra });
    const translations = { nl: { description: 'Nederlandse tekst', features: ['Eén', 'Twee'] }, es: { name: `${name} ES` } };
    const edited = await admin.client.from(table).update({ description: 'English text', translations }).eq('id', id).select('description, translations').single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({ description: 'English text', translations });

    expect((await admin.client.from(table).update({ is_active: false }).eq('id', id)).error).toBeNull();
    expect((await anonClient().from(table).select('id').eq('id', id)).data).toEqual([]);
    expect((await member.client.from(table).select('id').eq('id', id)).data).toEqual([]);
    expect((await admin.client.from(table).select('id').eq('id', id)).data).toEqual([{ id }]);

    expect((await admin.client.from(table).update({ is_active: true }).eq('id', id)).error).toBeNull();
    expect((await anonClient().from(table).select('id, translations').eq('id', id)).data).toEqual([{ id, translations }]);

    const rows = await auditOf(id);
    expect(rows.map((r) => r.action)).toEqual(['catalogue.create', 'catalogue.update', 'catalogue.update', 'catalogue.update']);
    expect(rows.every((r) => r.actor_id === admin.user.id && r.entity === table)).toBe(true);
    expect(rows[1]).toMatchObject({ before: { description: null, translations: {} }, after: { description: 'English text', translations } });
    expect(rows[2]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('a member cannot create, edit, hide or delete (RLS), and nothing changes', async () => {
    const id = await adminCreates(table, { name: `Guarded ${kind} ${tag()}`, price: 1, ...extra });
    const insert = await member.client.from(table).insert({ name: 'Sneaky', price: 0, ...extra });
    expect(insert.error).not.toBeNull();
    expect(insert.status).toBeGreaterThanOrEqual(400);
    expect(insert.status).toBeLessThan(500);
    const update = await member.client.from(table).update({ price: 0, is_active: false }).eq('id', id).select('id');
    expect(update.data ?? []).toEqual([]);
    await member.client.from(table).delete().eq('id', id);
    const after = await serviceClient().from(table).select('price, is_active').eq('id', id).single();
    expect(after.data).toMatchObject({ is_active: true });
    expect(Number(after.data?.price)).toBe(1);
  });

  it.each([
    ['a language other than nl or es', { fr: { name: 'Non' } }],
    ['English, which lives in the columns', { en: { name: 'No' } }],
    ['an unknown field', { nl: { title: 'Nee' } }],
    ['an empty name', { nl: { name: '' } }],
    ['a name of 201 characters', { nl: { name: 'x'.repeat(201) } }],
    ['a description of 1001 characters', { es: { description: 'x'.repeat(1001) } }],
    ['features that are not a list', { nl: { features: 'Eén' } }],
    ['a feature that is not text', { nl: { features: ['Eén', 2] } }],
    ['a feature of 201 characters', { nl: { features: ['x'.repeat(201)] } }],
    ['21 features', { nl: { features: Array.from({ length: 21 }, (_, i) => `F${i}`) } }],
    ['a list instead of an object', [{ nl: {} }]],
    ['a language that is not an object', { nl: 'Hallo' }],
  ])('refuses translations with %s with a 400', async (_label, translations) => {
    const id = await adminCreates(table, { name: `Shape ${kind} ${tag()}`, price: 1, ...extra });
    const result = await admin.client.from(table).update({ translations }).eq('id', id);
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('23514');
    const inserted = await admin.client.from(table).insert({ name: 'Bad shape', price: 1, translations, ...extra });
    expect(inserted.status).toBe(400);
  });
});

describe('checks on links and price ids', () => {
  it('a coming-soon link must be an http(s) address of at most 500 characters', async () => {
    const id = await adminCreates('products', { name: `Link ${tag()}`, price: 1 });
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'https://', 'example.com', `https://example.com/${'x'.repeat(500)}`]) {
      const { status } = await admin.client.from('products').update({ coming_soon_url: url }).eq('id', id);
      expect([url.slice(0, 30), status]).toEqual([url.slice(0, 30), 400]);
    }
    expect((await admin.client.from('products').update({ coming_soon_url: 'https://example.com/pendant?from=site' }).eq('id', id)).error).toBeNull();
    expect((await admin.client.from('products').update({ coming_soon_url: null }).eq('id', id)).error).toBeNull();
  });

  it('a Stripe price id must look like price_…, and one price id belongs to one plan (409)', async () => {
    const id = await adminCreates('subscription_plans', { name: `Priced ${tag()}`, price: 1, is_active: false });
    for (const bad of ['prod_123', 'price_', 'price_abc-def', ' price_abc']) {
      const { status } = await admin.client.from('subscription_plans').update({ stripe_price_id: bad }).eq('id', id);
      expect([bad, status]).toEqual([bad, 400]);
    }
    const priceId = `price_${randomUUID().replaceAll('-', '')}`;
    expect((await admin.client.from('subscription_plans').update({ stripe_price_id: priceId }).eq('id', id)).error).toBeNull();
    const twin = await admin.client.from('subscription_plans').insert({ name: `Twin ${tag()}`, price: 1, is_active: false, stripe_price_id: priceId });
    expect(twin.status).toBe(409);
    expect(twin.error?.code).toBe('23505');
    expect((await admin.client.from('products').update({ stripe_price_id: 'nope' }).eq('id', id)).status).toBeLessThan(500);
  });
});

describe('hidden items stay out of public reads', () => {
  it('anon and members see no hidden plan, product or service; a buyer still sees the product they ordered', async () => {
    const plan = await adminCreates('subscription_plans', { name: `Hidden plan ${tag()}`, price: 1, is_active: false });
    const product = await adminCreates('products', { name: `Hidden product ${tag()}`, price: 1, is_active: false });
    const service = await adminCreates('regional_services', { name: `Hidden service ${tag()}`, price: 1, region: 'zq', is_active: false });
    for (const client of [anonClient(), member.client]) {
      expect((await client.from('subscription_plans').select('id').eq('id', plan)).data).toEqual([]);
      expect((await client.from('products').select('id').eq('id', product)).data).toEqual([]);
      expect((await client.from('regional_services').select('id').eq('id', service)).data).toEqual([]);
    }
    const order = must(
      await serviceClient().from('orders').insert({ user_id: member.user.id, product_id: product, unit_price: 1, currency: 'EUR', total: 1, provider: 'manual' }).select('id').single(),
      'an order',
    );
    const read = await member.client.from('orders').select('products (name)').eq('id', order.id).single();
    expect(read.data?.products).toMatchObject({ name: expect.stringContaining('Hidden product') });
    await serviceClient().from('orders').delete().eq('id', order.id);
  });
});

describe('move_catalogue_item', () => {
  async function orderOf(table: Table, ids: string[]) {
    const { data } = await serviceClient().from(table).select('id, sort_order').in('id', ids);
    return [...(data ?? [])].sort((a, b) => a.sort_order - b.sort_order).map((row) => row.id);
  }

  it.each(KINDS)('swaps a $kind item with its neighbour, as the admin (audited), and answers false at either end', async ({ kind, table, extra }) => {
    // The highest sort orders of the table, so these three are neighbours whatever else is in it.
    const top = await serviceClient().from(table).select('sort_order').order('sort_order', { ascending: false }).limit(1);
    const base = (top.data?.[0]?.sort_order ?? 0) + 1000;
    const ids: string[] = [];
    for (const offset of [1, 2, 3]) ids.push(await adminCreates(table, { name: `Move ${offset} ${tag()}`, price: 1, sort_order: base + offset, ...extra }));
    const [a, b, c] = ids;

    const moved = await admin.client.rpc('move_catalogue_item', { kind, item: c, direction: 'up' });
    expect(moved).toMatchObject({ data: true, error: null });
    expect(await orderOf(table, ids)).toEqual([a, c, b]);

    expect((await admin.client.rpc('move_catalogue_item', { kind, item: a, direction: 'down' })).data).toBe(true);
    expect(await orderOf(table, ids)).toEqual([c, a, b]);

    expect((await admin.client.rpc('move_catalogue_item', { kind, item: b, direction: 'down' })).data).toBe(false);
    expect(await orderOf(table, ids)).toEqual([c, a, b]);

    const audit = await auditOf(c);
    // Ties elsewhere in the table may have been renumbered first, so the figures are not fixed here.
    expect(audit.at(-1)).toMatchObject({ action: 'catalogue.update', actor_id: admin.user.id, before: { sort_order: expect.any(Number) }, after: { sort_order: expect.any(Number) } });
  });

  it('renumbers ties first, so an item among equal sort orders still moves one place', async () => {
    const top = await serviceClient().from('regional_services').select('sort_order').order('sort_order', { ascending: false }).limit(1);
    const same = (top.data?.[0]?.sort_order ?? 0) + 1000;
    const prefix = `Tie ${tag()}`;
    const ids: string[] = [];
    for (const letter of ['a', 'b', 'c']) ids.push(await adminCreates('regional_services', { name: `${prefix} ${letter}`, price: 1, region: 'zq', sort_order: same }));
    expect((await admin.client.rpc('move_catalogue_item', { kind: 'services', item: ids[0], direction: 'down' })).data).toBe(true);
    const { data } = await serviceClient().from('regional_services').select('id, sort_order').in('id', ids);
    const orders = new Map((data ?? []).map((row) => [row.id, row.sort_order]));
    expect(new Set(orders.values()).size).toBe(3);
    expect([...ids].sort((x, y) => orders.get(x)! - orders.get(y)!)).toEqual([ids[1], ids[0], ids[2]]);
    const all = await serviceClient().from('regional_services').select('sort_order');
    expect(all.data?.every((row) => row.sort_order % 10 === 0)).toBe(true);
  });

  it('refuses a member (ICE75, 403) and anon, and changes nothing', async () => {
    const id = await adminCreates('products', { name: `Unmoved ${tag()}`, price: 1, sort_order: 5 });
    const refused = await member.client.rpc('move_catalogue_item', { kind: 'products', item: id, direction: 'up' });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'ICE75', hint: 'catalogue_forbidden' });
    const anon = await anonClient().rpc('move_catalogue_item', { kind: 'products', item: id, direction: 'up' });
    expect(anon.error).not.toBeNull();
    expect(anon.status).toBeGreaterThanOrEqual(400);
    expect(anon.status).toBeLessThan(500);
    expect((await serviceClient().from('products').select('sort_order').eq('id', id).single()).data).toEqual({ sort_order: 5 });
  });

  it.each([
    ['an unknown kind', { kind: 'members', direction: 'up' }],
    ['an unknown direction', { kind: 'plans', direction: 'sideways' }],
  ])('refuses %s with ICE76 (400)', async (_label, args) => {
    const result = await admin.client.rpc('move_catalogue_item', { ...args, item: randomUUID() });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: 'ICE76' });
  });

  it('answers an unknown item with ICE77 (404)', async () => {
    const result = await admin.client.rpc('move_catalogue_item', { kind: 'plans', item: randomUUID(), direction: 'up' });
    expect(result.status).toBe(404);
    expect(result.error).toMatchObject({ code: 'ICE77' });
  });
});
