import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';

/** Subscribes and resolves once the server confirmed the join; rejects with the join error. */
export function subscribeAndWait(channel: RealtimeChannel, timeoutMs = 10_000): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`subscribe to ${channel.topic} timed out`)), timeoutMs);
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve(channel);
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(error ?? new Error(status));
      }
    });
  });
}

/** Polls until `check` returns a truthy value (then returns it) or the time is up. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type ChangePayload = RealtimePostgresChangesPayload<Record<string, unknown>>;
