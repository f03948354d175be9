import { anonClient, closeClients, makeClient, newUserClient, readMailbox, testServer, type MailboxMessage } from '../helpers';

afterAll(closeClients);

/** The app's confirm URL as the sign-in form passes it (components/auth/one-time-code-form.tsx). */
const APP = 'http://localhost:3000';
const confirmUrl = (next: string) => `${APP}/api/auth/confirm?next=${encodeURIComponent(next)}`;

async function onlyMail(email: string): Promise<MailboxMessage> {
  const mails = await readMailbox(email);
  expect(mails).toHaveLength(1);
  return mails[0];
}

/** The link of the mail's button (the first `href`), entities decoded. */
function buttonLink(mail: MailboxMessage): URL {
  const href = /<a href="([^"]+)"/.exec(mail.html ?? '')?.[1];
  if (!href) throw new Error(`no link in "${mail.subject}"`);
  return new URL(href.replace(/&amp;/g, '&'));
}

async function requestSignInMail(options: { emailRedirectTo?: string } = {}) {
  const { email } = await newUserClient();
  const { error } = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false, ...options } });
  expect(error).toBeNull();
  return { email, mail: await onlyMail(email) };
}

describe('sign-in e-mail (config.toml magic_link template)', () => {
  it('links to the app confirm route with the allowed redirect, a token hash verifyOtp accepts as type email, and shows the code', async () => {
    const { email, mail } = await requestSignInMail({ emailRedirectTo: confirmUrl('/nl/member-dashboard') });
    expect(mail.subject).toBe('Your ICE SOS sign-in link');
    const link = buttonLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP}/api/auth/confirm`);
    expect(link.searchParams.get('next')).toBe('/nl/member-dashboard');
    expect(link.searchParams.get('type')).toBe('email');
    const tokenHash = link.searchParams.get('token_hash') ?? '';
    expect(tokenHash).toMatch(/^[0-9a-f]{40,}$/);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(mail.html).toContain(`>${code}</p>`);

    const { data, error } = await anonClient().auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('accepts the token hash as type magiclink, and the code as type email', async () => {
    const first = await requestSignInMail({ emailRedirectTo: confirmUrl('/member-dashboard') });
    const byHash = await anonClient().auth.verifyOtp({ type: 'magiclink', token_hash: buttonLink(first.mail).searchParams.get('token_hash') ?? '' });
    expect(byHash.error).toBeNull();

    const second = await requestSignInMail();
    const code = /\b(\d{6})\b/.exec(second.mail.text ?? '')?.[1] ?? '';
    const byCode = await anonClient().auth.verifyOtp({ type: 'email', email: second.email, token: code });
    expect(byCode.error).toBeNull();
    expect(byCode.data.user?.email).toBe(second.email);
    // Used once: the same code is refused afterwards.
    const again = await anonClient().auth.verifyOtp({ type: 'email', email: second.email, token: code });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('ignores a redirect_to outside the allow list and links to the site URL', async () => {
    const { mail } = await requestSignInMail({ emailRedirectTo: 'https://evil.example/api/auth/confirm?next=%2F' });
    const link = buttonLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP}/api/auth/confirm`);
    expect(link.searchParams.has('next')).toBe(false);
    expect(mail.html).not.toContain('evil.example');
  });

  it('recovery: links with type recovery and keeps the reset page as next', async () => {
    const { email } = await newUserClient();
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: confirmUrl('/es/auth/reset-password') });
    expect(error).toBeNull();
    const mail = await onlyMail(email);
    expect(mail.subject).toBe('Reset your ICE SOS password');
    const link = buttonLink(mail);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('next')).toBe('/es/auth/reset-password');
    const verified = await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: link.searchParams.get('token_hash') ?? '' });
    expect(verified.error).toBeNull();
  });
});

describe('GET /auth/v1/verify ({{ .ConfirmationURL }})', () => {
  async function openLink(token: string, redirectTo?: string): Promise<URL> {
    const query = new URLSearchParams({ token, type: 'magiclink', ...(redirectTo ? { redirect_to: redirectTo } : {}) });
    const response = await fetch(`${testServer().url}/auth/v1/verify?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '');
  }

  it('is served on the API URL and redirects to an allowed redirect_to with the session in the fragment', async () => {
    const { email, mail } = await requestSignInMail();
    const tokenHash = buttonLink(mail).searchParams.get('token_hash') ?? '';
    const target = await openLink(tokenHash, `${APP}/welcome`);
    expect(`${target.origin}${target.pathname}`).toBe(`${APP}/welcome`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const { data } = await anonClient().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe(email);
  });

  it('falls back to the site URL for a redirect_to that is not allowed, and reports a used link', async () => {
    const { mail } = await requestSignInMail();
    const tokenHash = buttonLink(mail).searchParams.get('token_hash') ?? '';
    const first = await openLink(tokenHash, 'https://evil.example/');
    expect(first.origin).toBe(APP);
    const reused = await openLink(tokenHash, `${APP}/welcome`);
    expect(new URLSearchParams(reused.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('PKCE: a pkce_ token redirects with ?code= that exchangeCodeForSession turns into a session', async () => {
    const { email } = await newUserClient();
    const pkce = makeClient(testServer().publishableKey, { auth: { flowType: 'pkce' } });
    const { error } = await pkce.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: confirmUrl('/member-dashboard') } });
    expect(error).toBeNull();
    const mail = await onlyMail(email);
    const tokenHash = buttonLink(mail).searchParams.get('token_hash') ?? '';
    expect(tokenHash.startsWith('pkce_')).toBe(true);

    const target = await openLink(tokenHash, confirmUrl('/member-dashboard'));
    expect(`${target.origin}${target.pathname}`).toBe(`${APP}/api/auth/confirm`);
    expect(target.searchParams.get('next')).toBe('/member-dashboard');
    const code = target.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expect(target.hash).toBe('');

    const exchanged = await pkce.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    const replay = await pkce.auth.exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });

  it('PKCE: verifyOtp takes the pkce_ token hash as it is (the confirm route path)', async () => {
    const { email } = await newUserClient();
    const pkce = makeClient(testServer().publishableKey, { auth: { flowType: 'pkce' } });
    await pkce.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: confirmUrl('/member-dashboard') } });
    const tokenHash = buttonLink(await onlyMail(email)).searchParams.get('token_hash') ?? '';
    const { data, error } = await anonClient().auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});
