import { isLocale, stripLocalePrefix } from '@/lib/i18n/routing';

describe('stripLocalePrefix', () => {
  it.each([
    ['/', '/'],
    ['/nl', '/'],
    ['/es/', '/'],
    ['/nl/member-dashboard', '/member-dashboard'],
    ['/es/admin-dashboard/incidents', '/admin-dashboard/incidents'],
    ['/member-dashboard', '/member-dashboard'],
    ['/nlx/page', '/nlx/page'],
    ['/espana', '/espana'],
  ])('%s → %s', (input, expected) => {
    expect(stripLocalePrefix(input)).toBe(expected);
  });
});

describe('isLocale', () => {
  it('accepts only en, nl and es', () => {
    expect(['en', 'nl', 'es'].every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
