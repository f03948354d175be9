/** @jest-environment node */
import { savePersonalDetails } from '@/lib/actions/personal-details';
import { getUser } from '@/lib/auth/session';
import { createClient } from '@/lib/supabase/server';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn(), getAssuranceLevel: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));

type SessionUser = NonNullable<Awaited<ReturnType<typeof getUser>>>;
const memberWith = (metadata: Record<string, unknown>) => ({ id: 'member-1', email: 'ana@example.com', user_metadata: metadata }) as unknown as SessionUser;

const select = jest.fn();
const update = jest.fn(() => ({ eq: () => ({ select }) }));
const session = { from: jest.fn(() => ({ update })), auth: { updateUser: jest.fn() } };

const input = { fullName: 'Ana García', phone: '600 123 456', address: '', country: 'ES', language: 'es' as const, dateOfBirth: '' };

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(createClient).mockResolvedValue(session as never);
  select.mockResolvedValue({ data: [{ user_id: 'member-1' }], error: null });
  session.auth.updateUser.mockResolvedValue({ data: {}, error: null });
});

describe('savePersonalDetails and the language of auth e-mails', () => {
  it('saves the profile and, when the language changed, the user_metadata the auth e-mails read', async () => {
    jest.mocked(getUser).mockResolvedValue(memberWith({ full_name: 'Ana', preferred_language: 'en' }));
    expect(await savePersonalDetails(input)).toEqual({ data: { status: 'saved', language: 'es', phone: '+34600123456' } });
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ preferred_language: 'es' }));
    expect(session.auth.updateUser).toHaveBeenCalledWith({ data: { preferred_language: 'es' } });
  });

  it('also for an account whose metadata never had a language (English e-mails until now)', async () => {
    jest.mocked(getUser).mockResolvedValue(memberWith({}));
    await savePersonalDetails({ ...input, language: 'nl' });
    expect(session.auth.updateUser).toHaveBeenCalledWith({ data: { preferred_language: 'nl' } });
  });

  it('leaves the metadata alone when the language is the same', async () => {
    jest.mocked(getUser).mockResolvedValue(memberWith({ preferred_language: 'es' }));
    expect((await savePersonalDetails(input)).data?.status).toBe('saved');
    expect(session.auth.updateUser).not.toHaveBeenCalled();
  });

  it('still answers saved when Auth refuses the metadata update (the profile is the record)', async () => {
    jest.mocked(getUser).mockResolvedValue(memberWith({ preferred_language: 'en' }));
    session.auth.updateUser.mockResolvedValue({ data: {}, error: { code: 'unexpected_failure', message: 'down' } });
    expect((await savePersonalDetails(input)).data?.status).toBe('saved');
    expect(console.error).toHaveBeenCalledWith('Keeping the auth e-mail language failed', 'unexpected_failure');
  });

  it('does not touch the metadata when the profile was not saved', async () => {
    jest.mocked(getUser).mockResolvedValue(memberWith({ preferred_language: 'en' }));
    select.mockResolvedValue({ data: [], error: null });
    expect(await savePersonalDetails(input)).toEqual({ serverError: 'notFound' });
    expect(session.auth.updateUser).not.toHaveBeenCalled();
  });
});
