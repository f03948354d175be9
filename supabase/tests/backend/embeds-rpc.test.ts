import { closeClients, newUserClient, type SignedInUser } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 4): how PostgREST 12/13 resolves an embed and
 * picks the function of an RPC. Fixtures: supabase/tests/fixtures/migrations/99990105000000_test_embeds_rpc.sql.
 * - Embeds: docs.postgrest.org/en/v12/references/api/resource_embedding.html ("Foreign Key Joins
 *   on Multiple Foreign Key Relationships", "Recursive Relationships") and the error codes of
 *   docs.postgrest.org/en/v12/references/errors.html (PGRST200, PGRST201). Only the exposed schema
 *   (`public`) is searched for relationships (docs.postgrest.org/en/v12/references/api/schemas.html).
 * - RPC: docs.postgrest.org/en/v12/references/api/functions.html ("Functions with a single
 *   unnamed parameter", "Overloaded functions", "Calling functions with GET/HEAD" where the
 *   arguments are query parameters and any other parameter filters the result) and PGRST203.
 */
afterAll(closeClients);

let reader: SignedInUser;

beforeAll(async () => {
  reader = await newUserClient();
});

describe('an embed with two foreign keys to the same table', () => {
  it('is refused with 300 PGRST201 and the candidates', async () => {
    const { data, error, status } = await reader.client.from('test_messages').select('body, test_people(name)');
    expect(status).toBe(300);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'test_messages' and 'test_people'",
    });
    expect(error?.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'test_messages with test_people',
          relationship: 'test_messages_sender_id_fkey using test_messages(sender_id) and test_people(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'test_messages with test_people',
          relationship: 'test_messages_receiver_id_fkey using test_messages(receiver_id) and test_people(id)',
        },
      ]),
    );
    expect(error?.details).toHaveLength(2);
    expect(error?.hint).toMatch(/^Try changing 'test_people' to one of the following: /);
    expect(error?.hint).toContain("'test_people!test_messages_sender_id_fkey'");
    expect(error?.hint).toContain("'test_people!test_messages_receiver_id_fkey'");
  });

  it('resolves with a column or a constraint name as the hint', async () => {
    const { data, error } = await reader.client
      .from('test_messages')
      .select('body, sender:test_people!sender_id(name), receiver:test_people!test_messages_receiver_id_fkey(name)');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'hello Grace', sender: { name: 'Ada' }, receiver: { name: 'Grace' } }]);
  });
});

describe('an embed of a table that references itself', () => {
  it('by the table name embeds the rows that point here (one-to-many)', async () => {
    const { data, error } = await reader.client.from('test_employees').select('name, test_employees(name)').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Boss', test_employees: [{ name: 'Report A' }, { name: 'Report B' }] }]);
  });

  it('by the foreign key column embeds the row pointed at (many-to-one)', async () => {
    const { data, error } = await reader.client.from('test_employees').select('name, manager:manager_id(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Boss', manager: null },
      { name: 'Report A', manager: { name: 'Boss' } },
      { name: 'Report B', manager: { name: 'Boss' } },
    ]);
  });

  it('by the table name with the column as hint embeds the rows that point here', async () => {
    const { data, error } = await reader.client.from('test_employees').select('name, reports:test_employees!manager_id(name)').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Boss', reports: [{ name: 'Report A' }, { name: 'Report B' }] }]);
  });
});

describe('an app table named users', () => {
  it('is what users(*) embeds', async () => {
    const { data, error } = await reader.client.from('test_posts').select('body, users(display_name)');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'first post', users: { display_name: 'App user' } }]);
  });

  it('is not reached through a foreign key to auth.users, which the API does not expose', async () => {
    const { error: insertError } = await reader.client.from('test_notes').insert({ title: 'mine' });
    expect(insertError).toBeNull();
    const { data, error, status } = await reader.client.from('test_notes').select('title, users(*)');
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'test_notes' and 'users' in the schema cache",
      details: "Searched for a foreign key relationship between 'test_notes' and 'users' in the schema 'public', but no matches were found.",
    });
    const byColumn = await reader.client.from('test_notes').select('title, owner_id(*)');
    expect(byColumn.status).toBe(400);
    expect(byColumn.error).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'test_notes' and 'owner_id' in the schema cache" });
  });
});

describe('RPC argument matching', () => {
  it('builds a table-type argument from a JSON object', async () => {
    const { data, error } = await reader.client.rpc('test_greet_person', { person: { id: 7, name: 'Ada' } });
    expect(error).toBeNull();
    expect(data).toBe('Hello, Ada');
  });

  it('builds an array of rows from an array of objects', async () => {
    const { data, error } = await reader.client.rpc('test_count_people', { people: [{ id: 7, name: 'Ada' }, { name: 'no id' }] });
    expect(error).toBeNull();
    expect(data).toBe(2);
  });

  it('refuses a field Postgres cannot read with 400 and the database error', async () => {
    const { data, error, status } = await reader.client.rpc('test_greet_person', { person: { id: 'seven', name: 'Ada' } });
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type bigint: "seven"' });
  });

  // Named json arguments: rpc-json-arguments.test.ts.
  it.each(['test_echo_json', 'test_echo_jsonb'])('hands the whole body to a single unnamed parameter (%s)', async (fn) => {
    const body = { any: 'key', nested: { list: [1, true, null] } };
    const { data, error } = await reader.client.rpc(fn, body);
    expect(error).toBeNull();
    expect(data).toEqual(body);
  });

  it('picks an overload by the names of the arguments', async () => {
    const byNumber = await reader.client.rpc('test_describe', { number: 5 });
    expect(byNumber.error).toBeNull();
    expect(byNumber.data).toBe('number 5');
    const byWord = await reader.client.rpc('test_describe', { word: 'five' });
    expect(byWord.error).toBeNull();
    expect(byWord.data).toBe('word five');
  });

  it('refuses overloads with the same argument names with 300 PGRST203', async () => {
    const { data, error, status } = await reader.client.rpc('test_same_name', { value: 1 });
    expect(status).toBe(300);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect(error?.message).toMatch(/^Could not choose the best candidate function between: /);
    expect(error?.message).toContain('public.test_same_name(value => integer)');
    expect(error?.message).toContain('public.test_same_name(value => text)');
  });
});

describe('RPC with GET and HEAD', () => {
  it('GET reads the query parameters named like arguments as arguments, the others as filters', async () => {
    const all = await reader.client.rpc('test_people_named', { prefix: 'A' }, { get: true });
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ id: 1, name: 'Ada' }, { id: 3, name: 'Alan' }]);
    const filtered = await reader.client.rpc('test_people_named', { prefix: 'A' }, { get: true }).eq('id', 3);
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ id: 3, name: 'Alan' }]);
  });

  it('HEAD reads them as arguments too, and counts the result', async () => {
    const { data, error, status, count } = await reader.client.rpc('test_people_named', { prefix: 'A' }, { head: true, count: 'exact' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(2);
  });
});
