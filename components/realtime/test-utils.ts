/**
 * A stand-in for the browser client's realtime part in tests: records channels and their
 * listeners, and lets a test play the server (join status, changes, broadcasts) by hand. Like
 * realtime-js, it hands back the existing channel when a topic is asked for again before that
 * channel's removal completed, and counts subscribe() calls so a test can see a second one.
 */
export type FakeChannel = {
  name: string;
  options: unknown;
  listeners: { type: string; filter: Record<string, unknown>; callback: (payload: unknown) => void }[];
  status: ((status: string, error?: Error) => void) | null;
  subscribeCalls: number;
  removed: boolean;
  /** The server says: joined (first time or again after a reconnect), closed, error (with its reason). */
  setStatus(status: 'SUBSCRIBED' | 'CLOSED' | 'CHANNEL_ERROR' | 'TIMED_OUT', error?: Error): void;
  /** The server sends a change to every postgres_changes listener whose table matches (all without table). */
  send(payload: Record<string, unknown>, table?: string): void;
  /** The server sends a broadcast message to the listeners of its event (and of '*'). */
  broadcast(event: string, payload: Record<string, unknown>): void;
};

/** What a private topic's join looks like when the policies refuse it. */
export const refusal = (topic: string) => new Error(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);

export function fakeRealtimeClient() {
  const channels: FakeChannel[] = [];
  const signedInAs: { id: string | null } = { id: 'f1' };
  const client = {
    channel(name: string, options?: unknown) {
      const existing = channels.find((c) => c.name === name && !c.removed);
      if (existing) return existing;
      const channel: FakeChannel & Record<string, unknown> = {
        name,
        options,
        listeners: [],
        status: null,
        subscribeCalls: 0,
        removed: false,
        setStatus(status, error) {
          channel.status?.(status, error);
        },
        send(payload, table) {
          for (const listener of channel.listeners) {
            if (listener.type === 'broadcast') continue;
            if (!table || listener.filter.table === table) listener.callback(payload);
          }
        },
        broadcast(event, payload) {
          for (const listener of channel.listeners) {
            if (listener.type !== 'broadcast') continue;
            if (listener.filter.event === '*' || listener.filter.event === event) listener.callback({ type: 'broadcast', event, payload });
          }
        },
        on(type: string, filter: Record<string, unknown>, callback: (payload: unknown) => void) {
          channel.listeners.push({ type, filter, callback });
          return channel;
        },
        subscribe(callback: (status: string, error?: Error) => void) {
          channel.subscribeCalls += 1;
          // realtime-js ignores a second subscribe() on a joined channel: its callback never hears anything.
          if (channel.subscribeCalls === 1) channel.status = callback;
          return channel;
        },
      };
      channels.push(channel);
      return channel;
    },
    realtime: { setAuth: jest.fn(async () => {}) },
    /** Signed in as `signedInAs.id` (null: signed out). */
    auth: { getSession: jest.fn(async () => ({ data: { session: signedInAs.id ? { user: { id: signedInAs.id } } : null } })) },
    // Like realtime-js, the channel stays the topic's (leaving) until the server answered the leave.
    removeChannel: jest.fn(async (channel: FakeChannel) => {
      await Promise.resolve();
      channel.removed = true;
      return 'ok';
    }),
  };
  return { client, channels, signedInAs };
}

/** Lets pending promises (the lazy client import, a fetcher) settle inside act(). */
export async function flushPromises(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
