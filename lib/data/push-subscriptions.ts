import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/**
 * Whether this browser's push endpoint is on the signed-in person's list. RLS shows only their own
 * rows, so a browser that another account subscribed reads as "not mine" (its switch shows off).
 */
export async function ownsPushEndpoint(supabase: SupabaseClient<Database>, endpoint: string): Promise<boolean> {
  const { data, error } = await supabase.from('push_subscriptions').select('id').eq('endpoint', endpoint).maybeSingle();
  if (error) throw error;
  return data !== null;
}
