import { expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { demoAdminTotpSecret, totpCode } from '../../scripts/support/demo-totp';

/** The seeded admin's current authenticator code (supabase/seed.sql; README, "Local demo accounts"). */
export function seededAdminCode(): string {
  return totpCode(demoAdminTotpSecret());
}

/** On /auth/mfa: types the code and waits to be sent on to where the visitor was going. */
export async function passSecondFactorStep(page: Page, code: string) {
  await expect(page).toHaveURL(/\/auth\/mfa\?next=/);
  // Visible only: after the sign-in redirect the page can hold a hidden second render of itself
  // for a moment (seen once locally as two #second-factor-code inputs).
  await page.locator('input[name="code"]').filter({ visible: true }).fill(code);
  await page.locator('form button[type="submit"]').filter({ visible: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/auth/mfa'));
}

/** A supabase-js client signed in as the seeded admin, raised to aal2 with the seeded factor (admin powers need it). */
export async function raiseSeededAdminToAal2(supabase: SupabaseClient) {
  const { data: factors, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factors.totp[0].id, code: seededAdminCode() });
  if (verified.error) throw verified.error;
}
