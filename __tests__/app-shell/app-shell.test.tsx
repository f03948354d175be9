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
const role = { role: 'user' as 'user' | 'admin', loading: false, isAdmin: false };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth, useRole: () => role }));
jest.mock('@/lib/auth/navigate', () => ({ hardNavigate: jest.fn() }));

beforeAll(polyfillRadixForJsdom);
beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(role, { role: 'user', isAdmin: false });
});

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
  it('shows the header nav with More, and the bottom bar with SOS in the middle and More', () => {
    renderShell('/member-dashboard');
    const header = screen.getByRole('navigation', { name: 'Main navigation' });
    // jsdom applies no CSS: Family & carers is in the DOM inline (shown from lg) and in More (below lg).
    expect(names(header)).toEqual(['Dashboard', 'SOS', 'Contacts', 'Family & carers']);
    expect(links(header).map((link) => link.getAttribute('href'))).toEqual(['/full-dashboard', '/sos', '/full-dashboard/contacts', '/full-dashboard/family']);
    expect(within(header).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu');

    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bar).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Contacts', 'SOS', 'Family', 'More']);
    expect(within(bar).getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'dialog');
    // The logo leads to the dashboard; the page keeps the one main landmark.
    expect(screen.getByRole('link', { name: 'ICE SOS: your dashboard' })).toHaveAttribute('href', '/member-dashboard');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it.each([
    ['/member-dashboard', 'Dashboard', 'Dashboard'],
    ['/full-dashboard', 'Dashboard', 'Dashboard'],
    ['/sos', 'SOS', 'SOS'],
    ['/full-dashboard/contacts', 'Contacts', 'Contacts'],
    ['/full-dashboard/looking-after', 'Family & carers', 'Family'],
  ])('on %s marks %s as the current page, and only it', (path, label, short) => {
    renderShell(path);
    expect(current(screen.getByRole('navigation', { name: 'Main navigation' }))).toEqual([label]);
    expect(current(screen.getByRole('navigation', { name: 'Bottom navigation' }))).toEqual([short]);
  });

  it('marks nothing on a page that is not in the navigation', () => {
    renderShell('/welcome-questionnaire');
    expect(current(screen.getByRole('navigation', { name: 'Main navigation' }))).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).not.toHaveTextContent('current page');
  });

  it('says on More when the current page is inside it', () => {
    renderShell('/full-dashboard/subscription/invoices');
    const bar = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(current(bar)).toEqual([]);
    expect(within(bar).getByRole('button', { name: 'More (current page: Subscription)' })).toBeInTheDocument();
    const header = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(header).getByRole('button', { name: 'More (current page: Subscription)' })).toBeInTheDocument();
  });

  it('opens the bar’s More as a dialog from the keyboard, focus inside, the current page marked; Escape returns focus', async () => {
    const user = userEvent.setup();
    renderShell('/full-dashboard/devices');
    const more = within(screen.getByRole('navigation', { name: 'Bottom navigation' })).getByRole('button', { name: /^More/ });
    more.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'More' });
    const pages = within(within(dialog).getByRole('navigation', { name: 'More pages' })).getAllByRole('link');
    expect(pages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Check-in', '/check-in'],
      ['Medical ID', '/full-dashboard/medical-id'],
      ['Devices', '/full-dashboard/devices'],
      ['Subscription', '/full-dashboard/subscription'],
      ['Account', '/full-dashboard/account'],
    ]);
    expect(current(dialog)).toEqual(['Devices']);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('closes the bar’s More when a page in it is chosen', async () => {
    const user = userEvent.setup();
    renderShell('/full-dashboard');
    await user.click(within(screen.getByRole('navigation', { name: 'Bottom navigation' })).getByRole('button', { name: 'More' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the header’s More as a menu of the pages that do not fit the row', async () => {
    const user = userEvent.setup();
    renderShell('/full-dashboard/medical-id');
    const more = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', { name: /^More/ });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: /^More/ });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Family & carers', 'Check-in', 'Medical ID', 'Devices', 'Subscription', 'Account']);
    expect(items[2]).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    expect(more).toHaveFocus();
  });

  it('speaks Dutch under /nl and Spanish under /es, with the prefix in every link and the current page found without it', () => {
    const { unmount } = renderShell('/nl/full-dashboard/contacts', 'nl');
    const nl = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
    expect(names(nl)).toEqual(['Dashboard', 'SOS', 'Contacten', 'Familie & zorgverleners']);
    expect(links(nl).map((link) => link.getAttribute('href'))).toEqual(['/nl/full-dashboard', '/nl/sos', '/nl/full-dashboard/contacts', '/nl/full-dashboard/family']);
    expect(current(nl)).toEqual(['Contacten']);
    expect(within(nl).getByRole('button', { name: 'Meer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    unmount();

    renderShell('/es/sos', 'es');
    const es = screen.getByRole('navigation', { name: 'Navegación inferior' });
    expect(within(es).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Panel', 'Contactos', 'SOS', 'Familia', 'Más']);
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
    expect(items.map((item) => item.textContent)).toEqual(['Account settings', 'My answers for responders', 'Sign out']);
    expect(items[0]).toHaveAttribute('href', '/full-dashboard/account');
    expect(items[1]).toHaveAttribute('href', '/welcome-questionnaire');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('offers an admin the way to the admin area, in the page’s language; a member never sees it', async () => {
    const user = userEvent.setup();
    Object.assign(role, { role: 'admin', isAdmin: true });
    const { unmount } = renderShell('/member-dashboard');
    await user.click(screen.getByRole('button', { name: /Account/ }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Account settings', 'My answers for responders', 'Admin area', 'Sign out']);
    expect(items[2]).toHaveAttribute('href', '/admin-dashboard');
    unmount();

    renderShell('/nl/member-dashboard', 'nl');
    await user.click(screen.getByRole('button', { name: /Account/ }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Beheeromgeving' })).toHaveAttribute('href', '/nl/admin-dashboard');
  });

  it('names the admin area in Spanish too, and hides it from members', async () => {
    const user = userEvent.setup();
    Object.assign(role, { role: 'admin', isAdmin: true });
    const { unmount } = renderShell('/es/member-dashboard', 'es');
    await user.click(screen.getByRole('button', { name: /Cuenta/ }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Área de administración' })).toHaveAttribute('href', '/es/admin-dashboard');
    unmount();

    Object.assign(role, { role: 'user', isAdmin: false });
    renderShell('/es/member-dashboard', 'es');
    await user.click(screen.getByRole('button', { name: /Cuenta/ }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Área de administración' })).not.toBeInTheDocument();
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
