import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { parseProtectionCheck, type ProtectionCheck } from '@/lib/protection-check/rules';

/**
 * The protection check of a member (docs/product.md#protection-check), as the database works it
 * out: the member's own, or that of someone the signed-in person looks after through a live link.
 * Null when the read fails or is refused (the page then shows the plan-only badge it always had);
 * never a made-up "all fine". A refusal (42501: a paused or ended link) is expected and not logged.
 */
export async function getProtectionCheck(supabase: SupabaseClient<Database>, memberId: string): Promise<ProtectionCheck | null> {
  const { data, error } = await supabase.rpc('protection_check', { member: memberId });
  if (error) {
    if (error.code !== '42501') console.warn('Reading the protection check failed', error.message);
    return null;
  }
  try {
    return parseProtectionCheck(data);
  } catch (problem) {
    console.warn('The protection check answered in a shape we do not know', problem);
    return null;
  }
}
