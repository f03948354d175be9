import { anonClient, closeClients, makeClient, newUserClient, readMailbox, testServer, uniqueEmail } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 1): an access token carries GoTrue's claims
 * (internal/tokens/service.go, GenerateAccessToken): iss, email, phone, app_metadata,
 * user_metadata, role, aal, amr (how the session was authenticated, most recent first),
 * session_id, is_anonymous. Policies read them through auth.jwt().
 */
afterAll(closeClients);

interface AccessClaims {
  iss: string;
  sub: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
  iat: number;
  exp: number;
}

const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as AccessClaims;
const now = () => Math.floor(Date.now() / 1000);

describe("access tokens carry hosted Supabase's claims", () => {
  it('a password sign-up: the user as they are, aal1 by password, the issuer and the session', async () => {
    const before = now();
    const { session, user } = await newUserClient(uniqueEmail('claims'), { data: { full_name: 'Ana López' } });
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      iss: `${testServer().url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Ana López' }),
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr[0].timestamp).toBeGreaterThanOrEqual(before - 1);
    expect(claims.exp - claims.iat).toBe(session.expires_in);
  });

  it('a password sign-in is its own session, authenticated by password', async () => {
    const { email, password } = await newUserClient();
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
  });

  it('a refresh keeps how the session was authenticated and reads the user again', async () => {
    const { client, session } = await newUserClient();
    const first = claimsOf(session.access_token);
    const updated = await client.auth.updateUser({ data: { language: 'nl' } });
    expect(updated.error).toBeNull();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const refreshed = claimsOf(data.session!.access_token);
    expect(refreshed.session_id).toBe(first.session_id);
    expect(refreshed.amr).toEqual(first.amr);
    expect(refreshed.user_metadata).toMatchObject({ language: 'nl' });
  });

  it('a one-time code from the sign-in e-mail authenticates by otp', async () => {
    const { email } = await newUserClient();
    expect((await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const [mail] = await readMailbox(email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
    const { data, error } = await anonClient().auth.verifyOtp({ type: 'email', email, token: code });
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'otp' }], email });
  });

  it('a sign-in link authenticates by otp, and a PKCE link by its flow: magiclink', async () => {
    // Two people: one sign-in e-mail per address per minute (max_frequency).
    const [{ email }, { email: pkceEmail }] = await Promise.all([newUserClient(), newUserClient()]);
    const openLink = async (tokenHash: string) => {
      const query = new URLSearchParams({ token: tokenHash, type: 'magiclink', redirect_to: 'http://localhost:3000/welcome' });
      const response = await fetch(`${testServer().url}/auth/v1/verify?${query}`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location') ?? '');
    };
    const tokenHashOfMail = async (address: string) => {
      const mails = await readMailbox(address);
      const href = /<a href="([^"]+)"/.exec(mails[mails.length - 1].html ?? '')?.[1] ?? '';
      return new URL(href.replace(/&amp;/g, '&')).searchParams.get('token_hash') ?? '';
    };

    expect((await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const implicit = await openLink(await tokenHashOfMail(email));
    const fragment = new URLSearchParams(implicit.hash.slice(1));
    expect(claimsOf(fragment.get('access_token') ?? '')).toMatchObject({ amr: [{ method: 'otp' }], email });

    const pkce = makeClient(testServer().publishableKey, { auth: { flowType: 'pkce' } });
    expect((await pkce.auth.signInWithOtp({ email: pkceEmail, options: { shouldCreateUser: false, emailRedirectTo: 'http://localhost:3000/api/auth/confirm?next=%2Fwelcome' } })).error).toBeNull();
    const code = (await openLink(await tokenHashOfMail(pkceEmail))).searchParams.get('code') ?? '';
    const { data, error } = await pkce.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token)).toMatchObject({ amr: [{ method: 'magiclink' }], email: pkceEmail });
  });

  it('the claims are signed: the server verifies the token it handed out', async () => {
    const { client, user } = await newUserClient();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });
});
