/**
 * ACCESS LOG
 * Every time someone reads another person's medical profile or location, a row lands here:
 * who read, whose data, what, when and in which capacity. The person it is about can always see
 * it (and the reader can see their own reads). Rows are written only by the security definer
 * read functions (get_member_medical_profile, get_sos_location, get_sos_trail); no API role may
 * insert, change or delete them.
 */
create type public.access_resource as enum ('medical_profile', 'location');
comment on type public.access_resource is 'What was read: the medical profile or an SOS position.';

create table public.access_log (
  id bigint generated always as identity primary key,
  reader_id uuid references public.profiles (user_id) on delete set null,
  subject_id uuid not null references public.profiles (user_id) on delete cascade,
  resource public.access_resource not null,
  sos_event_id uuid,
  reader_capacity text not null check (reader_capacity in ('family', 'carer', 'admin')),
  created_at timestamptz not null default now()
);
comment on table public.access_log is 'Who read whose medical profile or location, and when. Written only by definer functions.';
comment on column public.access_log.id is 'Ever-increasing entry number.';
comment on column public.access_log.reader_id is 'Who read (null once their account is deleted).';
comment on column public.access_log.subject_id is 'Whose data was read.';
comment on column public.access_log.resource is 'medical_profile or location.';
comment on column public.access_log.sos_event_id is 'The SOS event whose position was read (location reads only).';
comment on column public.access_log.reader_capacity is 'family, carer (through a family link) or admin (call centre).';
comment on column public.access_log.created_at is 'When the read happened.';

create index access_log_subject_id_idx on public.access_log (subject_id, created_at desc);
create index access_log_reader_id_idx on public.access_log (reader_id, created_at desc);

alter table public.access_log enable row level security;

create policy "Members can read who accessed their data"
  on public.access_log for select to authenticated
  using (subject_id = (select auth.uid()));

create policy "Readers can read their own accesses"
  on public.access_log for select to authenticated
  using (reader_id = (select auth.uid()));

create policy "Admins can read the whole access log"
  on public.access_log for select to authenticated
  using ((select public.is_admin()));

-- No insert, update or delete policies: only the definer functions below write here.

/**
 * Decides in which capacity the caller may read `subject`'s `permission`-guarded data, or raises
 * 42501: 'admin' for admins, else the family link's role (family or carer) when the caller holds
 * the permission. Then records the read. Internal (schema private).
 */
create function private.authorize_and_log_access(
  subject uuid,
  permission text,
  resource public.access_resource,
  sos_event_id uuid
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  capacity text;
begin
  if public.is_admin() then
    capacity := 'admin';
  elsif public.has_family_permission(subject, permission) then
    select l.role::text into capacity from public.family_links l
    where l.member_id = subject and l.family_member_id = caller;
  else
    raise exception 'You do not have permission to see this %',
        case resource when 'medical_profile' then 'medical profile' else 'location' end
      using errcode = '42501', hint = resource::text || '_forbidden';
  end if;
  insert into public.access_log (reader_id, subject_id, resource, sos_event_id, reader_capacity)
  values (caller, subject, resource, authorize_and_log_access.sos_event_id, capacity);
end;
$$;
comment on function private.authorize_and_log_access(uuid, text, public.access_resource, uuid) is 'Internal: checks the caller may read another person''s data (admin or family permission) and writes the access_log row, or raises 42501.';
revoke execute on function private.authorize_and_log_access(uuid, text, public.access_resource, uuid) from public, anon, authenticated;
