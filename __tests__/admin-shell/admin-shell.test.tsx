import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminShell } from '@/components/admin-shell/admin-shell';
import { polyfillRadixForJsdom } from '@/components/ui/test-utils';
import { withIntl } from '../test-intl';

let browserPath = '/admin-dashboard';
jest.mock('next/navigation', () => ({
  ...jest.requireActual('../home/mocks').nextNavigationMock(),
  usePathname: () => browserPath,
}));

const signOut = jest.fn(async () => {});
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 'a1', email: 'admin@example.com' }, loading: false }) }));
jest.mock('@/components/auth/use-sign-out', () => ({ useSignOut: () => signOut }));

beforeAll(polyfillRadixForJsdom);
beforeEach(() => jest.clearAllMocks());

function renderShell(path: string, locale: 'en' | 'nl' | 'es' = 'en') {
  browserPath = path;
  return render(
    withIntl(
      <AdminShell>
        <main id="main">
          <h1>Page</h1>
        </main>
      </AdminShell>,
      locale,
    ),
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Admin navigation' });
const current = () =>
  within(nav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('AdminShell', () => {
  it('links every admin page, and the logo to the overview', () => {
    renderShell('/admin-dashboard');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin-dashboard'],
      ['Alarms', '/admin-dashboard/incidents'],
      ['Members', '/admin-dashboard/members'],
      ['Site content', '/admin-dashboard/content'],
      ['Catalogue', '/admin-dashboard/catalogue'],
      ['Status page', '/admin-dashboard/status'],
      ['Inbox', '/admin-dashboard/inbox'],
      ['Audit', '/admin-dashboard/audit'],
    ]);
    expect(screen.getByRole('link', { name: 'ICE SOS: admin overview' })).toHaveAttribute('href', '/admin-dashboard');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it.each([
    ['/admin-dashboard', 'Overview'],
    ['/admin-dashboard/incidents', 'Alarms'],
    ['/admin-dashboard/inbox', 'Inbox'],
    ['/admin-dashboard/inbox/11111111-1111-4111-8111-111111111111', 'Inbox'],
    ['/admin-dashboard/audit', 'Audit'],
    ['/admin-dashboard/members/11111111-1111-4111-8111-111111111111', 'Members'],
    ['/admin-dashboard/catalogue/plans/new', 'Catalogue'],
    ['/admin-dashboard/content', 'Site content'],
    ['/admin-dashboard/status', 'Status page'],
  ])('on %s marks only %s as the current page', (path, label) => {
    renderShell(path);
    expect(current()).toEqual([label]);
  });

  it('speaks the admin’s language', () => {
    renderShell('/admin-dashboard/inbox', 'es');
    expect(within(screen.getByRole('navigation', { name: 'Navegación de administración' })).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Resumen',
      'Alarmas',
      'Miembros',
      'Contenido del sitio',
      'Catálogo',
      'Página de estado',
      'Bandeja',
      'Auditoría',
    ]);
  });

  it('leads back to the admin’s own member area from the account menu, in the page’s language', async () => {
    const { unmount } = renderShell('/admin-dashboard');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'My member area' })).toHaveAttribute('href', '/member-dashboard');
    unmount();

    renderShell('/nl/admin-dashboard', 'nl');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Mijn ledenomgeving' })).toHaveAttribute('href', '/nl/member-dashboard');
  });

  it('signs out of this device from the account menu, with the keyboard', async () => {
    renderShell('/admin-dashboard');
    const trigger = within(screen.getByRole('banner')).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: 'Signed in as admin@example.com' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledWith('local');
  });
});
