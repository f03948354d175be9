import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/** What the consent page shows about one link: who named the contact, by which channels, and any answer already given. */
export type ContactConsentPreview = Database['public']['Functions']['preview_emergency_contact_consent']['Returns'][number];

/**
 * The consent link `token` as its contact sees it (/emergency-contact, no account needed), or null
 * when the link is unknown, expired or unreadable. An unknown or expired link (ICE41) is an
 * ordinary answer; any other failure is logged, and the page says the link cannot be used.
 */
export async function previewContactConsent(supabase: SupabaseClient<Database>, token: string): Promise<ContactConsentPreview | null> {
  const { data, error } = await supabase.rpc('preview_emergency_contact_consent', { token });
  if (error && error.code !== 'ICE41') console.error('Reading a contact consent failed', error.message);
  return data?.[0] ?? null;
}
