import 'server-only';
import { countUnreadContactMessages } from '@/lib/data/admin-inbox';
import { countMembers } from '@/lib/data/admin-members';
import { countOpenAlarms } from '@/lib/data/open-alarms';
import type { ServerSupabaseClient } from '@/lib/supabase/server';

/** Each figure is null when it could not be read (shown as "not available", logged). */
export type AdminOverview = {
  members: number | null;
  activeSubscriptions: number | null;
  openSos: number | null;
  unreadMessages: number | null;
};

function count(what: string, result: { count: number | null; error: unknown }): number | null {
  if (result.error) {
    console.warn(`Admin overview: counting ${what} failed`, result.error);
    return null;
  }
  return result.count ?? 0;
}

/**
 * The admin dashboard's overview, counted with the admin's own client: RLS decides what an
 * admin may see, so a non-admin reaching this by mistake would count only their own rows.
 */
export async function getAdminOverview(supabase: ServerSupabaseClient): Promise<AdminOverview> {
  const head = { count: 'exact', head: true } as const;
  const [members, subscriptions, sos, messages] = await Promise.all([
    // The Members page's own total (everyone with an account, admins included), so the two agree.
    countMembers(supabase).then(
      (total) => ({ count: total, error: null }),
      (error: unknown) => ({ count: null, error }),
    ),
    supabase.from('subscriptions').select('id', head).in('status', ['active', 'trialing']),
    // The alarms page's own definition of open (lib/data/open-alarms.ts), so the two always agree.
    countOpenAlarms(supabase),
    // The inbox's own unread count (one definition, computed by the database).
    countUnreadContactMessages(supabase),
  ]);
  return {
    members: count('members', members),
    activeSubscriptions: count('active subscriptions', subscriptions),
    openSos: count('open SOS events', sos),
    unreadMessages: count('unread contact messages', messages),
  };
}
