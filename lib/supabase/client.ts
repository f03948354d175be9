import { createBrowserClient } from '@supabase/ssr';
import type { Database } from '@/lib/database.types';
import { noteBrowserClientCreated } from './browser-session';
import { supabasePublishableKey, supabaseUrl } from './config';

/**
 * The browser client. @supabase/ssr keeps one instance per page and stores the session in
 * cookies, so server components and the proxy see the same session.
 */
export function createClient() {
  // The auth provider, which loads supabase-js only for a session, follows this client from now on.
  noteBrowserClientCreated();
  return createBrowserClient<Database>(supabaseUrl(), supabasePublishableKey());
}

export type BrowserSupabaseClient = ReturnType<typeof createClient>;
