import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { DatabaseHandle } from '../db/database';
import { isOpaqueApiKey, verifyAccessToken } from '../auth/access-token';
import { BROADCAST_CHANNEL, deleteExpiredMessages } from '../db/realtime-schema';
import { codecFor, type PhxCodec, type PhxMessage } from './phoenix-codec';
import { RealtimeSocket, subtopicOf, type SocketHost } from './realtime-socket';
import type { Channel } from './channel';
import { authorizeRead, authorizeWrite, type ChannelPolicies, type Extension } from './channel-authorization';
import { parseDatabaseBroadcast, userPayloadOf } from './database-broadcast';
import { subscriberAuth, type SubscriberAuth } from './subscriber';
import { CHANGE_CHANNEL, syncCaptureTriggers, takeFromOutbox, type PublishedTable } from './change-capture';
import { deliverChange, type RawChange } from './change-delivery';
import { JoinedChannels } from './joined-channels';
import { ListenedTables } from './listened-tables';

export interface RealtimeServerDeps {
  db: DatabaseHandle;
  jwtSecret: string;
  apiKeys: { publishableKey: string; secretKey: string };
  log: (line: string) => void;
  /** Awaited before each delivery starts (server.ts: on PostgreSQL, the requests in flight). */
  beforeDelivery?: () => Promise<void>;
}

const WEBSOCKET_PATH = '/realtime/v1/websocket';
const HOUR_MS = 60 * 60 * 1000;
/** Sockets written per turn of the event loop when a committed message fans out (see deliverInSlices). */
const DELIVERY_SLICE = 500;

/**
 * Local extension (hosted re-checks policies only at join and on a new access token): a private
 * broadcast with this event makes the server check again, at once, the channels joined to its
 * topic, and close those whose read access ended. Migrations send it when access changes. When
 * the payload names the person (`family_member_id`), only that person's channels are checked: one
 * link's change must not cost a check per listener of a big family.
 */
export const REAUTHORIZE_EVENT = 'access_changed';

const DENIED: ChannelPolicies = { broadcast: { read: false, write: false }, presence: { read: false, write: false } };

/** `/realtime/v1/websocket`: sockets, topics, and the pg_notify → postgres_changes pipeline. */
export class RealtimeServer implements SocketHost {
  // No permessage-deflate (as ws defaults): a fan-out writes one prebuilt frame to every socket
  // (RealtimeSocket.sendShared), which a compressing socket could not take.
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024, perMessageDeflate: false });
  private readonly joined = new JoinedChannels();
  private readonly listened: ListenedTables;
  private readonly presence = new Map<string, Map<string, Record<string, unknown>>>();
  private tables = new Map<string, PublishedTable>();
  private readonly secret: Uint8Array;
  private readonly unlisteners: Array<() => Promise<void>> = [];
  private cleanup: ReturnType<typeof setInterval> | null = null;
  /** Changes are delivered one at a time, in commit order. */
  private pipeline: Promise<void> = Promise.resolve();
  private pendingBroadcasts = 0;
  private broadcastWaiters: Array<() => void> = [];

  constructor(private readonly deps: RealtimeServerDeps) {
    this.secret = new TextEncoder().encode(deps.jwtSecret);
    this.listened = new ListenedTables(deps.db);
  }

  async start(): Promise<void> {
    await this.refreshTables();
    await this.listened.forgetAll();
    await this.deps.db.query('delete from supabase_local.realtime_outbox');
    await deleteExpiredMessages(this.deps.db);
    this.cleanup = setInterval(() => void deleteExpiredMessages(this.deps.db).catch(() => undefined), HOUR_MS);
    this.cleanup.unref();
    // One pipeline for both kinds, so row changes and broadcasts leave in commit order.
    // Each delivery starts on a fresh turn of the event loop. The request whose commit sent the
    // message answers first: a raise_sos is not held up by its family's 5,000 sockets (a slice
    // of 500 takes ~10 ms here, the answer ~1 ms; `npm run bench:sos`). And a burst of messages
    // to thousands of sockets never keeps the server from answering other requests. On
    // PostgreSQL the commit's reply may still be on its way: `beforeDelivery` waits for it.
    const enqueue = (deliver: () => Promise<void>) => {
      this.pipeline = this.pipeline
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => this.deps.beforeDelivery?.())
        .then(deliver)
        .catch((error: unknown) => console.error('realtime: delivery failed:', error));
    };
    this.unlisteners.push(await this.deps.db.listen(CHANGE_CHANNEL, (payload) => enqueue(() => this.onNotification(payload))));
    this.unlisteners.push(
      await this.deps.db.listen(BROADCAST_CHANNEL, (payload) => {
        this.pendingBroadcasts += 1;
        enqueue(() => this.onDatabaseBroadcast(payload).finally(() => this.broadcastHandedOver()));
      }),
    );
  }

  /**
   * Resolves once every database broadcast committed so far has been handed to its sockets. The
   * local server makes requests wait for it when the database is PGlite, which runs in this
   * thread: a request's queries would otherwise hold up the sockets of an alarm already
   * committed (server.ts).
   */
  broadcastsDelivered(): Promise<void> {
    if (this.pendingBroadcasts === 0) return Promise.resolve();
    return new Promise((resolve) => this.broadcastWaiters.push(resolve));
  }

  private broadcastHandedOver(): void {
    this.pendingBroadcasts -= 1;
    if (this.pendingBroadcasts > 0) return;
    const waiters = this.broadcastWaiters;
    this.broadcastWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async stop(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    if (this.cleanup) clearInterval(this.cleanup);
    await this.pipeline;
    for (const unlisten of this.unlisteners) await unlisten().catch(() => undefined);
  }

  /** Number of joined channels, for the bench and tests. */
  channelCount(): number {
    return this.joined.size;
  }

  async refreshTables(): Promise<void> {
    const published = await syncCaptureTriggers(this.deps.db);
    this.tables = new Map(published.map((t) => [`${t.schema}.${t.table}`, t]));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== WEBSOCKET_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const apiKey = url.searchParams.get('apikey') ?? headerValue(req.headers['x-api-key']);
    const keyRole = this.roleOfApiKey(apiKey);
    if (!keyRole) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"Invalid API key"}');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const client = new RealtimeSocket(ws, socket, codecFor(url.searchParams.get('vsn')), this, subscriberAuth({ role: keyRole }));
      ws.on('message', (data, isBinary) => {
        const frame = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
        void client.receive(isBinary ? frame : frame.toString('utf8')).catch((e: unknown) => console.error('realtime:', e));
      });
      ws.on('close', () => client.close());
      ws.on('error', () => ws.terminate());
    });
  }

  async authenticate(accessToken: unknown): Promise<{ ok: true; auth: SubscriberAuth } | { ok: false; reason: string }> {
    if (typeof accessToken !== 'string' || accessToken.length === 0) return { ok: true, auth: subscriberAuth({ role: 'anon' }) };
    // Realtime ignores API keys passed as tokens (realtime_channel.ex: "sb_" <> _): key role, no user.
    if (isOpaqueApiKey(accessToken)) return { ok: true, auth: subscriberAuth({ role: this.roleOfApiKey(accessToken) ?? 'anon' }) };
    const check = await verifyAccessToken(accessToken, this.secret);
    if (!check.ok) return { ok: false, reason: `InvalidJWTToken: ${check.message}` };
    return { ok: true, auth: subscriberAuth(check.claims) };
  }

  channelJoined(socket: RealtimeSocket, channel: Channel): void {
    this.joined.add(socket, channel);
    if (channel.bindings.length > 0) this.listened.listen(channel.bindings);
  }

  channelLeft(socket: RealtimeSocket, channel: Channel): void {
    this.joined.remove(socket, channel);
    if (channel.bindings.length > 0) this.listened.unlisten(channel.bindings);
  }

  async onJoined(channel: Channel): Promise<void> {
    // Answered once its tables' changes are captured (listened-tables.ts).
    if (channel.bindings.length > 0) await this.listened.written();
    const unknown = channel.bindings.some(
      (b) => b.table && b.table !== '*' && !this.tables.has(`${b.schema}.${b.table}`),
    );
    // A table may have joined the publication since start (ALTER PUBLICATION … ADD TABLE).
    if (unknown) await this.refreshTables();
  }

  async authorizeRead(auth: SubscriberAuth, subtopic: string): Promise<ChannelPolicies> {
    // A role that does not exist or a failing database refuses, never crashes the socket.
    return authorizeRead(this.deps.db, auth, subtopic).catch(() => DENIED);
  }

  async authorizeWrite(auth: SubscriberAuth, subtopic: string, extension: Extension): Promise<boolean> {
    return authorizeWrite(this.deps.db, auth, subtopic, extension).catch(() => false);
  }

  broadcast(from: RealtimeSocket, channel: Channel, payload: Record<string, unknown>): void {
    const message: PhxMessage = { joinRef: null, ref: null, topic: channel.topic, event: 'broadcast', payload };
    this.deliver(message, channel.private, channel.broadcastSelf ? null : from);
  }

  /**
   * `POST /realtime/v1/api/broadcast` (channel.send before subscribing, or from a server), and
   * `channel.httpSend()`, whose payload may be raw bytes (a Buffer: vsn 2.0.0 subscribers only).
   */
  broadcastFromRest(messages: Array<{ topic: string; event: string; payload: unknown; private?: boolean }>, trusted: boolean): void {
    for (const message of messages) {
      const topic = message.topic.startsWith('realtime:') ? message.topic : `realtime:${message.topic}`;
      // Only the secret key may reach private channels this way (hosted checks the caller's write policy).
      const isPrivate = message.private === true;
      if (isPrivate && !trusted) continue;
      const payload = { type: 'broadcast', event: message.event, payload: message.payload };
      this.deliver({ joinRef: null, ref: null, topic, event: 'broadcast', payload }, isPrivate, null);
    }
  }

  /**
   * One message to every channel joined to its topic with the same privacy (hosted keeps public
   * and private channels of one name apart), encoded and framed once per wire version.
   */
  private deliver(message: PhxMessage, isPrivate: boolean, except: RealtimeSocket | null): void {
    const framed = new Map<PhxCodec, Buffer | null>();
    for (const socket of this.listeners(message.topic, isPrivate, except)) socket.sendShared(message, framed);
  }

  /**
   * The same, a slice of sockets at a time with a turn of the event loop between slices: one
   * alarm to 5,000 family sockets would otherwise hold the loop for tens of milliseconds, and
   * the raise_sos answer (and every other request) would wait behind it.
   */
  private async deliverInSlices(message: PhxMessage, isPrivate: boolean): Promise<void> {
    const framed = new Map<PhxCodec, Buffer | null>();
    const targets = this.listeners(message.topic, isPrivate, null);
    for (let start = 0; start < targets.length; start += DELIVERY_SLICE) {
      if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const socket of targets.slice(start, start + DELIVERY_SLICE)) socket.sendShared(message, framed);
    }
  }

  private listeners(topic: string, isPrivate: boolean, except: RealtimeSocket | null): RealtimeSocket[] {
    const found: RealtimeSocket[] = [];
    for (const { socket, channel } of this.joined.onTopic(topic)) {
      if (socket !== except && mayHear(channel, isPrivate)) found.push(socket);
    }
    return found;
  }

  /** A row inserted into realtime.messages (realtime.send, broadcast_changes) was committed. */
  private async onDatabaseBroadcast(notification: string): Promise<void> {
    const message = await parseDatabaseBroadcast(this.deps.db, notification);
    if (!message) return;
    const topic = `realtime:${message.topic}`;
    const payload = { type: 'broadcast', event: message.event, payload: userPayloadOf(message), meta: { id: message.id } };
    await this.deliverInSlices({ joinRef: null, ref: null, topic, event: 'broadcast', payload }, message.private);
    if (message.private && message.event === REAUTHORIZE_EVENT) await this.reauthorizeTopic(topic, namedPerson(message.payload));
  }

  /** The private channels joined to `topic` (of `person` only, when named) checked again, once per distinct claims set. */
  private async reauthorizeTopic(topic: string, person: string | null): Promise<void> {
    const byClaims = new Map<string, Array<{ socket: RealtimeSocket; channel: Channel }>>();
    for (const { socket, channel } of this.joined.onTopic(topic)) {
      if (!channel.private) continue;
      if (person !== null && channel.auth.claims.sub !== person) continue;
      const group = byClaims.get(channel.auth.key) ?? [];
      group.push({ socket, channel });
      byClaims.set(channel.auth.key, group);
    }
    for (const group of byClaims.values()) {
      const policies = await this.authorizeRead(group[0].channel.auth, subtopicOf(topic));
      for (const { socket, channel } of group) await socket.reauthorize(channel, policies);
    }
  }

  presenceChanged(topic: string, key: string, joins: Record<string, unknown> | null, leaves: Record<string, unknown> | null): void {
    const state = this.presence.get(topic) ?? new Map<string, Record<string, unknown>>();
    this.presence.set(topic, state);
    if (joins) state.set(key, joins);
    else state.delete(key);
    if (state.size === 0) this.presence.delete(topic);
    const diff = {
      joins: joins ? { [key]: { metas: [joins] } } : {},
      leaves: leaves ? { [key]: { metas: [leaves] } } : {},
    };
    for (const { socket } of [...this.joined.onTopic(topic)]) {
      socket.send({ joinRef: null, ref: null, topic, event: 'presence_diff', payload: diff });
    }
  }

  presenceState(topic: string): Record<string, { metas: Array<Record<string, unknown>> }> {
    const state = this.presence.get(topic);
    return Object.fromEntries([...(state ?? new Map())].map(([key, meta]) => [key, { metas: [meta] }]));
  }

  private roleOfApiKey(key: string | null | undefined): string | null {
    if (key === this.deps.apiKeys.publishableKey) return 'anon';
    if (key === this.deps.apiKeys.secretKey) return 'service_role';
    return null;
  }

  private async onNotification(payload: string): Promise<void> {
    let parsed = JSON.parse(payload) as RawChange | { outbox_id: number };
    if ('outbox_id' in parsed) {
      const text = await takeFromOutbox(this.deps.db, parsed.outbox_id);
      if (!text) return;
      parsed = JSON.parse(text) as RawChange;
    }
    const change = parsed;
    const key = `${change.schema}.${change.table}`;
    let table = this.tables.get(key);
    const row = change.record ?? change.old_record ?? {};
    if (!table || Object.keys(row).some((name) => !table!.columns.some((c) => c.name === name))) {
      await this.refreshTables();
      table = this.tables.get(key);
    }
    if (!table) return;
    await deliverChange(this.deps.db, table, change, this.joined.listeningToChanges());
  }
}

/** The person an access change is about, when its payload names one. */
function namedPerson(payload: unknown): string | null {
  const named = (payload as { family_member_id?: unknown } | null)?.family_member_id;
  return typeof named === 'string' ? named : null;
}

/** A channel hears messages of its own privacy; a private one only with broadcast read. */
function mayHear(channel: Channel, isPrivate: boolean): boolean {
  if (channel.private !== isPrivate) return false;
  return !channel.private || channel.policies?.broadcast.read === true;
}

function headerValue(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}
