/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { setUpFirstAdmin } from '@/lib/actions/auth-admin-setup';
import { getUser } from '@/lib/auth/session';
import { loadServerEnv } from '@/lib/env';
import { createAdminClient } from '@/lib/supabase/admin';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn(async () => ({})) }));
jest.mock('@/lib/supabase/admin', () => ({ createAdminClient: jest.fn() }));
jest.mock('@/lib/env', () => ({ loadServerEnv: jest.fn() }));

const SECRET = 'local-admin-setup-token';
const rpc = jest.fn();
/** What each database function answers in a test; the defaults are an open setup. */
let answers: Record<string, { data: unknown; error: { message: string } | null }>;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.mocked(getUser).mockResolvedValue({ id: 'user-1' } as Awaited<ReturnType<typeof getUser>>);
  jest.mocked(createAdminClient).mockReturnValue({ rpc } as unknown as ReturnType<typeof createAdminClient>);
  jest.mocked(loadServerEnv).mockReturnValue({ ADMIN_SETUP_TOKEN: SECRET } as ReturnType<typeof loadServerEnv>);
  answers = {
    admin_setup_gate: { data: 'open', error: null },
    record_admin_setup_failure: { data: null, error: null },
    claim_first_admin: { data: true, error: null },
  };
  rpc.mockImplementation(async (name: string) => answers[name]);
});

describe('setUpFirstAdmin', () => {
  it.each([
    ['an empty code', { token: '   ' }, 'tokenRequired'],
    ['a code longer than any real one', { token: 'x'.repeat(201) }, 'wrongToken'],
    ['no code at all', {}, 'tokenRequired'],
  ])('refuses %s with a field error and never reaches the database', async (_case, input, key) => {
    const result = await setUpFirstAdmin(input as { token: string });
    expect(result.validationErrors?.fieldErrors).toEqual({ token: [key] });
    expect(createAdminClient).not.toHaveBeenCalled();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('refuses a signed-out visitor', async () => {
    jest.mocked(getUser).mockResolvedValue(null);
    expect(await setUpFirstAdmin({ token: SECRET })).toEqual({ serverError: 'signedOut' });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('says a wrong code is wrong and counts it, never claiming', async () => {
    expect(await setUpFirstAdmin({ token: 'nope' })).toEqual({ data: { outcome: 'wrongToken' } });
    expect(rpc).toHaveBeenCalledWith('record_admin_setup_failure', { target_user: 'user-1' });
    expect(rpc).not.toHaveBeenCalledWith('claim_first_admin', expect.anything());
  });

  it('asks the gate first: an existing admin or too many wrong codes end it before the code is compared', async () => {
    answers.admin_setup_gate = { data: 'adminExists', error: null };
    expect(await setUpFirstAdmin({ token: 'nope' })).toEqual({ data: { outcome: 'adminExists' } });
    answers.admin_setup_gate = { data: 'throttled', error: null };
    expect(await setUpFirstAdmin({ token: SECRET })).toEqual({ data: { outcome: 'tooManyAttempts' } });
    expect(rpc).not.toHaveBeenCalledWith('record_admin_setup_failure', expect.anything());
    expect(rpc).not.toHaveBeenCalledWith('claim_first_admin', expect.anything());
  });

  it('promotes the signed-in user with the right code (trimmed) and revalidates the setup page, never the prerendered ones', async () => {
    expect(await setUpFirstAdmin({ token: ` ${SECRET} ` })).toEqual({ data: { outcome: 'success' } });
    expect(rpc).toHaveBeenCalledWith('claim_first_admin', { target_user: 'user-1' });
    expect(revalidatePath).toHaveBeenCalledWith('/admin-setup');
    expect(revalidatePath).not.toHaveBeenCalledWith('/', 'layout');
  });

  it('gives each other outcome as data: admin exists, switched off, database failure', async () => {
    answers.claim_first_admin = { data: false, error: null };
    expect(await setUpFirstAdmin({ token: SECRET })).toEqual({ data: { outcome: 'adminExists' } });

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.claim_first_admin = { data: null, error: { message: 'down' } };
    expect(await setUpFirstAdmin({ token: SECRET })).toEqual({ data: { outcome: 'failed' } });

    jest.mocked(loadServerEnv).mockReturnValue({ ADMIN_SETUP_TOKEN: undefined } as ReturnType<typeof loadServerEnv>);
    expect(await setUpFirstAdmin({ token: SECRET })).toEqual({ data: { outcome: 'disabled' } });
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
