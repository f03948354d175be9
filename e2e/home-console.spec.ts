import { expect, test } from './support/test';
import { collectPageErrors } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

// One browser for the three homepages: after the first, the app's scripts come from the browser's
// cache. English first: a Dutch or Spanish page sets the NEXT_LOCALE cookie, which would send /
// on to that language. The manifest is read from the first page's own link.
test('/, /nl and /es load without console errors; the web app manifest is linked and served', async ({ page, context, request }) => {
  await skipFirstVisitDialog(context);
  const errors = collectPageErrors(page);
  for (const path of ['/', '/nl', '/es']) {
    await test.step(`${path} loads without console errors`, async () => {
      const seen = errors.length;
      await page.goto(path);
      await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // a tick of the simulation and the realtime join
      expect.soft(errors.slice(seen), `${path}: console errors`).toEqual([]);
    });
    if (path === '/') {
      await test.step('the web app manifest is linked and served', async () => {
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBeTruthy();
        const manifest = await (await request.get(href!)).json();
        expect.soft(manifest).toMatchObject({ short_name: 'ICE SOS', start_url: '/', display: 'standalone' });
        for (const icon of manifest.icons as { src: string }[]) {
          expect.soft((await request.get(icon.src)).status(), icon.src).toBe(200);
        }
      });
    }
  }
});

// The first-visit dialog's own console check is in home-first-visit.spec.ts ("shows on a first
// visit, without console errors, and cannot be dismissed"), which opens the same page.
