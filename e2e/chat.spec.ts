import { expect, test, type Page } from './support/test';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

const launcher = (page: Page, name: RegExp = /Customer Service/) => page.getByRole('button', { name });

async function ask(page: Page, question: string, inputName = 'Your message') {
  const box = page.getByRole('dialog').getByRole('textbox', { name: inputName });
  await box.fill(question);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

const conversation = (page: Page) => page.getByRole('dialog').getByRole('log');

test.describe('Emma chat (docs/product.md#routes-and-screens, docs/product.md#states, docs/product.md#backend-calls (call 2))', () => {
  test('opens from the floating launcher, greets the visitor and answers a question', async ({ page }) => {
    await page.goto('/');
    const button = launcher(page);
    await expect(button).toContainText('Customer Service');
    await expect(button).toContainText('Online & Ready');
    await button.hover();
    await expect(page.getByRole('tooltip')).toContainText('Chat with Emma');

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Emma' });
    await expect(dialog).toBeVisible();
    await expect(conversation(page)).toContainText("Hello, visitor! I'm Emma");

    await ask(page, 'How long does the pendant battery last?');
    await expect(conversation(page)).toContainText('How long does the pendant battery last?');
    await expect(conversation(page)).toContainText('up to 7 days');
    await expect(page.getByText('Emma is thinking...')).toBeHidden();

    await ask(page, 'I fell in the bathroom');
    await expect(conversation(page)).toContainText('call 112 now');
    // The danger answer's 112 is one tap away: in the text, and as a button under it.
    await expect(conversation(page).getByRole('link', { name: 'Call 112', exact: true })).toHaveAttribute('href', 'tel:112');
    await expect(conversation(page).getByRole('link', { name: 'Call 112, the emergency number' }).first()).toHaveAttribute('href', 'tel:112');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("opens from the hero's Talk button and answers prices in the visitor's language and currency", async ({ page, context }) => {
    await context.addInitScript(() => window.localStorage.setItem('ice-sos:currency', 'GBP'));
    await page.goto('/nl');
    await page.getByRole('button', { name: 'Praat met Emma', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat met Emma' });
    await expect(dialog).toBeVisible();
    await expect(conversation(page)).toContainText('Hallo, bezoeker!');
    await ask(page, 'Wat kost Premium Protection?', 'Uw bericht');
    await expect(conversation(page)).toContainText(/Premium Protection: £\s?4,24 per maand/);
  });

  test.describe('as the seeded admin', () => {
    test.use({ storageState: storageStateOf('admin') });

    test('is not shown under /admin-dashboard, and is again elsewhere', async ({ page }) => {
      await page.goto('/admin-dashboard');
        await expect(page).toHaveURL(/\/admin-dashboard/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(launcher(page)).toHaveCount(0);
      await page.goto('/es/admin-dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(launcher(page, /Atención al cliente/)).toHaveCount(0);
      await page.goto('/es/member-dashboard');
      await expect(launcher(page, /Atención al cliente/)).toBeVisible();
    });
  });
});
