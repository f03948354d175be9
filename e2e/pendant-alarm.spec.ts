import { type Page, expect, test } from './support/test';
import { signIn } from './support/accounts';
import { alertMember, type AlertMember } from './support/family-alerts';
import { LOCALES } from './support/locales';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';

/**
 * The pendant's button and fall, tried with the simulator as a member without hardware would
 * (docs/product.md#pendant-button-and-fall): a press counts down, then raises an alarm with source
 * pendant and opens /sos; a cancel within the countdown raises nothing; a fall asks "Are you OK?"
 * and raises with source fall. One journey in Spanish; every language's copy is proven by
 * __tests__/pendant. The real pendant's bytes are proven by __tests__/pendant/alert-event.test.ts
 * and connect-pendant.test.ts.
 */

test.describe.configure({ timeout: 120_000 });

const es = LOCALES[2];
const t = es.m.PendantAlarm;

const alarmsOf = async (member: AlertMember) =>
  (await serviceRest(`sos_events?member_id=eq.${member.id}&select=id,source,status&order=started_at`)) as { id: string; source: string; status: string }[];

async function openSimulator(page: Page) {
  await page.goto(`${es.prefix}/full-dashboard`);
  await page.getByRole('button', { name: es.m.Devices.launcher, exact: true }).click();
  await expect(page.getByRole('dialog', { name: es.m.Devices.title })).toBeVisible();
}

test(`${es.locale}: the simulated button counts down and raises (a cancel raises nothing), and a fall asks "¿Se encuentra bien?" first`, async ({ browser }) => {
  const member = await alertMember();
  const context = await browser.newContext();
  await skipFirstVisitDialog(context);
  const page = await context.newPage();
  await signIn(page, member, es.prefix);
  const countdown = page.getByTestId('pendant-alarm');

  await test.step('a press cancelled within the countdown raises nothing', async () => {
    await openSimulator(page);
    await page.getByRole('button', { name: t.simulator.press }).click();
    await expect(countdown).toBeVisible();
    await expect(countdown.getByRole('heading', { name: t.button.title })).toBeVisible();
    await expect(countdown.getByRole('button', { name: t.button.cancel, exact: true })).toBeFocused();
    await countdown.getByRole('button', { name: t.button.cancel, exact: true }).click();
    await expect(countdown).toBeHidden();
    expect(await alarmsOf(member)).toEqual([]);
  });

  await test.step('a press left to run out raises an alarm from the pendant and opens /sos', async () => {
    await openSimulator(page);
    await page.getByRole('button', { name: t.simulator.press }).click();
    await expect(countdown).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${es.prefix}/sos`), { timeout: 20_000 });
    await expect(page.getByTestId('alarm-source-badge')).toHaveText(es.m.AlarmSource.pendant);
    // One alarm: the cancelled press, whose countdown ran out long ago, raised none.
    await expect.poll(async () => (await alarmsOf(member)).map((a) => a.source)).toEqual(['pendant']);
    await serviceRest(`sos_events?member_id=eq.${member.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'resolved', resolved_at: new Date().toISOString() }) });
  });

  await test.step('a fall asks "¿Se encuentra bien?"; "Enviar SOS ahora" raises an alarm from the fall', async () => {
    await openSimulator(page);
    await page.getByRole('button', { name: t.simulator.fall }).click();
    await expect(countdown.getByRole('heading', { name: t.fall.title })).toBeVisible();
    await expect(countdown.getByRole('button', { name: t.fall.cancel })).toBeFocused();
    await countdown.getByRole('button', { name: t.sendNow }).click();
    await expect(page).toHaveURL(new RegExp(`${es.prefix}/sos`), { timeout: 20_000 });
    await expect.poll(async () => (await alarmsOf(member)).map((a) => a.source)).toEqual(['pendant', 'fall']);
    await expect(page.getByTestId('alarm-source-badge')).toHaveText(es.m.AlarmSource.fall);
  });
});
