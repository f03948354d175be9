import 'server-only';
import type { Database } from '@/lib/database.types';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import { loadChecklistContacts } from './emergency-contacts';
import { getLookedAfterMembers, type LookedAfterLink } from './looking-after';
import { type ChecklistItem, offersOwnProtection, profileChecklist } from './member-dashboard-rules';
import { coversCallCentre, protectionOf } from './protection';
import { HIDE_OPEN_SILENT_ALARMS } from './sos';

type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];

export type SosActivity = Pick<Row<'sos_events'>, 'id' | 'status' | 'started_at' | 'source'>;
export type NotificationActivity = Pick<Row<'notifications'>, 'id' | 'title' | 'kind' | 'created_at' | 'read_at'>;
export type AccessActivity = Pick<Row<'access_log'>, 'id' | 'resource' | 'reader_capacity' | 'created_at'>;

export type MemberDashboard = {
  fullName: string | null;
  protected: boolean;
  /** Whether alarms also reach the Spain call centre (coversCallCentre), for copy that names it. */
  callCentre: boolean;
  /**
   * Someone who looks after others and has no plan of their own (none, or one that ended): the
   * page leads with the people they look after and offers protection instead of warning
   * (docs/product.md#routes-and-screens). A failed payment is not this: that one needs fixing.
   */
  offerOwnProtection: boolean;
  /** The people the member looks after (live, paused and ended links; is_live decided in SQL). */
  lookingAfter: LookedAfterLink[];
  checklist: ChecklistItem[];
  sos: SosActivity[];
  notifications: NotificationActivity[];
  access: AccessActivity[];
};

const RECENT = 5;

/** A failed read is logged and leaves its section empty (docs/product.md#errors), never the whole page. */
function rows<T>(what: string, result: { data: T[] | null; error: unknown }): T[] {
  if (result.error) console.warn(`Member dashboard: reading ${what} failed`, result.error);
  return result.data ?? [];
}

/** Everything the member dashboard shows, read in parallel as the member under RLS. */
export async function getMemberDashboard(supabase: ServerSupabaseClient, userId: string): Promise<MemberDashboard> {
  const [profile, subscriptions, contacts, medical, sos, notifications, access, lookingAfter] = await Promise.all([
    supabase.from('profiles').select('full_name, phone').eq('user_id', userId).maybeSingle(),
    supabase.from('subscriptions').select('status, subscription_plans(region)').eq('user_id', userId),
    loadChecklistContacts(supabase, userId).catch((error: unknown) => {
      console.warn('Member dashboard: reading emergency contacts failed', error);
      return [];
    }),
    supabase
      .from('medical_profiles')
      .select('blood_type, allergies, conditions, medications, notes')
      .eq('user_id', userId)
      .maybeSingle(),
    supabase
      .from('sos_events')
      .select('id, status, started_at, source')
      .eq('member_id', userId)
      .or(HIDE_OPEN_SILENT_ALARMS)
      .order('started_at', { ascending: false })
      .limit(RECENT),
    supabase
      .from('notifications')
      .select('id, title, kind, created_at, read_at')
      .eq('recipient_user_id', userId)
      // A push row is the same alert sent to the person's browsers: list the in-app one only.
      .neq('channel', 'push')
      .order('created_at', { ascending: false })
      .limit(RECENT),
    supabase
      .from('access_log')
      .select('id, resource, reader_capacity, created_at')
      .eq('subject_id', userId)
      .order('created_at', { ascending: false })
      .limit(RECENT),
    getLookedAfterMembers(supabase).catch((error: unknown) => {
      console.warn('Member dashboard: reading the people you look after failed', error);
      return [];
    }),
  ]);

  if (profile.error) console.warn('Member dashboard: reading the profile failed', profile.error);
  if (medical.error) console.warn('Member dashboard: reading the medical profile failed', medical.error);
  const plans = rows('subscriptions', subscriptions);
  const statuses = plans.map((s) => s.status);
  const protection = protectionOf(statuses);

  return {
    fullName: profile.data?.full_name ?? null,
    protected: protection.protected,
    callCentre: coversCallCentre(plans),
    offerOwnProtection: offersOwnProtection(lookingAfter.length, protection.reason),
    lookingAfter,
    checklist: profileChecklist({
      profile: profile.data ?? null,
      emergencyContacts: contacts,
      medicalProfile: medical.data ?? null,
      subscriptionStatuses: statuses,
    }),
    sos: rows('SOS events', sos),
    notifications: rows('notifications', notifications),
    access: rows('the access log', access),
  };
}
