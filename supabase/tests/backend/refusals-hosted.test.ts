import { anonClient, closeClients, newUserClient, serviceClient, testServer } from '../helpers';

/*
 * Features this server does not expose (issue 49) answer exactly as hosted Supabase answers with
 * the feature switched off, so an app sees a clear refusal, never a wrong answer (README "Gaps",
 * "Refused on purpose"). Expected values: PostgREST's Error.hs/MediaType.hs and GoTrue's
 * internal/api (api.go, middleware.go, web3.go, mfa.go); supabase-js sends
 * `X-Supabase-Api-Version: 2024-01-01`, so GoTrue answers `{code, message}`.
 */
afterAll(closeClients);

const service = () => serviceClient();

/** A raw request, for routes supabase-js does not call (or calls only in a browser). */
async function call(path: string, init: RequestInit & { key?: 'publishable' | 'secret' } = {}) {
  const { url, publishableKey, secretKey } = testServer();
  const key = init.key === 'secret' ? secretKey : publishableKey;
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', key);
  if (init.key === 'secret') headers.set('authorization', `Bearer ${secretKey}`);
  const response = await fetch(`${url}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

describe('PostgREST features hosted leaves off', () => {
  it('aggregates (db-aggregates-enabled = false): 400 PGRST123', async () => {
    const { data, error, status } = await service().from('test_board').select('count()');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' });
  });

  it('explain (db-plan-enabled = false): 406 PGRST107 naming the plan type as PostgREST prints it', async () => {
    const json = await service().from('test_board').select().explain({ format: 'json' });
    expect(json.status).toBe(406);
    expect(json.error).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"',
    });
    // The plan of a CSV read, as explain() asks for it, options in PostgREST's fixed order (lite
    // said for="application/json" and kept the order sent).
    const accept = 'application/vnd.pgrst.plan+text; for="text/csv"; options=verbose|analyze;';
    const csv = await call('/rest/v1/test_board', { key: 'secret', headers: { accept } });
    expect(csv.status).toBe(406);
    expect(csv.body).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="text/csv"; options=analyze|verbose',
    });
  });

  it('a media type list is printed as PostgREST parsed it: spaces and q dropped, best quality first', async () => {
    const { status, body } = await call('/rest/v1/test_board', { key: 'secret', headers: { accept: 'text/html;q=0.5, application/geo+json; charset=utf-8' } });
    expect(status).toBe(406);
    expect(body).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'None of these media types are available: application/geo+json, text/html' });
  });

  it('GeoJSON without PostGIS: 406 PGRST107', async () => {
    const { data, error, status } = await service().from('test_board').select().geojson();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'None of these media types are available: application/geo+json' });
  });

  it('a schema that is not exposed: 406 PGRST106 listing config.toml\'s exposed schemas, for reads, writes and RPC', async () => {
    const expected = (schema: string) => ({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public', message: `Invalid schema: ${schema}` });
    const read = await service().schema('personal').from('test_board').select();
    expect(read.status).toBe(406);
    expect(read.error).toEqual(expected('personal'));
    // lite exposes graphql_public too, and answered 404 PGRST205 from it.
    const graphql = await service().schema('graphql_public').from('test_board').select();
    expect(graphql.status).toBe(406);
    expect(graphql.error).toEqual(expected('graphql_public'));
    const write = await service().schema('personal').from('test_board').insert({ room: 'r', body: 'b' });
    expect(write.status).toBe(406);
    expect(write.error).toEqual(expected('personal'));
    const rpc = await service().schema('personal').rpc('anything');
    expect(rpc.status).toBe(406);
    expect(rpc.error).toEqual(expected('personal'));
  });

  it('a profile header the method does not read is ignored, as PostgREST ignores it', async () => {
    const { status } = await call('/rest/v1/test_board?limit=1', { key: 'secret', headers: { 'content-profile': 'personal' } });
    expect(status).toBe(200);
  });
});

describe('Supabase Auth features hosted leaves off', () => {
  const oauthDisabled = { code: 'feature_disabled', message: 'OAuth server is disabled' };

  it('OAuth 2.1 server: the admin clients API answers 404 feature_disabled after the admin check', async () => {
    const { error } = await service().auth.admin.oauth.listClients();
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('feature_disabled');
    expect(error?.message).toBe('OAuth server is disabled');
    const created = await call('/auth/v1/admin/oauth/clients', {
      key: 'secret',
      method: 'POST',
      headers: { ...V2024, 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'x', redirect_uris: ['https://x.example/cb'] }),
    });
    expect(created.status).toBe(404);
    expect(created.body).toEqual(oauthDisabled);
    // Not an admin: GoTrue's admin check answers first.
    const notAdmin = await call('/auth/v1/admin/oauth/clients', { headers: V2024 });
    expect(notAdmin.status).toBe(403);
  });

  it('OAuth 2.1 server: its public routes answer 404 feature_disabled before any authentication', async () => {
    for (const path of ['/auth/v1/oauth/authorize?client_id=x', '/auth/v1/oauth/authorizations/abc', '/auth/v1/.well-known/oauth-authorization-server']) {
      const { status, body, headers } = await call(path, { headers: V2024 });
      expect({ path, status, body }).toEqual({ path, status: 404, body: oauthDisabled });
      expect(headers.get('x-sb-error-code')).toBe('feature_disabled');
    }
    // Without the API version header, GoTrue's initial error shape.
    const initial = await call('/auth/v1/oauth/token', { method: 'POST' });
    expect(initial.body).toEqual({ code: 404, error_code: 'feature_disabled', msg: 'OAuth server is disabled' });
  });

  it('OAuth grants of the signed-in user: 401 without a session, 404 feature_disabled with one', async () => {
    expect((await call('/auth/v1/user/oauth/grants', { headers: V2024 })).status).toBe(401);
    const { session } = await newUserClient();
    const signedIn = await call('/auth/v1/user/oauth/grants', { headers: { ...V2024, authorization: `Bearer ${session.access_token}` } });
    expect(signedIn.status).toBe(404);
    expect(signedIn.body).toEqual(oauthDisabled);
  });

  it('passkeys: 404 passkey_disabled', async () => {
    const { status, body } = await call('/auth/v1/passkeys/authentication/options', { method: 'POST', headers: V2024 });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'passkey_disabled', message: 'Passkeys are disabled' });
  });

  it('WebAuthn MFA factors: 422 mfa_webauthn_enroll_not_enabled', async () => {
    const { session } = await newUserClient();
    const { status, body } = await call('/auth/v1/factors', {
      method: 'POST',
      headers: { ...V2024, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'webauthn', friendly_name: 'key' }),
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'mfa_webauthn_enroll_not_enabled', message: 'MFA enroll is disabled for WebAuthn' });
  });

  it('SAML SSO: signInWithSSO answers 404 saml_provider_disabled', async () => {
    const { data, error } = await anonClient().auth.signInWithSSO({ domain: 'example.com' });
    expect(data).toBeNull();
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('saml_provider_disabled');
    expect(error?.message).toBe('SAML 2.0 is disabled');
    const metadata = await call('/auth/v1/sso/saml/metadata', { headers: V2024 });
    expect(metadata).toMatchObject({ status: 404, body: { code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' } });
  });

  it('SAML SSO admin API: no providers listed or found, none created', async () => {
    expect(await call('/auth/v1/admin/sso/providers', { key: 'secret', headers: V2024 })).toMatchObject({ status: 200, body: { items: [] } });
    const one = await call('/auth/v1/admin/sso/providers/00000000-0000-0000-0000-000000000000', { key: 'secret', headers: V2024 });
    expect(one).toMatchObject({ status: 404, body: { code: 'sso_provider_not_found', message: 'SSO Identity Provider not found' } });
    const created = await call('/auth/v1/admin/sso/providers', {
      key: 'secret',
      method: 'POST',
      headers: { ...V2024, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'saml', metadata_url: 'https://idp.example/metadata' }),
    });
    expect(created).toMatchObject({ status: 404, body: { code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' } });
  });

  it('Web3 sign-in: 422 web3_provider_disabled', async () => {
    const { status, body } = await call('/auth/v1/token?grant_type=web3', {
      method: 'POST',
      headers: { ...V2024, 'content-type': 'application/json' },
      body: JSON.stringify({ chain: 'ethereum', message: 'm', signature: '0x00' }),
    });
    expect(status).toBe(422);
    expect(body).toEqual({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });

  it('phone without an SMS provider: 400 phone_provider_disabled with hosted\'s messages', async () => {
    const phone = '+34600123457';
    const signUp = await anonClient().auth.signUp({ phone, password: 'long-enough-pass' });
    expect([signUp.error?.status, signUp.error?.code, signUp.error?.message]).toEqual([400, 'phone_provider_disabled', 'Phone signups are disabled']);
    const otp = await anonClient().auth.signInWithOtp({ phone });
    expect([otp.error?.status, otp.error?.code, otp.error?.message]).toEqual([400, 'phone_provider_disabled', 'Unsupported phone provider']);
  });

  it('phone password sign-in: 422 phone_provider_disabled "Phone logins are disabled" (token.go, not sign-up\'s 400)', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ phone: '+34600123458', password: 'long-enough-pass' });
    expect(data.session).toBeNull();
    expect([error?.status, error?.code, error?.message]).toEqual([422, 'phone_provider_disabled', 'Phone logins are disabled']);
  });

  it('resending an SMS code: 400 phone_provider_disabled "Phone logins are disabled", after resend.go\'s checks', async () => {
    const sms = await anonClient().auth.resend({ type: 'sms', phone: '+34600123458' });
    expect([sms.error?.status, sms.error?.code, sms.error?.message]).toEqual([400, 'phone_provider_disabled', 'Phone logins are disabled']);
    const change = await anonClient().auth.resend({ type: 'phone_change', phone: '+34600123458' });
    expect([change.error?.status, change.error?.code, change.error?.message]).toEqual([400, 'phone_provider_disabled', 'Phone logins are disabled']);
    const resend = (body: Record<string, unknown>) =>
      call('/auth/v1/resend', { method: 'POST', headers: { ...V2024, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await resend({ type: 'sms' })).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'Type provided requires a phone number' } });
    expect(await resend({ type: 'phone_change' })).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'Missing email address or phone number' } });
    expect(await resend({ type: 'signup', email: 'a@example.test', phone: '+34600123458' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Only an email address or phone number should be provided.' },
    });
    // No phone change is pending for any user here: nothing to send, as hosted answers then.
    expect(await resend({ type: 'phone_change', email: 'nobody@example.test' })).toMatchObject({ status: 200, body: {} });
  });

  it('an e-mail and a phone together are refused, never signed in by the e-mail', async () => {
    const { email, password } = await newUserClient();
    const signIn = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { ...V2024, 'content-type': 'application/json' },
      body: JSON.stringify({ email, phone: '+34600123458', password }),
    });
    expect(signIn).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'Only an email address or phone number should be provided on login.' } });
    const otp = await call('/auth/v1/otp', {
      method: 'POST',
      headers: { ...V2024, 'content-type': 'application/json' },
      body: JSON.stringify({ email, phone: '+34600123458' }),
    });
    expect(otp).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'Only an email address or phone number should be provided' } });
  });

  it('an SMS code for an existing user only (shouldCreateUser: false): 422 otp_disabled, no phone user being found', async () => {
    const { error } = await anonClient().auth.signInWithOtp({ phone: '+34600123458', options: { shouldCreateUser: false } });
    expect([error?.status, error?.code, error?.message]).toEqual([422, 'otp_disabled', 'Signups not allowed for otp']);
  });
});

describe('Storage (not served)', () => {
  it('answers as the API gateway answers a route it does not map: 404 "no Route matched with those values"', async () => {
    const { status, body } = await call('/storage/v1/bucket', { key: 'secret' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'no Route matched with those values' });
    const { data, error } = await service().storage.listBuckets();
    expect(data).toBeNull();
    expect(error?.message).toBe('no Route matched with those values');
  });
});
