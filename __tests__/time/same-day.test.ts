import { isSameDay } from '@/lib/time/same-day';

describe('isSameDay', () => {
  // 23:50 in Amsterdam on the 24th, and 00:10 there on the 25th: both still the 24th in UTC.
  const lateEvening = new Date('2026-11-24T22:50:00Z');
  const afterMidnight = new Date('2026-11-24T23:10:00Z');

  it('decides the day in the given zone, not in UTC', () => {
    expect(isSameDay(lateEvening, afterMidnight, 'UTC')).toBe(true);
    expect(isSameDay(lateEvening, afterMidnight, 'Europe/Amsterdam')).toBe(false);
  });

  it('counts two moments after local midnight as one day although UTC splits them', () => {
    expect(isSameDay(new Date('2026-11-24T23:30:00Z'), new Date('2026-11-25T00:10:00Z'), 'Europe/Amsterdam')).toBe(true);
    expect(isSameDay(new Date('2026-11-24T23:30:00Z'), new Date('2026-11-25T00:10:00Z'), 'UTC')).toBe(false);
  });
});
