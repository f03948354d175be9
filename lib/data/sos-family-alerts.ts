import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { ENDED_ALERT_VISIBLE_MS } from '@/lib/sos/family-alerts';
import { type LiveAlertLink, getMyLiveAlertLinks } from './family';
import { OPEN_STATUSES, type LinkedPerson, type SosEvent, getLinkedNames } from './sos';

type Client = SupabaseClient<Database>;

/** What the family alert banner needs: whose alerts we receive, their names, and their alarms. */
export type FamilyAlertFeed = { links: LiveAlertLink[]; names: LinkedPerson[]; events: SosEvent[] };

/**
 * The family side of SOS, read as the signed-in user: RLS shows sos_events only to family with the
 * alert permission. Open alarms, and those ended in the last 30 minutes (lib/sos/family-alerts.ts).
 */
export async function getFamilyAlertFeed(supabase: Client, userId: string): Promise<FamilyAlertFeed> {
  const [links, names] = await Promise.all([getMyLiveAlertLinks(supabase, userId), getLinkedNames(supabase)]);
  const memberIds = links.map((link) => link.memberId);
  if (memberIds.length === 0) return { links, names, events: [] };
  const since = new Date(Date.now() - ENDED_ALERT_VISIBLE_MS).toISOString();
  const [open, ended] = await Promise.all([
    supabase.from('sos_events').select('*').in('member_id', memberIds).in('status', [...OPEN_STATUSES]).order('started_at', { ascending: false }).limit(20),
    supabase.from('sos_events').select('*').in('member_id', memberIds).gt('resolved_at', since).order('started_at', { ascending: false }).limit(20),
  ]);
  if (open.error || ended.error) console.warn('Family alerts: reading events failed', open.error ?? ended.error);
  return { links, names, events: [...(open.data ?? []), ...(ended.data ?? [])] };
}
