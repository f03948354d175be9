import { expect, test } from './support/test';
import { collectPageErrors } from './support/home';

// docs/product.md#states: the first-visit dialog shows when the local visited flag is absent, cannot be dismissed
// except by Continue, and Continue applies language and currency, waits 1 s and reloads.
test.describe('first-visit dialog', () => {
  test('shows on a first visit, without console errors, and cannot be dismissed', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to ICE SOS' });
    await expect(dialog).toBeVisible();
    await test.step('the first-visit dialog itself loads without console errors', async () => {
      await page.waitForLoadState('networkidle');
      expect.soft(errors).toEqual([]);
    });
    await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the overlay, outside the dialog
    await expect(dialog).toBeVisible();

    // Focus stays inside the dialog.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  });

  test('Continue applies language and currency, waits a second and reloads', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to ICE SOS' });
    await dialog.getByLabel('Language').selectOption('es');
    await dialog.getByLabel('Currency').selectOption('GBP');
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/es$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda con solo pulsar un botón');
    // es-ES formatting of pounds: the core plan, 4.99 EUR → 4,24 GBP.
    await expect(page.getByRole('article', { name: 'Premium Protection' }).getByText(/4,24\s*GBP/)).toBeVisible();
    await expect(page.locator('[data-price]:visible', { hasText: '€' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('es');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
