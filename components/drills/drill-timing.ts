import type { Drill } from '@/lib/data/drills';
import { isOpen } from '@/lib/data/sos';

/** Milliseconds from one moment to a later one; never negative (a clock a little off reads as 0). */
export function millisBetween(from: string, to: string): number {
  return Math.max(0, Date.parse(to) - Date.parse(from));
}

/** The drills still running (the newest first), and the ones that are over. */
export function splitDrills(drills: readonly Drill[]): { running: Drill[]; past: Drill[] } {
  return { running: drills.filter((drill) => isOpen(drill)), past: drills.filter((drill) => !isOpen(drill)) };
}
