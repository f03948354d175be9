import type { OfflineStore } from '@/lib/offline/store';
import { readStored, writeStored } from '@/lib/offline/stored-value';
import { z } from '@/lib/zod-mini';

/**
 * The alarm the member raised but the server has not confirmed yet. Kept in the browser's
 * IndexedDB (lib/offline/store.ts) so a reload, a crash or a closed tab does not lose it: the /sos
 * page resumes sending it at once, and the service worker sends it with Background Sync when the
 * network returns, with no page open (docs/architecture.md#the-offline-app). The client request id
 * travels with it, so however many times and by whichever path it is sent, the server keeps one
 * alarm (raise_sos is idempotent on it).
 */
export const PENDING_ALARM_KEY = 'pending-alarm';

export const pendingAlarmSchema = z.object({
  clientRequestId: z.string().check(z.minLength(1), z.maxLength(100)),
  // 'pendant' and 'fall' are stored by the pendant's countdown (components/pendant/use-pendant-alarm.ts),
  // which hands the alarm to /sos to send (docs/pendant-protocol.md#what-the-app-does).
  source: z.enum(['app', 'test', 'pendant', 'fall']),
  createdAt: z.number(),
  position: z.nullable(z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.nullable(z.number()) })),
});

export type PendingAlarm = z.infer<typeof pendingAlarmSchema>;

/** The smallest part of the Web Storage API that other local-storage helpers take (lib/sos/family-alert-storage.ts). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function newPendingAlarm(source: PendingAlarm['source'], now: number, id: string): PendingAlarm {
  return { clientRequestId: id, source, createdAt: now, position: null };
}

/** The pending alarm, or null when there is none, what is stored is not one, or storage failed. */
export function loadPendingAlarm(store: OfflineStore): Promise<PendingAlarm | null> {
  return readStored(store, PENDING_ALARM_KEY, pendingAlarmSchema);
}

/**
 * Said on `window` once another part of the app (the pendant's countdown) has stored a pending
 * alarm for /sos to send. A /sos page that is already open and takes it over calls
 * preventDefault(), so the sender knows it need not open the page again.
 */
export const PENDING_ALARM_STORED_EVENT = 'ice-sos:pending-alarm-stored';

/** True when an open /sos page took the stored alarm over (see PENDING_ALARM_STORED_EVENT). */
export function announcePendingAlarm(target: EventTarget = window): boolean {
  return !target.dispatchEvent(new Event(PENDING_ALARM_STORED_EVENT, { cancelable: true }));
}

/** Stores the alarm; false when storage refused (private mode, quota) — sending goes on anyway. */
export function savePendingAlarm(store: OfflineStore, alarm: PendingAlarm): Promise<boolean> {
  return writeStored(store, PENDING_ALARM_KEY, alarm);
}

const isAlarm = (clientRequestId: string) => (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { clientRequestId?: unknown }).clientRequestId === clientRequestId;

/** Forgets the alarm once the server confirmed it, and only if it is still the same one. */
export async function clearPendingAlarm(store: OfflineStore, clientRequestId: string): Promise<void> {
  try {
    await store.delIf(PENDING_ALARM_KEY, isAlarm(clientRequestId));
  } catch {
    // Storage unavailable: nothing was kept, nothing to forget.
  }
}
