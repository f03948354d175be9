import { parsePage, parsePeriod, periodQuery } from '@/lib/access-log/period';

const now = new Date('2026-11-24T12:00:00Z');
const DAY = 24 * 3600_000;

describe('access log period', () => {
  it('defaults to the last 30 days, and reads the presets', () => {
    expect(parsePeriod({}, now)).toMatchObject({ preset: '30d', error: null });
    expect(parsePeriod({}, now).from.getTime()).toBe(now.getTime() - 30 * DAY);
    expect(parsePeriod({ period: '7d' }, now).from.getTime()).toBe(now.getTime() - 7 * DAY);
    expect(parsePeriod({ period: '12m' }, now).from.toISOString()).toBe('2025-11-24T12:00:00.000Z');
    expect(parsePeriod({ period: ['7d', '12m'] }, now).preset).toBe('7d');
    // The end is a little past now, so a read made while the page loads is included.
    expect(parsePeriod({ period: '7d' }, now).to.getTime()).toBeGreaterThan(now.getTime());
  });

  it('treats an unknown preset as the default', () => {
    expect(parsePeriod({ period: 'forever' }, now)).toMatchObject({ preset: '30d', error: null });
  });

  it('reads custom dates with the end day included', () => {
    const period = parsePeriod({ period: 'custom', from: '2026-11-01', to: '2026-11-03' }, now);
    expect(period).toMatchObject({ preset: 'custom', fromDay: '2026-11-01', toDay: '2026-11-03', error: null });
    expect(period.from.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(periodQuery(period)).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-03' });
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 'invalidDate'],
    [{ from: '', to: '2026-03-01' }, 'invalidDate'],
    [{ from: '26-1-1', to: '2026-03-01' }, 'invalidDate'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'fromAfterTo'],
    [{ from: '1999-12-31', to: '2026-03-01' }, 'tooEarly'],
    [{ from: '0000-01-01', to: '2026-03-01' }, 'tooEarly'],
    // "now" is 2026-11-24: tomorrow (UTC) may already be today east of UTC; later is a mistake.
    [{ from: '2026-11-26', to: '2026-11-30' }, 'tooLate'],
    [{ from: '9999-12-31', to: '9999-12-31' }, 'tooLate'],
  ])('refuses custom dates %p with %s, keeping what was typed and showing 30 days', (dates, error) => {
    const period = parsePeriod({ period: 'custom', ...dates }, now);
    expect(period).toMatchObject({ preset: 'custom', error, fromDay: dates.from, toDay: dates.to });
    expect(period.from.getTime()).toBe(now.getTime() - 30 * DAY);
    expect(periodQuery(period)).toEqual({ period: '30d' });
  });

  it('cuts an end after tomorrow (UTC) to tomorrow, so "to + 1 day" stays a date PostgreSQL can read', () => {
    // Before: to=9999-12-31 became year 10000, written "+010000-01-01T…", and the export answered 500.
    const period = parsePeriod({ period: 'custom', from: '2026-11-01', to: '9999-12-31' }, now);
    expect(period).toMatchObject({ preset: 'custom', fromDay: '2026-11-01', toDay: '2026-11-25', error: null });
    expect(period.to.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodQuery(period)).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-25' });
  });

  it('keeps today and tomorrow (UTC) as they are', () => {
    expect(parsePeriod({ period: 'custom', from: '2026-11-24', to: '2026-11-24' }, now).to.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(parsePeriod({ period: 'custom', from: '2026-11-25', to: '2026-11-25' }, now)).toMatchObject({ toDay: '2026-11-25', error: null });
  });

  it('reads the page number, anything odd being page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('99999999')).toBe(1);
    expect(parsePage('999999')).toBe(10_000);
  });
});
