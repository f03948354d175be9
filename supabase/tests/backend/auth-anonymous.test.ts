import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, closeClients, makeClient, readMailbox, serviceClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, testServer, uniqueEmail, type LocalServerProcess, type MailboxMessage } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 5): anonymous sign-in as documented in
 * https://supabase.com/docs/guides/auth/auth-anonymous and done by GoTrue (internal/api/anonymous.go,
 * signup.go, user.go, verify.go). `signInAnonymously()` is `POST /signup` with neither e-mail nor
 * phone: with `[auth] enable_anonymous_sign_ins` on it creates a user with `is_anonymous`, no
 * e-mail and no identities, and a session whose token says `is_anonymous: true` and `amr`
 * `anonymous`; off (hosted's default, and the app's config.toml) it answers 422
 * anonymous_provider_disabled. The user becomes permanent by confirming an e-mail address added
 * with `updateUser({ email })`; a password alone is refused until then. Policies tell the two
 * apart with `auth.jwt() ->> 'is_anonymous'`. `[auth.rate_limit] anonymous_users` is per address
 * per hour.
 */
afterAll(closeClients);

type Claims = { is_anonymous: boolean; amr: { method: string; timestamp: number }[]; aal: string; role: string; email: string; sub: string };
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Claims;

describe('with anonymous sign-ins off (the app config, hosted default)', () => {
  it('signInAnonymously answers 422 anonymous_provider_disabled and creates nobody', async () => {
    const admin = serviceClient();
    const before = (await admin.auth.admin.listUsers({ perPage: 1 })).data as { total?: number };
    const { data, error } = await anonClient().auth.signInAnonymously({ options: { data: { nickname: 'ghost' } } });
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    expect(data.session).toBeNull();
    const after = (await admin.auth.admin.listUsers({ perPage: 1 })).data as { total?: number };
    expect(after.total).toBe(before.total);
  });

  it('GET /settings says external.anonymous_users false', async () => {
    const { url, publishableKey } = testServer();
    const settings = (await (await fetch(`${url}/auth/v1/settings`, { headers: { apikey: publishableKey } })).json()) as { external: Record<string, boolean> };
    expect(settings.external.anonymous_users).toBe(false);
  });
});

describe('with [auth] enable_anonymous_sign_ins = true', () => {
  let server: LocalServerProcess;
  /** Anonymous sign-ins so far on that server, all from 127.0.0.1 (one rate-limit bucket). */
  let anonymousSignIns = 0;

  beforeAll(async () => {
    server = await spawnLocalServer({
      configFile: path.join(__dirname, 'fixtures', 'anonymous-project', 'supabase', 'config.toml'),
      authRateLimitScale: 1,
      // Its config's "Confirm email" stays on, as on a new hosted project.
      autoconfirm: false,
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
  });

  const client = () => makeClient(server.publishableKey, {}, server);
  const admin = () => makeClient(server.secretKey, {}, server);

  async function anonymousUser(data: Record<string, unknown> = {}): Promise<{ client: SupabaseClient; id: string; token: string }> {
    const signedIn = client();
    anonymousSignIns++;
    const { data: answer, error } = await signedIn.auth.signInAnonymously({ options: { data } });
    expect(error).toBeNull();
    return { client: signedIn, id: answer.user!.id, token: answer.session!.access_token };
  }

  const mailsTo = (email: string): Promise<MailboxMessage[]> => readMailbox(email, server);

  /** The token hash of the newest e-mail change link sent to `email`. */
  async function emailChangeTokenHash(email: string): Promise<string> {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const link = new URL(/(https?:\/\/\S+\/auth\/v1\/verify\?[^\s"'<>]+)/.exec(mails[0].text ?? '')![1].replace(/&amp;/g, '&'));
    expect(link.searchParams.get('type')).toBe('email_change');
    return link.searchParams.get('token')!;
  }

  it('GET /settings says external.anonymous_users true', async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.publishableKey } })).json()) as { external: Record<string, boolean> };
    expect(settings.external.anonymous_users).toBe(true);
  });

  it('creates an anonymous user (no e-mail, no identities, role authenticated, user_metadata from data) with an aal1 session', async () => {
    const signedIn = client();
    anonymousSignIns++;
    const { data, error } = await signedIn.auth.signInAnonymously({ options: { data: { nickname: 'Guest 7' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: '',
      phone: '',
      is_anonymous: true,
      identities: [],
      app_metadata: {},
      user_metadata: { nickname: 'Guest 7' },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.last_sign_in_at).toEqual(expect.any(String));

    const claims = claimsOf(data.session!.access_token);
    expect(claims).toMatchObject({ sub: data.user!.id, role: 'authenticated', is_anonymous: true, aal: 'aal1', email: '' });
    expect(claims.amr).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) }]);
    expect((await signedIn.auth.getUser()).data.user).toMatchObject({ id: data.user!.id, is_anonymous: true });
    expect((await signedIn.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    // A refresh keeps the anonymous session as it is.
    const refreshed = await signedIn.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({ is_anonymous: true, amr: [{ method: 'anonymous' }] });
  });

  it('lets policies tell anonymous from permanent users through auth.jwt() ->> is_anonymous', async () => {
    const anonymous = await anonymousUser();
    const refused = await anonymous.client.from('test_feed').insert({ body: 'from a guest' });
    expect(refused.error?.code).toBe('42501');

    const email = uniqueEmail('feed');
    const created = await admin().auth.admin.createUser({ email, password: 'permanent-pass-1', email_confirm: true });
    expect(created.error).toBeNull();
    const permanent = client();
    expect((await permanent.auth.signInWithPassword({ email, password: 'permanent-pass-1' })).error).toBeNull();
    const posted = await permanent.from('test_feed').insert({ body: 'from a member' }).select('body').single();
    expect(posted.error).toBeNull();
    // Reading is open to both.
    expect((await anonymous.client.from('test_feed').select('body').eq('body', 'from a member')).data).toEqual([{ body: 'from a member' }]);
  });

  it('refuses a password for an anonymous user without an e-mail address (422 validation_failed)', async () => {
    const anonymous = await anonymousUser();
    const { error } = await anonymous.client.auth.updateUser({ password: 'a-new-password-1' });
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Updating password of an anonymous user without an email or phone is not allowed' });
  });

  it('converts to a permanent user: updateUser({ email }) mails the new address; once confirmed the user has it and is_anonymous is false; then a password', async () => {
    const anonymous = await anonymousUser({ nickname: 'Soon permanent' });
    const email = uniqueEmail('convert');
    const asked = await anonymous.client.auth.updateUser({ email });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ id: anonymous.id, email: '', new_email: email, is_anonymous: true });
    // Still anonymous until the address is confirmed.
    expect((await anonymous.client.auth.getUser()).data.user).toMatchObject({ is_anonymous: true, email: '' });

    const verified = await anonymous.client.auth.verifyOtp({ token_hash: await emailChangeTokenHash(email), type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      id: anonymous.id,
      email,
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nickname: 'Soon permanent' },
    });
    expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(verified.data.user!.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(claimsOf(verified.data.session!.access_token)).toMatchObject({ sub: anonymous.id, email, is_anonymous: false });

    const withPassword = await anonymous.client.auth.updateUser({ password: 'permanent-pass-2' });
    expect(withPassword.error).toBeNull();
    const member = client();
    const signedIn = await member.auth.signInWithPassword({ email, password: 'permanent-pass-2' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user).toMatchObject({ id: anonymous.id, is_anonymous: false });
    expect(claimsOf(signedIn.data.session!.access_token)).toMatchObject({ is_anonymous: false, amr: [{ method: 'password' }] });
    // Permanent now, so the policy that kept them out lets them post.
    expect((await member.from('test_feed').insert({ body: 'converted' })).error).toBeNull();
  });

  it('takes an e-mail and a password together; the password works once the address is confirmed', async () => {
    const anonymous = await anonymousUser();
    const email = uniqueEmail('both');
    expect((await anonymous.client.auth.updateUser({ email, password: 'permanent-pass-3' })).error).toBeNull();
    expect((await admin().auth.admin.getUserById(anonymous.id)).data.user).toMatchObject({ is_anonymous: true, email: '' });
    const verified = await client().auth.verifyOtp({ token_hash: await emailChangeTokenHash(email), type: 'email_change' });
    expect(verified.error).toBeNull();
    const signedIn = await client().auth.signInWithPassword({ email, password: 'permanent-pass-3' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user).toMatchObject({ id: anonymous.id, is_anonymous: false });
  });

  it('refuses an address another user has (422 email_exists)', async () => {
    const email = uniqueEmail('taken');
    expect((await admin().auth.admin.createUser({ email, password: 'permanent-pass-1', email_confirm: true })).error).toBeNull();
    const anonymous = await anonymousUser();
    const { error } = await anonymous.client.auth.updateUser({ email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses MFA enrolment to an anonymous user (403 no_authorization)', async () => {
    const anonymous = await anonymousUser();
    const { error } = await anonymous.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({ status: 403, code: 'no_authorization', message: 'Anonymous user not allowed to perform these actions' });
  });

  it('shows is_anonymous in the admin API, and an admin confirming an added address makes the user permanent', async () => {
    const anonymous = await anonymousUser();
    const found = await admin().auth.admin.getUserById(anonymous.id);
    expect(found.data.user).toMatchObject({ id: anonymous.id, is_anonymous: true, email: '', identities: [] });
    const listed = await admin().auth.admin.listUsers({ perPage: 1000 });
    expect(listed.data.users.find((user) => user.id === anonymous.id)).toMatchObject({ is_anonymous: true });

    // GoTrue's admin update: an address alone leaves the user anonymous; confirmed, it does not.
    const email = uniqueEmail('admin');
    const unconfirmed = await admin().auth.admin.updateUserById(anonymous.id, { email });
    expect(unconfirmed.data.user).toMatchObject({ email, is_anonymous: true });
    expect(unconfirmed.data.user!.identities?.map((identity) => identity.provider)).toEqual(['email']);
    const confirmed = await admin().auth.admin.updateUserById(anonymous.id, { email, email_confirm: true });
    expect(confirmed.data.user).toMatchObject({ email, is_anonymous: false });
  });

  it('limits anonymous sign-ins to [auth.rate_limit] anonymous_users per address per hour (429 over_request_rate_limit)', async () => {
    // The fixture allows 10; earlier tests used some of them.
    while (anonymousSignIns < 10) await anonymousUser();
    const { data, error } = await client().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(data.session).toBeNull();
    // Other sign-ins count elsewhere.
    const email = uniqueEmail('after-limit');
    expect((await admin().auth.admin.createUser({ email, password: 'permanent-pass-1', email_confirm: true })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'permanent-pass-1' })).error).toBeNull();
  });
});
