import type { DatabaseHandle } from '../db/database';
import type { PublishedTable } from './change-capture';
import type { Channel } from './channel';
import type { JoinedChannel } from './joined-channels';
import type { RealtimeSocket } from './realtime-socket';
import { rowMatches } from './row-filter';
import { bindingMatchesTable, type ChangeEvent } from './subscriber';
import { visibleSubscriberKeys } from './rls-visibility';

/** What the capture trigger notifies. */
export interface RawChange {
  schema: string;
  table: string;
  type: ChangeEvent;
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

interface Candidate {
  socket: RealtimeSocket;
  channel: Channel;
  ids: number[];
  /** The columns its matching bindings selected; null = all (some binding selected none). */
  columns: Set<string> | null;
}

function pick(record: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.filter((c) => c in record).map((c) => [c, record[c]]));
}

/**
 * Sends one `postgres_changes` frame per channel whose bindings match the change (event, table,
 * filter) and whose subscriber may see the row under RLS, listing every matching binding id.
 * DELETE carries only the key columns (all columns with REPLICA IDENTITY FULL and no RLS) and
 * skips the RLS check, as hosted Realtime does, since the row no longer exists to check.
 */
export async function deliverChange(
  db: DatabaseHandle,
  table: PublishedTable,
  change: RawChange,
  listeners: Iterable<JoinedChannel>,
): Promise<void> {
  const type = change.type;
  const record = change.record ?? {};
  const fullOld = change.old_record ?? {};
  const oldRecord =
    table.replicaIdentityFull && !(type === 'DELETE' && table.rls) ? fullOld : pick(fullOld, table.primaryKey);
  const filterTarget = type === 'DELETE' ? oldRecord : record;
  const columnType = (name: string) => table.columns.find((c) => c.name === name)?.type ?? 'text';
  const nowSeconds = Date.now() / 1000;

  const candidates: Candidate[] = [];
  // A copy: closing an expired channel below takes it out of the listeners being walked.
  for (const { socket, channel } of [...listeners]) {
    const matching = channel.bindings.filter(
      (b) => bindingMatchesTable(b, table.schema, table.table, type) && rowMatches(b.filters, filterTarget, columnType),
    );
    if (matching.length === 0) continue;
    const ids = matching.map((b) => b.id);
    const columns = matching.every((b) => b.select) ? new Set(matching.flatMap((b) => b.select ?? [])) : null;
    const exp = channel.auth.claims.exp;
    if (typeof exp === 'number' && exp <= nowSeconds) {
      socket.closeChannel(channel, 'Token has expired');
      continue;
    }
    candidates.push({ socket, channel, ids: [...new Set(ids)], columns });
  }
  if (candidates.length === 0) return;

  const visible =
    table.rls && type !== 'DELETE'
      ? await visibleSubscriberKeys(db, table, record, candidates.map((c) => c.channel.auth))
      : null;

  const data: Record<string, unknown> = {
    schema: table.schema,
    table: table.table,
    commit_timestamp: new Date(change.commit_timestamp).toISOString(),
    type,
    columns: table.columns.map(({ name, type: columnTypeName }) => ({ name, type: columnTypeName })),
    ...(type !== 'DELETE' ? { record } : {}),
    ...(type !== 'INSERT' ? { old_record: oldRecord } : {}),
    errors: null,
  };
  for (const { socket, channel, ids, columns } of candidates) {
    if (visible && !visible.has(channel.auth.key)) continue;
    const payload = { ids, data: columns ? selectColumns(data, columns) : data };
    socket.send({ joinRef: null, ref: null, topic: channel.topic, event: 'postgres_changes', payload });
  }
}

/** A change as bindings with `select` see it: only those columns, in its records and column list. */
function selectColumns(data: Record<string, unknown>, columns: Set<string>): Record<string, unknown> {
  const only = (record: unknown) => (record ? pick(record as Record<string, unknown>, [...columns]) : record);
  return {
    ...data,
    columns: (data.columns as Array<{ name: string }>).filter((column) => columns.has(column.name)),
    ...('record' in data ? { record: only(data.record) } : {}),
    ...('old_record' in data ? { old_record: only(data.old_record) } : {}),
  };
}
