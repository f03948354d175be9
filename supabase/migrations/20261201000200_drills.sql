/**
 * DRILLS (issue 47; docs/product.md#drills)
 * Telecare services test their alarms every month; members forget. A drill ("test my alarm") is the
 * test alert that already travels the real path (source 'test': outbox, dispatcher, every channel,
 * family alert, the call centre's queue, each marked as a drill), plus what makes it a drill:
 *   - it ends by itself sos_limits.drill_minutes (default 10) after it started, with outcome_detail
 *     'drill_over' and no "it ended" message to contacts (they were told no action was needed);
 *   - it is refused while a real alarm of the member is open (ICE90): the real one comes first;
 *   - a monthly drill can be scheduled (drill_schedules: a day 1-28, which every month has, an
 *     hour and an IANA time zone), the member is reminded the day before (notice drill_reminder)
 *     and can skip the next one. The schedule respects the test-alert limit like a tap does;
 *   - drills never count as real alarms: not in the unusual-volume flag (as before), not in the
 *     call centre's answer times (now), and the history shows them marked.
 * run_drill_watch (service role) ends drills, reminds and raises scheduled ones; the dispatcher
 * runs it every 5 seconds, Supabase Cron every minute, and each dispatch pass once.
 *
 * Replaces private.raise_sos_for: a drill (source 'test') is refused while a real alarm is open (ICE90).
 * Replaces public.call_centre_answer_stats: drills no longer count in the call centre's answer times.
 */
alter table public.sos_limits
  add column drill_minutes smallint not null default 10 check (drill_minutes between 2 and 60);
comment on column public.sos_limits.drill_minutes is 'A drill (test alert) ends by itself this many minutes after it started.';

alter table public.sos_events drop constraint sos_events_outcome_detail_check;
alter table public.sos_events add constraint sos_events_outcome_detail_check check (outcome_detail in ('checked_in_late', 'drill_over'));

/** How long a drill runs before it ends by itself, for the page that says when (sos_limits is admin-only). */
create function public.drill_minutes()
returns smallint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select l.drill_minutes from public.sos_limits l limit 1), 10::smallint);
$$;
comment on function public.drill_minutes() is 'Minutes after which a drill ends by itself (sos_limits.drill_minutes), readable by signed-in members.';
revoke execute on function public.drill_minutes() from public, anon;
grant execute on function public.drill_minutes() to authenticated;

-- Drills are looked up by member and time for the receipts page and the protection check.
create index sos_events_member_drills_idx on public.sos_events (member_id, started_at desc) where source = 'test';

create table public.drill_schedules (
  member_id uuid primary key references public.profiles (user_id) on delete cascade,
  day_of_month smallint not null check (day_of_month between 1 and 28),
  hour smallint not null check (hour between 0 and 23),
  time_zone text not null check (char_length(time_zone) between 1 and 64),
  next_run_at timestamptz not null,
  skip_next boolean not null default false,
  reminded_for timestamptz,
  last_run_at timestamptz,
  last_outcome text check (last_outcome in ('raised', 'skipped', 'limit')),
  last_event_id uuid references public.sos_events (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.drill_schedules is 'A member''s monthly drill: day (1-28), hour and time zone, the next run, whether the next one is skipped, and how the last one went. Written only through set_drill_schedule, skip_next_drill, clear_drill_schedule and run_drill_watch.';
create index drill_schedules_next_run_idx on public.drill_schedules (next_run_at);

alter table public.drill_schedules enable row level security;
create policy "Members can read their own drill schedule" on public.drill_schedules
  for select to authenticated using (member_id = (select auth.uid()));
grant select on public.drill_schedules to authenticated;
grant all on public.drill_schedules to service_role;

/** The next (day, hour) on the member's clock strictly after `after`. Every month has days 1-28. */
create function private.next_drill_at(day_of_month smallint, hour smallint, time_zone text, after timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  local timestamp := after at time zone time_zone;
  candidate timestamp := make_timestamp(extract(year from local)::integer, extract(month from local)::integer, day_of_month, hour, 0, 0);
begin
  if candidate <= local then
    candidate := candidate + interval '1 month';
  end if;
  return candidate at time zone time_zone;
end;
$$;
comment on function private.next_drill_at(smallint, smallint, text, timestamptz) is 'Internal: the next monthly drill on the member''s clock after a moment.';

create function public.set_drill_schedule(day_of_month integer, hour integer, time_zone text)
returns public.drill_schedules
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  saved public.drill_schedules;
begin
  if caller is null then
    raise exception 'Sign in to schedule a drill' using errcode = '42501';
  end if;
  if day_of_month is null or day_of_month not between 1 and 28 then
    perform private.raise_app_error('ICE91', 'Choose a day from 1 to 28: every month has those', 'drill_day', 400);
  end if;
  if hour is null or hour not between 0 and 23 then
    perform private.raise_app_error('ICE92', 'Choose an hour from 0 to 23', 'drill_hour', 400);
  end if;
  if time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = set_drill_schedule.time_zone) then
    perform private.raise_app_error('ICE93', 'That time zone is not known', 'drill_time_zone', 400);
  end if;
  insert into public.drill_schedules as d (member_id, day_of_month, hour, time_zone, next_run_at)
  values (caller, day_of_month, hour, time_zone, private.next_drill_at(day_of_month::smallint, hour::smallint, time_zone, now()))
  on conflict (member_id) do update
    set day_of_month = excluded.day_of_month, hour = excluded.hour, time_zone = excluded.time_zone,
        next_run_at = excluded.next_run_at, skip_next = false, reminded_for = null, updated_at = now()
  returning * into saved;
  return saved;
end;
$$;
comment on function public.set_drill_schedule(integer, integer, text) is 'Schedules (or moves) the caller''s monthly drill: day 1-28 (ICE91), hour 0-23 (ICE92), an IANA time zone (ICE93).';
revoke execute on function public.set_drill_schedule(integer, integer, text) from public, anon;
grant execute on function public.set_drill_schedule(integer, integer, text) to authenticated;

create function public.skip_next_drill(skip boolean default true)
returns public.drill_schedules
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.drill_schedules;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to skip a drill' using errcode = '42501';
  end if;
  update public.drill_schedules d set skip_next = coalesce(skip_next_drill.skip, true), updated_at = now()
  where d.member_id = (select auth.uid())
  returning * into saved;
  if saved.member_id is null then
    perform private.raise_app_error('ICE94', 'There is no monthly drill to skip', 'drill_not_scheduled', 404);
  end if;
  return saved;
end;
$$;
comment on function public.skip_next_drill(boolean) is 'Skips (or un-skips) the caller''s next scheduled drill; ICE94 when none is scheduled.';
revoke execute on function public.skip_next_drill(boolean) from public, anon;
grant execute on function public.skip_next_drill(boolean) to authenticated;

create function public.clear_drill_schedule()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.drill_schedules d where d.member_id = (select auth.uid());
$$;
comment on function public.clear_drill_schedule() is 'Stops the caller''s monthly drill.';
revoke execute on function public.clear_drill_schedule() from public, anon;
grant execute on function public.clear_drill_schedule() to authenticated;

create or replace function private.raise_sos_for(
  member uuid,
  client_request_id text,
  source public.sos_source,
  latitude double precision default null,
  longitude double precision default null,
  accuracy real default null,
  battery integer default null,
  heart_rate integer default null,
  note text default null,
  silent boolean default false,
  notify_contact_ids uuid[] default null,
  notify_family_ids uuid[] default null,
  check_in_id uuid default null
)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  event public.sos_events;
  has_position boolean := latitude between -90 and 90 and longitude between -180 and 180;
  limits public.sos_limits;
  unusual boolean := false;
begin
  has_position := coalesce(has_position, false);
  if battery not between 0 and 100 then battery := null; end if;
  if heart_rate not between 20 and 250 then heart_rate := null; end if;
  if accuracy < 0 then accuracy := null; end if;

  -- A retry: hand back the alarm the first request created, before any limit is counted.
  select * into event from public.sos_events e
  where e.member_id = member and e.client_request_id = raise_sos_for.client_request_id;
  if event.id is not null then
    return event;
  end if;

  select * into limits from public.sos_limits l limit 1;
  if source = 'test' then
    -- A drill while a real alarm is open: the real one comes first (docs/product.md#drills).
    if exists (select 1 from public.sos_events e
               where e.member_id = member and e.source <> 'test' and e.status in ('active', 'acknowledged')) then
      perform private.raise_app_error('ICE90', 'A real alarm is open: it comes first, so no drill now', 'drill_during_alarm', 409);
    end if;
    if (select count(*) from public.sos_events e
        where e.member_id = member and e.source = 'test' and e.started_at > now() - interval '1 hour')
       >= coalesce(limits.test_alerts_per_hour, 3) then
      perform private.raise_app_error('ICE29', 'Too many test alerts: try again later', 'sos_test_limit', 429,
        format('At most %s test alerts an hour', coalesce(limits.test_alerts_per_hour, 3)));
    end if;
  else
    unusual := (select count(*) from public.sos_events e
                where e.member_id = member and e.source <> 'test' and e.started_at > now() - interval '1 hour')
               >= coalesce(limits.alarms_flagged_per_hour, 5);
  end if;

  insert into public.sos_events as e
    (member_id, client_request_id, source, location_unavailable, battery, heart_rate, region, unusual_volume,
     note, silent, notify_contact_ids, notify_family_ids, check_in_id)
  values
    (member, client_request_id, source, not has_position, battery, heart_rate,
     private.sos_region_for(member), unusual,
     left(nullif(btrim(note), ''), 300), coalesce(silent, false), notify_contact_ids, notify_family_ids, check_in_id)
  on conflict on constraint sos_events_member_id_client_request_id_key do nothing
  returning * into event;

  if event.id is null then
    -- The same request raced this one and won: its alarm is the one.
    select * into event from public.sos_events e
    where e.member_id = member and e.client_request_id = raise_sos_for.client_request_id;
    return event;
  end if;

  if has_position then
    insert into public.sos_locations (event_id, member_id, latitude, longitude, accuracy)
    values (event.id, member, latitude, longitude, accuracy);
  end if;
  perform private.enqueue_sos_alerts(event);
  return event;
end;
$$;
comment on function private.raise_sos_for(uuid, text, public.sos_source, double precision, double precision, real, integer, integer, text, boolean, uuid[], uuid[], uuid) is 'Internal: raises an SOS for member and queues who must be told, idempotent on client_request_id (the body of raise_sos, shared with the check-in and drill watches); a drill (test) is refused while a real alarm is open (ICE90).';
revoke execute on function private.raise_sos_for(uuid, text, public.sos_source, double precision, double precision, real, integer, integer, text, boolean, uuid[], uuid[], uuid) from public, anon, authenticated;

create or replace function public.call_centre_answer_stats(days integer default 30, region text default 'es')
returns table (
  alarms integer,
  answered integer,
  answered_within_60s integer,
  share_within_60s double precision,
  p50_seconds double precision,
  p95_seconds double precision
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE70', 'Only admins can read the call centre''s answer times.', 'answer_stats_forbidden', 403);
  end if;
  if days is null or days < 1 or days > 366 or region is null or region !~ '^[a-z]{2}$' then
    perform private.raise_app_error('ICE71', 'days must be 1 to 366 and region two lowercase letters.', 'answer_stats_invalid', 400);
  end if;
  return query
  with waits as (
    select e.claimed_at is not null as was_claimed,
           extract(epoch from coalesce(e.claimed_at, e.resolved_at, now()) - e.started_at)::double precision as waited
    from public.sos_events e
    where e.region = call_centre_answer_stats.region
      and e.started_at > now() - make_interval(days => call_centre_answer_stats.days)
      -- A drill is answered like an alarm but never counts as one (docs/product.md#drills).
      and e.source <> 'test'
  ),
  counted as (
    select * from waits w where w.was_claimed or w.waited > 60
  )
  select count(*)::integer,
         (count(*) filter (where c.was_claimed))::integer,
         (count(*) filter (where c.was_claimed and c.waited <= 60))::integer,
         case when count(*) = 0 then null
              else (count(*) filter (where c.was_claimed and c.waited <= 60))::double precision / count(*) end,
         percentile_cont(0.5) within group (order by c.waited),
         percentile_cont(0.95) within group (order by c.waited)
  from counted c;
end;
$$;


create function public.run_drill_watch(max_rows integer default 200)
returns table (ended integer, raised integer, reminded integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.sos_limits;
  drill public.sos_events;
  plan public.drill_schedules;
  event public.sos_events;
  outcome text;
  n_ended integer := 0;
  n_raised integer := 0;
  n_reminded integer := 0;
  batch integer := greatest(coalesce(max_rows, 200), 1);
begin
  select * into limits from public.sos_limits l limit 1;

  -- 1. Drills end by themselves. Contacts were told no action was needed: no "it ended" message.
  for drill in
    select * from public.sos_events e
    where e.source = 'test' and e.status in ('active', 'acknowledged')
      and e.started_at <= now() - make_interval(mins => coalesce(limits.drill_minutes, 10))
    order by e.started_at
    limit batch
    for update skip locked
  loop
    update public.sos_events e
       set status = 'resolved', resolved_at = now(), outcome_detail = 'drill_over'
     where e.id = drill.id;
    -- No note: a note is shown as written, in one language; the event's outcome_detail says why.
    insert into public.sos_timeline (event_id, member_id, kind, details)
    values (drill.id, drill.member_id, 'resolved', jsonb_build_object('outcome_detail', 'drill_over'));
    update public.notifications n
       set status = 'cancelled', cancelled_at = now(), next_attempt_at = null
     where n.event_id = drill.id and n.status = 'queued' and n.channel in ('email', 'sms')
       and (n.leased_until is null or n.leased_until <= now());
    n_ended := n_ended + 1;
  end loop;

  -- 2. The day before a scheduled drill, the member is reminded once (and may skip it).
  for plan in
    select * from public.drill_schedules d
    where not d.skip_next and d.next_run_at > now() and d.next_run_at <= now() + interval '1 day'
      and d.reminded_for is distinct from d.next_run_at
    order by d.next_run_at
    limit batch
    for update skip locked
  loop
    perform private.queue_user_notice(plan.member_id, 'drill_reminder',
      jsonb_build_object('audience', 'member', 'member_id', plan.member_id, 'due_at', plan.next_run_at, 'time_zone', plan.time_zone));
    update public.drill_schedules d set reminded_for = plan.next_run_at where d.member_id = plan.member_id;
    n_reminded := n_reminded + 1;
  end loop;

  -- 3. Scheduled drills that are due: skipped, postponed behind a real alarm, or raised.
  for plan in
    select * from public.drill_schedules d
    where d.next_run_at <= now()
    order by d.next_run_at
    limit batch
    for update skip locked
  loop
    if exists (select 1 from public.sos_events e
               where e.member_id = plan.member_id and e.source <> 'test' and e.status in ('active', 'acknowledged')) then
      -- The real alarm comes first: try again in an hour.
      update public.drill_schedules d set next_run_at = now() + interval '1 hour' where d.member_id = plan.member_id;
      continue;
    end if;
    event := null;
    if plan.skip_next then
      outcome := 'skipped';
    else
      begin
        event := private.raise_sos_for(plan.member_id,
          'drill:' || to_char(plan.next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI'), 'test');
        outcome := 'raised';
        n_raised := n_raised + 1;
      exception when sqlstate 'PGRST' then
        -- The test-alert limit (ICE29) holds for scheduled drills too: this month's is not sent.
        -- Any other refusal is a fault, not a month to skip: it fails the pass, which is retried.
        if (sqlerrm::json ->> 'code') is distinct from 'ICE29' then
          raise;
        end if;
        outcome := 'limit';
      end;
    end if;
    update public.drill_schedules d
       set last_run_at = now(), last_outcome = outcome, last_event_id = coalesce(event.id, d.last_event_id), skip_next = false,
           next_run_at = private.next_drill_at(plan.day_of_month, plan.hour, plan.time_zone, greatest(now(), plan.next_run_at)),
           updated_at = now()
     where d.member_id = plan.member_id;
  end loop;

  return query select n_ended, n_raised, n_reminded;
end;
$$;
comment on function public.run_drill_watch(integer) is 'Service role: ends drills older than sos_limits.drill_minutes, reminds members of tomorrow''s scheduled drill, and raises (or skips, or postpones behind a real alarm) scheduled drills that are due. Returns how many ended, were raised and were reminded.';
revoke execute on function public.run_drill_watch(integer) from public, anon, authenticated;
grant execute on function public.run_drill_watch(integer) to service_role;
