import 'server-only';
import type { Database } from '@/lib/database.types';
import type { ServerSupabaseClient } from '@/lib/supabase/server';

type Rpc<N extends keyof Database['public']['Functions']> = Database['public']['Functions'][N]['Returns'];

/** One link the member shares ("People who protect me"), as list_my_family_links returns it. */
export type ProtectorLink = Rpc<'list_my_family_links'>[number];

export type InviteState = 'pending' | 'declined' | 'expired';

/** One invitation not (yet) accepted, with what it would grant. */
export type SentInvite = Pick<
  Database['public']['Tables']['family_invites']['Row'],
  | 'id' | 'email' | 'relationship' | 'role' | 'receive_sos_alerts' | 'location_access' | 'view_medical'
  | 'view_device_status' | 'view_activity' | 'access_expires_at' | 'access_duration_hours' | 'expires_at'
  | 'last_sent_at' | 'declined_at'
> & { state: InviteState };

export type FamilyManagement = {
  /** Active and paused links, first the ones granting something now. */
  current: ProtectorLink[];
  /** Revoked links, and active ones whose end of access has passed: history, shown collapsed. */
  ended: ProtectorLink[];
  invites: SentInvite[];
};

/**
 * The member's side of family and carers (/full-dashboard/family), read under RLS as the member.
 * Whether a link grants anything comes from the database (`live`, family_link_is_live), never
 * from comparing expires_at here (lib/data/family.ts says why).
 * `userId` is the signed-in member: RLS alone is not a filter here, since an admin may read every
 * member's invitations and would otherwise see them all on their own family page. The links come
 * from list_my_family_links, which is the caller's own by construction.
 */
export async function loadFamilyManagement(supabase: ServerSupabaseClient, userId: string): Promise<FamilyManagement> {
  const [links, invites] = await Promise.all([
    supabase.rpc('list_my_family_links'),
    supabase
      .from('family_invites')
      .select('id, email, relationship, role, receive_sos_alerts, location_access, view_medical, view_device_status, view_activity, access_expires_at, access_duration_hours, expires_at, last_sent_at, declined_at')
      .eq('member_id', userId)
      .is('accepted_at', null)
      .order('last_sent_at', { ascending: false }),
  ]);
  if (links.error) throw new Error(`Reading family links failed: ${links.error.message}`);
  if (invites.error) throw new Error(`Reading family invitations failed: ${invites.error.message}`);
  const rows = links.data ?? [];
  const ended = (l: ProtectorLink) => l.status === 'revoked' || l.status === 'invited' || l.expired;
  // An invitation's own validity (7 days to accept) is not access: it is only shown here;
  // accepting checks it again in the database.
  const now = Date.now();
  return {
    current: rows.filter((l) => !ended(l)),
    ended: rows.filter(ended),
    invites: (invites.data ?? []).map((invite) => ({
      ...invite,
      state: invite.declined_at ? 'declined' : Date.parse(invite.expires_at) <= now ? 'expired' : 'pending',
    })),
  };
}
