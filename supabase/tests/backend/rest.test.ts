import { anonClient, closeClients, newUserClient, type SignedInUser } from '../helpers';

afterAll(closeClients);

let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([newUserClient(), newUserClient()]);
  const { error } = await alice.client
    .from('test_notes')
    .insert([0, 1, 2, 3, 4].map((priority) => ({ title: `note ${priority}`, priority })));
  if (error) throw new Error(error.message);
});

describe('REST (PostgREST) through supabase-js', () => {
  it('selects with filters, order, range and an exact count', async () => {
    const { data, count, error, status } = await alice.client
      .from('test_notes')
      .select('title, priority', { count: 'exact' })
      .gte('priority', 1)
      .neq('title', 'note 3')
      .order('priority', { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(status).toBe(206);
    expect(data).toEqual([
      { title: 'note 4', priority: 4 },
      { title: 'note 2', priority: 2 },
    ]);
  });

  it('limits and filters with in()', async () => {
    const { data, error } = await alice.client
      .from('test_notes')
      .select('priority')
      .in('priority', [0, 2, 4])
      .order('priority')
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([{ priority: 0 }, { priority: 2 }]);
  });

  it('inserts with DEFAULT auth.uid() and returns the row', async () => {
    const { data, error, status } = await alice.client
      .from('test_notes')
      .insert({ title: 'inserted', tags: ['a', 'b'] })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ title: 'inserted', owner_id: alice.user.id, tags: ['a', 'b'], priority: 0 });
  });

  it('upserts on a conflict target', async () => {
    const row = { owner_id: alice.user.id, title: 'upserted', priority: 1 };
    await alice.client.from('test_notes').upsert(row, { onConflict: 'owner_id,title' });
    const { data, error } = await alice.client
      .from('test_notes')
      .upsert({ ...row, priority: 9 }, { onConflict: 'owner_id,title' })
      .select('title, priority');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'upserted', priority: 9 }]);
    const { count } = await alice.client.from('test_notes').select('*', { count: 'exact', head: true }).eq('title', 'upserted');
    expect(count).toBe(1);
  });

  it('updates and deletes', async () => {
    const { data: created } = await alice.client.from('test_notes').insert({ title: 'to change' }).select('id').single();
    const id = created!.id as number;
    const { data: updated, error } = await alice.client.from('test_notes').update({ priority: 7 }).eq('id', id).select('priority');
    expect(error).toBeNull();
    expect(updated).toEqual([{ priority: 7 }]);

    const { error: deleteError, status } = await alice.client.from('test_notes').delete().eq('id', id);
    expect(deleteError).toBeNull();
    expect(status).toBe(204);
    const { data: gone } = await alice.client.from('test_notes').select('id').eq('id', id);
    expect(gone).toEqual([]);
  });

  it('single() on zero rows answers PGRST116', async () => {
    const { data, error, status } = await alice.client.from('test_notes').select().eq('title', 'does not exist').single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it('isolates users with RLS', async () => {
    const { data: bobSees } = await bob.client.from('test_notes').select('id');
    expect(bobSees).toEqual([]);

    const { data: target } = await alice.client.from('test_notes').select('id').eq('title', 'note 0').single();
    const { data: changed } = await bob.client.from('test_notes').update({ title: 'hijacked' }).eq('id', target!.id).select();
    expect(changed).toEqual([]);
    const { data: deleted } = await bob.client.from('test_notes').delete().eq('id', target!.id).select();
    expect(deleted).toEqual([]);
    const { data: still } = await alice.client.from('test_notes').select('title').eq('id', target!.id).single();
    expect(still?.title).toBe('note 0');

    const { error } = await bob.client.from('test_notes').insert({ title: 'forged', owner_id: alice.user.id });
    expect(error?.code).toBe('42501');
  });

  it('refuses anon writes (401) and shows anon nothing', async () => {
    const anon = anonClient();
    const { data } = await anon.from('test_notes').select('id');
    expect(data).toEqual([]);
    const { error, status } = await anon.from('test_notes').insert({ title: 'anon', owner_id: alice.user.id });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});
