import { distanceMetres, type LatLng } from './haversine';

/** A position with the time the device measured it (ms since the epoch). */
export type TimedPosition = LatLng & { accuracy: number | null; recordedAt: number };

/**
 * While an SOS is open its trail gets a point every 10 s, or sooner once the member has moved
 * 25 m (data model: "one every 10 s or 25 m"). The floor stops a fast-moving phone (a car covers
 * 25 m in a second) from writing on every GPS callback.
 */
export const TRAIL_INTERVAL_MS = 10_000;
export const TRAIL_DISTANCE_M = 25;
export const TRAIL_FLOOR_MS = 2_000;

/** Should `next` be appended to the trail, given the last point written (null: none yet)? */
export function shouldRecordPosition(last: TimedPosition | null, next: TimedPosition): boolean {
  if (!last) return true;
  const elapsed = next.recordedAt - last.recordedAt;
  if (elapsed >= TRAIL_INTERVAL_MS) return true;
  if (elapsed < TRAIL_FLOOR_MS) return false;
  return distanceMetres(last, next) >= TRAIL_DISTANCE_M;
}
