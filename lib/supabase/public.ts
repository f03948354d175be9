import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { PUBLIC_DATA_MAX_AGE_SECONDS, type PublicDataTag } from '@/lib/cache/public-data-tags';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from './config';

/**
 * A client without a session for what every visitor sees alike, read by the cached public pages.
 * It never touches cookies, so a page that uses it stays static; its reads go to Next's data cache
 * under `tag`, and expiring that tag (an admin's save, the public-data webhook) makes the pages that
 * read them render again on their next visit. A page also renders again, in the background, once
 * its reads are older than PUBLIC_DATA_MAX_AGE_SECONDS. Never use it for anything that depends on
 * who asks.
 */
export function createCachedPublicClient(tag: PublicDataTag, maxAgeSeconds: number = PUBLIC_DATA_MAX_AGE_SECONDS) {
  return createClient<Database>(supabaseUrl(), supabasePublishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => fetch(input, { ...init, next: { tags: [tag], revalidate: maxAgeSeconds } }) },
  });
}
