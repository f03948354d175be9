import { randomInt } from 'node:crypto';
import { type Page, expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { endAlarm, person, raiseAlarm } from './support/family-alerts';
import { landedPath } from './support/landing';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';

/**
 * The admin alarms page (issue 22): every open alarm, not only Spain-plan ones. A member on a plan
 * without the Spain call centre raises an alarm and it appears live for the admin, marked as going
 * to family only, resolvable but without the call centre's steps; the overview's open-alarm figure
 * equals the page's count and list; a member cannot open the page.
 */

const PREMIUM_PLAN_ID = 'b0000000-0000-4000-8000-000000000002';
const ALARMS = '/admin-dashboard/incidents';

/** A fresh member on the Premium plan (no call centre), with a name this test finds them by. */
async function memberWithoutSpainPlan() {
  const account = await createMember('alarms');
  const tag = String(randomInt(10_000_000)).padStart(7, '0');
  const name = `Alarm Tester ${tag}`;
  await serviceRest(`profiles?user_id=eq.${account.id}`, { method: 'PATCH', body: JSON.stringify({ full_name: name }) });
  await serviceRest('subscriptions', {
    method: 'POST',
    body: JSON.stringify({ user_id: account.id, plan_id: PREMIUM_PLAN_ID, status: 'active', provider: 'demo', provider_reference: `e2e-alarms-${tag}` }),
  });
  return { ...account, name };
}

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function overviewOpenAlarms(page: Page): Promise<number> {
  await page.goto('/admin-dashboard');
  return numberIn(await page.getByTestId('overview-openSos').locator('p').textContent());
}

test.describe('admin alarms', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('an alarm of a member without the Spain plan appears live, marked family-only, and the admin can resolve it', async ({ page, browser }) => {
    const member = await memberWithoutSpainPlan();
    await page.goto(ALARMS);
    await expect(page.getByRole('heading', { level: 1, name: 'Alarms and incident queue' })).toBeVisible();
    await expect(page.getByTestId('answer-stats')).toBeVisible();

    const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, permissions: [] });
    await skipFirstVisitDialog(memberContext);
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member, '', '/sos');
    await expect(memberPage).toHaveURL((url) => url.pathname === '/sos');
    await memberPage.getByRole('button', { name: 'Send SOS' }).click();
    await expect(memberPage.getByTestId('sos-raised')).toBeVisible();

    // Live: no reload on the admin's page.
    const incident = page.getByTestId('open-incidents').getByTestId('incident').filter({ hasText: member.name });
    await expect(incident).toBeVisible({ timeout: 15_000 });
    await expect(incident.getByTestId('incident-region')).toHaveText('Family alerts · no call centre');
    await expect(incident.getByTestId('incident-status')).toHaveText('Active');
    await expect(incident.getByTestId('incident-acknowledged-by')).toHaveText('Not acknowledged yet');
    await expect(incident.getByRole('button', { name: 'Claim' })).toHaveCount(0);

    await incident.getByRole('button', { name: 'Resolve' }).click();
    await expect(memberPage.getByTestId('sos-status-value')).toHaveText('Resolved', { timeout: 15_000 });
    await expect(page.getByTestId('open-incidents').getByTestId('incident').filter({ hasText: member.name })).toHaveCount(0);
    await memberContext.close();
  });

  // One browser for the queue's figure and its layout. The figure first: the long-name step raises
  // an alarm of its own, and its Spanish pages set the NEXT_LOCALE cookie, which would send the
  // figure's unprefixed pages to Spanish.
  test('the overview’s open-alarm figure equals the alarms page’s count and list; a long unbroken name and the longest badges wrap inside their card at 1280 and 320 px', async ({ page }) => {
    await test.step('the overview’s open-alarm figure equals the alarms page’s count and list', async () => {
      // Other workers raise and end alarms meanwhile: read both again until they are read between changes.
      await expect(async () => {
        const overview = await overviewOpenAlarms(page);
        await page.goto(ALARMS);
        const heading = page.getByTestId('open-alarms-count');
        await expect(heading).toBeVisible();
        const listed = await page.getByTestId('open-incidents').getByTestId('incident').count();
        expect(Number(await heading.getAttribute('data-count'))).toBe(overview);
        expect(listed).toBe(Math.min(overview, 200));
      }).toPass({ timeout: 30_000 });
    });

    await test.step('a long unbroken name and the longest badges wrap inside their card: the queue never scrolls sideways, at 1280 or 320 px', async () => {
      const member = await person('alarms-long-name');
      // As long as a profile's name may be (200), with no space to break at.
      const name = `${'Z'.repeat(192)}${randomInt(10_000_000)}`.slice(0, 200);
      await serviceRest(`profiles?user_id=eq.${member.id}`, { method: 'PATCH', body: JSON.stringify({ full_name: name }) });
      const eventId = await raiseAlarm(member);
      try {
        // In Spanish, whose region badge is the longest ("Avisos a familiares · sin central de atención").
        for (const width of [1280, 320]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`/es${ALARMS}`);
          await expect(page.getByTestId('open-incidents').getByTestId('incident').filter({ hasText: name })).toBeVisible();
          expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
        }
      } finally {
        await endAlarm(member, eventId);
      }
    });
  });
});

test.describe('a member', () => {
  test.use({ storageState: storageStateOf('member') });

  // The proxy's guard answers with a redirect before any page renders: a plain request proves it,
  // and the page it lands on is read as served.
  test('cannot open the alarms page', async ({ request }) => {
    const response = await request.get(ALARMS);
    expect(landedPath(response)).toBe('/member-dashboard');
    expect(await response.text()).not.toContain('data-testid="open-incidents"');
  });
});
