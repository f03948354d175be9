/**
 * SOS
 * The alarm itself (sos_events), where the member was (sos_locations) and every step taken
 * (sos_timeline). Members raise and end alarms only through the RPCs below, which keep the
 * timeline complete and make a retried request return the first alarm instead of a second one.
 *
 * Where positions live, and why: coordinates are NOT columns of sos_events. They are kept only in
 * sos_locations, which no one but the member can select. sos_events can then be shared safely with
 * family who receive alerts (including through realtime), and everyone else reads positions only
 * through get_sos_location / get_sos_trail, which check the family link's location_access
 * (during_sos: only while the alarm is active or acknowledged; always) and write access_log.
 * A position therefore cannot leak through a table read, an embed or a realtime payload.
 */
create type public.sos_status as enum ('active', 'acknowledged', 'resolved', 'cancelled', 'false_alarm');
comment on type public.sos_status is 'active: raised, nobody answered yet. acknowledged: someone is on it. resolved, cancelled, false_alarm: ended.';

create type public.sos_source as enum ('app', 'pendant', 'voice', 'test');
comment on type public.sos_source is 'What raised it: the app button, the pendant, a voice assistant, or a test alert (shown labelled TEST).';

create type public.sos_timeline_kind as enum (
  'created', 'notified', 'delivered', 'failed', 'acknowledged',
  'claimed', 'call_made', 'call_centre_note', 'resolved', 'cancelled', 'false_alarm'
);
comment on type public.sos_timeline_kind is 'A step in an SOS: created; notified/delivered/failed per recipient; acknowledged; claimed/call_made/call_centre_note by the call centre; resolved/cancelled/false_alarm.';

/**
 * SOS EVENTS
 * One row per alarm. Readable by the member, by family with receive_sos_alerts (open alarms and
 * those of the last 24 hours) or view_activity (the whole history), and by admins.
 */
create table public.sos_events (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  client_request_id text not null check (char_length(client_request_id) between 1 and 100),
  status public.sos_status not null default 'active',
  source public.sos_source not null default 'app',
  started_at timestamptz not null default now(),
  acknowledged_at timestamptz,
  acknowledged_by uuid references public.profiles (user_id) on delete set null,
  claimed_at timestamptz,
  claimed_by uuid references public.profiles (user_id) on delete set null,
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (user_id) on delete set null,
  location_unavailable boolean not null default false,
  battery smallint check (battery between 0 and 100),
  heart_rate smallint check (heart_rate between 20 and 250),
  region text check (region ~ '^[a-z]{2}$'),
  updated_at timestamptz not null default now(),
  unique (member_id, client_request_id)
);
comment on table public.sos_events is 'One row per SOS alarm. Holds no coordinates: positions live in sos_locations (see the file header).';
comment on column public.sos_events.id is 'Event id.';
comment on column public.sos_events.member_id is 'The member in need.';
comment on column public.sos_events.client_request_id is 'Idempotency key chosen by the client; a retry with the same key returns this event (unique per member).';
comment on column public.sos_events.status is 'active, acknowledged, resolved, cancelled or false_alarm.';
comment on column public.sos_events.source is 'app, pendant, voice or test.';
comment on column public.sos_events.started_at is 'When the alarm was raised.';
comment on column public.sos_events.acknowledged_at is 'When someone first said they are on it.';
comment on column public.sos_events.acknowledged_by is 'Who acknowledged first (family member or admin).';
comment on column public.sos_events.claimed_at is 'When a call centre agent took the incident.';
comment on column public.sos_events.claimed_by is 'The call centre agent (admin) handling it.';
comment on column public.sos_events.resolved_at is 'When it ended (resolved, cancelled or false alarm).';
comment on column public.sos_events.resolved_by is 'Who ended it.';
comment on column public.sos_events.location_unavailable is 'True when the alarm was raised without a position (permission denied or no fix).';
comment on column public.sos_events.battery is 'Phone or pendant battery percent when raised.';
comment on column public.sos_events.heart_rate is 'Heart rate from the pendant when raised, beats per minute.';
comment on column public.sos_events.region is 'Call centre region (es) when the member is on a regional plan; such events join the incident queue.';
comment on column public.sos_events.updated_at is 'When the event last changed.';

create index sos_events_member_id_idx on public.sos_events (member_id, started_at desc);
create index sos_events_open_idx on public.sos_events (started_at desc) where status in ('active', 'acknowledged');

create trigger sos_events_set_updated_at
  before update on public.sos_events
  for each row execute function public.set_updated_at();

alter table public.sos_events enable row level security;

create policy "Members can read their own SOS events"
  on public.sos_events for select to authenticated
  using (member_id = (select auth.uid()));

create policy "Family with alerts can read open and recent SOS events"
  on public.sos_events for select to authenticated
  using (
    (status in ('active', 'acknowledged') or started_at > now() - interval '24 hours')
    and public.has_family_permission(member_id, 'receive_sos_alerts')
  );

create policy "Family with activity access can read the SOS history"
  on public.sos_events for select to authenticated
  using (public.has_family_permission(member_id, 'view_activity'));

create policy "Admins can read every SOS event"
  on public.sos_events for select to authenticated
  using ((select public.is_admin()));

-- No insert, update or delete policies: raise_sos, acknowledge_sos, end_sos and
-- add_call_centre_step are the only ways in, so every change lands on the timeline.

alter table public.access_log
  add constraint access_log_sos_event_id_fkey
  foreign key (sos_event_id) references public.sos_events (id) on delete set null;

/**
 * SOS LOCATIONS
 * The position trail of an alarm: the first fix when raised, then one every 10 s or 25 m while it
 * is open. Only the member reads it directly; everyone else goes through the logged functions.
 */
create table public.sos_locations (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.sos_events (id) on delete cascade,
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  accuracy real check (accuracy >= 0),
  recorded_at timestamptz not null default now()
);
comment on table public.sos_locations is 'Positions of an SOS; others than the member read them only through get_sos_location / get_sos_trail (logged).';
comment on column public.sos_locations.id is 'Ever-increasing point number.';
comment on column public.sos_locations.event_id is 'The SOS this position belongs to.';
comment on column public.sos_locations.member_id is 'The member (copied from the event so RLS needs no join).';
comment on column public.sos_locations.latitude is 'WGS84 latitude, degrees.';
comment on column public.sos_locations.longitude is 'WGS84 longitude, degrees.';
comment on column public.sos_locations.accuracy is 'Accuracy radius reported by the device, metres.';
comment on column public.sos_locations.recorded_at is 'When the device measured it.';

create index sos_locations_event_id_idx on public.sos_locations (event_id, recorded_at desc);

alter table public.sos_locations enable row level security;

create policy "Members can read the positions of their own SOS"
  on public.sos_locations for select to authenticated
  using (member_id = (select auth.uid()));

create policy "Members can add positions to their own open SOS"
  on public.sos_locations for insert to authenticated
  with check (
    member_id = (select auth.uid())
    and exists (
      select 1 from public.sos_events e
      where e.id = event_id and e.member_id = (select auth.uid())
        and e.status in ('active', 'acknowledged')
    )
  );

-- Deliberately no family or admin policy, and no update or delete: a trail is a record.

/**
 * SOS TIMELINE
 * Every step of an alarm, in order. Written by the SOS functions and by the notification fan-out
 * (service role). Whoever may see an event may see its timeline; family subscribe to it through
 * realtime, filtered on member_id.
 */
create table public.sos_timeline (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.sos_events (id) on delete cascade,
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  kind public.sos_timeline_kind not null,
  actor_id uuid references public.profiles (user_id) on delete set null,
  note text check (char_length(note) <= 2000),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  at timestamptz not null default now()
);
comment on table public.sos_timeline is 'Each step of an SOS (created, notified, delivered, acknowledged, call centre notes, ended).';
comment on column public.sos_timeline.id is 'Ever-increasing step number; orders the timeline.';
comment on column public.sos_timeline.event_id is 'The SOS this step belongs to.';
comment on column public.sos_timeline.member_id is 'The member of the SOS (copied so realtime can filter on it).';
comment on column public.sos_timeline.kind is 'What happened.';
comment on column public.sos_timeline.actor_id is 'Who did it; null for the system (notification fan-out).';
comment on column public.sos_timeline.note is 'Free text: a call centre note, an acknowledgement message.';
comment on column public.sos_timeline.details is 'Structured facts, e.g. {"channel":"sms","notification_id":"..."}; never coordinates.';
comment on column public.sos_timeline.at is 'When it happened.';

create index sos_timeline_event_id_idx on public.sos_timeline (event_id, id);
create index sos_timeline_member_id_idx on public.sos_timeline (member_id, at desc);

alter table public.sos_timeline enable row level security;

-- The subquery runs under sos_events' own policies, so the two tables can never disagree.
create policy "Whoever can see an SOS can read its timeline"
  on public.sos_timeline for select to authenticated
  using (exists (select 1 from public.sos_events e where e.id = event_id));

-- No insert, update or delete policies: steps are written by definer functions and the service role.

/** Writes the 'created' step of every new event, whichever way it was inserted. */
create function public.add_sos_created_step()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, details, at)
  values (new.id, new.member_id, 'created', new.member_id,
          jsonb_build_object('source', new.source, 'location_unavailable', new.location_unavailable),
          new.started_at);
  return new;
end;
$$;
comment on function public.add_sos_created_step() is 'Trigger: records the created step of a new SOS on its timeline.';

create trigger sos_events_add_created_step
  after insert on public.sos_events
  for each row execute function public.add_sos_created_step();

/** Internal: the call centre region of a member's active regional plan (es), or null. */
create function private.sos_region_for(member uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.region
  from public.subscriptions s
  join public.subscription_plans p on p.id = s.plan_id
  where s.user_id = sos_region_for.member
    and s.status in ('active', 'trialing')
    and p.region is not null and p.region <> 'global'
  order by p.sort_order
  limit 1;
$$;
comment on function private.sos_region_for(uuid) is 'Internal: call centre region of the member''s active regional plan, or null.';
revoke execute on function private.sos_region_for(uuid) from public, anon, authenticated;

/**
 * Raises an SOS for the signed-in member. The write is the alarm. Idempotent: calling again with
 * the same client_request_id returns the first event unchanged and raises nothing new, so a client
 * may retry freely after a timeout. Without a usable latitude/longitude the event is marked
 * location_unavailable; with them, the first position goes to sos_locations. Sensor readings out of
 * range (a 0 bpm heart rate, a position off the globe) are dropped, never allowed to fail the alarm.
 */
create function public.raise_sos(
  client_request_id text,
  source public.sos_source default 'app',
  latitude double precision default null,
  longitude double precision default null,
  accuracy real default null,
  battery integer default null,
  heart_rate integer default null
)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
  has_position boolean := latitude between -90 and 90 and longitude between -180 and 180;
begin
  if caller is null then
    raise exception 'Sign in to raise an SOS' using errcode = '42501';
  end if;
  has_position := coalesce(has_position, false);
  if battery not between 0 and 100 then battery := null; end if;
  if heart_rate not between 20 and 250 then heart_rate := null; end if;
  if accuracy < 0 then accuracy := null; end if;

  insert into public.sos_events as e
    (member_id, client_request_id, source, location_unavailable, battery, heart_rate, region)
  values
    (caller, client_request_id, source, not has_position, battery, heart_rate,
     private.sos_region_for(caller))
  on conflict on constraint sos_events_member_id_client_request_id_key do nothing
  returning * into event;

  if event.id is null then
    -- A retry: hand back the alarm the first request created.
    select * into event from public.sos_events e
    where e.member_id = caller and e.client_request_id = raise_sos.client_request_id;
    return event;
  end if;

  if has_position then
    insert into public.sos_locations (event_id, member_id, latitude, longitude, accuracy)
    values (event.id, caller, latitude, longitude, accuracy);
  end if;
  return event;
end;
$$;
comment on function public.raise_sos(text, public.sos_source, double precision, double precision, real, integer, integer) is 'Raises an SOS for the caller; a repeated client_request_id returns the first event (idempotent). Coordinates go to sos_locations.';

/** Internal: the event, locked, when it is still open; raises otherwise. */
create function private.lock_open_sos_event(event_id uuid)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  event public.sos_events;
begin
  select * into event from public.sos_events e where e.id = lock_open_sos_event.event_id for update;
  if event.id is null then
    perform private.raise_app_error('ICE20', 'SOS event not found', 'sos_not_found', 404);
  end if;
  if event.status not in ('active', 'acknowledged') then
    perform private.raise_app_error('ICE21', 'This SOS has already ended', 'sos_ended', 409);
  end if;
  return event;
end;
$$;
comment on function private.lock_open_sos_event(uuid) is 'Internal: locks an open SOS event or raises ICE20 (not found) / ICE21 (already ended).';
revoke execute on function private.lock_open_sos_event(uuid) from public, anon, authenticated;

/**
 * "I'm on it": a family member with receive_sos_alerts, or an admin, acknowledges an open SOS.
 * The first acknowledgement moves it to acknowledged; later ones are added to the timeline too,
 * so the member sees everyone who is coming.
 */
create function public.acknowledge_sos(event_id uuid, note text default null)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  select * into event from public.sos_events e where e.id = acknowledge_sos.event_id;
  if caller is null or event.id is null
     or not (public.is_admin() or public.has_family_permission(event.member_id, 'receive_sos_alerts')) then
    raise exception 'You cannot acknowledge this SOS' using errcode = '42501', hint = 'sos_forbidden';
  end if;
  event := private.lock_open_sos_event(acknowledge_sos.event_id);
  if event.status = 'active' then
    update public.sos_events e
       set status = 'acknowledged', acknowledged_at = now(), acknowledged_by = caller
     where e.id = event.id
    returning * into event;
  end if;
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, note)
  values (event.id, event.member_id, 'acknowledged', caller, acknowledge_sos.note);
  return event;
end;
$$;
comment on function public.acknowledge_sos(uuid, text) is 'Family with receive_sos_alerts or an admin acknowledges an open SOS ("I''m on it"). 42501 when not allowed, ICE21 when it already ended.';

/**
 * Ends an open SOS: the member ("I'm safe" → resolved, "It was a mistake" → cancelled, or
 * false_alarm) or an admin (call centre). Family cannot end someone else's alarm.
 */
create function public.end_sos(
  event_id uuid,
  outcome public.sos_status default 'resolved',
  note text default null
)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  if outcome not in ('resolved', 'cancelled', 'false_alarm') then
    raise exception 'An SOS ends as resolved, cancelled or false_alarm' using errcode = '22023';
  end if;
  select * into event from public.sos_events e where e.id = end_sos.event_id;
  if caller is null or event.id is null or not (event.member_id = caller or public.is_admin()) then
    raise exception 'You cannot end this SOS' using errcode = '42501', hint = 'sos_forbidden';
  end if;
  event := private.lock_open_sos_event(end_sos.event_id);
  update public.sos_events e
     set status = outcome, resolved_at = now(), resolved_by = caller
   where e.id = event.id
  returning * into event;
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, note)
  values (event.id, event.member_id, outcome::text::public.sos_timeline_kind, caller, end_sos.note);
  return event;
end;
$$;
comment on function public.end_sos(uuid, public.sos_status, text) is 'The member or an admin ends an open SOS as resolved, cancelled or false_alarm. 42501 when not allowed, ICE21 when it already ended.';

/**
 * Call centre steps on an open SOS, by an admin: claimed (takes the incident), call_made,
 * call_centre_note. Claiming records the agent on the event.
 */
create function public.add_call_centre_step(
  event_id uuid,
  step public.sos_timeline_kind,
  note text default null
)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  if not public.is_admin() then
    raise exception 'Only the call centre can add this step' using errcode = '42501', hint = 'sos_forbidden';
  end if;
  if step not in ('claimed', 'call_made', 'call_centre_note') then
    raise exception 'A call centre step is claimed, call_made or call_centre_note' using errcode = '22023';
  end if;
  event := private.lock_open_sos_event(add_call_centre_step.event_id);
  if step = 'claimed' then
    update public.sos_events e set claimed_at = now(), claimed_by = caller
     where e.id = event.id
    returning * into event;
  end if;
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, note)
  values (event.id, event.member_id, step, caller, add_call_centre_step.note);
  return event;
end;
$$;
comment on function public.add_call_centre_step(uuid, public.sos_timeline_kind, text) is 'An admin records a call centre step (claimed, call_made, call_centre_note) on an open SOS.';

/**
 * Internal: may the caller read the positions of this SOS? The member always (not logged).
 * Others are checked and logged by authorize_and_log_access: admins; family whose link allows
 * location during_sos while the alarm is open, or always.
 */
create function private.authorize_sos_location_read(event_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  select * into event from public.sos_events e where e.id = authorize_sos_location_read.event_id;
  if caller is null or event.id is null then
    raise exception 'You do not have permission to see this location'
      using errcode = '42501', hint = 'location_forbidden';
  end if;
  if event.member_id = caller then
    return;
  end if;
  perform private.authorize_and_log_access(
    event.member_id,
    case when event.status in ('active', 'acknowledged') then 'location_during_sos' else 'location_always' end,
    'location',
    event.id
  );
end;
$$;
comment on function private.authorize_sos_location_read(uuid) is 'Internal: checks and logs a read of an SOS position, or raises 42501.';
revoke execute on function private.authorize_sos_location_read(uuid) from public, anon, authenticated;

/** The latest position of an SOS (zero or one row), for the member, permitted family and admins; logged. */
create function public.get_sos_location(event_id uuid)
returns setof public.sos_locations
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.authorize_sos_location_read(get_sos_location.event_id);
  return query
    select * from public.sos_locations l
    where l.event_id = get_sos_location.event_id
    order by l.recorded_at desc, l.id desc
    limit 1;
end;
$$;
comment on function public.get_sos_location(uuid) is 'Latest position of an SOS if the caller is the member, an admin, or family whose location_access allows it (during_sos while open, always); each read by others is logged. 42501 otherwise.';

/** The whole position trail of an SOS, oldest first; same rules and logging as get_sos_location. */
create function public.get_sos_trail(event_id uuid)
returns setof public.sos_locations
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.authorize_sos_location_read(get_sos_trail.event_id);
  return query
    select * from public.sos_locations l
    where l.event_id = get_sos_trail.event_id
    order by l.recorded_at, l.id;
end;
$$;
comment on function public.get_sos_trail(uuid) is 'All positions of an SOS, oldest first, under the same rules and logging as get_sos_location.';
