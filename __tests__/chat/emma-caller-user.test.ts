/** @jest-environment node */
import { createCallerUser } from '@/supabase/functions/ai-chat/caller-user';

describe('the signed-in caller (per-user limit)', () => {
  const env = { get: (name: string) => ({ SUPABASE_URL: 'http://auth.test', SUPABASE_SERVICE_ROLE_KEY: 'service' })[name] };
  const token = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
  const request = (authorization?: string) => new Request('http://fn.test/ai-chat', { method: 'POST', headers: authorization ? { authorization } : {} });

  it('asks the auth server once per token, and trusts only its answer', async () => {
    const calls: string[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers).get('authorization') ?? '');
      return new Response(JSON.stringify({ id: 'verified-user' }), { status: 200 });
    }) as unknown as typeof fetch;
    const callerUser = createCallerUser(env, fetchImpl, () => 0);
    const userToken = token({ sub: 'claimed-user', role: 'authenticated', exp: 3600 });
    expect(await callerUser(request(`Bearer ${userToken}`))).toBe('verified-user');
    expect(await callerUser(request(`Bearer ${userToken}`))).toBe('verified-user');
    expect(calls).toEqual([`Bearer ${userToken}`]);
  });

  it('a visitor (no token, the publishable key, an anon token) costs no check; a refused token is a visitor', async () => {
    let calls = 0;
    const refusing = (async () => {
      calls += 1;
      return new Response('{"msg":"invalid JWT"}', { status: 401 });
    }) as unknown as typeof fetch;
    const callerUser = createCallerUser(env, refusing, () => 0);
    expect(await callerUser(request())).toBeNull();
    expect(await callerUser(request('Bearer sb_publishable_abc'))).toBeNull();
    expect(await callerUser(request(`Bearer ${token({ role: 'anon' })}`))).toBeNull();
    expect(calls).toBe(0);
    expect(await callerUser(request(`Bearer ${token({ sub: 'forged', role: 'authenticated' })}`))).toBeNull();
    expect(calls).toBe(1);
  });
});
