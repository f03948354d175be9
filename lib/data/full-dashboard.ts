import 'server-only';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import { loadChecklistContacts } from './emergency-contacts';
import type { ProtectorLink } from './family-links';
import { getLookedAfterMembers, type LookedAfterLink } from './looking-after';
import { type ChecklistItem, profileChecklist } from './member-dashboard-rules';
import { type Protection, coversCallCentre, protectionOf } from './protection';

// Declared once, in family-links.ts; re-exported for the overview's components.
export type { ProtectorLink };

export type FullDashboardOverview = {
  protection: Protection;
  /** Whether alarms also reach the Spain call centre (coversCallCentre), for copy that names it. */
  callCentre: boolean;
  checklist: ChecklistItem[];
  /** Live and paused links (revoked and expired ones are history, shown on the family page). */
  protectors: ProtectorLink[];
  pendingInvitations: number;
  lookingAfter: LookedAfterLink[];
};

/** A failed read is logged and leaves its part empty (docs/product.md#errors), never the whole page. */
function logged<T>(what: string, result: { data: T | null; error: unknown }): T | null {
  if (result.error) console.warn(`Full dashboard: reading ${what} failed`, result.error);
  return result.data;
}

/** Everything the overview shows, read in parallel as the member under RLS. */
export async function getFullDashboardOverview(supabase: ServerSupabaseClient, userId: string): Promise<FullDashboardOverview> {
  const [profile, subscriptions, contacts, medical, protectors, invitations, lookingAfter] = await Promise.all([
    supabase.from('profiles').select('full_name, phone').eq('user_id', userId).maybeSingle(),
    supabase.from('subscriptions').select('status, subscription_plans(region)').eq('user_id', userId),
    loadChecklistContacts(supabase, userId).catch((error: unknown) => {
      console.warn('Full dashboard: reading emergency contacts failed', error);
      return [];
    }),
    supabase.from('medical_profiles').select('blood_type, allergies, conditions, medications, notes').eq('user_id', userId).maybeSingle(),
    supabase.rpc('list_my_family_links'),
    // Pending: not accepted, not declined and still usable. The invitation's own validity, not a
    // link's access, so the server's clock in the filter is the one the accept page uses as well.
    supabase
      .from('family_invites')
      .select('id', { count: 'exact', head: true })
      .eq('member_id', userId)
      .is('accepted_at', null)
      .is('declined_at', null)
      .gt('expires_at', new Date().toISOString()),
    getLookedAfterMembers(supabase).catch((error: unknown) => {
      console.warn('Full dashboard: reading the people you look after failed', error);
      return [];
    }),
  ]);
  if (invitations.error) console.warn('Full dashboard: counting invitations failed', invitations.error);
  // The protection status is the page's main fact: an unreadable plan must not read as "no plan".
  if (subscriptions.error) throw new Error(`Full dashboard: reading subscriptions failed: ${subscriptions.error.message}`);
  const statuses = subscriptions.data.map((s) => s.status);

  return {
    protection: protectionOf(statuses),
    callCentre: coversCallCentre(subscriptions.data),
    checklist: profileChecklist({
      profile: logged('the profile', profile),
      emergencyContacts: contacts,
      medicalProfile: logged('the medical profile', medical),
      subscriptionStatuses: statuses,
    }),
    protectors: (logged('family links', protectors) ?? []).filter((link) => link.live || link.status === 'paused'),
    pendingInvitations: invitations.count ?? 0,
    lookingAfter,
  };
}
