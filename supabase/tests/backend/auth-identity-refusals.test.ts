import { anonClient, closeClients, newUserClient, testServer } from '../helpers';

/*
 * Conformance with hosted Supabase Auth (issue 49) for identity features our config leaves off:
 * manual linking (`security.manual_linking_enabled = false`, GoTrue's default: middleware.go
 * `requireManualLinkingEnabled`, after the session check) and sign-in with an ID token from a
 * provider that is not enabled (token_oidc.go `getProvider`). supabase-js sends
 * `X-Supabase-Api-Version: 2024-01-01`, so GoTrue answers `{code, message}`.
 */
afterAll(closeClients);

async function call(path: string, init: RequestInit = {}) {
  const { url, publishableKey } = testServer();
  const headers = new Headers(init.headers);
  headers.set('apikey', publishableKey);
  const response = await fetch(`${url}${path}`, { ...init, headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: (await response.json()) as unknown };
}

describe('manual linking (off)', () => {
  it('linkIdentity answers 404 manual_linking_disabled', async () => {
    const { client } = await newUserClient();
    const { error } = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect([error?.status, error?.code, error?.message]).toEqual([404, 'manual_linking_disabled', 'Manual linking is disabled']);
  });

  it('unlinkIdentity answers 404 manual_linking_disabled', async () => {
    const { client } = await newUserClient();
    const { data } = await client.auth.getUserIdentities();
    const identity = data?.identities[0];
    expect(identity).toBeDefined();
    const { error } = await client.auth.unlinkIdentity(identity!);
    expect([error?.status, error?.code, error?.message]).toEqual([404, 'manual_linking_disabled', 'Manual linking is disabled']);
  });

  it('without a session, the session check answers first (401)', async () => {
    const { status, type } = await call('/auth/v1/user/identities/authorize?provider=google', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(status).toBe(401);
    expect(type).toContain('application/json');
  });
});

describe('signInWithIdToken with a provider that is not enabled', () => {
  it('answers 400 provider_disabled naming the provider\'s issuer', async () => {
    const { data, error } = await anonClient().auth.signInWithIdToken({ provider: 'google', token: 'an-id-token', nonce: 'a-nonce' });
    expect(data.session).toBeNull();
    expect([error?.status, error?.code, error?.message]).toEqual([400, 'provider_disabled', 'Provider (issuer "https://accounts.google.com") is not enabled']);
  });

  it('refuses an unknown provider and a missing token as GoTrue does', async () => {
    const unknown = await anonClient().auth.signInWithIdToken({ provider: 'myspace', token: 'an-id-token' });
    expect([unknown.error?.status, unknown.error?.code, unknown.error?.message]).toEqual([400, 'validation_failed', 'Custom OIDC provider "myspace" not allowed']);
    const missing = await call('/auth/v1/token?grant_type=id_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid request', error_description: 'id_token required' } });
  });
});
