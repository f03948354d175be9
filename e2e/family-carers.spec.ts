import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, test } from './support/test';
import { alerts, createMember, signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { waitForAppMail } from './support/billing';
import { LOCALES } from './support/locales';
import { supabaseUrl } from './support/env';
import { skipFirstVisitDialog } from './support/preferences';

/**
 * Family and carers (issue 21), member and invitee in two browsers: an invitation e-mailed in the
 * member's language, the invitee signing in from the link and accepting, the member seeing the
 * access and its end to the second, pause, resume, revoke; declining without an account; resend
 * (the old link stops working) and cancel; the wrong account told so. Spread over en, nl, es.
 */
const [en, nl, es] = LOCALES;

// Two browsers, two sign-ins, e-mail round trips and axe scans per test: longer than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await skipFirstVisitDialog(context);
});

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await skipFirstVisitDialog(context);
  return context;
}

/** The invitation link in the newest invitation e-mail to `to`. */
async function inviteLink(to: string, subject: string): Promise<string> {
  const mail = await waitForAppMail(to, subject);
  const match = /https?:\/\/\S+\/family-invite\?token=[0-9a-f]{64}/.exec(mail.text ?? '');
  if (!match) throw new Error(`no invitation link in "${mail.subject}"`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

async function invite(page: Page, m: (typeof LOCALES)[number]['m'], email: string, options: { carer?: boolean; end?: string } = {}) {
  const form = page.locator('form[aria-labelledby="invite-title"]');
  await form.getByLabel(m.FamilyCarers.form.email).fill(email);
  if (options.carer) await form.getByRole('radio', { name: m.FamilyCarers.form.roles.carer }).check();
  await form.getByRole('checkbox', { name: m.FamilyCarers.form.medical }).check();
  if (options.end) await form.getByRole('radio', { name: options.end }).check();
  await form.getByRole('button', { name: m.FamilyCarers.invite.submit }).click();
  await expect(form.getByRole('status')).toHaveText(m.FamilyCarers.invite.sent.replace('{email}', email));
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test(`${en.locale}: a carer invited for 24 hours signs in from the e-mail, accepts, and the member pauses, resumes and revokes`, async ({ page, browser }) => {
  const m = en.m;
  const member = await createMember('family-owner');
  const carer = await createMember('family-carer');
  await signIn(page, member, en.prefix, '/full-dashboard/family');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.FamilyCarers.title);
  await invite(page, m, carer.email, { carer: true, end: '24 hours after acceptance' });
  const pending = page.getByTestId('family-invite').filter({ hasText: carer.email });
  await expect(pending).toContainText(m.FamilyCarers.invites.states.pending);
  await expect(pending).toContainText('Access would end 24 hours after acceptance.');
  expect(await seriousViolations(page)).toEqual([]);

  const link = await inviteLink(carer.email, `${member.email} invites you to ICE SOS`);
  const other = await freshContext(browser);
  const invitee = await other.newPage();
  await invitee.goto(link);
  await expect(invitee.getByTestId('invite-title').filter({ visible: true })).toHaveText(`${member.email} invites you to be their carer`);
  await expect(invitee.getByTestId('invite-grant').filter({ visible: true })).toContainText(m.FamilyCarers.grant.medicalYes);
  await expect(invitee.getByTestId('invite-grant').filter({ visible: true })).toContainText(m.FamilyCarers.grant.deviceNo);
  expect(await seriousViolations(invitee)).toEqual([]);
  await invitee.getByRole('main').getByRole('link', { name: m.FamilyInvite.signIn }).click();
  await invitee.locator('input[name="identifier"]').fill(carer.email);
  await invitee.locator('input[name="password"]').fill(carer.password);
  await invitee.locator('form button[type="submit"]').click();
  await invitee.waitForURL((url) => url.pathname === '/family-invite');
  const before = Date.now();
  await invitee.getByRole('button', { name: m.FamilyInvite.accept }).filter({ visible: true }).click();
  await invitee.waitForURL((url) => url.pathname === '/full-dashboard/looking-after');
  await other.close();

  await page.reload();
  const card = page.getByTestId('family-link').first();
  await expect(card.getByTestId('family-link-state')).toHaveText(m.FamilyCarers.link.states.active);
  // The end is 24 hours after acceptance, shown to the second in the viewer's time zone.
  const end = Date.parse((await card.locator('[data-testid="family-link-end"] time').getAttribute('datetime')) ?? '');
  expect(end).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 10_000);
  expect(end).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  await expect(card.getByTestId('family-link-end')).toContainText(m.FamilyCarers.link.endsAt);
  await expect(card.getByTestId('family-link-end').locator('time')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('family-invite').filter({ hasText: carer.email })).toHaveCount(0);

  await card.getByRole('button', { name: m.FamilyCarers.link.pause }).click();
  await expect(card.getByTestId('family-link-state')).toHaveText(m.FamilyCarers.link.states.paused);
  // Only a label changes on the card, so the page says it in its live region.
  await expect(page.getByRole('status').filter({ hasText: m.FamilyCarers.notices.paused.replace('{name}', carer.email) })).toBeVisible();
  await card.getByRole('button', { name: m.FamilyCarers.link.resume }).click();
  await expect(card.getByTestId('family-link-state')).toHaveText(m.FamilyCarers.link.states.active);

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);

  const revoke = card.getByRole('button', { name: m.FamilyCarers.link.revoke });
  await revoke.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(m.FamilyCarers.revoke.title.replace('{name}', carer.email));
  // The safe choice comes first and has the focus.
  await expect(dialog.getByRole('button', { name: m.FamilyCarers.revoke.keep })).toBeFocused();
  await dialog.getByRole('button', { name: m.FamilyCarers.revoke.confirm }).click();
  await expect(dialog).toHaveCount(0);
  // The card moves into the folded history: focus goes to the section heading, and the page says it.
  await expect(page.getByRole('heading', { name: m.FamilyCarers.protectors, exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: m.FamilyCarers.notices.revoked.replace('{name}', carer.email) })).toBeVisible();
  await expect(page.getByTestId('family-links').getByText(m.FamilyCarers.noProtectors)).toBeVisible();
  const history = page.getByTestId('family-links-ended');
  await history.locator('summary').click();
  await expect(history.getByTestId('family-link-state')).toHaveText(m.FamilyCarers.link.states.revoked);
});

test(`${nl.locale}: declining without an account shows "Geweigerd" to the member and the link stops working`, async ({ page, browser }) => {
  const m = nl.m;
  const member = await createMember('family-owner-nl');
  const invited = `e2e-decline-${Date.now()}@example.com`;
  await signIn(page, member, nl.prefix, '/nl/full-dashboard/family');
  await invite(page, m, invited);
  const link = await inviteLink(invited, `${member.email} nodigt u uit voor ICE SOS`);
  expect(link.startsWith('/nl/family-invite')).toBe(true);

  const other = await freshContext(browser);
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('invite-title').filter({ visible: true })).toHaveText(`${member.email} nodigt u uit als familielid`);
  await expect(visitor.getByTestId('invite-grant').filter({ visible: true })).toContainText('De toegang zou geen einddatum hebben.');
  await visitor.getByRole('button', { name: m.FamilyInvite.decline }).filter({ visible: true }).click();
  // Declining cannot be undone: it is asked first, "keep" focused.
  const confirmDecline = visitor.getByRole('dialog', { name: m.FamilyInvite.declineConfirm.title });
  await expect(confirmDecline.getByRole('button', { name: m.FamilyInvite.declineConfirm.keep })).toBeFocused();
  await confirmDecline.getByRole('button', { name: m.FamilyInvite.decline }).click();
  const declined = visitor.getByTestId('invite-declined');
  await expect(declined).toHaveText(m.FamilyInvite.declined);
  await expect(declined).toBeFocused();
  await visitor.goto(link);
  await expect(visitor.getByRole('main').getByTestId('invite-invalid')).toContainText(m.FamilyInvite.invalidTitle);
  await other.close();

  await page.reload();
  await expect(page.getByTestId('family-invite').filter({ hasText: invited })).toContainText(m.FamilyCarers.invites.states.declined);
  expect(await seriousViolations(page)).toEqual([]);
});

test(`${es.locale}: resending replaces the link, the wrong account is told so, and cancelling ends the invitation`, async ({ page, browser }) => {
  const m = es.m;
  const member = await createMember('family-owner-es');
  const invited = `e2e-resend-${Date.now()}@example.com`;
  await signIn(page, member, es.prefix, '/es/full-dashboard/family');
  // A carer without an end is refused by the form itself.
  const form = page.locator('form[aria-labelledby="invite-title"]');
  await form.getByLabel(m.FamilyCarers.form.email).fill(invited);
  await form.getByRole('radio', { name: m.FamilyCarers.form.roles.carer }).check();
  await form.getByRole('button', { name: m.FamilyCarers.invite.submit }).click();
  await expect(form.getByText(m.FamilyCarers.errors.carerNeedsEnd)).toBeVisible();
  await form.getByRole('radio', { name: '7 días después de aceptar' }).check();
  await form.getByRole('button', { name: m.FamilyCarers.invite.submit }).click();
  await expect(form.getByRole('status')).toHaveText(m.FamilyCarers.invite.sent.replace('{email}', invited));
  const subject = `${member.email} le invita a ICE SOS`;
  const first = await inviteLink(invited, subject);

  // Inviting oneself is refused with its reason.
  await form.getByLabel(m.FamilyCarers.form.email).fill(member.email);
  await form.getByRole('radio', { name: m.FamilyCarers.form.roles.family }).check();
  await form.getByRole('button', { name: m.FamilyCarers.invite.submit }).click();
  await expect(alerts(page).filter({ hasText: m.FamilyCarers.problems.self })).toBeVisible();

  const row = page.getByTestId('family-invite').filter({ hasText: invited });
  await row.getByRole('button', { name: m.FamilyCarers.invites.resend }).click();
  await expect(row.getByRole('status')).toContainText(invited);
  let second = first;
  await expect.poll(async () => (second = await inviteLink(invited, subject))).not.toBe(first);

  const other = await freshContext(browser);
  const visitor = await other.newPage();
  await visitor.goto(first);
  await expect(visitor.getByRole('main').getByTestId('invite-invalid')).toBeVisible();
  // Someone signed in with another address is told so and offered to switch.
  const stranger = await createMember('family-stranger');
  await signIn(visitor, stranger, es.prefix, second);
  await expect(visitor.getByTestId('invite-other-email').filter({ visible: true })).toContainText(invited);
  await expect(visitor.getByRole('button', { name: m.FamilyInvite.switchAccount }).filter({ visible: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: m.FamilyInvite.accept })).toHaveCount(0);

  await row.getByRole('button', { name: m.FamilyCarers.invites.cancel }).click();
  // Cancelling cannot be undone: it is asked first.
  const confirmCancel = page.getByRole('dialog');
  await expect(confirmCancel).toContainText(invited);
  await confirmCancel.getByRole('button', { name: m.FamilyCarers.invites.cancel }).click();
  await expect(page.getByTestId('family-invite').filter({ hasText: invited })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: m.FamilyCarers.invites.title, exact: true })).toBeFocused();
  await visitor.goto(second);
  await expect(visitor.getByRole('main').getByTestId('invite-invalid')).toContainText(m.FamilyInvite.invalidTitle);
  await other.close();
});

/** The auth e-mails (confirmation, sign-in links) the local mailbox holds for `to`. */
async function authMailsTo(to: string): Promise<unknown[]> {
  const response = await fetch(`${supabaseUrl}/_mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { source: string }[]).filter((mail) => mail.source === 'auth');
}

// Issue 44: the invitee had to confirm his address again, although he came from the invitation
// e-mail sent to it; then "Choose a plan" led to "complete your registration" and back.
test(`${en.locale}: someone invited without an account creates one from the invitation, with no second confirmation, and reaches checkout from "Choose a plan"`, async ({ page, browser }) => {
  const m = en.m;
  const member = await createMember('family-owner-new-account');
  const invited = `e2e-invitee-${randomUUID().slice(0, 8)}@example.com`;
  await signIn(page, member, en.prefix, '/full-dashboard/family');
  await invite(page, m, invited);
  const link = await inviteLink(invited, `${member.email} invites you to ICE SOS`);

  const other = await freshContext(browser);
  const invitee = await other.newPage();
  await invitee.goto(link);
  await invitee.getByRole('main').locator('summary', { hasText: m.FamilyInvite.createAccount }).click();
  await invitee.getByLabel(m.FamilyInvite.account.fullName).fill('Lucas Invitee');
  await invitee.getByLabel(m.FamilyInvite.account.password, { exact: true }).fill('Fresh-pass-123');
  await invitee.getByRole('button', { name: m.FamilyInvite.account.submit }).click();
  // Signed in, the invitation accepted, on the page the invitation leads to: no confirmation e-mail.
  await invitee.waitForURL((url) => url.pathname === '/full-dashboard/looking-after');
  expect(await authMailsTo(invited)).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('family-link').first().getByTestId('family-link-state')).toHaveText(m.FamilyCarers.link.states.active);

  // A plan of their own: "Choose a plan" → the two details checkout needs, asked once → checkout.
  await invitee.goto('/full-dashboard/subscription');
  await invitee.getByRole('link', { name: m.Billing.subscription.choosePlan }).click();
  await invitee.waitForURL((url) => url.pathname === '/register');
  await expect(invitee.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(m.Registration.handOff.choosePlanTitle);
  const details = invitee.getByTestId('plan-details-form').filter({ visible: true });
  await details.getByLabel(m.Registration.form.country).selectOption('NL');
  await details.getByLabel(m.Registration.form.phoneSelf).fill('06 12345678');
  await details.getByRole('button', { name: m.Registration.handOff.detailsSave }).click();
  const pay = invitee.getByRole('button', { name: m.Billing.checkout.continue }).filter({ visible: true });
  await expect(pay).toBeVisible();
  await expect(invitee.getByTestId('plan-details-form')).toHaveCount(0);
  // Asked once: back on the hand-off later, the checkout comes straight away.
  await invitee.reload();
  await expect(pay).toBeVisible();
  await expect(invitee.getByTestId('plan-details-form')).toHaveCount(0);
  await pay.click();
  await expect(invitee).toHaveURL(/127\.0\.0\.1:\d+\//);
  await other.close();
});
