import 'server-only';
import { PUBLIC_DATA_TAGS, STATUS_MAX_AGE_SECONDS } from '@/lib/cache/public-data-tags';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { createCachedPublicClient } from '@/lib/supabase/public';
import { statusSummarySchema, type StatusSummary } from '@/lib/status/summary';

/**
 * The status page's figures (docs/product.md#status-page), as `public.status_summary()` measures
 * them from the outbox, the website checks, the call centre's queue and the incidents. Anyone may
 * read them: they hold no member data. Throws when the read fails or the answer is malformed, so a
 * cached page never caches a failure (Next keeps serving the last good one).
 */
export async function getStatusSummary(supabase: SupabaseClient<Database>): Promise<StatusSummary> {
  const { data, error } = await supabase.rpc('status_summary');
  if (error) throw new Error(`The status summary could not be read: ${error.message}`);
  const parsed = statusSummarySchema.safeParse(data);
  if (!parsed.success) throw new Error(`The status summary is malformed: ${parsed.error.message}`);
  return parsed.data;
}

/** The same read for the prerendered page and /api/status: cached a minute under the status tag. */
export function loadCachedStatusSummary(): Promise<StatusSummary> {
  return getStatusSummary(createCachedPublicClient(PUBLIC_DATA_TAGS.status, STATUS_MAX_AGE_SECONDS));
}
