import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

for (const path of ['/', '/nl', '/es']) {
  test(`${path} loads without console errors`, async ({ page, context }) => {
    await skipFirstVisitDialog(context);
    const errors = collectPageErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // a tick of the simulation and the realtime join
    expect(errors).toEqual([]);
  });
}

test('the first-visit dialog itself loads without console errors', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the web app manifest is linked and served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'ICE SOS', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status()).toBe(200);
  }
});
