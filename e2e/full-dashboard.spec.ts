import { expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { LOCALES } from './support/locales';
import { serviceRest } from './support/service-rest';

/** A fresh member's protection check, in the order it lists the gaps, and the page that fixes each. */
const GAPS = [
  ['plan', '/full-dashboard/subscription'],
  ['contactAgreed', '/full-dashboard/contacts'],
  ['familyLinked', '/full-dashboard/family'],
  ['drill', '/full-dashboard/drills'],
  ['personalDetails', '/full-dashboard/personal-details'],
  ['medicalId', '/full-dashboard/medical-id'],
] as const;

const SECTIONS = [
  ['accessLog', '/full-dashboard/access-log'],
  ['sosHistory', '/full-dashboard/sos-history'],
  ['drills', '/full-dashboard/drills'],
  ['devices', '/full-dashboard/devices'],
  ['account', '/full-dashboard/account'],
] as const;

// The overview in Dutch: it is the same page in every language, whose copy __tests__/messages.test.ts
// and e2e/layout-grid.spec.ts prove (docs/architecture.md#tests). The links' /nl shows they come
// from our locale-aware Link (lib/i18n/navigation.ts), which writes every language's prefix alike.
const nl = LOCALES[1];

test(`${nl.locale}: a fresh member without a plan is Inactive, told why, sees the protection check's gaps in order and fixes one`, async ({ page }) => {
  const { prefix, m } = nl;
  const t = m.FullDashboard;
  const c = m.ProtectionCheck;
  const account = await createMember(`overview-${nl.locale}`);
  await signIn(page, account, prefix);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${prefix}/full-dashboard`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title);

  await expect(main.getByTestId('protection-status')).toHaveText(m.MemberDashboard.status.inactive);
  await expect(main.getByTestId('protection-reason')).toHaveText(t.protection.reason.noPlan);
  await expect(main.getByRole('region', { name: t.protection.title }).getByRole('link', { name: t.protection.fix.noPlan, exact: true })).toHaveAttribute(
    'href',
    `${prefix}/full-dashboard/subscription`,
  );

  // Every gap, essentials first (docs/product.md#protection-check), each with the page that fixes it.
  const items = main.getByTestId('protection-check-item');
  await expect(items).toHaveCount(GAPS.length);
  for (const [index, [key, path]] of GAPS.entries()) {
    await expect(items.nth(index)).toHaveAttribute('data-key', key);
    await expect(items.nth(index)).toHaveAttribute('data-ok', 'false');
    await expect(items.nth(index).getByRole('link')).toHaveAttribute('href', `${prefix}${path}`);
  }
  await expect(main.getByTestId('protection-check-summary')).toHaveText(`${GAPS.length} punten vragen aandacht.`);

  // The medical ID is filled in through the check's own link: that line holds and moves last.
  await main.locator('[data-testid="protection-check-item"][data-key="medicalId"]').getByRole('link', { name: c.medicalId.action }).click();
  await expect(page).toHaveURL(`${prefix}/full-dashboard/medical-id`);
  await page.getByLabel(m.MedicalId.bloodType).selectOption('A+');
  await page.getByRole('button', { name: m.MedicalId.save }).click();
  await expect(page.getByText(m.MedicalId.saved)).toBeVisible();
  await page.goto(`${prefix}/full-dashboard`);
  await expect(items.last()).toHaveAttribute('data-key', 'medicalId');
  await expect(items.last()).toHaveAttribute('data-ok', 'true');
  await expect(items.last()).toContainText(c.medicalId.ok);
  await expect(items.last().getByRole('link')).toHaveCount(0);
  await expect(main.getByTestId('protection-check-summary')).toHaveText(`${GAPS.length - 1} punten vragen aandacht.`);

  await expect(main.getByTestId('protectors')).toContainText(t.protectors.none);
  await expect(main.getByTestId('pending-invitations')).toHaveText(t.protectors.pending.match(/=0 \{([^}]*)\}/)![1]);
  await expect(main.getByRole('link', { name: t.protectors.manage, exact: true })).toHaveAttribute('href', `${prefix}/full-dashboard/family`);
  await expect(main.getByTestId('looking-after-summary')).toContainText(t.lookingAfter.none);
  await expect(main.getByRole('link', { name: t.lookingAfter.open, exact: true })).toHaveAttribute('href', `${prefix}/full-dashboard/looking-after`);
  for (const [key, path] of SECTIONS) {
    await expect(main.getByRole('link', { name: new RegExp(`^${t.more[key]}`) })).toHaveAttribute('href', `${prefix}${path}`);
  }

  // Nothing scrolls sideways on a small phone, and axe finds nothing serious.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('en: the people who protect me and the people I look after, with a carer without a plan seeing them first', async ({ browser }) => {
  const member = await createMember('protected');
  const carer = await createMember('carer');
  await serviceRest(`profiles?user_id=eq.${carer.id}`, { method: 'PATCH', body: JSON.stringify({ full_name: 'Carla Carer' }) });
  await serviceRest(`profiles?user_id=eq.${member.id}`, { method: 'PATCH', body: JSON.stringify({ full_name: 'Mona Member' }) });
  const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await serviceRest('family_links', {
    method: 'POST',
    body: JSON.stringify({
      member_id: member.id,
      family_member_id: carer.id,
      role: 'carer',
      relationship: 'Home carer',
      receive_sos_alerts: true,
      location_access: 'none',
      view_medical: true,
      view_device_status: false,
      view_activity: false,
      expires_at: until,
    }),
  });
  const t = LOCALES[0].m.FullDashboard;

  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member);
  await memberPage.goto('/full-dashboard');
  const protectors = memberPage.getByTestId('protectors');
  await expect(protectors).toContainText('Carla Carer');
  await expect(protectors).toContainText(t.role.carer);
  await expect(protectors).toContainText('Home carer');
  await expect(protectors).toContainText(t.protectors.live);
  await expect(protectors.getByTestId('permission-summary')).toHaveText(`${t.permissions.label}: ${t.permissions.sosAlerts} and ${t.permissions.medical}`);
  await expect(protectors).toContainText(t.protectors.until.split('<date>')[0]);

  const carerPage = await (await browser.newContext()).newPage();
  await signIn(carerPage, carer);
  await carerPage.goto('/full-dashboard');
  const sections = carerPage.getByRole('main').locator('section');
  // No plan of their own and someone to look after: those people first, protection as an offer.
  await expect(sections.first()).toHaveAttribute('data-testid', 'looking-after-summary');
  await expect(sections.first()).toContainText('Mona Member');
  await expect(carerPage.getByTestId('protection-status')).toHaveText(LOCALES[0].m.MemberDashboard.status.offerBadge);
  await expect(carerPage.getByRole('main')).toContainText(LOCALES[0].m.MemberDashboard.status.offerHint);

  // The carer sees Mona's protection check as she does, each gap as something to ask her, no links;
  // Mona has no plan, so that comes first, and the carer's own link counts as family who receive alerts.
  await carerPage.goto(`/full-dashboard/looking-after/${member.id}`);
  const check = carerPage.getByTestId('protection-check');
  const items = check.getByTestId('protection-check-item');
  await expect(items.first()).toHaveAttribute('data-key', 'plan');
  await expect(items.first()).toContainText('Ask Mona Member to choose a plan.');
  await expect(check.locator('[data-key="familyLinked"]')).toHaveAttribute('data-ok', 'true');
  await expect(check.getByRole('link')).toHaveCount(0);
});
