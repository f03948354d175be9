import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { ENDED_ALERT_VISIBLE_MS } from '@/lib/sos/family-alerts';
import { type LiveAlertLink, getMyLiveAlertLinks } from './family';
import { OPEN_STATUSES, type LinkedPerson, type SosEvent } from './sos';

type Client = SupabaseClient<Database>;

/** A member who shares SOS alerts with the caller, and their phone when their profile has one. */
export type AlertMemberPhone = { userId: string; phone: string };

/** What the family alerts need: whose alerts we receive, names, those members' phones, their alarms. */
export type FamilyAlertFeed = { links: LiveAlertLink[]; names: LinkedPerson[]; phones: AlertMemberPhone[]; events: SosEvent[] };

/**
 * The family side of SOS, read as the signed-in user: RLS shows sos_events only to family with the
 * alert permission. Open alarms, and those ended in the last 30 minutes (lib/sos/family-alerts.ts).
 * Names and phones come from get_linked_profiles, which already gives linked family a member's name
 * and phone (docs/product.md#family-member-or-carer); phones are kept only for the members whose
 * live link sends alerts to the caller, the ones a "Call" button is shown for.
 */
export async function getFamilyAlertFeed(supabase: Client, userId: string): Promise<FamilyAlertFeed> {
  const [links, people] = await Promise.all([getMyLiveAlertLinks(supabase, userId), supabase.rpc('get_linked_profiles')]);
  if (people.error) console.warn('Family alerts: reading linked profiles failed', people.error);
  const profiles = people.data ?? [];
  const names = profiles.map((p) => ({ userId: p.user_id, name: p.full_name?.trim() || '' }));
  const memberIds = links.map((link) => link.memberId);
  const phones = profiles.flatMap((p) => {
    const phone = p.phone?.trim();
    return phone && memberIds.includes(p.user_id) ? [{ userId: p.user_id, phone }] : [];
  });
  if (memberIds.length === 0) return { links, names, phones, events: [] };
  const since = new Date(Date.now() - ENDED_ALERT_VISIBLE_MS).toISOString();
  const [open, ended] = await Promise.all([
    supabase.from('sos_events').select('*').in('member_id', memberIds).in('status', [...OPEN_STATUSES]).order('started_at', { ascending: false }).limit(20),
    supabase.from('sos_events').select('*').in('member_id', memberIds).gt('resolved_at', since).order('started_at', { ascending: false }).limit(20),
  ]);
  if (open.error || ended.error) console.warn('Family alerts: reading events failed', open.error ?? ended.error);
  return { links, names, phones, events: [...(open.data ?? []), ...(ended.data ?? [])] };
}
