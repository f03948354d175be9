import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppShell } from '@/components/app-shell/app-shell';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { hardNavigate } from '@/lib/auth/navigate';
import { withIntl } from '../test-intl';

// The real locale-aware Link and usePathname (lib/i18n/navigation) on top of Next's, whose path
// carries the locale prefix as the browser's does.
let browserPath = '/member-dashboard';
jest.mock('next/navigation', () => ({
  ...jest.requireActual('../home/mocks').nextNavigationMock(),
  usePathname: () => browserPath,
}));

const auth = { user: { id: 'u1', email: 'maria.garcia.long.address@example.com' } as null | { id: string; email: string }, loading: false, signOut: jest.fn(async () => {}) };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth }));
jest.mock('@/lib/auth/navigate', () => ({ hardNavigate: jest.fn() }));

beforeAll(polyfillRadixForJsdom);
beforeEach(() => jest.clearAllMocks());

function renderShell(path: string, locale: 'en' | 'nl' | 'es' = 'en') {
  browserPath = path;
  return render(
    withIntl(
      <AppShell>
        <main id="main">
          <h1>Page</h1>
        </main>
      </AppShell>,
      locale,
    ),
  );
}

const links = (nav: HTMLElement) => within(nav).getAllByRole('link');
const names = (nav: HTMLElement) => links(nav).map((link) => link.textContent);
const current = (nav: HTMLElement) => links(nav).filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

describe('AppShell (docs/product.md#app-shell)', () => {
  it('shows the header nav and the bottom bar with Dashboard, SOS, Subscription in order', () => {
    renderShell('/member-dashboard');
    const header = screen.getByRole('navigation', { name: 'Main navigation' });
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    for (const nav of [header, bar]) {
      expect(names(nav)).toEqual(['Dashboard', 'SOS', 'Subscription']);
      expect(links(nav).map((link) => link.getAttribute('href'))).toEqual(['/member-dashboard', '/sos', '/full-dashboard/subscription']);
    }
    // The logo leads to the dashboard; the page keeps the one main landmark.
    expect(screen.getByRole('link', { name: 'ICE SOS: your dashboard' })).toHaveAttribute('href', '/member-dashboard');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it.each([
    ['/member-dashboard', 'Dashboard'],
    ['/sos', 'SOS'],
    ['/full-dashboard/subscription', 'Subscription'],
    ['/full-dashboard/subscription/invoices', 'Subscription'],
  ])('on %s marks %s as the current page, and only it', (path, label) => {
    renderShell(path);
    expect(current(screen.getByRole('navigation', { name: 'Main navigation' }))).toEqual([label]);
    expect(current(screen.getByRole('navigation', { name: 'Bottom navigation' }))).toEqual([label]);
  });

  it('marks nothing on a page that is not in the navigation', () => {
    renderShell('/welcome-questionnaire');
    expect(current(screen.getByRole('navigation', { name: 'Main navigation' }))).toEqual([]);
  });

  it('speaks Dutch under /nl and Spanish under /es, with the prefix in every link and the current page found without it', () => {
    const { unmount } = renderShell('/nl/full-dashboard/subscription/invoices', 'nl');
    const nl = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
    expect(names(nl)).toEqual(['Dashboard', 'SOS', 'Abonnement']);
    expect(links(nl).map((link) => link.getAttribute('href'))).toEqual(['/nl/member-dashboard', '/nl/sos', '/nl/full-dashboard/subscription']);
    expect(current(nl)).toEqual(['Abonnement']);
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    unmount();

    renderShell('/es/sos', 'es');
    const es = screen.getByRole('navigation', { name: 'Navegación inferior' });
    expect(names(es)).toEqual(['Panel', 'SOS', 'Suscripción']);
    expect(current(es)).toEqual(['SOS']);
    expect(screen.getByRole('button', { name: /Cuenta/ })).toBeInTheDocument();
  });
});

describe('the account menu', () => {
  it('opens from the keyboard, names who is signed in, and focuses its first item; Escape returns focus', async () => {
    const user = userEvent.setup();
    renderShell('/member-dashboard');
    const trigger = screen.getByRole('button', { name: /Account/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Reached with Tab like everything else in the header, opened with Enter.
    for (let step = 0; step < 10 && document.activeElement !== trigger; step += 1) await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Signed in as maria.garcia.long.address@example.com' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My answers for responders', 'Sign out']);
    expect(items[0]).toHaveAttribute('href', '/welcome-questionnaire');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('signs out of this device the dashboard’s way: the local scope, then the homepage in the page’s language', async () => {
    const user = userEvent.setup();
    renderShell('/es/member-dashboard', 'es');
    screen.getByRole('button', { name: /Cuenta/ }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Sesión iniciada como maria.garcia.long.address@example.com' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(auth.signOut).toHaveBeenCalledWith('local');
    expect(hardNavigate).toHaveBeenCalledWith('/es');
  });
});
