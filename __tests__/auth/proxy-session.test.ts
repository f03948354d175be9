/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';

const createServerClient = jest.fn();
jest.mock('@supabase/ssr', () => ({ createServerClient: (...args: unknown[]) => createServerClient(...args) }));

import { refreshSession } from '@/lib/supabase/proxy';

beforeAll(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:54321';
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'publishable';
});
beforeEach(() => createServerClient.mockReset());

function request(cookie?: string): NextRequest {
  return new NextRequest('http://localhost:3000/', { headers: cookie ? { cookie } : {} });
}

describe('the proxy session step', () => {
  it('treats a visitor without an auth cookie as anonymous without building a client', async () => {
    const session = await refreshSession(request('NEXT_LOCALE=nl; ice-currency=EUR'));
    expect(session.userId).toBeNull();
    expect(session.assuranceLevel).toBeNull();
    await expect(session.getRole()).resolves.toBeNull();
    expect(createServerClient).not.toHaveBeenCalled();
  });

  it.each(['sb-127-auth-token=abc', 'sb-127-auth-token.0=abc; sb-127-auth-token.1=def'])('verifies a session cookie (%s)', async (cookie) => {
    createServerClient.mockReturnValue({ auth: { getClaims: async () => ({ data: { claims: { sub: 'user-1', aal: 'aal1' } } }) } });
    const session = await refreshSession(request(cookie));
    expect(createServerClient).toHaveBeenCalledTimes(1);
    expect(session.userId).toBe('user-1');
    expect(session.assuranceLevel).toBe('aal1');
  });
});
