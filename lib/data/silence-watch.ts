import 'server-only';
import type { AdminClient } from '@/lib/data/sos-outbox';

export type SilenceWatchPass = { opened: number; cleared: number };

/**
 * One pass of the silence watch (run_silence_watch, migration 20261130000300; service role):
 * notices for a pendant gone quiet or low on battery, each told once and cleared when it reports
 * again (docs/product.md#silence-watch, docs/architecture.md#watches). Throws the backend's
 * message when the call fails; the caller (lib/notify/run-every.ts) keeps asking.
 */
export async function runSilenceWatch(admin: AdminClient): Promise<SilenceWatchPass> {
  const { data, error } = await admin.rpc('run_silence_watch');
  if (error) throw new Error(`running the silence watch: ${error.message}`);
  const [pass] = data ?? [];
  return { opened: pass?.opened ?? 0, cleared: pass?.cleared ?? 0 };
}
