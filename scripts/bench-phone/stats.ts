/**
 * The arithmetic of `npm run bench:phone`, kept pure so it is unit-tested
 * (__tests__/scripts/bench-phone.test.ts).
 */

/**
 * The median (the mean of the middle two for an even count). A run that never got there is
 * Infinity, so it sorts above every measured one and a dropped run can never make the figure look
 * fast; NaN for no runs at all.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What counts as long: the Long Tasks API reports tasks over 50 ms, and only the excess blocks. */
export const LONG_TASK_MS = 50;

/**
 * Total blocking time as issue 48 defines it: the sum over long tasks of (duration − 50 ms),
 * for the tasks that started up to `until` ms after navigation start (load + 5 s). Unlike
 * Lighthouse's TBT, tasks before the first paint count too: a frozen page is frozen either way.
 */
export function totalBlockingTime(tasks: readonly { startTime: number; duration: number }[], until = Number.POSITIVE_INFINITY): number {
  return tasks.filter((task) => task.startTime <= until).reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
}

/** Largest contentful paint: the last candidate the browser reported (0 entries: NaN). */
export function largestContentfulPaint(entries: readonly { startTime: number }[]): number {
  return entries.length === 0 ? Number.NaN : entries[entries.length - 1].startTime;
}
