/**
 * Issue 17, item 7: a token signed with the (well-known) local secret may name only the roles
 * hosted Supabase lets a token become: anon, authenticated, service_role. One naming `postgres`
 * (or any other role) reads nothing, joins nothing and calls no function.
 */
import { randomUUID } from 'node:crypto';
import { anonClient, closeClients, makeClient, newUserClient, signTestJwt, subscribeAndWait, testServer } from '../helpers';

afterAll(closeClients);

const asToken = (token: string) => makeClient(testServer().publishableKey, { global: { headers: { Authorization: `Bearer ${token}` } } });

describe('a token naming a database role that is not an API role', () => {
  const forged = () => signTestJwt({ sub: randomUUID(), role: 'postgres' });

  it('is refused by REST with PostgREST’s 403 42501, reading nothing', async () => {
    const { data, error, status } = await asToken(forged()).from('profiles').select('user_id').limit(1);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('permission denied to set role "postgres"');
    expect(data).toBeNull();
  });

  it('is refused for RPC and writes too', async () => {
    const rpc = await asToken(forged()).rpc('announce_expired_family_links');
    expect(rpc.status).toBe(403);
    const write = await asToken(signTestJwt({ sub: randomUUID(), role: 'supabase_admin' })).from('contact_messages').insert({ name: 'x' });
    expect(write.status).toBe(403);
  });

  it('cannot join a realtime channel', async () => {
    const client = anonClient();
    await client.realtime.setAuth(forged());
    const channel = client.channel(`forged-${randomUUID()}`).on('postgres_changes', { event: '*', schema: 'public', table: 'sos_events' }, () => undefined);
    await expect(subscribeAndWait(channel)).rejects.toThrow(/role "postgres" is not allowed/);
  });

  it('cannot call a function that verifies the JWT', async () => {
    const { error } = await asToken(forged()).functions.invoke('echo', { body: {} });
    expect((error as { context?: Response } | null)?.context?.status).toBe(401);
  });
});

describe('the API roles', () => {
  it('still work with tokens', async () => {
    const user = await newUserClient();
    const own = await asToken(signTestJwt({ sub: user.user.id, role: 'authenticated', email: user.email })).from('profiles').select('user_id').eq('user_id', user.user.id);
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
    const service = await asToken(signTestJwt({ role: 'service_role' })).from('profiles').select('user_id').limit(1);
    expect(service.error).toBeNull();
  });
});
