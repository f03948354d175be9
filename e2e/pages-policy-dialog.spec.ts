import { expect, test } from '@playwright/test';
import { privacyEn } from '../lib/legal/texts/privacy.en';
import { termsEs } from '../lib/legal/texts/terms.es';
import es from '../messages/es.json';
import { footer } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

test.beforeEach(async ({ context }) => skipFirstVisitDialog(context));

test('the footer’s Privacy link opens the policy in a dialog, and focus returns to it', async ({ page }) => {
  await page.goto('/support');
  const link = footer(page).getByRole('link', { name: 'Privacy' });
  await expect(link).toHaveAttribute('href', '/privacy');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog.getByRole('heading', { level: 3, name: privacyEn.sections[0].heading })).toBeVisible();
  await expect(page).toHaveURL(/\/support$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('the contact form’s terms link opens the terms in the visitor’s language', async ({ page }) => {
  await page.goto('/es/contact');
  await page.getByRole('main').getByRole('link', { name: 'condiciones del servicio' }).click();
  const dialog = page.getByRole('dialog', { name: es.Legal.titles.terms });
  await expect(dialog.getByRole('heading', { level: 3, name: termsEs.sections[3].heading })).toBeVisible();
  // Opening the text does not tick the acceptance box.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('when the text cannot be loaded, the dialog shows the fallback with the contact form (no address configured locally)', async ({ page }) => {
  await page.route('**/api/legal/**', (route) => route.abort('failed'));
  await page.goto('/');
  await footer(page).getByRole('link', { name: 'Terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog.getByRole('alert')).toContainText('We could not load this text right now.');
  await expect(dialog.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
});

test('a server error also gives the fallback, in Dutch on a Dutch page', async ({ page }) => {
  await page.route('**/api/legal/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/nl/support');
  await footer(page).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Wij konden deze tekst nu niet laden.');
});
