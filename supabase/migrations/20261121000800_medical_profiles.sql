/**
 * MEDICAL PROFILES
 * What responders need to know: blood type, allergies, conditions, medications, notes.
 * Only the member reads and writes it directly. Family with view_medical and admins (the call
 * centre) read it through get_member_medical_profile, which checks and logs every read.
 */
create table public.medical_profiles (
  user_id uuid primary key references public.profiles (user_id) on delete cascade,
  blood_type text check (blood_type in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'unknown')),
  allergies text[] not null default '{}',
  conditions text[] not null default '{}',
  medications text[] not null default '{}',
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.medical_profiles is 'A member''s medical information for responders; others read it only through get_member_medical_profile (logged).';
comment on column public.medical_profiles.user_id is 'The member it describes; also the primary key.';
comment on column public.medical_profiles.blood_type is 'A+, A-, B+, B-, AB+, AB-, O+, O- or unknown.';
comment on column public.medical_profiles.allergies is 'Allergies, one per entry.';
comment on column public.medical_profiles.conditions is 'Medical conditions, one per entry.';
comment on column public.medical_profiles.medications is 'Current medications with dose, one per entry.';
comment on column public.medical_profiles.notes is 'Anything else responders should know.';
comment on column public.medical_profiles.created_at is 'When the profile was first saved.';
comment on column public.medical_profiles.updated_at is 'When it last changed.';

create trigger medical_profiles_set_updated_at
  before update on public.medical_profiles
  for each row execute function public.set_updated_at();

alter table public.medical_profiles enable row level security;

create policy "Members can read their own medical profile"
  on public.medical_profiles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Members can create their own medical profile"
  on public.medical_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members can update their own medical profile"
  on public.medical_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members can delete their own medical profile"
  on public.medical_profiles for delete to authenticated
  using (user_id = (select auth.uid()));

-- Deliberately no admin or family policy: their reads go through the logged function below.

/**
 * A member's medical profile for the member themself, for family with view_medical on an active,
 * unexpired link, and for admins. Every read by someone else writes an access_log row.
 * Returns no row when the member has not filled it in; raises 42501 when not allowed.
 */
create function public.get_member_medical_profile(member uuid)
returns setof public.medical_profiles
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see a medical profile' using errcode = '42501';
  end if;
  if member <> (select auth.uid()) then
    perform private.authorize_and_log_access(member, 'view_medical', 'medical_profile', null);
  end if;
  return query select * from public.medical_profiles m where m.user_id = member;
end;
$$;
comment on function public.get_member_medical_profile(uuid) is 'Reads a member''s medical profile if the caller is the member, an admin or family with view_medical; logs reads by others in access_log. 42501 when not allowed.';
