import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { binaryBroadcastBytes, decodeBinaryPush, isBinaryBroadcast, type PhxCodec, type PhxMessage } from './phoenix-codec';
import type { Channel } from './channel';
import { canRead, type ChannelPolicies, type Extension } from './channel-authorization';
import { parseJoinConfig } from './join-params';
import { asksForReplay, replayRefusal } from './broadcast-replay';
import { binaryFrame, textFrame } from './text-frame';
import type { SubscriberAuth } from './subscriber';

/** What a socket needs from the server it belongs to. */
export interface SocketHost {
  /** Resolves a join's or update's access token to the claims RLS will use. */
  authenticate(accessToken: unknown): Promise<{ ok: true; auth: SubscriberAuth } | { ok: false; reason: string }>;
  /** A channel joined or left on this socket: what the server delivers by (joined-channels.ts). */
  channelJoined(socket: RealtimeSocket, channel: Channel): void;
  channelLeft(socket: RealtimeSocket, channel: Channel): void;
  /** Called after a join so the server can (re)install capture for newly named tables. */
  onJoined(channel: Channel): Promise<void>;
  /** Realtime Authorization of a private channel: what the policies on realtime.messages allow. */
  authorizeRead(auth: SubscriberAuth, subtopic: string): Promise<ChannelPolicies>;
  authorizeWrite(auth: SubscriberAuth, subtopic: string, extension: Extension): Promise<boolean>;
  broadcast(from: RealtimeSocket, channel: Channel, payload: Record<string, unknown>): void;
  presenceChanged(topic: string, key: string, joins: Record<string, unknown> | null, leaves: Record<string, unknown> | null): void;
  presenceState(topic: string): Record<string, { metas: Array<Record<string, unknown>> }>;
}

/** The channel name without realtime-js's `realtime:` prefix: what policies see as realtime.topic(). */
export function subtopicOf(topic: string): string {
  return topic.replace(/^realtime:/, '');
}

/** Hosted's refusal of a private join the policies do not allow. */
export const unauthorizedReason = (subtopic: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${subtopic}`;
/** Hosted's reason when a joined private channel is closed because read access ended. */
export const revokedReason = (subtopic: string) => `You no longer have permission to read from this Channel topic: ${subtopic}`;

/**
 * The Phoenix channel protocol for one WebSocket (realtime-js ⇄ hosted Realtime): joins with
 * postgres_changes bindings, private channels authorised by policies, heartbeats, access_token
 * updates, leaves, broadcast and presence.
 */
export class RealtimeSocket {
  readonly channels = new Map<string, Channel>();
  private presenceRef = 0;
  /** Set when the WebSocket closed: a join still awaiting its checks must not register then. */
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    /** The upgraded connection ws writes to; a shared frame is written to it directly. */
    private readonly connection: Duplex,
    private readonly codec: PhxCodec,
    private readonly host: SocketHost,
    private readonly keyRoleAuth: SubscriberAuth,
  ) {}

  send(message: PhxMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (isBinaryBroadcast(message)) {
      const bytes = binaryBroadcastBytes(this.codec, message);
      if (bytes) this.ws.send(bytes);
      return;
    }
    this.ws.send(this.codec.encode(message));
  }

  /**
   * The same message to many sockets: encoded and framed once per wire version, not once per
   * socket (a family of 5,000 hears an alarm through one JSON.stringify and one frame), and
   * written as those bytes. A text frame, as realtime-js expects (binary for raw-byte broadcasts). ws writes each of its own
   * frames whole and at once (no compression, no fragments), so these bytes land between its
   * frames, never inside one.
   */
  sendShared(message: PhxMessage, framed: Map<PhxCodec, Buffer | null>): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    let frame = framed.get(this.codec);
    if (frame === undefined) {
      frame = sharedFrame(this.codec, message);
      framed.set(this.codec, frame);
    }
    if (frame) this.connection.write(frame);
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
        // Hosted drops a broadcast the policies do not allow, without a reply.
        if (!(await this.mayWrite(channel, 'broadcast'))) return;
        this.host.broadcast(this, channel, message.payload);
        if (channel.broadcastAck) this.reply(message, 'ok', {});
        return;
      case 'presence':
        if (!(await this.mayWrite(channel, 'presence'))) return this.reply(message, 'error', { reason: 'Unauthorized' });
        this.presence(channel, message.payload);
        return this.reply(message, 'ok', {});
      default:
        return this.reply(message, 'ok', {});
    }
  }

  close(): void {
    this.closed = true;
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
    let policies: ChannelPolicies | null = null;
    if (config.private) {
      const subtopic = subtopicOf(message.topic);
      policies = await this.host.authorizeRead(auth.auth, subtopic);
      const replayDenied = asksForReplay(message.payload) && !policies.broadcast.read;
      if (!canRead(policies) || replayDenied) return this.reply(message, 'error', { reason: unauthorizedReason(subtopic) });
    }
    // We keep no broadcasts to replay: refused as hosted refuses a replay, never an empty one.
    const replay = replayRefusal(message.payload, config.private);
    if (replay) return this.reply(message, 'error', { reason: replay });

    // The socket may have closed while the token or the policies were checked.
    if (this.closed) return;
    const channel: Channel = {
      topic: message.topic,
      joinRef: message.joinRef ?? message.ref,
      bindings: config.bindings,
      auth: auth.auth,
      private: config.private,
      policies,
      broadcastSelf: config.broadcastSelf,
      broadcastAck: config.broadcastAck,
      presenceKey: config.presenceKey,
      presenceMeta: null,
    };
    this.channels.set(channel.topic, channel);
    this.host.channelJoined(this, channel);
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
    this.host.channelLeft(this, channel);
    if (channel.presenceMeta) this.host.presenceChanged(channel.topic, channel.presenceKey, null, channel.presenceMeta);
  }

  /** A new token: new claims, and on a private channel the policies are evaluated again, as on hosted. */
  private async updateToken(channel: Channel, message: PhxMessage): Promise<void> {
    const result = await this.host.authenticate(message.payload.access_token);
    if (!result.ok) return this.closeChannel(channel, result.reason);
    channel.auth = result.auth;
    if (channel.private) await this.reauthorize(channel);
  }

  /** Read access checked again; a channel that lost it is closed. */
  async reauthorize(channel: Channel, known?: ChannelPolicies): Promise<void> {
    const subtopic = subtopicOf(channel.topic);
    const policies = known ?? (await this.host.authorizeRead(channel.auth, subtopic));
    if (this.channels.get(channel.topic) !== channel) return;
    if (!canRead(policies)) return this.closeChannel(channel, revokedReason(subtopic));
    channel.policies = policies;
  }

  /** Public channels allow every broadcast and presence; a private one asks the policies once per extension. */
  private async mayWrite(channel: Channel, extension: Extension): Promise<boolean> {
    if (!channel.private || !channel.policies) return true;
    const known = channel.policies[extension].write;
    if (known !== null) return known;
    const allowed = await this.host.authorizeWrite(channel.auth, subtopicOf(channel.topic), extension);
    channel.policies[extension].write = allowed;
    return allowed;
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
    const name = subtopicOf(channel.topic);
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { channel: name, extension, message: text, status },
    });
  }
}

/**
 * A message framed for every socket of one protocol version: a text frame, or for a raw-byte
 * broadcast a binary frame (vsn 2.0.0) or nothing at all (vsn 1.0.0, see binaryBroadcastBytes).
 */
function sharedFrame(codec: PhxCodec, message: PhxMessage): Buffer | null {
  if (!isBinaryBroadcast(message)) return textFrame(Buffer.from(codec.encode(message)));
  const bytes = binaryBroadcastBytes(codec, message);
  return bytes ? binaryFrame(bytes) : null;
}
