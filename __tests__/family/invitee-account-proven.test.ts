/** @jest-environment node */
import { createInviteeAccount } from '@/lib/actions/family';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: jest.fn() }));
jest.mock('@/lib/family/invite-mail', () => ({ sendFamilyInviteMail: jest.fn() }));
jest.mock('@/lib/actions/site-origin', () => ({ siteOrigin: async () => 'http://localhost:3000' }));
jest.mock('@/lib/i18n/navigation', () => ({
  getPathname: jest.fn(({ href, locale }: { href: { query: { token: string } }; locale: string }) => `/${locale}/family-invite?token=${href.query.token}`),
}));

/*
 * Issue 44: someone who signs up from the invitation e-mail is not asked to confirm that address
 * again. Whether the invitation proves it is the database's answer (supabase/tests/family/
 * invitee-sign-up.test.ts); here, what the action does with each answer.
 */
const TOKEN = 'cd'.repeat(32);
const INVITED = 'lucia@example.com';
const visitor = {
  rpc: jest.fn(),
  auth: { signUp: jest.fn(), signInWithPassword: jest.fn() },
};
const service = { rpc: jest.fn(), auth: { admin: { createUser: jest.fn() } } };
const create = (locale = 'es') => createInviteeAccount.bind(null, locale as 'es', TOKEN)({ fullName: 'Lucía Martín', password: 'Password123!' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(createClient).mockResolvedValue(visitor as never);
  jest.mocked(createAdminClient).mockReturnValue(service as never);
  visitor.rpc.mockImplementation(async (name: string) => (name === 'preview_family_invite' ? { data: [{ email: INVITED }], error: null } : { data: {}, error: null }));
  visitor.auth.signInWithPassword.mockResolvedValue({ data: { session: {} }, error: null });
  visitor.auth.signUp.mockResolvedValue({ data: { user: { id: 'u1', identities: [{}] }, session: null }, error: null });
  service.rpc.mockResolvedValue({ data: true, error: null });
  service.auth.admin.createUser.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
});

describe('createInviteeAccount, from an invitation that proves the address', () => {
  it('asks the database about this token and the invited address, creates the account confirmed, signs in and accepts', async () => {
    expect(await create()).toEqual({ data: { status: 'accepted' } });
    expect(service.rpc).toHaveBeenCalledWith('family_invite_proves_email', { token: TOKEN, email: INVITED });
    expect(service.auth.admin.createUser).toHaveBeenCalledWith({
      email: INVITED,
      password: 'Password123!',
      email_confirm: true,
      user_metadata: { full_name: 'Lucía Martín', preferred_language: 'es' },
    });
    expect(visitor.auth.signInWithPassword).toHaveBeenCalledWith({ email: INVITED, password: 'Password123!' });
    expect(visitor.rpc).toHaveBeenCalledWith('accept_family_invite', { token: TOKEN });
    // No confirmation e-mail: the ordinary sign-up never ran.
    expect(visitor.auth.signUp).not.toHaveBeenCalled();
  });

  it('leaves the person signed in when accepting fails, for the invitation page to say why', async () => {
    visitor.rpc.mockImplementation(async (name: string) =>
      name === 'preview_family_invite' ? { data: [{ email: INVITED }], error: null } : { data: null, error: { code: 'ICE10', message: 'used' } },
    );
    expect(await create()).toEqual({ data: { status: 'signedIn' } });
  });

  it('falls back to the ordinary sign-up for an address that has an account already', async () => {
    service.auth.admin.createUser.mockResolvedValue({ data: { user: null }, error: { code: 'email_exists', message: 'taken' } });
    visitor.auth.signUp.mockResolvedValue({ data: { user: { id: 'u0', identities: [] }, session: null }, error: null });
    expect(await create()).toEqual({ data: { status: 'exists' } });
    expect(visitor.auth.signInWithPassword).not.toHaveBeenCalled();
  });
});

describe('createInviteeAccount, from an invitation that proves nothing', () => {
  it('signs up the ordinary way, with a confirmation e-mail leading back to the invitation', async () => {
    service.rpc.mockResolvedValue({ data: false, error: null });
    expect(await create('nl')).toEqual({ data: { status: 'confirm', email: INVITED } });
    expect(service.auth.admin.createUser).not.toHaveBeenCalled();
    expect(visitor.auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: INVITED, options: expect.objectContaining({ emailRedirectTo: expect.stringContaining(encodeURIComponent(`/nl/family-invite?token=${TOKEN}`)) }) }),
    );
  });

  it('signs up the ordinary way when the check itself fails', async () => {
    service.rpc.mockResolvedValue({ data: null, error: { message: 'down' } });
    expect(await create()).toEqual({ data: { status: 'confirm', email: INVITED } });
    expect(service.auth.admin.createUser).not.toHaveBeenCalled();
  });

  it('creates nothing for a token that is no longer an invitation', async () => {
    visitor.rpc.mockResolvedValue({ data: null, error: { code: 'ICE10', message: 'invalid' } });
    expect(await create()).toEqual({ data: { status: 'invalid' } });
    expect(service.auth.admin.createUser).not.toHaveBeenCalled();
    expect(visitor.auth.signUp).not.toHaveBeenCalled();
  });
});
