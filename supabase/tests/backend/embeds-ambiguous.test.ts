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

describe('an embed or spread with no relationship', () => {
  // Error.hs `NoRelBetween`, with `noRelBetweenHint`'s fuzzy suggestion among the tables the
  // parent is related to (test_duo_notes: test_duos, test_duo_members).
  it('is refused with 400 PGRST200 for a spread, where lite answered PGRST120', async () => {
    const { data, error, status } = await service().from('test_duo_notes').select('body, ...test_people(name)');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'test_duo_notes' and 'test_people' in the schema cache",
      details: "Searched for a foreign key relationship between 'test_duo_notes' and 'test_people' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'test_duos' instead of 'test_people'.",
    });
  });

  it('is refused for a nested !inner embed, naming its parent', async () => {
    const { data, error, status } = await service().from('test_duo_notes').select('body, test_duos!inner(id, nowhere!inner(id))');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'test_duos' and 'nowhere' in the schema cache",
      details: "Searched for a foreign key relationship between 'test_duos' and 'nowhere' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it('is refused inside a spread inside an embed, before the embeds under it', async () => {
    const { data, error, status } = await service()
      .from('test_duo_members')
      .select('handle, notes:test_duo_notes(body, ...note_details(created_at, test_duos!inner(id)))');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'test_duo_notes' and 'note_details' in the schema cache",
      details: "Searched for a foreign key relationship between 'test_duo_notes' and 'note_details' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it('is refused with the hint named when a hinted spread has none', async () => {
    const { error, status } = await service().from('test_duo_notes').select('body, ...test_duo_members!nokey(nickname)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'test_duo_notes' and 'test_duo_members' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'test_duo_notes' and 'test_duo_members' using the hint 'nokey' in the schema 'public', but no matches were found.",
      // The target is one of the related tables: the hint is what was wrong, nothing is suggested.
      hint: null,
    });
  });

  it('is answered before two embeds of one name are refused', async () => {
    const { error, status } = await service().from('test_duos').select('m:test_duo_members!first_member(*), m:nowhere(*)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });
});

describe('a spread of a to-many relationship', () => {
  it('answers each column as an array, as PostgREST 13+ does (12 refused it with PGRST119)', async () => {
    const { data, error, status } = await service().from('test_duo_members').select('handle, ...test_duo_notes(id, body)').eq('handle', 'bo');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ handle: 'bo', id: [1], body: ['hello'] }]);
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
