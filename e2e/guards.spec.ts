import { expect, test } from '@playwright/test';
import { SEEDED, alerts, createMember, signIn, signOutThroughMenu } from './support/accounts';
import { adminSetupToken, productName } from './support/env';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';

const GUARDED = ['/member-dashboard', '/dashboard', '/admin-dashboard', '/admin-setup', '/sos', '/full-dashboard/x'];

test.describe('anonymous visitors', () => {
  for (const { locale, prefix } of LOCALES) {
    for (const route of GUARDED) {
      test(`${locale}: ${prefix}${route} → ${prefix}/auth with next`, async ({ page }) => {
        await page.goto(`${prefix}${route}`);
        await expect(page).toHaveURL(`${prefix}/auth?next=${encodeURIComponent(`${prefix}${route}`)}`);
      });
    }
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
      test(`${locale}: admin pages send a member to the member dashboard; /dashboard redirects`, async ({ page }) => {
        await page.goto(`${prefix}/admin-dashboard`);
        await expect(page).toHaveURL(`${prefix}/member-dashboard`);
        await page.goto(`${prefix}/admin-dashboard/anything`);
        await expect(page).toHaveURL(`${prefix}/member-dashboard`);
        await page.goto(`${prefix}/dashboard`);
        await expect(page).toHaveURL(`${prefix}/member-dashboard`);
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

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: the admin dashboard opens with its title and overview`, async ({ page }) => {
      await page.goto(`${prefix}/admin-dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.AdminDashboard.title);
      await expect(page.getByText(m.AdminDashboard.subtitle.replace('{product}', productName))).toBeVisible();
      for (const key of ['members', 'activeSubscriptions', 'openSos', 'unreadMessages'] as const) {
        await expect(page.getByTestId(`overview-${key}`)).toContainText(/\d/);
      }
    });
  }

  test('en: exact spec title and subtitle', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.getByText(`${productName} Management Portal`)).toBeVisible();
  });
});

test.describe('/admin-setup', () => {
  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: once an admin exists (seeded), every code is answered so, the wrong one included: nothing left to guess`, async ({ page }) => {
      const account = await createMember(`setup-${locale}`);
      await signIn(page, account, prefix, `${prefix}/admin-setup`);
      await expect(page).toHaveURL(`${prefix}/admin-setup`);
      // Issue 17, item 8: "an admin exists" comes before any code is compared.
      await page.getByLabel(m.AdminSetup.tokenLabel).fill('not-the-secret');
      await page.getByRole('button', { name: m.AdminSetup.submit }).click();
      await expect(alerts(page)).toHaveText(m.AdminSetup.adminExists);
      await page.getByLabel(m.AdminSetup.tokenLabel).fill(adminSetupToken);
      await page.getByRole('button', { name: m.AdminSetup.submit }).click();
      await expect(alerts(page)).toHaveText(m.AdminSetup.adminExists);
      // Still a member: the admin area stays closed.
      await page.goto(`${prefix}/admin-dashboard`);
      await expect(page).toHaveURL(`${prefix}/member-dashboard`);
    });
  }
});
