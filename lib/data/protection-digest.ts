import 'server-only';
import type { AdminClient } from '@/lib/data/sos-outbox';

/**
 * One pass of the weekly protection e-mail (run_protection_digest, migration 20261201000300;
 * service role): members with a plan whose protection check has a gap are e-mailed, each at most
 * once in 7 days (docs/product.md#protection-check, docs/architecture.md#watches). Returns how many
 * were e-mailed; throws the backend's message when the call fails, and the caller
 * (lib/notify/run-every.ts) asks again next time.
 */
export async function runProtectionDigest(admin: AdminClient): Promise<number> {
  const { data, error } = await admin.rpc('run_protection_digest', {});
  if (error) throw new Error(`running the protection digest: ${error.message}`);
  return data ?? 0;
}
