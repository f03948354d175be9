import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { LOCALES } from './support/locales';
import { footer } from './support/home';
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
];

/** Serious and critical violations only (WCAG 2.2 A/AA rules and best practices), as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const { locale, prefix } of LOCALES) {
  test(`axe: no serious or critical violations on the public pages (${locale})`, async ({ page }) => {
    for (const path of publicPages) {
      await page.goto(`${prefix}${path === '/' ? '' : path}` || '/');
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}

test('axe: the contact form with its errors, and the policy dialog', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await footer(page).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
