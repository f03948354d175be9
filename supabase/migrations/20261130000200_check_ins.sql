/**
 * THE CHECK-IN TIMER (issue 46; docs/product.md#check-in)
 * "Tell my people if I have not checked in by 23:00." The deadline lives here, never in a
 * browser: run_check_in_watch (called every half second by the long-lived dispatcher, and by
 * Supabase Cron in production) reminds the member before it is due and raises the alarm once
 * due + grace has passed with nobody checking in, even when the member's phone has been off for
 * hours. Every alarm raised here takes the same path as a tapped SOS (private.raise_sos_for:
 * outbox, dispatcher, family alerts, call centre, timeline, history) with its source recorded.
 *
 * Exactly once: the watch locks the due rows (FOR UPDATE SKIP LOCKED), raises their alarms and
 * marks them in one transaction, so two dispatchers never raise the same check-in and a dispatcher
 * killed half-way leaves nothing behind (its transaction rolls back; the next pass raises it). The
 * alarm's client request id is derived from the check-in, a second guard on the same promise.
 *
 * A duress code (set with set_check_in_codes) entered instead of the safe code answers exactly as
 * a check-in does, and raises a silent alarm: its family and contacts are told, while the member's
 * own screens never show it (sos_events.silent).
 *
 * Replaces public.raise_sos: its body moved to private.raise_sos_for so the server can raise a check-in's alarm; clients may not claim the check_in source.
 * Replaces private.set_sos_contacts_due_at: alarms that already had their countdown (the pendant's, a fall's "Are you OK?", a check-in's grace) reach contacts at once.
 * Replaces private.sos_message_params: messages say what raised the alarm, with the check-in's note and due time.
 * Replaces private.enqueue_sos_alerts: a check-in tells only the contacts the member chose.
 * Replaces public.queue_family_sos_alerts: a check-in notifies only the family members the member chose.
 * Replaces private.enqueue_sos_ended_notices: the notice says how it ended in detail (checked in late).
 * Replaces public.end_sos: its body moved to private.end_sos_as, shared with the late check-in.
 */

-- ---------------------------------------------------------------------------------------------
-- What an alarm carries beyond a tap
-- ---------------------------------------------------------------------------------------------
alter table public.sos_events
  add column note text check (char_length(note) <= 300),
  add column silent boolean not null default false,
  add column outcome_detail text check (outcome_detail in ('checked_in_late')),
  add column notify_contact_ids uuid[],
  add column notify_family_ids uuid[];
comment on column public.sos_events.note is 'What the member wrote on the check-in that raised it ("walking home from the station"); shown with the alarm.';
comment on column public.sos_events.silent is 'Raised by a duress code: family and contacts are told as for any alarm, the member''s own screens never show it.';
comment on column public.sos_events.outcome_detail is 'How it ended beyond its status: checked_in_late when the member checked in after a missed check-in raised it.';
comment on column public.sos_events.notify_contact_ids is 'Only these emergency contacts are told (a check-in''s choice); null: every contact, as for a tapped SOS.';
comment on column public.sos_events.notify_family_ids is 'Only these family members are notified (a check-in''s choice); null: everyone whose link receives alerts.';

-- ---------------------------------------------------------------------------------------------
-- Check-ins
-- ---------------------------------------------------------------------------------------------
create table public.check_ins (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  client_request_id text not null check (char_length(client_request_id) between 1 and 100),
  note text check (char_length(note) <= 200),
  due_at timestamptz not null,
  grace_minutes smallint not null default 5 check (grace_minutes between 0 and 60),
  -- due_at + grace, and when to remind: stored so the watch's scans are index range reads.
  alarm_at timestamptz not null,
  remind_at timestamptz not null,
  contact_ids uuid[] not null default '{}',
  family_ids uuid[] not null default '{}',
  status public.check_in_status not null default 'active',
  reminded_at timestamptz,
  alarm_event_id uuid references public.sos_events (id) on delete set null,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  accuracy real check (accuracy >= 0),
  located_at timestamptz,
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (member_id, client_request_id),
  check (alarm_at = due_at + make_interval(mins => grace_minutes))
);
comment on table public.check_ins is 'A member''s "tell my people if I have not checked in by …" timer. Written only through the check-in functions; the watch raises the alarm at alarm_at.';
comment on column public.check_ins.contact_ids is 'The emergency contacts told if it is missed (chosen from the member''s).';
comment on column public.check_ins.family_ids is 'The family members notified if it is missed (chosen from those whose link receives alerts).';
comment on column public.check_ins.remind_at is 'When the member is reminded: 5 minutes before due_at, or halfway for a shorter check-in.';

-- One running check-in per member, and the watch's two scans as index range reads.
create unique index check_ins_one_active_idx on public.check_ins (member_id) where status = 'active';
create index check_ins_alarm_due_idx on public.check_ins (alarm_at) where status = 'active';
create index check_ins_remind_due_idx on public.check_ins (remind_at) where status = 'active' and reminded_at is null;
create index check_ins_member_created_idx on public.check_ins (member_id, created_at desc);

alter table public.sos_events add column check_in_id uuid references public.check_ins (id) on delete set null;
comment on column public.sos_events.check_in_id is 'The check-in whose deadline (or duress code) raised it.';

create trigger check_ins_set_updated_at before update on public.check_ins
  for each row execute function public.set_updated_at();

alter table public.check_ins enable row level security;
create policy "Members can read their own check-ins" on public.check_ins
  for select to authenticated using (member_id = (select auth.uid()));
create policy "Family with status or location access can read a running check-in" on public.check_ins
  for select to authenticated using (
    status = 'active'
    and (public.has_family_permission(member_id, 'view_device_status')
         or public.has_family_permission(member_id, 'location_always')));
create policy "Admins can read every check-in" on public.check_ins
  for select to authenticated using ((select public.is_admin()));
grant select on public.check_ins to authenticated;
grant all on public.check_ins to service_role;

-- The member's safe and duress codes, hashed; never readable through the Data API.
create table private.check_in_codes (
  member_id uuid primary key references public.profiles (user_id) on delete cascade,
  safe_hash text not null,
  duress_hash text not null,
  updated_at timestamptz not null default now()
);
comment on table private.check_in_codes is 'A member''s check-in codes as SHA-256 of member id and code: the safe code checks in, the duress code checks in on screen and raises a silent alarm.';

-- Which check-ins ended by a duress code, kept apart so the member's own reads cannot show it.
create table private.check_in_duress (
  check_in_id uuid primary key references public.check_ins (id) on delete cascade,
  event_id uuid references public.sos_events (id) on delete set null,
  entered_at timestamptz not null default now()
);
comment on table private.check_in_duress is 'Check-ins answered with the duress code, and the silent alarm each raised.';

create function private.check_in_code_hash(member uuid, code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(member::text || ':' || code, 'UTF8')), 'hex');
$$;
comment on function private.check_in_code_hash(uuid, text) is 'Internal: the stored form of a check-in code (salted with the member id).';

-- ---------------------------------------------------------------------------------------------
-- Raising an alarm for a member (the caller of raise_sos, or the server for a check-in)
-- ---------------------------------------------------------------------------------------------
create function private.raise_sos_for(
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
comment on function private.raise_sos_for(uuid, text, public.sos_source, double precision, double precision, real, integer, integer, text, boolean, uuid[], uuid[], uuid) is 'Internal: raises an SOS for member and queues who must be told, idempotent on client_request_id (the body of raise_sos, shared with the check-in watch).';
revoke execute on function private.raise_sos_for(uuid, text, public.sos_source, double precision, double precision, real, integer, integer, text, boolean, uuid[], uuid[], uuid) from public, anon, authenticated;

create or replace function public.raise_sos(
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
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to raise an SOS' using errcode = '42501';
  end if;
  if source = 'check_in' then
    raise exception 'Check-in alarms are raised by the server when a check-in is missed' using errcode = '22023';
  end if;
  return private.raise_sos_for(caller, client_request_id, source, latitude, longitude, accuracy, battery, heart_rate);
end;
$$;
comment on function public.raise_sos(text, public.sos_source, double precision, double precision, real, integer, integer) is 'Raises an SOS for the caller and queues who must be told, in one transaction; a repeated client_request_id returns the first event (idempotent). Test alerts past sos_limits answer ICE29 (429); real alarms are never refused. Coordinates go to sos_locations. The check_in source is the server''s (22023).';

create or replace function private.set_sos_contacts_due_at()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  grace smallint;
begin
  if new.source in ('test', 'pendant', 'fall', 'check_in') then
    new.contacts_due_at := new.started_at;
    return new;
  end if;
  select p.grace_seconds into grace from public.sos_preferences p where p.member_id = new.member_id;
  new.contacts_due_at := new.started_at + make_interval(secs => coalesce(grace, 5));
  return new;
end;
$$;
comment on function private.set_sos_contacts_due_at() is 'Trigger: contacts_due_at = started_at + the member''s grace period; at once for tests and for alarms whose countdown ran before raising (pendant, fall, check_in).';

create or replace function private.sos_message_params(event public.sos_events)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('started_at', event.started_at, 'source', event.source)
    || case when event.note is not null then jsonb_build_object('note', event.note) else '{}'::jsonb end
    -- A duress code: the message must not tell anyone to call the member's phone.
    || case when event.silent then jsonb_build_object('silent', true) else '{}'::jsonb end
    || coalesce((select jsonb_build_object('due_at', c.due_at) from public.check_ins c where c.id = event.check_in_id), '{}'::jsonb)
    || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''),
                                           'member_phone', nullif(btrim(p.phone), ''),
                                           'member_country', p.country)
                 from public.profiles p where p.user_id = event.member_id), '{}'::jsonb);
$$;
comment on function private.sos_message_params(public.sos_events) is 'Internal: the parameters of the messages about an alarm (member name, phone and country, start time, source, the check-in''s note and due time, silent for a duress code).';

create or replace function private.enqueue_sos_alerts(event public.sos_events)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert_kind text := case when event.source = 'test' then 'test_alert' else 'sos_alert' end;
  message_params jsonb := private.sos_message_params(event);
begin
  insert into private.sos_family_alerts_due (event_id) values (event.id) on conflict do nothing;

  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, c.id, btrim(t.address), t.channel, alert_kind, c.language, message_params, event.contacts_due_at
  from public.emergency_contacts c
  cross join lateral (values ('email'::public.notification_channel, c.email),
                             ('sms'::public.notification_channel, c.phone)) as t (channel, address)
  where c.user_id = event.member_id
    and (event.notify_contact_ids is null or c.id = any (event.notify_contact_ids))
    and t.channel = any (c.channels)
    and nullif(btrim(t.address), '') is not null
    and not exists (select 1 from public.emergency_contact_consents k where k.contact_id = c.id and k.status = 'declined')
    and not exists (select 1 from private.emergency_contact_declines d
                    where d.member_id = c.user_id and d.address_hash = any (private.contact_address_hashes(c.email, c.phone)))
  order by c.priority, c.created_at
  on conflict do nothing;
end;
$$;

create or replace function public.queue_family_sos_alerts(max_events integer default 50, only_event uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  if only_event is not null then
    -- Our own lock is never skipped below; another transaction's is waited for here.
    perform 1 from private.sos_family_alerts_due q where q.event_id = only_event for update;
  end if;
  with due as (
    delete from private.sos_family_alerts_due q
    where q.event_id in (
      select d.event_id from private.sos_family_alerts_due d
      where only_event is null or d.event_id = only_event
      order by d.queued_at
      limit greatest(1, least(max_events, 500))
      for update skip locked
    )
    returning q.event_id
  ),
  -- One row per alarm taken, with what every message about it says.
  alarms as materialized (
    select e.id, e.member_id, e.status, e.notify_family_ids,
           case when e.source = 'test' then 'test_alert' else 'sos_alert' end as kind,
           private.sos_message_params(e) as params
    from due
    join public.sos_events e on e.id = due.event_id
  ),
  written as (
    insert into public.notifications (event_id, recipient_user_id, channel, kind, language, params, next_attempt_at)
    select a.id, r.family_member_id, t.channel, a.kind, p.preferred_language, a.params, now()
    from alarms a
    cross join lateral public.sos_alert_recipients(a.member_id) r
    join public.profiles p on p.user_id = r.family_member_id
    cross join lateral (values ('in_app'::public.notification_channel), ('push'::public.notification_channel)) as t (channel)
    where (a.notify_family_ids is null or r.family_member_id = any (a.notify_family_ids))
      and (t.channel = 'in_app'
           or (a.status in ('active', 'acknowledged')
               and exists (select 1 from public.push_subscriptions s where s.user_id = r.family_member_id)))
    on conflict do nothing
    returning 1
  )
  select count(*)::integer into taken from due;
  -- `written` is evaluated even though nothing reads it: data-modifying CTEs always run to completion.
  return taken;
end;
$$;

create or replace function private.enqueue_sos_ended_notices(event public.sos_events, only_alert uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, a.recipient_contact_id, a.recipient_address, a.channel, 'sos_ended', a.language,
         a.params || jsonb_build_object('outcome', event.status)
           || case when event.outcome_detail is not null then jsonb_build_object('outcome_detail', event.outcome_detail) else '{}'::jsonb end,
         now()
  from public.notifications a
  where a.event_id = event.id
    and a.kind in ('sos_alert', 'test_alert')
    and a.channel in ('email', 'sms')
    and a.status in ('sent', 'delivered')
    and (only_alert is null or a.id = only_alert)
    and event.status in ('resolved', 'cancelled', 'false_alarm')
  on conflict do nothing;
$$;

-- ---------------------------------------------------------------------------------------------
-- Ending an alarm (the member, an admin, or a late check-in)
-- ---------------------------------------------------------------------------------------------
create function private.end_sos_as(
  event_id uuid,
  outcome public.sos_status,
  actor uuid,
  note text default null,
  outcome_detail text default null
)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  event public.sos_events;
begin
  if outcome not in ('resolved', 'cancelled', 'false_alarm') then
    raise exception 'An SOS ends as resolved, cancelled or false_alarm' using errcode = '22023';
  end if;
  event := private.lock_open_sos_event(end_sos_as.event_id);
  update public.sos_events e
     set status = outcome, resolved_at = now(), resolved_by = actor, outcome_detail = end_sos_as.outcome_detail
   where e.id = event.id
  returning * into event;
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, note)
  values (event.id, event.member_id, outcome::text::public.sos_timeline_kind, actor, end_sos_as.note);

  update public.notifications n
     set status = 'cancelled', cancelled_at = now(), next_attempt_at = null
   where n.event_id = event.id
     and n.status = 'queued'
     and n.kind in ('sos_alert', 'test_alert')
     and n.channel in ('email', 'sms')
     and (n.leased_until is null or n.leased_until <= now());
  perform private.enqueue_sos_ended_notices(event);
  return event;
end;
$$;
comment on function private.end_sos_as(uuid, public.sos_status, uuid, text, text) is 'Internal: ends an open SOS (ICE20/ICE21 otherwise) as actor, with its timeline step; unsent contact alerts are cancelled and alerted contacts told.';
revoke execute on function private.end_sos_as(uuid, public.sos_status, uuid, text, text) from public, anon, authenticated;

create or replace function public.end_sos(event_id uuid, outcome public.sos_status default 'resolved', note text default null)
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
  return private.end_sos_as(end_sos.event_id, outcome, caller, end_sos.note);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Messages to the member (and family) that are not about an alarm
-- ---------------------------------------------------------------------------------------------
create function private.queue_user_notice(
  recipient uuid,
  kind text,
  params jsonb,
  channels public.notification_channel[] default array['in_app', 'email', 'push']::public.notification_channel[]
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (recipient_user_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select recipient, case when t.channel = 'email' then u.email end, t.channel, queue_user_notice.kind,
         p.preferred_language, queue_user_notice.params, now()
  from public.profiles p
  join auth.users u on u.id = p.user_id
  cross join lateral unnest(channels) as t (channel)
  where p.user_id = recipient
    and (t.channel <> 'email' or nullif(btrim(u.email), '') is not null)
    and (t.channel <> 'push' or exists (select 1 from public.push_subscriptions s where s.user_id = recipient))
    and t.channel <> 'sms';
$$;
comment on function private.queue_user_notice(uuid, text, jsonb, public.notification_channel[]) is 'Internal: queues a notice (not an alarm) to a signed-up person in their language: in-app, e-mail to their account address, push when they have a subscribed browser.';
revoke execute on function private.queue_user_notice(uuid, text, jsonb, public.notification_channel[]) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The member's check-in functions
-- ---------------------------------------------------------------------------------------------
create function private.lock_own_check_in(check_in_id uuid)
returns public.check_ins
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row public.check_ins;
begin
  select * into found_row from public.check_ins c where c.id = lock_own_check_in.check_in_id for update;
  if (select auth.uid()) is null or found_row.id is null or found_row.member_id <> (select auth.uid()) then
    raise exception 'You can only check in for yourself' using errcode = '42501', hint = 'check_in_forbidden';
  end if;
  return found_row;
end;
$$;
comment on function private.lock_own_check_in(uuid) is 'Internal: locks the caller''s own check-in, or refuses (42501 check_in_forbidden) without saying whether it exists.';
revoke execute on function private.lock_own_check_in(uuid) from public, anon, authenticated;

/** 'safe', 'duress', or an error: a code is needed once the member set codes, and must be one of them. */
create function private.check_in_code_kind(member uuid, code text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  codes private.check_in_codes;
  given text := private.check_in_code_hash(member, btrim(coalesce(code, '')));
begin
  select * into codes from private.check_in_codes k where k.member_id = member;
  if codes.member_id is null then
    return 'safe';
  end if;
  if nullif(btrim(coalesce(code, '')), '') is null then
    perform private.raise_app_error('ICE47', 'Enter your code to check in', 'check_in_code_required', 422);
  end if;
  if given = codes.safe_hash then
    return 'safe';
  elsif given = codes.duress_hash then
    return 'duress';
  end if;
  perform private.raise_app_error('ICE48', 'That code is not right', 'check_in_code_wrong', 422);
  return null;
end;
$$;
comment on function private.check_in_code_kind(uuid, text) is 'Internal: which code was entered (safe or duress); ICE47 when one is needed and missing, ICE48 when it is neither.';
revoke execute on function private.check_in_code_kind(uuid, text) from public, anon, authenticated;

/** The alarm of a check-in: its note, chosen people, last position and the pendant's last battery. */
create function private.raise_check_in_alarm(check_in public.check_ins, silent boolean)
returns public.sos_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  pendant_battery smallint;
  pendant_heart_rate smallint;
begin
  -- The pendant's battery and pulse only when it reported in the last day: an older value misleads.
  select d.battery, d.last_heart_rate into pendant_battery, pendant_heart_rate
  from public.devices d
  where d.user_id = check_in.member_id and d.kind = 'pendant' and d.last_connected_at > now() - interval '1 day'
  order by d.last_connected_at desc
  limit 1;
  return private.raise_sos_for(
    check_in.member_id,
    case when silent then 'check-in-duress:' else 'check-in:' end || check_in.id::text,
    'check_in',
    check_in.latitude, check_in.longitude, check_in.accuracy,
    pendant_battery, pendant_heart_rate,
    check_in.note, silent, check_in.contact_ids, check_in.family_ids, check_in.id);
end;
$$;
comment on function private.raise_check_in_alarm(public.check_ins, boolean) is 'Internal: raises the alarm of a missed check-in (or a silent one for a duress code) with its note, chosen recipients, last known position and the pendant''s battery.';
revoke execute on function private.raise_check_in_alarm(public.check_ins, boolean) from public, anon, authenticated;

create function public.start_check_in(
  client_request_id text,
  due_at timestamptz,
  grace_minutes integer,
  contact_ids uuid[],
  family_ids uuid[],
  note text default null,
  latitude double precision default null,
  longitude double precision default null,
  accuracy real default null
)
returns public.check_ins
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  created public.check_ins;
  clean_note text := nullif(btrim(coalesce(note, '')), '');
  has_position boolean := coalesce(latitude between -90 and 90 and longitude between -180 and 180, false);
begin
  if caller is null then
    raise exception 'Sign in to start a check-in' using errcode = '42501';
  end if;
  select * into created from public.check_ins c where c.member_id = caller and c.client_request_id = start_check_in.client_request_id;
  if created.id is not null then
    return created;
  end if;
  if client_request_id is null or char_length(client_request_id) not between 1 and 100 then
    raise exception 'client_request_id is 1 to 100 characters' using errcode = '22023';
  end if;
  if char_length(clean_note) > 200 then
    perform private.raise_app_error('ICE46', 'The note is at most 200 characters', 'check_in_note_too_long', 422);
  end if;
  if due_at is null or due_at <= now() then
    perform private.raise_app_error('ICE40', 'That time has already passed', 'check_in_due_past', 422);
  end if;
  -- A duration of exactly one minute chosen in the browser arrives a moment later: 50 s of slack.
  if due_at < now() + interval '50 seconds' or due_at > now() + interval '24 hours 1 minute' then
    perform private.raise_app_error('ICE41', 'A check-in runs from 1 minute to 24 hours', 'check_in_due_range', 422);
  end if;
  if grace_minutes is null or grace_minutes not between 0 and 60 then
    perform private.raise_app_error('ICE42', 'The grace period is 0 to 60 minutes', 'check_in_grace_range', 422);
  end if;
  contact_ids := coalesce(array(select distinct x from unnest(contact_ids) x where x is not null), '{}');
  family_ids := coalesce(array(select distinct x from unnest(family_ids) x where x is not null), '{}');
  if cardinality(contact_ids) + cardinality(family_ids) = 0 then
    perform private.raise_app_error('ICE43', 'Choose at least one person to tell', 'check_in_nobody', 422);
  end if;
  if exists (select 1 from unnest(contact_ids) x
             where not exists (select 1 from public.emergency_contacts c where c.id = x and c.user_id = caller))
     or exists (select 1 from unnest(family_ids) x
                where not exists (select 1 from public.sos_alert_recipients(caller) r where r.family_member_id = x)) then
    perform private.raise_app_error('ICE44', 'Choose people from your own contacts and family', 'check_in_recipient_not_yours', 403);
  end if;
  if exists (select 1 from public.check_ins c where c.member_id = caller and c.status = 'active') then
    perform private.raise_app_error('ICE45', 'You already have a check-in running', 'check_in_running', 409);
  end if;

  begin
    insert into public.check_ins
      (member_id, client_request_id, note, due_at, grace_minutes, alarm_at, remind_at, contact_ids, family_ids,
       latitude, longitude, accuracy, located_at)
    values
      (caller, client_request_id, clean_note, due_at, grace_minutes,
       due_at + make_interval(mins => grace_minutes),
       due_at - least(interval '5 minutes', (due_at - now()) / 2),
       contact_ids, family_ids,
       case when has_position then latitude end, case when has_position then longitude end,
       case when has_position and accuracy >= 0 then accuracy end, case when has_position then now() end)
    returning * into created;
  exception when unique_violation then
    -- Another start raced this one: the same request is the same check-in, another one is refused.
    select * into created from public.check_ins c where c.member_id = caller and c.client_request_id = start_check_in.client_request_id;
    if created.id is null then
      perform private.raise_app_error('ICE45', 'You already have a check-in running', 'check_in_running', 409);
    end if;
  end;
  return created;
end;
$$;
comment on function public.start_check_in(text, timestamptz, integer, uuid[], uuid[], text, double precision, double precision, real) is 'Starts the caller''s check-in (idempotent on client_request_id). ICE40 due time passed, ICE41 not 1 minute to 24 hours away, ICE42 grace not 0-60 minutes, ICE43 nobody chosen, ICE44 someone chosen is not the member''s, ICE45 one is running, ICE46 note over 200 characters.';

create function public.check_in_safe(check_in_id uuid, code text default null)
returns public.check_ins
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
  kind text := private.check_in_code_kind(caller, code);
  event public.sos_events;
begin
  if this_check_in.status not in ('active', 'alarm_raised') then
    perform private.raise_app_error('ICE49', 'This check-in is already over', 'check_in_over', 409);
  end if;
  if kind = 'duress' then
    -- Looks like any check-in; the alarm goes out silently (or the raised one simply stays open).
    if this_check_in.status = 'active' then
      event := private.raise_check_in_alarm(this_check_in, true);
    end if;
    insert into private.check_in_duress (check_in_id, event_id)
    values (this_check_in.id, coalesce(event.id, this_check_in.alarm_event_id)) on conflict do nothing;
  elsif this_check_in.status = 'alarm_raised' and this_check_in.alarm_event_id is not null
        and exists (select 1 from public.sos_events e where e.id = this_check_in.alarm_event_id and e.status in ('active', 'acknowledged')) then
    perform private.end_sos_as(this_check_in.alarm_event_id, 'resolved', caller, 'Checked in late', 'checked_in_late');
  end if;
  update public.check_ins c
     set status = case when this_check_in.status = 'alarm_raised' then 'checked_in_late' else 'checked_in' end::public.check_in_status,
         ended_at = now()
   where c.id = this_check_in.id
  returning * into this_check_in;
  return this_check_in;
end;
$$;
comment on function public.check_in_safe(uuid, text) is 'The member checks in: checked_in, or checked_in_late after the alarm (which ends it and tells everyone alerted). With codes set, the safe code is needed (ICE47 missing, ICE48 wrong); the duress code answers the same and raises a silent alarm. ICE49 when over; 42501 for someone else''s.';

create function public.extend_check_in(check_in_id uuid, minutes integer)
returns public.check_ins
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
  new_due timestamptz;
begin
  if this_check_in.status <> 'active' then
    perform private.raise_app_error('ICE49', 'This check-in is already over', 'check_in_over', 409);
  end if;
  if minutes is null or minutes not between 1 and 1440 then
    perform private.raise_app_error('ICE41', 'A check-in runs from 1 minute to 24 hours', 'check_in_due_range', 422);
  end if;
  -- From now when the due time has passed (inside the grace): the member gets the minutes they asked for.
  new_due := greatest(this_check_in.due_at, now()) + make_interval(mins => minutes);
  if new_due > now() + interval '24 hours 1 minute' then
    perform private.raise_app_error('ICE41', 'A check-in runs from 1 minute to 24 hours', 'check_in_due_range', 422);
  end if;
  update public.check_ins c
     set due_at = new_due,
         alarm_at = new_due + make_interval(mins => c.grace_minutes),
         remind_at = new_due - least(interval '5 minutes', (new_due - now()) / 2),
         reminded_at = null
   where c.id = this_check_in.id
  returning * into this_check_in;
  return this_check_in;
end;
$$;
comment on function public.extend_check_in(uuid, integer) is 'Moves a running check-in''s due time later by 1 to 1440 minutes (from now once it has passed), at most 24 hours ahead; the reminder comes again. ICE41 out of range, ICE49 over.';

create function public.cancel_check_in(check_in_id uuid, code text default null)
returns public.check_ins
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
  kind text := private.check_in_code_kind(caller, code);
  event public.sos_events;
begin
  if this_check_in.status <> 'active' then
    perform private.raise_app_error('ICE49', 'This check-in is already over', 'check_in_over', 409);
  end if;
  if kind = 'duress' then
    event := private.raise_check_in_alarm(this_check_in, true);
    insert into private.check_in_duress (check_in_id, event_id) values (this_check_in.id, event.id) on conflict do nothing;
  end if;
  update public.check_ins c set status = 'cancelled', ended_at = now() where c.id = this_check_in.id
  returning * into this_check_in;
  return this_check_in;
end;
$$;
comment on function public.cancel_check_in(uuid, text) is 'Cancels a running check-in; the same code rules as check_in_safe (a duress code cancels on screen and raises a silent alarm). ICE49 when over.';

create function public.update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
begin
  if latitude is null or longitude is null or latitude not between -90 and 90 or longitude not between -180 and 180 then
    raise exception 'latitude is -90 to 90 and longitude -180 to 180' using errcode = '22023';
  end if;
  if this_check_in.status <> 'active' then
    return;
  end if;
  update public.check_ins c
     set latitude = update_check_in_position.latitude, longitude = update_check_in_position.longitude,
         accuracy = case when update_check_in_position.accuracy >= 0 then update_check_in_position.accuracy end,
         located_at = now()
   where c.id = this_check_in.id;
end;
$$;
comment on function public.update_check_in_position(uuid, double precision, double precision, real) is 'The member''s last known position while a check-in runs (sent by the open page), carried by its alarm.';

create function public.set_check_in_codes(safe_code text, duress_code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to set your codes' using errcode = '42501';
  end if;
  if safe_code is null and duress_code is null then
    delete from private.check_in_codes k where k.member_id = caller;
    return;
  end if;
  if coalesce(btrim(safe_code), '') !~ '^[0-9]{4,8}$' or coalesce(btrim(duress_code), '') !~ '^[0-9]{4,8}$' then
    perform private.raise_app_error('ICE50', 'Each code is 4 to 8 digits', 'check_in_code_format', 422);
  end if;
  if btrim(safe_code) = btrim(duress_code) then
    perform private.raise_app_error('ICE51', 'The duress code must differ from your safe code', 'check_in_codes_equal', 422);
  end if;
  insert into private.check_in_codes (member_id, safe_hash, duress_hash)
  values (caller, private.check_in_code_hash(caller, btrim(safe_code)), private.check_in_code_hash(caller, btrim(duress_code)))
  on conflict (member_id) do update set safe_hash = excluded.safe_hash, duress_hash = excluded.duress_hash, updated_at = now();
end;
$$;
comment on function public.set_check_in_codes(text, text) is 'Sets the caller''s safe and duress codes (4-8 digits each, different: ICE50, ICE51), or removes both when both are null.';

create function public.has_check_in_codes()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.check_in_codes k where k.member_id = (select auth.uid()));
$$;
comment on function public.has_check_in_codes() is 'Whether the caller set check-in codes (a code is then needed to check in or cancel).';

revoke execute on function public.start_check_in(text, timestamptz, integer, uuid[], uuid[], text, double precision, double precision, real) from public, anon;
revoke execute on function public.check_in_safe(uuid, text) from public, anon;
revoke execute on function public.extend_check_in(uuid, integer) from public, anon;
revoke execute on function public.cancel_check_in(uuid, text) from public, anon;
revoke execute on function public.update_check_in_position(uuid, double precision, double precision, real) from public, anon;
revoke execute on function public.set_check_in_codes(text, text) from public, anon;
revoke execute on function public.has_check_in_codes() from public, anon;
grant execute on function public.start_check_in(text, timestamptz, integer, uuid[], uuid[], text, double precision, double precision, real) to authenticated;
grant execute on function public.check_in_safe(uuid, text) to authenticated;
grant execute on function public.extend_check_in(uuid, integer) to authenticated;
grant execute on function public.cancel_check_in(uuid, text) to authenticated;
grant execute on function public.update_check_in_position(uuid, double precision, double precision, real) to authenticated;
grant execute on function public.set_check_in_codes(text, text) to authenticated;
grant execute on function public.has_check_in_codes() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The watch: reminders, then alarms for missed check-ins
-- ---------------------------------------------------------------------------------------------
create function public.run_check_in_watch(max_rows integer default 500)
returns table (reminded integer, raised integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch integer := greatest(1, least(coalesce(max_rows, 500), 5000));
  row_due public.check_ins;
  event public.sos_events;
begin
  reminded := 0;
  raised := 0;
  for row_due in
    select * from public.check_ins c
    where c.status = 'active' and c.reminded_at is null and c.remind_at <= now() and c.alarm_at > now()
    order by c.remind_at
    limit batch
    for update skip locked
  loop
    update public.check_ins c set reminded_at = now() where c.id = row_due.id;
    perform private.queue_user_notice(row_due.member_id, 'check_in_reminder',
      jsonb_build_object('due_at', row_due.due_at, 'note', row_due.note, 'check_in_id', row_due.id)
        || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''), 'member_country', p.country)
                     from public.profiles p where p.user_id = row_due.member_id), '{}'::jsonb));
    reminded := reminded + 1;
  end loop;

  for row_due in
    select * from public.check_ins c
    where c.status = 'active' and c.alarm_at <= now()
    order by c.alarm_at
    limit batch
    for update skip locked
  loop
    event := private.raise_check_in_alarm(row_due, false);
    update public.check_ins c set status = 'alarm_raised', alarm_event_id = event.id where c.id = row_due.id;
    raised := raised + 1;
  end loop;
  return next;
end;
$$;
comment on function public.run_check_in_watch(integer) is 'Service role: reminds members whose check-in is nearly due and raises the alarm of each check-in past due + grace, exactly once (locked rows are skipped; all in one transaction). Returns how many of each.';
revoke execute on function public.run_check_in_watch(integer) from public, anon, authenticated;
grant execute on function public.run_check_in_watch(integer) to service_role;
