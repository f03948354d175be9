import { closeClients, newUserClient, serviceClient, uniqueEmail } from '../helpers';

/*
 * JSON arguments reach a function as the JSON value sent, as with hosted PostgREST, which builds a
 * POST call's arguments from the body with json_to_record (a json/jsonb parameter gets the value
 * exactly) and a GET call's as `p := '<query value>'::jsonb`
 * (docs.postgrest.org/en/v12/references/api/functions.html). On PostgreSQL the local server once
 * encoded the JSON text a second time, so `p` was a JSON string and `p ->> 'k'` null; the same
 * encoding stored auth users' metadata as a JSON string. Fixtures:
 * supabase/tests/fixtures/migrations/99990112000000_test_json_arguments.sql. Both databases:
 * scripts/test-backend.ts.
 */
afterAll(closeClients);

const MEMBER = '5f0c6a2e-3b1d-4c8e-9a7f-2d4b6e8a0c1e';

const values: [string, unknown, string | null, string | null][] = [
  ['an object', { k: 'v', nested: { list: [1, 'two', null, true] } }, 'object', 'v'],
  ['an array', ['a', 1, { k: 'inner' }], 'array', null],
  ['a string', 'hello "world"', 'string', null],
  ['a string that looks like JSON', '{"k":"not an object"}', 'string', null],
  ['a number', 42.5, 'number', null],
  ['a boolean', false, 'boolean', null],
  ['null', null, null, null],
];

describe('a named json or jsonb argument', () => {
  it.each(values)('receives %s as that JSON value (jsonb)', async (_name, value, type, k) => {
    const { data, error } = await serviceClient().rpc('test_jsonb_shape', { p: value });
    expect(error).toBeNull();
    expect(data).toEqual({ type, k, value });
  });

  it.each(values)('receives %s as that JSON value (json)', async (_name, value, type, k) => {
    const { data, error } = await serviceClient().rpc('test_json_shape', { p: value });
    expect(error).toBeNull();
    expect(data).toEqual({ type, k, value });
  });

  it('is the object beside another named argument', async () => {
    const { data, error } = await serviceClient().rpc('test_jsonb_for', { member: MEMBER, p: { language: 'nl', contacts: [{ name: 'Ada' }] } });
    expect(error).toBeNull();
    expect(data).toEqual({ member: MEMBER, type: 'object', language: 'nl' });
  });

  it('is the object for a signed-in caller too', async () => {
    const { client } = await newUserClient();
    const { data, error } = await client.rpc('test_jsonb_for', { p: { language: 'es' }, member: MEMBER });
    expect(error).toBeNull();
    expect(data).toEqual({ member: MEMBER, type: 'object', language: 'es' });
  });
});

describe('a json argument in the query string (GET)', () => {
  it('is the JSON its text spells', async () => {
    const object = await serviceClient().rpc('test_jsonb_shape', { p: '{"k":"v"}' }, { get: true });
    expect(object.error).toBeNull();
    expect(object.data).toEqual({ type: 'object', k: 'v', value: { k: 'v' } });
    const string = await serviceClient().rpc('test_json_shape', { p: '"hi"' }, { get: true });
    expect(string.error).toBeNull();
    expect(string.data).toEqual({ type: 'string', k: null, value: 'hi' });
    for (const [text, type, value] of [['null', 'null', null], ['[1, "a b"]', 'array', [1, 'a b']], ['-2.5', 'number', -2.5], ['true', 'boolean', true]] as const) {
      const scalar = await serviceClient().rpc('test_jsonb_shape', { p: text }, { get: true });
      expect(scalar.error).toBeNull();
      expect(scalar.data).toEqual({ type, k: null, value });
    }
    const two = await serviceClient().rpc('test_jsonb_for', { member: MEMBER, p: '{"language":"en"}' }, { get: true });
    expect(two.error).toBeNull();
    expect(two.data).toEqual({ member: MEMBER, type: 'object', language: 'en' });
  });

  it('refuses text that is not JSON with 400 22P02', async () => {
    const { data, error, status } = await serviceClient().rpc('test_jsonb_shape', { p: 'hello' }, { get: true });
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type json' });
  });
});

describe('auth users’ JSON columns', () => {
  it('hold objects for a sign-up, as triggers on auth.users read them', async () => {
    const { user } = await newUserClient(undefined, { data: { preferred_language: 'nl', full_name: 'Ada' } });
    const { data, error } = await serviceClient().rpc('test_auth_json_types', { uid: user.id });
    expect(error).toBeNull();
    expect(data).toEqual({ user_metadata: 'object', app_metadata: 'object', language: 'nl', identity_data: 'object' });
  });

  it('hold objects for a user the admin API creates and updates', async () => {
    const admin = serviceClient();
    const created = await admin.auth.admin.createUser({ email: uniqueEmail('json-admin'), email_confirm: true, user_metadata: { preferred_language: 'es' } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.rpc('test_auth_json_types', { uid: id })).data).toEqual({
      user_metadata: 'object',
      app_metadata: 'object',
      language: 'es',
      identity_data: 'object',
    });
    expect((await admin.auth.admin.updateUserById(id, { user_metadata: { preferred_language: 'en' } })).error).toBeNull();
    expect((await admin.rpc('test_auth_json_types', { uid: id })).data).toMatchObject({ user_metadata: 'object', language: 'en' });
  });
});
