import { type Page, expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectNothingCovered, sidewaysScroll, smallTouchTargets } from './support/layout';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { localized, type Opener, type WalkedPage, walkedPages } from './support/routes';

/**
 * Phones first and accessible, proven over every route (issue 24, docs/product.md#app-shell): every
 * page of lib/routes.ts (support/routes.ts says who opens it) in en, nl and es, opened once at
 * 360 px and then resized without reloading:
 * - no sideways scroll at 320, 360, 390 and 1280 px;
 * - at 360 and 1280 px no floating button (Emma, Devices & Settings) over a heading, text, link,
 *   button or form control, at the top, the middle and the end of the page;
 * - at 360 px every control a finger taps is at least 44 × 44 px (support/layout.ts);
 * - at 1280 px no serious or critical axe violation, on the pages support/routes.ts scans.
 * The scan used to open every page again in a test of its own (a11y.spec.ts): one visit per page
 * and language now does both, which saved CI the 40 extra page loads (issue 45).
 * No screenshots: they were saved for the key pages as artefacts nothing compared, and full-page
 * captures at two widths in three languages cost the walk CPU every run (issue 45).
 */
const PHONE = { width: 360, height: 740 };

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
  // Offline, video thumbnails fail sooner or later; fail them at once so every width sees the same page.
  await context.route('https://img.youtube.com/**', (route) => route.abort('internetdisconnected'));
});

/**
 * The floating buttons are on every page but the admin area's (chat-widget.tsx,
 * device-settings-mount.tsx) and the offline SOS screen's, which hides them (offline-sos-shell.tsx).
 */
const hasLaunchers = (path: string) => !path.startsWith('/admin-dashboard') && path !== '/sos-offline';

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

async function checkEveryWidth(page: Page, url: string, scanned: boolean, signedIn: boolean) {
  // The scroll is instant and measured at once: no settling wait, nothing here reacts to it.
  const covered = { launchers: false, scrolledTo: [0, 0.5, 1], settleMs: 0 };
  // Soft: one run lists every width's problems at once instead of stopping at the first.
  expect.soft(await sidewaysScroll(page), `${url} at 360 px scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(await smallTouchTargets(page), `${url} at 360 px: controls smaller than 44 × 44 px`).toEqual([]);
  await expectNothingCovered(page, `${url} at 360 px`, covered);

  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    expect.soft(await sidewaysScroll(page), `${url} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await expectNothingCovered(page, `${url} at 1280 px`, covered);
  if (scanned) await expectNoSeriousViolations(page, url, signedIn);
}

/**
 * The accessibility scan, at 1280 px from the top of the page. Public pages are scanned once the
 * network is idle (thumbnails, legal texts, chat bundle all in); signed-in pages are live (realtime
 * channels, refetches), so the network may never be idle there: their heading is enough.
 */
async function expectNoSeriousViolations(page: Page, url: string, signedIn: boolean) {
  await expect(page).toHaveURL(url);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!signedIn) await page.waitForLoadState('networkidle');
  expect.soft(await seriousViolations(page), `${url}: serious or critical accessibility violations`).toEqual([]);
}

/**
 * One test per page: its three languages in turn, in the same browser. The browser keeps the
 * page's scripts and styles between them, as a visitor's does, which makes the grid about a third
 * cheaper than a fresh browser per language (.ci/run must stay under 20 minutes).
 */
async function checkPage(page: Page, { path, scan, opener }: WalkedPage) {
  const signedIn = opener !== 'visitor';
  for (const { locale, prefix } of LOCALES) {
    const url = localized(prefix, path);
    await open(page, url, path, signedIn);
    const scanned = scan === 'all' || (scan === 'en' && locale === 'en');
    await checkEveryWidth(page, url, scanned, signedIn);
  }
}

const pages = walkedPages();
const OPENERS: Opener[] = ['visitor', 'member', 'family', 'admin'];

for (const opener of OPENERS) {
  test.describe(opener === 'visitor' ? 'route walk: public pages' : `route walk: signed in as the ${opener}`, () => {
    if (opener !== 'visitor') test.use({ storageState: storageStateOf(opener) });
    for (const walked of pages.filter((page) => page.opener === opener)) {
      const scanNote = walked.scan === 'all' ? ', scanned in each' : walked.scan === 'en' ? ', scanned in en' : '';
      test(`${walked.path} in en, nl and es${scanNote}`, async ({ page }) => {
        await checkPage(page, walked);
      });
    }
  });
}
