import { activeNavItem } from '@/lib/app-shell/active-nav-item';
import { bottomBarOrder } from '@/lib/app-shell/bottom-bar-order';
import { barItems, NAV_ITEMS, type NavItem } from '@/lib/app-shell/nav-items';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('the signed-in navigation (docs/product.md#app-shell)', () => {
  it('lists the nine pages of the member area, in order, with their routes', () => {
    expect(NAV_ITEMS.map(({ label, href }) => [label, href])).toEqual([
      ['dashboard', '/full-dashboard'],
      ['sos', '/sos'],
      ['contacts', '/full-dashboard/contacts'],
      ['family', '/full-dashboard/family'],
      ['checkIn', '/check-in'],
      ['medicalId', '/full-dashboard/medical-id'],
      ['devices', '/full-dashboard/devices'],
      ['subscription', '/full-dashboard/subscription'],
      ['account', '/full-dashboard/account'],
    ]);
  });

  it('puts four pages on the phone bar, SOS among them, and the rest under More', () => {
    const { onBar, inMore } = barItems(NAV_ITEMS);
    expect(labels(onBar)).toEqual(['dashboard', 'sos', 'contacts', 'family']);
    expect(labels(inMore)).toEqual(['checkIn', 'medicalId', 'devices', 'subscription', 'account']);
  });

  it('keeps three items inline in the header at md and four at lg (the rest under More), so Dutch and Spanish labels fit', () => {
    expect(NAV_ITEMS.filter((item) => item.header === 'md')).toHaveLength(3);
    expect(NAV_ITEMS.filter((item) => item.header !== 'more')).toHaveLength(4);
  });

  it.each([
    ['/member-dashboard', 'dashboard'],
    ['/full-dashboard', 'dashboard'],
    ['/full-dashboard/access-log', 'dashboard'],
    ['/sos', 'sos'],
    ['/full-dashboard/sos-history', 'sos'],
    ['/full-dashboard/contacts', 'contacts'],
    ['/full-dashboard/family', 'family'],
    ['/full-dashboard/looking-after', 'family'],
    ['/check-in', 'checkIn'],
    ['/full-dashboard/medical-id', 'medicalId'],
    ['/full-dashboard/devices', 'devices'],
    ['/full-dashboard/subscription', 'subscription'],
    ['/full-dashboard/subscription/invoices/2', 'subscription'],
    ['/full-dashboard/account', 'account'],
    ['/full-dashboard/personal-details', 'account'],
  ])('marks %s as %s', (path, label) => {
    expect(activeNavItem(path, NAV_ITEMS)?.label).toBe(label);
  });

  it.each(['/welcome-questionnaire', '/sos-history', '/check-inx', '/member-dashboardx', '/full-dashboardx', '/'])('marks nothing on %s', (path) => {
    expect(activeNavItem(path, NAV_ITEMS)).toBeUndefined();
  });

  it('prefers the deepest of nested items, whether by path or by `also`', () => {
    const nested: NavItem[] = [
      { label: 'overview', href: '/full-dashboard', also: ['/full-dashboard/history/deep'] },
      { label: 'history', href: '/full-dashboard/history' },
    ];
    expect(activeNavItem('/full-dashboard/history/x', nested)?.label).toBe('history');
    expect(activeNavItem('/full-dashboard/history/deep/1', nested)?.label).toBe('overview');
    expect(activeNavItem('/full-dashboard/family', nested)?.label).toBe('overview');
  });
});

describe('the bottom bar order', () => {
  const item = (label: string, emergency?: true): NavItem => ({ label, href: `/${label}`, ...(emergency ? { emergency } : {}) });

  it('puts SOS in the middle of the bar’s four items and More', () => {
    expect(labels(bottomBarOrder([...barItems(NAV_ITEMS).onBar, item('more')]))).toEqual(['dashboard', 'contacts', 'sos', 'family', 'more']);
  });

  it('moves the emergency item to the middle whatever its place in the list', () => {
    expect(labels(bottomBarOrder([item('sos', true), item('a'), item('b'), item('c'), item('d')]))).toEqual(['a', 'b', 'sos', 'c', 'd']);
    expect(labels(bottomBarOrder([item('a'), item('b'), item('c'), item('sos', true)]))).toEqual(['a', 'sos', 'b', 'c']);
  });

  it('leaves a list without an emergency item as it is', () => {
    expect(labels(bottomBarOrder([item('a'), item('b')]))).toEqual(['a', 'b']);
  });
});
