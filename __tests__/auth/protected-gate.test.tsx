import { act, render, screen } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { ComponentProps } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { ProtectedGate } from '@/components/auth/protected-gate';
import { withIntl } from '../test-intl';

type Client = NonNullable<ComponentProps<typeof AuthProvider>['client']>;
type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const replace = jest.fn();
const refresh = jest.fn();
let pathname = '/sos';
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ replace, refresh }), usePathname: () => pathname }));
jest.mock('@/lib/supabase/client', () => ({ createClient: () => { throw new Error('tests pass a fake client'); } }));

/** A browser client whose session read finishes when the test says so (supabase-js still loading until then). */
function fakeClient() {
  let listener: Listener = () => {};
  let finish: (session: Session | null) => void = () => {};
  const read = new Promise<{ data: { session: Session | null }; error: null }>((resolve) => {
    finish = (session) => resolve({ data: { session }, error: null });
  });
  const client = {
    auth: {
      getSession: jest.fn(() => read),
      onAuthStateChange: jest.fn((cb: Listener) => {
        listener = cb;
        return { data: { subscription: { unsubscribe: jest.fn() } } };
      }),
      signOut: jest.fn(async () => ({ error: null })),
    },
    from: jest.fn(() => ({ select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: { role: 'user' }, error: null }) }) }) })),
  };
  return {
    client: client as unknown as Client,
    finishSessionRead: (session: Session | null) => act(async () => finish(session)),
    emit: (event: AuthChangeEvent, session: Session | null) => act(() => listener(event, session)),
  };
}

const session = (id: string) => ({ access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id, email: `${id}@x.com`, email_confirmed_at: 'now' } }) as unknown as Session;

function renderGate(client: Client, verifiedUserId?: string) {
  return render(
    withIntl(
      <AuthProvider client={client}>
        <ProtectedGate verifiedUserId={verifiedUserId}>
          <button type="button">Send SOS</button>
        </ProtectedGate>
      </AuthProvider>,
    ),
  );
}

beforeEach(() => {
  pathname = '/sos';
  replace.mockReset();
  refresh.mockReset();
});

describe('the protected wrapper', () => {
  it('shows /sos at once when the server verified the user, before the browser has read the session', () => {
    const fake = fakeClient();
    renderGate(fake.client, 'member-1');
    expect(screen.getByRole('button', { name: 'Send SOS' })).toBeInTheDocument();
    expect(screen.queryAllByText('Loading...')).toHaveLength(0);
  });

  it('keeps other member pages behind Loading... until the browser read the session: their forms must not be used before hydration', async () => {
    pathname = '/full-dashboard/account';
    const fake = fakeClient();
    renderGate(fake.client, 'member-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await fake.finishSessionRead(session('member-1'));
    expect(screen.getByRole('button', { name: 'Send SOS' })).toBeInTheDocument();
  });

  it('says Loading... while the session is undetermined when nothing verified it', async () => {
    const fake = fakeClient();
    renderGate(fake.client);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Send SOS' })).not.toBeInTheDocument();
    await fake.finishSessionRead(session('member-1'));
    expect(screen.getByRole('button', { name: 'Send SOS' })).toBeInTheDocument();
  });

  it('sends a visitor whose browser has no session to /auth, replacing history, and hides the page', async () => {
    const fake = fakeClient();
    renderGate(fake.client, 'member-1');
    await fake.finishSessionRead(null);
    expect(screen.queryByRole('button', { name: 'Send SOS' })).not.toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith({ pathname: '/auth', query: { next: '/' } });
  });

  it('hides the page and has the server render again when another account signs in elsewhere', async () => {
    const fake = fakeClient();
    renderGate(fake.client, 'member-1');
    await fake.finishSessionRead(session('member-1'));
    expect(screen.getByRole('button', { name: 'Send SOS' })).toBeInTheDocument();
    await fake.emit('SIGNED_IN', session('member-2'));
    expect(screen.queryByRole('button', { name: 'Send SOS' })).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    await fake.emit('SIGNED_OUT', null);
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
