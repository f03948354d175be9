/**
 * The synthetic alarm's delivery times read straight from the outbox (public.notifications) with
 * the service role, for `npm run bench:status` to set beside what the status page shows. The
 * definition is the page's (public.status_summary(), migration 20261202000200): the messages of
 * probe alarms (sos_events.source = 'probe') of kind sos_alert that the provider accepted (status
 * sent or delivered, with a sent_at), each taking sent_at − the alarm's started_at, grouped per
 * channel into the windows of alarms started in the last hour, day and 90 days before the page's
 * own `generatedAt`. Times are read to the microsecond, as Postgres subtracts them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { allRows } from '../../lib/data/all-rows';
import type { Database } from '../../lib/database.types';
import { STATUS_CHANNELS, STATUS_WINDOWS, type StatusChannel, type StatusWindow } from '../../lib/status/summary';
import { pagePercentiles, type Percentiles } from './percentile';

export type ProbeRow = { channel: string; startedAt: string; status: string; sentAt: string | null };
export type DirectWindow = Percentiles & { accepted: number };
export type DirectFigures = Record<StatusChannel, Record<StatusWindow, DirectWindow>>;

const WINDOW_MICROS: Record<StatusWindow, number> = {
  hour: 3_600e6,
  day: 86_400e6,
  quarter: 90 * 86_400e6,
};

/**
 * Microseconds since the epoch of a timestamp as PostgREST writes it
 * (`2026-11-29T11:28:45.503123+00:00`); Date.parse would drop the last three digits.
 */
export function epochMicros(iso: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)$/.exec(iso);
  if (!match) throw new Error(`not a timestamp: ${iso}`);
  const [, whole, fraction = '', zone] = match;
  const offset = zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const seconds = Date.parse(`${whole}${offset}`);
  if (Number.isNaN(seconds)) throw new Error(`not a timestamp: ${iso}`);
  return seconds * 1000 + Number(fraction.padEnd(6, '0'));
}

/** The page's percentiles per channel and window, computed from the rows as of `generatedAt`. */
export function directFigures(rows: readonly ProbeRow[], generatedAt: string): DirectFigures {
  const now = epochMicros(generatedAt);
  const accepted = rows.filter((row) => (row.status === 'sent' || row.status === 'delivered') && row.sentAt !== null);
  const result = {} as DirectFigures;
  for (const channel of STATUS_CHANNELS) {
    result[channel] = {} as Record<StatusWindow, DirectWindow>;
    for (const window of STATUS_WINDOWS) {
      const since = now - WINDOW_MICROS[window];
      const ms = accepted
        .filter((row) => row.channel === channel && epochMicros(row.startedAt) > since)
        .map((row) => (epochMicros(row.sentAt as string) - epochMicros(row.startedAt)) / 1000);
      result[channel][window] = { accepted: ms.length, ...pagePercentiles(ms) };
    }
  }
  return result;
}

type Admin = SupabaseClient<Database>;
const IDS_PER_REQUEST = 100;

/** Every sos_alert row of probe alarms started after `since`, with its alarm's start. */
export async function readProbeRows(admin: Admin, since: string): Promise<ProbeRow[]> {
  const events = await allRows('probe alarms', () =>
    admin.from('sos_events').select('id, started_at').eq('source', 'probe').gt('started_at', since).order('started_at').order('id'),
  );
  const startedAt = new Map(events.map((event) => [event.id, event.started_at]));
  const rows: ProbeRow[] = [];
  const ids = [...startedAt.keys()];
  for (let from = 0; from < ids.length; from += IDS_PER_REQUEST) {
    const chunk = ids.slice(from, from + IDS_PER_REQUEST);
    const notifications = await allRows('probe alarm messages', () =>
      admin.from('notifications').select('id, event_id, channel, status, sent_at').eq('kind', 'sos_alert').in('event_id', chunk).order('id'),
    );
    for (const row of notifications) {
      rows.push({ channel: row.channel, startedAt: startedAt.get(row.event_id as string) as string, status: row.status, sentAt: row.sent_at });
    }
  }
  return rows;
}
