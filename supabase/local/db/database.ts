import type { Connection } from '@supabase/lite';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import { withPostgrestStatus } from './postgrest-errors';
import { setRequestSettingsInOneStatement } from './request-settings';
import { honourRequestPreferences } from './request-preferences';
import { embedOnlyWithinExposedSchemas } from './exposed-relationships';
import { isoTimestamp, isoTimestamptz, TIMESTAMP_OID, TIMESTAMPTZ_OID } from './json-timestamps';

/** The few operations our own code (migrations, realtime) runs beside lite's PostgREST/GoTrue. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a multi-statement SQL script (migrations, seed) without parameters. */
  exec(script: string): Promise<void>;
  /** Like exec, in one round trip, returning the rows of every statement in order. */
  execRows<Row = Record<string, unknown>>(script: string): Promise<Row[][]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The connection handed to lite's `App`; our queries share its driver (one PGlite, one pool). */
  readonly liteConnection: Connection;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** `memory://`, a PGlite data directory, or a `postgres://` URL. */
  url: string;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase({ url }: DatabaseLocation): Promise<Database> {
  const db = await (isPostgresUrl(url) ? openPostgres(url) : openPglite(url));
  // lite asks the connection to normalise every database error before mapping it to HTTP.
  const connection = db.liteConnection as unknown as { normalizeDbError(e: unknown): unknown };
  const normalise = connection.normalizeDbError.bind(connection);
  connection.normalizeDbError = (error: unknown) => withPostgrestStatus(normalise(error));
  setRequestSettingsInOneStatement(db.liteConnection);
  honourRequestPreferences(db.liteConnection);
  embedOnlyWithinExposedSchemas(db.liteConnection);
  return db;
}

async function openPglite(url: string): Promise<Database> {
  const { createPgliteConnection } = await import('@supabase/lite/pglite');
  const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
  // lite loads pgcrypto itself; uuid-ossp is added so hosted-style migrations apply unchanged.
  const connection = await createPgliteConnection({
    url: url === 'memory://' ? 'memory://' : url,
    pgliteOptions: { extensions: { uuid_ossp }, parsers: { [TIMESTAMP_OID]: isoTimestamp, [TIMESTAMPTZ_OID]: isoTimestamptz } },
  });
  const pg: PGlite = connection.driver;
  const wrap = (q: PGlite | Transaction): Queryable => ({
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
  return {
    kind: 'pglite',
    liteConnection: connection as unknown as Connection,
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => connection.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { createPostgresConnection } = await import('@supabase/lite/postgres');
  const text = (value: string) => value;
  const connection = createPostgresConnection({
    url,
    postgresOptions: {
      onnotice: () => undefined,
      // Written as PostgREST writes them (json-timestamps.ts); sent to the database as given.
      types: {
        timestamp: { to: TIMESTAMP_OID, from: [TIMESTAMP_OID], serialize: text, parse: isoTimestamp },
        timestamptz: { to: TIMESTAMPTZ_OID, from: [TIMESTAMPTZ_OID], serialize: text, parse: isoTimestamptz },
      },
    },
  });
  const sql: Sql = connection.driver;
  const wrap = (q: Sql): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      const rows = await q.unsafe(text, (params ?? []) as never[]);
      return rows as unknown as Row[];
    },
    async exec(script: string) {
      // Simple-protocol query: several statements in one round trip, like psql -f.
      await q.unsafe(script).simple();
    },
    async execRows<Row>(script: string) {
      const results = (await q.unsafe(script).simple()) as unknown as Row[] | Row[][];
      // postgres.js returns one result flat, several as an array of results.
      return (script.includes(';') && Array.isArray(results[0]) ? results : [results]) as Row[][];
    },
  });
  return {
    kind: 'postgres',
    liteConnection: connection as unknown as Connection,
    ...wrap(sql),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) =>
      (await sql.begin((tx) => fn(wrap(tx as unknown as Sql)))) as T,
    async listen(channel, onPayload) {
      const { unlisten } = await sql.listen(channel, (payload) => onPayload(payload));
      return unlisten;
    },
    close: () => connection.close(),
  };
}
