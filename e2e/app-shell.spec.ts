import { type Page, expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { expectNothingCovered, sidewaysScroll } from './support/layout';
import { LOCALES, type LocaleCase } from './support/locales';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';

/**
 * The signed-in app shell (issues 20, 21 and 46, docs/product.md#app-shell): nine pages in the
 * navigation, the header's row with "More" on wide screens, the bottom bar with SOS in the middle
 * and "More" on phones, the account menu, the public header's "My dashboard", and the floating
 * buttons (Emma, Devices & Settings) never on top of the page's text or controls.
 */
const [en] = LOCALES.map((l) => l.m);
type Messages = LocaleCase['m'];
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const headerNav = (page: Page, m: Messages = en) => page.getByRole('navigation', { name: m.AppShell.mainNav });
const bottomBar = (page: Page, m: Messages = en) => page.getByRole('navigation', { name: m.AppShell.bottomNav });
const inline = (m: Messages) => [m.AppShell.nav.dashboard, m.AppShell.nav.sos, m.AppShell.nav.contacts];
const inMore = (m: Messages) => [m.AppShell.nav.checkIn, m.AppShell.nav.medicalId, m.AppShell.nav.devices, m.AppShell.nav.subscription, m.AppShell.nav.account];
const barLabels = (m: Messages) => [m.AppShell.short.dashboard, m.AppShell.short.contacts, m.AppShell.short.sos, m.AppShell.short.family, m.AppShell.more];

/** Waits for the page itself (the guard shows "Loading…" until the session is read). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

/*
 * The checks of one persona share a browser: after the first page the app's scripts come from the
 * browser's cache, so each further page costs its own render only. Each former test is a step that
 * opens its own page and sets its own width; checks are soft, so one failure hides no other step.
 */
test.describe('the seeded member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('the shell at 1280, 360 and 320 px: header row and More, bottom bar and its More sheet, SOS current, nothing over the SOS button', async ({ page }) => {
    await test.step('1280 px: the header row, More with the rest, the simple dashboard counts as Dashboard; no bottom bar', async () => {
      await page.setViewportSize(DESKTOP);
      await open(page, '/member-dashboard');
      const nav = headerNav(page);
      await expect.soft(nav.getByRole('link')).toHaveText([...inline(en), en.AppShell.nav.family]);
      await expect.soft(nav.getByRole('link', { name: en.AppShell.nav.dashboard, exact: true })).toHaveAttribute('href', '/full-dashboard');
      await expect.soft(nav.getByRole('link', { name: en.AppShell.nav.dashboard, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect.soft(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect.soft(page.getByTestId('app-bottom-bar')).toBeHidden();

      const more = nav.getByRole('button', { name: en.AppShell.more, exact: true });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      // Family & carers is inline from lg, so the menu skips it here.
      await expect.soft(menu.getByRole('menuitem').filter({ visible: true })).toHaveText(inMore(en));
      await expect.soft(menu.getByRole('menuitem', { name: en.AppShell.nav.checkIn })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect.soft(more).toBeFocused();

      await more.click();
      await menu.getByRole('menuitem', { name: en.AppShell.nav.subscription }).click();
      await expect(page).toHaveURL('/full-dashboard/subscription');
      await expect.soft(nav.getByRole('button', { name: `${en.AppShell.more} ${en.AppShell.currentInside.replace('{page}', en.AppShell.nav.subscription)}` })).toBeVisible();
      await expect.soft(page.locator('main')).toHaveCount(1);
    });

    await test.step('360 px phone: Dashboard, Contacts, SOS, Family, More; 44 px targets; More is a dialog that gives focus back', async () => {
      await page.setViewportSize(PHONE);
      await open(page, '/member-dashboard');
      const bar = bottomBar(page);
      await expect.soft(headerNav(page)).toBeHidden();
      await expect.soft(bar.getByRole('listitem')).toHaveText(barLabels(en));
      for (const target of await bar.locator('a, button').all()) {
        const box = (await target.boundingBox())!;
        expect.soft(box.width, await target.innerText()).toBeGreaterThanOrEqual(44);
        expect.soft(box.height, await target.innerText()).toBeGreaterThanOrEqual(44);
      }
      const sosBackground = await bar.getByRole('link', { name: en.AppShell.nav.sos, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect.soft(sosBackground).toBe('rgb(185, 28, 28)');

      const more = bar.getByRole('button', { name: en.AppShell.more, exact: true });
      await more.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: en.AppShell.more });
      await expect.soft(sheet.getByRole('link')).toHaveText(inMore(en));
      for (const link of await sheet.getByRole('link').all()) expect.soft((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect.soft(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect.soft(sheet).toBeHidden();
      await expect.soft(more).toBeFocused();

      await more.click();
      await sheet.getByRole('link', { name: en.AppShell.nav.subscription }).click();
      await expect(page).toHaveURL('/full-dashboard/subscription');
      await expect.soft(sheet).toBeHidden();
      await expect.soft(bar.getByRole('button', { name: new RegExp(`^${en.AppShell.more}`) })).toContainText(en.AppShell.nav.subscription);
    });

    await test.step('SOS in the bottom bar opens /sos, which is then current', async () => {
      await page.setViewportSize(PHONE);
      await open(page, '/member-dashboard');
      await bottomBar(page).getByRole('link', { name: en.AppShell.nav.sos, exact: true }).click();
      await expect(page).toHaveURL('/sos');
      await expect.soft(bottomBar(page).getByRole('link', { name: en.AppShell.nav.sos, exact: true })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('/sos at 320 px: nothing floats over the SOS button', async () => {
      await page.setViewportSize({ width: 320, height: 740 });
      await open(page, '/sos');
      const sos = page.getByRole('button', { name: en.Sos.button });
      await sos.scrollIntoViewIfNeeded();
      const box = (await sos.boundingBox())!;
      for (const [x, y] of [
        [box.x + box.width / 2, box.y + box.height / 2],
        [box.x + box.width - 2, box.y + box.height / 2],
        [box.x + box.width / 2, box.y + 2],
      ]) {
        const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('button')?.getAttribute('aria-describedby') ?? null, [x, y]);
        expect.soft(hit, `at ${Math.round(x)},${Math.round(y)}`).toBe('sos-button-help');
      }
    });
  });

  test('/member-dashboard and /sos at 360, 390, 768 and 1280 px: the floating buttons cover no heading, text or control', async ({ page }) => {
    for (const path of ['/member-dashboard', '/sos']) {
      await test.step(`${path} at 360, 390, 768 and 1280 px: the floating buttons cover no heading, text or control`, async () => {
        await page.setViewportSize(PHONE);
        await open(page, path);
        for (const width of [360, 390, 768, 1280]) {
          await page.setViewportSize({ width, height: 740 });
          expect.soft(await sidewaysScroll(page), `${width} px scrolls sideways`).toBeLessThanOrEqual(0);
          await expectNothingCovered(page, `${width} px ${path}`);
        }
      });
    }
  });

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: the navigation speaks ${locale}, nothing scrolls sideways from 320 to 1280 px, and the public pages show "${m.Nav.myDashboard}"`, async ({ page }) => {
      await test.step(`${locale}: the navigation speaks ${locale} and nothing scrolls sideways from 320 to 1280 px`, async () => {
        await page.setViewportSize(PHONE);
        await open(page, `${prefix}/member-dashboard`);
        for (const width of [320, 360, 390, 768, 1024, 1280]) {
          await page.setViewportSize({ width, height: 740 });
          const wide = width >= 768;
          await expect.soft(bottomBar(page, m)).toBeVisible({ visible: !wide });
          await expect.soft(headerNav(page, m)).toBeVisible({ visible: wide });
          if (wide) {
            // Family & carers joins the row from lg (1024 px); below, it is in More.
            const row = width >= 1024 ? [...inline(m), m.AppShell.nav.family] : inline(m);
            await expect.soft(headerNav(page, m).getByRole('link').filter({ visible: true })).toHaveText(row);
            // The row never runs into the account menu.
            const more = (await headerNav(page, m).getByRole('button', { name: m.AppShell.more, exact: true }).boundingBox())!;
            const account = (await page.getByRole('button', { name: m.AppShell.account }).boundingBox())!;
            expect.soft(more.x + more.width, `${locale} ${width} px: More runs into Account`).toBeLessThanOrEqual(account.x);
          } else {
            await expect.soft(bottomBar(page, m).getByRole('listitem')).toHaveText(barLabels(m));
            await expect.soft(bottomBar(page, m).getByRole('link', { name: m.AppShell.short.dashboard, exact: true })).toHaveAttribute('href', `${prefix}/full-dashboard`);
          }
          expect.soft(await sidewaysScroll(page), `${locale} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        }
        await page.getByRole('button', { name: m.AppShell.account }).click();
        const menu = page.getByRole('menu', { name: m.AppShell.signedInAs.replace('{email}', 'member@example.com') });
        await expect.soft(menu.getByRole('menuitem')).toHaveText([m.AppShell.accountPage, m.AppShell.myAnswers, m.AppShell.signOut]);
        await expect.soft(menu.getByRole('menuitem', { name: m.AppShell.accountPage })).toHaveAttribute('href', `${prefix}/full-dashboard/account`);
      });

      await test.step(`${locale}: a signed-in visitor sees "${m.Nav.myDashboard}" on the public pages instead of signing in`, async () => {
        await page.setViewportSize(DESKTOP);
        await page.goto(prefix || '/');
        const banner = page.getByRole('banner');
        await expect.soft(banner.getByRole('link', { name: m.Nav.myDashboard })).toHaveAttribute('href', `${prefix}/member-dashboard`);
        await expect.soft(banner.getByRole('link', { name: m.Nav.signIn })).toHaveCount(0);
        await expect.soft(banner.getByRole('link', { name: m.Nav.subscribe })).toHaveCount(0);

        await page.setViewportSize({ width: 390, height: 800 });
        await banner.getByRole('button', { name: m.Nav.openMenu }).click();
        await banner.getByRole('link', { name: m.Nav.myDashboard }).click();
        await expect(page).toHaveURL(`${prefix}/member-dashboard`);
      });
    });
  }
});

test.describe('public pages', () => {
  test('an anonymous visitor sees Sign in and Subscribe now, not My dashboard; on / and /contact at 360–1280 px the floating buttons cover no heading, text or control', async ({ page }) => {
    await test.step('an anonymous visitor still sees Sign in and Subscribe now, not My dashboard', async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect.soft(banner.getByRole('link', { name: en.Nav.signIn })).toBeVisible();
      await expect.soft(banner.getByRole('link', { name: en.Nav.subscribe })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect.soft(banner.getByRole('link', { name: en.Nav.myDashboard })).toHaveCount(0);
    });

    for (const path of ['/', '/contact']) {
      await test.step(`${path} at 360, 390, 768 and 1280 px: the floating buttons cover no heading, text or control`, async () => {
        for (const width of [360, 390, 768, 1280]) {
          await page.setViewportSize({ width, height: 740 });
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          expect.soft(await sidewaysScroll(page), `${width} px scrolls sideways`).toBeLessThanOrEqual(0);
          await expectNothingCovered(page, `${width} px ${path}`);
        }
      });
    }
  });
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
  await expect(menu.getByRole('menuitem', { name: en.AppShell.accountPage })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: en.AppShell.myAnswers })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: en.AppShell.signOut })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).not.toHaveURL(/member-dashboard/);
  await page.goto('/member-dashboard');
  await expect(page).toHaveURL(/\/auth\?next=/);
});
