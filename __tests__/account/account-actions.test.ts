/** @jest-environment node */
import { BillingStillRunningError, deleteAccount } from '@/lib/account/delete-account';
import { checkPassword } from '@/lib/account/password-check';
import { changeEmail, changePassword, deleteMyAccount } from '@/lib/actions/account';
import { getAssuranceLevel, getUser } from '@/lib/auth/session';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';

jest.mock('server-only', () => ({}));
jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn(async () => (key: string) => (key === 'word' ? 'DELETE' : key)) }));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn(), getAssuranceLevel: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: jest.fn() }));
jest.mock('@/lib/billing/stripe-client', () => ({ isPaymentConfigured: () => false, getStripe: jest.fn() }));
jest.mock('@/lib/actions/site-origin', () => ({ siteOrigin: async () => 'http://localhost:3000' }));
jest.mock('@/lib/i18n/navigation', () => ({ getPathname: () => '/full-dashboard/account' }));
jest.mock('@/lib/account/password-check', () => ({ ...jest.requireActual('@/lib/account/password-check'), checkPassword: jest.fn() }));
jest.mock('@/lib/account/delete-account', () => ({ ...jest.requireActual('@/lib/account/delete-account'), deleteAccount: jest.fn() }));

type SessionUser = NonNullable<Awaited<ReturnType<typeof getUser>>>;
const member = { id: 'member-1', email: 'ana@example.com', factors: [] } as unknown as SessionUser;
const withFactor = { ...member, factors: [{ factor_type: 'totp', status: 'verified' }] } as unknown as SessionUser;

const session = { auth: { updateUser: jest.fn(), signOut: jest.fn() } };
/** The role read the deletion makes with the service role (profiles.role of the member). */
let roleRead: { data: { role: string } | null; error: { message: string } | null };
const admin = {
  from: jest.fn(() => ({ select: () => ({ eq: () => ({ maybeSingle: async () => roleRead }) }) })),
};

const deleteInput = { confirmation: 'delete', password: 'my-password' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getUser).mockResolvedValue(member);
  jest.mocked(getAssuranceLevel).mockResolvedValue('aal1');
  jest.mocked(createClient).mockResolvedValue(session as never);
  jest.mocked(createAdminClient).mockReturnValue(admin as never);
  jest.mocked(checkPassword).mockResolvedValue('right');
  jest.mocked(deleteAccount).mockResolvedValue(undefined);
  session.auth.updateUser.mockResolvedValue({ data: {}, error: null });
  session.auth.signOut.mockResolvedValue({ error: null });
  roleRead = { data: { role: 'user' }, error: null };
});

describe('deleteMyAccount', () => {
  it('deletes with the word and the right password, the subscriptions read with the member’s own client', async () => {
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ data: { status: 'deleted' } });
    expect(checkPassword).toHaveBeenCalledWith({ email: 'ana@example.com' }, 'my-password');
    expect(deleteAccount).toHaveBeenCalledWith({ member: session, admin, stripe: null }, 'member-1');
    expect(session.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('asks for the password: a live session and the word are not enough', async () => {
    const result = await deleteMyAccount('en', { confirmation: 'DELETE', password: '' });
    expect(result.validationErrors?.fieldErrors).toEqual({ password: ['currentRequired'] });
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes nothing with a wrong password', async () => {
    jest.mocked(checkPassword).mockResolvedValue('wrong');
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ data: { status: 'wrongPassword' } });
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes nothing when the auth server throttles the password check', async () => {
    jest.mocked(checkPassword).mockResolvedValue('rateLimited');
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ serverError: 'rateLimited' });
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('checks the word of the language before the password', async () => {
    expect(await deleteMyAccount('en', { ...deleteInput, confirmation: 'ELIMINAR' })).toEqual({ data: { status: 'confirmationWrong' } });
    expect(checkPassword).not.toHaveBeenCalled();
  });

  it('refuses a session that has not passed the second step the member turned on', async () => {
    jest.mocked(getUser).mockResolvedValue(withFactor);
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ serverError: 'forbidden' });
    expect(checkPassword).not.toHaveBeenCalled();
    expect(deleteAccount).not.toHaveBeenCalled();

    jest.mocked(getAssuranceLevel).mockResolvedValue('aal2');
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ data: { status: 'deleted' } });
  });

  it('refuses an administrator', async () => {
    roleRead = { data: { role: 'admin' }, error: null };
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ data: { status: 'admin' } });
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes nothing when the role cannot be read: an error never passes an admin off as a member', async () => {
    roleRead = { data: null, error: { message: 'connection reset' } };
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ serverError: 'failed' });
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('says so when a running Stripe subscription cannot be ended', async () => {
    jest.mocked(deleteAccount).mockRejectedValue(new BillingStillRunningError());
    expect(await deleteMyAccount('en', deleteInput)).toEqual({ data: { status: 'billingUnavailable' } });
    expect(session.auth.signOut).not.toHaveBeenCalled();
  });
});

describe('changePassword', () => {
  const input = { current: 'old-password', password: 'brand-new-password', confirm: 'brand-new-password' };

  it('changes it after the current one was proven', async () => {
    expect(await changePassword(input)).toEqual({ data: { status: 'changed' } });
    expect(session.auth.updateUser).toHaveBeenCalledWith({ password: 'brand-new-password' });
  });

  it('reports an outage of the password check as a failure, not as a wrong current password', async () => {
    jest.mocked(checkPassword).mockRejectedValue(new Error('Checking the password failed: 500'));
    expect(await changePassword(input)).toEqual({ serverError: 'failed' });
    expect(session.auth.updateUser).not.toHaveBeenCalled();
  });

  it('refuses a session that has not passed the second step', async () => {
    jest.mocked(getUser).mockResolvedValue(withFactor);
    expect(await changePassword(input)).toEqual({ serverError: 'forbidden' });
    expect(checkPassword).not.toHaveBeenCalled();
  });
});

describe('changeEmail', () => {
  it('refuses a session that has not passed the second step', async () => {
    jest.mocked(getUser).mockResolvedValue(withFactor);
    expect(await changeEmail('en', { email: 'new@example.com' })).toEqual({ serverError: 'forbidden' });
    expect(session.auth.updateUser).not.toHaveBeenCalled();
  });

  it('answers the auth server’s rate limits as such', async () => {
    session.auth.updateUser.mockResolvedValue({ data: {}, error: { code: 'over_email_send_rate_limit', status: 429, name: 'AuthApiError' } });
    expect(await changeEmail('en', { email: 'new@example.com' })).toEqual({ serverError: 'rateLimited' });
  });

  it('sends the links', async () => {
    expect(await changeEmail('en', { email: 'New@Example.com' })).toEqual({ data: { status: 'sent', email: 'new@example.com' } });
    expect(session.auth.updateUser).toHaveBeenCalledWith({ email: 'new@example.com' }, { emailRedirectTo: 'http://localhost:3000/api/auth/confirm?next=%2Ffull-dashboard%2Faccount' });
  });
});
