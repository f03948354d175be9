import {
  dueDay,
  dueFromDuration,
  dueFromTimeOfDay,
  dueTimeProblem,
  durationMinutes,
  isDurationInRange,
  isTimeZone,
  parseTimeOfDay,
  wallTimeToInstant,
} from '@/lib/check-in/due-time';

const at = (iso: string) => Date.parse(iso);

describe('a duration (docs/product.md#check-in)', () => {
  it('reads whole hours and minutes, an empty box as 0, and nothing else', () => {
    expect(durationMinutes('1', '30')).toBe(90);
    expect(durationMinutes('', '15')).toBe(15);
    expect(durationMinutes('2', '')).toBe(120);
    expect(durationMinutes(' 0 ', '5')).toBe(5);
    expect(durationMinutes('1.5', '0')).toBeNull();
    expect(durationMinutes('-1', '0')).toBeNull();
    expect(durationMinutes('x', '0')).toBeNull();
  });

  it('runs from 1 minute to 24 hours, both ends included', () => {
    expect(isDurationInRange(0)).toBe(false);
    expect(isDurationInRange(1)).toBe(true);
    expect(isDurationInRange(24 * 60)).toBe(true);
    expect(isDurationInRange(24 * 60 + 1)).toBe(false);
  });

  it('is due that many minutes from now', () => {
    expect(dueFromDuration(at('2026-11-30T20:00:00Z'), 30).toISOString()).toBe('2026-11-30T20:30:00.000Z');
    expect(dueFromDuration(at('2026-11-30T20:00:00Z'), 1).toISOString()).toBe('2026-11-30T20:01:00.000Z');
  });
});

describe('a time of day, on the member’s own clock', () => {
  it('reads HH:MM (seconds ignored) and refuses anything else', () => {
    expect(parseTimeOfDay('23:00')).toEqual({ hour: 23, minute: 0 });
    expect(parseTimeOfDay('07:05:30')).toEqual({ hour: 7, minute: 5 });
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('7:05')).toBeNull();
    expect(parseTimeOfDay('')).toBeNull();
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns a wall-clock time into the instant it names, in winter and in summer', () => {
    expect(wallTimeToInstant({ year: 2026, month: 11, day: 30 }, { hour: 23, minute: 0 }, 'Europe/Madrid').toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(wallTimeToInstant({ year: 2026, month: 7, day: 1 }, { hour: 23, minute: 0 }, 'Europe/Madrid').toISOString()).toBe('2026-07-01T21:00:00.000Z');
    expect(wallTimeToInstant({ year: 2026, month: 7, day: 1 }, { hour: 9, minute: 30 }, 'America/New_York').toISOString()).toBe('2026-07-01T13:30:00.000Z');
  });

  it('moves a time the clocks skip to just after the change, and takes the later of a time that happens twice', () => {
    // Europe: clocks go from 02:00 to 03:00 on 29 March 2026, and from 03:00 back to 02:00 on 25 October.
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 29 }, { hour: 2, minute: 30 }, 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeToInstant({ year: 2026, month: 10, day: 25 }, { hour: 2, minute: 30 }, 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('is today unless the member picks tomorrow; an earlier time stays today (and is past)', () => {
    const now = at('2026-11-30T21:00:00Z'); // 22:00 in Madrid
    expect(dueFromTimeOfDay(now, '23:00', 'today', 'Europe/Madrid')?.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(dueFromTimeOfDay(now, '07:30', 'tomorrow', 'Europe/Madrid')?.toISOString()).toBe('2026-12-01T06:30:00.000Z');
    const earlier = dueFromTimeOfDay(now, '21:00', 'today', 'Europe/Madrid');
    expect(earlier?.toISOString()).toBe('2026-11-30T20:00:00.000Z');
    expect(dueTimeProblem(earlier as Date, now)).toBe('past');
  });

  it('takes "today" from the member’s zone, not UTC’s: 00:30 in Madrid is already the next day', () => {
    const now = at('2026-11-30T23:30:00Z'); // 00:30 on 1 December in Madrid
    expect(dueFromTimeOfDay(now, '08:00', 'today', 'Europe/Madrid')?.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(dueFromTimeOfDay(now, '08:00', 'today', 'UTC')?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('rolls tomorrow over the end of a month and a year', () => {
    expect(dueFromTimeOfDay(at('2026-12-31T20:00:00Z'), '06:00', 'tomorrow', 'UTC')?.toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it('gives nothing for a bad time or zone', () => {
    expect(dueFromTimeOfDay(at('2026-11-30T20:00:00Z'), '25:00', 'today', 'UTC')).toBeNull();
    expect(dueFromTimeOfDay(at('2026-11-30T20:00:00Z'), '21:00', 'today', 'Mars/Base')).toBeNull();
  });
});

describe('the limits of a due time (ICE40, ICE41)', () => {
  const now = at('2026-11-30T20:00:00Z');
  it.each([
    ['2026-11-30T19:59:00Z', 'past'],
    ['2026-11-30T20:00:00Z', 'past'],
    ['2026-11-30T20:00:59Z', 'tooSoon'],
    ['2026-11-30T20:01:00Z', null],
    ['2026-12-01T20:00:00Z', null],
    ['2026-12-01T20:00:01Z', 'tooFar'],
  ])('%s is %s', (due, problem) => {
    expect(dueTimeProblem(new Date(due), now)).toBe(problem);
  });
});

describe('which day a due time falls on', () => {
  it('counts calendar days in the member’s zone', () => {
    const now = at('2026-11-30T21:00:00Z'); // 22:00 in Madrid
    expect(dueDay(new Date('2026-11-30T22:30:00Z'), now, 'Europe/Madrid')).toBe('today'); // 23:30 in Madrid
    expect(dueDay(new Date('2026-11-30T23:00:00Z'), now, 'Europe/Madrid')).toBe('tomorrow'); // midnight in Madrid
    expect(dueDay(new Date('2026-11-30T22:00:00Z'), now, 'UTC')).toBe('today');
    expect(dueDay(new Date('2026-11-30T21:30:00Z'), now, 'Europe/Madrid')).toBe('today');
    expect(dueDay(new Date('2026-12-02T10:00:00Z'), now, 'Europe/Madrid')).toBe('later');
  });
});
