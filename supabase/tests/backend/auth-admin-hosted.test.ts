import { anonClient, closeClients, newUserClient, readMailbox, serviceClient, uniqueEmail } from '../helpers';

/*
 * Issue 49: the admin API answers as hosted GoTrue does (internal/api/admin.go, mail.go,
 * invite.go, verify.go): user_metadata as given, GoTrue's address, phone and pagination checks,
 * generate_link for every e-mail type, and inviteUserByEmail, whose e-mail is sent.
 */
afterAll(closeClients);

const admin = () => serviceClient().auth.admin;

/** An address GoTrue's validateEmail (badoux/checkmail) refuses, where a looser pattern passes it. */
const MALFORMED_EMAIL = 'xx:;x@x.x';
const INVALID_FORMAT = 'Unable to validate email address: invalid format';

describe('admin users keep the metadata they were given', () => {
  it('createUser stores user_metadata as given: no identity claims, email_verified only once confirmed', async () => {
    const plain = await admin().createUser({ email: uniqueEmail('meta'), password: 'made-by-admin-1', user_metadata: { theme: 'dark' } });
    expect(plain.error).toBeNull();
    expect(plain.data.user?.user_metadata).toEqual({ theme: 'dark' });

    const bare = await admin().createUser({ email: uniqueEmail('meta-bare'), password: 'made-by-admin-1' });
    expect(bare.data.user?.user_metadata).toEqual({});

    // GoTrue's User.Confirm writes the confirmation into user_metadata.
    const confirmed = await admin().createUser({ email: uniqueEmail('meta-confirmed'), email_confirm: true, user_metadata: { theme: 'dark' } });
    expect(confirmed.data.user?.user_metadata).toEqual({ theme: 'dark', email_verified: true });
    expect(confirmed.data.user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: false, phone_verified: false });
  });

  it('updateUserById merges user_metadata without adding claims, and email_confirm adds email_verified', async () => {
    const { data } = await admin().createUser({ email: uniqueEmail('meta-update'), password: 'made-by-admin-1', user_metadata: {} });
    const id = data.user!.id;
    const updated = await admin().updateUserById(id, { user_metadata: { favorite_color: 'yellow' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ favorite_color: 'yellow' });

    const confirmed = await admin().updateUserById(id, { email_confirm: true });
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect(confirmed.data.user?.user_metadata).toEqual({ favorite_color: 'yellow', email_verified: true });
  });
});

describe('GoTrue validation', () => {
  it('refuses an address checkmail refuses and takes one it accepts', async () => {
    const { data, error } = await admin().createUser({ email: MALFORMED_EMAIL, password: 'password123' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: INVALID_FORMAT });
    expect(data.user).toBeNull();
    // A host without a dot passes GoTrue's pattern.
    const dotless = `dotless-${Date.now()}@localhost`;
    expect((await admin().createUser({ email: dotless })).data.user?.email).toBe(dotless);
    const tooLong = await admin().createUser({ email: `${'a'.repeat(250)}@example.test` });
    expect(tooLong.error).toMatchObject({ status: 400, message: 'An email address is too long' });
  });

  it('refuses a malformed phone, a user with neither address nor phone, and a malformed id', async () => {
    expect((await admin().createUser({ phone: '123-not-a-phone' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
    expect((await admin().createUser({ password: 'no-address-1' })).error).toMatchObject({
      status: 400,
      message: 'Cannot create a user without either an email or phone',
    });
    expect((await admin().createUser({ email: uniqueEmail('bad-id'), id: 'not-a-uuid' } as never)).error).toMatchObject({
      status: 400,
      message: 'ID must conform to the uuid v4 format',
    });
  });

  it('checks password strength on update only, as GoTrue does', async () => {
    const email = uniqueEmail('short-password');
    const created = await admin().createUser({ email, password: '123', email_confirm: true });
    expect(created.error).toBeNull();
    const updated = await admin().updateUserById(created.data.user!.id, { password: '12' });
    expect(updated.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(updated.error?.message).toMatch(/^Password should be at least \d+ characters\.$/);
  });

  it('listUsers refuses a negative page with GoTrue\'s pagination error', async () => {
    const { data, error } = await admin().listUsers({ page: -1, perPage: 10 });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
    expect(data.users).toEqual([]);
  });

  it('verifyOtp with a malformed phone answers the phone format error, a well-formed one otp_expired', async () => {
    const malformed = await anonClient().auth.verifyOtp({ phone: '15551234567-invalid', token: '123456', type: 'sms' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
    const unknown = await anonClient().auth.verifyOtp({ phone: '15551234567', token: '123456', type: 'sms' });
    expect(unknown.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });
});

describe('generateLink', () => {
  const redirectTo = 'http://localhost:3000/welcome';

  it('signup makes the user with the password and data, and its link confirms them', async () => {
    const email = uniqueEmail('link-signup');
    const { data, error } = await admin().generateLink({ type: 'signup', email, password: 'link-password-1', options: { data: { status: 'alpha' }, redirectTo } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { status: 'alpha' } });
    expect(data.user?.email_confirmed_at).toBeFalsy();
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: redirectTo, email_otp: expect.stringMatching(/^\d{6}$/) });
    expect(data.properties?.action_link).toMatch(/\/auth\/v1\/verify\?token=.+&type=signup&redirect_to=/);
    expect(await readMailbox(email)).toEqual([]);

    const verified = await anonClient().auth.verifyOtp({ type: 'signup', token_hash: data.properties!.hashed_token });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(data.user?.id);
    expect((await anonClient().auth.signInWithPassword({ email, password: 'link-password-1' })).error).toBeNull();
    // A confirmed address cannot be signed up again.
    expect((await admin().generateLink({ type: 'signup', email, password: 'link-password-1' })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('signup refuses a missing or weak password and a malformed address', async () => {
    expect((await admin().generateLink({ type: 'signup', email: uniqueEmail(), password: '' })).error).toMatchObject({
      status: 400,
      message: 'Signup requires a valid password',
    });
    expect((await admin().generateLink({ type: 'signup', email: uniqueEmail(), password: '12' })).error).toMatchObject({ status: 422, code: 'weak_password' });
    const malformed = await admin().generateLink({ type: 'signup', email: MALFORMED_EMAIL, password: 'password123' });
    expect(malformed.error).toMatchObject({ status: 400, message: INVALID_FORMAT });
    expect(malformed.data).toEqual({ user: null, properties: null });
  });

  it('magiclink for an unknown address signs it up; recovery for one answers 404; an unknown type 400', async () => {
    const email = uniqueEmail('link-magic-new');
    const made = await admin().generateLink({ type: 'magiclink', email });
    expect(made.error).toBeNull();
    expect(made.data.properties?.verification_type).toBe('signup');
    expect(made.data.user?.email).toBe(email);
    expect((await admin().generateLink({ type: 'recovery', email: uniqueEmail('nobody') })).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const unknownType = await admin().generateLink({ type: 'phone_change', email } as never);
    expect(unknownType.error).toMatchObject({ status: 400, message: 'Invalid email action link type requested: phone_change' });
  });

  it('email_change_current and email_change_new start a change both links complete', async () => {
    const { email, user } = await newUserClient(uniqueEmail('link-change'));
    const newEmail = uniqueEmail('link-changed');
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail, options: { redirectTo } });
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ id: user.id, email, new_email: newEmail });
    expect(current.data.properties?.action_link).toMatch(/type=email_change/);
    const next = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(next.error).toBeNull();

    for (const link of [current, next]) {
      const token = new URL(link.data.properties!.action_link).searchParams.get('token')!;
      expect((await anonClient().auth.verifyOtp({ type: 'email_change', token_hash: token })).error).toBeNull();
    }
    expect((await admin().getUserById(user.id)).data.user?.email).toBe(newEmail);
  });
});

describe('inviteUserByEmail', () => {
  it('creates the user with invited_at and their data, mails the invite, and its code signs them in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { preferred_language: 'es' }, redirectTo: 'http://localhost:3000/welcome' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { preferred_language: 'es' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeFalsy();

    const mails = await readMailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ source: 'auth', subject: 'Le han invitado a ICE SOS' });
    const tokenHash = /token_hash=([0-9a-f]+)&amp;type=invite/.exec(mails[0].html ?? '')?.[1];
    expect(tokenHash).toBeTruthy();

    const accepted = await anonClient().auth.verifyOtp({ type: 'invite', token_hash: tokenHash! });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.id).toBe(data.user?.id);
    expect(accepted.data.user?.email_confirmed_at).toBeTruthy();
    // Accepted: the address is taken now.
    expect((await admin().inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses a malformed address, and anyone without the secret key', async () => {
    const malformed = await admin().inviteUserByEmail(MALFORMED_EMAIL);
    expect(malformed.error).toMatchObject({ status: 400, message: INVALID_FORMAT });
    expect(malformed.data.user).toBeNull();
    const { client } = await newUserClient();
    expect((await client.auth.admin.inviteUserByEmail(uniqueEmail())).error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});
