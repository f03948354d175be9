import type { OfflineStore } from './store';

/** An OfflineStore in memory: the fallback where IndexedDB is missing, and the tests' fake. */
export function memoryStore(data: Map<string, unknown> = new Map()): OfflineStore & { data: Map<string, unknown> } {
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    del: async (key) => void data.delete(key),
    delIf: async (key, test) => {
      if (!data.has(key) || !test(data.get(key))) return false;
      data.delete(key);
      return true;
    },
    clear: async () => data.clear(),
  };
}
