import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/**
 * The member's own access log through get_my_access_log (20261124000900): who read their medical
 * ID or location, with the reader's name even after the link ended. The function only ever returns
 * the caller's rows; this module only pages through them.
 */
type Client = SupabaseClient<Database>;

export type AccessLogEntry = {
  id: number;
  at: string;
  resource: 'medical_profile' | 'location';
  capacity: 'family' | 'carer' | 'admin';
  readerName: string | null;
  readerDeleted: boolean;
  sosEventId: string | null;
  sosStartedAt: string | null;
};

export type AccessLogPage = { entries: AccessLogEntry[]; total: number };

/** Rows per database call when exporting; the function's own maximum. */
const EXPORT_BATCH = 500;
/** An export never holds more than this many rows (years of daily reads); the file says so. */
export const EXPORT_MAX_ROWS = 20_000;

const CAPACITIES = ['family', 'carer', 'admin'] as const;

function toEntry(row: Database['public']['Functions']['get_my_access_log']['Returns'][number]): AccessLogEntry {
  return {
    id: row.id,
    at: row.created_at,
    resource: row.resource,
    capacity: CAPACITIES.find((c) => c === row.reader_capacity) ?? 'family',
    readerName: row.reader_name?.trim() || null,
    readerDeleted: row.reader_deleted,
    sosEventId: row.sos_event_id,
    sosStartedAt: row.sos_started_at,
  };
}

/** One page of the period [from, to), newest first; throws when the read fails. */
export async function getAccessLogPage(supabase: Client, from: Date, to: Date, limit: number, offset: number): Promise<AccessLogPage> {
  const { data, error } = await supabase.rpc('get_my_access_log', {
    period_from: from.toISOString(),
    period_to: to.toISOString(),
    page_limit: limit,
    page_offset: offset,
  });
  if (error) throw error;
  const rows = data ?? [];
  return { entries: rows.map(toEntry), total: rows[0]?.total_count ?? 0 };
}

/** Every row of the period for the CSV export (up to EXPORT_MAX_ROWS), newest first. */
export async function getAccessLogForExport(supabase: Client, from: Date, to: Date): Promise<AccessLogPage> {
  const entries: AccessLogEntry[] = [];
  let total = 0;
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += EXPORT_BATCH) {
    const page = await getAccessLogPage(supabase, from, to, EXPORT_BATCH, offset);
    total = page.total;
    entries.push(...page.entries);
    if (page.entries.length < EXPORT_BATCH) break;
  }
  return { entries: entries.slice(0, EXPORT_MAX_ROWS), total };
}
