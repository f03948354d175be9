import { activeNavItem } from '@/lib/app-shell/active-nav-item';
import { bottomBarOrder } from '@/lib/app-shell/bottom-bar-order';
import { NAV_ITEMS, type NavItem } from '@/lib/app-shell/nav-items';

const labels = (items: readonly NavItem[]) => items.map((item) => item.label);

describe('the signed-in navigation (docs/product.md#app-shell)', () => {
  it('lists Dashboard, SOS and Subscription, in that order, with their routes', () => {
    expect(NAV_ITEMS.map(({ label, href }) => [label, href])).toEqual([
      ['dashboard', '/member-dashboard'],
      ['sos', '/sos'],
      ['subscription', '/full-dashboard/subscription'],
    ]);
  });

  it.each([
    ['/member-dashboard', 'dashboard'],
    ['/sos', 'sos'],
    ['/full-dashboard/subscription', 'subscription'],
    ['/full-dashboard/subscription/invoices/2', 'subscription'],
  ])('marks %s as %s', (path, label) => {
    expect(activeNavItem(path, NAV_ITEMS)?.label).toBe(label);
  });

  it.each(['/welcome-questionnaire', '/sos-history', '/member-dashboardx', '/full-dashboard', '/'])('marks nothing on %s', (path) => {
    expect(activeNavItem(path, NAV_ITEMS)).toBeUndefined();
  });

  it('prefers the deepest of nested items', () => {
    const nested: NavItem[] = [
      { label: 'overview', href: '/full-dashboard' },
      { label: 'subscription', href: '/full-dashboard/subscription' },
    ];
    expect(activeNavItem('/full-dashboard/subscription/x', nested)?.label).toBe('subscription');
    expect(activeNavItem('/full-dashboard/family', nested)?.label).toBe('overview');
  });
});

describe('the bottom bar order', () => {
  const item = (label: string, emergency?: true): NavItem => ({ label, href: `/${label}`, ...(emergency ? { emergency } : {}) });

  it('keeps SOS in the middle of today’s three items', () => {
    expect(labels(bottomBarOrder(NAV_ITEMS))).toEqual(['dashboard', 'sos', 'subscription']);
  });

  it('moves the emergency item to the middle whatever its place in the list', () => {
    expect(labels(bottomBarOrder([item('sos', true), item('a'), item('b'), item('c'), item('d')]))).toEqual(['a', 'b', 'sos', 'c', 'd']);
    expect(labels(bottomBarOrder([item('a'), item('b'), item('c'), item('sos', true)]))).toEqual(['a', 'sos', 'b', 'c']);
  });

  it('leaves a list without an emergency item as it is', () => {
    expect(labels(bottomBarOrder([item('a'), item('b')]))).toEqual(['a', 'b']);
  });
});
