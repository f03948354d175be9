import { z } from '@/lib/zod';

/**
 * The alarm the member raised but the server has not confirmed yet. Kept in local storage so a
 * reload, a crash or a closed tab does not lose it: the /sos page resumes sending it at once.
 * The client request id travels with it, so however many times it is sent, the server keeps one
 * alarm (raise_sos is idempotent on it).
 */
export const PENDING_ALARM_KEY = 'ice-sos:pending-alarm';

const pendingAlarmSchema = z.object({
  clientRequestId: z.string().min(1).max(100),
  source: z.enum(['app', 'test']),
  createdAt: z.number(),
  position: z
    .object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullable() })
    .nullable(),
});

export type PendingAlarm = z.infer<typeof pendingAlarmSchema>;

/** The smallest part of the Web Storage API we use, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function newPendingAlarm(source: PendingAlarm['source'], now: number, id: string): PendingAlarm {
  return { clientRequestId: id, source, createdAt: now, position: null };
}

/** The pending alarm, or null when there is none or what is stored is not one. */
export function loadPendingAlarm(storage: KeyValueStorage): PendingAlarm | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_ALARM_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = pendingAlarmSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores the alarm; false when storage refused (private mode, quota) — sending goes on anyway. */
export function savePendingAlarm(storage: KeyValueStorage, alarm: PendingAlarm): boolean {
  try {
    storage.setItem(PENDING_ALARM_KEY, JSON.stringify(alarm));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the alarm once the server confirmed it, and only if it is still the same one. */
export function clearPendingAlarm(storage: KeyValueStorage, clientRequestId: string): void {
  try {
    if (loadPendingAlarm(storage)?.clientRequestId === clientRequestId) storage.removeItem(PENDING_ALARM_KEY);
  } catch {
    // Storage unavailable: nothing was kept, nothing to forget.
  }
}
