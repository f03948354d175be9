import { chromium } from '@playwright/test';
import en from '../../messages/en.json';
import { chromiumArgs, resolveChromiumPath } from '../../e2e/browser';
import { skipFirstVisitDialog } from '../../e2e/support/preferences';
import { BENCH_PASSWORD, createConfirmedMember } from './members';

const PREMIUM_PLAN_ID = 'b0000000-0000-4000-8000-000000000002';

async function registerPlan(supabaseUrl: string, secretKey: string, member: string) {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/record_registration`, {
    method: 'POST',
    headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      member,
      p: { protectedPerson: 'self', protectedName: 'Bench Member', phone: '+31612345678', country: 'NL', language: 'en', planId: PREMIUM_PLAN_ID, spainCallCentre: false, contacts: [], healthDataConsent: false },
    }),
  });
  if (!response.ok) throw new Error(`record_registration failed: ${response.status}`);
}

/**
 * Per run: a new member signs in, continues to payment from the plan hand-off and pays with 4242.
 * Measured from the moment the checkout page sends the browser back (the request for /welcome)
 * until /welcome shows the member as Protected: the sync from Stripe and the page render.
 */
export async function measureReturnToWelcome(baseUrl: string, supabaseUrl: string, secretKey: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: chromiumArgs });
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const member = await createConfirmedMember(supabaseUrl, secretKey, `return-${run}`);
      await registerPlan(supabaseUrl, secretKey, member.id);
      const context = await browser.newContext({ baseURL: baseUrl });
      // No first-visit dialog: the language and currency are already chosen.
      await skipFirstVisitDialog(context);
      const page = await context.newPage();
      await page.goto('/auth?next=%2Fregister');
      await page.locator('input[name="identifier"]').fill(member.email);
      await page.locator('input[name="password"]').fill(BENCH_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/register');
      await page.getByRole('button', { name: en.Billing.checkout.continue }).filter({ visible: true }).click();
      await page.waitForURL(/127\.0\.0\.1:\d+\//);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.locator('input[name="exp"]').fill('12 / 34');
      await page.locator('input[name="cvc"]').fill('123');
      await page.locator('input[name="name"]').fill('Bench Member');
      let returnedAt = 0;
      page.on('request', (request) => {
        if (!returnedAt && request.isNavigationRequest() && new URL(request.url()).pathname === '/welcome') returnedAt = performance.now();
      });
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByTestId('protection-status').filter({ hasText: en.MemberDashboard.status.protected }).filter({ visible: true }).waitFor({ timeout: 30_000 });
      times.push(performance.now() - returnedAt);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
