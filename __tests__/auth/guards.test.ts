import { guardRedirect, localePrefixOf } from '@/lib/auth/guards';
import { guardFor } from '@/lib/routes';

describe('guardFor (path without locale prefix)', () => {
  it.each([
    ['/member-dashboard', 'signed-in'],
    ['/dashboard', 'signed-in'],
    ['/sos', 'signed-in'],
    ['/welcome', 'signed-in'],
    ['/welcome-questionnaire', 'signed-in'],
    ['/register-classic', 'signed-in'],
    ['/full-dashboard/anything/deep', 'signed-in'],
    ['/admin-setup', 'signed-in'],
    ['/admin-dashboard', 'admin'],
    ['/admin-dashboard/content', 'admin'],
    ['/auth', 'guest'],
  ])('%s → %s', (path, kind) => expect(guardFor(path)).toBe(kind));

  it.each(['/', '/register', '/ai-register', '/registration-success', '/privacy', '/auth/reset-password', '/sosx', '/member-dashboards', '/welcomes'])(
    '%s is open',
    (path) => expect(guardFor(path)).toBeNull(),
  );
});

describe('localePrefixOf', () => {
  it.each([
    ['/nl/member-dashboard', '/nl'],
    ['/es', '/es'],
    ['/member-dashboard', ''],
    ['/nlx/member-dashboard', ''],
  ])('%s → "%s"', (path, prefix) => expect(localePrefixOf(path)).toBe(prefix));
});

describe('guardRedirect', () => {
  const anon = { search: '', signedIn: false, role: null } as const;
  const member = { search: '', signedIn: true, role: 'user' } as const;
  const admin = { search: '', signedIn: true, role: 'admin', assuranceLevel: 'aal2' } as const;

  it('sends anonymous visitors to /auth with a next path, keeping the locale', () => {
    expect(guardRedirect({ ...anon, pathname: '/member-dashboard' })).toBe('/auth?next=%2Fmember-dashboard');
    expect(guardRedirect({ ...anon, pathname: '/nl/sos', search: '?a=1' })).toBe('/nl/auth?next=%2Fnl%2Fsos%3Fa%3D1');
    expect(guardRedirect({ ...anon, pathname: '/es/admin-dashboard/x' })).toBe('/es/auth?next=%2Fes%2Fadmin-dashboard%2Fx');
  });

  it('sends signed-in non-admins away from admin routes', () => {
    expect(guardRedirect({ ...member, pathname: '/admin-dashboard' })).toBe('/member-dashboard');
    expect(guardRedirect({ ...member, pathname: '/es/admin-dashboard' })).toBe('/es/member-dashboard');
    expect(guardRedirect({ ...member, signedIn: true, role: null, pathname: '/admin-dashboard' })).toBe('/member-dashboard');
    expect(guardRedirect({ ...admin, pathname: '/nl/admin-dashboard' })).toBeNull();
  });

  it('sends an admin without the second factor (aal1) to that step, then back where they were going', () => {
    expect(guardRedirect({ ...admin, assuranceLevel: 'aal1', pathname: '/admin-dashboard' })).toBe('/auth/mfa?next=%2Fadmin-dashboard');
    expect(guardRedirect({ ...admin, assuranceLevel: null, pathname: '/nl/admin-dashboard/incidents', search: '?x=1' })).toBe(
      '/nl/auth/mfa?next=%2Fnl%2Fadmin-dashboard%2Fincidents%3Fx%3D1',
    );
    // Members are not sent there by the proxy (the server checks their own factors), nor is the step itself guarded by it.
    expect(guardRedirect({ ...admin, assuranceLevel: 'aal1', pathname: '/member-dashboard' })).toBeNull();
    expect(guardRedirect({ ...admin, assuranceLevel: 'aal1', pathname: '/es/auth/mfa' })).toBeNull();
    expect(guardRedirect({ ...anon, pathname: '/auth/mfa' })).toBe('/auth?next=%2Fauth%2Fmfa');
  });

  it('lets members through and redirects /dashboard', () => {
    expect(guardRedirect({ ...member, pathname: '/nl/member-dashboard' })).toBeNull();
    expect(guardRedirect({ ...member, pathname: '/dashboard' })).toBe('/member-dashboard');
    expect(guardRedirect({ ...member, pathname: '/es/dashboard' })).toBe('/es/member-dashboard');
    expect(guardRedirect({ ...anon, pathname: '/dashboard' })).toBe('/auth?next=%2Fdashboard');
  });

  it('sends signed-in visitors on /auth onward, only to a local path', () => {
    expect(guardRedirect({ ...member, pathname: '/auth' })).toBe('/member-dashboard');
    expect(guardRedirect({ ...member, pathname: '/nl/auth' })).toBe('/nl/member-dashboard');
    expect(guardRedirect({ ...member, pathname: '/auth', search: '?next=%2Fsos' })).toBe('/sos');
    expect(guardRedirect({ ...member, pathname: '/auth', search: '?next=%2F%2Fevil.com' })).toBe('/member-dashboard');
    expect(guardRedirect({ ...anon, pathname: '/auth' })).toBeNull();
  });

  it('sends a signed-in admin on /auth without a next to the admin area, through the second step while aal1', () => {
    expect(guardRedirect({ ...admin, pathname: '/auth' })).toBe('/admin-dashboard');
    expect(guardRedirect({ ...admin, assuranceLevel: 'aal1', pathname: '/nl/auth' })).toBe('/nl/auth/mfa?next=%2Fnl%2Fadmin-dashboard');
    // An explicit next still wins.
    expect(guardRedirect({ ...admin, assuranceLevel: 'aal1', pathname: '/auth', search: '?next=%2Fmember-dashboard' })).toBe('/member-dashboard');
  });

  it('leaves open pages alone', () => {
    expect(guardRedirect({ ...anon, pathname: '/nl' })).toBeNull();
    expect(guardRedirect({ ...anon, pathname: '/es/privacy' })).toBeNull();
  });
});
