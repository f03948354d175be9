import type { SupabaseClient } from '@supabase/supabase-js';
import { closeClients, newUserClient, testServer, type SignedInUser } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 3): the Prefer settings of a write.
 * - `tx=rollback` (`.rollback()`): the request runs and answers with what it would have returned,
 *   and nothing is kept (supabase.com/docs/reference/javascript/using-modifiers-rollback).
 * - `handling=strict, max-affected=<n>` (`.maxAffected(n)`) on an RPC: PostgREST counts the rows
 *   the function returns; past n it answers 400 PGRST124 and keeps nothing; a function returning
 *   one value gets PGRST128 (docs.postgrest.org, Prefer header, "Max Affected"). Without strict
 *   handling the preference is ignored.
 */
afterAll(closeClients);

let owner: SignedInUser;

beforeEach(async () => {
  owner = await newUserClient();
  const { error } = await owner.client.from('test_notes').insert([{ title: 'a' }, { title: 'b' }, { title: 'c' }]);
  if (error) throw new Error(error.message);
});

/** The fixture functions called here, on hosted's PostgREST 13 (where maxAffected exists). */
interface FixtureFunctions {
  __InternalSupabase: { PostgrestVersion: '13' };
  public: {
    Tables: Record<string, never>;
    Views: Record<string, never>;
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
    Functions: {
      test_notes_reprioritise: { Args: { new_priority: number }; Returns: { title: string; priority: number }[] };
      test_request_context: { Args: Record<string, never>; Returns: Record<string, unknown> };
    };
  };
}
const onPostgrest13 = (client: SupabaseClient) => client as unknown as SupabaseClient<FixtureFunctions>;

const priorities = async () => (await owner.client.from('test_notes').select('title, priority').order('title')).data?.map((note) => note.priority);

describe('Prefer: tx=rollback', () => {
  it('an insert answers with the new row and keeps nothing', async () => {
    const { data, error, status } = await owner.client.from('test_notes').insert({ title: 'dry run' }).select('title, owner_id').rollback().single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ title: 'dry run', owner_id: owner.user.id });
    expect((await owner.client.from('test_notes').select('id').eq('title', 'dry run')).data).toEqual([]);
  });

  it('an update and an RPC answer with their changes and keep none of them, and say so', async () => {
    const updated = await owner.client.from('test_notes').update({ priority: 7 }).eq('title', 'a').select('priority').rollback();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ priority: 7 }]);
    const called = await owner.client.rpc('test_notes_reprioritise', { new_priority: 4 }).select('priority').rollback();
    expect(called.error).toBeNull();
    expect(called.data).toEqual([{ priority: 4 }, { priority: 4 }, { priority: 4 }]);
    expect(await priorities()).toEqual([0, 0, 0]);

    const response = await fetch(`${testServer().url}/rest/v1/rpc/test_notes_reprioritise`, {
      method: 'POST',
      headers: { apikey: testServer().publishableKey, authorization: `Bearer ${owner.session.access_token}`, 'content-type': 'application/json', prefer: 'tx=rollback' },
      body: JSON.stringify({ new_priority: 5 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toContain('tx=rollback');
    expect(await priorities()).toEqual([0, 0, 0]);
  });
});

describe('Prefer: handling=strict, max-affected on an RPC', () => {
  it('refuses a function that returns more rows than allowed, and keeps nothing it did', async () => {
    const { data, error, status } = await onPostgrest13(owner.client).rpc('test_notes_reprioritise', { new_priority: 9 }).maxAffected(2);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows' });
    expect(data).toBeNull();
    expect(await priorities()).toEqual([0, 0, 0]);
  });

  it('lets one within the limit through', async () => {
    const { error } = await onPostgrest13(owner.client).rpc('test_notes_reprioritise', { new_priority: 3 }).maxAffected(3);
    expect(error).toBeNull();
    expect(await priorities()).toEqual([3, 3, 3]);
  });

  it('refuses it for a function that returns one value (PGRST128)', async () => {
    const { error, status } = await onPostgrest13(owner.client).rpc('test_request_context').maxAffected(1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST128', message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict' });
  });

  it('ignores max-affected without strict handling', async () => {
    const response = await fetch(`${testServer().url}/rest/v1/rpc/test_notes_reprioritise`, {
      method: 'POST',
      headers: { apikey: testServer().publishableKey, authorization: `Bearer ${owner.session.access_token}`, 'content-type': 'application/json', prefer: 'max-affected=1' },
      body: JSON.stringify({ new_priority: 6 }),
    });
    expect(response.status).toBe(200);
    expect(await priorities()).toEqual([6, 6, 6]);
  });
});
