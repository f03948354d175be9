import { memoryStore } from '@/lib/offline/memory-store';
import type { OfflineStore } from '@/lib/offline/store';
import {
  PENDING_ALARM_KEY,
  PENDING_ALARM_STORED_EVENT,
  announcePendingAlarm,
  clearPendingAlarm,
  loadPendingAlarm,
  newPendingAlarm,
  pendingAlarmSchema,
  savePendingAlarm,
} from '@/lib/sos/pending-alarm';

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

describe('alarms the pendant raises (docs/pendant-protocol.md#what-the-app-does)', () => {
  it('keeps the sources pendant and fall, and nothing the server does not take from a browser', async () => {
    const store = memoryStore();
    for (const source of ['pendant', 'fall'] as const) {
      await savePendingAlarm(store, newPendingAlarm(source, 3_000, `req-${source}`));
      expect(await loadPendingAlarm(store)).toMatchObject({ source, clientRequestId: `req-${source}` });
    }
    expect(pendingAlarmSchema.safeParse({ ...newPendingAlarm('app', 0, 'x'), source: 'check_in' }).success).toBe(false);
    expect(pendingAlarmSchema.safeParse({ ...newPendingAlarm('app', 0, 'x'), source: 'voice' }).success).toBe(false);
  });

  it('announcing a stored alarm tells whether an open /sos page took it over', () => {
    const target = new EventTarget();
    expect(announcePendingAlarm(target)).toBe(false);
    const takeOver = (event: Event) => event.preventDefault();
    target.addEventListener(PENDING_ALARM_STORED_EVENT, takeOver);
    expect(announcePendingAlarm(target)).toBe(true);
  });
});
