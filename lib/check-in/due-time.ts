import { MAX_DUE_MINUTES, MAX_DUE_MS, MIN_DUE_MINUTES, MIN_DUE_MS } from './limits';

/**
 * When a check-in is due, from what the member chose (docs/product.md#check-in): "in" a
 * duration, or "at" a time of day today or tomorrow in their own time zone (the browser's). Pure:
 * the clock and the zone are arguments, so the form (browser clock, for the preview) and the action
 * (server clock, for the real due time) compute it the same way.
 */

export type Day = 'today' | 'tomorrow';

/** Why a due time cannot be used, as the database would refuse it (ICE40 / ICE41). */
export type DueTimeProblem = 'past' | 'tooSoon' | 'tooFar';

/** A duration in whole minutes from the form's hours and minutes, or null when either is not a whole number. */
export function durationMinutes(hours: string, minutes: string): number | null {
  const h = hours.trim() === '' ? 0 : Number(hours);
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || m < 0) return null;
  return h * 60 + m;
}

/** Whether a duration is within 1 minute to 24 hours. */
export function isDurationInRange(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= MIN_DUE_MINUTES && minutes <= MAX_DUE_MINUTES;
}

/**
 * The due time `minutes` from `now`. "In 1 minute" reaches the database a moment later, a little
 * under a minute away: start_check_in allows for that (50 s of slack), so nothing is added here.
 */
export function dueFromDuration(now: number, minutes: number): Date {
  return new Date(now + minutes * 60_000);
}

/** "HH:MM" (what <input type="time"> gives; seconds, if any, are ignored) → hours and minutes. */
export function parseTimeOfDay(value: string): { hour: number; minute: number } | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(value.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: number, timeZone: string): Wall {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in a zone. A time the clocks skip (spring forward) is taken
 * as the same distance after the change (02:30 becomes 03:30); a time that happens twice (fall
 * back) as its later occurrence, so a check-in is never due before the member meant.
 */
export function wallTimeToInstant(date: { year: number; month: number; day: number }, time: { hour: number; minute: number }, timeZone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  const first = zoneOffset(guess, timeZone);
  const candidate = guess - first;
  const second = zoneOffset(candidate, timeZone);
  return new Date(second === first ? candidate : guess - second);
}

/**
 * The due time for "at HH:MM today/tomorrow" in `timeZone`, or null when the time is not one.
 * A time earlier than now stays today (and is then refused as past): only the member's own choice
 * of "tomorrow" makes it tomorrow.
 */
export function dueFromTimeOfDay(now: number, time: string, day: Day, timeZone: string): Date | null {
  const parsed = parseTimeOfDay(time);
  if (!parsed || !isTimeZone(timeZone)) return null;
  const today = wallClock(now, timeZone);
  // Date.UTC rolls the 32nd over into the next month, and so on.
  const calendar = new Date(Date.UTC(today.year, today.month - 1, today.day + (day === 'tomorrow' ? 1 : 0)));
  return wallTimeToInstant({ year: calendar.getUTCFullYear(), month: calendar.getUTCMonth() + 1, day: calendar.getUTCDate() }, parsed, timeZone);
}

/** Why a due time cannot be used now, or null when it can (1 minute to 24 hours away). */
export function dueTimeProblem(due: Date, now: number): DueTimeProblem | null {
  const ahead = due.getTime() - now;
  if (ahead <= 0) return 'past';
  if (ahead < MIN_DUE_MS) return 'tooSoon';
  if (ahead > MAX_DUE_MS) return 'tooFar';
  return null;
}

/** Whether `due` falls on the same calendar day as `now` in the zone, or the next one, or later. */
export function dueDay(due: Date, now: number, timeZone: string): Day | 'later' {
  const key = (instant: number) => {
    const wall = wallClock(instant, timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day);
  };
  const days = Math.round((key(due.getTime()) - key(now)) / 86_400_000);
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
}
