import { expect, test } from '@playwright/test';
import { createMember, signIn } from './support/accounts';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';

const ITEMS = ['personalDetails', 'emergencyContacts', 'medicalInformation', 'subscriptionActive'] as const;

test.describe('the seeded member', () => {
  test.use({ storageState: storageStateOf('member') });

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: the seeded member is Protected with a complete checklist`, async ({ page }) => {
      await page.goto(`${prefix}/member-dashboard`);
      await expect(page).toHaveURL(`${prefix}/member-dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
      await expect(page.getByTestId('protection-status')).toHaveText(m.MemberDashboard.status.protected);
      for (const key of ITEMS) await expect(page.getByTestId(`checklist-${key}`)).toHaveAttribute('data-done', 'true');
      await expect(page.getByText(m.MemberDashboard.checklist.progress.replace('{done}', '4').replace('{total}', '4')).first()).toBeVisible();
    });
  }
});

test.describe('a fresh member', () => {
  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: a fresh member is Inactive, with an empty checklist and empty states`, async ({ page }) => {
      const account = await createMember(`fresh-${locale}`);
      await signIn(page, account, prefix);
      await expect(page).toHaveURL(`${prefix}/member-dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(account.email.split('@')[0]);
      await expect(page.getByTestId('protection-status')).toHaveText(m.MemberDashboard.status.inactive);
      for (const key of ITEMS) await expect(page.getByTestId(`checklist-${key}`)).toHaveAttribute('data-done', 'false');
      await expect(page.getByText(m.MemberDashboard.activity.sosEmpty)).toBeVisible();
      await expect(page.getByText(m.MemberDashboard.activity.notificationsEmpty)).toBeVisible();
      await expect(page.getByText(m.MemberDashboard.activity.accessEmpty)).toBeVisible();
      // Quick actions: SOS is a page, Devices and Emma open their panels here, the rest are not links yet.
      // In the page itself: the app shell's navigation has an SOS link of its own.
      await expect(page.getByRole('main').getByRole('link', { name: m.MemberDashboard.quickActions.sos, exact: true })).toHaveAttribute(
        'href',
        `${prefix}/sos`,
      );
      await expect(page.getByRole('link', { name: m.MemberDashboard.quickActions.contacts, exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: m.MemberDashboard.quickActions.devices, exact: true }).click();
      await expect(page.getByRole('dialog', { name: m.Devices.title })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: m.MemberDashboard.quickActions.emma, exact: true }).click();
      await expect(page.getByRole('dialog', { name: m.Chat.dialogTitle })).toBeVisible();
    });
  }
});
