/** @jest-environment node */
import { GET } from '@/app/api/account/export/route';
import { getAssuranceLevel, getUser } from '@/lib/auth/session';
import { buildAccountExport } from '@/lib/data/account-export';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getAssuranceLevel: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn(async () => ({})) }));
jest.mock('@/lib/data/account-export', () => ({ buildAccountExport: jest.fn() }));

type SessionUser = NonNullable<Awaited<ReturnType<typeof getUser>>>;
const member = { id: 'member-1', email: 'ana@example.com', phone: '', factors: [{ factor_type: 'totp', status: 'verified' }] } as unknown as SessionUser;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getUser).mockResolvedValue(member);
  jest.mocked(getAssuranceLevel).mockResolvedValue('aal2');
  jest.mocked(buildAccountExport).mockResolvedValue({ format: 'ice-sos-account-export' } as never);
});

describe('GET /api/account/export', () => {
  it('gives nothing to a session that has not passed the second step the member turned on', async () => {
    jest.mocked(getAssuranceLevel).mockResolvedValue('aal1');
    const response = await GET();
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('');
    expect(buildAccountExport).not.toHaveBeenCalled();
  });

  it('gives nothing to a visitor', async () => {
    jest.mocked(getUser).mockResolvedValue(null);
    expect((await GET()).status).toBe(401);
    expect(buildAccountExport).not.toHaveBeenCalled();
  });

  it('hands the member their file as an attachment that is never cached', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="ice-sos-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(JSON.parse(await response.text())).toEqual({ format: 'ice-sos-account-export' });
    expect(jest.mocked(buildAccountExport).mock.calls[0][1]).toEqual({ id: 'member-1', email: 'ana@example.com', phone: null });
  });

  it('answers a failure with a bare 500, no English text in a saved file', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(buildAccountExport).mockRejectedValue(new Error('Reading device readings failed'));
    const response = await GET();
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
  });
});
