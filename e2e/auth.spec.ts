import { type Browser, expect, type Page, test } from './support/test';
import { type Account, SEEDED, alerts, createMember, signIn, signOutThroughMenu } from './support/accounts';
import { codeIn, lastMailId, linkIn, waitForMail } from './support/mailbox';
import { waitForHydration } from './support/hydration';
import { LOCALES, type LocaleCase } from './support/locales';
import { storageStateOf } from './support/personas';

test.describe('sign-in form messages', () => {
  // One browser per language: after the first page the app's scripts come from the browser's
  // cache. Each step opens the form afresh, so an earlier step's message cannot answer for a later
  // one; signing in comes last, since the visitor leaves the form for good there.
  for (const { locale, prefix, m } of LOCALES) {
    const rules = locale === 'en' ? 'the docs/product.md#rules message is exact; ' : '';
    test(`${locale}: ${rules}missing password and wrong password say so; sign in and sign out`, async ({ page }) => {
      if (locale === 'en') {
        await test.step('the docs/product.md#rules message is exact in English', async () => {
          await page.goto('/auth');
          await page.getByRole('button', { name: 'Sign in', exact: true }).click();
          await expect.soft(alerts(page)).toHaveText('You must provide either an email or phone number and a password');
        });
      }

      await test.step(`${locale}: missing password shows the missing-field message`, async () => {
        await page.goto(`${prefix}/auth`);
        await page.getByLabel(m.Auth.identifierLabel).fill('member@example.com');
        await page.getByRole('button', { name: m.Auth.submit, exact: true }).click();
        await expect.soft(alerts(page)).toHaveText(m.Auth.errors.missingCredentials);
      });

      await test.step(`${locale}: a wrong password says so specifically`, async () => {
        await page.goto(`${prefix}/auth`);
        await page.getByLabel(m.Auth.identifierLabel).fill(SEEDED.member.email);
        await page.getByLabel(m.Auth.passwordLabel).fill('not-the-password');
        await page.getByRole('button', { name: m.Auth.submit, exact: true }).click();
        await expect.soft(alerts(page)).toHaveText(m.Auth.errors.invalidCredentials);
        await expect.soft(page).toHaveURL(new RegExp(`${prefix}/auth$`));
      });

      await test.step(`${locale}: sign in and sign out`, async () => {
        await signIn(page, SEEDED.member, prefix);
        await expect(page).toHaveURL(`${prefix}/member-dashboard`);
        // A signed-in visitor opening /auth goes on to the dashboard.
        await page.goto(`${prefix}/auth`);
        await expect(page).toHaveURL(`${prefix}/member-dashboard`);
        await signOutThroughMenu(page, m);
        await expect(page).not.toHaveURL(/member-dashboard/);
        await page.goto(`${prefix}/member-dashboard`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?next=`));
      });
    });
  }
});

test.describe('passwordless and recovery, through the local mailbox', () => {
  const [en, nl, es] = LOCALES;

  test('en: one-time code from the e-mail signs in', async ({ page }) => {
    const account = await createMember('code');
    const { m } = LOCALES[0];
    await page.goto('/auth');
    await page.getByRole('button', { name: m.Auth.useCode }).click();
    const before = await lastMailId(account.email);
    await page.getByLabel(m.Auth.identifierLabel).fill(account.email);
    await page.getByRole('button', { name: m.Auth.code.send }).click();
    const mail = await waitForMail(account.email, before);
    await page.getByLabel(m.Auth.code.codeLabel).fill(codeIn(mail));
    await page.getByRole('button', { name: m.Auth.code.verify }).click();
    await expect(page).toHaveURL('/member-dashboard');
  });

  test('es: one-time code request needs an e-mail or phone', async ({ page }) => {
    const { m } = LOCALES[2];
    await page.goto('/es/auth');
    await page.getByRole('button', { name: m.Auth.useCode }).click();
    await page.getByRole('button', { name: m.Auth.code.send }).click();
    await expect(page.getByText(m.Auth.errors.identifierRequired)).toBeVisible();
  });

  // In Dutch only: the link returns to the `next` it was asked with, the same way in every language
  // (app/api/auth/confirm/route.ts); its copy is proven as every page's (docs/architecture.md#tests).
  test(`${nl.locale}: the magic link read from the mailbox signs in and returns to next`, async ({ page }) => {
    const { prefix, m } = nl;
    const account = await createMember(`link-${nl.locale}`);
    await page.goto(`${prefix}/auth?next=${encodeURIComponent(`${prefix}/member-dashboard`)}`);
    await page.getByRole('button', { name: m.Auth.useCode }).click();
    const before = await lastMailId(account.email);
    await page.getByLabel(m.Auth.identifierLabel).fill(account.email);
    await page.getByRole('button', { name: m.Auth.code.send }).click();
    await expect(page.getByLabel(m.Auth.code.codeLabel)).toBeVisible();
    // The e-mail's own link: our confirm route with the token hash, carrying next (supabase/templates).
    await page.goto(linkIn(await waitForMail(account.email, before)).toString());
    await expect(page).toHaveURL(`${prefix}/member-dashboard`);
  });

  test('a used or bad link returns to /auth with a translated message', async ({ page }) => {
    const { m } = LOCALES[1];
    await page.goto(`/api/auth/confirm?token_hash=deadbeef&type=magiclink&next=${encodeURIComponent('/nl/member-dashboard')}`);
    await expect(page).toHaveURL('/nl/auth?error=link');
    await expect(alerts(page)).toHaveText(m.Auth.linkInvalid);
  });

  /** Asks for a recovery code on /auth in the locale, types it from the e-mail, and verifies it. */
  async function verifyRecoveryCode(page: Page, { prefix, m }: LocaleCase, email: string) {
    await page.goto(`${prefix}/auth`);
    await page.getByRole('button', { name: m.Auth.forgotPassword }).click();
    const before = await lastMailId(email);
    await page.getByLabel(m.Auth.forgot.emailLabel).fill(email);
    await page.getByRole('button', { name: m.Auth.forgot.send }).click();
    await page.getByLabel(m.Auth.forgot.codeLabel).fill(codeIn(await waitForMail(email, before)));
    await page.getByRole('button', { name: m.Auth.forgot.verify }).click();
  }

  /** Types the new password twice on the reset page and saves it. */
  async function setNewPassword(page: Page, { m }: LocaleCase, password: string) {
    await waitForHydration(page.getByLabel(m.Auth.reset.passwordLabel, { exact: true }));
    await page.getByLabel(m.Auth.reset.passwordLabel, { exact: true }).fill(password);
    await page.getByLabel(m.Auth.reset.confirmLabel, { exact: true }).fill(password);
    await page.getByRole('button', { name: m.Auth.reset.submit }).click();
  }

  // The whole reset in Spanish: its steps are the same in every language, whose copy
  // __tests__/messages.test.ts and e2e/layout-grid.spec.ts prove (docs/architecture.md#tests).
  test(`${es.locale}: password reset by e-mailed code, then sign in with the new password`, async ({ page }) => {
    const { prefix, m } = es;
    const account = await createMember(`reset-${es.locale}`);
    await verifyRecoveryCode(page, es, account.email);
    await expect(page).toHaveURL(`${prefix}/auth/reset-password`);

    await setNewPassword(page, es, 'short');
    await expect(page.getByText(m.Auth.errors.passwordTooShort)).toBeVisible();

    const newPassword = 'Brand-new-pass-456';
    await setNewPassword(page, es, newPassword);
    await expect(page).toHaveURL(`${prefix}/member-dashboard`);

    await page.context().clearCookies();
    await signIn(page, { email: account.email, password: newPassword }, prefix);
    await expect(page).toHaveURL(`${prefix}/member-dashboard`);
  });

  // What depends on the language, in the others too: the pages the code and the new password lead
  // to, which /auth and the reset page build for their language (docs/product.md#sign-in).
  for (const locale of [en, nl]) {
    test(`${locale.locale}: the recovery code opens ${locale.prefix}/auth/reset-password, and the new password ${locale.prefix}/member-dashboard`, async ({ page }) => {
      const account = await createMember(`reset-${locale.locale}`);
      await verifyRecoveryCode(page, locale, account.email);
      await expect(page).toHaveURL(`${locale.prefix}/auth/reset-password`);
      await setNewPassword(page, locale, 'Brand-new-pass-456');
      await expect(page).toHaveURL(`${locale.prefix}/member-dashboard`);
    });
  }

  test('the reset page without a recovery session offers a new e-mail', async ({ page }) => {
    const { m } = LOCALES[2];
    await page.goto('/es/auth/reset-password');
    await expect(alerts(page)).toHaveText(m.Auth.reset.noSession);
    await expect(page.getByRole('link', { name: m.Auth.reset.requestNew })).toBeVisible();
  });
});

test.describe('sign-out scopes', () => {
  async function device(browser: Browser, account: Account, prefix: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, account, prefix);
    await expect(page).toHaveURL(`${prefix}/member-dashboard`);
    // The three scopes are offered on the account page ("Signed-in devices").
    await page.goto(`${prefix}/full-dashboard/account`);
    return { context, page };
  }

  for (const [scope, { locale, prefix, m }] of [['local', LOCALES[0]], ['others', LOCALES[1]], ['global', LOCALES[2]]] as const) {
    test(`${locale}: scope ${scope}`, async ({ browser }) => {
      const account = await createMember(`scope-${scope}`);
      const a = await device(browser, account, prefix);
      const b = await device(browser, account, prefix);
      const label = { local: m.Auth.signOut, others: m.Auth.signOutOthers, global: m.Auth.signOutEverywhere }[scope];
      await a.page.getByRole('button', { name: label, exact: true }).click();

      if (scope === 'others') await expect(a.page.getByRole('status').filter({ hasText: m.Auth.signedOutOthers })).toBeVisible();
      else await expect(a.page).not.toHaveURL(/full-dashboard/);

      const aSignedIn = scope === 'others';
      const bSignedIn = scope === 'local';
      for (const [page, signedIn] of [[a.page, aSignedIn], [b.page, bSignedIn]] as const) {
        await page.goto(`${prefix}/member-dashboard`);
        if (signedIn) await expect(page).toHaveURL(`${prefix}/member-dashboard`);
        else await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?next=`));
      }
      await a.context.close();
      await b.context.close();
    });
  }
});

test.describe('a next that only becomes another host once normalised (issue 17: open redirect)', () => {
  const crafted = ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example'];

  test('signed in, /auth?next= redirects to our own dashboard, never to the other host', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('member') });
    for (const next of crafted) {
      const response = await context.request.get(`/auth?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      const location = new URL(response.headers().location, response.url());
      expect(location.host).toBe(new URL(response.url()).host);
      expect(location.pathname).not.toMatch(/^\/\//);
    }
    await context.close();
  });

  test('signed out, signing in from such a link stays on our site', async ({ page }) => {
    const account = await createMember('next-redirect');
    await page.goto(`/auth?next=${encodeURIComponent(crafted[0])}`);
    await page.getByLabel(LOCALES[0].m.Auth.identifierLabel).fill(account.email);
    await page.getByLabel(LOCALES[0].m.Auth.passwordLabel).fill(account.password);
    await page.getByRole('button', { name: LOCALES[0].m.Auth.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/member-dashboard$/);
    expect(new URL(page.url()).host).not.toBe('evil.example');
  });
});
