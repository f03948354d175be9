import { anonClient, closeClients, newUserClient, serviceClient, subscribeAndWait, waitFor, type ChangePayload } from '../helpers';

/*
 * Arrays, enums, domains and composites come back as JSON, as from hosted PostgREST, which writes
 * every value with Postgres's own JSON encoding (to_json): an enum array is a JSON array, not
 * its literal `{email,sms}`; a null element is null, not "NULL". The fixture's types
 * (99990111000000_test_array_types.sql) are created by a migration after the server opened its
 * database, as an app migration adding an enum would be. Both databases: scripts/test-backend.ts.
 */
afterAll(closeClients);

const UUID = '7b3a9f0e-8d6c-4b5a-9e2f-1c0d3b4a5e6f';

/** One value of every kind, as the client writes it and as it must read it back. */
const ROW = {
  mood: 'calm',
  moods: ['calm', 'away, far', 'say "hi"'],
  mood_grid: [
    ['calm', 'busy'],
    ['away, far', 'calm'],
  ],
  scores: [0, 7],
  labels: ['a', 'b,c', null, 'NULL', 'back\\slash', ''],
  ids: [UUID, null],
  times: ['2026-01-02T03:04:05+00:00', null],
  numbers: [1, null, -3],
  amounts: [1.5, 2.25],
  flags: [true, false, null],
  docs: [{ a: 1 }, { b: [2, 'two'] }],
};

/** The composite values, written as their Postgres literals (PostgREST takes a JSON object; lite does not). */
const POINT_LITERAL = '("a ""b"", c",3,"2026-01-02 03:04:05+00",busy,"{x,""y z"",NULL}")';
const POINT = { label: 'a "b", c', x: 3, at: '2026-01-02T03:04:05+00:00', mood: 'busy', tags: ['x', 'y z', null] };
const POINTS_LITERAL = '{"(p,1,,calm,{})",NULL,"(,,,,)"}';
const POINTS = [{ label: 'p', x: 1, at: null, mood: 'calm', tags: [] }, null, { label: null, x: null, at: null, mood: null, tags: null }];

const EXPECTED = { ...ROW, point: POINT, points: POINTS };
const COLUMNS = Object.keys(EXPECTED).join(', ');

async function insertRow(extra: Record<string, unknown> = {}): Promise<{ id: number } & Record<string, unknown>> {
  const { data, error } = await serviceClient()
    .from('test_array_types')
    .insert({ ...ROW, point: POINT_LITERAL, points: POINTS_LITERAL, ...extra })
    .select(`id, ${COLUMNS}`)
    .single();
  expect(error).toBeNull();
  return data as unknown as { id: number } & Record<string, unknown>;
}

describe('array, enum, domain and composite columns read back as JSON', () => {
  it('an insert with return=representation answers every column as JSON', async () => {
    const row = await insertRow();
    expect(row).toEqual({ id: row.id, ...EXPECTED });
  });

  it('a select answers the same, and an empty array as []', async () => {
    const { id } = await insertRow({ moods: [], labels: [] });
    const { data, error } = await serviceClient().from('test_array_types').select(COLUMNS).eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ ...EXPECTED, moods: [], labels: [] });
  });

  it('an update with return=representation and an upsert answer JSON arrays too', async () => {
    const { id } = await insertRow();
    const updated = await serviceClient().from('test_array_types').update({ moods: ['busy'] }).eq('id', id).select('moods, scores').single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ moods: ['busy'], scores: [0, 7] });
    const upserted = await serviceClient().from('test_array_types').upsert({ id, moods: ['away, far', 'calm'] }).select('moods').single();
    expect(upserted.error).toBeNull();
    expect(upserted.data).toEqual({ moods: ['away, far', 'calm'] });
  });

  it('null columns stay null', async () => {
    const { data, error } = await serviceClient().from('test_array_types').insert({ mood: null }).select('mood, moods, point, points, labels').single();
    expect(error).toBeNull();
    expect(data).toEqual({ mood: null, moods: null, point: null, points: null, labels: null });
  });

  it('embedded resources carry JSON arrays both ways', async () => {
    const { id } = await insertRow();
    const ref = await serviceClient().from('test_array_type_refs').insert({ target_id: id, moods: ['busy', 'calm'] }).select('id, moods').single();
    expect(ref.error).toBeNull();
    expect(ref.data?.moods).toEqual(['busy', 'calm']);

    const down = await serviceClient().from('test_array_types').select('moods, test_array_type_refs(moods)').eq('id', id).single();
    expect(down.error).toBeNull();
    expect(down.data).toEqual({ moods: ROW.moods, test_array_type_refs: [{ moods: ['busy', 'calm'] }] });

    const up = await serviceClient().from('test_array_type_refs').select('moods, test_array_types(moods, points)').eq('id', ref.data!.id).single();
    expect(up.error).toBeNull();
    expect(up.data).toEqual({ moods: ['busy', 'calm'], test_array_types: { moods: ROW.moods, points: POINTS } });
  });

  it('filters compare enum arrays with JSON arrays (cs, cd, ov)', async () => {
    const { id } = await insertRow({ moods: ['busy'] });
    const client = serviceClient();
    const contains = await client.from('test_array_types').select('id').eq('id', id).contains('moods', ['busy']);
    expect(contains.error).toBeNull();
    expect(contains.data).toEqual([{ id }]);
    const within = await client.from('test_array_types').select('id').eq('id', id).containedBy('moods', ['busy', 'calm']);
    expect(within.error).toBeNull();
    expect(within.data).toEqual([{ id }]);
    const overlaps = await client.from('test_array_types').select('id').eq('id', id).overlaps('moods', ['calm']);
    expect(overlaps.error).toBeNull();
    expect(overlaps.data).toEqual([]);
  });

  it('an app table: emergency_contacts.channels (notification_channel[]) is a JSON array', async () => {
    const member = await newUserClient();
    const inserted = await member.client
      .from('emergency_contacts')
      .insert({ user_id: member.user.id, name: 'Ana Test', phone: '+34600000001', channels: ['sms'] })
      .select('id, channels')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data?.channels).toEqual(['sms']);
    const read = await serviceClient().from('emergency_contacts').select('channels, language').eq('id', inserted.data!.id).single();
    expect(read.error).toBeNull();
    expect(read.data).toEqual({ channels: ['sms'], language: 'en' });
  });
});

describe('RPC values as JSON', () => {
  it('a function returning an enum array answers a JSON array, and takes one', async () => {
    const { data, error } = await serviceClient().rpc('test_echo_moods', { picked: ['busy', 'away, far', 'say "hi"'] });
    expect(error).toBeNull();
    expect(data).toEqual(['busy', 'away, far', 'say "hi"']);
    const empty = await serviceClient().rpc('test_echo_moods', { picked: [] });
    expect(empty.data).toEqual([]);
    const viaGet = await serviceClient().rpc('test_echo_moods', { picked: ['calm'] }, { get: true });
    expect(viaGet.error).toBeNull();
    expect(viaGet.data).toEqual(['calm']);
  });

  it('a function returning a composite answers an object, fields in order', async () => {
    const { id } = await insertRow();
    const { data, error } = await serviceClient().rpc('test_point_of', { row_id: id });
    expect(error).toBeNull();
    expect(Object.entries(data as object)).toEqual(Object.entries(POINT));
  });

  it('a function returning a table answers its array columns as JSON', async () => {
    const { id } = await insertRow();
    const { data, error } = await serviceClient().rpc('test_moods_of', { row_ids: [id] });
    expect(error).toBeNull();
    expect(data).toEqual([{ id, moods: ROW.moods, points: POINTS }]);
  });
});

describe('realtime postgres_changes', () => {
  it('carries enum arrays as JSON arrays, as hosted Realtime does', async () => {
    const received: ChangePayload[] = [];
    const channel = anonClient()
      .channel('array-types')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'test_array_types' }, (payload) => received.push(payload as ChangePayload));
    await subscribeAndWait(channel);
    const { id } = await insertRow();
    const change = await waitFor(() => received.find((payload) => (payload.new as { id?: number }).id === id), 5000, 'the insert');
    expect(change.new).toMatchObject({ moods: ROW.moods, mood_grid: ROW.mood_grid, scores: ROW.scores, labels: ROW.labels, ids: ROW.ids, points: POINTS });
  });
});
