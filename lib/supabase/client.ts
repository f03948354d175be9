import { createBrowserClient } from '@supabase/ssr';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from './config';

/**
 * The browser client. @supabase/ssr keeps one instance per page and stores the session in
 * cookies, so server components and the proxy see the same session.
 */
export function createClient() {
  return createBrowserClient<Database>(supabaseUrl(), supabasePublishableKey());
}

export type BrowserSupabaseClient = ReturnType<typeof createClient>;
