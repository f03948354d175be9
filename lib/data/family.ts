import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

type Client = SupabaseClient<Database>;

export type LocationAccess = Database['public']['Enums']['location_access'];
export type LiveAlertLink = { memberId: string; locationAccess: LocationAccess };

// TODO(issue 14, rules): read through the SQL function that decides whether a link is live.
const isLive = (link: { status: string; expires_at: string | null }) =>
  link.status === 'active' && (!link.expires_at || Date.parse(link.expires_at) > Date.now());

/** Family side: the members whose live link shares SOS alerts with the caller. */
export async function getMyLiveAlertLinks(supabase: Client, userId: string): Promise<LiveAlertLink[]> {
  const { data, error } = await supabase
    .from('family_links')
    .select('member_id, location_access, status, expires_at')
    .eq('family_member_id', userId)
    .eq('receive_sos_alerts', true);
  if (error) console.warn('Reading family links failed', error);
  return (data ?? []).filter(isLive).map((l) => ({ memberId: l.member_id, locationAccess: l.location_access }));
}

/** Member side: the family members and carers whose live link receives the member's SOS alerts. */
export async function getFamilyReceivingAlerts(supabase: Client, memberId: string): Promise<string[]> {
  const { data, error } = await supabase
    .from('family_links')
    .select('family_member_id, status, expires_at')
    .eq('member_id', memberId)
    .eq('receive_sos_alerts', true);
  if (error) console.warn('Reading family links failed', error);
  return (data ?? []).filter(isLive).map((l) => l.family_member_id);
}
