import { act, render, screen, waitFor } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { ComponentProps } from 'react';
import { AuthProvider, useAuth, useRole } from '@/components/auth/auth-provider';

type Client = NonNullable<ComponentProps<typeof AuthProvider>['client']>;

jest.mock('@/lib/supabase/client', () => ({ createClient: () => { throw new Error('tests pass a fake client'); } }));
// The offline SOS screen's store (IndexedDB in the browser), as a Map this test reads.
const offline = jest.requireActual('@/lib/offline/memory-store').memoryStore();
jest.mock('@/lib/offline/store', () => ({ offlineStore: () => offline }));

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

function fakeClient(options: { session?: Session | null; getSessionError?: boolean; role?: string | null; roleError?: boolean } = {}) {
  let listener: Listener = () => {};
  let resolveSession: (value: unknown) => void = () => {};
  const sessionRead = new Promise((resolve) => (resolveSession = resolve));
  const client = {
    auth: {
      getSession: jest.fn(() => sessionRead),
      onAuthStateChange: jest.fn((cb: Listener) => {
        listener = cb;
        return { data: { subscription: { unsubscribe: jest.fn() } } };
      }),
      signOut: jest.fn(async () => ({ error: null })),
    },
    from: jest.fn(() => ({
      select: () => ({
        eq: () => ({
          maybeSingle: async () =>
            options.roleError ? { data: null, error: { message: 'boom' } } : { data: options.role === undefined ? { role: 'user' } : options.role === null ? null : { role: options.role }, error: null },
        }),
      }),
    })),
  };
  return {
    client,
    typed: client as unknown as Client,
    finishSessionRead: () =>
      act(async () => {
        if (options.getSessionError) resolveSession(Promise.reject(new Error('storage broken')));
        else resolveSession({ data: { session: options.session ?? null }, error: null });
      }),
    emit: (event: AuthChangeEvent, session: Session | null) => act(() => listener(event, session)),
  };
}

const session = (id: string) => ({ access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id, email: `${id}@x.com`, email_confirmed_at: 'now' } }) as unknown as Session;

function Probe() {
  const { user, loading } = useAuth();
  const role = useRole();
  return <p data-testid="probe">{JSON.stringify({ user: user?.id ?? null, loading, role: role.role, roleLoading: role.loading, isAdmin: role.isAdmin })}</p>;
}
const probe = () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}');

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('AuthProvider', () => {
  it('useAuth and useRole throw outside the provider (docs/product.md#errors)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const OnlyAuth = () => (useAuth(), null);
    const OnlyRole = () => (useRole(), null);
    expect(() => render(<OnlyAuth />)).toThrow('useAuth must be used within an AuthProvider');
    expect(() => render(<OnlyRole />)).toThrow('useRole must be used within an AuthProvider');
  });

  it('is loading until the first session read, then anonymous with no role', async () => {
    const fake = fakeClient({ session: null });
    render(<AuthProvider client={fake.typed}><Probe /></AuthProvider>);
    expect(probe()).toMatchObject({ loading: true, user: null, roleLoading: true });
    await fake.finishSessionRead();
    expect(probe()).toEqual({ user: null, loading: false, role: null, roleLoading: false, isAdmin: false });
  });

  it('stops loading when reading the session fails', async () => {
    const fake = fakeClient({ getSessionError: true });
    render(<AuthProvider client={fake.typed}><Probe /></AuthProvider>);
    await fake.finishSessionRead();
    await waitFor(() => expect(probe().loading).toBe(false));
  });

  it('loads the role of a signed-in user from profiles', async () => {
    const fake = fakeClient({ session: session('u1'), role: 'admin' });
    render(<AuthProvider client={fake.typed}><Probe /></AuthProvider>);
    await fake.finishSessionRead();
    await waitFor(() => expect(probe()).toEqual({ user: 'u1', loading: false, role: 'admin', roleLoading: false, isAdmin: true }));
    expect(fake.client.from).toHaveBeenCalledWith('profiles');
  });

  it('falls back to "user" on a lookup error or a missing profile (docs/product.md#states)', async () => {
    for (const options of [{ roleError: true }, { role: null }]) {
      const fake = fakeClient({ session: session('u2'), ...options });
      const { unmount } = render(<AuthProvider client={fake.typed}><Probe /></AuthProvider>);
      await fake.finishSessionRead();
      await waitFor(() => expect(probe()).toMatchObject({ role: 'user', isAdmin: false, roleLoading: false }));
      unmount();
    }
  });

  it('follows SIGNED_IN and SIGNED_OUT but ignores other events', async () => {
    const fake = fakeClient({ session: null });
    render(<AuthProvider client={fake.typed}><Probe /></AuthProvider>);
    await fake.finishSessionRead();
    await fake.emit('SIGNED_IN', session('u3'));
    expect(probe().user).toBe('u3');
    await fake.emit('USER_UPDATED', session('someone-else'));
    expect(probe().user).toBe('u3');
    await fake.emit('SIGNED_OUT', null);
    expect(probe().user).toBeNull();
  });

  it('signOut passes the scope and ignores 401/403/404', async () => {
    const fake = fakeClient({ session: session('u4') });
    fake.client.auth.signOut.mockResolvedValueOnce({ error: { status: 403, message: 'gone' } } as never);
    function SignOutEverywhere() {
      const { signOut } = useAuth();
      return <button onClick={() => signOut('global')}>out</button>;
    }
    render(<AuthProvider client={fake.typed}><SignOutEverywhere /><Probe /></AuthProvider>);
    await fake.finishSessionRead();
    await act(async () => screen.getByRole('button', { name: 'out' }).click());
    expect(fake.client.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('Sign-out'), expect.anything());
    expect(probe().user).toBeNull();
  });

  it('forgets the member’s offline state and pending alarm on sign-out here, and on SIGNED_OUT from elsewhere', async () => {
    const fake = fakeClient({ session: session('u5') });
    function SignOutHere() {
      const { signOut } = useAuth();
      return <button onClick={() => signOut('local')}>out</button>;
    }
    render(<AuthProvider client={fake.typed}><SignOutHere /><Probe /></AuthProvider>);
    await fake.finishSessionRead();
    const fill = () => {
      offline.data.set('member', { userId: 'u5' });
      offline.data.set('pending-alarm', { clientRequestId: 'r' });
    };
    fill();
    await act(async () => screen.getByRole('button', { name: 'out' }).click());
    expect(offline.data.size).toBe(0);

    fill();
    await fake.emit('SIGNED_IN', session('u5'));
    expect(offline.data.size).toBe(2);
    await fake.emit('SIGNED_OUT', null);
    await waitFor(() => expect(offline.data.size).toBe(0));
  });
});
