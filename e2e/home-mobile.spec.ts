import { expect, test } from './support/test';
import { header } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(async ({ context }) => skipFirstVisitDialog(context));

test('the mobile menu opens and closes from the keyboard (docs/product.md#routes-and-screens)', async ({ page }) => {
  await page.goto('/');
  const toggle = header(page).getByRole('button', { name: 'Open menu' });
  const contact = header(page).getByRole('link', { name: 'Contact Us' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(contact).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  const close = header(page).getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(contact).toBeVisible();
  await expect(header(page).getByLabel('Currency')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Subscribe now' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(contact).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the menu toggle is absent on wide screens, where the items always show', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await skipFirstVisitDialog(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await context.close();
});
