import 'server-only';
import type { AdminClient } from '@/lib/data/sos-outbox';

export type DrillWatchPass = { ended: number; raised: number; reminded: number };

/**
 * One pass of the drill watch (run_drill_watch, migration 20261201000200; service role): drills
 * end by themselves after sos_limits.drill_minutes, members are reminded of tomorrow's scheduled
 * drill, and scheduled drills that are due are raised, skipped or put behind a real alarm
 * (docs/product.md#drills, docs/architecture.md#watches). Throws the backend's message when the
 * call fails; the caller (lib/notify/run-every.ts) keeps asking.
 */
export async function runDrillWatch(admin: AdminClient): Promise<DrillWatchPass> {
  const { data, error } = await admin.rpc('run_drill_watch', {});
  if (error) throw new Error(`running the drill watch: ${error.message}`);
  const [pass] = data ?? [];
  return { ended: pass?.ended ?? 0, raised: pass?.raised ?? 0, reminded: pass?.reminded ?? 0 };
}
