import { type Page, expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { LOCALES } from './support/locales';
import { footer } from './support/home';
import { type Persona, storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
  // Offline, video thumbnails fail sooner or later; fail them at once so every scan sees the same
  // page (with the "Image unavailable" fallbacks) instead of depending on timing.
  await context.route('https://img.youtube.com/**', (route) => route.abort('internetdisconnected'));
});

const publicPages = [
  '/',
  '/devices/ice-sos-pendant',
  '/regional-center/spain',
  '/family-carer-access',
  '/videos',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
  '/test',
  '/no-such-page',
  // Links from e-mails, opened with a token that is no good: the page says so, accessibly.
  '/family-invite?token=not-a-real-token',
  '/emergency-contact?token=not-a-real-token',
];

/** Signed-in pages, each scanned with the saved session of the persona who uses it. */
const signedInPages: Record<Persona, string[]> = {
  member: [
    '/member-dashboard',
    '/sos',
    '/welcome-questionnaire',
    '/full-dashboard',
    '/full-dashboard/personal-details',
    '/full-dashboard/contacts',
    '/full-dashboard/medical-id',
    '/full-dashboard/family',
    '/full-dashboard/access-log',
    '/full-dashboard/sos-history',
    '/full-dashboard/devices',
    '/full-dashboard/subscription',
    '/full-dashboard/account',
  ],
  // The family member's side: the dashboard led by the people they look after, and that list.
  family: ['/member-dashboard', '/full-dashboard', '/full-dashboard/looking-after'],
  admin: [
    '/admin-dashboard',
    '/admin-dashboard/incidents',
    '/admin-dashboard/audit',
    '/admin-dashboard/inbox',
    '/admin-dashboard/content',
    '/admin-dashboard/members',
    '/admin-dashboard/catalogue',
    '/admin-dashboard/catalogue/plans/b0000000-0000-4000-8000-000000000002',
  ],
};

const localized = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}` || '/';

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

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// One test per page and language, so each scan has the whole default time limit to itself and a
// new page adds a test instead of stretching one.
test.describe('axe: no serious or critical violations', () => {
  for (const { locale, prefix } of LOCALES) {
    for (const path of publicPages) {
      test(`${locale}: ${path}`, async ({ page }) => {
        await expectNoSeriousViolations(page, localized(prefix, path));
      });
    }
  }

  for (const [persona, paths] of Object.entries(signedInPages) as [Persona, string[]][]) {
    if (paths.length === 0) continue;
    test.describe(`signed in as the ${persona}`, () => {
      test.use({ storageState: storageStateOf(persona) });
      for (const { locale, prefix } of LOCALES) {
        for (const path of paths) {
          test(`${locale}: ${path}`, async ({ page }) => {
            await expectNoSeriousViolations(page, localized(prefix, path), 'heading');
          });
        }
      }
    });
  }
});

// docs/product.md#app-shell: no page scrolls sideways on a 360 px phone, in any language.
test.describe('no sideways scroll at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const { locale, prefix } of LOCALES) {
    test(`${locale}: public pages`, async ({ page }) => {
      for (const path of publicPages) {
        await page.goto(localized(prefix, path));
        await page.waitForLoadState('networkidle');
        expect(await sidewaysScroll(page), localized(prefix, path)).toBeLessThanOrEqual(0);
      }
    });
    for (const [persona, paths] of Object.entries(signedInPages) as [Persona, string[]][]) {
      if (paths.length === 0) continue;
      test.describe(`${locale}: signed in as the ${persona}`, () => {
        test.use({ storageState: storageStateOf(persona) });
        test('every page', async ({ page }) => {
          for (const path of paths) {
            const url = localized(prefix, path);
            await page.goto(url);
            await expect(page).toHaveURL(url);
            await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
            expect(await sidewaysScroll(page), url).toBeLessThanOrEqual(0);
          }
        });
      });
    }
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
