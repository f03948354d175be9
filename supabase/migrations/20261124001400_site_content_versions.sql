/**
 * SITE CONTENT VERSIONS (issue 22)
 * Two admins editing the homepage content at once never lose each other's work, and every save is
 * kept so it can be compared and restored.
 *
 * - site_content.version is the number of the saved version of that key (1, 2, 3, ...).
 * - An admin's save carries base_version, the version they edited, in the same upsert as the value
 *   (spec §7 call 4: upsert on key). The BEFORE trigger refuses a save based on an older version
 *   (ICE72, 409) or carrying none (ICE73, 409), then stores version + 1 and base_version null:
 *   base_version is never kept, it only travels with the write.
 * - Every stored insert or update also lands in site_content_versions (AFTER trigger), with who
 *   saved it. Admins read them; nobody writes them through the API.
 * Writes without a signed-in caller (service role, seed, migrations) are not checked, but still get
 * a version number and a version row, so the history has no gaps. A delete (spec §4: the homepage
 * falls back to the defaults) keeps the versions; the next insert continues the numbering.
 * Error codes: ICE72 conflict, ICE73 no base version, ICE74 versions are read-only.
 */

alter table public.site_content
  add column version integer not null default 1 check (version >= 1),
  add column base_version integer;
comment on column public.site_content.version is 'The number of the saved version of this key; set by the trigger (1 on the first save, then +1 per save).';
comment on column public.site_content.base_version is 'Write-only: the version the writer edited, carried by an admin''s upsert and compared by the trigger. Always stored as null.';

create table public.site_content_versions (
  id bigint generated always as identity primary key,
  key text not null check (key ~ '^[a-z0-9_]{1,100}$'),
  version integer not null check (version >= 1),
  value jsonb not null,
  saved_at timestamptz not null default now(),
  saved_by uuid references public.profiles (user_id) on delete set null,
  unique (key, version)
);
comment on table public.site_content_versions is 'Every saved version of a site_content key (value, who, when), for comparing and restoring. Written only by the site_content trigger; admins read it.';
comment on column public.site_content_versions.id is 'Row id.';
comment on column public.site_content_versions.key is 'The site_content key (no foreign key: versions outlive a deleted row).';
comment on column public.site_content_versions.version is 'The version number, as site_content.version had it when saved.';
comment on column public.site_content_versions.value is 'The value saved as this version.';
comment on column public.site_content_versions.saved_at is 'When this version was saved (transaction time).';
comment on column public.site_content_versions.saved_by is 'The admin who saved it; null for the service role, seed and migrations, or once their profile is deleted.';

-- The editor lists the newest versions of one key; the unique index serves the exact look-ups.
create index site_content_versions_key_version_idx on public.site_content_versions (key, version desc);
create index site_content_versions_saved_by_idx on public.site_content_versions (saved_by);

alter table public.site_content_versions enable row level security;

create policy "Admins can read site content versions"
  on public.site_content_versions for select to authenticated
  using ((select public.is_admin()));

-- No write policies and no write privilege for any API role: only the trigger below writes.
revoke insert, update, delete, truncate on public.site_content_versions from anon, authenticated, service_role;

-- The content already saved (production's seeded row) becomes version 1.
insert into public.site_content_versions (key, version, value, saved_at)
select c.key, c.version, c.value, c.updated_at from public.site_content c;

/**
 * Trigger (BEFORE, FOR EACH ROW): the versions table is written only by
 * record_site_content_version (trigger depth 2) and by the saved_by foreign key's "set null" (an RI
 * trigger, also depth 2). A privilege alone cannot say so: a local or self-hosted service role may
 * hold every privilege and bypasses RLS.
 */
create function private.guard_site_content_versions()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() >= 2 then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  perform private.raise_app_error('ICE74', 'Site content versions are kept as saved and cannot be changed.', 'site_content_versions_read_only', 403);
  return null;
end;
$$;
comment on function private.guard_site_content_versions() is 'Trigger: refuses every write to site_content_versions except the site_content trigger''s and the foreign key''s set null (ICE74).';
revoke execute on function private.guard_site_content_versions() from public, anon, authenticated;

create trigger site_content_versions_read_only
  before insert or update or delete on public.site_content_versions
  for each row execute function private.guard_site_content_versions();

/**
 * Trigger (BEFORE INSERT OR UPDATE, FOR EACH ROW): the optimistic-concurrency check and the version
 * number.
 * UPDATE by an admin: base_version must equal the stored version. A save based on an older version
 * is refused with ICE72 (details: the stored version, so the app can show who saved it and when).
 * A missing base_version is refused with ICE73; note that a column absent from the SET keeps its
 * stored value, which is always null, so an update that does not name base_version is refused too.
 * INSERT: inside `insert ... on conflict (key) do update`, BEFORE INSERT triggers run on the
 * proposed row and EXCLUDED carries their changes into the update branch. So when the key already
 * exists the insert branch only marks an explicit null base_version ("there was no row when I
 * opened the editor") as -1: the update branch then reports a conflict (someone saved meanwhile)
 * rather than "no base version". When the key does not exist, the new version continues after the
 * highest version kept for it (a deleted row's history stays); an admin's base_version, when given,
 * must be that highest version, else someone deleted the content meanwhile: ICE72. A null one (a
 * first save, or a save that starts from the defaults) is accepted: there is nothing to overwrite.
 * Non-admin signed-in callers are left to RLS, which refuses them, so they learn nothing from here.
 * Security definer: reads site_content_versions, which only admins may read.
 */
create function private.check_site_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked boolean := (select auth.uid()) is not null and public.is_admin();
  latest integer;
begin
  if tg_op = 'UPDATE' then
    if checked then
      if new.base_version is null then
        perform private.raise_app_error('ICE73', 'Reload the latest version of this content before saving.', 'site_content_base_version_required', 409);
      elsif new.base_version is distinct from old.version then
        perform private.raise_app_error('ICE72', 'This content was changed by someone else since you opened it.', 'site_content_conflict', 409,
          json_build_object('key', old.key, 'version', old.version)::text);
      end if;
    end if;
    new.version := old.version + 1;
    new.base_version := null;
    return new;
  end if;

  if exists (select 1 from public.site_content c where c.key = new.key) then
    -- The update branch of an upsert (or a unique violation for a plain insert) decides.
    if new.base_version is null then
      new.base_version := -1;
    end if;
    return new;
  end if;

  select coalesce(max(v.version), 0) into latest from public.site_content_versions v where v.key = new.key;
  if checked and new.base_version is not null and new.base_version <> latest then
    perform private.raise_app_error('ICE72', 'This content was changed by someone else since you opened it.', 'site_content_conflict', 409,
      json_build_object('key', new.key, 'version', nullif(latest, 0))::text);
  end if;
  new.version := latest + 1;
  new.base_version := null;
  return new;
end;
$$;
comment on function private.check_site_content_version() is 'Trigger: an admin''s site_content save must carry the version it edited (ICE73) and that version must still be the stored one (ICE72); sets version to the next number and base_version to null.';
revoke execute on function private.check_site_content_version() from public, anon, authenticated;

create trigger site_content_check_version
  before insert or update on public.site_content
  for each row execute function private.check_site_content_version();

/**
 * Trigger (AFTER INSERT OR UPDATE, FOR EACH ROW): keeps the saved row as a version, with the
 * signed-in caller as saved_by (null for the service role). At most the newest 200 versions of a
 * key are kept; older ones are removed here, so the table cannot grow without bound while the
 * editor (which lists the newest 50) loses nothing it shows.
 * Security definer: it writes site_content_versions, which no API role may write.
 */
create function private.record_site_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  saver uuid := (select auth.uid());
begin
  -- A caller without a profile (not possible for an admin) is recorded as unknown, not refused.
  if saver is not null and not exists (select 1 from public.profiles p where p.user_id = saver) then
    saver := null;
  end if;
  insert into public.site_content_versions (key, version, value, saved_by)
  values (new.key, new.version, new.value, saver);
  delete from public.site_content_versions v where v.key = new.key and v.version <= new.version - 200;
  return null;
end;
$$;
comment on function private.record_site_content_version() is 'Trigger: records each saved site_content row in site_content_versions (who, when, value); keeps the newest 200 per key.';
revoke execute on function private.record_site_content_version() from public, anon, authenticated;

create trigger site_content_record_version
  after insert or update on public.site_content
  for each row execute function private.record_site_content_version();
