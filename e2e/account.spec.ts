import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { alerts, createMember, signIn } from './support/accounts';
import { LOCALES } from './support/locales';

const [en, nl, es] = LOCALES;

test('nl: a member changes their password on the account page and signs in with the new one', async ({ page, browser }) => {
  const member = await createMember('password-nl');
  await signIn(page, member, nl.prefix, `${nl.prefix}/full-dashboard/account`);
  await page.getByLabel(nl.m.Account.password.current).fill(member.password);
  await page.getByLabel(nl.m.Account.password.new, { exact: true }).fill('Brand-new-pass-456');
  await page.getByLabel(nl.m.Account.password.confirm).fill('Brand-new-pass-456');
  await page.getByRole('button', { name: nl.m.Account.password.submit }).click();
  await expect(page.getByText(nl.m.Account.password.changed)).toBeVisible();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signIn(other, { email: member.email, password: 'Brand-new-pass-456' }, nl.prefix);
  await expect(other).not.toHaveURL(/\/auth/);
  await fresh.close();
});

test('en: "download all my data" gives one JSON file with this member’s rows and nobody else’s', async ({ page }) => {
  const [member, someoneElse] = await Promise.all([createMember('export'), createMember('export-other')]);
  await signIn(page, member, en.prefix, '/full-dashboard/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: en.m.Account.export.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ice-sos-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  const file = JSON.parse(text) as { account: { id: string; email: string }; profile: { user_id: string } };
  expect(file.account).toMatchObject({ id: member.id, email: member.email });
  expect(file.profile.user_id).toBe(member.id);
  expect(text).not.toContain(someoneElse.id);
  expect(text).not.toContain(someoneElse.email);
});

test('es: a member deletes their account, lands on the "done" page, and can no longer sign in', async ({ page }) => {
  const member = await createMember('delete-es');
  await signIn(page, member, es.prefix, `${es.prefix}/full-dashboard/account`);
  await page.getByRole('button', { name: es.m.Account.delete.button }).click();
  const dialog = page.getByRole('dialog', { name: es.m.Account.delete.dialogTitle });
  await expect(dialog).toContainText(es.m.Account.delete.kept);
  await dialog.getByLabel(es.m.Account.delete.typeLabel.replace('{word}', es.m.Account.delete.word)).fill(es.m.Account.delete.word);
  // The word alone is not enough: a wrong password deletes nothing, the right one does.
  await dialog.getByLabel(es.m.Account.delete.passwordLabel).fill('not-the-password');
  await dialog.getByRole('button', { name: es.m.Account.delete.confirm, exact: true }).click();
  await expect(dialog).toContainText(es.m.Account.delete.wrongPassword);
  await dialog.getByLabel(es.m.Account.delete.passwordLabel).fill(member.password);
  await dialog.getByRole('button', { name: es.m.Account.delete.confirm, exact: true }).click();
  await page.waitForURL(/\/es\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: es.m.Account.deleted.title })).toBeVisible();

  await page.goto(`${es.prefix}/auth`);
  await page.locator('input[name="identifier"]').fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('form button[type="submit"]').click();
  await expect(alerts(page)).toContainText(es.m.Auth.errors.invalidCredentials);
});
