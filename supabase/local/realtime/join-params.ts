import { parseRowFilter } from './row-filter';
import { bindingId, type PostgresBinding } from './subscriber';

export interface JoinConfig {
  bindings: PostgresBinding[];
  /** Echoed back in the join reply: the client's own objects plus our ids, in the same order. */
  reply: Array<Record<string, unknown>>;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** A private channel (Realtime Authorization); public when absent, as in realtime-js. */
  private: boolean;
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/** Reads `payload.config` of a phx_join; an invalid binding fails the whole join, like hosted. */
export function parseJoinConfig(payload: Record<string, unknown>): JoinConfig | { error: string } {
  const config = (payload.config ?? {}) as Record<string, unknown>;
  const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
  const presence = (config.presence ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(config.postgres_changes) ? (config.postgres_changes as Array<Record<string, unknown>>) : [];
  const bindings: PostgresBinding[] = [];
  const reply: Array<Record<string, unknown>> = [];
  for (const params of raw) {
    const event = String(params.event ?? '*').toUpperCase();
    if (!EVENTS.has(event)) return { error: `invalid postgres_changes event "${String(params.event)}"` };
    const filterText = typeof params.filter === 'string' && params.filter.length > 0 ? params.filter : undefined;
    const filter = filterText ? parseRowFilter(filterText) : undefined;
    if (filter && 'error' in filter) return { error: filter.error };
    const id = bindingId(params);
    bindings.push({
      id,
      event: event as PostgresBinding['event'],
      schema: typeof params.schema === 'string' ? params.schema : 'public',
      table: typeof params.table === 'string' ? params.table : undefined,
      filter,
    });
    reply.push({ ...params, id });
  }
  return {
    bindings,
    reply,
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    presenceKey: typeof presence.key === 'string' && presence.key ? presence.key : cryptoRandomKey(),
    presenceEnabled: presence.enabled === true,
    private: config.private === true,
  };
}

function cryptoRandomKey(): string {
  return globalThis.crypto.randomUUID();
}
