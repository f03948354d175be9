import { expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { LOCALES } from './support/locales';
import { serviceRest } from './support/service-rest';

/** Each missing item of a fresh member and the page that fixes it. */
const FIXES = [
  ['personalDetails', '/full-dashboard/personal-details'],
  ['emergencyContacts', '/full-dashboard/contacts'],
  ['medicalInformation', '/full-dashboard/medical-id'],
  ['subscriptionActive', '/full-dashboard/subscription'],
] as const;

const SECTIONS = [
  ['accessLog', '/full-dashboard/access-log'],
  ['sosHistory', '/full-dashboard/sos-history'],
  ['devices', '/full-dashboard/devices'],
  ['account', '/full-dashboard/account'],
] as const;

// The overview in Dutch: it is the same page in every language, whose copy __tests__/messages.test.ts
// and e2e/layout-grid.spec.ts prove (docs/architecture.md#tests). The links' /nl shows they come
// from our locale-aware Link (lib/i18n/navigation.ts), which writes every language's prefix alike.
const nl = LOCALES[1];

test(`${nl.locale}: a fresh member without a plan is Inactive, told why, and shown what is missing with links to fix it`, async ({ page }) => {
  const { prefix, m } = nl;
  const t = m.FullDashboard;
  const account = await createMember(`overview-${nl.locale}`);
  await signIn(page, account, prefix);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${prefix}/full-dashboard`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title);

  await expect(main.getByTestId('protection-status')).toHaveText(m.MemberDashboard.status.inactive);
  await expect(main.getByTestId('protection-reason')).toHaveText(t.protection.reason.noPlan);
  await expect(main.getByRole('link', { name: t.protection.fix.noPlan, exact: true })).toHaveAttribute('href', `${prefix}/full-dashboard/subscription`);

  const missing = main.getByTestId('missing-items');
  for (const [key, path] of FIXES) {
    await expect(missing.getByRole('link', { name: t.missing[key], exact: true })).toHaveAttribute('href', `${prefix}${path}`);
  }
  await expect(main.getByText(t.missing.allDone)).toHaveCount(0);

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
});
