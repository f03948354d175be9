import { type Locator, type Page, expect, test } from '@playwright/test';
import { createMember, signIn } from './support/accounts';
import { LOCALES, type LocaleCase } from './support/locales';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';

/**
 * The signed-in app shell (issue 20, docs/product.md#app-shell): the header's navigation on wide
 * screens, the bottom bar on phones with SOS in the middle, the account menu, and nothing floating
 * over the bar or the page's last lines at any width from 320 to 1280 px.
 */
const [en] = LOCALES.map((l) => l.m);
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [320, 360, 390, 414, 600, 767, 768, 1024, 1280];

type Box = { x: number; y: number; width: number; height: number };

const headerNav = (page: Page, m = en) => page.getByRole('navigation', { name: m.AppShell.mainNav });
const bottomBar = (page: Page, m = en) => page.getByRole('navigation', { name: m.AppShell.bottomNav });
const navLabels = (m = en) => [m.AppShell.nav.dashboard, m.AppShell.nav.sos, m.AppShell.nav.subscription];

/** Waits for the page itself (the guard shows "Loading…" until the session is read). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box | null> {
  return (await locator.isVisible()) ? locator.boundingBox() : null;
}

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * At the end of the page: the bar, Emma's launcher, Devices & Settings and the last thing in
 * main, none on top of another. Scrolled instantly (the site scrolls smoothly), positions read once
 * they have settled.
 */
async function expectNothingCoveredAtTheEnd(page: Page, label: string) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1), { message: label }).toBe(true);
  const boxes = {
    bar: await boxOf(page.getByTestId('app-bottom-bar')),
    emma: await boxOf(page.getByTestId('emma-launcher')),
    devices: await boxOf(page.getByTestId('device-settings-launcher')),
    last: await boxOf(page.getByRole('main').locator(':scope > *').last()),
  };
  expect(boxes.emma, `${label}: Emma's launcher`).not.toBeNull();
  expect(boxes.devices, `${label}: Devices & Settings`).not.toBeNull();
  expect(boxes.last, `${label}: the page's last element`).not.toBeNull();
  const entries = Object.entries(boxes).filter((entry): entry is [string, Box] => entry[1] !== null);
  for (const [i, [name, box]] of entries.entries()) {
    for (const [otherName, other] of entries.slice(i + 1)) {
      expect(overlaps(box, other), `${label}: ${name} ${JSON.stringify(box)} overlaps ${otherName} ${JSON.stringify(other)}`).toBe(false);
    }
  }
}

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

test.describe('the seeded member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('1280 px: the header shows the navigation with Dashboard current; no bottom bar', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/member-dashboard');
    const nav = headerNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(navLabels());
    await expect(nav.getByRole('link', { name: en.AppShell.nav.dashboard, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByTestId('app-bottom-bar')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: en.AppShell.home.replace('{product}', 'ICE SOS') })).toHaveAttribute('href', '/member-dashboard');
    // The page keeps the one main the skip link points at.
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('#main')).toHaveCount(1);
  });

  test('360 px phone: the bottom bar has SOS in the middle, 44 px targets, and covers nothing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/member-dashboard');
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    await expect(headerNav(page)).toBeHidden();
    const links = bar.getByRole('link');
    await expect(links).toHaveText(navLabels());
    await expect(links.nth(1)).toHaveText(en.AppShell.nav.sos);
    await expect(bar.getByRole('link', { name: en.AppShell.nav.dashboard, exact: true })).toHaveAttribute('aria-current', 'page');
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // SOS is the strongest item: filled in the emergency red.
    const sosBackground = await bar.getByRole('link', { name: en.AppShell.nav.sos, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(sosBackground).toBe('rgb(185, 28, 28)');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // Emma and Devices & Settings shrink to their icons here, keeping their names.
    await expect(page.getByRole('button', { name: en.Devices.launcher, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(en.Chat.launcherTitle) })).toBeVisible();
    for (const id of ['emma-launcher', 'device-settings-launcher']) expect((await page.getByTestId(id).boundingBox())!.width, id).toBeLessThanOrEqual(56);
    await expectNothingCoveredAtTheEnd(page, '360 px /member-dashboard');
  });

  test('/sos at 320 px: nothing floats over the middle of the SOS button', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await open(page, '/sos');
    const sos = page.getByRole('button', { name: en.Sos.button });
    await sos.scrollIntoViewIfNeeded();
    const box = (await sos.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-describedby') ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe('sos-button-help');
  });

  test('SOS in the bottom bar opens /sos, which is then current', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/member-dashboard');
    await bottomBar(page).getByRole('link', { name: en.AppShell.nav.sos, exact: true }).click();
    await expect(page).toHaveURL('/sos');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'SOS' })).toBeVisible();
    await expect(bottomBar(page).getByRole('link', { name: en.AppShell.nav.sos, exact: true })).toHaveAttribute('aria-current', 'page');
  });

  for (const path of ['/member-dashboard', '/sos', '/welcome-questionnaire']) {
    test(`${path} from 320 to 1280 px: no sideways scroll, the floating buttons clear of the bar and the page`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await expect(bottomBar(page)).toBeVisible({ visible: width < 768 });
        await expect(headerNav(page)).toBeVisible({ visible: width >= 768 });
        expect(await sidewaysScroll(page), `${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNothingCoveredAtTheEnd(page, `${width} px ${path}`);
      }
    });
  }

  for (const { locale, prefix, m } of LOCALES.filter((l) => l.locale !== 'en') as LocaleCase[]) {
    test(`${locale}: the shell speaks ${locale} on ${prefix}/member-dashboard, without sideways scroll on phones`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, `${prefix}/member-dashboard`);
      const nav = headerNav(page, m);
      await expect(nav.getByRole('link')).toHaveText(navLabels(m));
      await expect(nav.getByRole('link', { name: m.AppShell.nav.dashboard, exact: true })).toHaveAttribute('href', `${prefix}/member-dashboard`);
      await expect(nav.getByRole('link', { name: m.AppShell.nav.dashboard, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: m.AppShell.account })).toBeVisible();

      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 740 });
        await expect(bottomBar(page, m).getByRole('link')).toHaveText(navLabels(m));
        expect(await sidewaysScroll(page), `${locale} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await page.getByRole('button', { name: m.AppShell.account }).click();
      const menu = page.getByRole('menu', { name: m.AppShell.signedInAs.replace('{email}', 'member@example.com') });
      await expect(menu.getByRole('menuitem')).toHaveText([m.AppShell.myAnswers, m.AppShell.signOut]);
      expect(await sidewaysScroll(page), `${locale}: the open menu scrolls sideways`).toBeLessThanOrEqual(0);
    });
  }
});

test('sign out through the account menu, by keyboard: signed out, the member pages closed', async ({ page }) => {
  const member = await createMember('shell-signout');
  await page.setViewportSize(PHONE);
  await signIn(page, member);
  await expect(page).toHaveURL('/member-dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const trigger = page.getByRole('button', { name: en.AppShell.account });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: en.AppShell.signedInAs.replace('{email}', member.email) });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: en.AppShell.myAnswers })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: en.AppShell.myAnswers })).toHaveAttribute('href', '/welcome-questionnaire');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: en.AppShell.signOut })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).not.toHaveURL(/member-dashboard/);
  await page.goto('/member-dashboard');
  await expect(page).toHaveURL(/\/auth\?next=/);
});
