import { createHmac } from 'node:crypto';
import { anonClient, closeClients, makeClient, newUserClient, testServer } from '../helpers';

/*
 * Each REST request's transaction names its caller to the database in one statement
 * (packages/supabase-local/db/request-settings.ts), and the caller of a REST request comes from its
 * verified token alone (packages/supabase-local/http/rest-caller.ts). What policies and functions read must
 * be what PostgREST gives them on hosted.
 */
afterAll(closeClients);

async function contextOf(client: ReturnType<typeof anonClient>) {
  const { data, error } = await client.rpc('test_request_context', undefined, { get: false }).setHeader('x-test-context', 'hello');
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

describe('what a REST request tells the database about its caller', () => {
  it('a signed-in user runs as authenticated, with their id in every claim setting and the request described', async () => {
    const { client, user } = await newUserClient();
    expect(await contextOf(client)).toEqual({
      current_user: 'authenticated',
      uid: user.id,
      claim_sub: user.id,
      claim_role: 'authenticated',
      claims_sub: user.id,
      method: 'POST',
      path: '/rpc/test_request_context',
      header: 'hello',
      app_metadata: { provider: 'email', providers: ['email'] },
      aal: 'aal1',
    });
  });

  it('a signed-out visitor runs as anon with no user', async () => {
    expect(await contextOf(anonClient())).toMatchObject({ current_user: 'anon', uid: null, claim_sub: '', claim_role: 'anon' });
  });

  it('a table read runs as the caller under row-level security', async () => {
    const { client, user } = await newUserClient();
    const inserted = await client.from('test_notes').insert({ title: 'mine' }).select('owner_id').single();
    expect(inserted.data).toEqual({ owner_id: user.id });
    const { client: other } = await newUserClient();
    const { data, error } = await other.from('test_notes').select('id').eq('owner_id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("a token with someone's session but a wrong signature is refused, never taken as them", async () => {
    const { session } = await newUserClient();
    const [header, payload] = session.access_token.split('.');
    const wrongSignature = createHmac('sha256', 'not-the-project-secret').update(`${header}.${payload}`).digest('base64url');
    const forged = `${header}.${payload}.${wrongSignature}`;
    const client = makeClient(testServer().publishableKey, { global: { headers: { Authorization: `Bearer ${forged}` } } });
    const { data, error, status } = await client.rpc('test_request_context');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
    expect(data).toBeNull();
  });
});
