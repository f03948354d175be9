import { expect, test } from './support/test';
import { SEEDED, alerts, createMember, signIn, signOutThroughMenu } from './support/accounts';
import { adminSetupToken, productName } from './support/env';
import { landingOf } from './support/landing';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';

const GUARDED = ['/member-dashboard', '/dashboard', '/admin-dashboard', '/admin-setup', '/sos', '/full-dashboard/x'];

test.describe('anonymous visitors', () => {
  // The proxy answers with an HTTP redirect before any page renders: plain requests prove it.
  for (const { locale, prefix } of LOCALES) {
    test(`${locale}: every guarded route (${GUARDED.join(', ')}) → ${prefix}/auth with next`, async ({ request }) => {
      for (const route of GUARDED) {
        expect.soft(await landingOf(request, `${prefix}${route}`), `${prefix}${route}`).toBe(`${prefix}/auth?next=${encodeURIComponent(`${prefix}${route}`)}`);
      }
    });
  }

  test('the next path brings the visitor back after signing in (nl)', async ({ page }) => {
    await page.goto('/nl/admin-setup');
    await expect(page).toHaveURL('/nl/auth?next=%2Fnl%2Fadmin-setup');
    await page.locator('input[name="identifier"]').fill(SEEDED.member.email);
    await page.locator('input[name="password"]').fill(SEEDED.member.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL('/nl/admin-setup');
  });

  test('a foreign next is refused', async ({ page }) => {
    await signIn(page, SEEDED.member, '', '//evil.example.com/x');
    await expect(page).toHaveURL('/member-dashboard');
  });
});

test.describe('members', () => {
  test.describe('the seeded member', () => {
    test.use({ storageState: storageStateOf('member') });
    for (const { locale, prefix } of LOCALES) {
      test(`${locale}: admin pages send a member to the member dashboard; /dashboard redirects`, async ({ request }) => {
        for (const path of ['/admin-dashboard', '/admin-dashboard/anything', '/dashboard']) {
          expect.soft(await landingOf(request, `${prefix}${path}`), `${prefix}${path}`).toBe(`${prefix}/member-dashboard`);
        }
      });
    }
  });

  test('member pages are never cached, and are gone after sign-out (back button)', async ({ page }) => {
    const account = await createMember('cache');
    await signIn(page, account);
    const response = await page.goto('/member-dashboard');
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    expect(response?.headers()['cache-control']).toMatch(/private/);
    await signOutThroughMenu(page, LOCALES[0].m);
    await expect(page).not.toHaveURL(/member-dashboard/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toHaveCount(0);
  });
});

test.describe('admins', () => {
  test.use({ storageState: storageStateOf('admin') });

  // One browser for the three languages. English first: a Dutch or Spanish page sets the
  // NEXT_LOCALE cookie, which would send a later unprefixed URL to that language.
  test('the admin dashboard opens with its title and overview in en (the exact spec title and subtitle), nl and es', async ({ page }) => {
    for (const { locale, prefix, m } of LOCALES) {
      await test.step(`${locale}: the admin dashboard opens with its title and overview`, async () => {
        await page.goto(`${prefix}/admin-dashboard`);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.AdminDashboard.title);
        await expect.soft(page.getByText(m.AdminDashboard.subtitle.replace('{product}', productName))).toBeVisible();
        for (const key of ['members', 'activeSubscriptions', 'openSos', 'unreadMessages'] as const) {
          await expect.soft(page.getByTestId(`overview-${key}`)).toContainText(/\d/);
        }
        if (locale === 'en') {
          // The exact words of docs/product.md#routes-and-screens, not only the message catalogue's.
          await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
          await expect.soft(page.getByText(`${productName} Management Portal`)).toBeVisible();
        }
      });
    }
  });
});

test.describe('/admin-setup', () => {
  // One fresh member tries every language in turn (English first, as above). The gate answers
  // "an admin exists" before any code is compared, so the tries count no wrong code against them.
  test('once an admin exists (seeded), every code is answered so in en, nl and es, the wrong one included: nothing left to guess', async ({ page }) => {
    const account = await createMember('setup');
    await signIn(page, account, '', '/admin-setup');
    await expect(page).toHaveURL('/admin-setup');
    for (const { locale, prefix, m } of LOCALES) {
      await test.step(`${locale}: every code is answered "an admin exists"; the admin area stays closed`, async () => {
        await page.goto(`${prefix}/admin-setup`);
        await expect(page).toHaveURL(`${prefix}/admin-setup`);
        // Issue 17, item 8: "an admin exists" comes before any code is compared.
        await page.getByLabel(m.AdminSetup.tokenLabel).fill('not-the-secret');
        await page.getByRole('button', { name: m.AdminSetup.submit }).click();
        await expect(alerts(page)).toHaveText(m.AdminSetup.adminExists);
        // A fresh page, so the second answer cannot be the first one still on screen.
        await page.goto(`${prefix}/admin-setup`);
        await page.getByLabel(m.AdminSetup.tokenLabel).fill(adminSetupToken);
        await page.getByRole('button', { name: m.AdminSetup.submit }).click();
        await expect(alerts(page)).toHaveText(m.AdminSetup.adminExists);
        // Still a member: the admin area stays closed.
        await page.goto(`${prefix}/admin-dashboard`);
        await expect(page).toHaveURL(`${prefix}/member-dashboard`);
      });
    }
  });
});
