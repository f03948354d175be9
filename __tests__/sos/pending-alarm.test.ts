import { PENDING_ALARM_KEY, clearPendingAlarm, loadPendingAlarm, newPendingAlarm, savePendingAlarm, type KeyValueStorage } from '@/lib/sos/pending-alarm';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('pending alarm storage', () => {
  it('keeps an alarm across a reload and forgets it once confirmed', () => {
    const storage = memoryStorage();
    const alarm = { ...newPendingAlarm('app', 1_000, 'req-1'), position: { latitude: 1, longitude: 2, accuracy: null } };
    expect(savePendingAlarm(storage, alarm)).toBe(true);
    expect(loadPendingAlarm(storage)).toEqual(alarm);
    clearPendingAlarm(storage, 'req-1');
    expect(loadPendingAlarm(storage)).toBeNull();
  });

  it('does not forget a newer alarm when an older one is confirmed', () => {
    const storage = memoryStorage();
    savePendingAlarm(storage, newPendingAlarm('app', 2_000, 'req-2'));
    clearPendingAlarm(storage, 'req-1');
    expect(loadPendingAlarm(storage)?.clientRequestId).toBe('req-2');
  });

  it('ignores what is not an alarm and survives storage that throws', () => {
    const storage = memoryStorage();
    storage.data.set(PENDING_ALARM_KEY, '{"clientRequestId": 5}');
    expect(loadPendingAlarm(storage)).toBeNull();
    storage.data.set(PENDING_ALARM_KEY, 'not json');
    expect(loadPendingAlarm(storage)).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(loadPendingAlarm(broken)).toBeNull();
    expect(savePendingAlarm(broken, newPendingAlarm('test', 0, 'x'))).toBe(false);
  });
});
