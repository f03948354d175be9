import { closeClients, newUserClient, type SignedInUser } from '../helpers';

/*
 * RPC as hosted PostgREST (12/13) answers it (issue 49). The rules are PostgREST's `findProc`
 * (Plan.hs) over its schema cache, which holds a function with unnamed parameters only when it
 * has one, of type bytea, json, jsonb, text or xml (SchemaCache.hs); that parameter is matched by
 * the argument named "" and receives the whole body (docs.postgrest.org/en/v12/references/api/
 * functions.html, "Functions with a single unnamed parameter", "Overloaded functions"). A function
 * returning one row answers `null` when a filter leaves none, and a select may name a computed
 * field of the returned table ("Computed fields"). Expected values as in postgrest-js's own tests
 * against hosted (advanced_rpc.test.ts). Fixtures:
 * supabase/tests/fixtures/migrations/99990114000000_test_rpc_hosted.sql.
 */
afterAll(closeClients);

let reader: SignedInUser;

beforeAll(async () => {
  reader = await newUserClient();
});

const AMBIGUOUS = {
  code: 'PGRST203',
  details: null,
  hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
};

describe('an unnamed parameter', () => {
  it('is matched by the argument named "" and receives the whole body', async () => {
    const { data, error, status } = await reader.client.rpc('test_unnamed_overload', { '': 'hello' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('{"":"hello"}');
  });

  it('is matched whatever the value, since the text overload is the only one callable', async () => {
    const { data, error } = await reader.client.rpc('test_unnamed_overload', { '': true });
    expect(error).toBeNull();
    expect(data).toBe('{"":true}');
  });

  it('is matched by the query parameter with an empty name on GET', async () => {
    const { data, error } = await reader.client.rpc('test_unnamed_overload', { '': 'hello' }, { get: true });
    expect(error).toBeNull();
    expect(data).toBe('{"":"hello"}');
  });

  it('leaves a call without arguments to the function without parameters', async () => {
    const none = await reader.client.rpc('test_unnamed_or_none');
    expect(none.error).toBeNull();
    expect(none.data).toBe('no argument');
    const one = await reader.client.rpc('test_unnamed_or_none', { '': '' });
    expect(one.error).toBeNull();
    expect(one.data).toBe('{"":""}');
  });

  it('with a default, makes a call without arguments ambiguous, listing only the callable candidates', async () => {
    const { data, error, status } = await reader.client.rpc('test_unnamed_default');
    expect(status).toBe(300);
    expect(data).toBeNull();
    expect(error).toEqual({
      ...AMBIGUOUS,
      message: 'Could not choose the best candidate function between: public.test_unnamed_default(), public.test_unnamed_default( => text)',
    });
    const text = await reader.client.rpc('test_unnamed_default', { '': 'custom' });
    expect(text.error).toBeNull();
    expect(text.data).toBe('{"":"custom"}');
  });

  it('of a type PostgREST cannot hand a body to is not found', async () => {
    const { data, error, status } = await reader.client.rpc('test_unnamed_integer', { '': 1 });
    expect(status).toBe(404);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.test_unnamed_integer() in the schema cache',
      details: 'Searched for the function public.test_unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
  });
});

describe('overloads with named parameters', () => {
  it('lists only the candidates that take the arguments when ambiguous', async () => {
    const { data, error, status } = await reader.client.rpc('test_named_or_none', { a: 'x' });
    expect(status).toBe(300);
    expect(data).toBeNull();
    expect(error).toEqual({
      ...AMBIGUOUS,
      message: 'Could not choose the best candidate function between: public.test_named_or_none(a => integer), public.test_named_or_none(a => text)',
    });
  });

  it('still calls the function without parameters when there are no arguments', async () => {
    const { data, error, status } = await reader.client.rpc('test_named_or_none');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });
});

describe('a function returning one row', () => {
  it('answers null, not 406, when a filter before or after select leaves no row', async () => {
    const after = await reader.client.rpc('test_person', { person_id: 1 }).select('id, name').eq('name', 'nobody');
    expect(after.error).toBeNull();
    expect(after.status).toBe(200);
    expect(after.data).toBeNull();
    const before = await reader.client.rpc('test_person', { person_id: 1 }).eq('name', 'nobody').select('id, name');
    expect(before.error).toBeNull();
    expect(before.status).toBe(200);
    expect(before.data).toBeNull();
  });

  it('answers the row when the filter keeps it', async () => {
    const { data, error } = await reader.client.rpc('test_person', { person_id: 1 }).eq('name', 'Ada').select('name');
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Ada' });
  });

  it('still answers 406 PGRST116 to .single() when no row is left', async () => {
    const { data, error, status } = await reader.client.rpc('test_person', { person_id: 1 }).eq('name', 'nobody').select('id').single();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });
});

describe('a computed field', () => {
  it('is read on the rows a function returns', async () => {
    const { data, error } = await reader.client.rpc('test_people_named', { prefix: 'A' }).select('name, test_initial');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ada', test_initial: 'A' },
      { name: 'Alan', test_initial: 'A' },
    ]);
  });

  it('is read on the row a function returns, beside a filter', async () => {
    const { data, error } = await reader.client.rpc('test_person', { person_id: 2 }).select('test_initial, name').eq('name', 'Grace');
    expect(error).toBeNull();
    expect(data).toEqual({ test_initial: 'G', name: 'Grace' });
  });
});
