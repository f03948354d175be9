import { anonClient, closeClients, newUserClient, readMailbox } from '../helpers';

afterAll(closeClients);

/** supabase/config.toml: `[auth.email] max_frequency = "60s"`, as hosted. */
const RATE_LIMITED = /^For security purposes, you can only request this after (5\d|60) seconds\.$/;

describe('[auth.email] max_frequency (one e-mail of a kind per address per minute)', () => {
  it('refuses a second sign-in e-mail with 429 over_email_send_rate_limit and sends nothing', async () => {
    const { email } = await newUserClient();
    expect((await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const again = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(RATE_LIMITED);
    expect(await readMailbox(email)).toHaveLength(1);
  });

  it('counts sign-in links and password recovery together, as GoTrue does', async () => {
    const { email } = await newUserClient();
    expect((await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const recovery = await anonClient().auth.resetPasswordForEmail(email);
    expect(recovery.error?.code).toBe('over_email_send_rate_limit');
    // The first e-mail's code still works: the refused request changed nothing.
    const code = /\b(\d{6})\b/.exec((await readMailbox(email))[0].text ?? '')?.[1] ?? '';
    expect((await anonClient().auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
  });

  it('throttles e-mail changes per signed-in user, and not other addresses', async () => {
    const { client, email } = await newUserClient();
    expect((await client.auth.updateUser({ email: `new-${email}` })).error).toBeNull();
    const again = await client.auth.updateUser({ email: `other-${email}` });
    expect(again.error?.code).toBe('over_email_send_rate_limit');

    const other = await newUserClient();
    expect((await anonClient().auth.signInWithOtp({ email: other.email, options: { shouldCreateUser: false } })).error).toBeNull();
  });
});
