import { expect, test } from './support/test';
import { header } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

// A 1×1 transparent PNG to stand in for a thumbnail the host did serve.
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
  // Every large thumbnail fails; the small one exists for Meet Emma only.
  await context.route('https://img.youtube.com/vi/**', (route) => {
    const url = route.request().url();
    if (url.endsWith('/VC01cLzxjo4/default.jpg')) return route.fulfill({ status: 200, contentType: 'image/png', body: pixel });
    return route.fulfill({ status: 404, body: '' });
  });
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
});

// One page for both ways into the videos: the header's dialog first, which ends closed with focus
// back on its button, then the hero's Meet Emma on the same page.
test('the intro video dialog lists five videos, falls back on thumbnails and plays one; Meet Emma in the hero plays straight away (docs/product.md#routes-and-screens)', async ({ page }) => {
  await page.goto('/');

  await test.step('the intro video dialog lists five videos, falls back on thumbnails and plays one (docs/product.md#routes-and-screens)', async () => {
    await header(page).getByRole('button', { name: 'Intro Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Intro videos' });
    await expect(dialog).toBeVisible();
    await expect.soft(dialog).toContainText('More tutorials will be added soon.');

    const videos = dialog.getByRole('button', { name: /^Play: / });
    await expect.soft(videos).toHaveCount(5);
    for (const title of ['Meet Emma', 'Overview', 'Family protection', 'For all ages', 'Call centre Spain']) {
      await expect.soft(dialog.getByRole('button', { name: `Play: ${title}` })).toBeVisible();
    }
    // Meet Emma: the large thumbnail failed, the smaller one shows.
    await expect.soft(dialog.getByRole('button', { name: 'Play: Meet Emma' }).locator('img')).toHaveAttribute('src', /\/VC01cLzxjo4\/default\.jpg$/);
    // The others: both failed.
    await expect.soft(dialog.getByRole('button', { name: 'Play: Overview' })).toContainText('Image unavailable');
    await expect.soft(dialog.getByText('Image unavailable')).toHaveCount(4);

    await dialog.getByRole('button', { name: 'Play: Family protection' }).click();
    const player = page.getByRole('dialog', { name: 'Family protection' }).locator('iframe');
    await expect.soft(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/A5xiJUS0aq0/);
    await expect.soft(player).toHaveAttribute('title', 'Family protection');

    await page.getByRole('button', { name: 'Back to videos' }).click();
    await expect.soft(page.getByRole('dialog', { name: 'Intro videos' }).getByRole('button', { name: /^Play: / })).toHaveCount(5);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.soft(header(page).getByRole('button', { name: 'Intro Video' })).toBeFocused();
  });

  await test.step('Meet Emma in the hero plays that video straight away', async () => {
    await page.getByRole('button', { name: 'Watch the video Meet Emma' }).click();
    await expect(page.getByRole('dialog', { name: 'Meet Emma' }).locator('iframe')).toHaveAttribute('src', /\/embed\/VC01cLzxjo4/);
  });
});
