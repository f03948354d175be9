/**
 * DEVICE READINGS AND THE MEMBER'S HISTORY SCREENS (issue 21)
 *
 * 1. device_readings: the pendant's battery and heart rate over time, for the Devices page's chart.
 *    `devices` holds only the last value; this table keeps a bounded history:
 *    - at most one reading per device per minute (the app saves every 30 s; a unique index on the
 *      minute, filled by a trigger, makes the database the one place that enforces it, and the
 *      trigger skips a second reading of the same minute instead of failing the save);
 *    - nothing older than 90 days: each insert purges that device's older rows, so the table
 *      cannot grow without bound even if no job runs;
 *    - members write only their own device's readings, at the database's clock (a member cannot
 *      back-date or post-date a reading); the service role may give an explicit time (tests, imports).
 *    Readable by the member, by family with view_device_status (the same rule as `devices`) and by
 *    admins. Nobody updates a reading; rows go with their device.
 *
 * 2. get_my_access_log: the member's own access_log with the reader's NAME. profiles RLS shows a
 *    linked person's name only while the link lives, but the access log must still say who read
 *    after a carer's access has ended. The function is security definer for that one reason and
 *    returns only rows whose subject is the caller. It reveals a name only for family/carer reads:
 *    such a row exists only because that person held a live link from the caller when reading
 *    (private.authorize_and_log_access), so no stranger's name can come out. Call-centre reads
 *    (capacity admin) return no name: the app says "Call centre", agents stay anonymous.
 *    "During which alarm": location reads carry their alarm; a medical read is attributed to the
 *    caller's alarm that was open at that moment, if any.
 */

create table public.device_readings (
  id bigint generated always as identity primary key,
  device_id uuid not null references public.devices (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  recorded_at timestamptz not null default now(),
  recorded_minute timestamptz not null default now(), -- always overwritten by the trigger
  battery smallint check (battery between 0 and 100),
  heart_rate smallint check (heart_rate between 20 and 250),
  check (battery is not null or heart_rate is not null)
);
comment on table public.device_readings is 'History of a device''s battery and heart rate: at most one row per device per minute, kept 90 days.';
comment on column public.device_readings.id is 'Ever-increasing reading number.';
comment on column public.device_readings.device_id is 'The device that reported it.';
comment on column public.device_readings.user_id is 'The member who owns the device (copied so RLS needs no join).';
comment on column public.device_readings.recorded_at is 'When it was measured; the database clock for member writes.';
comment on column public.device_readings.recorded_minute is 'recorded_at truncated to the minute (UTC), set by the trigger; unique per device.';
comment on column public.device_readings.battery is 'Battery percent, or null when not reported.';
comment on column public.device_readings.heart_rate is 'Heart rate in beats per minute, or null when not reported.';

create unique index device_readings_one_per_minute on public.device_readings (device_id, recorded_minute);
create index device_readings_user_recorded_idx on public.device_readings (user_id, recorded_at desc);

/** How long readings are kept. */
create function private.device_reading_retention()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '90 days';
$$;
comment on function private.device_reading_retention() is 'Internal: how long device readings are kept (90 days).';
revoke execute on function private.device_reading_retention() from public, anon, authenticated;

/**
 * Before each insert: refuses a member writing for a device not theirs, takes the owner from the
 * device, stamps the minute, pins member writes to the database clock, skips a second
 * reading of the same device and minute (returns null, so the save succeeds without a row), and
 * purges the device's readings past the retention. Security definer because members have no delete
 * right on the table; it deletes only rows of the device being written.
 */
create function private.prepare_device_reading()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- auth.uid(), not is_trusted_role(): inside a definer function current_user is the owner.
  -- A signed-in request is a member's; the service role and owner carry no user id.
  if (select auth.uid()) is not null then
    -- Checked here as well as by the policy: a skipped duplicate never reaches the policy check,
    -- and a forged write must fail loudly rather than look accepted.
    if new.user_id is distinct from (select auth.uid()) or not exists (
      select 1 from public.devices d where d.id = new.device_id and d.user_id = (select auth.uid())
    ) then
      raise exception 'You can only record readings of your own devices' using errcode = '42501';
    end if;
    new.recorded_at := now();
  end if;
  -- The owner always comes from the device, also for the service role's writes: a mis-keyed
  -- user_id would otherwise show one member's readings to another under RLS.
  select d.user_id into new.user_id from public.devices d where d.id = new.device_id;
  if new.user_id is null then
    raise exception 'No such device' using errcode = '23503';
  end if;
  new.recorded_minute := date_trunc('minute', new.recorded_at at time zone 'UTC') at time zone 'UTC';
  if exists (
    select 1 from public.device_readings r
    where r.device_id = new.device_id and r.recorded_minute = new.recorded_minute
  ) then
    return null;
  end if;
  delete from public.device_readings r
  where r.device_id = new.device_id and r.recorded_at < now() - private.device_reading_retention();
  return new;
end;
$$;
comment on function private.prepare_device_reading() is 'Trigger: stamps the minute, uses the database clock for member writes, skips a duplicate minute and purges readings older than 90 days.';
revoke execute on function private.prepare_device_reading() from public, anon, authenticated;

create trigger device_readings_prepare
  before insert on public.device_readings
  for each row execute function private.prepare_device_reading();

alter table public.device_readings enable row level security;

create policy "Members can read their own device readings"
  on public.device_readings for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Family with device access can read the member's device readings"
  on public.device_readings for select to authenticated
  using (public.has_family_permission(user_id, 'view_device_status'));

create policy "Admins can read every device reading"
  on public.device_readings for select to authenticated
  using ((select public.is_admin()));

create policy "Members can record readings of their own devices"
  on public.device_readings for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.devices d where d.id = device_id and d.user_id = (select auth.uid()))
  );

-- No update or delete policies: a reading is a record; the trigger purges, the device cascades.
revoke all on table public.device_readings from anon;
revoke update, delete, truncate on table public.device_readings from authenticated;
grant select, insert on table public.device_readings to authenticated;
grant all on table public.device_readings to service_role;

/**
 * The caller's own access log between period_from (inclusive) and period_to (exclusive), newest
 * first, page_limit rows (1 to 500) from page_offset, each with the total for the period so the
 * page can paginate. reader_name is null for call-centre reads and deleted accounts.
 */
create function public.get_my_access_log(
  period_from timestamptz,
  period_to timestamptz,
  page_limit integer default 50,
  page_offset integer default 0
)
returns table (
  id bigint,
  created_at timestamptz,
  resource public.access_resource,
  reader_capacity text,
  reader_name text,
  reader_deleted boolean,
  sos_event_id uuid,
  sos_started_at timestamptz,
  total_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select a.*
    from public.access_log a
    where a.subject_id = (select auth.uid())
      and a.created_at >= get_my_access_log.period_from
      and a.created_at < get_my_access_log.period_to
  )
  select
    m.id,
    m.created_at,
    m.resource,
    m.reader_capacity,
    case when m.reader_capacity = 'admin' then null else p.full_name end,
    m.reader_id is null,
    alarm.id,
    alarm.started_at,
    count(*) over ()
  from mine m
  left join public.profiles p on p.user_id = m.reader_id
  left join lateral (
    select e.id, e.started_at
    from public.sos_events e
    where e.member_id = m.subject_id
      and (
        e.id = m.sos_event_id
        or (m.sos_event_id is null and e.started_at <= m.created_at
            and (e.resolved_at is null or e.resolved_at >= m.created_at))
      )
    order by (e.id = m.sos_event_id) desc nulls last, e.started_at desc
    limit 1
  ) alarm on true
  order by m.created_at desc, m.id desc
  limit least(greatest(coalesce(get_my_access_log.page_limit, 50), 1), 500)
  offset greatest(coalesce(get_my_access_log.page_offset, 0), 0);
$$;
comment on function public.get_my_access_log(timestamptz, timestamptz, integer, integer) is 'The caller''s own access log for a period, newest first and paginated, with the family/carer reader''s name even after the link ended (null for the call centre), the alarm it happened during, and the period''s total.';
revoke execute on function public.get_my_access_log(timestamptz, timestamptz, integer, integer) from public, anon;
grant execute on function public.get_my_access_log(timestamptz, timestamptz, integer, integer) to authenticated;

/**
 * The readings of one device since period_from, averaged per bucket of bucket_seconds (clamped to
 * 60 s .. 1 day), oldest first: what the Devices page's chart draws. 30 days of one-a-minute rows
 * would be 43,200 points; a bucketed series keeps the page light whatever the period. Security
 * invoker: device_readings' own policies decide whose readings the caller sees.
 */
create function public.device_reading_series(device uuid, period_from timestamptz, bucket_seconds integer)
returns table (bucket_start timestamptz, battery integer, heart_rate integer, samples integer)
language sql
stable
set search_path = ''
as $$
  with size as (select least(greatest(coalesce(device_reading_series.bucket_seconds, 3600), 60), 86400) as seconds)
  select
    to_timestamp(floor(extract(epoch from r.recorded_at) / size.seconds) * size.seconds) as bucket_start,
    round(avg(r.battery))::integer,
    round(avg(r.heart_rate))::integer,
    count(*)::integer
  from public.device_readings r, size
  where r.device_id = device_reading_series.device
    and r.recorded_at >= device_reading_series.period_from
  group by 1
  order by 1;
$$;
comment on function public.device_reading_series(uuid, timestamptz, integer) is 'A device''s readings since period_from averaged per bucket_seconds (60 s to 1 day), oldest first; RLS decides what the caller may see.';
revoke execute on function public.device_reading_series(uuid, timestamptz, integer) from public, anon;
grant execute on function public.device_reading_series(uuid, timestamptz, integer) to authenticated;
