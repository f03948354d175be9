import type { Database } from './database';
import { installRealtimeSchema } from './realtime-schema';

/**
 * How each session was authenticated, as GoTrue keeps it (the access token's amr and aal claims;
 * auth/hosted-token-claims.ts). lite has no such table. Exported for the claims' own test, which
 * builds it on a bare PGlite.
 */
export const AMR_CLAIMS_TABLE_SQL = `
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
`;

/**
 * What hosted Supabase's image provides before any project migration runs (supabase/postgres
 * `00000000000000-initial-schema.sql`), minus what lite's `ensureSystemSchema()` already made
 * (the `auth` tables and `auth.uid()/role()/email()/jwt()`). Idempotent: runs on every start so a
 * database created by an older server picks up what was added since.
 */
const BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end $$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;

-- Objects in public get their privileges once, when a migration creates them, through these
-- defaults (as on hosted). Never "grant all on all … in schema public" here: this script runs on
-- every start and would undo a migration's revoke (e.g. a service-role-only function).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

${AMR_CLAIMS_TABLE_SQL}
-- MFA factors and their challenges, as GoTrue keeps them (auth/mfa/; lite has no MFA). Type and
-- status are text here where hosted has enums; the secret never leaves the server.
create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null check (status in ('unverified', 'verified')),
  secret text,
  phone text,
  last_challenged_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create table if not exists auth.mfa_challenges (
  id uuid not null primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet
);

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
`;

export async function bootstrapDatabase(db: Database): Promise<void> {
  // CREATE PUBLICATION warns about wal_level on PGlite; warnings are harmless here.
  await db.exec(BOOTSTRAP_SQL);
  // Before the migrations: a project's policies and triggers may refer to realtime.messages/send.
  await installRealtimeSchema(db);
}
