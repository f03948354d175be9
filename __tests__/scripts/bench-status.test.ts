/** @jest-environment node */
import type { StatusSummary } from '@/lib/status/summary';
import { compareFigures, formatComparison } from '../../scripts/bench-status/compare';
import { directFigures, epochMicros, type ProbeRow } from '../../scripts/bench-status/direct';
import { pagePercentiles, percentileCont } from '../../scripts/bench-status/percentile';

describe('percentileCont (Postgres percentile_cont)', () => {
  it('interpolates linearly between the two closest ranks, at p × (n − 1)', () => {
    // select percentile_cont(array[0.5, 0.95, 0.99]) within group (order by v) from unnest(array[1,2,3,4]) v
    // → {2.5, 3.85, 3.97}
    expect(percentileCont([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5, 12);
    expect(percentileCont([1, 2, 3, 4], 0.95)).toBeCloseTo(3.85, 12);
    expect(percentileCont([1, 2, 3, 4], 0.99)).toBeCloseTo(3.97, 12);
  });

  it('sorts first and leaves its input alone', () => {
    const values = [400, 100, 300, 200, 1000];
    expect(percentileCont(values, 0.5)).toBe(300);
    // position 0.95 × 4 = 3.8: 400 + 0.8 × (1000 − 400)
    expect(percentileCont(values, 0.95)).toBeCloseTo(880, 9);
    expect(values).toEqual([400, 100, 300, 200, 1000]);
  });

  it('gives the ends at 0 and 1, the one value of one, and null for none', () => {
    expect(percentileCont([5, 9, 7], 0)).toBe(5);
    expect(percentileCont([5, 9, 7], 1)).toBe(9);
    expect(percentileCont([42.5], 0.99)).toBe(42.5);
    expect(percentileCont([], 0.5)).toBeNull();
    expect(pagePercentiles([])).toEqual({ p50Ms: null, p95Ms: null, p99Ms: null });
  });

  it('refuses a fraction outside 0..1', () => {
    expect(() => percentileCont([1], 95)).toThrow(RangeError);
    expect(() => percentileCont([1], Number.NaN)).toThrow(RangeError);
  });
});

describe('epochMicros', () => {
  it('keeps the microseconds PostgREST writes and reads every offset form', () => {
    const base = Date.parse('2026-11-29T11:28:45Z') * 1000;
    expect(epochMicros('2026-11-29T11:28:45.503123+00:00')).toBe(base + 503_123);
    expect(epochMicros('2026-11-29T11:28:45.5Z')).toBe(base + 500_000);
    expect(epochMicros('2026-11-29T12:28:45+01')).toBe(base);
    expect(epochMicros('2026-11-29T12:28:45.000001+0100')).toBe(base + 1);
    expect(() => epochMicros('yesterday')).toThrow(/not a timestamp/);
  });
});

const now = '2026-11-29T12:00:00.000000+00:00';
const row = (channel: string, startedAt: string, sentAt: string | null, status = 'sent'): ProbeRow => ({ channel, startedAt, sentAt, status });

describe('directFigures', () => {
  const rows = [
    row('email', '2026-11-29T11:30:00.000000+00:00', '2026-11-29T11:30:00.250500+00:00'),
    row('email', '2026-11-29T11:40:00.000000+00:00', '2026-11-29T11:40:00.100000+00:00', 'delivered'),
    // An hour and a microsecond ago: in the day, not in the hour (the page counts started_at > since).
    row('email', '2026-11-29T10:59:59.999999+00:00', '2026-11-29T11:00:00.999999+00:00'),
    // Exactly a day ago: in no window but the quarter.
    row('email', '2026-11-28T12:00:00.000000+00:00', '2026-11-28T12:00:02.000000+00:00'),
    // Not accepted by the provider: no time.
    row('email', '2026-11-29T11:50:00.000000+00:00', null, 'queued'),
    row('email', '2026-11-29T11:51:00.000000+00:00', '2026-11-29T11:51:09.000000+00:00', 'failed'),
    row('sms', '2026-11-29T11:30:00.000000+00:00', '2026-11-29T11:30:00.300000+00:00'),
  ];
  const figures = directFigures(rows, now);

  it('takes sent_at − started_at of accepted messages, to the microsecond', () => {
    expect(figures.email.hour.accepted).toBe(2);
    expect(figures.email.hour.p50Ms).toBeCloseTo((250.5 + 100) / 2, 9);
    expect(figures.sms.hour).toMatchObject({ accepted: 1, p50Ms: 300, p99Ms: 300 });
  });

  it('puts each alarm in the windows it started in', () => {
    expect(figures.email.day.accepted).toBe(3);
    expect(figures.email.quarter.accepted).toBe(4);
    expect(figures.email.quarter.p99Ms).toBeCloseTo(1000 + (2000 - 1000) * 0.97, 6);
  });

  it('has nothing for a channel without rows', () => {
    expect(figures.push.quarter).toEqual({ accepted: 0, p50Ms: null, p95Ms: null, p99Ms: null });
  });
});

describe('compareFigures', () => {
  type Figures = StatusSummary['probeChannels']['email']['hour'];
  const empty: Figures = { measured: 0, firstAttempt: 0, failed: 0, p50Ms: null, p95Ms: null, p99Ms: null };
  const windowsOf = (figures: Figures) => ({ hour: figures, day: figures, quarter: figures });
  const page = (email: Partial<Figures>): Pick<StatusSummary, 'probeChannels'> => ({
    probeChannels: { in_app: windowsOf(empty), push: windowsOf(empty), sms: windowsOf(empty), email: windowsOf({ ...empty, ...email }) },
  });
  const direct = directFigures([row('email', '2026-11-29T11:30:00+00:00', '2026-11-29T11:30:00.200+00:00')], now);

  it('agrees within 1 ms, and when both have nothing', () => {
    const rows = compareFigures(page({ measured: 1, p50Ms: 200.4, p95Ms: 201, p99Ms: 199 }), direct);
    expect(rows).toHaveLength(4 * 3 * 3);
    expect(rows.every((r) => r.agrees)).toBe(true);
    expect(rows.find((r) => r.channel === 'email' && r.window === 'hour' && r.percentile === 'p50')?.diff).toBeCloseTo(0.4, 9);
  });

  it('disagrees past 1 ms, or when only one side has a figure', () => {
    const far = compareFigures(page({ measured: 1, p50Ms: 201.5, p95Ms: 200, p99Ms: 200 }), direct);
    expect(far.filter((r) => !r.agrees).map((r) => `${r.window} ${r.percentile}`)).toEqual(['hour p50', 'day p50', 'quarter p50']);
    const missing = compareFigures(page({ measured: 1 }), direct);
    expect(missing.filter((r) => !r.agrees)).toHaveLength(9);
    expect(missing.find((r) => !r.agrees)?.diff).toBeNull();
  });

  it('prints one line per channel and window, marking what disagrees', () => {
    const summary = page({ measured: 1, p50Ms: 203, p95Ms: 200, p99Ms: 200 });
    const lines = formatComparison(compareFigures(summary, direct), summary, direct);
    expect(lines).toHaveLength(2 + 12);
    const emailHour = lines.find((l) => /^email\s+hour/.test(l));
    expect(emailHour).toMatch(/203\.0 \/ 200\.0 \/ 3\.000 {2}✗/);
    expect(lines.find((l) => /^push\s+day/.test(l))).toMatch(/— \/ — \/ —/);
  });
});
