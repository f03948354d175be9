import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from '../../../scripts/support/demo-totp';

/**
 * Enrols a TOTP factor on a signed-in client and verifies it, so the client's session becomes
 * aal2 as after the app's second-factor step (admin powers need it: migration
 * 20261124000300_admin_requires_second_factor). Returns the factor's secret.
 */
export async function passSecondFactor(client: SupabaseClient): Promise<string> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw new Error(`enrolling a TOTP factor failed: ${enrolled.error.message}`);
  const { id: factorId, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) });
  if (verified.error) throw new Error(`verifying the TOTP factor failed: ${verified.error.message}`);
  return totp.secret;
}
