import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

type Client = SupabaseClient<Database>;

/** The window of the answer-time summary on the alarms page. */
export const ANSWER_STATS_DAYS = 30;

export type AnswerStats = {
  days: number;
  alarms: number;
  answered: number;
  answeredWithin60s: number;
  /** null when no alarm counted in the window. */
  shareWithin60s: number | null;
  p50Seconds: number | null;
  p95Seconds: number | null;
};

/**
 * A call centre's answer times (region 'es': Call Centre Spain) over the last `days` days, computed by the database
 * (call_centre_answer_stats: admin-only, percentiles over every alarm of the window). null when
 * the read failed (shown as "not available", logged).
 */
export async function getAnswerStats(supabase: Client, region: string, days: number = ANSWER_STATS_DAYS): Promise<AnswerStats | null> {
  const { data, error } = await supabase.rpc('call_centre_answer_stats', { days, region });
  const row = data?.[0];
  if (error || !row) {
    console.warn('Alarms: reading the answer times failed', error);
    return null;
  }
  return {
    days,
    alarms: row.alarms,
    answered: row.answered,
    answeredWithin60s: row.answered_within_60s,
    shareWithin60s: row.share_within_60s ?? null,
    p50Seconds: row.p50_seconds ?? null,
    p95Seconds: row.p95_seconds ?? null,
  };
}
