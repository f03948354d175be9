import type { Queryable } from '../db/database';
import type { PostgresBinding } from './subscriber';

/**
 * Which tables someone listens to with postgres_changes, written where the capture trigger can
 * read it (`supabase_local.realtime_listened`, change-capture.ts). The trigger returns at once for
 * a table no one listens to, as hosted Realtime does nothing for a change no subscription asks
 * for. Until then every published table paid for its change on every write: building the JSON
 * and NOTIFY on commit cost about 1 ms per row in PGlite, twice in each raise_sos (the alarm and
 * its created step), while the family listen through private broadcast channels instead.
 *
 * Counts are kept here per (schema, table) pattern, `*` for any; the database row is written when
 * a pattern gets its first listener and deleted when it loses its last. Writes run one after the
 * other, so a leave and a join of the same table cannot land in the wrong order. A join waits for
 * its rows before it is answered: a change written after SUBSCRIBED is always captured.
 */
export class ListenedTables {
  private readonly counts = new Map<string, number>();
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly db: Queryable) {}

  /** At start: the rows of a server that stopped before are no one's any more. */
  async forgetAll(): Promise<void> {
    this.counts.clear();
    await this.queue(() => this.db.query('delete from supabase_local.realtime_listened'));
  }

  /** The tables of a channel that joined; `written()` resolves once the capture of each is on. */
  listen(bindings: readonly PostgresBinding[]): void {
    for (const [schema, table] of patternsOf(bindings)) {
      const key = `${schema}.${table}`;
      const count = (this.counts.get(key) ?? 0) + 1;
      this.counts.set(key, count);
      if (count === 1) {
        void this.queue(() =>
          this.db.query('insert into supabase_local.realtime_listened (schema_name, table_name) values ($1, $2) on conflict do nothing', [schema, table]),
        );
      }
    }
  }

  /** Resolves once every row change queued so far is in the database. */
  written(): Promise<void> {
    return this.writes;
  }

  /** The tables of a channel that left. */
  unlisten(bindings: readonly PostgresBinding[]): void {
    for (const [schema, table] of patternsOf(bindings)) {
      const key = `${schema}.${table}`;
      const count = (this.counts.get(key) ?? 0) - 1;
      if (count > 0) {
        this.counts.set(key, count);
        continue;
      }
      this.counts.delete(key);
      void this.queue(() =>
        this.db.query('delete from supabase_local.realtime_listened where schema_name = $1 and table_name = $2', [schema, table]),
      );
    }
  }

  private queue(write: () => Promise<unknown>): Promise<void> {
    this.writes = this.writes.then(write).then(
      () => undefined,
      // The server goes on; at worst a change is captured for no one, or missed until the next join.
      (error: unknown) => console.error('realtime: recording listened tables failed:', error),
    );
    return this.writes;
  }
}

/** A channel's distinct (schema, table) patterns; a binding without a table listens to all of its schema. */
function patternsOf(bindings: readonly PostgresBinding[]): Array<[string, string]> {
  const distinct = new Map<string, [string, string]>();
  for (const binding of bindings) {
    const table = binding.table ?? '*';
    distinct.set(`${binding.schema}.${table}`, [binding.schema, table]);
  }
  return [...distinct.values()];
}
