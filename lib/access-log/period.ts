import { z } from '@/lib/zod';
import { firstParam } from '@/lib/search-param';

/**
 * The access log's period, from the page's query string (?period=7d|30d|12m, or
 * ?period=custom&from=YYYY-MM-DD&to=YYYY-MM-DD). Shared by the page and the CSV export so both show
 * exactly the same rows. Days are UTC days; "to" is inclusive (the whole day), so the database gets
 * [from, to + 1 day). Anything unreadable falls back to the last 30 days with an error key the page
 * shows, never a 500. Both days are bounded: an end far in the future (9999-12-31) would make
 * "to + 1 day" year 10000, which neither toISOString nor PostgreSQL can write.
 */
export const PERIOD_PRESETS = ['7d', '30d', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD: PeriodPreset = '30d';

export type PeriodError = 'invalidDate' | 'fromAfterTo' | 'tooEarly' | 'tooLate';

export type ResolvedPeriod = {
  preset: PeriodPreset | 'custom';
  /** The chosen days for a custom period (YYYY-MM-DD), to refill the form. */
  fromDay: string | null;
  toDay: string | null;
  /** Inclusive start and exclusive end sent to get_my_access_log. */
  from: Date;
  to: Date;
  error: PeriodError | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Nothing in the log predates the product; an earlier date is a typo. */
const EARLIEST_DAY = '2020-01-01';

/**
 * The last day a custom period may name: tomorrow in UTC, because a reader east of UTC (up to
 * UTC+14) may already be on the next day. Nothing is logged after now, so a later end is cut to
 * this day (same rows) rather than refused; a later start can only be a mistake.
 */
const latestDay = (now: Date) => new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  });


function presetPeriod(preset: PeriodPreset, now: Date, error: PeriodError | null = null): ResolvedPeriod {
  const from = new Date(now);
  if (preset === '7d') from.setTime(now.getTime() - 7 * DAY_MS);
  else if (preset === '30d') from.setTime(now.getTime() - 30 * DAY_MS);
  else from.setUTCFullYear(now.getUTCFullYear() - 1);
  // A little past now, so a read made while the page loads is not cut off.
  return { preset, fromDay: null, toDay: null, from, to: new Date(now.getTime() + 60_000), error };
}

export function parsePeriod(query: Record<string, string | string[] | undefined>, now: Date = new Date()): ResolvedPeriod {
  const period = firstParam(query.period);
  if (period !== 'custom') {
    const preset = PERIOD_PRESETS.find((p) => p === period) ?? DEFAULT_PERIOD;
    return presetPeriod(preset, now);
  }
  const fromDay = firstParam(query.from) ?? '';
  const toDay = firstParam(query.to) ?? '';
  const keep = (error: PeriodError): ResolvedPeriod => ({ ...presetPeriod(DEFAULT_PERIOD, now, error), preset: 'custom', fromDay, toDay });
  if (!day.safeParse(fromDay).success || !day.safeParse(toDay).success) return keep('invalidDate');
  if (fromDay > toDay) return keep('fromAfterTo');
  if (fromDay < EARLIEST_DAY) return keep('tooEarly');
  const latest = latestDay(now);
  if (fromDay > latest) return keep('tooLate');
  const lastDay = toDay > latest ? latest : toDay;
  return {
    preset: 'custom',
    fromDay,
    toDay: lastDay,
    from: new Date(`${fromDay}T00:00:00Z`),
    to: new Date(new Date(`${lastDay}T00:00:00Z`).getTime() + DAY_MS),
    error: null,
  };
}

/** The query string that selects this period again (for the export link and pagination). */
export function periodQuery(period: ResolvedPeriod): Record<string, string> {
  if (period.preset !== 'custom' || period.error) return { period: period.preset === 'custom' ? DEFAULT_PERIOD : period.preset };
  return { period: 'custom', from: period.fromDay ?? '', to: period.toDay ?? '' };
}

export const ACCESS_LOG_PAGE_SIZE = 25;
const MAX_PAGE = 10_000;

/** ?page=N, 1-based; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = firstParam(value);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}
