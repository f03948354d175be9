/**
 * SHARED TYPES AND HELPERS
 * Enumerations used by more than one table, and the trigger that keeps `updated_at` honest.
 * Enumerations (not free text) so the generated TypeScript types are unions the compiler checks.
 * Table-specific enumerations live beside their table.
 */

/**
 * The private schema holds internal helpers of the security definer functions. The Data API exposes
 * only `public`, and API roles get no usage here, so none of these can be called as an RPC.
 */
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Internal helpers of security definer functions; not exposed through the Data API.';

/** The three languages of the product (docs/product.md#limits-and-constants). English is the fallback. */
create type public.language_code as enum ('en', 'nl', 'es');
comment on type public.language_code is 'A language the product speaks: en (English), nl (Nederlands), es (Español).';

/** The four display currencies (docs/product.md#limits-and-constants). Prices are stored in the currency they were set in. */
create type public.currency_code as enum ('EUR', 'GBP', 'USD', 'AUD');
comment on type public.currency_code is 'A currency the product prices in or converts to. EUR is the default.';

/**
 * Keeps `updated_at` true on every update, whatever the client sends.
 * Security invoker on purpose: it only touches the row being written.
 */
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at with the time of the write.';

/**
 * True when the current database role is a trusted back-office role (service_role, or the
 * owner running migrations and seeds) rather than a request from the Data API on behalf of a
 * visitor or member. Guards that stop members from writing privileged columns let these through.
 * Security invoker on purpose: it must see the caller's role, not the function owner's.
 */
create function public.is_trusted_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated');
$$;
comment on function public.is_trusted_role() is 'True for service_role and database owners; false for anon and authenticated API requests.';

/** How a notification reaches someone: in the app (realtime), by e-mail or by SMS. */
create type public.notification_channel as enum ('in_app', 'email', 'sms');
comment on type public.notification_channel is 'in_app: shown in the app through realtime (signed-up people only). email and sms: sent through a provider.';

/**
 * Raises a domain error the app can translate: through the Data API (hosted PostgREST and the local
 * server alike) the client receives exactly {code, message, details, hint} with the given HTTP
 * status, e.g. code ICE01 for the emergency contact limit. Uses PostgREST's documented
 * `RAISE SQLSTATE 'PGRST'` contract because a custom SQLSTATE would reach the client as a generic
 * 500 on the local server. Codes: ICE01 contact limit; ICE10-12 invitations; ICE20-21 SOS.
 */
create function private.raise_app_error(
  code text,
  message text,
  hint text,
  http_status integer,
  details text default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message, 'details', details, 'hint', hint)::text,
    detail = json_build_object('status', http_status, 'headers', json_build_object())::text;
end;
$$;
comment on function private.raise_app_error(text, text, text, integer, text) is 'Raises an app error (code, message, hint, HTTP status) that the Data API returns as-is.';

/**
 * Hosted Supabase lets the API roles look up the auth schema (auth.uid() inside PL/pgSQL needs it);
 * a bare PostgreSQL or PGlite bootstrap may not. Grant it only where it is missing.
 */
do $$
begin
  if not has_schema_privilege('authenticated', 'auth', 'usage') then
    grant usage on schema auth to anon, authenticated, service_role;
  end if;
end;
$$;
