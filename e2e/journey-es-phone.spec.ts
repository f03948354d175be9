import { randomUUID } from 'node:crypto';
import { type Locator, type Page, expect, test } from './support/test';
import { payOnCheckout, waitForAppMail } from './support/billing';
import { type Effort, chat } from './support/emma-chat';
import { LOCALES } from './support/locales';
import { linkIn, waitForMail } from './support/mailbox';

/**
 * The whole service on a phone, in Spanish (issue 44, "Measure"): a newcomer registers through
 * Emma, confirms, pays with 4242 and invites her son; he creates his account from the invitation;
 * she raises an SOS, and he answers it with one tap on /es. Every tap and every input is counted
 * and printed per journey (the figures of the closing note), so a step added to a journey shows.
 * 390 × 844 with touch, as a mid-range phone.
 */
const { m } = LOCALES[2];
const reg = m.Registration;
const emma = reg.emma;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Counts what a person does: a tap (a button, a link, a quick reply) or an input (a field filled). */
function person(page: Page) {
  const effort: Effort = { taps: 0, inputs: 0 };
  return {
    effort,
    tap: async (target: Locator) => {
      effort.taps += 1;
      await target.tap();
    },
    type: async (field: Locator, text: string) => {
      effort.inputs += 1;
      await field.fill(text);
    },
    /** Following a link from an e-mail or a message counts as one tap. */
    open: async (path: string) => {
      effort.taps += 1;
      await page.goto(path);
    },
  };
}

test('es, 390 × 844: register through Emma, pay, invite the family; the family member answers the SOS with one tap', async ({ browser }) => {
  test.slow(); // four journeys by two people, with e-mails and a payment in between
  const report: Record<string, Effort> = {};
  const email = `e2e-journey-${randomUUID().slice(0, 8)}@example.com`;
  const son = `e2e-journey-son-${randomUUID().slice(0, 8)}@example.com`;

  const ana = await (await browser.newContext()).newPage();
  const she = person(ana);

  // 1. Registration through Emma, to the confirmation e-mail.
  await ana.goto('/es/register');
  const c = chat(ana, m, { effort: she.effort, touch: true });
  await c.choose(emma.choices.self);
  await c.say('Ana Martín');
  await c.say(email);
  await c.choose(emma.countries.ES);
  await c.say('600 123 456');
  await c.choose(emma.languages.es);
  await c.choose(/^Premium Protection/);
  await c.choose(emma.choices.no);
  await c.say('Luis Martín');
  await c.say('hijo');
  await c.say('611 222 333');
  await c.choose(emma.choices.skip);
  await c.choose(emma.choices.no);
  await c.choose(emma.choices.no);
  await c.choose(emma.choices.yes);
  await c.asks(emma.password);
  await c.password('Password123!');
  await c.asks(emma.done);
  await she.tap(ana.getByRole('button', { name: reg.screen.create }));
  await expect(ana).toHaveURL(/\/es\/registration-success$/);
  report.register = { ...she.effort };

  // 2. Confirm from the e-mail and pay.
  const link = linkIn(await waitForMail(email));
  await she.open(link.pathname + link.search);
  await she.tap(ana.getByRole('button', { name: m.Billing.checkout.continue }).filter({ visible: true }));
  she.effort.inputs += 4; // card number, expiry, CVC, name on the stand-in's checkout page
  she.effort.taps += 1; // its pay button
  await payOnCheckout(ana, '4242 4242 4242 4242');
  await ana.waitForURL(/\/es\/welcome\?session_id=cs_/);
  await expect(ana.getByTestId('protection-status').filter({ visible: true })).toHaveText(m.MemberDashboard.status.protected);
  report.pay = { taps: she.effort.taps - report.register.taps, inputs: she.effort.inputs - report.register.inputs };

  // 3. Invite the son.
  const before = { ...she.effort };
  await she.open('/es/full-dashboard/family');
  const form = ana.locator('form[aria-labelledby="invite-title"]');
  await she.type(form.getByLabel(m.FamilyCarers.form.email), son);
  const invitedAt = Date.now();
  await she.tap(form.getByRole('button', { name: m.FamilyCarers.invite.submit }));
  await expect(form.getByRole('status')).toHaveText(m.FamilyCarers.invite.sent.replace('{email}', son));
  report.invite = { taps: she.effort.taps - before.taps, inputs: she.effort.inputs - before.inputs };

  // 4. The son accepts from the invitation e-mail: an account, no second confirmation.
  const luis = await (await browser.newContext()).newPage();
  const he = person(luis);
  const mail = await waitForAppMail(son, m.FamilyCarers.mail.subject.replace('{name}', 'Ana Martín'));
  const invitation = /https?:\/\/\S+\/family-invite\?token=[0-9a-f]{64}/.exec(mail.text ?? '')?.[0];
  expect(invitation).toBeTruthy();
  await he.open(new URL(invitation!).pathname + new URL(invitation!).search);
  await he.tap(luis.getByRole('main').locator('summary', { hasText: m.FamilyInvite.createAccount }));
  await he.type(luis.getByLabel(m.FamilyInvite.account.fullName), 'Luis Martín');
  await he.type(luis.getByLabel(m.FamilyInvite.account.password, { exact: true }), 'Fresh-pass-123');
  await he.tap(luis.getByRole('button', { name: m.FamilyInvite.account.submit }));
  await luis.waitForURL((url) => url.pathname.endsWith('/full-dashboard/looking-after'));
  report.acceptInvitation = { ...he.effort };
  // Printed, never asserted: how long the invitation took from "send" to accepted in the browser.
  const inviteToAccepted = (Date.now() - invitedAt) / 1000;

  // 5. Ana raises an SOS; Luis, on the homepage, answers it with one tap.
  await she.open('/es/sos');
  await she.tap(ana.getByRole('button', { name: m.Sos.button }));
  await expect(ana.getByTestId('sos-raised')).toBeVisible();
  const heBefore = { ...he.effort };
  await he.open('/es');
  const card = luis.getByTestId('family-alert').filter({ hasText: 'Ana Martín' });
  await he.tap(card.getByRole('button', { name: m.FamilyAlerts.acknowledge }));
  await expect(card.getByTestId('family-alert-on-it')).toHaveText(m.FamilyAlerts.youAreOnIt);
  await expect(luis.getByRole('dialog')).toHaveCount(0);
  report.answerSos = { taps: he.effort.taps - heBefore.taps, inputs: he.effort.inputs - heBefore.inputs };
  expect(report.answerSos).toEqual({ taps: 2, inputs: 0 }); // open the site, then "Me ocupo": once

  const lines = Object.entries(report).map(([journey, { taps, inputs }]) => `${journey}: ${taps} taps, ${inputs} inputs`);
  lines.push(`invitation sent → accepted in the browser: ${inviteToAccepted.toFixed(1)} s`);
  console.log(`Journeys at 390 × 844 in es:\n  ${lines.join('\n  ')}`);
  test.info().annotations.push({ type: 'journeys', description: lines.join('; ') });
});
