import { createBrowserClient, createServerClient } from '@supabase/ssr';
import { anonClient, clearMailbox, closeClients, firstLink, newUserClient, readMailbox, testServer, TEST_PASSWORD } from '../helpers';

afterAll(closeClients);

describe('local mailbox', () => {
  it('catches auth e-mails (magic link, recovery) per recipient', async () => {
    const [signIn, recovery] = [await newUserClient(), await newUserClient()];
    await clearMailbox(signIn.email);
    const otp = await anonClient().auth.signInWithOtp({ email: signIn.email, options: { shouldCreateUser: false } });
    expect(otp.error).toBeNull();
    const recover = await anonClient().auth.resetPasswordForEmail(recovery.email);
    expect(recover.error).toBeNull();

    for (const { email } of [signIn, recovery]) {
      const mails = await readMailbox(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toEqual(expect.objectContaining({ to: email, source: 'auth' }));
      // Our templates (supabase/templates) link to the app's confirm route.
      expect(firstLink(mails[0])).toMatch(/\/api\/auth\/confirm\?token_hash=[0-9a-f]+&type=(email|recovery)/);
    }
    expect(await readMailbox('nobody@example.test')).toEqual([]);
  });

  it('accepts app e-mails over POST /_mailbox', async () => {
    const to = 'app-mail@example.test';
    await clearMailbox(to);
    const response = await fetch(`${testServer().url}/_mailbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to, subject: 'SOS alert', text: 'Ana pressed SOS' }),
    });
    expect(response.status).toBe(201);
    expect(await readMailbox(to)).toEqual([expect.objectContaining({ subject: 'SOS alert', source: 'app' })]);
  });
});

describe('@supabase/ssr', () => {
  it('reads on the server the session the browser client wrote to cookies', async () => {
    const { email } = await newUserClient();
    const jar = new Map<string, string>();
    const cookies = {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (items: Array<{ name: string; value: string; options?: { maxAge?: number } }>) => {
        for (const { name, value, options } of items) {
          if (options?.maxAge === 0 || value === '') jar.delete(name);
          else jar.set(name, value);
        }
      },
    };
    const { url, publishableKey } = testServer();
    // Not in a browser: isSingleton false, and our cookie jar stands in for document.cookie.
    const browser = createBrowserClient(url, publishableKey, { cookies, isSingleton: false });
    const { error } = await browser.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect([...jar.keys()].some((name) => name.startsWith('sb-127-auth-token'))).toBe(true);

    const server = createServerClient(url, publishableKey, { cookies });
    const { data } = await server.auth.getUser();
    expect(data.user?.email).toBe(email);
    const { data: claims } = await server.auth.getClaims();
    expect(claims?.claims.email).toBe(email);
  });
});
