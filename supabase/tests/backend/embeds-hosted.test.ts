import { closeClients, serviceClient } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 49): PostgREST's schema cache holds only the exposed
 * schemas' relations (docs.postgrest.org/en/v12/references/api/schemas.html), so a table is the
 * one of that name in `public`, whatever other schemas hold. Fixtures: public.users
 * (99990105000000_test_embeds_rpc.sql, named like auth.users) and public.messages
 * (99990118000000_test_embeds_hosted.sql, named like realtime.messages), each referenced by a
 * public table. Locally, `*` in such an embed took the other schema's columns (400 42703).
 */
afterAll(closeClients);

const service = () => serviceClient();

describe('an embed of a public table named like a table of another schema', () => {
  it('expands users(*) with public.users columns, not auth.users ones', async () => {
    const { data, error, status } = await service().from('test_user_profiles').select('*, users(*)').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, user_id: 1, bio: 'likes tea', users: { id: 1, display_name: 'App user' } }]);
  });

  it('expands messages(*) with public.messages columns, not realtime.messages ones', async () => {
    const { data, error, status } = await service().from('users').select('id, messages(*)').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, messages: [{ id: 1, user_id: 1, body: 'hello' }] }]);
  });

  it('expands users(*) embedded from public.messages, and with !inner', async () => {
    const plain = await service().from('messages').select('*, users(*)').eq('id', 1);
    expect(plain.error).toBeNull();
    expect(plain.data).toEqual([{ id: 1, user_id: 1, body: 'hello', users: { id: 1, display_name: 'App user' } }]);
    const inner = await service().from('test_user_profiles').select('bio, users!inner(*)').eq('users.display_name', 'App user');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ bio: 'likes tea', users: { id: 1, display_name: 'App user' } }]);
  });
});

describe('a write to a public table named like auth.users', () => {
  it('refuses a column only auth.users has with 400 PGRST204, as PostgREST does', async () => {
    // lite checked the body's keys against every `users` table's columns, let it through, and
    // Postgres answered 42703; PostgREST checks them against public.users alone.
    const { data, error, status } = await service().from('users').insert({ id: 990118, display_name: 'x', email: 'x@example.com' }).select();
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'email' column of 'users' in the schema cache" });
  });
});
