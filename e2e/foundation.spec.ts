import { expect, test } from './support/test';
import { landedPath, landingOf } from './support/landing';
import { skipFirstVisitDialog } from './support/preferences';

test.describe('locales and routing', () => {
  // One browser for the three homepages; the skip link is checked on the first. English first: a
  // Dutch or Spanish page sets the NEXT_LOCALE cookie, which would send / on to that language.
  test('/, /nl and /es render in en, nl and es; the skip link is the first stop for keyboard users', async ({ page, context }) => {
    // The homepage opens with the first-visit dialog; this test is about routing, not that dialog.
    await skipFirstVisitDialog(context);
    for (const [path, lang, heading] of [
      ['/', 'en', 'Help at the touch of a button'],
      ['/nl', 'nl', 'Hulp met één druk op de knop'],
      ['/es', 'es', 'Ayuda con solo pulsar un botón'],
    ] as const) {
      await test.step(`${path} renders in ${lang}`, async () => {
        const response = await page.goto(path);
        expect.soft(response?.status()).toBe(200);
        await expect.soft(page.locator('html')).toHaveAttribute('lang', lang);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      });
      if (path === '/') {
        await test.step('the skip link is the first stop for keyboard users', async () => {
          await page.keyboard.press('Tab');
          await expect.soft(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
        });
      }
    }
  });

  // Locale detection and its redirects happen in the proxy, before any page renders: plain
  // requests with the header or cookie a browser would send prove them (the final page's <html lang> included).
  test('English URLs carry no prefix: /en redirects to /', async ({ request }) => {
    expect(await landingOf(request, '/en')).toBe('/');
  });

  test('the NEXT_LOCALE cookie wins over the browser language', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'en-GB', Cookie: 'NEXT_LOCALE=es' } });
    expect(landedPath(response)).toBe('/es');
    expect(await response.text()).toMatch(/<html[^>]*\blang="es"/);
  });

  test('without a cookie the browser language is used', async ({ request }) => {
    expect(await landingOf(request, '/', { 'Accept-Language': 'nl-NL' })).toBe('/nl');
  });

  test('an unsupported browser language falls back to English', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'de-DE' } });
    expect(landedPath(response)).toBe('/');
    expect(await response.text()).toMatch(/<html[^>]*\blang="en"/);
  });
});

test.describe('not-found page', () => {
  // One browser for the four, English ones first (the NEXT_LOCALE cookie, as above).
  test('/no-such-page, /xx/anything, /nl/bestaat-niet and /es/no-existe are 404s in their language', async ({ page, context }) => {
    await skipFirstVisitDialog(context);
    for (const [path, lang, heading] of [
      ['/no-such-page', 'en', 'We couldn’t find that page'],
      ['/xx/anything', 'en', 'We couldn’t find that page'],
      ['/nl/bestaat-niet', 'nl', 'We konden deze pagina niet vinden'],
      ['/es/no-existe', 'es', 'No hemos encontrado esa página'],
    ] as const) {
      await test.step(`${path} is a 404 in ${lang}`, async () => {
        const response = await page.goto(path);
        expect.soft(response?.status()).toBe(404);
        await expect.soft(page.locator('html')).toHaveAttribute('lang', lang);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect.soft(page.getByRole('link', { name: /homepage|homepage|inicio/i })).toBeVisible();
      });
    }
  });
});

test('GET /api/health reports the app, the backend and the version', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.json();
  expect(body).toEqual({ status: 'ok', backend: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
});
