import type { BrowserSupabaseClient } from '@/lib/supabase/client';

/**
 * The browser Supabase client, loaded on first use: public pages keep supabase-js out of their
 * first bundle, and every caller gets the same instance (@supabase/ssr keeps one per page).
 */
export function loadBrowserClient(): Promise<BrowserSupabaseClient> {
  return import('@/lib/supabase/client').then(({ createClient }) => createClient());
}
