import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { memoryStore } from './memory-store';

/**
 * The browser's offline state (docs/architecture.md#the-offline-app): one IndexedDB database and
 * store that the pages (through idb-keyval) and the service worker (public/sw.js, with the raw
 * IndexedDB API) both open. Keys: MEMBER_STATE_KEY, PENDING_ALARM_KEY, SENT_ALARM_KEY.
 * The names are part of the contract with public/sw.js: change them together.
 */
export const OFFLINE_DB_NAME = 'ice-sos-offline';
export const OFFLINE_STORE_NAME = 'state';

/** The few async operations we use, so tests inject a Map-backed fake (lib/offline/memory-store.ts). */
export type OfflineStore = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Deletes the key only if its current value passes `test`, in one transaction (no lost update). */
  delIf(key: string, test: (value: unknown) => boolean): Promise<boolean>;
  clear(): Promise<void>;
};

function idbStore(): OfflineStore {
  const inStore: UseStore = createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME);
  return {
    get: (key) => get(key, inStore),
    set: (key, value) => set(key, value, inStore),
    del: (key) => del(key, inStore),
    delIf: (key, test) =>
      inStore('readwrite', (store) => {
        const request = store.get(key);
        return new Promise<boolean>((resolve, reject) => {
          request.onsuccess = () => {
            if (request.result === undefined || !test(request.result)) return resolve(false);
            store.delete(key);
            resolve(true);
          };
          request.onerror = () => reject(request.error);
        });
      }),
    clear: () => clear(inStore),
  };
}

let shared: OfflineStore | null = null;

/**
 * The browser's store. Without IndexedDB (very old browsers, some private modes, tests) it is a
 * store in memory: a tap still works for as long as the page lives, it only cannot outlive it.
 */
export function offlineStore(): OfflineStore {
  if (shared) return shared;
  shared = typeof indexedDB === 'undefined' ? memoryStore() : idbStore();
  return shared;
}
