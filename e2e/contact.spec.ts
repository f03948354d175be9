import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from './support/test';
import { alerts } from './support/accounts';
import { LOCALES } from './support/locales';
import { type Mail } from './support/mailbox';
import { skipFirstVisitDialog } from './support/preferences';
import { serviceRest } from './support/service-rest';
import { supabaseUrl } from './support/env';
import en from '../messages/en.json';

/** The e-mail addresses sent from and not aged yet; see ageSentMessages. */
let sentFrom: string[] = [];

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
  sentFrom = [];
});

// Every test reaches the app from one address (our server stamps the connection's address, and a
// header a test sets cannot change it: issue 17), and submit_contact_message allows 10 messages
// per address in 10 minutes. So each step ages what it stored once it is done (and each test,
// should a step fail), and the address window holds only the messages of steps still running.
async function ageSentMessages() {
  for (const email of sentFrom.splice(0)) {
    await serviceRest(`contact_messages?email=eq.${encodeURIComponent(email)}`, {
      method: 'PATCH',
      body: JSON.stringify({ created_at: new Date(Date.now() - 24 * 3600_000).toISOString() }),
    });
  }
}

test.afterEach(ageSentMessages);

const uniqueEmail = (label: string) => {
  const email = `contact-${label}-${randomUUID().slice(0, 8)}@example.com`;
  sentFrom.push(email);
  return email;
};

type Fields = { name: string; email: string; subject: string; message: string };
const labels = (m: typeof en) => m.Contact.fields;

async function fill(page: Page, m: typeof en, fields: Fields, accept = true) {
  await page.getByLabel(labels(m).name, { exact: true }).fill(fields.name);
  await page.getByLabel(labels(m).email, { exact: true }).fill(fields.email);
  await page.getByLabel(labels(m).subject, { exact: true }).fill(fields.subject);
  await page.getByLabel(labels(m).message, { exact: true }).fill(fields.message);
  if (accept) await page.getByRole('checkbox').check();
}

async function expectKept(page: Page, m: typeof en, fields: Fields) {
  await expect(page.getByLabel(labels(m).name, { exact: true })).toHaveValue(fields.name);
  await expect(page.getByLabel(labels(m).email, { exact: true })).toHaveValue(fields.email);
  await expect(page.getByLabel(labels(m).subject, { exact: true })).toHaveValue(fields.subject);
  await expect(page.getByLabel(labels(m).message, { exact: true })).toHaveValue(fields.message);
}

const stored = async (email: string) =>
  (await serviceRest(`contact_messages?select=id,name,subject,language&email=eq.${encodeURIComponent(email)}`)) as {
    id: string;
    name: string;
    subject: string;
    language: string;
  }[];

const sample = (email: string): Fields => ({
  name: 'Ana García',
  email,
  subject: 'Question about the pendant',
  message: 'How long does the pendant battery last between charges?',
});

/*
 * The checks of one language share a browser: after the first page the app's scripts come from
 * the browser's cache. Each former test is a step that opens the form afresh, so no message of a
 * step is still on screen for the next.
 */
for (const { locale, prefix, m } of LOCALES) {
  test(`every validation message, translated; then sending, success, stored in the visitor's language and the form cleared (${locale})`, async ({ page }) => {
    await test.step(`every validation message, translated (${locale})`, async () => {
      await page.goto(`${prefix}/contact`);
      await page.getByRole('button', { name: m.Contact.send }).click();
      const errors = m.Contact.errors;
      await expect.soft(page.getByText(errors.nameTooShort.replace('{min}', '2'), { exact: true })).toBeVisible();
      await expect.soft(page.getByText(errors.emailRequired, { exact: true })).toBeVisible();
      await expect.soft(page.getByText(errors.subjectTooShort.replace('{min}', '3'), { exact: true })).toBeVisible();
      await expect.soft(page.getByText(errors.messageTooShort.replace('{min}', '10'), { exact: true })).toBeVisible();
      await expect.soft(page.getByText(errors.acceptanceRequired, { exact: true })).toBeVisible();
      // Focus goes to the first field to fix, which announces its message.
      await expect.soft(page.getByLabel(m.Contact.fields.name, { exact: true })).toBeFocused();
      await expect.soft(page.getByLabel(m.Contact.fields.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');

      // The fields stop at the limits the server checks (CONTACT_LIMITS); with the cap removed (an
      // old browser, a pasted script) the too-long messages still come, from the same schema.
      const name = page.getByLabel(m.Contact.fields.name, { exact: true });
      const subject = page.getByLabel(m.Contact.fields.subject, { exact: true });
      const message = page.getByLabel(m.Contact.fields.message, { exact: true });
      await expect.soft(name).toHaveAttribute('maxlength', '100');
      await expect.soft(subject).toHaveAttribute('maxlength', '150');
      await expect.soft(message).toHaveAttribute('maxlength', '5000');
      for (const field of [name, subject, message]) await field.evaluate((element) => element.removeAttribute('maxlength'));
      await page.getByLabel(m.Contact.fields.email, { exact: true }).fill('not-an-address');
      await name.fill('x'.repeat(101));
      await subject.fill('s'.repeat(151));
      await page.getByRole('button', { name: m.Contact.send }).click();
      await expect.soft(page.getByText(errors.emailInvalid, { exact: true })).toBeVisible();
      await expect.soft(page.getByText(errors.nameTooLong.replace('{max}', '100'), { exact: true })).toBeVisible();
      await expect.soft(page.getByText(errors.subjectTooLong.replace('{max}', '150'), { exact: true })).toBeVisible();
      await message.fill('m'.repeat(5001));
      await page.getByRole('button', { name: m.Contact.send }).click();
      await expect.soft(page.getByText(errors.messageTooLong.replace('{max}', '5000'), { exact: true })).toBeVisible();
    });

    await test.step(`sending, then success: stored in the visitor's language and the form cleared (${locale})`, async () => {
      const email = uniqueEmail(locale);
      await page.goto(`${prefix}/contact`);
      await fill(page, m, sample(email));
      // Hold the server action's request a moment so the sending state can be seen.
      await page.route(`**${prefix}/contact`, async (route) => {
        if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
        await route.fallback();
      });
      await page.getByRole('button', { name: m.Contact.send }).click();
      await expect(page.getByRole('button', { name: m.Contact.sending })).toBeDisabled();
      await expect(page.getByRole('status').filter({ hasText: m.Contact.success })).toBeVisible();
      await expect(page.getByLabel(m.Contact.fields.name, { exact: true })).toHaveValue('');
      await expect(page.getByRole('checkbox')).not.toBeChecked();
      const rows = await stored(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Ana García', subject: 'Question about the pendant', language: locale });
    });
  });
}

test('English success and failure texts are exactly those of docs/product.md#errors', () => {
  expect(en.Contact.success).toBe('Message sent successfully!');
  expect(en.Contact.failure).toBe('Failed to send message. Please try again.');
});

/*
 * The English form's outcomes in one browser. Each step opens the form afresh (so an earlier
 * "Message sent successfully!" cannot answer for a later send) and ages what it stored when it is
 * done. The rate limit, which sends four messages, comes last.
 */
test('the English form: a failed send keeps everything typed, admins are notified, the honeypot stores nothing, the fourth message in ten minutes is refused', async ({ page }) => {
  await test.step('a failed send shows the error and keeps everything typed', async () => {
    const fields = sample(uniqueEmail('failure'));
    await page.goto('/contact');
    await fill(page, en, fields);
    await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(alerts(page)).toHaveText('Failed to send message. Please try again.');
    await expectKept(page, en, fields);
    await expect(page.getByRole('checkbox')).toBeChecked();
    // Nothing was stored; sending again once the connection is back works.
    expect(await stored(fields.email)).toHaveLength(0);
    await page.unroute('**/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await ageSentMessages();
  });

  await test.step('admins are notified in the app and by e-mail, and the message waits as new', async () => {
    const email = uniqueEmail('notify');
    const subject = `Billing question ${Date.now()}`;
    await page.goto('/contact');
    await fill(page, en, { ...sample(email), subject });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();

    const rows = (await serviceRest(`contact_messages?select=status,accepted_terms&email=eq.${encodeURIComponent(email)}`)) as {
      status: string;
      accepted_terms: boolean;
    }[];
    expect.soft(rows).toEqual([{ status: 'new', accepted_terms: true }]);
    // The seeded admin's notice: other tests promote admins of their own for a while, and every
    // admin is notified, so the count of all notices depends on what runs beside this test.
    const notices = (await serviceRest(
      `notifications?select=recipient_user_id,channel,body&kind=eq.contact_message&recipient_user_id=eq.33333333-3333-4333-8333-333333333333&title=eq.${encodeURIComponent(`New contact message: ${subject}`)}`,
    )) as { recipient_user_id: string; channel: string; body: string }[];
    expect.soft(notices).toEqual([expect.objectContaining({ recipient_user_id: '33333333-3333-4333-8333-333333333333', channel: 'in_app' })]);
    expect.soft(notices[0]?.body).toContain(email);
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${supabaseUrl}/_mailbox?to=admin%40example.com`)).json()) as Mail[];
        return mails.find((item) => item.subject === `New contact message: ${subject}`)?.text ?? '';
      })
      .toContain(`From: Ana García <${email}>`);
    await ageSentMessages();
  });

  await test.step('the honeypot: a filled hidden field looks sent but stores nothing', async () => {
    const email = uniqueEmail('bot');
    await page.goto('/contact');
    await fill(page, en, sample(email));
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    expect.soft(await stored(email)).toHaveLength(0);
    await ageSentMessages();
  });

  await test.step('the per-address rate limit refuses the fourth message in ten minutes and keeps what was typed', async () => {
    const email = uniqueEmail('limit');
    await page.goto('/contact');
    for (let sent = 1; sent <= 3; sent += 1) {
      await fill(page, en, { ...sample(email), subject: `Message number ${sent}` });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Message sent successfully!')).toBeVisible();
    }
    const fourth = { ...sample(email), subject: 'Message number 4' };
    await fill(page, en, fourth);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(alerts(page)).toHaveText(en.Contact.rateLimited);
    await expectKept(page, en, fourth);
    expect(await stored(email)).toHaveLength(3);
  });
});
