import type { Browser, BrowserContextOptions } from '@playwright/test';
import { createMember, signIn } from '../../e2e/support/accounts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A fresh member, made confirmed with the secret key through the auth admin API (the e2e tests'
 * createMember, same .env), signed in once through the real /auth form without throttling, as
 * e2e/auth.setup.ts does. Every measured context starts from the saved cookies, so what is timed is
 * opening /sos already signed in, as a member opening the installed app would.
 */
export async function signedInMember(browser: Browser, baseUrl: string): Promise<{ email: string; storageState: StorageState }> {
  const account = await createMember('bench-phone');
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await signIn(page, account);
    const storageState = await context.storageState();
    if (!storageState.cookies.some((cookie) => /^sb-.+-auth-token/.test(cookie.name))) throw new Error(`Signing in ${account.email} left no Supabase session cookie`);
    return { email: account.email, storageState };
  } finally {
    await context.close();
  }
}
