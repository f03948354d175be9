/** @jest-environment node */
import type { Database } from '../db/database';
import { RealtimeServer } from '../realtime/realtime-server';

/**
 * A database with no published tables that lets the test fire NOTIFYs (PGlite itself cannot be
 * loaded by Jest; the server's real database paths are covered by the backend tests).
 */
function fakeDatabase() {
  const listeners = new Map<string, (payload: string) => void>();
  const db: Record<string, unknown> = {
    query: async () => [],
    exec: async () => [],
    listen: async (channel: string, callback: (payload: string) => void) => {
      listeners.set(channel, callback);
      return async () => undefined;
    },
  };
  db.transaction = async (work: (tx: unknown) => Promise<unknown>) => work(db);
  return { db: db as unknown as Database, listeners };
}

const broadcast = (topic: string) => JSON.stringify({ id: crypto.randomUUID(), topic, event: 'sos_event', private: true, payload: {} });

/*
 * On PGlite the local server lets a request start only once the database broadcasts already
 * committed have been handed to their sockets (server.ts). This is the promise it waits on.
 */
describe('RealtimeServer.broadcastsDelivered: what a request on PGlite waits for', () => {
  let realtime: RealtimeServer;
  let notifyBroadcast: (payload: string) => void;

  beforeEach(async () => {
    const fake = fakeDatabase();
    realtime = new RealtimeServer({ db: fake.db, jwtSecret: 'x'.repeat(32), apiKeys: { publishableKey: 'p', secretKey: 's' }, log: () => undefined });
    await realtime.start();
    const channel = [...fake.listeners.keys()].find((name) => /broadcast/i.test(name));
    if (!channel) throw new Error(`no broadcast channel among ${[...fake.listeners.keys()].join(', ')}`);
    notifyBroadcast = (payload) => fake.listeners.get(channel)!(payload);
  });

  afterEach(() => realtime.stop());

  it('resolves at once when nothing is being delivered', async () => {
    await expect(realtime.broadcastsDelivered()).resolves.toBeUndefined();
  });

  it('waits until every broadcast committed so far has been handed over, then lets requests through', async () => {
    notifyBroadcast(broadcast('sos:a'));
    notifyBroadcast(broadcast('sos:b'));
    let settled = false;
    const delivered = realtime.broadcastsDelivered().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await delivered;
    expect(settled).toBe(true);
    await expect(realtime.broadcastsDelivered()).resolves.toBeUndefined();
  });

  it('still lets requests through when a broadcast cannot be read', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    notifyBroadcast('not json');
    await expect(realtime.broadcastsDelivered()).resolves.toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toHaveBeenCalledWith('realtime: delivery failed:', expect.any(SyntaxError));
    logged.mockRestore();
  });
});
