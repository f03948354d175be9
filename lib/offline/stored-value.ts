import type { z } from '@/lib/zod-mini';
import type { OfflineStore } from './store';

/**
 * Reading and writing one key of the offline store the same way for every record (the member's
 * state, the pending alarm, the sent record): a value that is missing, of another shape (an older
 * release wrote it) or unreadable (storage refused) is null, never an exception, and a write that
 * storage refuses (private mode, quota) answers false so the caller goes on without it.
 */
export async function readStored<T>(store: OfflineStore, key: string, schema: z.ZodMiniType<T>): Promise<T | null> {
  try {
    const parsed = schema.safeParse(await store.get(key));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function writeStored(store: OfflineStore, key: string, value: unknown): Promise<boolean> {
  try {
    await store.set(key, value);
    return true;
  } catch {
    return false;
  }
}
