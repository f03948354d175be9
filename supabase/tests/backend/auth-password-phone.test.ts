import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { anonClient, closeClients, newUserClient, testServer, uniqueEmail } from '../helpers';

afterAll(closeClients);

describe('minimum_password_length = 8 (product rule)', () => {
  it('refuses a 7-character password at sign-up with 422 weak_password, reasons [length]', async () => {
    const { data, error } = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: 'abc1234' });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(error?.message).toBe('Password should be at least 8 characters.');
  });

  it('accepts 8 characters, and refuses a short new password the same way', async () => {
    const { client } = await newUserClient(uniqueEmail('eight'), { password: 'abcd1234' });
    const { error } = await client.auth.updateUser({ password: 'short' });
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });
});

describe('phone (no SMS provider in config.toml, so refused as hosted refuses it)', () => {
  const phone = '+34600123456';

  it('sign-up and SMS codes answer 400, password sign-in 422, all phone_provider_disabled, and no SMS is sent', async () => {
    const signUp = await anonClient().auth.signUp({ phone, password: 'long-enough-pass' });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('phone_provider_disabled');

    // GoTrue's token.go: a phone password grant with no SMS provider is 422, not 400.
    const signIn = await anonClient().auth.signInWithPassword({ phone, password: 'long-enough-pass' });
    expect(signIn.error?.status).toBe(422);
    expect(signIn.error?.code).toBe('phone_provider_disabled');

    const otp = await anonClient().auth.signInWithOtp({ phone });
    expect(otp.error?.status).toBe(400);
    expect(otp.error?.code).toBe('phone_provider_disabled');

    const outbox = (await (await fetch(`${testServer().url}/_outbox?to=${encodeURIComponent(phone)}`)).json()) as unknown[];
    expect(outbox).toEqual([]);
  });
});
