import { randomUUID } from 'node:crypto';
import { closeClients, serviceClient, testServer } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 49): writes, counts and CSV as PostgREST answers them
 * (fixture: supabase/tests/fixtures/migrations/99990117000000_test_rest_hosted_writes.sql).
 * - A bulk insert reads its rows over `?columns=` (supabase-js sends the union of the rows' keys):
 *   a column a row omits is NULL, or its default under `Prefer: missing=default`
 *   (`defaultToNull: false`), and the representation is the rows as stored.
 * - `count=estimated` is the exact count up to max-rows (1000 on hosted): a HEAD or GET that
 *   returns every row answers 200, not 206.
 * - CSV cells are Postgres's text of each value, cut from the row's record text.
 */
afterAll(closeClients);

const service = () => serviceClient();

describe('insert with ?columns= and rows that omit columns', () => {
  it('answers the stored defaults under missing=default (defaultToNull: false)', async () => {
    const batch = randomUUID();
    const { data, error } = await service()
      .from('test_write_defaults')
      .insert([{ batch, name: 'a' }, { batch, name: 'b', n: 3 }], { defaultToNull: false })
      .select('id, name, n');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: expect.any(Number), name: 'a', n: 7 },
      { id: expect.any(Number), name: 'b', n: 3 },
    ]);
    const stored = await service().from('test_write_defaults').select('id, name, n').eq('batch', batch).order('name');
    expect(stored.data).toEqual(data);
  });

  it('stores NULL for an omitted column without missing=default, and answers it', async () => {
    const batch = randomUUID();
    const { data, error } = await service()
      .from('test_write_defaults')
      .insert([{ batch, name: 'a' }, { batch, name: 'b', n: 3 }])
      .select('name, n');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'a', n: null }, { name: 'b', n: 3 }]);
    const stored = await service().from('test_write_defaults').select('name, n').eq('batch', batch).order('name');
    expect(stored.data).toEqual([{ name: 'a', n: null }, { name: 'b', n: 3 }]);
  });
});

describe('count=estimated below max-rows', () => {
  it('HEAD answers 200 with the exact count', async () => {
    const { count, status, error } = await service().from('test_csv_cells').select('*', { count: 'estimated', head: true });
    expect(error).toBeNull();
    expect({ status, count }).toEqual({ status: 200, count: 3 });
  });

  it('GET answers 200 with the exact count, and 206 for a partial range', async () => {
    const all = await service().from('test_csv_cells').select('id', { count: 'estimated' });
    expect({ status: all.status, count: all.count, rows: all.data?.length }).toEqual({ status: 200, count: 3, rows: 3 });
    const some = await service().from('test_csv_cells').select('id', { count: 'estimated' }).order('id').range(0, 1);
    expect({ status: some.status, count: some.count }).toEqual({ status: 206, count: 3 });
  });
});

describe('CSV (Accept: text/csv)', () => {
  it("prints each cell as Postgres's text of its value, quoted as a record", async () => {
    const { data, error } = await service().from('test_csv_cells').select().order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe(
      [
        'id,name,data,tags,flag,at,note',
        '1,"a,b","{""n"": [1, 2], ""foo"": {""bar"": ""x""}}","{a,""b c""}",t,"2026-01-02 03:04:05.678+00","say ""hi"" (twice)"',
        '2,,,,f,,""',
        '3,plain,"""str""",{},,,"back\\\\slash"',
      ].join('\n'),
    );
  });

  it('answers a header-less line break when no row matches', async () => {
    const { data, error } = await service().from('test_csv_cells').select('id').eq('id', 99).csv();
    expect(error).toBeNull();
    expect(data).toBe('\n');
  });

  it('prints the representation of a write', async () => {
    const batch = randomUUID();
    const { data, error } = await service()
      .from('test_write_defaults')
      .insert({ batch, name: '' })
      .select('name, n')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('name,n\n"",7');
  });

  it("follows the client's order of media types", async () => {
    const { url, secretKey } = testServer();
    const get = (accept: string) =>
      fetch(`${url}/rest/v1/test_csv_cells?select=id&order=id`, { headers: { apikey: secretKey, accept } });
    const csvFirst = await get('text/csv, application/json');
    expect([csvFirst.headers.get('content-type'), await csvFirst.text()]).toEqual(['text/csv; charset=utf-8', 'id\n1\n2\n3']);
    const jsonFirst = await get('application/json, text/csv');
    expect([jsonFirst.headers.get('content-type'), await jsonFirst.json()]).toEqual([
      'application/json; charset=utf-8',
      [{ id: 1 }, { id: 2 }, { id: 3 }],
    ]);
  });
});
