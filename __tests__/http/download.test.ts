/** @jest-environment node */
import { getAssuranceLevel, getUser } from '@/lib/auth/session';
import { attachmentHeaders, exportLocale, exportUser, refusal } from '@/lib/http/download';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getAssuranceLevel: jest.fn() }));

type SessionUser = Awaited<ReturnType<typeof getUser>>;
const withFactor = { id: 'u1', factors: [{ factor_type: 'totp', status: 'verified' }] } as unknown as SessionUser;
const withoutFactor = { id: 'u2', factors: [] } as unknown as SessionUser;

describe('member downloads', () => {
  it('keeps the download name to safe characters and the file out of caches', () => {
    expect(attachmentHeaders('log "x"/../a.csv', 'text/csv')).toMatchObject({
      'Content-Disposition': 'attachment; filename="log__x__.._a.csv"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('refuses with an empty body, so nothing English lands in a saved file', async () => {
    const response = refusal(500);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('reads the language of the file, English when unknown', () => {
    expect(exportLocale('nl')).toBe('nl');
    expect(exportLocale('fr')).toBe('en');
    expect(exportLocale(null)).toBe('en');
  });

  it('lets a signed-in member through only after the second step they turned on', async () => {
    jest.mocked(getUser).mockResolvedValue(null);
    expect(await exportUser()).toEqual({ status: 401 });

    jest.mocked(getUser).mockResolvedValue(withFactor);
    jest.mocked(getAssuranceLevel).mockResolvedValue('aal1');
    expect(await exportUser()).toEqual({ status: 403 });
    jest.mocked(getAssuranceLevel).mockResolvedValue('aal2');
    expect(await exportUser()).toEqual({ user: withFactor });

    jest.mocked(getUser).mockResolvedValue(withoutFactor);
    jest.mocked(getAssuranceLevel).mockResolvedValue('aal1');
    expect(await exportUser()).toEqual({ user: withoutFactor });
  });
});
