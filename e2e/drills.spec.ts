import { expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { waitForAppMail } from './support/billing';
import { LOCALES } from './support/locales';
import { serviceRest } from './support/service-rest';

/**
 * Drills (issue 47, docs/product.md#drills), in Spanish: the member runs one from the drills page;
 * the contact's e-mail says SIMULACRO (DRILL) and the live receipt fills in from the outbox; the
 * drill ends by itself (the dispatcher's drill watch) and moves to the past drills; a monthly drill
 * is scheduled on the member's clock and the next one skipped. The database's rules (refused
 * during a real alarm, the limit, the schedule's bounds, the reminder) are proven in
 * supabase/tests/drills; the DRILL wording of the family's alert in each language in e2e/sos.spec.ts.
 */
const es = LOCALES[2];

test(`${es.locale}: a member runs a drill, its receipt fills in, it ends by itself; a monthly drill is scheduled and the next skipped`, async ({ page }) => {
  const t = es.m.Drills;
  const member = await createMember(`drill-${es.locale}`);
  const contactEmail = `drill-contact-${Date.now().toString(36)}@example.com`;
  await serviceRest(`profiles?user_id=eq.${member.id}`, { method: 'PATCH', body: JSON.stringify({ full_name: 'Lucía Simulacro' }) });
  await serviceRest('emergency_contacts', {
    method: 'POST',
    body: JSON.stringify({ user_id: member.id, name: 'Javier', email: contactEmail, channels: ['email'], language: 'es' }),
  });
  await signIn(page, member, es.prefix, `${es.prefix}/full-dashboard/drills`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

  // Run one: asked first, then the live receipt shows Javier's e-mail as it is sent.
  await page.getByTestId('run-drill').getByRole('button', { name: t.run.button }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(t.run.confirmTitle);
  await dialog.getByRole('button', { name: t.run.confirm }).click();
  const running = page.getByTestId('running-drill');
  await expect(running.getByTestId('drill-ends-at')).toBeVisible();
  await expect(running.getByTestId('drill-receipt-row').filter({ hasText: 'Javier' })).toHaveAttribute('data-status', /sent|delivered/);
  const mail = await waitForAppMail(contactEmail, 'SIMULACRO (DRILL): prueba de la alarma SOS de Lucía Simulacro');
  expect(mail.text).toContain('SIMULACRO (DRILL).');
  expect(await seriousViolations(page)).toEqual([]);

  // Ten minutes later, as the database sees it: the drill watch ends it and it becomes a past drill.
  const [drill] = (await serviceRest(`sos_events?select=id&member_id=eq.${member.id}&source=eq.test`)) as { id: string }[];
  await serviceRest(`sos_events?id=eq.${drill.id}`, { method: 'PATCH', body: JSON.stringify({ started_at: new Date(Date.now() - 11 * 60_000).toISOString() }) });
  await expect
    .poll(async () => ((await serviceRest(`sos_events?select=outcome_detail&id=eq.${drill.id}`)) as { outcome_detail: string | null }[])[0].outcome_detail, {
      message: 'the drill watch ends the drill',
      timeout: 20_000,
    })
    .toBe('drill_over');
  await page.reload();
  await expect(page.getByTestId('running-drill')).toHaveCount(0);
  const past = page.getByTestId('past-drill').first();
  await expect(past.getByTestId('drill-ended')).toContainText(t.past.ended.match(/drillOver \{([^}]*)\}/)![1]);
  await expect(past.getByTestId('drill-receipt-row').filter({ hasText: 'Javier' })).toBeVisible();

  // The monthly drill: the 15th at 10:00, Madrid time; then the next one skipped.
  const schedule = page.getByTestId('drill-schedule');
  await schedule.getByLabel(t.schedule.day, { exact: true }).selectOption('15');
  await schedule.getByLabel(t.schedule.hour, { exact: true }).selectOption('10');
  await schedule.getByLabel(t.schedule.timeZone, { exact: true }).selectOption('Europe/Madrid');
  await schedule.getByRole('button', { name: t.schedule.save }).click();
  await expect(schedule.getByRole('status')).toContainText(t.schedule.saved);
  await expect(schedule.getByTestId('drill-next')).toContainText('15');
  await expect(schedule.getByTestId('drill-next')).toContainText('10:00');
  await schedule.getByRole('button', { name: t.schedule.skip }).click();
  await expect(schedule.getByRole('status')).toContainText(t.schedule.skipped);
  const [saved] = (await serviceRest(`drill_schedules?select=day_of_month,hour,time_zone,skip_next&member_id=eq.${member.id}`)) as unknown[];
  expect(saved).toEqual({ day_of_month: 15, hour: 10, time_zone: 'Europe/Madrid', skip_next: true });
});
