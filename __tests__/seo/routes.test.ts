import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { cachedRoutes, guardFor, indexableRoutes, isCachedPage, nonIndexableRoutes, redirectFor, routes } from '@/lib/routes';

beforeEach(() => {
  process.env.NEXT_PUBLIC_SITE_URL = 'https://ice-sos.example/';
});

describe('lib/routes.ts: the one table of routes', () => {
  it('lists the sitemap routes in the order the sitemap had before the table', () => {
    expect(indexableRoutes).toEqual([
      '/', '/devices/ice-sos-pendant', '/regional-center/spain', '/family-carer-access', '/videos', '/support', '/contact', '/privacy', '/terms', '/status',
    ]);
  });

  it('lists the routes robots.txt disallows in the order it had before the table', () => {
    expect(nonIndexableRoutes).toEqual([
      '/auth', '/auth/mfa', '/register', '/ai-register', '/register-classic', '/registration-success', '/welcome', '/welcome-questionnaire',
      '/family-invite', '/emergency-contact', '/account-deleted',
      '/dashboard', '/member-dashboard', '/full-dashboard', '/full-dashboard/subscription', '/full-dashboard/orders',
      '/full-dashboard/personal-details', '/full-dashboard/contacts', '/full-dashboard/medical-id', '/full-dashboard/family',
      '/full-dashboard/looking-after', '/full-dashboard/access-log', '/full-dashboard/sos-history', '/full-dashboard/drills', '/full-dashboard/devices',
      '/full-dashboard/account', '/sos', '/check-in', '/sos-offline', '/admin-setup', '/admin-dashboard', '/admin-dashboard/incidents', '/admin-dashboard/inbox',
      '/admin-dashboard/audit', '/admin-dashboard/content', '/admin-dashboard/catalogue', '/admin-dashboard/members', '/admin-dashboard/status', '/test',
    ]);
  });

  it('never lets a guarded route be indexed', () => {
    for (const route of [...indexableRoutes, ...nonIndexableRoutes]) {
      if (guardFor(route)) expect(nonIndexableRoutes).toContain(route);
    }
  });

  it('marks cached pages exactly, and never a guarded one (they depend on who asks)', () => {
    expect(isCachedPage('/privacy')).toBe(true);
    expect(isCachedPage('/')).toBe(true);
    expect(isCachedPage('/devices/ice-sos-pendant')).toBe(true);
    expect(isCachedPage('/privacy/x')).toBe(false);
    expect(isCachedPage('/member-dashboard')).toBe(false);
    expect(isCachedPage('/register')).toBe(false);
    expect(isCachedPage('/no-such-page')).toBe(false);
    expect(cachedRoutes.firstVisit).toEqual(['/', '/devices/ice-sos-pendant', '/regional-center/spain', '/status']);
    for (const route of [...cachedRoutes.build, ...cachedRoutes.firstVisit]) expect(guardFor(route)).toBeNull();
  });

  it('gives typed paths for links', () => {
    expect(routes.memberDashboard).toBe('/member-dashboard');
    expect(routes.adminDashboard).toBe('/admin-dashboard');
    expect(routes.auth).toBe('/auth');
    expect(routes.home).toBe('/');
    expect(Object.values(routes).sort()).toEqual([...indexableRoutes, ...nonIndexableRoutes].sort());
  });

  it('forwards /dashboard (and below) to the member dashboard, and nothing else', () => {
    expect(redirectFor('/dashboard')).toBe('/member-dashboard');
    expect(redirectFor('/dashboard/x')).toBe('/member-dashboard');
    expect(redirectFor('/member-dashboard')).toBeNull();
    expect(redirectFor('/dashboards')).toBeNull();
  });
});

describe('robots.txt and sitemap.xml read the table', () => {
  it('disallows the API and every non-indexed route in every language', () => {
    const { rules, sitemap: map } = robots();
    const rule = Array.isArray(rules) ? rules[0] : rules;
    expect(rule).toMatchObject({ userAgent: '*', allow: '/' });
    const disallow = rule.disallow as string[];
    expect(disallow[0]).toBe('/api/');
    expect(disallow).toHaveLength(1 + nonIndexableRoutes.length * 3);
    for (const route of nonIndexableRoutes) expect(disallow).toEqual(expect.arrayContaining([route, `/nl${route}`, `/es${route}`]));
    expect(map).toBe('https://ice-sos.example/sitemap.xml');
  });

  it('lists every indexed route in every language, the homepage first and weekly', () => {
    const entries = sitemap();
    expect(entries).toHaveLength(indexableRoutes.length * 3);
    expect(entries[0]).toMatchObject({ url: 'https://ice-sos.example', changeFrequency: 'weekly', priority: 1 });
    for (const route of nonIndexableRoutes) expect(entries.some((e) => e.url.endsWith(route))).toBe(false);
  });
});
