import type { Channel } from './channel';
import type { RealtimeSocket } from './realtime-socket';

export interface JoinedChannel {
  socket: RealtimeSocket;
  channel: Channel;
}

/**
 * Every joined channel, indexed the two ways delivery looks for them: by topic (broadcast,
 * presence, re-authorisation) and, for channels with postgres_changes bindings, as one list (a
 * committed row change). Without it each committed change scanned every socket: with 5,000
 * family phones joined to private SOS channels, the sos_timeline change that commits with a
 * raise cost milliseconds before the raise's own answer could leave (`npm run bench:sos`).
 * Now a change costs nothing when no one listens to row changes, and a broadcast visits only its
 * topic's channels.
 */
export class JoinedChannels {
  private readonly byTopic = new Map<string, Map<RealtimeSocket, Channel>>();
  private readonly changeListeners = new Map<Channel, RealtimeSocket>();
  private joined = 0;

  add(socket: RealtimeSocket, channel: Channel): void {
    let onTopic = this.byTopic.get(channel.topic);
    if (!onTopic) {
      onTopic = new Map();
      this.byTopic.set(channel.topic, onTopic);
    }
    if (!onTopic.has(socket)) this.joined += 1;
    onTopic.set(socket, channel);
    if (channel.bindings.length > 0) this.changeListeners.set(channel, socket);
  }

  remove(socket: RealtimeSocket, channel: Channel): void {
    const onTopic = this.byTopic.get(channel.topic);
    if (onTopic?.get(socket) === channel) {
      onTopic.delete(socket);
      this.joined -= 1;
      if (onTopic.size === 0) this.byTopic.delete(channel.topic);
    }
    this.changeListeners.delete(channel);
  }

  /** The channels joined to a topic, one per socket, in join order. */
  *onTopic(topic: string): Generator<JoinedChannel> {
    const onTopic = this.byTopic.get(topic);
    if (!onTopic) return;
    for (const [socket, channel] of onTopic) yield { socket, channel };
  }

  /** The channels with postgres_changes bindings, in join order. */
  *listeningToChanges(): Generator<JoinedChannel> {
    for (const [channel, socket] of this.changeListeners) yield { socket, channel };
  }

  get size(): number {
    return this.joined;
  }
}
