import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { footer } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

/*
 * Every page's accessibility scan runs in the route walk (layout-grid.spec.ts), in the same visit
 * as its layout checks. What remains here are states a plain visit never shows.
 */

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
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
