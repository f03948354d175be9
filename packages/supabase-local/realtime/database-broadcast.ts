import type { DatabaseHandle } from '../db/database';
import { takeFromOutbox } from './change-capture';

/** A committed row of realtime.messages, as the delivery trigger hands it over. */
export interface DatabaseBroadcast {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  payload: unknown;
  /** `binary_payload` (realtime.send_binary) in base64, or null for a JSON message. */
  binary_payload?: string | null;
}

/** Reads one NOTIFY payload of the broadcast channel (inline, or parked in the outbox when too big). */
export async function parseDatabaseBroadcast(db: DatabaseHandle, notification: string): Promise<DatabaseBroadcast | null> {
  let parsed = JSON.parse(notification) as DatabaseBroadcast | { outbox_id: number };
  if ('outbox_id' in parsed) {
    const text = await takeFromOutbox(db, parsed.outbox_id);
    if (!text) return null;
    parsed = JSON.parse(text) as DatabaseBroadcast;
  }
  return typeof parsed.topic === 'string' && typeof parsed.event === 'string' ? parsed : null;
}

/**
 * What the subscribers get as the user payload: the bytes of `binary_payload` when set (hosted's
 * replication_connection.ex pick_payload prefers it), else the JSON payload.
 */
export function userPayloadOf(message: DatabaseBroadcast): unknown {
  return typeof message.binary_payload === 'string' ? Buffer.from(message.binary_payload, 'base64') : message.payload;
}
