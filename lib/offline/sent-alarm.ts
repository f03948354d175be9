import { clearPendingAlarm } from '@/lib/sos/pending-alarm';
import { z } from '@/lib/zod-mini';
import type { OfflineStore } from './store';
import { readStored, writeStored } from './stored-value';

/**
 * When the last pending alarm reached the server, so the offline screen can say "Sent at 12:09"
 * honestly, whichever path sent it (this page, another tab, or the service worker's Background
 * Sync, which writes the same record in public/sw.js).
 */
export const SENT_ALARM_KEY = 'sent-alarm';

const sentAlarmSchema = z.object({ clientRequestId: z.string().check(z.minLength(1), z.maxLength(100)), sentAt: z.number() });
export type SentAlarm = z.infer<typeof sentAlarmSchema>;

export function loadSentAlarm(store: OfflineStore): Promise<SentAlarm | null> {
  return readStored(store, SENT_ALARM_KEY, sentAlarmSchema);
}

/** The server confirmed the alarm: forget it as pending (if it still is this one) and note when it went. */
export async function markAlarmSent(store: OfflineStore, clientRequestId: string, sentAt: number): Promise<SentAlarm> {
  const sent = { clientRequestId, sentAt };
  await clearPendingAlarm(store, clientRequestId);
  // Refused, only the "Sent at" line is lost; the alarm itself is on the server.
  await writeStored(store, SENT_ALARM_KEY, sent);
  return sent;
}

/**
 * The signed-in /sos page saw that no alarm is open: the server is the truth, so the offline screen
 * must not go on saying "Sent at 22:48" about an alarm that has ended since. Refused storage only
 * leaves the old line.
 */
export async function forgetSentAlarm(store: OfflineStore): Promise<void> {
  try {
    await store.del(SENT_ALARM_KEY);
  } catch {
    // Storage refused: nothing else depends on it.
  }
}

