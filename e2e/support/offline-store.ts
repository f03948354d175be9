import type { Page } from '@playwright/test';

/**
 * A value of the browser's offline store (lib/offline/store.ts: IndexedDB "ice-sos-offline",
 * store "state"; keys "member", "pending-alarm", "sent-alarm"), read in the page, or null.
 */
export const readOfflineStore = (page: Page, key: string) =>
  page.evaluate(
    (storeKey) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('ice-sos-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('state');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('state', 'readonly').objectStore('state').get(storeKey);
          read.onsuccess = () => {
            resolve(read.result ?? null);
            db.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );
