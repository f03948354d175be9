import { pageMetadata } from '@/lib/seo/metadata';
import { callCentreJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { indexableRoutes, nonIndexableRoutes } from '@/lib/routes';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo/urls';

const BASE = 'https://ice-sos.example';
beforeEach(() => {
  process.env.NEXT_PUBLIC_SITE_URL = `${BASE}/`;
});

describe('localised URLs (localePrefix as-needed)', () => {
  it('keeps English unprefixed and puts Dutch and Spanish under /nl and /es', () => {
    expect(localizedPath('/support', 'en')).toBe('/support');
    expect(localizedPath('/support', 'nl')).toBe('/nl/support');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/', 'en')).toBe('/');
  });

  it('builds absolute URLs on the site URL without a trailing slash', () => {
    expect(absoluteUrl('/')).toBe(BASE);
    expect(absoluteUrl('/nl/terms')).toBe(`${BASE}/nl/terms`);
  });

  it('lists hreflang alternates for en, nl, es and x-default (English)', () => {
    expect(languageAlternates('/privacy')).toEqual({
      en: `${BASE}/privacy`,
      nl: `${BASE}/nl/privacy`,
      es: `${BASE}/es/privacy`,
      'x-default': `${BASE}/privacy`,
    });
  });
});

describe('page metadata', () => {
  const seo = { path: '/contact', title: 'Contacto', description: 'Escríbanos.', siteName: 'ICE SOS' } as const;

  it('gives the canonical URL of the page’s own language and every alternate', () => {
    const metadata = pageMetadata({ ...seo, locale: 'es' });
    expect(metadata.title).toBe('Contacto');
    expect(metadata.description).toBe('Escríbanos.');
    expect(metadata.alternates?.canonical).toBe(`${BASE}/es/contact`);
    expect(metadata.alternates?.languages).toEqual(languageAlternates('/contact'));
  });

  it('fills Open Graph with the full title, URL and locale, and no robots rule unless asked', () => {
    const metadata = pageMetadata({ ...seo, locale: 'es' });
    expect(metadata.openGraph).toMatchObject({
      title: 'Contacto | ICE SOS',
      url: `${BASE}/es/contact`,
      locale: 'es_ES',
      alternateLocale: ['en_GB', 'nl_NL'],
      siteName: 'ICE SOS',
    });
    expect(metadata.robots).toBeUndefined();
    expect(pageMetadata({ ...seo, locale: 'en', noIndex: true }).robots).toEqual({ index: false, follow: false });
  });
});

describe('which routes search engines see', () => {
  it('never lists a member, admin, sign-in or diagnostics route as indexable', () => {
    for (const route of nonIndexableRoutes) expect(indexableRoutes).not.toContain(route as never);
    expect(nonIndexableRoutes).toEqual(expect.arrayContaining(['/auth', '/member-dashboard', '/admin-dashboard', '/test', '/sos']));
  });
});

describe('JSON-LD', () => {
  it('describes the organisation', () => {
    const data = organizationJsonLd({ name: 'ICE SOS', email: 'help@ice-sos.example', description: 'Safety' });
    expect(data).toMatchObject({ '@type': 'Organization', url: BASE, email: 'help@ice-sos.example' });
  });

  it('leaves the e-mail and contact point out when no support address is configured', () => {
    const data = organizationJsonLd({ name: 'ICE SOS', email: null, description: 'Safety' });
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('contactPoint');
  });

  it('describes the pendant as a Product with its offer, in stock only when active', () => {
    const facts = { name: 'Pendant', description: 'SOS button', price: 49.99, currency: 'EUR', features: ['Range 100 m'], locale: 'nl', brand: 'ICE SOS' } as const;
    expect(productJsonLd({ ...facts, status: 'active' })).toMatchObject({
      '@type': 'Product',
      url: `${BASE}/nl/devices/ice-sos-pendant`,
      offers: { price: '49.99', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(productJsonLd({ ...facts, status: 'coming_soon' })).toMatchObject({ offers: { availability: 'https://schema.org/PreOrder' } });
  });

  it('describes the call centre as a round-the-clock Service in Spain, with or without a price', () => {
    const base = { name: 'Call Centre Spain', description: 'Operators', provider: 'ICE SOS', locale: 'es' } as const;
    const service = callCentreJsonLd({ ...base, price: 24.99, currency: 'EUR' });
    expect(service).toMatchObject({
      '@type': 'Service',
      availableLanguage: ['English', 'Spanish'],
      hoursAvailable: { opens: '00:00', closes: '23:59' },
      offers: { price: '24.99' },
    });
    expect((service.hoursAvailable as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    expect(callCentreJsonLd({ ...base, price: null, currency: null })).not.toHaveProperty('offers');
  });

  it('serialises so that no text can close the script element', () => {
    const text = serializeJsonLd(organizationJsonLd({ name: '</script><script>alert(1)</script>', email: 'a@b.c', description: 'x' }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
