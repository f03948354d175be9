/** @jest-environment node */
import { createClient } from '@supabase/supabase-js';
import { checkPassword, passwordIdentity } from '@/lib/account/password-check';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/supabase/config', () => ({ supabaseUrl: () => 'http://127.0.0.1:54321', supabasePublishableKey: () => 'sb_publishable_test' }));

const signInWithPassword = jest.fn();
const signOut = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(createClient).mockReturnValue({ auth: { signInWithPassword, signOut } } as unknown as ReturnType<typeof createClient>);
});

const refused = (error: Record<string, unknown>) => signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error });

describe('checkPassword', () => {
  it('is right when the auth server signs in, and ends that throwaway session at once', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: {}, session: {} }, error: null });
    await expect(checkPassword({ email: 'ana@example.com' }, 'pw')).resolves.toBe('right');
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'pw' });
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('is wrong only when the auth server says the credentials are invalid', async () => {
    refused({ code: 'invalid_credentials', status: 400, name: 'AuthApiError', message: 'Invalid login credentials' });
    await expect(checkPassword({ phone: '+34600123456' }, 'pw')).resolves.toBe('wrong');
  });

  it('says "too many attempts" rather than "wrong" when the auth server throttles', async () => {
    refused({ code: 'over_request_rate_limit', status: 429, name: 'AuthApiError', message: 'Too many requests' });
    await expect(checkPassword({ email: 'ana@example.com' }, 'pw')).resolves.toBe('rateLimited');
  });

  it.each([
    ['a server error', { status: 500, name: 'AuthApiError', message: 'Internal error' }],
    ['an unreachable server', { status: 0, name: 'AuthRetryableFetchError', message: 'fetch failed' }],
    ['an unconfirmed address', { code: 'email_not_confirmed', status: 400, name: 'AuthApiError', message: 'Email not confirmed' }],
  ])('throws on %s instead of calling the password wrong', async (_case, error) => {
    refused(error);
    await expect(checkPassword({ email: 'ana@example.com' }, 'pw')).rejects.toThrow('Checking the password failed');
  });
});

describe('passwordIdentity', () => {
  it('proves the password with the e-mail address, else the phone number', () => {
    expect(passwordIdentity({ email: 'a@example.com', phone: '+34600123456' })).toEqual({ email: 'a@example.com' });
    expect(passwordIdentity({ email: '', phone: '+34600123456' })).toEqual({ phone: '+34600123456' });
    expect(passwordIdentity({ email: null, phone: '' })).toBeNull();
  });
});
