import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/database';
import { isOpaqueApiKey, verifyAccessToken } from '../auth/access-token';
import { codecFor } from './phoenix-codec';
import { RealtimeSocket, type SocketHost } from './realtime-socket';
import type { Channel } from './channel';
import { subscriberAuth, type SubscriberAuth } from './subscriber';
import { CHANGE_CHANNEL, syncCaptureTriggers, takeFromOutbox, type PublishedTable } from './change-capture';
import { deliverChange, type RawChange } from './change-delivery';

export interface RealtimeServerDeps {
  db: Database;
  jwtSecret: string;
  apiKeys: { publishableKey: string; secretKey: string };
  log: (line: string) => void;
}

const WEBSOCKET_PATH = '/realtime/v1/websocket';

/** `/realtime/v1/websocket`: sockets, topics, and the pg_notify → postgres_changes pipeline. */
export class RealtimeServer implements SocketHost {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  private readonly sockets = new Set<RealtimeSocket>();
  private readonly presence = new Map<string, Map<string, Record<string, unknown>>>();
  private tables = new Map<string, PublishedTable>();
  private readonly secret: Uint8Array;
  private unlisten: (() => Promise<void>) | null = null;
  /** Changes are delivered one at a time, in commit order. */
  private pipeline: Promise<void> = Promise.resolve();

  constructor(private readonly deps: RealtimeServerDeps) {
    this.secret = new TextEncoder().encode(deps.jwtSecret);
  }

  async start(): Promise<void> {
    await this.refreshTables();
    await this.deps.db.query('delete from supabase_local.realtime_outbox');
    this.unlisten = await this.deps.db.listen(CHANGE_CHANNEL, (payload) => {
      this.pipeline = this.pipeline
        .then(() => this.onNotification(payload))
        .catch((error: unknown) => console.error('realtime: change delivery failed:', error));
    });
  }

  async stop(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.pipeline;
    await this.unlisten?.().catch(() => undefined);
  }

  /** Number of joined channels, for the bench and tests. */
  channelCount(): number {
    let count = 0;
    for (const socket of this.sockets) count += socket.channels.size;
    return count;
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
      const client = new RealtimeSocket(ws, codecFor(url.searchParams.get('vsn')), this, subscriberAuth({ role: keyRole }));
      this.sockets.add(client);
      ws.on('message', (data, isBinary) => {
        const frame = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
        void client.receive(isBinary ? frame : frame.toString('utf8')).catch((e: unknown) => console.error('realtime:', e));
      });
      ws.on('close', () => {
        this.sockets.delete(client);
        client.close();
      });
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

  async onJoined(channel: Channel): Promise<void> {
    const unknown = channel.bindings.some(
      (b) => b.table && b.table !== '*' && !this.tables.has(`${b.schema}.${b.table}`),
    );
    // A table may have joined the publication since start (ALTER PUBLICATION … ADD TABLE).
    if (unknown) await this.refreshTables();
  }

  broadcast(from: RealtimeSocket, channel: Channel, payload: Record<string, unknown>): void {
    for (const socket of this.sockets) {
      const target = socket.channels.get(channel.topic);
      if (!target || (socket === from && !channel.broadcastSelf)) continue;
      socket.send({ joinRef: null, ref: null, topic: channel.topic, event: 'broadcast', payload });
    }
  }

  /** `POST /realtime/v1/api/broadcast` (channel.send before subscribing, or from a server). */
  broadcastFromRest(messages: Array<{ topic: string; event: string; payload: unknown }>): void {
    for (const message of messages) {
      const topic = message.topic.startsWith('realtime:') ? message.topic : `realtime:${message.topic}`;
      const payload = { type: 'broadcast', event: message.event, payload: message.payload };
      for (const socket of this.sockets) {
        if (socket.channels.has(topic)) socket.send({ joinRef: null, ref: null, topic, event: 'broadcast', payload });
      }
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
    for (const socket of this.sockets) {
      if (socket.channels.has(topic)) socket.send({ joinRef: null, ref: null, topic, event: 'presence_diff', payload: diff });
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
    await deliverChange(this.deps.db, table, change, this.sockets);
  }
}

function headerValue(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}
