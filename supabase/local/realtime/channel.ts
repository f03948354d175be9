import type { PostgresBinding, SubscriberAuth } from './subscriber';

/** One joined topic on one socket. */
export interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: PostgresBinding[];
  auth: SubscriberAuth;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  /** Set once this channel tracked presence, so a leave can announce it. */
  presenceMeta: Record<string, unknown> | null;
}
