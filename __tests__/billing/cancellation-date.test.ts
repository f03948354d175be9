import { addBillingMonths, cancellationEffectiveDate, periodEndAtOrAfter } from '@/lib/billing/cancellation-date';

const utc = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('addBillingMonths: Stripe-style calendar months from an anchor', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 2, '2026-03-31T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 3, '2026-04-30T10:00:00.000Z'],
    ['2026-01-30T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2026-01-29T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2028-01-29T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', 2, '2027-02-28T23:59:59.000Z'],
    ['2024-02-29T12:00:00.000Z', 12, '2025-02-28T12:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 48, '2028-02-29T12:00:00.000Z'],
  ])('%s + %i months is %s', (anchor, months, expected) => {
    expect(iso(addBillingMonths(utc(anchor), months))).toBe(expected);
  });

  it('counts every end from the anchor, so a short month does not pull later ends earlier', () => {
    const anchor = utc('2026-01-31T08:00:00.000Z');
    const ends = [1, 2, 3, 4, 5].map((k) => iso(addBillingMonths(anchor, k)).slice(0, 10));
    expect(ends).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30']);
  });
});

describe('cancellationEffectiveDate: the end of the billing period that contains today plus 30 days', () => {
  it('takes effect at the current period end when that is 30 days away or more', () => {
    // Period 15 Jan → 15 Mar; asked on 1 Feb: 3 March is inside it.
    const date = cancellationEffectiveDate({ now: utc('2026-02-01T09:00:00Z'), anchor: utc('2026-01-15T09:00:00Z'), interval: 'month' });
    expect(iso(date)).toBe('2026-03-15T09:00:00.000Z');
  });

  it('takes effect at the next period end when the current one is less than 30 days away', () => {
    // Anchor 15 Jan; asked 10 Feb: +30 days is 12 March, in the period ending 15 March.
    const date = cancellationEffectiveDate({ now: utc('2026-02-10T09:00:00Z'), anchor: utc('2026-01-15T09:00:00Z'), interval: 'month' });
    expect(iso(date)).toBe('2026-03-15T09:00:00.000Z');
    // Asked 20 Feb: +30 days is 22 March, in the period ending 15 April.
    const later = cancellationEffectiveDate({ now: utc('2026-02-20T09:00:00Z'), anchor: utc('2026-01-15T09:00:00Z'), interval: 'month' });
    expect(iso(later)).toBe('2026-04-15T09:00:00.000Z');
  });

  it('accepts a period end exactly 30 days away, and not one a second short of it', () => {
    const anchor = utc('2026-01-01T00:00:00Z');
    const exactly = cancellationEffectiveDate({ now: utc('2026-03-02T00:00:00Z'), anchor, interval: 'month' });
    expect(iso(exactly)).toBe('2026-04-01T00:00:00.000Z');
    const short = cancellationEffectiveDate({ now: utc('2026-03-02T00:00:01Z'), anchor, interval: 'month' });
    expect(iso(short)).toBe('2026-05-01T00:00:00.000Z');
  });

  it('handles month ends and February for periods starting on the 29th, 30th and 31st', () => {
    // Anchor on the 31st, asked 20 January: +30 is 19 February, in the period ending 28 February.
    expect(iso(cancellationEffectiveDate({ now: utc('2026-01-20T00:00:00Z'), anchor: utc('2025-12-31T00:00:00Z'), interval: 'month' }))).toBe('2026-02-28T00:00:00.000Z');
    // The same in a leap year ends on the 29th.
    expect(iso(cancellationEffectiveDate({ now: utc('2028-01-20T00:00:00Z'), anchor: utc('2027-12-31T00:00:00Z'), interval: 'month' }))).toBe('2028-02-29T00:00:00.000Z');
    // Anchor on the 30th, asked 5 February: +30 is 7 March, in the period ending 30 March.
    expect(iso(cancellationEffectiveDate({ now: utc('2026-02-05T00:00:00Z'), anchor: utc('2026-01-30T00:00:00Z'), interval: 'month' }))).toBe('2026-03-30T00:00:00.000Z');
    // Anchor on the 29th, asked 1 February 2026: +30 is 3 March; February's end (28th) is too early.
    expect(iso(cancellationEffectiveDate({ now: utc('2026-02-01T00:00:00Z'), anchor: utc('2026-01-29T00:00:00Z'), interval: 'month' }))).toBe('2026-03-29T00:00:00.000Z');
    // Anchor on the 31st, asked 1 April: +30 is 1 May, in the period ending 31 May.
    expect(iso(cancellationEffectiveDate({ now: utc('2026-04-01T00:00:00Z'), anchor: utc('2026-01-31T00:00:00Z'), interval: 'month' }))).toBe('2026-05-31T00:00:00.000Z');
  });

  it('crosses years and handles yearly plans anchored on 29 February', () => {
    expect(iso(cancellationEffectiveDate({ now: utc('2026-12-15T00:00:00Z'), anchor: utc('2026-06-20T00:00:00Z'), interval: 'month' }))).toBe('2027-01-20T00:00:00.000Z');
    expect(iso(cancellationEffectiveDate({ now: utc('2025-02-10T00:00:00Z'), anchor: utc('2024-02-29T00:00:00Z'), interval: 'year' }))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(cancellationEffectiveDate({ now: utc('2025-01-10T00:00:00Z'), anchor: utc('2024-02-29T00:00:00Z'), interval: 'year' }))).toBe('2025-02-28T00:00:00.000Z');
  });

  it('finds the right period years after the anchor', () => {
    const anchor = utc('2020-01-31T06:00:00Z');
    const date = cancellationEffectiveDate({ now: utc('2031-07-15T06:00:00Z'), anchor, interval: 'month' });
    expect(iso(date)).toBe('2031-08-31T06:00:00.000Z');
    expect(iso(periodEndAtOrAfter(anchor, 'month', utc('2031-08-31T06:00:00Z')))).toBe('2031-08-31T06:00:00.000Z');
  });

  it('works in instants, so the member’s time zone only changes how the date is written', () => {
    // Periods end at 23:30 UTC; asked at 00:30 Madrid time (still the previous day in UTC).
    const anchor = utc('2026-01-31T23:30:00Z');
    const date = cancellationEffectiveDate({ now: utc('2026-03-31T22:30:00Z'), anchor, interval: 'month' });
    // +30 days is 30 April 22:30 UTC, just before the period end at 23:30 UTC that day.
    expect(iso(date)).toBe('2026-04-30T23:30:00.000Z');
    const day = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date);
    expect(day('UTC')).toBe('30 April 2026');
    expect(day('Europe/Madrid')).toBe('1 May 2026');
    expect(day('America/Los_Angeles')).toBe('30 April 2026');
  });
});
