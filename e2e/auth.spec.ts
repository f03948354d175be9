import { type Browser, expect, test } from '@playwright/test';
import { type Account, SEEDED, alerts, createMember, signIn, signOutThroughMenu } from './support/accounts';
import { codeIn, lastMailId, linkIn, waitForMail } from './support/mailbox';
import { LOCALES } from './support/locales';
import { storageStateOf } from './support/personas';

test.describe('sign-in form messages', () => {
  test('the docs/product.md#rules message is exact in English', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alerts(page)).toHaveText('You must provide either an email or phone number and a password');
  });

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: missing password shows the missing-field message`, async ({ page }) => {
      await page.goto(`${prefix}/auth`);
      await page.getByLabel(m.Auth.identifierLabel).fill('member@example.com');
      await page.getByRole('button', { name: m.Auth.submit, exact: true }).click();
      await expect(alerts(page)).toHaveText(m.Auth.errors.missingCredentials);
    });

    test(`${locale}: a wrong password says so specifically`, async ({ page }) => {
      await page.goto(`${prefix}/auth`);
      await page.getByLabel(m.Auth.identifierLabel).fill(SEEDED.member.email);
      await page.getByLabel(m.Auth.passwordLabel).fill('not-the-password');
      await page.getByRole('button', { name: m.Auth.submit, exact: true }).click();
      await expect(alerts(page)).toHaveText(m.Auth.errors.invalidCredentials);
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth$`));
    });

    test(`${locale}: sign in and sign out`, async ({ page }) => {
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
  }
});

test.describe('passwordless and recovery, through the local mailbox', () => {
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

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: the magic link read from the mailbox signs in and returns to next`, async ({ page }) => {
      const account = await createMember(`link-${locale}`);
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
  }

  test('a used or bad link returns to /auth with a translated message', async ({ page }) => {
    const { m } = LOCALES[1];
    await page.goto(`/api/auth/confirm?token_hash=deadbeef&type=magiclink&next=${encodeURIComponent('/nl/member-dashboard')}`);
    await expect(page).toHaveURL('/nl/auth?error=link');
    await expect(alerts(page)).toHaveText(m.Auth.linkInvalid);
  });

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: password reset by e-mailed code, then sign in with the new password`, async ({ page }) => {
      const account = await createMember(`reset-${locale}`);
      await page.goto(`${prefix}/auth`);
      await page.getByRole('button', { name: m.Auth.forgotPassword }).click();
      const before = await lastMailId(account.email);
      await page.getByLabel(m.Auth.forgot.emailLabel).fill(account.email);
      await page.getByRole('button', { name: m.Auth.forgot.send }).click();
      await page.getByLabel(m.Auth.forgot.codeLabel).fill(codeIn(await waitForMail(account.email, before)));
      await page.getByRole('button', { name: m.Auth.forgot.verify }).click();
      await expect(page).toHaveURL(`${prefix}/auth/reset-password`);

      await page.getByLabel(m.Auth.reset.passwordLabel, { exact: true }).fill('short');
      await page.getByLabel(m.Auth.reset.confirmLabel, { exact: true }).fill('short');
      await page.getByRole('button', { name: m.Auth.reset.submit }).click();
      await expect(page.getByText(m.Auth.errors.passwordTooShort)).toBeVisible();

      const newPassword = 'Brand-new-pass-456';
      await page.getByLabel(m.Auth.reset.passwordLabel, { exact: true }).fill(newPassword);
      await page.getByLabel(m.Auth.reset.confirmLabel, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: m.Auth.reset.submit }).click();
      await expect(page).toHaveURL(`${prefix}/member-dashboard`);

      await page.context().clearCookies();
      await signIn(page, { email: account.email, password: newPassword }, prefix);
      await expect(page).toHaveURL(`${prefix}/member-dashboard`);
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
