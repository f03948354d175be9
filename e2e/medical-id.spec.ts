import { expect, test } from './support/test';
import { createMember, signIn } from './support/accounts';
import { LOCALES } from './support/locales';

// In Dutch: the form is the same in every language, whose copy __tests__/messages.test.ts and
// e2e/layout-grid.spec.ts prove (docs/architecture.md#tests); the doctor's number is checked and
// stored in international form whatever the language.
const nl = LOCALES[1];

test(`${nl.locale}: a member fills in and saves the medical ID, and is told who can see it`, async ({ page }) => {
  const { prefix, m } = nl;
  const member = await createMember(`medical-${nl.locale}`);
  await signIn(page, member, prefix, `${prefix}/full-dashboard/medical-id`);
  const t = m.MedicalId;

  const audience = page.getByTestId('medical-id-audience');
  await expect(audience).toContainText(t.audience.familyNone);
  await expect(audience).toContainText(t.audience.noCallCentre);
  await expect(audience).toContainText(t.audience.logged);
  await expect(audience.getByRole('link', { name: t.audience.accessLog })).toHaveAttribute('href', `${prefix}/full-dashboard/access-log`);

  await page.getByLabel(t.bloodType).selectOption('A+');
  await page.getByRole('button', { name: t.lists.allergies.add }).click();
  await page.keyboard.type('Penicillin');
  await page.getByRole('button', { name: t.lists.medications.add }).click();
  await page.keyboard.type('Metformin 500 mg');
  await page.getByLabel(t.doctorName).fill('Dr. Vega');
  await page.getByLabel(t.doctorPhone).fill('600 123 456');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.errors.doctorPhone)).toBeVisible();

  await page.getByLabel(t.doctorPhone).fill('+34 600 123 456');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(t.bloodType)).toHaveValue('A+');
  await expect(page.getByRole('textbox', { name: t.lists.allergies.entry.replace('{number}', '1') })).toHaveValue('Penicillin');
  await expect(page.getByRole('textbox', { name: t.lists.medications.entry.replace('{number}', '1') })).toHaveValue('Metformin 500 mg');
  await expect(page.getByLabel(t.doctorPhone)).toHaveValue('+34600123456');
});
