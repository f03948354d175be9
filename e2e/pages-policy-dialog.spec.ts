import { expect, test } from './support/test';
import { privacyEn } from '../lib/legal/texts/privacy.en';
import { termsEs } from '../lib/legal/texts/terms.es';
import es from '../messages/es.json';
import { footer } from './support/home';
import { skipFirstVisitDialog } from './support/preferences';

test.beforeEach(async ({ context }) => skipFirstVisitDialog(context));

/*
 * One browser for the four: after the first page the app's scripts come from the browser's cache.
 * Each step opens its own page; a step that fails the text's request removes its route when done.
 * English pages first: a Dutch or Spanish page sets the NEXT_LOCALE cookie, which would send a
 * later unprefixed URL to that language.
 */
test('the policy dialog: opens from the footer and the contact form in the page’s language, gives focus back, and falls back when the text cannot be loaded', async ({ page }) => {
  await test.step('the footer’s Privacy link opens the policy in a dialog, and focus returns to it', async () => {
    await page.goto('/support');
    const link = footer(page).getByRole('link', { name: 'Privacy' });
    await expect.soft(link).toHaveAttribute('href', '/privacy');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect.soft(dialog.getByRole('heading', { level: 3, name: privacyEn.sections[0].heading })).toBeVisible();
    await expect.soft(page).toHaveURL(/\/support$/);
    await page.keyboard.press('Escape');
    await expect.soft(dialog).toBeHidden();
    await expect.soft(link).toBeFocused();
  });

  await test.step('when the text cannot be loaded, the dialog shows the fallback with the contact form (no address configured locally)', async () => {
    await page.route('**/api/legal/**', (route) => route.abort('failed'));
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Terms' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect.soft(dialog.getByRole('alert')).toContainText('We could not load this text right now.');
    await expect.soft(dialog.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    await page.unroute('**/api/legal/**');
  });

  await test.step('the contact form’s terms link opens the terms in the visitor’s language', async () => {
    await page.goto('/es/contact');
    await page.getByRole('main').getByRole('link', { name: 'condiciones del servicio' }).click();
    const dialog = page.getByRole('dialog', { name: es.Legal.titles.terms });
    await expect.soft(dialog.getByRole('heading', { level: 3, name: termsEs.sections[3].heading })).toBeVisible();
    // Opening the text does not tick the acceptance box.
    await page.keyboard.press('Escape');
    await expect.soft(page.getByRole('checkbox')).not.toBeChecked();
  });

  await test.step('a server error also gives the fallback, in Dutch on a Dutch page', async () => {
    await page.route('**/api/legal/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/nl/support');
    await footer(page).getByRole('link', { name: 'Privacy' }).click();
    await expect.soft(page.getByRole('dialog').getByRole('alert')).toContainText('Wij konden deze tekst nu niet laden.');
    await page.unroute('**/api/legal/**');
  });
});
