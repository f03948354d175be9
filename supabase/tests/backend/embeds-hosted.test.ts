import { closeClients, serviceClient } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 49): PostgREST's schema cache holds only the exposed
 * schemas' relations (docs.postgrest.org/en/v12/references/api/schemas.html), so a table is the
 * one of that name in `public`, whatever other schemas hold. Fixtures: public.users
 * (99990105000000_test_embeds_rpc.sql, named like auth.users) and public.messages
 * (99990118000000_test_embeds_hosted.sql, named like realtime.messages), each referenced by a
 * public table. Locally, `*` in such an embed took the other schema's columns (400 42703).
 */
afterAll(closeClients);

const service = () => serviceClient();

describe('an embed of a public table named like a table of another schema', () => {
  it('expands users(*) with public.users columns, not auth.users ones', async () => {
    const { data, error, status } = await service().from('test_user_profiles').select('*, users(*)').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, user_id: 1, bio: 'likes tea', users: { id: 1, display_name: 'App user' } }]);
  });

  it('expands messages(*) with public.messages columns, not realtime.messages ones', async () => {
    const { data, error, status } = await service().from('users').select('id, messages(*)').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, messages: [{ id: 1, user_id: 1, body: 'hello' }] }]);
  });

  it('expands users(*) embedded from public.messages, and with !inner', async () => {
    const plain = await service().from('messages').select('*, users(*)').eq('id', 1);
    expect(plain.error).toBeNull();
    expect(plain.data).toEqual([{ id: 1, user_id: 1, body: 'hello', users: { id: 1, display_name: 'App user' } }]);
    const inner = await service().from('test_user_profiles').select('bio, users!inner(*)').eq('users.display_name', 'App user');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ bio: 'likes tea', users: { id: 1, display_name: 'App user' } }]);
  });
});

describe('a write to a public table named like auth.users', () => {
  it('refuses a column only auth.users has with 400 PGRST204, as PostgREST does', async () => {
    // lite checked the body's keys against every `users` table's columns, let it through, and
    // Postgres answered 42703; PostgREST checks them against public.users alone.
    const { data, error, status } = await service().from('users').insert({ id: 990118, display_name: 'x', email: 'x@example.com' }).select();
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'email' column of 'users' in the schema cache" });
  });
});

/*
 * A table embedded in itself, as PostgREST's self-relationship rules resolve it (its `findRel`,
 * and supabase-js's own tests of `collections`). Fixture: test_folders (Root → Child A, Child B;
 * Child A → Grandchild), test_boards (two keys to itself) and test_board_labels
 * (99990119000000_test_embeds_self_reference.sql).
 */
describe('an embed of a table in itself', () => {
  const folders = () => service().from('test_folders');

  it('keeps only rows with a parent under !inner on the many-to-one embed', async () => {
    // lite's existence check named the table twice without an alias: each row met only itself, [].
    const { data, error } = await folders().select('name, parent:parent_id!inner(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Child A', parent: { name: 'Root' } },
      { name: 'Child B', parent: { name: 'Root' } },
      { name: 'Grandchild', parent: { name: 'Child A' } },
    ]);
  });

  it('filters on the embed with not.is.null and is.null', async () => {
    const withParent = await folders().select('name, parent:parent_id(name)').not('parent', 'is', null).order('id');
    expect(withParent.error).toBeNull();
    expect(withParent.data?.map((row) => row.name)).toEqual(['Child A', 'Child B', 'Grandchild']);
    const childless = await folders().select('name, test_folders(name)').is('test_folders', null).order('id');
    expect(childless.error).toBeNull();
    expect(childless.data).toEqual([
      { name: 'Child B', test_folders: [] },
      { name: 'Grandchild', test_folders: [] },
    ]);
  });

  it('keeps only rows with children under !inner on the one-to-many embed, with a filter on it', async () => {
    const inner = await folders().select('name, test_folders!inner(name)').order('id');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([
      { name: 'Root', test_folders: [{ name: 'Child A' }, { name: 'Child B' }] },
      { name: 'Child A', test_folders: [{ name: 'Grandchild' }] },
    ]);
    const both = await folders().select('name, children:test_folders!parent_id!inner(name), parent:parent_id!inner(name)').eq('parent.name', 'Root');
    expect(both.error).toBeNull();
    expect(both.data).toEqual([{ name: 'Child A', children: [{ name: 'Grandchild' }], parent: { name: 'Root' } }]);
  });

  it('embeds the children with the key column as hint, aliased or not', async () => {
    // lite took the unaliased form for the many-to-one and embedded the parent.
    const expected = [
      { name: 'Root', children: [{ name: 'Child A' }, { name: 'Child B' }] },
      { name: 'Child A', children: [{ name: 'Grandchild' }] },
      { name: 'Child B', children: [] },
      { name: 'Grandchild', children: [] },
    ];
    const plain = await folders().select('name, test_folders!parent_id(name)').order('id');
    expect(plain.error).toBeNull();
    expect(plain.data?.map((row) => ({ name: row.name, children: row.test_folders }))).toEqual(expected);
    const aliased = await folders().select('name, children:test_folders!parent_id(name)').order('id');
    expect(aliased.data).toEqual(expected);
  });

  it('refuses a constraint name as the hint with 400 PGRST200, as PostgREST does', async () => {
    const { data, error, status } = await folders().select('name, test_folders!test_folders_parent_id_fkey(name)');
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'test_folders' and 'test_folders' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'test_folders' and 'test_folders' using the hint 'test_folders_parent_id_fkey' in the schema 'public', but no matches were found.",
      hint: null,
    });
    const byColumn = await folders().select('name, parent:parent_id!test_folders_parent_id_fkey(name)');
    expect(byColumn.status).toBe(400);
    expect(byColumn.error?.code).toBe('PGRST200');
  });

  it('refuses the table name with 300 PGRST201 when the table has two keys to itself', async () => {
    const { data, error, status } = await service().from('test_boards').select('name, test_boards(name)');
    expect(status).toBe(300);
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST201');
    expect(error?.message).toBe("Could not embed because more than one relationship was found for 'test_boards' and 'test_boards'");
    expect(error?.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'one-to-many',
          embedding: 'test_boards with test_boards',
          relationship: 'test_boards_parent_id_fkey using test_boards(id) and test_boards(parent_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'test_boards with test_boards',
          relationship: 'test_boards_main_id_fkey using test_boards(id) and test_boards(main_id)',
        },
      ]),
    );
    const byColumn = await service().from('test_boards').select('name, parent:parent_id(name)').eq('id', 2);
    expect(byColumn.data).toEqual([{ name: 'Task', parent: { name: 'Main' } }]);
  });
});

describe('!left with a null relation', () => {
  it('keeps the row with the embed null', async () => {
    const { data, error } = await service().from('test_board_labels').select('label, test_boards!left(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { label: 'filed', test_boards: { name: 'Task' } },
      { label: 'loose', test_boards: null },
    ]);
  });
});
