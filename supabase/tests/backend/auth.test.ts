import { anonClient, closeClients, newUserClient, signInAs, uniqueEmail, TEST_PASSWORD } from '../helpers';

afterAll(closeClients);

/** True while the refresh token still belongs to a live session. */
async function refreshWorks(refreshToken: string): Promise<boolean> {
  const { error } = await anonClient().auth.refreshSession({ refresh_token: refreshToken });
  return !error;
}

describe('auth through supabase-js', () => {
  it('signs up with auto-confirm and returns a session', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({ email, password: TEST_PASSWORD, options: { data: { full_name: 'Ana' } } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Ana');
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).toEqual(expect.any(String));
  });

  it('refuses a second sign-up with the same e-mail', async () => {
    const { email } = await newUserClient();
    const { error } = await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    expect(error?.code).toBe('user_already_exists');
  });

  it('signs in with the right password and refuses a wrong one with invalid_credentials', async () => {
    const { email, user } = await newUserClient();
    const signedIn = await signInAs(email);
    expect(signedIn.user.id).toBe(user.id);

    const { data, error } = await anonClient().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('rotates refresh tokens', async () => {
    const { client, session } = await newUserClient();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).toEqual(expect.any(String));
    const { data: user } = await client.auth.getUser();
    expect(user.user?.id).toBe(session.user.id);
    // The new token keeps rotating.
    expect(await refreshWorks(data.session!.refresh_token)).toBe(true);
  });

  it('getUser returns the signed-in user and fails for an invalid token', async () => {
    const { client, user } = await newUserClient();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);

    const bad = await anonClient().auth.getUser('not-a-jwt');
    expect(bad.data.user).toBeNull();
    expect(bad.error?.status).toBe(403);
  });

  it('getClaims verifies the access token', async () => {
    const { client, user, email } = await newUserClient();
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(user.id);
    expect(data?.claims.email).toBe(email);
    expect(data?.claims.role).toBe('authenticated');

    const forged = await anonClient().auth.getClaims(`${data!.claims ? 'eyJhbGciOiJIUzI1NiJ9' : ''}.eyJzdWIiOiJ4In0.bad`);
    expect(forged.data).toBeNull();
    expect(forged.error).not.toBeNull();
  });

  it('signs out with scope others, local and global', async () => {
    const { email, session: first } = await newUserClient();
    const second = await signInAs(email);
    const third = await signInAs(email);

    await third.client.auth.signOut({ scope: 'others' });
    expect(await refreshWorks(first.refresh_token)).toBe(false);
    expect(await refreshWorks(second.session.refresh_token)).toBe(false);
    const { data: thirdUser } = await third.client.auth.getUser();
    expect(thirdUser.user?.email).toBe(email);

    const fourth = await signInAs(email);
    const fifth = await signInAs(email);
    await fourth.client.auth.signOut({ scope: 'local' });
    expect(await refreshWorks(fourth.session.refresh_token)).toBe(false);
    expect(await refreshWorks(fifth.session.refresh_token)).toBe(true);

    const sixth = await signInAs(email);
    await sixth.client.auth.signOut(); // global is the default
    const { data: after } = await anonClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(after.session).not.toBeNull();
    expect(await refreshWorks(sixth.session.refresh_token)).toBe(false);
  });
});
