import type { SupabaseClient } from '@supabase/supabase-js';
import {
  anonClient,
  closeClients,
  firstLink,
  makeClient,
  readMailbox,
  spawnLocalServer,
  testServer,
  uniqueEmail,
  SERVER_START_TIMEOUT_MS,
  TEST_PASSWORD,
  type LocalServerProcess,
  type MailboxMessage,
} from '../helpers';
import { codeBehindTokenHash } from '../helpers/email-code';

/*
 * Sign-up with e-mail confirmation, as hosted projects have it (issue 19): the app's
 * supabase/config.toml turns `[auth.email] enable_confirmations` on, and the local server answers
 * as GoTrue does (internal/api/signup.go, resend.go, verify.go, token.go). Test servers confirm
 * sign-ups at once (SUPABASE_LOCAL_AUTOCONFIRM=1); this file starts one without that override.
 */
afterAll(closeClients);

/** Short, so a test can wait it out; the app's config says 60 s. */
const MAX_FREQUENCY_MS = 3000;
const RATE_LIMITED = /^For security purposes, you can only request this after [0-3] seconds\.$/;
/** The app's confirm URL as it passes it (supabase/templates/README.md). */
const confirmUrl = (next: string) => `http://localhost:3000/api/auth/confirm?next=${encodeURIComponent(next)}`;
const waitOutMaxFrequency = () => new Promise((resolve) => setTimeout(resolve, MAX_FREQUENCY_MS + 200));

describe('with [auth.email] enable_confirmations = true (supabase/config.toml)', () => {
  let server: LocalServerProcess;

  beforeAll(async () => {
    server = await spawnLocalServer({ autoconfirm: false, emailMaxFrequency: `${MAX_FREQUENCY_MS / 1000}s` });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
  });

  const client = (): SupabaseClient => makeClient(server.publishableKey, {}, server);
  const mailsTo = (email: string): Promise<MailboxMessage[]> => readMailbox(email, server);

  /** The confirmation link of a mail: the app's confirm route with token_hash and type email. */
  function confirmationLink(mail: MailboxMessage): URL {
    const link = firstLink(mail);
    if (!link) throw new Error(`no link in "${mail.subject}"`);
    return new URL(link);
  }

  const tokenHashOf = (mail: MailboxMessage) => confirmationLink(mail).searchParams.get('token_hash') ?? '';

  async function signUpPending(email = uniqueEmail('pending'), data: Record<string, unknown> = { full_name: 'Ana' }) {
    const { data: answer, error } = await client().auth.signUp({ email, password: TEST_PASSWORD, options: { data, emailRedirectTo: confirmUrl('/welcome') } });
    expect(error).toBeNull();
    return { email, user: answer.user!, session: answer.session };
  }

  async function signUpConfirmed(email = uniqueEmail('confirmed'), data?: Record<string, unknown>) {
    const pending = await signUpPending(email, data);
    const [mail] = await mailsTo(email);
    expect((await client().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(mail) })).error).toBeNull();
    return pending;
  }

  it('GET /settings says mailer_autoconfirm false', async () => {
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.publishableKey } })).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it('signUp answers with the user and no session, and mails the confirmation template with emailRedirectTo as {{ .RedirectTo }}', async () => {
    const { email, user, session } = await signUpPending();
    expect(session).toBeNull();
    expect(user).toMatchObject({ email, role: 'authenticated', user_metadata: { full_name: 'Ana' } });
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmation_sent_at).toEqual(expect.any(String));
    expect(user.identities).toHaveLength(1);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ source: 'auth', subject: 'Confirm your e-mail address for ICE SOS' });
    const link = confirmationLink(mails[0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/api/auth/confirm');
    expect(link.searchParams.get('next')).toBe('/welcome');
    expect(link.searchParams.get('type')).toBe('email');
    expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{40,}$/);
    // No code: no page of the app takes one (supabase/templates/README.md).
    expect(mails[0].text).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a password sign-in before confirmation: the right password gets 400 email_not_confirmed, a wrong one invalid_credentials', async () => {
    const { email } = await signUpPending();
    const right = await client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(right.data.session).toBeNull();
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    // GoTrue checks the password first, so a stranger does not learn of the pending sign-up.
    const wrong = await client().auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('verifyOtp({ token_hash, type: "email" }) confirms the user and opens a session; the link works once', async () => {
    const { email, user } = await signUpPending();
    const tokenHash = tokenHashOf((await mailsTo(email))[0]);
    const { data, error } = await client().auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session?.user).toMatchObject({ id: user.id, email });
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect((await client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    const again = await client().auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('verifyOtp with type "signup" confirms too, by token hash or by the code and address', async () => {
    const byHash = await signUpPending();
    const hashed = await client().auth.verifyOtp({ type: 'signup', token_hash: tokenHashOf((await mailsTo(byHash.email))[0]) });
    expect(hashed.error).toBeNull();
    expect(hashed.data.session?.user.id).toBe(byHash.user.id);

    const byCode = await signUpPending();
    const code = await codeBehindTokenHash(byCode.email, tokenHashOf((await mailsTo(byCode.email))[0]));
    const coded = await client().auth.verifyOtp({ type: 'signup', email: byCode.email, token: code });
    expect(coded.error).toBeNull();
    expect(coded.data.session?.user.id).toBe(byCode.user.id);
  });

  it('GET /auth/v1/verify (the {{ .ConfirmationURL }} link) confirms and redirects with the session in the fragment', async () => {
    const { email } = await signUpPending();
    const tokenHash = tokenHashOf((await mailsTo(email))[0]);
    const link = new URL('/auth/v1/verify', server.url);
    link.search = new URLSearchParams({ token: tokenHash, type: 'signup', redirect_to: confirmUrl('/welcome') }).toString();
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(confirmUrl('/welcome'));
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    expect((await client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });

  it('a sign-up with a confirmed address answers 200 with an obfuscated user and sends nothing; the account is untouched', async () => {
    const { email, user } = await signUpConfirmed();
    const mailsBefore = (await mailsTo(email)).length;
    const { data, error } = await client().auth.signUp({ email, password: 'another-password-1', options: { data: { full_name: 'Mallory' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.id).not.toBe(user.id);
    expect(data.user).toMatchObject({ email, identities: [], user_metadata: { full_name: 'Mallory' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    expect((await client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).data.user?.user_metadata.full_name).toBe('Ana');
    expect((await client().auth.signInWithPassword({ email, password: 'another-password-1' })).error?.code).toBe('invalid_credentials');
  });

  it('validates a repeated sign-up first: a weak password is 422 weak_password, confirmed address or not', async () => {
    const { email } = await signUpConfirmed();
    const { error } = await client().auth.signUp({ email, password: 'short' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('a sign-up with an unconfirmed address re-sends the confirmation after max_frequency (429 before), keeping password and metadata', async () => {
    const { email, user } = await signUpPending();
    const tooSoon = await client().auth.signUp({ email, password: 'another-password-1', options: { data: { full_name: 'Mallory' } } });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error?.message).toMatch(RATE_LIMITED);
    expect(await mailsTo(email)).toHaveLength(1);

    await waitOutMaxFrequency();
    const again = await client().auth.signUp({ email, password: 'another-password-1', options: { data: { full_name: 'Mallory' }, emailRedirectTo: confirmUrl('/again') } });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user).toMatchObject({ id: user.id, email, user_metadata: { full_name: 'Ana' } });
    expect(again.data.user!.identities).toHaveLength(1);
    const [first, second] = await mailsTo(email);
    expect(second).toBeDefined();
    expect(confirmationLink(second).searchParams.get('next')).toBe('/again');

    // A new token replaces the first one.
    expect((await client().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(first) })).error?.code).toBe('otp_expired');
    expect((await client().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(second) })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'another-password-1' })).error?.code).toBe('invalid_credentials');
    const signedIn = await client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata.full_name).toBe('Ana');
  });

  describe('in the language the sign-up stored in user_metadata (preferred_language), as the app signs up', () => {
    const SPANISH_CONFIRMATION = 'Confirme su dirección de correo electrónico para ICE SOS';

    it('a Spanish registration gets its confirmation in Spanish, without a code', async () => {
      // registerAccount (lib/actions/registration.ts): the registration's language as preferred_language.
      const { email } = await signUpPending(uniqueEmail('es'), { full_name: 'Ana', preferred_language: 'es' });
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe(SPANISH_CONFIRMATION);
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="es">/);
      expect(mail.text).toContain('Le damos la bienvenida a ICE SOS. Confirme que esta dirección de correo electrónico es suya');
      expect(mail.text).not.toMatch(/Confirm your|enter this code|escriba este código|\b\d{6}\b/i);
      expect(confirmationLink(mail).searchParams.get('type')).toBe('email');
    });

    it('someone signing up from a Spanish invitation gets the Spanish confirmation, leading back to the invitation', async () => {
      // createInviteeAccount (lib/actions/family.ts): the invitation page's locale as preferred_language.
      const email = uniqueEmail('invitee-es');
      const invitation = `/es/family-invite?token=${'ab'.repeat(32)}`;
      const { error } = await client().auth.signUp({
        email,
        password: TEST_PASSWORD,
        options: { data: { full_name: 'Lucía', preferred_language: 'es' }, emailRedirectTo: confirmUrl(invitation) },
      });
      expect(error).toBeNull();
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe(SPANISH_CONFIRMATION);
      expect(mail.text).toContain('Confirmar mi dirección de correo');
      expect(confirmationLink(mail).searchParams.get('next')).toBe(invitation);
    });

    it('later e-mails keep that language: the sign-in link in Spanish, an e-mail change in Dutch to both addresses', async () => {
      const spanish = await signUpConfirmed(uniqueEmail('es-later'), { preferred_language: 'es' });
      expect((await client().auth.signInWithOtp({ email: spanish.email, options: { shouldCreateUser: false } })).error).toBeNull();
      const signInMail = (await mailsTo(spanish.email)).at(-1)!;
      expect(signInMail.subject).toBe('Su enlace para iniciar sesión en ICE SOS');
      expect(signInMail.text).toContain('O escriba este código en la página de inicio de sesión:');

      const dutch = await signUpConfirmed(uniqueEmail('nl-later'), { preferred_language: 'nl' });
      const signedIn = client();
      expect((await signedIn.auth.signInWithPassword({ email: dutch.email, password: TEST_PASSWORD })).error).toBeNull();
      const newEmail = uniqueEmail('nl-moved');
      expect((await signedIn.auth.updateUser({ email: newEmail })).error).toBeNull();
      for (const mail of [(await mailsTo(dutch.email)).at(-1)!, ...(await mailsTo(newEmail))]) {
        expect(mail.subject).toBe('Bevestig uw nieuwe e-mailadres voor ICE SOS');
        expect(mail.text).toContain(`Bevestig dat u het e-mailadres van uw ICE SOS-account wilt wijzigen van ${dutch.email} in ${newEmail}.`);
        expect(mail.text).not.toMatch(/\b\d{6}\b/);
      }
    });
  });

  it('resend({ type: "signup" }) sends the confirmation again, throttled by max_frequency', async () => {
    const { email } = await signUpPending();
    const tooSoon = await client().auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error?.message).toMatch(RATE_LIMITED);
    expect(await mailsTo(email)).toHaveLength(1);

    await waitOutMaxFrequency();
    const resent = await client().auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmUrl('/resent') } });
    expect(resent.error).toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(confirmationLink(mails[1]).searchParams.get('next')).toBe('/resent');
    expect((await client().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(mails[1]) })).error).toBeNull();
  });

  it('resend sends a first confirmation to a user made unconfirmed by the admin API', async () => {
    const email = uniqueEmail('admin-made');
    const created = await makeClient(server.secretKey, {}, server).auth.admin.createUser({ email, password: TEST_PASSWORD });
    expect(created.error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const verified = await client().auth.verifyOtp({ type: 'email', token_hash: tokenHashOf(mails[0]) });
    expect(verified.data.session?.user.id).toBe(created.data.user!.id);
  });

  it('resend for an unknown or a confirmed address answers as for any other and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    expect((await client().auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
    expect(await mailsTo(unknown)).toHaveLength(0);

    const { email } = await signUpConfirmed();
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('with SUPABASE_LOCAL_AUTOCONFIRM=1 (every other test server)', () => {
  it('GET /settings says mailer_autoconfirm true', async () => {
    const { url, publishableKey } = testServer();
    const settings = (await (await fetch(`${url}/auth/v1/settings`, { headers: { apikey: publishableKey } })).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(true);
  });

  it('signUp answers with a session and mails nothing; the address again is 422 user_already_exists', async () => {
    const email = uniqueEmail('instant');
    const { data, error } = await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(await readMailbox(email)).toHaveLength(0);
    const again = await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });
});
