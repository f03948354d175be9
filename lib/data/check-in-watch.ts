import 'server-only';
import type { AdminClient } from '@/lib/data/sos-outbox';

export type CheckInWatchPass = { reminded: number; raised: number };

/**
 * One pass of the check-in watch (run_check_in_watch, migration 20261130000200; service role):
 * reminders before a check-in is due, and the alarm of each check-in past due + grace, exactly
 * once, over at most `maxRows` rows of each (docs/architecture.md#watches). Throws the backend's
 * message when the call fails; the caller (lib/notify/run-every.ts) keeps asking.
 */
export async function runCheckInWatch(admin: AdminClient, maxRows = 500): Promise<CheckInWatchPass> {
  const { data, error } = await admin.rpc('run_check_in_watch', { max_rows: maxRows });
  if (error) throw new Error(`running the check-in watch: ${error.message}`);
  const [pass] = data ?? [];
  return { reminded: pass?.reminded ?? 0, raised: pass?.raised ?? 0 };
}
