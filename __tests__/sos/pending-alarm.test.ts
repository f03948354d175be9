import { memoryStore } from '@/lib/offline/memory-store';
import type { OfflineStore } from '@/lib/offline/store';
import { PENDING_ALARM_KEY, clearPendingAlarm, loadPendingAlarm, newPendingAlarm, savePendingAlarm } from '@/lib/sos/pending-alarm';

/** The pending alarm in the browser's offline store (IndexedDB there; a Map-backed fake here). */
describe('pending alarm storage', () => {
  it('keeps an alarm across a reload and forgets it once confirmed', async () => {
    const store = memoryStore();
    const alarm = { ...newPendingAlarm('app', 1_000, 'req-1'), position: { latitude: 1, longitude: 2, accuracy: null } };
    expect(await savePendingAlarm(store, alarm)).toBe(true);
    expect(await loadPendingAlarm(store)).toEqual(alarm);
    await clearPendingAlarm(store, 'req-1');
    expect(await loadPendingAlarm(store)).toBeNull();
  });

  it('does not forget a newer alarm when an older one is confirmed', async () => {
    const store = memoryStore();
    await savePendingAlarm(store, newPendingAlarm('app', 2_000, 'req-2'));
    await clearPendingAlarm(store, 'req-1');
    expect((await loadPendingAlarm(store))?.clientRequestId).toBe('req-2');
  });

  it('ignores what is not an alarm and survives storage that throws', async () => {
    const store = memoryStore();
    store.data.set(PENDING_ALARM_KEY, { clientRequestId: 5 });
    expect(await loadPendingAlarm(store)).toBeNull();
    store.data.set(PENDING_ALARM_KEY, 'not an alarm');
    expect(await loadPendingAlarm(store)).toBeNull();
    const fail = () => Promise.reject(new Error('denied'));
    const broken: OfflineStore = { get: fail, set: fail, del: fail, delIf: fail, clear: fail };
    expect(await loadPendingAlarm(broken)).toBeNull();
    expect(await savePendingAlarm(broken, newPendingAlarm('test', 0, 'x'))).toBe(false);
    await expect(clearPendingAlarm(broken, 'x')).resolves.toBeUndefined();
  });
});
