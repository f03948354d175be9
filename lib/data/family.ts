import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

type Client = SupabaseClient<Database>;

export type LocationAccess = Database['public']['Enums']['location_access'];
export type LiveAlertLink = { memberId: string; locationAccess: LocationAccess };

// Whether a link is live (active and not expired) is decided in SQL only, by
// public.family_link_is_live behind these RPCs, so every path agrees with the database's clock
// (docs/product.md#rules). Never filter family_links rows on status or expires_at here.

/** Family side: the members whose live link shares SOS alerts with the caller. */
export async function getMyLiveAlertLinks(supabase: Client, userId: string): Promise<LiveAlertLink[]> {
  // The RPC answers for the session's user only, so nobody can ask about someone else; userId (the
  // signed-in caller) stays in the signature the callers already use.
  if (!userId) return [];
  const { data, error } = await supabase.rpc('my_sos_alert_links');
  if (error) console.warn('Reading family links failed', error);
  return (data ?? []).map((l) => ({ memberId: l.member_id, locationAccess: l.location_access }));
}

/** Member side: the family members and carers whose live link receives the member's SOS alerts. */
export async function getFamilyReceivingAlerts(supabase: Client, memberId: string): Promise<string[]> {
  const { data, error } = await supabase.rpc('sos_alert_recipients', { member: memberId });
  if (error) console.warn('Reading family links failed', error);
  return (data ?? []).map((l) => l.family_member_id);
}
