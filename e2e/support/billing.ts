import { type Page, expect } from '@playwright/test';
import type { LocaleCase } from './locales';
import { supabaseUrl } from './env';
import { serviceRest } from './service-rest';

/** Plans of the seed (supabase/seed.sql). */
export const PLAN = {
  personal: 'b0000000-0000-4000-8000-000000000001',
  premium: 'b0000000-0000-4000-8000-000000000002',
} as const;

/** What a member registered, as record_registration writes it, so the hand-off offers checkout. */
export async function registerPlan(userId: string, planId: string, language: 'en' | 'nl' | 'es' = 'en', country = 'NL'): Promise<void> {
  await serviceRest('rpc/record_registration', {
    method: 'POST',
    body: JSON.stringify({
      member: userId,
      p: { protectedPerson: 'self', protectedName: 'Paula Payer', phone: '+31612345678', country, language, planId, spainCallCentre: false, contacts: [], healthDataConsent: false },
    }),
  });
}

/** Fills the Stripe stand-in's checkout page (test cards as on Stripe) and sends it. */
export async function payOnCheckout(page: Page, card: string, button: RegExp = /^(Subscribe|Pay|Abonneren|Betalen|Suscribirse|Pagar)/) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\//);
  await page.getByLabel('Card number').or(page.getByLabel('Kaartnummer')).or(page.getByLabel('Número de tarjeta')).fill(card);
  await page.locator('input[name="exp"]').fill('12 / 34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="name"]').fill('Paula Payer');
  await page.getByRole('button', { name: button }).click();
}

/** From the plan hand-off to a paid plan: "Continue to payment", 4242, back on /welcome. */
export async function payForRegisteredPlan(page: Page, locale: LocaleCase) {
  const checkout = locale.m.Billing.checkout;
  await page.goto(`${locale.prefix}/register`);
  await page.getByRole('button', { name: checkout.continue }).filter({ visible: true }).click();
  await payOnCheckout(page, '4242 4242 4242 4242');
  await page.waitForURL(new RegExp(`${locale.prefix}/welcome\\?session_id=cs_`));
}

/** The newest app e-mail (not auth's) to `to` whose subject is `subject`. */
export async function waitForAppMail(to: string, subject: string): Promise<{ subject: string; text?: string }> {
  let found: { subject: string; text?: string; source: string } | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${supabaseUrl}/_mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as { subject: string; text?: string; source: string }[];
      found = mails.filter((mail) => mail.source === 'app' && mail.subject === subject).at(-1);
      return Boolean(found);
    }, { message: `"${subject}" to ${to}`, timeout: 10_000 })
    .toBe(true);
  return found!;
}
