import { expect, test } from './support/test';
import { LOCALES } from './support/locales';

const port = process.env.PORT ?? '3000';
/** NEXT_PUBLIC_SITE_URL of the run (the canonical origin). */
const site = (process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const openPages = [
  '/devices/ice-sos-pendant',
  '/regional-center/spain',
  '/family-carer-access',
  '/videos',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
];
const closedPages = ['/auth', '/register', '/member-dashboard', '/admin-dashboard', '/sos', '/test', '/admin-setup'];
const localized = (path: string, prefix: string) => `${site}${prefix}${path === '/' ? '' : path}` || site;

test('sitemap.xml lists every open page in every language, with hreflang alternates, and nothing private', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  for (const path of ['/', ...openPages]) {
    for (const { prefix } of LOCALES) expect(xml).toContain(`<loc>${localized(path, prefix)}</loc>`);
  }
  expect(xml).toContain(`hreflang="x-default" href="${site}/privacy"`);
  expect(xml).toContain(`hreflang="nl" href="${site}/nl/privacy"`);
  for (const path of closedPages) expect(xml).not.toContain(`${path}<`);
});

test('robots.txt keeps member, admin, sign-in and diagnostics pages out, in every language, and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Allow: /');
  for (const path of closedPages) {
    for (const { prefix } of LOCALES) expect(robots).toContain(`Disallow: ${prefix}${path}\n`);
  }
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  for (const path of openPages) expect(robots).not.toContain(`Disallow: ${path}\n`);
});

const seoKeys = {
  '/devices/ice-sos-pendant': 'pendant',
  '/regional-center/spain': 'spain',
  '/family-carer-access': 'family',
  '/videos': 'videos',
  '/support': 'support',
  '/contact': 'contact',
  '/privacy': 'privacy',
  '/terms': 'terms',
} as const;

/*
 * What a search engine reads: the HTML as served, before any script runs. With JavaScript off a
 * page costs its HTML and styles only, not the app's scripts and hydration, so one test per
 * language walks all its open pages. Every tag is checked softly: one wrong page reports itself
 * without hiding the others.
 */
test.describe('the HTML as served', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix, m } of LOCALES) {
    test(`canonical, hreflang, description and Open Graph of every open page (${locale})`, async ({ page }) => {
      for (const path of openPages) {
        await test.step(`canonical, hreflang, description and Open Graph (${locale}: ${path})`, async () => {
          const seo = m.Seo[seoKeys[path as keyof typeof seoKeys]];
          await page.goto(`${prefix}${path}`);
          await expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute('href', localized(path, prefix));
          for (const other of LOCALES) {
            await expect.soft(page.locator(`link[rel="alternate"][hreflang="${other.locale}"]`)).toHaveAttribute('href', localized(path, other.prefix));
          }
          await expect.soft(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', localized(path, ''));
          await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description);
          await expect.soft(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${seo.title} | ICE SOS`);
          await expect.soft(page.locator('meta[property="og:url"]')).toHaveAttribute('content', localized(path, prefix));
          await expect.soft(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', { en: 'en_GB', nl: 'nl_NL', es: 'es_ES' }[locale]);
          await expect.soft(page.locator('meta[name="robots"]')).toHaveCount(0);
        });
      }
    });
  }

  test('the diagnostics page asks not to be indexed', async ({ page }) => {
    await page.goto('/test');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('JSON-LD: Product on the pendant page', async ({ page }) => {
    await page.goto('/nl/devices/ice-sos-pendant');
    const product = (await jsonLd(page)).find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      // The pendant's Dutch name from the catalogue (supabase/seed.sql translations).
      name: 'ICE SOS Bluetooth-hanger',
      url: `${site}/nl/devices/ice-sos-pendant`,
      offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
  });

  test('JSON-LD: the call centre as a Service on the Spain page', async ({ page }) => {
    await page.goto('/es/regional-center/spain');
    const service = (await jsonLd(page)).find((data) => data['@type'] === 'Service');
    expect(service).toMatchObject({
      // The service's Spanish name from the catalogue (supabase/seed.sql translations).
      name: 'Central de Atención España',
      availableLanguage: ['English', 'Spanish'],
      areaServed: { '@type': 'Country', identifier: 'ES' },
      hoursAvailable: { opens: '00:00', closes: '23:59' },
    });
  });
});

async function jsonLd(page: import('@playwright/test').Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}
