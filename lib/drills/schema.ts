import { z } from '@/lib/zod';

/**
 * What the drills page sends (docs/product.md#drills). The database checks the same limits again
 * (set_drill_schedule: ICE91-ICE93); these give the form its messages before a round trip.
 */
export const DRILL_DAY = { min: 1, max: 28 } as const;
export const DRILL_HOUR = { min: 0, max: 23 } as const;

/** A zone the runtime knows (IANA); the database checks it against pg_timezone_names too. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const drillScheduleSchema = z.object({
  dayOfMonth: z.coerce.number().int().min(DRILL_DAY.min).max(DRILL_DAY.max),
  hour: z.coerce.number().int().min(DRILL_HOUR.min).max(DRILL_HOUR.max),
  timeZone: z.string().trim().min(1).max(64).refine(isKnownTimeZone),
});
export type DrillScheduleInput = z.infer<typeof drillScheduleSchema>;

/** "Run a drill now": the client's request id makes a retry after a lost answer the same drill. */
export const startDrillSchema = z.object({ clientRequestId: z.string().trim().min(8).max(100) });

export const skipNextDrillSchema = z.object({ skip: z.boolean() });
