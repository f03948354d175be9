import { closeClients, serviceClient, testServer } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 49): PostgREST resolves an embed by its target and hint
 * only (Plan.hs `findRel`); an alias names the answer's key and nothing else, and each embed is
 * joined under `<parent>_<alias or name>_<depth>`. Expected values: PostgREST's Error.hs
 * (`AmbiguousRelBetween`) and hosted's answers in supabase-js' postgrest-js suite. Fixture:
 * 99990120000000_test_embeds_ambiguous.sql (test_duos has three keys to test_duo_members).
 */
afterAll(closeClients);

const service = () => serviceClient();

const duosToMembers = {
  code: 'PGRST201',
  details: [
    {
      cardinality: 'many-to-one',
      embedding: 'test_duos with test_duo_members',
      relationship: 'test_duos_first_member_fkey using test_duos(first_member) and test_duo_members(handle)',
    },
    {
      cardinality: 'many-to-one',
      embedding: 'test_duos with test_duo_members',
      relationship: 'test_duos_second_member_fkey using test_duos(second_member) and test_duo_members(handle)',
    },
    {
      cardinality: 'many-to-one',
      embedding: 'test_duos with test_duo_members',
      relationship: 'test_duos_third_member_fkey using test_duos(third_member) and test_duo_members(handle)',
    },
  ],
  hint: "Try changing 'test_duo_members' to one of the following: 'test_duo_members!test_duos_first_member_fkey', 'test_duo_members!test_duos_second_member_fkey', 'test_duo_members!test_duos_third_member_fkey'. Find the desired relationship in the 'details' key.",
  message: "Could not embed because more than one relationship was found for 'test_duos' and 'test_duo_members'",
};

describe('an embed with several relationships and no hint', () => {
  it('is refused with 300 PGRST201 even when its alias is a key column', async () => {
    const { data, error, status } = await service().from('test_duos').select('first_member:test_duo_members(*), second_member:test_duo_members(*)');
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toEqual(duosToMembers);
  });

  it('is refused inside another embed too', async () => {
    const { data, error, status } = await service()
      .from('test_duo_members')
      .select('handle, firsts:test_duos!first_member(id, first_member:test_duo_members(*))');
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toEqual(duosToMembers);
  });

  it('is answered when hinted, each alias its own key', async () => {
    const { data, error } = await service()
      .from('test_duos')
      .select('id, first:test_duo_members!first_member(handle), third:test_duo_members!test_duos_third_member_fkey(handle)');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, first: { handle: 'ana' }, third: { handle: 'cy' } }]);
  });

  it('with a single relationship, an alias naming another key column is only an alias', async () => {
    // test_duo_notes → test_duo_members has one key (author); duo_id is the key to test_duos.
    const { data, error, status } = await service().from('test_duo_notes').select('body, duo_id:test_duo_members(handle)');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ body: 'hello', duo_id: { handle: 'bo' } }]);
  });
});

describe('two embeds of one level with the same name', () => {
  it('are refused with 400 42712, as Postgres refuses PostgREST\'s two joins of that name', async () => {
    const { data, error, status } = await service().from('test_duos').select('test_duo_members!first_member(*), test_duo_members!second_member(*)');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({ code: '42712', details: null, hint: null, message: 'table name "test_duos_test_duo_members_1" specified more than once' });
  });

  it('are refused with the same alias too, at their depth', async () => {
    const { error, status } = await service()
      .from('test_duo_notes')
      .select('id, test_duos(id, m:test_duo_members!first_member(handle), m:test_duo_members!second_member(handle))');
    expect(status).toBe(400);
    expect(error).toEqual({ code: '42712', details: null, hint: null, message: 'table name "test_duos_m_2" specified more than once' });
  });
});

describe('a schema the API does not serve', () => {
  it('is refused with 406 PGRST106 listing config.toml\'s [api] schemas in their order', async () => {
    const { url, secretKey } = testServer();
    const response = await fetch(`${url}/rest/v1/test_duos`, { headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'accept-profile': 'personal' } });
    expect(response.status).toBe(406);
    // supabase/config.toml: schemas = ["public"].
    expect(await response.json()).toEqual({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public', message: 'Invalid schema: personal' });
  });
});
