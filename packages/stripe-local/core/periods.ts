/**
 * Billing periods on calendar months, as Stripe computes them: every period end is the anchor plus a
 * whole number of intervals, on the anchor's day of month, clamped to the month's last day
 * (an anchor on 31 January renews on 28/29 February, then on 31 March: no drift).
 */
export type Interval = 'day' | 'week' | 'month' | 'year';

export interface Recurrence {
  interval: Interval;
  interval_count: number;
}

function addMonthsClamped(anchor: number, months: number): number {
  const date = new Date(anchor * 1000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()) / 1000;
}

/** The anchor moved forward by `count` recurrences. */
export function addRecurrences(anchor: number, recurrence: Recurrence, count: number): number {
  const n = recurrence.interval_count * count;
  switch (recurrence.interval) {
    case 'day':
      return anchor + n * 86_400;
    case 'week':
      return anchor + n * 7 * 86_400;
    case 'month':
      return addMonthsClamped(anchor, n);
    case 'year':
      return addMonthsClamped(anchor, 12 * n);
  }
}

/** The first period boundary of `anchor`'s schedule strictly after `after`. */
export function nextPeriodEnd(anchor: number, recurrence: Recurrence, after: number): number {
  if (anchor > after) return anchor;
  // Periods are few per jump (one per interval), so stepping from the anchor is cheap and exact.
  let count = 1;
  let end = addRecurrences(anchor, recurrence, count);
  while (end <= after) end = addRecurrences(anchor, recurrence, ++count);
  return end;
}
