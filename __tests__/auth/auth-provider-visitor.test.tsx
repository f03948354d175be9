import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth } from '@/components/auth/auth-provider';
import { hasSessionCookie, noteBrowserClientCreated } from '@/lib/supabase/browser-session';

/**
 * A visitor's page never loads supabase-js for the auth provider (issue 48): with no session
 * cookie nobody can be signed in, which is known at once. A session cookie, or a page that makes
 * the browser client itself (the sign-in form), loads it as before.
 */
const createClient = jest.fn();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => createClient() }));

function fakeClient() {
  return {
    auth: {
      getSession: jest.fn(async () => ({ data: { session: null }, error: null })),
      onAuthStateChange: jest.fn(() => ({ data: { subscription: { unsubscribe: jest.fn() } } })),
    },
    from: jest.fn(),
  };
}

function Probe() {
  const { loading, user } = useAuth();
  return <p data-testid="auth">{loading ? 'loading' : user ? 'signed in' : 'visitor'}</p>;
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

const clearCookies = () => {
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

afterEach(() => {
  clearCookies();
  createClient.mockReset();
});

test('recognises @supabase/ssr session cookies, whole or split, and nothing else', () => {
  expect(hasSessionCookie('sb-127-auth-token=base64-abc')).toBe(true);
  expect(hasSessionCookie('theme=dark; sb-abcdefghijklmnop-auth-token.0=base64-abc')).toBe(true);
  expect(hasSessionCookie('')).toBe(false);
  expect(hasSessionCookie('ice-sos-first-visit=1; sb-127-auth-token-code-verifier=x')).toBe(false);
  expect(hasSessionCookie('notsb-127-auth-token=x')).toBe(false);
});

test('without a session cookie: a visitor at once, and supabase-js is never loaded', async () => {
  renderProvider();
  expect(screen.getByTestId('auth')).toHaveTextContent('visitor');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(createClient).not.toHaveBeenCalled();
});

test('with a session cookie: supabase-js is loaded and the session read, as before', async () => {
  document.cookie = 'sb-127-auth-token=base64-abc; path=/';
  const client = fakeClient();
  createClient.mockReturnValue(client);
  renderProvider();
  expect(screen.getByTestId('auth')).toHaveTextContent('loading');
  await waitFor(() => expect(client.auth.getSession).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent('visitor'));
});

test('a page that makes the browser client itself (signing in) gets the provider to follow it', async () => {
  const client = fakeClient();
  createClient.mockReturnValue(client);
  renderProvider();
  expect(createClient).not.toHaveBeenCalled();
  act(() => noteBrowserClientCreated());
  await waitFor(() => expect(client.auth.onAuthStateChange).toHaveBeenCalled());
});
