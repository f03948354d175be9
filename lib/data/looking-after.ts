import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { familyMaySeeCheckIn } from '@/lib/check-in/family';
import { maySeeAlarms } from '@/lib/looking-after/permissions';

type Client = SupabaseClient<Database>;
type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];

/** One member the caller looks after, as get_looked_after_members returns it. */
export type LookedAfterLink = Database['public']['Functions']['get_looked_after_members']['Returns'][number];

export type LastAlarm = Pick<Row<'sos_events'>, 'id' | 'status' | 'source' | 'started_at' | 'resolved_at'>;
export type PendantStatus = Pick<Row<'devices'>, 'id' | 'name' | 'battery' | 'last_connected_at'>;

export type LookedAfterDetail = {
  link: LookedAfterLink;
  /** Null when there is none the caller may see (or the link does not allow alarms). */
  lastAlarm: LastAlarm | null;
  /** Null when the link does not share device status; otherwise the member's devices (maybe none). */
  devices: PendantStatus[] | null;
};

/**
 * The members the caller looks after (active or paused links, expired ones included), with
 * is_live decided in SQL by family_link_is_live. Never filter these rows on expires_at here.
 */
export async function getLookedAfterMembers(supabase: Client): Promise<LookedAfterLink[]> {
  const { data, error } = await supabase.rpc('get_looked_after_members');
  if (error) throw new Error(`Reading the people you look after failed: ${error.message}`);
  return data ?? [];
}

/** The link to one member, or null when the caller has none (or it was revoked). */
export async function getLookedAfterLink(supabase: Client, memberId: string): Promise<LookedAfterLink | null> {
  return (await getLookedAfterMembers(supabase)).find((link) => link.member_id === memberId) ?? null;
}

/**
 * One member's page. Reads happen only on a live link and only for what it shares; RLS on
 * sos_events and devices applies again, so a link that expires between the two reads simply
 * yields nothing. Medical ID and positions are not read here: they are logged reads, made only
 * when the person asks (lib/actions/looking-after.ts).
 */
export async function getLookedAfterDetail(supabase: Client, memberId: string): Promise<LookedAfterDetail | null> {
  const link = await getLookedAfterLink(supabase, memberId);
  if (!link) return null;
  if (!link.is_live) return { link, lastAlarm: null, devices: null };

  const [alarm, devices] = await Promise.all([
    maySeeAlarms(link)
      ? supabase
          .from('sos_events')
          .select('id, status, source, started_at, resolved_at')
          .eq('member_id', memberId)
          .order('started_at', { ascending: false })
          .limit(1)
          .maybeSingle()
      : null,
    link.view_device_status
      ? supabase.from('devices').select('id, name, battery, last_connected_at').eq('user_id', memberId).order('created_at')
      : null,
  ]);
  // A failed read must not read as "no alarm" or "no pendant" to someone looking after them: the
  // page fails (app/[locale]/error.tsx, with a retry) instead.
  if (alarm?.error) throw new Error(`Looking after: reading the last alarm failed: ${alarm.error.message}`);
  if (devices?.error) throw new Error(`Looking after: reading devices failed: ${devices.error.message}`);
  return { link, lastAlarm: alarm?.data ?? null, devices: devices ? devices.data : null };
}

/** A looked-after member's running check-in, as family may see it (docs/product.md#check-in). */
export type FamilyCheckIn = Pick<Row<'check_ins'>, 'member_id' | 'due_at' | 'note'>;

/**
 * The running check-ins of the members the caller looks after, by member, asked only for live links
 * that share device status or location at all times (RLS lets exactly those read a running one, and
 * nothing else of it). A failed read fails the page rather than reading as "no check-in".
 */
export async function getLookedAfterCheckIns(supabase: Client, links: readonly LookedAfterLink[]): Promise<Map<string, FamilyCheckIn>> {
  const memberIds = links.filter((link) => link.is_live && familyMaySeeCheckIn(link)).map((link) => link.member_id);
  if (memberIds.length === 0) return new Map();
  const { data, error } = await supabase.from('check_ins').select('member_id, due_at, note').in('member_id', memberIds).eq('status', 'active');
  if (error) throw new Error(`Looking after: reading running check-ins failed: ${error.message}`);
  return new Map((data ?? []).map((row) => [row.member_id, row]));
}
