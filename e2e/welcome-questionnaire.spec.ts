import { type Page, expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';

/**
 * /welcome-questionnaire (issue 19): fresh members answer, save, come back to their answers, or
 * skip without anything stored; the seeded member, whose medical profile lists a condition, is
 * shown it instead of being asked. Every question is reachable and answerable by keyboard.
 */
const [en, nl, es] = LOCALES.map((l) => l.m);
const q = en.WelcomeQuestionnaire;

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

const storedFor = async (userId: string) =>
  (await serviceRest(`questionnaire_responses?select=questionnaire,answers,completed_at&user_id=eq.${userId}`)) as {
    questionnaire: string;
    answers: Record<string, unknown>;
    completed_at: string | null;
  }[];

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend });

test('a fresh member answers, saves, and finds the answers again after a reload', async ({ page }) => {
  const member = await createMember('questionnaire');
  await signIn(page, member, '', '/welcome-questionnaire');
  await expect(page).toHaveURL('/welcome-questionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(q.title);
  // Nothing on record yet: conditions and consent are asked.
  await expect(page.getByRole('region', { name: q.known.title })).toHaveCount(0);

  await group(page, q.livingSituation.legend).getByRole('radio', { name: q.livingSituation.other }).check();
  await page.getByLabel(q.livingSituation.otherLabel).fill('With my carer on weekdays');
  await page.getByLabel(q.arrivalNotes.label).fill('Key safe left of the door. A friendly dog.');
  await page.getByRole('radio', { name: q.mobility.walkingAid }).check();
  await page.getByLabel(q.conditions.label).fill('Epilepsy');
  await page.getByRole('radio', { name: q.contactHours.custom }).check();
  await page.getByLabel(q.contactHours.from, { exact: true }).fill('10:00');
  await page.getByLabel(q.contactHours.to, { exact: true }).fill('16:30');
  await group(page, q.heardFrom.legend).getByRole('radio', { name: q.heardFrom.careProfessional }).check();

  // Health answers without consent: refused by the box, nothing stored.
  await page.getByRole('button', { name: q.save }).click();
  const consent = page.getByRole('checkbox', { name: q.healthConsent.label });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(q.errors.healthConsentRequired)).toBeVisible();
  expect(await storedFor(member.id)).toEqual([]);

  await consent.check();
  await page.getByRole('button', { name: q.save }).click();
  await expect(page.getByRole('status').filter({ hasText: q.saved })).toBeVisible();
  await expect(page.getByRole('link', { name: q.toDashboard })).toHaveAttribute('href', '/member-dashboard');

  const [row] = await storedFor(member.id);
  expect(row.questionnaire).toBe('welcome');
  expect(row.completed_at).not.toBeNull();
  expect(row.answers).toEqual({
    livingSituation: 'other',
    livingSituationOther: 'With my carer on weekdays',
    arrivalNotes: 'Key safe left of the door. A friendly dog.',
    mobility: 'walkingAid',
    conditions: 'Epilepsy',
    contactHours: 'custom',
    contactFrom: '10:00',
    contactTo: '16:30',
    heardFrom: 'careProfessional',
    healthDataConsentAt: expect.any(String),
  });

  await page.reload();
  await expect(group(page, q.livingSituation.legend).getByRole('radio', { name: q.livingSituation.other })).toBeChecked();
  await expect(page.getByLabel(q.livingSituation.otherLabel)).toHaveValue('With my carer on weekdays');
  await expect(page.getByLabel(q.arrivalNotes.label)).toHaveValue('Key safe left of the door. A friendly dog.');
  await expect(page.getByRole('radio', { name: q.mobility.walkingAid })).toBeChecked();
  await expect(page.getByLabel(q.conditions.label)).toHaveValue('Epilepsy');
  await expect(page.getByLabel(q.contactHours.from, { exact: true })).toHaveValue('10:00');
  await expect(page.getByLabel(q.contactHours.to, { exact: true })).toHaveValue('16:30');
  await expect(group(page, q.heardFrom.legend).getByRole('radio', { name: q.heardFrom.careProfessional })).toBeChecked();
  // Consent is on record now: not asked again.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: q.toDashboard })).toBeVisible();

  // An edit: an answer taken back ("Prefer not to say") is no longer stored; completion keeps its time.
  await page.getByRole('radio', { name: q.noAnswer }).nth(1).check();
  await page.getByRole('button', { name: q.save }).click();
  await expect(page.getByRole('status').filter({ hasText: q.saved })).toBeVisible();
  const [edited] = await storedFor(member.id);
  expect(edited.answers.mobility).toBeUndefined();
  expect(edited.answers.healthDataConsentAt).toBe(row.answers.healthDataConsentAt);
  expect(edited.completed_at).toBe(row.completed_at);
});

test('"Skip for now" leads on to the dashboard and stores nothing', async ({ page }) => {
  const member = await createMember('questionnaire-skip');
  await signIn(page, member, '/es', '/welcome-questionnaire');
  await expect(page).toHaveURL('/es/welcome-questionnaire');
  await page.getByRole('radio', { name: es.WelcomeQuestionnaire.mobility.wheelchair }).check();
  await page.getByRole('link', { name: es.WelcomeQuestionnaire.skip }).click();
  await expect(page).toHaveURL('/es/member-dashboard');
  expect(await storedFor(member.id)).toEqual([]);
});

test('nl: every question can be answered and saved with the keyboard alone', async ({ page }) => {
  const m = nl.WelcomeQuestionnaire;
  const member = await createMember('questionnaire-keys');
  await signIn(page, member, '/nl', '/welcome-questionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);

  // Tab enters a radio group at its checked choice ("Zeg ik liever niet", last); arrows choose.
  const living = group(page, m.livingSituation.legend);
  await living.getByRole('radio', { name: m.noAnswer }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(living.getByRole('radio', { name: m.livingSituation.alone })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(m.arrivalNotes.label)).toBeFocused();
  await page.keyboard.type('Trap naar de eerste verdieping');
  await page.keyboard.press('Tab');
  const mobility = group(page, m.mobility.legend);
  await expect(mobility.getByRole('radio', { name: m.noAnswer })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(mobility.getByRole('radio', { name: m.mobility.bedBound })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(m.conditions.label)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: m.healthConsent.label })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  const hours = group(page, m.contactHours.legend);
  await expect(hours.getByRole('radio', { name: m.noAnswer })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(hours.getByRole('radio', { name: m.contactHours.anytime })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(group(page, m.heardFrom.legend).getByRole('radio', { name: m.noAnswer })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: m.save })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();

  const [row] = await storedFor(member.id);
  expect(row.answers).toMatchObject({ livingSituation: 'alone', arrivalNotes: 'Trap naar de eerste verdieping', mobility: 'bedBound', contactHours: 'anytime' });
});

test.describe('the seeded member, whose medical profile lists a condition', () => {
  test.use({ storageState: storageStateOf('member') });

  test('es: is shown what they told us instead of being asked, and the page passes axe at 360 px', async ({ page }) => {
    const m = es.WelcomeQuestionnaire;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/es/welcome-questionnaire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    const known = page.getByRole('region', { name: m.known.title });
    await expect(known.getByText('Type 2 diabetes')).toBeVisible();
    await expect(known.getByText(/Spare key with the neighbour/)).toBeVisible();
    await expect(page.getByLabel(m.conditions.label)).toHaveCount(0);
    await expect(page.getByLabel(m.arrivalNotes.labelMore)).toBeVisible();
    await page.getByRole('radio', { name: m.contactHours.custom }).check();
    await expect(page.getByLabel(m.contactHours.from, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
