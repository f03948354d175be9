import { closeClients, serviceClient, testServer } from '../helpers';

/*
 * An insert of rows that name no column is a row of the table's defaults per object, as PostgREST
 * writes it (`INSERT INTO t SELECT FROM …`: `{}` is one row, `[{}, {}]` two), and an upsert of
 * them does nothing on a conflict; lite answered 400 42601 "syntax error" (db/empty-insert.ts).
 * test_array_types (fixtures 99990111000000): an identity id, every other column nullable.
 */
afterAll(closeClients);

const table = () => serviceClient().from('test_array_types');

/** A raw POST, for bodies supabase-js never sends as such. */
async function post(body: unknown, prefer: string) {
  const { url, secretKey } = testServer();
  const response = await fetch(`${url}/rest/v1/test_array_types?select=id,mood`, {
    method: 'POST',
    headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'content-type': 'application/json', prefer },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

const defaultsRow = { id: expect.any(Number), mood: null };

describe('insert of rows naming no column', () => {
  it('`{}` stores one row of defaults and returns it', async () => {
    const { data, error, status } = await table().insert({}).select('id, mood, moods').single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ id: expect.any(Number), mood: null, moods: null });
    const stored = await table().select('id').eq('id', (data as { id: number }).id);
    expect(stored.data).toHaveLength(1);
  });

  it('`[{}]` and `[{}, {}]` store one row of defaults per object', async () => {
    const one = await table().insert([{}]).select('id, mood');
    expect(one.error).toBeNull();
    expect(one.data).toEqual([defaultsRow]);
    const two = await table().insert([{}, {}]).select('id, mood');
    expect(two.error).toBeNull();
    expect(two.data).toEqual([defaultsRow, defaultsRow]);
    const [first, second] = (two.data ?? []).map((row) => row.id as number);
    expect(second).toBeGreaterThan(first);
  });

  it('with `return=minimal`: 201 and no body, the row stored', async () => {
    const before = await table().select('id').order('id', { ascending: false }).limit(1);
    expect(await post({}, 'return=minimal')).toEqual({ status: 201, body: null });
    const after = await table().select('id').order('id', { ascending: false }).limit(1);
    expect(after.data?.[0]?.id).toBeGreaterThan(before.data?.[0]?.id as number);
  });

  it('an upsert of `{}` inserts a row of defaults, and does nothing when the default key is taken', async () => {
    const inserted = await table().upsert({}).select('id, mood').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual(defaultsRow);
    // Take the key the identity gives next: PostgREST's `ON CONFLICT (id) DO NOTHING` skips the row.
    const next = (inserted.data as { id: number }).id + 1;
    expect((await table().insert({ id: next, mood: 'busy' })).error).toBeNull();
    const skipped = await post({}, 'return=representation,resolution=merge-duplicates');
    expect(skipped.body).toEqual([]);
    const kept = await table().select('id, mood').eq('id', next).single();
    expect(kept.data).toEqual({ id: next, mood: 'busy' });
  });

  it('a bulk insert where one row is `{}` among others: the listed columns are NULL, or defaults with defaultToNull: false', async () => {
    const nulls = await table().insert([{ mood: 'calm' }, {}]).select('id, mood');
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual([{ id: expect.any(Number), mood: 'calm' }, defaultsRow]);
    const defaults = await table().insert([{ mood: 'away, far' }, {}], { defaultToNull: false }).select('id, mood');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([{ id: expect.any(Number), mood: 'away, far' }, defaultsRow]);
  });

  it('an array of objects with different keys and no `?columns=` is refused as PostgREST refuses it', async () => {
    expect(await post([{ mood: 'calm' }, {}], 'return=representation')).toEqual({
      status: 400,
      body: { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' },
    });
  });
});
