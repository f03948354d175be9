import { type Page, expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { LOCALES } from './support/locales';
import { footer } from './support/home';
import { type Persona, storageStateOf } from './support/personas';
import { localized, publicPages, signedInPages } from './support/routes';
import { skipFirstVisitDialog } from './support/preferences';

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
  // Offline, video thumbnails fail sooner or later; fail them at once so every scan sees the same
  // page (with the "Image unavailable" fallbacks) instead of depending on timing.
  await context.route('https://img.youtube.com/**', (route) => route.abort('internetdisconnected'));
});

/**
 * Public pages are scanned once the network is idle (thumbnails, legal texts, chat bundle all in).
 * Signed-in pages are live (realtime channels, refetches), so the network may never be idle
 * there: they are scanned once their heading is shown.
 */
async function expectNoSeriousViolations(page: Page, url: string, settled: 'networkidle' | 'heading' = 'networkidle') {
  await page.goto(url);
  // Still on the page asked for: a signed-in page with a lost session would scan the sign-in form.
  await expect(page).toHaveURL(url);
  if (settled === 'networkidle') await page.waitForLoadState('networkidle');
  else await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await seriousViolations(page), url).toEqual([]);
}

// One test per page and language, so each scan has the whole default time limit to itself and a
// new page adds a test instead of stretching one.
test.describe('axe: no serious or critical violations', () => {
  // Public pages in English, and the homepage (the most copy, every component of the site) in
  // Dutch and Spanish too; see the note on signed-in pages below for why not every page thrice.
  for (const { locale, prefix } of LOCALES) {
    for (const path of locale === 'en' ? publicPages : ['/']) {
      test(`${locale}: ${path}`, async ({ page }) => {
        await expectNoSeriousViolations(page, localized(prefix, path));
      });
    }
  }

  // Signed-in pages are scanned in English. A page's markup, roles, labels and colours are the
  // same in every language; what does differ by language (length: wrapping, sideways scroll,
  // covered text, tap targets) is checked over every route in en, nl and es by
  // layout-grid.spec.ts, and the texts themselves by the key-parity test. Scanning every page
  // three times cost CI about three minutes of its 30 (issue 24).
  const [english] = LOCALES;
  for (const [persona, paths] of Object.entries(signedInPages) as [Persona, string[]][]) {
    if (paths.length === 0) continue;
    test.describe(`signed in as the ${persona}`, () => {
      test.use({ storageState: storageStateOf(persona) });
      for (const path of paths) {
        test(`${english.locale}: ${path}`, async ({ page }) => {
          await expectNoSeriousViolations(page, localized(english.prefix, path), 'heading');
        });
      }
    });
  }
});

test('axe: the contact form with its errors, and the policy dialog', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await footer(page).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
