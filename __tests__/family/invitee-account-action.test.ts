/** @jest-environment node */
import { createInviteeAccount } from '@/lib/actions/family';
import { createClient } from '@/lib/supabase/server';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/family/invite-mail', () => ({ sendFamilyInviteMail: jest.fn() }));
jest.mock('@/lib/actions/site-origin', () => ({ siteOrigin: async () => 'http://localhost:3000' }));
// An invitation that proves nothing (family_invite_proves_email false): the ordinary sign-up.
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: () => ({ rpc: async () => ({ data: false, error: null }) }) }));
jest.mock('@/lib/i18n/navigation', () => ({
  getPathname: jest.fn(({ href, locale }: { href: { query: { token: string } }; locale: string }) => `/${locale}/family-invite?token=${href.query.token}`),
}));

const TOKEN = 'ab'.repeat(32);
const signUp = jest.fn();
const rpc = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(createClient).mockResolvedValue({ rpc, auth: { signUp } } as never);
  rpc.mockResolvedValue({ data: [{ email: 'lucia@example.com' }], error: null });
  signUp.mockResolvedValue({ data: { user: { id: 'u1', identities: [{}] }, session: null }, error: null });
});

describe('createInviteeAccount', () => {
  it('signs the invited address up with the invitation page’s language in user_metadata, so its confirmation e-mail is in that language', async () => {
    const result = await createInviteeAccount.bind(null, 'es', TOKEN)({ fullName: 'Lucía Martín', password: 'Password123!' });
    expect(result).toEqual({ data: { status: 'confirm', email: 'lucia@example.com' } });
    expect(signUp).toHaveBeenCalledWith({
      email: 'lucia@example.com',
      password: 'Password123!',
      options: {
        emailRedirectTo: `http://localhost:3000/api/auth/confirm?next=${encodeURIComponent(`/es/family-invite?token=${TOKEN}`)}`,
        data: { full_name: 'Lucía Martín', preferred_language: 'es' },
      },
    });
  });
});
