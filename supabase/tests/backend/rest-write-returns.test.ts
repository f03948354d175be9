import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, serviceClient, testServer } from '../helpers';

/*
 * A table write answers rows only when asked, as PostgREST does (its default is
 * `Prefer: return=minimal`): `insert(x)` without `.select()` gets 201 and `data: null`, an update
 * or a delete 204, whoever calls. lite added every column to the write's RETURNING when the table
 * has a domain or composite column, and answered those rows (201/200 with a body), for every role
 * and key (db/unasked-returning.ts). test_array_types (fixtures 99990111000000) has both; no RLS.
 * The headers follow PostgREST's Response.hs: `Location` for an insert only, an update's
 * `Content-Range` `0-<n-1>/<total>`, none for a PUT (http/write-answer-headers.ts).
 */
afterAll(closeClients);

type Caller = { name: string; client: () => Promise<SupabaseClient>; bearer: () => Promise<string> };

const callers: Caller[] = [
  { name: 'anon (publishable key)', client: async () => anonClient(), bearer: async () => testServer().publishableKey },
  { name: 'a signed-in user', client: async () => (await signedIn()).client, bearer: async () => (await signedIn()).session.access_token },
  { name: 'service_role (secret key)', client: async () => serviceClient(), bearer: async () => testServer().secretKey },
];

let user: Awaited<ReturnType<typeof newUserClient>> | null = null;
async function signedIn() {
  user ??= await newUserClient();
  return user;
}

const table = (client: SupabaseClient) => client.from('test_array_types');
const ROW = { moods: ['calm'], labels: ['write-returns'], point: '(p,1,,calm,{})' };

/** A raw request, for the Prefer headers supabase-js never sends (or always sends). */
async function raw(method: string, path: string, { prefer, body, bearer }: { prefer?: string; body?: unknown; bearer?: string } = {}) {
  const { url, secretKey } = testServer();
  const key = bearer ?? secretKey;
  const headers: Record<string, string> = { apikey: key.startsWith('sb_') ? key : testServer().publishableKey, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  if (prefer) headers.prefer = prefer;
  const response = await fetch(`${url}/rest/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, text: await response.text(), range: response.headers.get('content-range'), location: response.headers.get('location') };
}

/** A row of our own, so tests never touch another's. */
async function ownRow(): Promise<number> {
  const { data, error } = await table(serviceClient()).insert(ROW).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: number }).id;
}

describe.each(callers)('supabase-js writes without .select(), as $name', ({ client, bearer }) => {
  it('insert: 201 and no data', async () => {
    const { data, error, status } = await table(await client()).insert(ROW);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it('update and delete: 204 and no data', async () => {
    const id = await ownRow();
    const updated = await table(await client()).update({ labels: ['updated'] }).eq('id', id);
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(204);
    expect(updated.data).toBeNull();
    const deleted = await table(await client()).delete().eq('id', id);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    expect(deleted.data).toBeNull();
    expect((await table(serviceClient()).select('id').eq('id', id)).data).toEqual([]);
  });

  it('upsert: 201 for a new row, 200 for an existing one, no data either way', async () => {
    const id = await ownRow();
    const updated = await table(await client()).upsert({ id, labels: ['upserted'] });
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    expect(updated.data).toBeNull();
    const inserted = await table(await client()).upsert({ id: id + 100_000, labels: ['upserted'] });
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toBeNull();
    await table(serviceClient()).delete().eq('id', id + 100_000);
  });

  it('raw requests without Prefer: no body', async () => {
    const key = await bearer();
    const posted = await raw('POST', 'test_array_types', { body: ROW, bearer: key });
    expect([posted.status, posted.text]).toEqual([201, '']);
    const id = await ownRow();
    const patched = await raw('PATCH', `test_array_types?id=eq.${id}`, { body: { labels: ['x'] }, bearer: key });
    expect([patched.status, patched.text]).toEqual([204, '']);
    const deleted = await raw('DELETE', `test_array_types?id=eq.${id}`, { bearer: key });
    expect([deleted.status, deleted.text]).toEqual([204, '']);
  });
});

describe('asking for rows still answers them', () => {
  it('.select() after insert, update, upsert and delete', async () => {
    const client = serviceClient();
    const inserted = await table(client).insert(ROW).select('labels').single();
    expect(inserted).toMatchObject({ status: 201, data: { labels: ['write-returns'] } });
    const id = (await table(client).insert(ROW).select('id').single()).data?.id as number;
    expect(await table(client).update({ labels: ['u'] }).eq('id', id).select('labels')).toMatchObject({ status: 200, data: [{ labels: ['u'] }] });
    expect(await table(client).upsert({ id, labels: ['v'] }).select('labels')).toMatchObject({ status: 200, data: [{ labels: ['v'] }] });
    expect(await table(client).delete().eq('id', id).select('labels')).toMatchObject({ status: 200, data: [{ labels: ['v'] }] });
  });

  it('an RPC returns its rows without asking', async () => {
    const id = await ownRow();
    const { data, error } = await serviceClient().rpc('test_moods_of', { row_ids: [id] });
    expect(error).toBeNull();
    expect(data).toEqual([{ id, moods: ['calm'], points: null }]);
  });
});

describe('Prefer: return=minimal with count=exact', () => {
  it('no body, and Content-Range counts the rows written', async () => {
    const posted = await raw('POST', 'test_array_types', { prefer: 'return=minimal, count=exact', body: ROW });
    expect(posted).toMatchObject({ status: 201, text: '', range: '*/1' });
    const [a, b] = [await ownRow(), await ownRow()];
    const patched = await raw('PATCH', `test_array_types?id=in.(${a},${b})`, { prefer: 'return=minimal, count=exact', body: { labels: ['y'] } });
    expect(patched).toMatchObject({ status: 204, text: '', range: '0-1/2' });
    const deleted = await raw('DELETE', `test_array_types?id=in.(${a},${b})`, { prefer: 'return=minimal, count=exact' });
    expect(deleted).toMatchObject({ status: 204, text: '', range: '*/2' });
  });

  it('supabase-js reads the count', async () => {
    const { data, count, status } = await table(serviceClient()).insert(ROW, { count: 'exact' });
    expect({ data, count, status }).toEqual({ data: null, count: 1, status: 201 });
  });
});

describe('Prefer: return=headers-only', () => {
  it('an insert: no body, Location naming the new row', async () => {
    const posted = await raw('POST', 'test_array_types', { prefer: 'return=headers-only', body: ROW });
    expect(posted).toMatchObject({ status: 201, text: '' });
    expect(posted.location).toMatch(/^\/test_array_types\?id=eq\.\d+$/);
    const id = Number(posted.location?.split('eq.')[1]);
    expect((await table(serviceClient()).select('labels').eq('id', id)).data).toEqual([{ labels: ['write-returns'] }]);
  });

  it('an update, a delete and a PUT: no body and no Location', async () => {
    const id = await ownRow();
    const patched = await raw('PATCH', `test_array_types?id=eq.${id}`, { prefer: 'return=headers-only', body: { labels: ['z'] } });
    expect(patched).toMatchObject({ status: 204, text: '', location: null, range: '0-0/*' });
    const put = await raw('PUT', `test_array_types?id=eq.${id}`, { prefer: 'return=headers-only', body: { id, labels: ['p'] } });
    expect(put).toMatchObject({ status: 204, text: '', location: null, range: null });
    const deleted = await raw('DELETE', `test_array_types?id=eq.${id}`, { prefer: 'return=headers-only' });
    expect(deleted).toMatchObject({ status: 204, text: '', location: null });
  });
});
