import 'server-only';
import { getMemberSubscriptions, type MemberSubscriptionRow } from '@/lib/data/billing';
import { type Protection, protectionOf } from '@/lib/data/protection';
import type { Database, Tables } from '@/lib/database.types';
import type { ServerSupabaseClient } from '@/lib/supabase/server';

type AppRole = Database['public']['Enums']['app_role'];

/** One row of the members list; the protection state is the member dashboard's (lib/data/protection.ts). */
export type MemberListRow = {
  userId: string;
  fullName: string | null;
  email: string;
  role: AppRole;
  planName: string | null;
  protection: Protection;
  lastAlarmAt: string | null;
};
export type MemberListPage = { members: MemberListRow[]; total: number; page: number; pages: number };

export type MemberDevice = Pick<Tables<'devices'>, 'id' | 'name' | 'kind' | 'battery' | 'last_connected_at'>;
export type MemberAlarm = Pick<Tables<'sos_events'>, 'id' | 'status' | 'source' | 'started_at' | 'resolved_at'>;

/** What the member page shows: no medical data and no position (those are logged reads on request). */
export type MemberDetail = {
  userId: string;
  email: string;
  fullName: string | null;
  role: AppRole;
  createdAt: string;
  contactCount: number;
  /** The alarm holding their latest position (id only), for the logged "Show last location". */
  lastLocatedAlarmId: string | null;
  protection: Protection;
  subscriptions: MemberSubscriptionRow[];
  devices: MemberDevice[];
  alarms: MemberAlarm[];
};

export const MEMBERS_PAGE_SIZE = 25;
/** The member page lists this many of the latest alarms. */
export const MEMBER_ALARMS_SHOWN = 20;

/**
 * How many people the Members list holds (for `search`, or everyone): one row of its first page
 * carries the total. The overview counts with this too, so its figure is the list's.
 */
export async function countMembers(supabase: ServerSupabaseClient, search?: string): Promise<number> {
  const { data, error } = await supabase.rpc('admin_list_members', { search, page_number: 1, page_size: 1 });
  if (error) throw new Error(`Counting members failed: ${error.message}`);
  return data[0]?.total_count ?? 0;
}

/**
 * One page of members, searched by name or e-mail (public.admin_list_members, admins only: it
 * refuses anyone else). The database returns the subscription statuses and the member dashboard's
 * rule turns them into the protection state here, so both always say the same. A page past the
 * end has no rows to carry the total: it is counted with a one-row read of the first page.
 * Throws when the list cannot be read: the page says so.
 */
export async function getMemberList(supabase: ServerSupabaseClient, { q, page }: { q: string; page: number }): Promise<MemberListPage> {
  const search = q.trim() || undefined;
  const { data, error } = await supabase.rpc('admin_list_members', { search, page_number: page, page_size: MEMBERS_PAGE_SIZE });
  if (error) throw new Error(`Listing members failed: ${error.message}`);
  const total = data.length === 0 && page > 1 ? await countMembers(supabase, search) : (data[0]?.total_count ?? 0);
  return {
    members: data.map((row) => ({
      userId: row.user_id,
      // Generated types call every column of a function's result non-null; these may well be null.
      fullName: (row.full_name as string | null) ?? null,
      email: row.email,
      role: row.role,
      planName: (row.plan_name as string | null) ?? null,
      protection: protectionOf(row.subscription_statuses ?? []),
      lastAlarmAt: (row.last_alarm_at as string | null) ?? null,
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE)),
  };
}

/**
 * One member's page: the summary (public.admin_member_summary, for the e-mail address), then their
 * subscriptions, devices and latest alarms under RLS, which lets admins read them. Null when there
 * is no such member. Throws when something cannot be read, so a failure never reads as "no plan".
 */
export async function getMemberDetail(supabase: ServerSupabaseClient, memberId: string): Promise<MemberDetail | null> {
  const summary = await supabase.rpc('admin_member_summary', { member: memberId });
  if (summary.error) throw new Error(`Reading a member's summary failed: ${summary.error.message}`);
  const row = summary.data[0];
  if (!row) return null;

  const [subscriptions, devices, alarms] = await Promise.all([
    getMemberSubscriptions(supabase, memberId),
    supabase.from('devices').select('id, name, kind, battery, last_connected_at').eq('user_id', memberId).order('created_at'),
    supabase
      .from('sos_events')
      .select('id, status, source, started_at, resolved_at')
      .eq('member_id', memberId)
      .order('started_at', { ascending: false })
      .limit(MEMBER_ALARMS_SHOWN),
  ]);
  if (devices.error) throw new Error(`Reading a member's devices failed: ${devices.error.message}`);
  if (alarms.error) throw new Error(`Reading a member's alarms failed: ${alarms.error.message}`);

  return {
    userId: row.user_id,
    email: row.email,
    fullName: (row.full_name as string | null) ?? null,
    role: row.role,
    createdAt: row.created_at,
    contactCount: Number(row.emergency_contact_count),
    lastLocatedAlarmId: (row.last_located_alarm_id as string | null) ?? null,
    protection: protectionOf(subscriptions.map((s) => s.status)),
    subscriptions,
    devices: devices.data,
    alarms: alarms.data,
  };
}
