import { parseRowFilters } from './row-filter';
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
    const filters = typeof params.filter === 'string' ? parseRowFilters(params.filter) : [];
    if ('error' in filters) return { error: filters.error };
    const schema = typeof params.schema === 'string' ? params.schema : 'public';
    const table = typeof params.table === 'string' ? params.table : undefined;
    const select = selectedColumns(params.select, schema, table);
    if (select !== null && 'error' in select) return { error: select.error };
    const id = bindingId(params);
    bindings.push({
      id,
      event: event as PostgresBinding['event'],
      schema,
      table,
      filters,
      ...(select ? { select: select.columns } : {}),
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

/**
 * `select: ["col", …]`: the columns a change carries for this binding (hosted's
 * selected_columns); a string is refused, as is a selection on a wildcard schema or table.
 */
function selectedColumns(select: unknown, schema: string, table: string | undefined): { columns: string[] } | { error: string } | null {
  if (select === undefined || select === null) return null;
  if (typeof select === 'string') {
    return { error: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]' };
  }
  if (!Array.isArray(select)) return null;
  const columns = select.filter((column): column is string => typeof column === 'string');
  if (columns.length === 0) return null;
  if (schema === '*' || table === undefined || table === '*') {
    return { error: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.' };
  }
  return { columns };
}

function cryptoRandomKey(): string {
  return globalThis.crypto.randomUUID();
}
