import { FunctionsHttpError } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, testServer } from '../helpers';

afterAll(closeClients);

describe('edge functions', () => {
  it('invokes a function as a signed-in user (verify_jwt on)', async () => {
    const { client } = await newUserClient();
    const { data, error } = await client.functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/echo',
      body: { hello: 'world' },
      authorized: true,
      supabaseUrl: testServer().url,
    });
  });

  it('refuses a signed-out call when verify_jwt is on, serves it when off', async () => {
    const refused = await anonClient().functions.invoke('echo', { body: {} });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    expect((refused.error as FunctionsHttpError).context.status).toBe(401);

    const { data, error } = await anonClient().functions.invoke('echo-public/sub/path?x=1', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'GET', path: '/echo-public/sub/path', authorized: false });
  });

  it('turns a throwing handler into a 500 FunctionsHttpError', async () => {
    const { client } = await newUserClient();
    const { data, error } = await client.functions.invoke('throws');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'WORKER_ERROR' });
  });

  it('answers 404 NOT_FOUND for an unknown function', async () => {
    const { client } = await newUserClient();
    const { error } = await client.functions.invoke('no-such-function');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${testServer().url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
