import type { ChannelPolicies } from './channel-authorization';
import type { PostgresBinding, SubscriberAuth } from './subscriber';

/** One joined topic on one socket. */
export interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: PostgresBinding[];
  auth: SubscriberAuth;
  /** `config.private`: a channel authorised by the policies on realtime.messages. */
  private: boolean;
  /** What the policies allowed at join (or at the last re-check); null on a public channel. */
  policies: ChannelPolicies | null;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  /** Set once this channel tracked presence, so a leave can announce it. */
  presenceMeta: Record<string, unknown> | null;
}
