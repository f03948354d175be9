import path from 'node:path';
import { makeClient, readMailbox, spawnLocalServer, SERVER_START_TIMEOUT_MS, type LocalServerProcess, type MailboxMessage } from '../helpers';

/** A dedicated server on the fixture project's config.toml (site, 2 s max_frequency, template). */
let server: LocalServerProcess;

beforeAll(async () => {
  server = await spawnLocalServer({ configFile: path.join(__dirname, 'fixtures', 'email-project', 'supabase', 'config.toml') });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

const client = () => makeClient(server.publishableKey, {}, server);

const mailsTo = (email: string): Promise<MailboxMessage[]> => readMailbox(email, server);

function element(html: string, id: string): string {
  return new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '';
}

function attribute(html: string, id: string): string {
  return (new RegExp(`id="${id}" href="([^"]*)"`).exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
}

async function signUp(data: Record<string, unknown>): Promise<string> {
  const email = `cfg-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const { error } = await client().auth.signUp({ email, password: 'long-enough-pass', options: { data } });
  expect(error).toBeNull();
  return email;
}

describe('templates and max_frequency from another config.toml', () => {
  it('renders every documented variable; {{ .ConfirmationURL }} is on the API URL with the allowed redirect', async () => {
    const email = await signUp({ full_name: 'Ana <b>&</b> Jo' });
    const redirect = 'http://app.example.test/api/auth/confirm?next=%2Fnl';
    const { error } = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: redirect } });
    expect(error).toBeNull();
    const [mail] = await mailsTo(email);
    const html = mail.html ?? '';

    expect(mail.subject).toBe(`Sign-in link for ${email}`);
    expect(element(html, 'name')).toBe('Ana &lt;b&gt;&amp;&lt;/b&gt; Jo');
    const token = element(html, 'token');
    expect(token).toMatch(/^\d{6}$/);
    const tokenHash = element(html, 'token-hash');
    expect(element(html, 'site')).toBe('http://app.example.test');
    expect(element(html, 'redirect')).toBe(redirect.replace(/&/g, '&amp;'));
    expect(element(html, 'email')).toBe(email);

    const confirmation = new URL(attribute(html, 'confirmation'));
    expect(`${confirmation.origin}${confirmation.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(Object.fromEntries(confirmation.searchParams)).toEqual({ token: tokenHash, type: 'magiclink', redirect_to: redirect });
    // After "?" a value is query-escaped, as html/template does on hosted.
    expect(attribute(html, 'query')).toBe(`http://app.example.test/welcome?to=${encodeURIComponent(redirect).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())}`);
    expect(mail.text).toContain(`Sign in: ${confirmation.toString()}`);
  });

  it('throttles a second e-mail within max_frequency and sends again once it has passed', async () => {
    const email = await signUp({});
    const first = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(first.error).toBeNull();
    const second = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after [01] seconds\.$/);
    expect(await mailsTo(email)).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    const third = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(third.error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
