import { OUTBOX_SQL } from '../realtime/change-capture';
import type { Database, Queryable } from './database';

/** pg_notify channel on which rows inserted into realtime.messages reach our realtime server. */
export const BROADCAST_CHANNEL = 'supabase_local_broadcast';

/** Hosted Realtime deletes broadcast messages after three days (it drops daily partitions). */
const MESSAGE_RETENTION = `interval '3 days'`;

/**
 * The `realtime` schema hosted Supabase installs in every project (supabase/realtime
 * `priv/repo/tenant_schema`): `realtime.messages` (one row per message sent from the database,
 * and the table whose RLS policies decide who may join a private channel), `realtime.topic()`,
 * `realtime.send()`, `realtime.send_binary()` and `realtime.broadcast_changes()`, with the same
 * signatures and behaviour so a migration that writes policies or triggers against them runs
 * unchanged on both.
 *
 * Differences, all invisible to SQL callers: the table is not partitioned by day (old rows are
 * deleted instead), and where hosted reads new rows from a logical replication slot, an AFTER
 * INSERT trigger hands each broadcast to our server with pg_notify on commit (PGlite has no
 * logical decoding). A message over NOTIFY's 8000-byte limit goes through the same outbox as
 * postgres_changes. Idempotent: runs on every start.
 */
const REALTIME_SCHEMA_SQL = `
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_payload_exclusive check (payload is null or binary_payload is null),
  constraint messages_pkey primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
grant insert, select, update on table realtime.messages to anon, authenticated, service_role;

-- The topic being authorised, for policies: the server sets realtime.topic before it checks them.
create or replace function realtime.topic() returns text
language sql stable as $fn$
  select nullif(current_setting('realtime.topic', true), '')::text;
$fn$;

-- Sends a broadcast from the database. Never fails its caller: an error becomes a warning, as on
-- hosted, so a trigger that announces a change can never roll the change back.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql as $fn$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end $fn$;

-- Sends raw bytes as a broadcast (hosted's send_binary.sql, same signature and body): vsn 2.0.0
-- subscribers get them as an ArrayBuffer, vsn 1.0.0 ones do not hear them.
create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void language plpgsql as $fn$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end $fn$;

-- A row change as a broadcast, for row-level triggers: {old_record, record, operation, table, schema}.
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void language plpgsql as $fn$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end $fn$;

${OUTBOX_SQL}
-- Local only: hands each committed broadcast to the realtime server (hosted reads the WAL).
-- The authorisation probes the server inserts carry no event and are rolled back: never sent.
-- A row with neither payload is not sent either (hosted: pick_payload → :payload_missing).
-- Bytes travel in base64 (NOTIFY takes text; encode() wraps lines, which are taken out).
create or replace function supabase_local.deliver_broadcast() returns trigger
language plpgsql security definer set search_path = '' as $fn$
begin
  perform supabase_local.notify_or_park('${BROADCAST_CHANNEL}', json_build_object('id', new.id, 'topic', new.topic,
    'event', new.event, 'private', coalesce(new.private, false), 'payload', new.payload,
    'binary_payload', translate(encode(new.binary_payload, 'base64'), E'\n', ''))::text);
  return null;
end $fn$;
drop trigger if exists supabase_local_deliver_broadcast on realtime.messages;
create trigger supabase_local_deliver_broadcast after insert on realtime.messages
  for each row when (new.extension = 'broadcast' and new.event is not null
    and (new.payload is not null or new.binary_payload is not null))
  execute function supabase_local.deliver_broadcast();
`;

export async function installRealtimeSchema(db: Database): Promise<void> {
  await db.exec(REALTIME_SCHEMA_SQL);
}

/** What hosted's daily partition drop does: messages older than the retention go. */
export async function deleteExpiredMessages(db: Queryable): Promise<void> {
  await db.exec(`delete from realtime.messages where inserted_at < now() - ${MESSAGE_RETENTION};`);
}
