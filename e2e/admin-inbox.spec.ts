import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from './support/test';
import { supabaseUrl } from './support/env';
import { landingOf } from './support/landing';
import { storageStateOf } from './support/personas';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';
import en from '../messages/en.json';

/**
 * The admin inbox (issue 22): a contact message (stored with the service role, as
 * submit_contact_message would, without spending the contact form's per-address limit) is unread
 * in the inbox and counted the same on the overview; the admin opens it (read), replies (the
 * e-mail is in the local server's mailbox and the message is replied), marks it unread again and
 * handled. A member is sent away from the inbox.
 */

const m = en.AdminInbox;
type AppMail = { to: string; subject: string; text?: string; source: 'auth' | 'app' };

/** The app's (not auth's) e-mails to one address, from the local server's mailbox. */
async function appMailTo(to: string): Promise<AppMail[]> {
  const response = await fetch(`${supabaseUrl}/_mailbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as AppMail[]).filter((mail) => mail.source === 'app');
}

async function statusOf(id: string): Promise<string> {
  const rows = (await serviceRest(`contact_messages?select=status&id=eq.${id}`)) as { status: string }[];
  return rows[0]?.status ?? 'missing';
}

/** The overview's unread figure and the inbox's, read one after the other. */
async function bothCounts(page: Page): Promise<[number, number]> {
  await page.goto('/admin-dashboard');
  const overview = Number((await page.getByTestId('overview-unreadMessages').locator('p').innerText()).replace(/\D/g, ''));
  await page.goto('/admin-dashboard/inbox');
  const inbox = Number(await page.getByTestId('inbox-unread-count').getAttribute('data-count'));
  return [overview, inbox];
}

test.describe('admins', () => {
  test.use({ storageState: storageStateOf('admin') });
  test.beforeEach(async ({ context }) => {
    await skipFirstVisitDialog(context);
  });

  let messageId: string | null = null;
  test.afterEach(async () => {
    if (messageId) await serviceRest(`contact_messages?id=eq.${messageId}`, { method: 'DELETE' });
    messageId = null;
  });

  test('reads, replies to and handles a contact message; the overview counts what the inbox lists', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const email = `inbox-${tag}@example.com`;
    const subject = `Battery question ${tag}`;
    const [stored] = (await serviceRest('contact_messages', {
      method: 'POST',
      body: JSON.stringify({ name: 'Ana García', email, subject, message: `How long does the pendant battery last? ${tag}`, accepted_terms: true, language: 'en' }),
    })) as { id: string }[];
    messageId = stored.id;

    // Unread, at the top with the other unread ones, and counted alike on both pages (polled: other
    // tests may send messages between the two reads).
    await page.goto('/admin-dashboard/inbox');
    const row = page.getByTestId('inbox-message').filter({ hasText: subject });
    await expect(row).toHaveAttribute('data-status', 'new');
    await expect(row.getByTestId('inbox-status')).toHaveText(m.status.new);
    await expect.poll(async () => {
      const [overview, inbox] = await bothCounts(page);
      return overview === inbox && inbox >= 1;
    }).toBe(true);

    // Opening it marks it read.
    await page.goto('/admin-dashboard/inbox');
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(page.getByTestId('inbox-message-body')).toContainText(`How long does the pendant battery last? ${tag}`);
    await expect(page.getByTestId('inbox-status')).toHaveText(m.status.read);
    expect(await statusOf(stored.id)).toBe('read');

    // The reply goes out by e-mail through the mail adapter, and the message is replied.
    const before = (await appMailTo(email)).length;
    await page.getByLabel(m.reply.label.replace('{email}', email)).fill(`About two years, ${tag}.`);
    await page.getByRole('button', { name: m.reply.send }).click();
    await expect(page.getByRole('status').filter({ hasText: m.reply.sent })).toBeVisible();
    await expect
      .poll(async () => (await appMailTo(email)).slice(before).find((mail) => mail.subject === `Re: ${subject}`)?.text ?? '', { timeout: 10_000 })
      .toContain(`About two years, ${tag}.`);
    await expect(page.getByTestId('inbox-status')).toHaveText(m.status.replied);
    await expect(page.getByTestId('inbox-reply')).toContainText(`About two years, ${tag}.`);
    expect(await statusOf(stored.id)).toBe('replied');

    // Unread again, then handled.
    await page.getByRole('button', { name: m.actions.markUnread }).click();
    await expect(page.getByTestId('inbox-status')).toHaveText(m.status.new);
    expect(await statusOf(stored.id)).toBe('new');
    await page.getByRole('button', { name: m.actions.markHandled }).click();
    await expect(page.getByTestId('inbox-status')).toHaveText(m.status.archived);
    expect(await statusOf(stored.id)).toBe('archived');

    await page.getByRole('link', { name: m.back }).click();
    await expect(page.getByTestId('inbox-message').filter({ hasText: subject })).toHaveAttribute('data-status', 'archived');
  });

  // One browser for the inbox's navigation and its not-found page.
  test('the inbox sits in the admin navigation, marked as the current page; a malformed message id is "not found", not an error', async ({ page }) => {
    await test.step('the inbox sits in the admin navigation, marked as the current page', async () => {
      await page.goto('/admin-dashboard');
      const nav = page.getByRole('navigation', { name: en.AdminShell.nav.label });
      await nav.getByRole('link', { name: en.AdminShell.nav.inbox }).click();
      await expect(page).toHaveURL('/admin-dashboard/inbox');
      await expect.soft(nav.getByRole('link', { name: en.AdminShell.nav.inbox })).toHaveAttribute('aria-current', 'page');
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    });

    await test.step('a malformed message id is "not found", not an error', async () => {
      // The admin area streams behind its loading state, so the status line has gone out (200) before
      // the page decides; what the admin sees is the not-found page, never an error page.
      const response = await page.goto('/admin-dashboard/inbox/not-a-uuid');
      expect.soft(response?.status()).toBeLessThan(500);
      await expect.soft(page.getByRole('heading', { level: 1, name: en.NotFound.title })).toBeVisible();
    });
  });
});

test.describe('members', () => {
  test.use({ storageState: storageStateOf('member') });

  // The proxy's guard answers with a redirect before any page renders: a plain request proves it.
  test('are sent from the inbox to their own dashboard', async ({ request }) => {
    expect(await landingOf(request, '/admin-dashboard/inbox')).toBe('/member-dashboard');
  });
});
