import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { supabaseUrl } from './env';
import { secretKey } from './service-rest';

export const SEEDED = {
  member: { email: 'member@example.com', password: 'Password123!' },
  family: { email: 'family@example.com', password: 'Password123!' },
  admin: { email: 'admin@example.com', password: 'Password123!' },
} as const;

export type Account = { email: string; password: string };

/**
 * A fresh member (unique e-mail), so state-changing tests never collide. Made confirmed through
 * the auth admin API (`auth.admin.createUser({ email_confirm: true })`): the web server keeps
 * e-mail confirmations on, as hosted, so a plain sign-up would wait for its mail.
 */
export async function createMember(label = 'member'): Promise<Account & { id: string }> {
  // Random, not a counter: workers run in parallel, each with its own copy of this module.
  const email = `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Fresh-pass-123';
  const response = await fetch(`${supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: secretKey(), authorization: `Bearer ${secretKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`creating ${email} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { id?: string };
  return { email, password, id: body.id ?? '' };
}

/** Signs in through the /auth form in the given locale prefix ("", "/nl", "/es"). */
export async function signIn(page: Page, account: Account, prefix = '', next?: string) {
  await page.goto(`${prefix}/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.locator('input[name="identifier"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  // A navigation, bounded by the test's own time limit like page.goto, not by the 5 s of an
  // assertion: signing in and rendering the next page is one request chain, not a UI update.
  await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
}

/**
 * Signs out of this device the way a member does on any signed-in page: the header's account menu,
 * then "Sign out". `m` is the page language's messages (AppShell.account, AppShell.signOut).
 */
export async function signOutThroughMenu(page: Page, m: { AppShell: { account: string; signOut: string } }) {
  await page.getByRole('banner').getByRole('button', { name: m.AppShell.account }).click();
  await page.getByRole('menuitem', { name: m.AppShell.signOut, exact: true }).click();
}

/** The page's own alerts, not Next's (empty) route announcer, which also has role=alert. */
export function alerts(page: Page) {
  return page.locator('[role="alert"]:not(#__next-route-announcer__)');
}
