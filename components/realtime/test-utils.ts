/**
 * A stand-in for the browser client's realtime part in tests: records channels and their
 * listeners, and lets a test play the server (join status, changes) by hand.
 */
export type FakeChannel = {
  name: string;
  options: unknown;
  listeners: { type: string; filter: Record<string, unknown>; callback: (payload: unknown) => void }[];
  status: ((status: string) => void) | null;
  removed: boolean;
  /** The server says: joined (first time or again after a reconnect), closed, error. */
  setStatus(status: 'SUBSCRIBED' | 'CLOSED' | 'CHANNEL_ERROR' | 'TIMED_OUT'): void;
  /** The server sends a change to every listener whose table matches (all listeners without table). */
  send(payload: Record<string, unknown>, table?: string): void;
};

export function fakeRealtimeClient() {
  const channels: FakeChannel[] = [];
  const client = {
    channel(name: string, options?: unknown) {
      const channel: FakeChannel & Record<string, unknown> = {
        name,
        options,
        listeners: [],
        status: null,
        removed: false,
        setStatus(status) {
          channel.status?.(status);
        },
        send(payload, table) {
          for (const listener of channel.listeners) {
            if (!table || listener.filter.table === table) listener.callback(payload);
          }
        },
        on(type: string, filter: Record<string, unknown>, callback: (payload: unknown) => void) {
          channel.listeners.push({ type, filter, callback });
          return channel;
        },
        subscribe(callback: (status: string) => void) {
          channel.status = callback;
          return channel;
        },
      };
      channels.push(channel);
      return channel;
    },
    removeChannel: jest.fn(async (channel: FakeChannel) => {
      channel.removed = true;
      return 'ok';
    }),
  };
  return { client, channels };
}

/** Lets pending promises (the lazy client import, a fetcher) settle inside act(). */
export async function flushPromises(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
