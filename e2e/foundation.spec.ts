import { expect, test } from '@playwright/test';
import { skipFirstVisitDialog } from './support/preferences';

// The homepage opens with the first-visit dialog; these tests are about routing, not that dialog.
test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

test.describe('locales and routing', () => {
  for (const [path, lang, heading] of [
    ['/', 'en', 'Help at the touch of a button'],
    ['/nl', 'nl', 'Hulp met één druk op de knop'],
    ['/es', 'es', 'Ayuda con solo pulsar un botón'],
  ] as const) {
    test(`${path} renders in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('English URLs carry no prefix: /en redirects to /', async ({ page, baseURL }) => {
    await page.goto('/en');
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('the NEXT_LOCALE cookie wins over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    await skipFirstVisitDialog(context);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'es', url: baseURL }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('without a cookie the browser language is used', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    await skipFirstVisitDialog(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl$/);
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await skipFirstVisitDialog(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test.describe('not-found page', () => {
  for (const [path, lang, heading] of [
    ['/no-such-page', 'en', 'We couldn’t find that page'],
    ['/xx/anything', 'en', 'We couldn’t find that page'],
    ['/nl/bestaat-niet', 'nl', 'We konden deze pagina niet vinden'],
    ['/es/no-existe', 'es', 'No hemos encontrado esa página'],
  ] as const) {
    test(`${path} is a 404 in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: /homepage|homepage|inicio/i })).toBeVisible();
    });
  }
});

test('GET /api/health reports the app, the backend and the version', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.json();
  expect(body).toEqual({ status: 'ok', backend: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
});

test('the skip link is the first stop for keyboard users', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});
