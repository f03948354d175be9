import { closeClients, newUserClient } from '../helpers';

/*
 * Conformance with hosted Supabase: PostgREST's JSON is Postgres's own JSON encoding, which writes
 * a timestamptz in ISO 8601 with a `T` and a full offset (`2026-11-24T03:14:37.778+00:00`). The
 * driver's text form (`2026-11-24 03:14:37.778+00`) is not a date every browser reads: Safari's
 * Date gives Invalid Date for it.
 */
afterAll(closeClients);

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;

it('a timestamptz comes back from a read, a write and an RPC as PostgREST writes it', async () => {
  const { client } = await newUserClient();
  const before = Date.now();
  const inserted = await client.from('test_notes').insert({ title: 'when' }).select('id, created_at').single();
  expect(inserted.error).toBeNull();
  expect(inserted.data?.created_at).toMatch(ISO_UTC);
  expect(Math.abs(new Date(inserted.data!.created_at as string).getTime() - before)).toBeLessThan(60_000);

  const read = await client.from('test_notes').select('created_at').eq('id', inserted.data!.id).single();
  expect(read.data?.created_at).toBe(inserted.data?.created_at);

  const called = await client.rpc('test_notes_reprioritise', { new_priority: 1 }).select('created_at');
  expect(called.data).toEqual([{ created_at: inserted.data?.created_at }]);
});
