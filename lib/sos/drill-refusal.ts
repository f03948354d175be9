/**
 * The two refusals a drill (a test alert, docs/product.md#drills) can meet, and that no retry
 * changes: the test-alert limit (ICE29) and a real alarm of the member that is open (ICE90, the
 * real one comes first). The /sos button, the offline queue's route and the worker all stop on
 * these rather than send again; a real alarm is never refused.
 */
export type DrillRefusal = 'testLimit' | 'realAlarmOpen';

const BY_CODE: Record<string, DrillRefusal> = { ICE29: 'testLimit', ICE90: 'realAlarmOpen' };

export function drillRefusalOf(error: unknown): DrillRefusal | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (BY_CODE[code] ?? null) : null;
}
