/**
 * Whether two moments fall on the same calendar day in the given time zone. A day is a local
 * thing: 00:30 in Amsterdam is still the previous day in UTC, so "today" must be decided in the
 * zone the moment is shown in, or a card could show a bare time for yesterday's alarm.
 */
export function isSameDay(a: Date, b: Date, timeZone: string): boolean {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(a) === day.format(b);
}
