import { safeNextPath } from '@/lib/auth/safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/member-dashboard', '/member-dashboard'],
    ['/nl/sos', '/nl/sos'],
    ['/sos?from=pendant#now', '/sos?from=pendant#now'],
    ['/admin-dashboard/incidents', '/admin-dashboard/incidents'],
  ])('keeps the local path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/member-dashboard',
    // Protocol-relative only once normalised (the open redirect of issue 17).
    '/.//evil.example',
    decodeURIComponent('%2F.%2F%2Fevil.example'),
    '/a/..//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/\\evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    'http://evil.com',
    'https://evil.com/sos',
    'javascript:alert(1)',
    'member-dashboard',
    '',
    ' /sos',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j and falls back', (input) => {
    expect(safeNextPath(input)).toBe('/member-dashboard');
  });

  it('refuses null and undefined, with a caller-chosen fallback', () => {
    expect(safeNextPath(null, '/')).toBe('/');
    expect(safeNextPath(undefined, '/sos')).toBe('/sos');
  });
});
