import { type Page, type TestInfo, expect, test } from '@playwright/test';
import { expectNothingCovered, sidewaysScroll, smallTouchTargets } from './support/layout';
import { LOCALES } from './support/locales';
import { type Persona, storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { allPublicPages, allSignedInPages, localized } from './support/routes';

/**
 * Phones first, proven over every route (issue 24, docs/product.md#app-shell): every public and
 * signed-in page in en, nl and es, opened once at 360 px and then resized without reloading:
 * - no sideways scroll at 320, 360, 390 and 1280 px;
 * - at 360 and 1280 px no floating button (Emma, Devices & Settings) over a heading, text, link,
 *   button or form control, at the top, the middle and the end of the page;
 * - at 360 px every control a finger taps is at least 44 × 44 px (support/layout.ts).
 * Light on purpose (no axe, which a11y.spec.ts runs once per page at its own width).
 * The key pages are saved as screenshots at 360 and 1280 px (test artefacts, never compared).
 */
const PHONE = { width: 360, height: 740 };
const KEY_PAGES: Record<string, string> = {
  '/': 'home',
  '/devices/ice-sos-pendant': 'pendant',
  '/sos': 'sos',
  '/member-dashboard': 'member-dashboard',
  '/full-dashboard': 'full-dashboard',
  '/admin-dashboard': 'admin-dashboard',
};

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
  // Offline, video thumbnails fail sooner or later; fail them at once so every width sees the same page.
  await context.route('https://img.youtube.com/**', (route) => route.abort('internetdisconnected'));
});

/** The floating buttons are on every page but the admin area's (chat-widget.tsx, device-settings-mount.tsx). */
const hasLaunchers = (path: string) => !path.startsWith('/admin-dashboard');

/**
 * Opens the page at 360 px and waits until it shows its own content: its heading, the floating
 * buttons where the page has them (they mount after hydration; measuring before would miss them)
 * and the web fonts (they change text widths). No networkidle: signed-in pages keep live
 * connections, and the public pages render on the server, so it would only add waiting.
 */
async function open(page: Page, url: string, path: string, signedIn: boolean) {
  await page.setViewportSize(PHONE);
  await page.goto(url);
  // Still on the page asked for: a lost session would measure the sign-in form.
  if (signedIn) await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (hasLaunchers(path)) {
    await expect(page.getByTestId('emma-launcher')).toBeVisible();
    await expect(page.getByTestId('device-settings-launcher')).toBeVisible();
  }
  await page.evaluate(() => document.fonts.ready);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string | undefined, locale: string, width: number) {
  if (!name) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}-${locale}-${width}.png`), fullPage: true });
}

async function checkEveryWidth(page: Page, testInfo: TestInfo, path: string, locale: string, url: string) {
  const name = KEY_PAGES[path];
  // The scroll is instant and measured at once: no settling wait, nothing here reacts to it.
  const covered = { launchers: false, scrolledTo: [0, 0.5, 1], settleMs: 0 };
  // Soft: one run lists every width's problems at once instead of stopping at the first.
  expect.soft(await sidewaysScroll(page), `${url} at 360 px scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(await smallTouchTargets(page), `${url} at 360 px: controls smaller than 44 × 44 px`).toEqual([]);
  await expectNothingCovered(page, `${url} at 360 px`, covered);
  await screenshot(page, testInfo, name, locale, 360);

  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    expect.soft(await sidewaysScroll(page), `${url} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await expectNothingCovered(page, `${url} at 1280 px`, covered);
  await screenshot(page, testInfo, name, locale, 1280);
}

/**
 * One test per route: its three languages in turn, in the same browser. The browser keeps the
 * page's scripts and styles between them, as a visitor's does, which makes the grid about a third
 * cheaper than a fresh browser per language (.ci/run must stay under 30 minutes).
 */
async function checkRoute(page: Page, testInfo: TestInfo, path: string, signedIn: boolean) {
  for (const { locale, prefix } of LOCALES) {
    const url = localized(prefix, path);
    await open(page, url, path, signedIn);
    await checkEveryWidth(page, testInfo, path, locale, url);
  }
}

test.describe('layout grid: public pages', () => {
  for (const path of allPublicPages) {
    test(`${path} in en, nl and es`, async ({ page }, testInfo) => {
      await checkRoute(page, testInfo, path, false);
    });
  }
});

for (const [persona, paths] of Object.entries(allSignedInPages) as [Persona, string[]][]) {
  test.describe(`layout grid: signed in as the ${persona}`, () => {
    test.use({ storageState: storageStateOf(persona) });
    for (const path of paths) {
      test(`${path} in en, nl and es`, async ({ page }, testInfo) => {
        await checkRoute(page, testInfo, path, true);
      });
    }
  });
}
