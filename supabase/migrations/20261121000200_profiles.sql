/**
 * PROFILES
 * One row per signed-up person (docs/product.md#data), created by a trigger on auth.users. Holds the role that
 * decides admin access: the app reads it under RLS, never from user_metadata (users can edit that).
 * Only the person and admins read a profile; family see names through `linked_profiles`.
 */
create type public.app_role as enum ('user', 'admin');
comment on type public.app_role is 'user: a member (default). admin: reaches the admin dashboard and the call centre queue.';

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.app_role not null default 'user',
  full_name text check (char_length(full_name) <= 200),
  phone text check (char_length(phone) <= 40),
  date_of_birth date check (date_of_birth > date '1900-01-01'),
  address text check (char_length(address) <= 500),
  country text check (country ~ '^[A-Z]{2}$'),
  preferred_language public.language_code not null default 'en',
  preferred_currency public.currency_code not null default 'EUR',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'A person who signed up: their details, preferences and role.';
comment on column public.profiles.user_id is 'The auth user this profile belongs to; also the primary key.';
comment on column public.profiles.role is 'user by default; admin reaches the admin dashboard. Only admins (or the service role) may change it.';
comment on column public.profiles.full_name is 'Name shown in greetings, alerts to family and the call centre queue.';
comment on column public.profiles.phone is 'Phone number in international format, for the call centre and family.';
comment on column public.profiles.date_of_birth is 'Date of birth, for the call centre and medical context.';
comment on column public.profiles.address is 'Home address, free text, for the call centre.';
comment on column public.profiles.country is 'ISO 3166-1 alpha-2 country code, upper case (ES, NL, GB, ...).';
comment on column public.profiles.preferred_language is 'Language for e-mails, SMS and the app: en, nl or es.';
comment on column public.profiles.preferred_currency is 'Currency prices are shown in: EUR, GBP, USD or AUD.';
comment on column public.profiles.created_at is 'When the profile was created (sign-up).';
comment on column public.profiles.updated_at is 'When the profile last changed.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

/**
 * True when the signed-in caller's profile has role admin.
 * Security definer so policies on profiles itself can call it without recursing into RLS.
 */
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.user_id = (select auth.uid()) and p.role = 'admin'
  );
$$;
comment on function public.is_admin() is 'True when the caller is signed in and their profile role is admin.';

alter table public.profiles enable row level security;

create policy "Members can read their own profile"
  on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every profile"
  on public.profiles for select to authenticated
  using ((select public.is_admin()));

-- The sign-up trigger normally creates the row; this covers accounts created before it existed.
create policy "Members can create their own profile as a user"
  on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()) and role = 'user');

create policy "Members can update their own profile"
  on public.profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Admins can update every profile"
  on public.profiles for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete profiles"
  on public.profiles for delete to authenticated
  using ((select public.is_admin()));

/**
 * A member cannot make themselves admin. RLS cannot compare old and new values, and column grants
 * are reset by the local server, so a trigger guards the role: only admins, the service role and
 * migrations may change it. Security invoker so `is_trusted_role()` sees the real caller.
 */
create function public.guard_profile_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.role is distinct from old.role
     and not public.is_trusted_role()
     and not public.is_admin() then
    raise exception 'Only an admin can change a role'
      using errcode = '42501', hint = 'role_change_forbidden';
  end if;
  return new;
end;
$$;
comment on function public.guard_profile_role() is 'Trigger: refuses a role change unless the caller is an admin or a trusted role.';

create trigger profiles_guard_role
  before update on public.profiles
  for each row execute function public.guard_profile_role();

/**
 * Creates the profile when someone signs up, taking full_name and preferred_language /
 * preferred_currency from the sign-up metadata when present and valid. The role is always 'user':
 * metadata is written by the client and must never grant anything.
 */
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  lang text;
  currency text;
begin
  -- The local server on a real PostgreSQL stores the metadata as a JSON string; unwrap it.
  if jsonb_typeof(meta) = 'string' then
    meta := (meta #>> '{}')::jsonb;
  end if;
  lang := meta ->> 'preferred_language';
  currency := meta ->> 'preferred_currency';
  insert into public.profiles (user_id, full_name, preferred_language, preferred_currency)
  values (
    new.id,
    nullif(left(coalesce(meta ->> 'full_name', meta ->> 'name'), 200), ''),
    case when lang in ('en', 'nl', 'es') then lang::public.language_code else 'en' end,
    case when currency in ('EUR', 'GBP', 'USD', 'AUD') then currency::public.currency_code else 'EUR' end
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;
comment on function public.handle_new_user() is 'Trigger on auth.users: creates the profile row of a new account (role user).';

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
