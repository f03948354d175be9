import { type Browser, type Page, expect, test } from './support/test';
import { signIn } from './support/accounts';
import { type AlertMember, type Person, alertMember, link, person } from './support/family-alerts';
import { LOCALES } from './support/locales';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';

/**
 * The check-in timer as the people it protects meet it (docs/product.md#check-in): a member starts
 * a check-in and closes the tab; the family member, on another page, gets the alarm after due +
 * grace with the note; the member checks in late and the family see "checked in late". The
 * deadline is the database's: the test moves it into the past with the service role (time
 * travel, as the backend tests do) instead of waiting, and the dispatcher that `npm start` runs
 * raises the alarm. One journey in Dutch; the words of every language are proven by
 * __tests__/check-in and __tests__/family-alerts.
 */

test.describe.configure({ timeout: 120_000 });

const nl = LOCALES[1];
const t = nl.m.CheckIn;
const source = nl.m.AlarmSource;

async function signedIn(browser: Browser, who: Person, path: string): Promise<Page> {
  const context = await browser.newContext();
  await skipFirstVisitDialog(context);
  const page = await context.newPage();
  await signIn(page, who, nl.prefix);
  await page.goto(path);
  return page;
}

type CheckInRow = { id: string; grace_minutes: number; status: string; alarm_event_id: string | null };

/** The member's newest check-in, as the service role reads it. */
async function checkInOf(member: AlertMember): Promise<CheckInRow> {
  const rows = (await serviceRest(`check_ins?member_id=eq.${member.id}&select=id,grace_minutes,status,alarm_event_id&order=created_at.desc&limit=1`)) as CheckInRow[];
  if (!rows[0]) throw new Error('no check-in was started');
  return rows[0];
}

/** Time travel: the check-in was due `minutes` + its grace ago, so its alarm is due now. */
async function missDeadline(row: CheckInRow) {
  const due = new Date(Date.now() - (row.grace_minutes + 1) * 60_000);
  const alarm = new Date(due.getTime() + row.grace_minutes * 60_000);
  await serviceRest(`check_ins?id=eq.${row.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ due_at: due.toISOString(), alarm_at: alarm.toISOString(), remind_at: new Date(due.getTime() - 300_000).toISOString(), reminded_at: due.toISOString() }),
  });
}

test(`${nl.locale}: a missed check-in reaches the family with its note after the member closed the tab, and a late check-in ends it`, async ({ browser }) => {
  const member = await alertMember();
  const family = await person('family');
  await link(member, family);
  const note = `lopend van het station ${member.name.slice(-7)}`;

  await test.step('the member starts a check-in in 15 minutes with a note, then closes the tab', async () => {
    const page = await signedIn(browser, member, `${nl.prefix}/check-in`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByRole('button', { name: t.start.pick.minutes.replace('{count}', '15'), exact: true }).click();
    await page.getByLabel(t.start.note).fill(note);
    // The family member who receives alerts is the one person offered, and chosen from the start.
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: t.start.submit }).click();
    await expect(page.getByRole('heading', { name: t.active.title })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    expect((await checkInOf(member)).status).toBe('active');
    await page.context().close();
  });

  const familyPage = await signedIn(browser, family, nl.prefix || '/');
  const card = familyPage.getByTestId('family-alert').filter({ hasText: member.name });

  await test.step('due + grace passes with the tab closed: the family, on the homepage, get the alarm with the note', async () => {
    await expect(card).toHaveCount(0);
    await missDeadline(await checkInOf(member));
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId('family-alert-source')).toHaveText(source.check_in);
    await expect(card.getByTestId('family-alert-note')).toHaveText(source.note.replace('{note}', note));
    const row = await checkInOf(member);
    expect(row).toMatchObject({ status: 'alarm_raised' });
  });

  await test.step('the member comes back and checks in late: the family see "checked in late"', async () => {
    const page = await signedIn(browser, member, `${nl.prefix}/check-in`);
    await expect(page.getByRole('heading', { name: t.active.alarmTitle })).toBeVisible();
    await page.getByRole('button', { name: t.actions.safeLate }).click();
    await expect(page.getByRole('heading', { name: t.active.alarmTitle })).toBeHidden();
    await expect(card.getByTestId('family-alert-status')).toHaveText(source.checkedInLate, { timeout: 15_000 });
    expect((await checkInOf(member)).status).toBe('checked_in_late');
  });
});
