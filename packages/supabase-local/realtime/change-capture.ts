import type { DatabaseHandle, Queryable } from '../db/database';

/** pg_notify channel our row triggers write to. */
export const CHANGE_CHANNEL = 'supabase_local_realtime';
const TRIGGER_NAME = 'supabase_local_realtime';

/**
 * Hosted Realtime reads the WAL; PGlite has no logical decoding, so every table in publication
 * `supabase_realtime` gets an AFTER ROW trigger that sends the change with pg_notify (delivered
 * on commit, like WAL). NOTIFY payloads stop at 8000 bytes, so a bigger row goes through the
 * outbox table and only its id is notified. `security definer` lets any API role write there.
 * The trigger sends nothing for a table no one listens to (listened-tables.ts).
 */
export const OUTBOX_SQL = `
create schema if not exists supabase_local;
revoke all on schema supabase_local from public;
create table if not exists supabase_local.realtime_outbox (
  id bigserial primary key,
  payload text not null
);
-- pg_notify, or for a message over NOTIFY's 8000-byte limit, the outbox and its id.
create or replace function supabase_local.notify_or_park(channel text, message text) returns void
language plpgsql security definer set search_path = '' as $fn$
declare
  outbox_id bigint;
begin
  if octet_length(message) > 7900 then
    insert into supabase_local.realtime_outbox (payload) values (message) returning id into outbox_id;
    perform pg_notify(channel, json_build_object('outbox_id', outbox_id)::text);
  else
    perform pg_notify(channel, message);
  end if;
end $fn$;
`;

const CAPTURE_SQL = `
${OUTBOX_SQL}
-- (schema, table) patterns with a postgres_changes listener; '*' matches any. Kept by the server.
create table if not exists supabase_local.realtime_listened (
  schema_name text not null,
  table_name text not null,
  primary key (schema_name, table_name)
);
create or replace function supabase_local.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from supabase_local.realtime_listened l
                 where l.schema_name in (tg_table_schema, '*') and l.table_name in (tg_table_name, '*')) then
    return null;
  end if;
  perform supabase_local.notify_or_park('${CHANGE_CHANNEL}', json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', now(),
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end
  )::text);
  return null;
end $$;
`;

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, what the realtime client converts by (int4, _text, timestamptz…). */
  type: string;
  /** format_type(), usable in a cast. */
  sqlType: string;
}

export interface PublishedTable {
  schema: string;
  table: string;
  rls: boolean;
  replicaIdentityFull: boolean;
  columns: ColumnInfo[];
  primaryKey: string[];
}

const PUBLISHED_TABLES_SQL = `
select n.nspname as schema, c.relname as "table", c.relrowsecurity as rls,
  c.relreplident = 'f' as "replicaIdentityFull",
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname,
      'sqlType', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisprimary), '[]') as "primaryKey",
  exists(select 1 from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = '${TRIGGER_NAME}') as "hasTrigger"
from pg_publication_tables p
join pg_namespace n on n.nspname = p.schemaname
join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
where p.pubname = 'supabase_realtime'
`;

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualifiedName(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}

export { quoteIdent };

type PublishedRow = PublishedTable & { hasTrigger: boolean; columns: ColumnInfo[] | string; primaryKey: string[] | string };

function parseJsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Makes the triggers match the publication (adds missing, drops stale) and returns what is
 * published. Cheap enough to call after every migration run and on every join of an unknown table.
 */
export async function syncCaptureTriggers(db: DatabaseHandle): Promise<PublishedTable[]> {
  await db.exec(CAPTURE_SQL);
  const rows = await db.query<PublishedRow>(PUBLISHED_TABLES_SQL);
  const stale = await db.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as "table" from pg_trigger tg
     join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where tg.tgname = '${TRIGGER_NAME}' and not exists (
       select 1 from pg_publication_tables p
       where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)`,
  );
  await db.transaction(async (tx: Queryable) => {
    for (const row of rows.filter((r) => !r.hasTrigger)) {
      await tx.exec(
        `create trigger ${TRIGGER_NAME} after insert or update or delete on ${qualifiedName(row.schema, row.table)}
         for each row execute function supabase_local.capture_change()`,
      );
    }
    for (const row of stale) {
      await tx.exec(`drop trigger if exists ${TRIGGER_NAME} on ${qualifiedName(row.schema, row.table)}`);
    }
  });
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- hasTrigger only steers the sync above
  return rows.map(({ hasTrigger: _ignored, ...table }) => ({
    ...table,
    columns: parseJsonColumn(table.columns),
    primaryKey: parseJsonColumn(table.primaryKey),
  }));
}

/** Reads (and deletes) a change parked in the outbox because it was too big for NOTIFY. */
export async function takeFromOutbox(db: DatabaseHandle, id: number): Promise<string | null> {
  const rows = await db.query<{ payload: string }>(
    'delete from supabase_local.realtime_outbox where id = $1 returning payload',
    [id],
  );
  return rows[0]?.payload ?? null;
}
