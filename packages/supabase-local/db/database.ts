import type { Connection } from '@supabase/lite';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import { withPostgrestStatus } from './postgrest-errors';
import { setRequestSettingsInOneStatement } from './request-settings';
import { honourRequestPreferences } from './request-preferences';
import { serveOnlyExposedSchemas } from './exposed-schema-cache';
import { insertDefaultRowsAsPostgrest } from './empty-insert';
import { planSelfReferencesAsPostgrest } from './self-reference-embeds';
import { resolveEmbedAliasesAsPostgrest } from './embed-aliases';
import { isoTimestamp, isoTimestamptz, TIMESTAMP_OID, TIMESTAMPTZ_OID } from './json-timestamps';
import { postgresJsonTypes } from './json-parameters';
import type { PostgrestValues } from './postgrest-values';
import { renderedIn, renderPgliteResults } from './pglite-results';
import { holdSessionPerTransaction, inHeldTransaction } from './pglite-transactions';
import { renderPostgresResults, renderResults } from './postgres-results';

/** The few operations our own code (migrations, realtime) runs beside lite's PostgREST/GoTrue. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a multi-statement SQL script (migrations, seed) without parameters. */
  exec(script: string): Promise<void>;
  /** Like exec, in one round trip, returning the rows of every statement in order. */
  execRows<Row = Record<string, unknown>>(script: string): Promise<Row[][]>;
}

/** A database as a service beside lite uses it: queries, transactions, LISTEN. */
export interface DatabaseHandle extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Database extends DatabaseHandle {
  /**
   * The connection handed to lite's `App`. Our own queries (migrations, mail, REST adapters) share
   * its driver: one PGlite, or one pool. The realtime server has its own (openServiceDatabase).
   */
  readonly liteConnection: Connection;
}

export interface DatabaseLocation {
  /** `memory://`, a PGlite data directory, or a `postgres://` URL. */
  url: string;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase({ url }: DatabaseLocation): Promise<Database> {
  const { db, values } = await (isPostgresUrl(url) ? openPostgres(url) : openPglite(url));
  followSchemaChanges(db, values);
  // lite asks the connection to normalise every database error before mapping it to HTTP.
  const connection = db.liteConnection as unknown as { normalizeDbError(e: unknown): unknown };
  const normalise = connection.normalizeDbError.bind(connection);
  connection.normalizeDbError = (error: unknown) => withPostgrestStatus(normalise(error));
  setRequestSettingsInOneStatement(db.liteConnection);
  planSelfReferencesAsPostgrest(db.liteConnection);
  resolveEmbedAliasesAsPostgrest(db.liteConnection);
  insertDefaultRowsAsPostgrest(db.liteConnection);
  honourRequestPreferences(db.liteConnection);
  serveOnlyExposedSchemas(db.liteConnection);
  return db;
}

/**
 * Types are read again, and new array types adopted, when lite's schema cache is cleared (after
 * migrations); `reader` is the client whose `values` they are (lite's own, or a service's).
 */
function followSchemaChanges(db: Database, values: PostgrestValues, reader: Queryable = db): void {
  const hooks = db.liteConnection as unknown as { clearSchemaCache(): Promise<void> };
  const clear = hooks.clearSchemaCache.bind(hooks);
  hooks.clearSchemaCache = async () => {
    await values.schemaChanged((text) => reader.query(text));
    await clear();
  };
}

/** A database, and how it writes column values as PostgREST does (postgrest-values.ts). */
interface Opened {
  db: Database;
  values: PostgrestValues;
}

async function openPglite(url: string): Promise<Opened> {
  const { createPgliteConnection } = await import('@supabase/lite/pglite');
  const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
  // lite loads pgcrypto itself; uuid-ossp is added so hosted-style migrations apply unchanged.
  const connection = await createPgliteConnection({
    url: url === 'memory://' ? 'memory://' : url,
    pgliteOptions: { extensions: { uuid_ossp }, parsers: { [TIMESTAMP_OID]: isoTimestamp, [TIMESTAMPTZ_OID]: isoTimestamptz } },
  });
  const pg: PGlite = connection.driver;
  // Before the rendering wraps pg's query and exec: a transaction's own statements go to it.
  holdSessionPerTransaction(pg, (connection as unknown as { kysely: Parameters<typeof holdSessionPerTransaction>[1] }).kysely);
  const values = await renderPgliteResults(pg);
  // The instance's own query and exec render already; a transaction's are wrapped here.
  const wrap = (q: Pick<Transaction, 'query' | 'exec'>): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      return (await q.query<Row>(text, params)).rows;
    },
    async exec(script: string) {
      await q.exec(script);
    },
    async execRows<Row>(script: string) {
      return (await q.exec(script)).map((result) => result.rows as Row[]);
    },
  });
  const db: Database = {
    kind: 'pglite',
    liteConnection: connection as unknown as Connection,
    ...wrap(pg),
    transaction: (fn) => inHeldTransaction(pg, (tx) => fn(wrap(renderedIn(values, tx)))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => connection.close(),
  };
  return { db, values };
}

const text = (value: string) => value;

/** How every postgres.js client of ours reads and writes values, lite's included. */
const POSTGRES_OPTIONS = {
  onnotice: () => undefined,
  types: {
    // Written as PostgREST writes them (json-timestamps.ts); sent to the database as given.
    timestamp: { to: TIMESTAMP_OID, from: [TIMESTAMP_OID], serialize: text, parse: isoTimestamp },
    timestamptz: { to: TIMESTAMPTZ_OID, from: [TIMESTAMPTZ_OID], serialize: text, parse: isoTimestamptz },
    // JSON text bound as it is, as PGlite binds it (json-parameters.ts).
    ...postgresJsonTypes,
  },
};

/**
 * The database for a service that must not share lite's connections: on PostgreSQL a pool of its
 * own (at most `maxConnections`, named `name`), as hosted Realtime has its own pool beside
 * PostgREST's. Without it, a storm of realtime joins (5,000 family phones reconnecting, one policy
 * check each) took every connection of the REST pool: an SOS raised meanwhile waited behind them,
 * and each connection the storm opened was a backend that had never planned raise_sos, so the next
 * raises took 20-40 ms instead of ~12 (`npm run bench:sos`). PGlite is one instance in this
 * thread: `main` itself.
 */
export async function openServiceDatabase(
  main: Database,
  url: string,
  service: { name: string; maxConnections: number },
): Promise<DatabaseHandle> {
  if (main.kind === 'pglite') return main;
  const { default: postgres } = await import('postgres');
  // Named, so pg_stat_activity tells its connections from lite's.
  const sql = postgres(url, {
    ...POSTGRES_OPTIONS,
    max: service.maxConnections,
    connection: { application_name: service.name },
  }) as unknown as Sql;
  const values = await renderPostgresResults(sql);
  const handle = postgresHandle(sql, values);
  followSchemaChanges(main, values, handle);
  return handle;
}

async function openPostgres(url: string): Promise<Opened> {
  const { createPostgresConnection } = await import('@supabase/lite/postgres');
  const connection = createPostgresConnection({ url, postgresOptions: POSTGRES_OPTIONS });
  const sql: Sql = connection.driver;
  const values = await renderPostgresResults(sql);
  const db: Database = {
    ...postgresHandle(sql, values),
    liteConnection: connection as unknown as Connection,
    close: () => connection.close(),
  };
  return { db, values };
}

/** Queries, transactions and LISTEN on a postgres.js client, values rendered as PostgREST does. */
function postgresHandle(sql: Sql, values: PostgrestValues): DatabaseHandle {
  const wrap = (q: Sql): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      const rows = await q.unsafe(text, (params ?? []) as never[]);
      await renderResults(values, q, [rows]);
      return rows as unknown as Row[];
    },
    async exec(script: string) {
      // Simple-protocol query: several statements in one round trip, like psql -f.
      await q.unsafe(script).simple();
    },
    async execRows<Row>(script: string) {
      const results = (await q.unsafe(script).simple()) as unknown as Row[] | Row[][];
      // postgres.js returns one result flat, several as an array of results.
      const each = (script.includes(';') && Array.isArray(results[0]) ? results : [results]) as Row[][];
      await renderResults(values, q, each);
      return each;
    },
  });
  return {
    kind: 'postgres',
    ...wrap(sql),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) =>
      (await sql.begin((tx) => fn(wrap(tx as unknown as Sql)))) as T,
    async listen(channel, onPayload) {
      const { unlisten } = await sql.listen(channel, (payload) => onPayload(payload));
      return unlisten;
    },
    close: () => sql.end(),
  };
}
