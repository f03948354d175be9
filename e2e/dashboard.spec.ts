import { expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';

/** /member-dashboard (docs/product.md#routes-and-screens), issue 21: real links, what is done, the family member's view. */
const ITEMS = ['personalDetails', 'emergencyContacts', 'medicalInformation', 'subscriptionActive'] as const;
const PAGES = {
  personalDetails: '/full-dashboard/personal-details',
  emergencyContacts: '/full-dashboard/contacts',
  medicalInformation: '/full-dashboard/medical-id',
  subscriptionActive: '/full-dashboard/subscription',
} as const;

// Each view in one language, Dutch or Spanish: it is the same page in every language, whose copy
// __tests__/messages.test.ts and e2e/layout-grid.spec.ts prove (docs/architecture.md#tests). The
// links' /nl or /es shows they come from our locale-aware Link (lib/i18n/navigation.ts), which
// writes every language's prefix alike.
const [, nl, es] = LOCALES;

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

test.describe('the seeded member', () => {
  test.use({ storageState: storageStateOf('member') });

  test(`${es.locale}: Protected, a complete checklist that says what is saved and links to each page`, async ({ page }) => {
    const { prefix, m } = es;
    await page.goto(`${prefix}/member-dashboard`);
    await expect(page).toHaveURL(`${prefix}/member-dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
    await expect(page.getByTestId('protection-status')).toHaveText(m.MemberDashboard.status.protected);
    for (const key of ITEMS) {
      const item = page.getByTestId(`checklist-${key}`);
      await expect(item).toHaveAttribute('data-done', 'true');
      await expect(item.getByRole('link')).toHaveAttribute('href', `${prefix}${PAGES[key]}`);
      await expect(page.getByTestId(`checklist-${key}-detail`)).not.toBeEmpty();
    }
    // The seed's member: Maria Lopez, with contacts and a blood type on file.
    await expect(page.getByTestId('checklist-personalDetails-detail')).toContainText('Maria Lopez');
    await expect(page.getByTestId('checklist-emergencyContacts-detail')).toHaveText(/\d/);
    await expect(page.getByTestId('checklist-medicalInformation-detail')).toContainText(m.MemberDashboard.checklist.detail.bloodType.replace(' {bloodType}', '').replace('{bloodType}', ''));
    await expect(page.getByText(m.MemberDashboard.checklist.progress.replace('{done}', '4').replace('{total}', '4')).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: m.MemberDashboard.fullDashboard })).toHaveAttribute('href', `${prefix}/full-dashboard`);
    await expect(page.getByText(/coming soon|binnenkort|próximamente/i)).toHaveCount(0);
  });
});

test.describe('a fresh member', () => {
  test(`${nl.locale}: Inactive, an empty checklist, quick actions that lead to the real pages`, async ({ page }) => {
    const { prefix, m } = nl;
    const account = await createMember(`fresh-${nl.locale}`);
    await signIn(page, account, prefix);
    await expect(page).toHaveURL(`${prefix}/member-dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.email.split('@')[0]);
    await expect(page.getByTestId('protection-status')).toHaveText(m.MemberDashboard.status.inactive);
    await expect(page.getByRole('main').getByRole('link', { name: m.MemberDashboard.status.subscribeAction })).toHaveAttribute('href', `${prefix}/full-dashboard/subscription`);
    for (const key of ITEMS) await expect(page.getByTestId(`checklist-${key}`)).toHaveAttribute('data-done', 'false');
    await expect(page.getByText(m.MemberDashboard.activity.sosEmpty)).toBeVisible();
    await expect(page.getByText(m.MemberDashboard.activity.notificationsEmpty)).toBeVisible();
    await expect(page.getByText(m.MemberDashboard.activity.accessEmpty)).toBeVisible();
    await expect(page.getByTestId('dashboard-looking-after')).toHaveCount(0);

    const main = page.getByRole('main');
    const actions = m.MemberDashboard.quickActions;
    for (const [label, href] of [
      [actions.sos, '/sos'],
      [actions.contacts, '/full-dashboard/contacts'],
      [actions.family, '/full-dashboard/family'],
      [actions.medicalId, '/full-dashboard/medical-id'],
      [actions.devices, '/full-dashboard/devices'],
    ]) {
      await expect(main.getByRole('link', { name: label, exact: true }).first()).toHaveAttribute('href', `${prefix}${href}`);
    }
    await main.getByRole('link', { name: actions.contacts, exact: true }).first().click();
    await expect(page).toHaveURL(`${prefix}/full-dashboard/contacts`);
    await page.goto(`${prefix}/member-dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: actions.emma, exact: true }).click();
    await expect(page.getByRole('dialog', { name: m.Chat.dialogTitle })).toBeVisible();
  });
});

test.describe('the seeded family member, who has no plan of their own', () => {
  test.use({ storageState: storageStateOf('family') });

  test(`${es.locale}: the people they look after come first; their own protection is an offer`, async ({ page }) => {
    const { prefix, m } = es;
    await page.goto(`${prefix}/member-dashboard`);
    const lookingAfter = page.getByTestId('dashboard-looking-after');
    await expect(lookingAfter.getByRole('heading', { name: m.MemberDashboard.lookingAfter.title })).toBeVisible();
    const maria = lookingAfter.getByRole('link', { name: m.MemberDashboard.lookingAfter.open.replace('{name}', 'Maria Lopez') });
    await expect(maria).toHaveAttribute('href', new RegExp(`^${prefix}/full-dashboard/looking-after/`));

    const status = page.getByTestId('protection-status');
    await expect(status).toHaveText(m.MemberDashboard.status.offerBadge);
    await expect(page.getByText(m.MemberDashboard.status.offerHint)).toBeVisible();
    await expect(page.getByText(m.MemberDashboard.status.inactive, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: m.MemberDashboard.checklist.offerTitle })).toBeVisible();
    // First: the list of people sits above the offer.
    const listTop = (await lookingAfter.boundingBox())!.y;
    const statusTop = (await status.boundingBox())!.y;
    expect(listTop).toBeLessThan(statusTop);

    await maria.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/full-dashboard/looking-after/`));
  });
});
