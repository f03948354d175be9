import { anonClient, closeClients, newUserClient, readMailbox, serviceClient, uniqueEmail } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 18, item 5): GoTrue's admin API through supabase-js's
 * auth.admin with the secret key; create, list, get, update, delete, generate_link. Anyone else is
 * refused with 403 not_admin.
 */
afterAll(closeClients);

const admin = () => serviceClient().auth.admin;

describe('auth.admin with the secret key', () => {
  it('creates a confirmed user who can sign in, with their metadata, and the app sees them', async () => {
    const email = uniqueEmail('admin-made');
    const { data, error } = await admin().createUser({
      email,
      password: 'made-by-admin-1',
      email_confirm: true,
      user_metadata: { full_name: 'Marta Ruiz' },
      app_metadata: { plan: 'premium' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], plan: 'premium' },
      user_metadata: expect.objectContaining({ full_name: 'Marta Ruiz' }),
      identities: [expect.objectContaining({ provider: 'email', user_id: data.user?.id })],
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const signedIn = await anonClient().auth.signInWithPassword({ email, password: 'made-by-admin-1' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(data.user?.id);
    // The app's trigger on auth.users ran, as on hosted.
    const profile = await serviceClient().from('profiles').select('user_id').eq('user_id', data.user!.id).maybeSingle();
    expect(profile.data).toEqual({ user_id: data.user!.id });
  });

  it('refuses a taken address and a bad address with GoTrue codes', async () => {
    const { email } = await newUserClient();
    expect((await admin().createUser({ email, password: 'long-enough-1' })).error).toMatchObject({ status: 422, code: 'email_exists' });
    // GoTrue's admin create checks no password strength (auth-admin-hosted.test.ts): only bcrypt's limit.
    expect((await admin().createUser({ email: uniqueEmail(), password: 'x'.repeat(73) })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await admin().createUser({ email: 'not-an-address', password: 'long-enough-1' })).error).toMatchObject({ status: 400 });
    expect((await admin().createUser({ email: uniqueEmail(), role: 'r'.repeat(300) })).error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('lists users a page at a time, newest first, with the total', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push((await admin().createUser({ email: uniqueEmail('listed'), email_confirm: true })).data.user!.id);
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.id)).toEqual([made[2], made[1]]);
    expect(data).toMatchObject({ nextPage: 2, total: expect.any(Number) });
    expect((data as { total: number }).total).toBeGreaterThanOrEqual(3);
  });

  it('gets, updates (metadata merged, password and address changed) and deletes a user', async () => {
    const { user, email } = await newUserClient(uniqueEmail('changed'), { data: { language: 'es', city: 'Alicante' } });
    expect((await admin().getUserById(user.id)).data.user?.email).toBe(email);

    const newEmail = uniqueEmail('changed-to');
    const updated = await admin().updateUserById(user.id, { email: newEmail, password: 'new-password-2', user_metadata: { language: 'nl', city: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(newEmail);
    expect(updated.data.user?.user_metadata).toMatchObject({ language: 'nl' });
    expect(updated.data.user?.user_metadata).not.toHaveProperty('city');
    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: 'new-password-2' })).error).toBeNull();

    expect((await admin().deleteUser(user.id)).error).toBeNull();
    expect((await admin().getUserById(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: 'new-password-2' })).error).not.toBeNull();
  });

  it('generates a sign-in link and code without sending the e-mail', async () => {
    const { email, user } = await newUserClient();
    const { data, error } = await admin().generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.properties).toMatchObject({ verification_type: 'magiclink', email_otp: expect.stringMatching(/^\d{6}$/) });
    expect(data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(await readMailbox(email)).toEqual([]);
    const verified = await anonClient().auth.verifyOtp({ type: 'magiclink', token_hash: data.properties!.hashed_token });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
  });

  it('generates an invite link for a new address, making the invited user', async () => {
    const email = uniqueEmail('link-invite');
    const { data, error } = await admin().generateLink({ type: 'invite', email });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.properties?.action_link).toMatch(/type=invite/);
    expect(await readMailbox(email)).toEqual([]);
    expect((await anonClient().auth.verifyOtp({ type: 'invite', token_hash: data.properties!.hashed_token })).error).toBeNull();
  });
});

describe('auth.admin without the secret key', () => {
  it('refuses a signed-in user and a visitor with 403 not_admin, and makes nobody', async () => {
    const { client } = await newUserClient();
    for (const caller of [client, anonClient()]) {
      expect((await caller.auth.admin.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
      expect((await caller.auth.admin.createUser({ email: uniqueEmail(), password: 'sneaky-pass-1' })).error).toMatchObject({ status: 403 });
    }
  });
});
