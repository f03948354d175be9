/**
 * Background Sync: the browser fires our worker's `sync` event when a network is back, even with
 * every tab of the site closed (public/sw.js sends the pending alarm then). Chromium has it;
 * where it is missing, the open page keeps retrying by itself.
 */
export const PENDING_ALARM_SYNC_TAG = 'ice-sos-pending-alarm';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks for a sync of the pending alarm; false where the browser cannot (no worker, no sync, refused). */
export async function requestPendingAlarmSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    // Only an existing registration: `ready` would wait forever on a page without a worker.
    const registration = (await navigator.serviceWorker.getRegistration('/')) as SyncRegistration | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(PENDING_ALARM_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
