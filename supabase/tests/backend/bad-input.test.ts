import { anonClient, closeClients, newUserClient, serviceClient, signTestJwt, testServer } from '../helpers';

afterAll(closeClients);

function restUrl(path: string): string {
  return `${testServer().url}/rest/v1/${path}`;
}

function keyHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: testServer().publishableKey, 'Content-Type': 'application/json', ...extra };
}

/** After each bad request the server must still answer a good one. */
async function stillServes(): Promise<void> {
  const { error } = await anonClient().from('test_board').select('id').limit(1);
  expect(error).toBeNull();
}

describe('bad input gets Supabase error shapes and the server keeps serving', () => {
  it('malformed JSON → 400 PGRST102', async () => {
    const response = await fetch(restUrl('test_board'), { method: 'POST', headers: keyHeaders(), body: '{"room": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    await stillServes();
  });

  it('unknown table → 404 PGRST205, unknown column → 400 42703', async () => {
    const anon = anonClient();
    const table = await anon.from('no_such_table').select();
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await anon.from('test_board').select('no_such_column');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    await stillServes();
  });

  it('invalid JWT → 401 PGRST301; expired JWT → 401 PGRST303', async () => {
    const invalid = await fetch(restUrl('test_board'), { headers: keyHeaders({ Authorization: 'Bearer not.a.jwt' }) });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toMatchObject({ code: 'PGRST301' });

    const { user } = await newUserClient();
    const expired = signTestJwt({ sub: user.id, email: user.email }, -60);
    const response = await fetch(restUrl('test_board'), { headers: keyHeaders({ Authorization: `Bearer ${expired}` }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const auth = await anonClient().auth.getUser(expired);
    expect(auth.error?.status).toBe(403);
    await stillServes();
  });

  it('missing or unknown API key → 401 with the gateway message', async () => {
    const missing = await fetch(restUrl('test_board'));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(restUrl('test_board'), { headers: { apikey: 'sb_publishable_wrong' } });
    expect(wrong.status).toBe(401);
    await stillServes();
  });

  it('a 10 MB body → 413 and the server keeps serving', async () => {
    const body = JSON.stringify({ room: 'big', body: 'x'.repeat(10 * 1024 * 1024) });
    const response = await fetch(restUrl('test_board'), { method: 'POST', headers: keyHeaders(), body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    const authResponse = await fetch(`${testServer().url}/auth/v1/signup`, { method: 'POST', headers: keyHeaders(), body });
    expect(authResponse.status).toBe(413);
    expect(await authResponse.json()).toMatchObject({ code: 'request_too_large' });
    await stillServes();
  });

  it('answers CORS preflights and health checks', async () => {
    const preflight = await fetch(restUrl('test_board'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey, content-type');
    const health = await fetch(`${testServer().url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });
});

describe('database errors answer with PostgREST’s status, never 500 (issue 17, item 6)', () => {
  it.each([
    ['an empty request id', ''],
    ['a 101-character request id', 'x'.repeat(101)],
  ])('raise_sos with %s → 400 23514, and no alarm written', async (_case, requestId) => {
    const member = await newUserClient();
    const { status, error } = await member.client.rpc('raise_sos', { client_request_id: requestId, latitude: 41.39, longitude: 2.17 });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/violates check constraint/);
    const { count } = await serviceClient().from('sos_events').select('id', { count: 'exact', head: true }).eq('member_id', member.user.id);
    expect(count).toBe(0);
    await stillServes();
  });

  it('a duplicate key → 409 23505; a bad uuid → 400 22P02', async () => {
    const member = await newUserClient();
    const duplicate = await serviceClient().from('profiles').insert({ user_id: member.user.id });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const badUuid = await member.client.from('sos_events').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
  });
});

describe('auth requests with a non-text e-mail or password answer 400 bad_json, never 500 (issue 17, item 6)', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${testServer().url}/auth/v1/${path}`, { method: 'POST', headers: keyHeaders(), body: JSON.stringify(body) });

  it.each([
    ['token?grant_type=password', { email: 12345, password: 'x' }],
    ['token?grant_type=password', { email: ['a@b.c'], password: 'x' }],
    ['token?grant_type=password', { email: 'a@b.c', password: 123 }],
    ['otp', { email: 42 }],
    ['recover', { email: { at: 'b.c' } }],
    ['signup', { email: 'a@b.c', password: 12345678 }],
    ['token?grant_type=refresh_token', { refresh_token: 7 }],
  ])('POST /auth/v1/%s with %j', async (path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });
});

describe('array columns take JSON arrays, as PostgREST does (issue 17, item 6)', () => {
  it('writes and reads an enum array column from a JSON array, and refuses a bad element with 400', async () => {
    const member = await newUserClient();
    const inserted = await member.client
      .from('emergency_contacts')
      .insert({ user_id: member.user.id, name: 'Ana Test', phone: '+34600000001', email: 'ana@example.com', relationship: 'sister', channels: ['email', 'sms'] })
      .select('id, channels')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data?.channels).toEqual(['email', 'sms']);
    const updated = await member.client.from('emergency_contacts').update({ channels: ['sms'] }).eq('id', inserted.data!.id).select('channels').single();
    expect(updated.error).toBeNull();
    expect(updated.data?.channels).toEqual(['sms']);
    const bad = await member.client.from('emergency_contacts').update({ channels: ['pigeon'] as never }).eq('id', inserted.data!.id);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });
});
