import type { WebSocket } from 'ws';
import { decodeBinaryPush, encodeBinaryBroadcast, type PhxCodec, type PhxMessage } from './phoenix-codec';
import type { Channel } from './channel';
import { parseJoinConfig } from './join-params';
import type { SubscriberAuth } from './subscriber';

/** What a socket needs from the server it belongs to. */
export interface SocketHost {
  /** Resolves a join's or update's access token to the claims RLS will use. */
  authenticate(accessToken: unknown): Promise<{ ok: true; auth: SubscriberAuth } | { ok: false; reason: string }>;
  /** Called after a join so the server can (re)install capture for newly named tables. */
  onJoined(channel: Channel): Promise<void>;
  broadcast(from: RealtimeSocket, channel: Channel, payload: Record<string, unknown>): void;
  presenceChanged(topic: string, key: string, joins: Record<string, unknown> | null, leaves: Record<string, unknown> | null): void;
  presenceState(topic: string): Record<string, { metas: Array<Record<string, unknown>> }>;
}

/**
 * The Phoenix channel protocol for one WebSocket (realtime-js ⇄ hosted Realtime): joins with
 * postgres_changes bindings, heartbeats, access_token updates, leaves, broadcast and presence.
 */
export class RealtimeSocket {
  readonly channels = new Map<string, Channel>();
  private presenceRef = 0;

  constructor(
    private readonly ws: WebSocket,
    private readonly codec: PhxCodec,
    private readonly host: SocketHost,
    private readonly keyRoleAuth: SubscriberAuth,
  ) {}

  send(message: PhxMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    const userPayload = message.payload.payload;
    if (message.event === 'broadcast' && Buffer.isBuffer(userPayload)) {
      // Raw-byte broadcasts only exist in vsn 2; a vsn 1 client could not read them.
      if (this.codec.binary) this.ws.send(encodeBinaryBroadcast(message.topic, String(message.payload.event), userPayload));
      return;
    }
    this.ws.send(this.codec.encode(message));
  }

  async receive(data: string | Buffer): Promise<void> {
    let message: PhxMessage | null;
    try {
      message = typeof data === 'string' ? this.codec.decode(data) : decodeBinaryPush(data);
    } catch {
      message = null;
    }
    if (!message) return;
    const { topic, event } = message;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(message, 'ok', {});
    if (event === 'phx_join') return this.join(message);
    const channel = this.channels.get(topic);
    if (!channel) return this.reply(message, 'error', { reason: 'unmatched topic' });
    switch (event) {
      case 'phx_leave':
        this.leave(channel);
        return this.reply(message, 'ok', {});
      case 'access_token':
        return this.updateToken(channel, message);
      case 'broadcast':
        this.host.broadcast(this, channel, message.payload);
        if (channel.broadcastAck) this.reply(message, 'ok', {});
        return;
      case 'presence':
        this.presence(channel, message.payload);
        return this.reply(message, 'ok', {});
      default:
        return this.reply(message, 'ok', {});
    }
  }

  close(): void {
    for (const channel of [...this.channels.values()]) this.leave(channel);
  }

  /** Ends a channel from the server side (expired or revoked token), as hosted does. */
  closeChannel(channel: Channel, reason: string): void {
    this.pushSystem(channel, 'error', reason);
    this.send({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
    this.leave(channel);
  }

  private async join(message: PhxMessage): Promise<void> {
    const existing = this.channels.get(message.topic);
    if (existing) this.leave(existing);
    const config = parseJoinConfig(message.payload);
    if ('error' in config) return this.reply(message, 'error', { reason: config.error });
    const token = message.payload.access_token;
    const auth = token === undefined || token === null ? { ok: true as const, auth: this.keyRoleAuth } : await this.host.authenticate(token);
    if (!auth.ok) return this.reply(message, 'error', { reason: auth.reason });

    const channel: Channel = {
      topic: message.topic,
      joinRef: message.joinRef ?? message.ref,
      bindings: config.bindings,
      auth: auth.auth,
      broadcastSelf: config.broadcastSelf,
      broadcastAck: config.broadcastAck,
      presenceKey: config.presenceKey,
      presenceMeta: null,
    };
    this.channels.set(channel.topic, channel);
    await this.host.onJoined(channel);
    this.reply(message, 'ok', config.bindings.length > 0 ? { postgres_changes: config.reply } : {});
    if (config.bindings.length > 0) this.pushSystem(channel, 'ok', 'Subscribed to PostgreSQL', 'postgres_changes');
    if (config.presenceEnabled) {
      this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'presence_state', payload: this.host.presenceState(channel.topic) });
    }
  }

  private leave(channel: Channel): void {
    if (this.channels.get(channel.topic) !== channel) return;
    this.channels.delete(channel.topic);
    if (channel.presenceMeta) this.host.presenceChanged(channel.topic, channel.presenceKey, null, channel.presenceMeta);
  }

  private async updateToken(channel: Channel, message: PhxMessage): Promise<void> {
    const result = await this.host.authenticate(message.payload.access_token);
    if (result.ok) channel.auth = result.auth;
    else this.closeChannel(channel, result.reason);
  }

  private presence(channel: Channel, payload: Record<string, unknown>): void {
    if (payload.event === 'track') {
      const previous = channel.presenceMeta;
      const meta = { ...((payload.payload as Record<string, unknown>) ?? {}), phx_ref: `${++this.presenceRef}` };
      channel.presenceMeta = meta;
      this.host.presenceChanged(channel.topic, channel.presenceKey, meta, previous);
    } else if (payload.event === 'untrack' && channel.presenceMeta) {
      const previous = channel.presenceMeta;
      channel.presenceMeta = null;
      this.host.presenceChanged(channel.topic, channel.presenceKey, null, previous);
    }
  }

  private reply(message: PhxMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({ joinRef: message.joinRef, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: { status, response } });
  }

  private pushSystem(channel: Channel, status: 'ok' | 'error', text: string, extension = 'system'): void {
    const name = channel.topic.replace(/^realtime:/, '');
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { channel: name, extension, message: text, status },
    });
  }
}
