import { expect, type Page, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { LOCALES } from './support/locales';
import { serviceRest } from './support/service-rest';

/**
 * "People I look after" as a carer meets it: the member and their link are set up with the
 * service role (links normally come from an accepted invitation, tested in the family specs).
 */
async function memberWithCarer(label: string) {
  const member = await createMember(`looked-after-${label}`);
  const carer = await createMember(`carer-${label}`);
  const fullName = `Mila ${label}`;
  await serviceRest(`profiles?user_id=eq.${member.id}`, { method: 'PATCH', body: JSON.stringify({ full_name: fullName }) });
  await serviceRest('medical_profiles', { method: 'POST', body: JSON.stringify({ user_id: member.id, blood_type: 'B+', allergies: ['latex'] }) });
  await serviceRest('devices', {
    method: 'POST',
    body: JSON.stringify({ user_id: member.id, name: 'ICE SOS Pendant', battery: 15, last_connected_at: new Date().toISOString() }),
  });
  const addLink = (link: Record<string, unknown> = {}) =>
    serviceRest('family_links', {
      method: 'POST',
      body: JSON.stringify({
        member_id: member.id,
        family_member_id: carer.id,
        role: 'carer',
        relationship: 'Neighbour',
        receive_sos_alerts: false,
        location_access: 'none',
        view_medical: true,
        view_device_status: true,
        view_activity: false,
        ...link,
      }),
    });
  return { member, carer, fullName, addLink };
}

const medicalReads = async (memberId: string, carerId: string) =>
  (await serviceRest(`access_log?subject_id=eq.${memberId}&reader_id=eq.${carerId}&resource=eq.medical_profile&select=reader_capacity`)) as {
    reader_capacity: string;
  }[];

async function openMember(page: Page, prefix: string, name: string, m: (typeof LOCALES)[number]['m']) {
  await page.goto(`${prefix}/full-dashboard/looking-after`);
  const card = page.getByTestId('looked-after').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: m.LookingAfter.details.replace('{name}', name) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

// Each journey in one language: its steps are the same in all three, whose copy
// __tests__/messages.test.ts and e2e/layout-grid.spec.ts prove (docs/architecture.md#tests); the
// countdown as each language writes it is proven by __tests__/looking-after/countdown.test.tsx.
const [en, , es] = LOCALES;

test(`${en.locale}: a carer sees the member and the pendant battery, shows the medical ID, and the member's access log has that read`, async ({ page }) => {
  const { prefix, m } = en;
  const t = m.LookingAfter;
  const { member, carer, fullName, addLink } = await memberWithCarer(`${en.locale}-read`);
  await addLink();
  await signIn(page, carer, prefix);

  await page.goto(`${prefix}/full-dashboard/looking-after`);
  const card = page.getByTestId('looked-after').filter({ hasText: fullName });
  await expect(card.getByTestId('link-state')).toHaveText(t.state.live);
  await expect(card).toContainText(m.FullDashboard.role.carer);
  await expect(card).toContainText(t.relationship.replace('{relationship}', 'Neighbour'));
  expect(await seriousViolations(page)).toEqual([]);

  await openMember(page, prefix, fullName, m);
  await expect(page.getByTestId('pendant-battery')).toContainText(t.pendant.battery.replace('{percent}', '15'));
  await expect(page.getByTestId('pendant-battery')).toContainText(t.pendant.low);
  await expect(page.getByText(t.medical.notice.replaceAll('{name}', fullName))).toBeVisible();
  // Nothing is read until asked.
  expect(await medicalReads(member.id, carer.id)).toEqual([]);

  await page.getByRole('button', { name: t.medical.show }).click();
  const medical = page.getByTestId('medical-id');
  await expect(medical).toContainText('B+');
  // The button is gone: focus moves to what was read.
  await expect(page.getByTestId('medical-answer')).toBeFocused();
  await expect(medical).toContainText('latex');
  expect(await medicalReads(member.id, carer.id)).toEqual([{ reader_capacity: 'carer' }]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Leaving asks first, then the member is gone from the list.
  await page.getByRole('button', { name: t.leave.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.leave.title.replaceAll('{name}', fullName) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.leave.confirm }).click();
  await expect(page).toHaveURL(`${prefix}/full-dashboard/looking-after`);
  await expect(page.getByText(t.none)).toBeVisible();
  const [link] = (await serviceRest(`family_links?member_id=eq.${member.id}&select=status`)) as { status: string }[];
  expect(link.status).toBe('revoked');
});

test(`${es.locale}: when the access ends while the page is open, the database refuses the read and the page says when it ended`, async ({ page }) => {
  const { prefix, m } = es;
  const t = m.LookingAfter;
  const { member, carer, fullName, addLink } = await memberWithCarer(`${es.locale}-expiry`);
  await signIn(page, carer, prefix);
  // The link is made only now, so its few seconds are not spent signing in.
  const expiresAt = Date.now() + 12_000;
  await addLink({ expires_at: new Date(expiresAt).toISOString() });
  await openMember(page, prefix, fullName, m);
  await expect(page.getByTestId('access-ends')).toBeVisible();
  await expect(page.getByTestId('access-countdown')).toBeVisible();

  await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 1_500);
  await page.getByRole('button', { name: t.medical.show }).click();
  const problem = page.getByTestId('read-problem');
  await expect(problem).toHaveAttribute('data-kind', 'ended');
  await expect(problem).toContainText(t.endedNotice.split('<date>')[0]);
  await expect(page.getByTestId('medical-id')).toHaveCount(0);
  expect(await medicalReads(member.id, carer.id)).toEqual([]);

  // Reopened, the page itself says the access ended and offers nothing to read.
  await page.reload();
  await expect(page.getByTestId('access-ended')).toContainText(t.endedNotice.split('<date>')[0]);
  await expect(page.getByTestId('link-state')).toHaveText(t.state.ended);
  await expect(page.getByRole('button', { name: t.medical.show })).toHaveCount(0);
});
