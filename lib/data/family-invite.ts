import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/** What the invitation page shows: who invites whom, as what, exactly what would be granted, and until when. */
export type FamilyInvitePreview = Database['public']['Functions']['preview_family_invite']['Returns'][number];

/**
 * The invitation `token` as the invitee sees it (/family-invite, signed in or not), or null when it
 * is unknown, used, expired or unreadable. An unusable token (ICE10) is an ordinary answer; any
 * other failure is logged, and the page says the invitation cannot be used.
 */
export async function previewFamilyInvite(supabase: SupabaseClient<Database>, token: string): Promise<FamilyInvitePreview | null> {
  const { data, error } = await supabase.rpc('preview_family_invite', { token });
  if (error && error.code !== 'ICE10') console.error('Reading an invitation failed', error.message);
  return data?.[0] ?? null;
}
