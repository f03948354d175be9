import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/**
 * Asks the database to announce, on each member's private SOS topic, the family links whose
 * expiry has just passed (announce_expired_family_links, migration 20261123000800;
 * docs/architecture.md#private-sos-channels). Service role. Throws the backend's message when the
 * call fails; the caller (lib/notify/link-expiry.ts) keeps asking.
 */
export async function announceExpiredFamilyLinks(admin: SupabaseClient<Database>): Promise<void> {
  const { error } = await admin.rpc('announce_expired_family_links');
  if (error) throw new Error(error.message);
}
