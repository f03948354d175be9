import { closeClients, newUserClient, type SignedInUser } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 3): PostgREST stores whatever JSON value a
 * client sends into a json or jsonb column, a bare string or a boolean included, and reads it back
 * unchanged.
 */
afterAll(closeClients);

let owner: SignedInUser;

beforeAll(async () => {
  owner = await newUserClient();
});

const values: [string, unknown][] = [
  ['a string', 'hello "world"'],
  ['a string that looks like JSON', '{"a":1}'],
  ['a number', 42.5],
  ['true', true],
  ['false', false],
  ['an object', { nested: { list: [1, 'two', null] } }],
  ['an array', ['a', 1, { b: true }]],
  ['null', null],
];

describe('JSON values into json and jsonb columns', () => {
  it.each(values)('stores %s as that JSON value and reads it back', async (name, value) => {
    const inserted = await owner.client.from('test_notes').insert({ title: `json ${name}`, data: value, raw: value }).select('id, data, raw').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ data: value, raw: value });
    const updated = await owner.client.from('test_notes').update({ data: value }).eq('id', inserted.data!.id).select('data').single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ data: value });
  });

  it('stores a string in a bulk insert too', async () => {
    const { data, error } = await owner.client
      .from('test_notes')
      .insert([
        { title: 'bulk one', data: 'one' },
        { title: 'bulk two', data: { two: 2 } },
      ])
      .select('data');
    expect(error).toBeNull();
    expect(data).toEqual([{ data: 'one' }, { data: { two: 2 } }]);
  });
});
