/**
 * SOS OUTBOX
 * Who must be told about an alarm is decided by the database, in the transaction that raises it:
 * raise_sos writes the event, its first position and one notifications row per recipient and
 * channel (family in the app at once; each emergency contact's e-mail and SMS at the grace
 * deadline). A row stores what to say (kind, params, the recipient's language), never the text:
 * the dispatcher (lib/notify/dispatcher.ts) renders it from messages/<language>.json when it sends, and keeps
 * the text as sent, clipped to the columns, for the member's receipt. So no member's input (a
 * 200-character name) can break a constraint, and one recipient's failure is that row's alone.
 *
 * One dispatcher role owns delivery (service role only, docs/architecture.md#sos-delivery):
 *   claim_sos_outbox     leases due rows, each on its own (for update skip locked), after
 *                        cancelling contact alerts of alarms that ended before they went out;
 *   record_sos_delivery  records one attempt (sent, retry at, failed) under its lease, with the
 *                        timeline step and, for an alarm already over, the "how it ended" notice.
 * A lease outlives the adapters' timeout, so two dispatchers never send the same row; a restarted
 * dispatcher takes over at once what its killed predecessor held (DISPATCHER HANDOVER below).
 *
 * Limits that never touch a real alarm (public.sos_limits, configurable): test alerts are refused
 * past test_alerts_per_hour; real alarms are never refused, delayed or summarised, only flagged for
 * admins (sos_events.unusual_volume) past alarms_flagged_per_hour.
 *
 * Replaces the sweep of 20261121002100_sos_dispatch.sql (claim_due_sos_dispatches,
 * claim_due_notifications) and queue_family_alerts, which built titles from member input.
 */

/** Notifications become the outbox: what to say, in which language, and the dispatcher's lease. */
alter table public.notifications
  add column language public.language_code not null default 'en',
  add column params jsonb not null default '{}'::jsonb check (jsonb_typeof(params) = 'object'),
  add column lease_token uuid,
  add column leased_until timestamptz,
  add column leased_by text check (char_length(leased_by) <= 200),
  add column cancelled_at timestamptz;
comment on column public.notifications.language is 'Language the message is rendered in: the contact''s or the family member''s.';
comment on column public.notifications.params is 'What the message says besides its kind, e.g. {"member_name": "...", "started_at": "...", "outcome": "resolved"}. Rendered by the dispatcher.';
comment on column public.notifications.lease_token is 'While a dispatcher sends this row: its lease. Only the holder may record the outcome.';
comment on column public.notifications.leased_until is 'While a dispatcher sends this row: until when nobody else may take it (longer than the adapters'' timeout).';
comment on column public.notifications.leased_by is 'While leased: the name of the dispatcher holding it (null for one-off passes).';
comment on column public.notifications.cancelled_at is 'When it was cancelled because its alarm ended before it went out.';
comment on column public.notifications.next_attempt_at is 'While queued: when it is due (at once for family, the grace deadline for contacts, the back-off after a failure).';
comment on column public.notifications.title is 'Short title as sent (in-app and e-mail subject), clipped to 200 characters; null until sent.';
comment on column public.notifications.body is 'Message text as sent, clipped to 2000 characters; null until sent.';

-- Rows about an alarm are written once per recipient, kind and channel, whoever writes them and
-- however often: raising, ending and a late "sent" all insert with on conflict do nothing.
-- Notices that are not about an alarm (a contact-form message to an admin) may repeat.
create unique index notifications_once_per_recipient_idx
  on public.notifications (event_id, kind, channel, (coalesce(recipient_user_id::text, lower(recipient_address))))
  where event_id is not null;

drop index public.notifications_pending_idx;
create index notifications_outbox_due_idx on public.notifications (next_attempt_at) where status = 'queued';

/**
 * SOS LIMITS
 * One row. Admins (and tests, with the service role) may change it; it applies at once.
 */
create table public.sos_limits (
  id boolean primary key default true check (id),
  test_alerts_per_hour smallint not null default 3 check (test_alerts_per_hour between 0 and 1000),
  alarms_flagged_per_hour smallint not null default 5 check (alarms_flagged_per_hour between 1 and 1000),
  updated_at timestamptz not null default now()
);
comment on table public.sos_limits is 'Limits on alarms that never touch a real one: test alerts per hour, and how many real alarms in an hour get flagged for admins.';
comment on column public.sos_limits.id is 'Always true: there is one row.';
comment on column public.sos_limits.test_alerts_per_hour is 'Test alerts a member may send in any hour (default 3); more are refused with ICE29.';
comment on column public.sos_limits.alarms_flagged_per_hour is 'Real alarms from one member in an hour above which the new one is flagged for admins (default 5). Never refused.';
comment on column public.sos_limits.updated_at is 'When a limit last changed.';

insert into public.sos_limits default values;

create trigger sos_limits_set_updated_at
  before update on public.sos_limits
  for each row execute function public.set_updated_at();

alter table public.sos_limits enable row level security;

create policy "Admins can read the SOS limits"
  on public.sos_limits for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can change the SOS limits"
  on public.sos_limits for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

alter table public.sos_events
  add column unusual_volume boolean not null default false;
comment on column public.sos_events.unusual_volume is 'Raised when the member had already raised more real alarms in the past hour than sos_limits.alarms_flagged_per_hour: shown to admins. The alarm itself goes out as any other.';
comment on column public.sos_events.contacts_dispatched_at is 'When the first message to an emergency contact went out; null until then.';

/** What every message about an alarm says besides its kind: the member's name and the start time. */
create function private.sos_message_params(event public.sos_events)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('started_at', event.started_at)
    || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''))
                 from public.profiles p where p.user_id = event.member_id), '{}'::jsonb);
$$;
comment on function private.sos_message_params(public.sos_events) is 'Internal: the parameters of the messages about an alarm (member name, start time).';
revoke execute on function private.sos_message_params(public.sos_events) from public, anon, authenticated;

/**
 * Internal: the outbox rows of a new alarm. Family whose live link receives alerts get an in-app
 * row due at once; each emergency contact one row per chosen channel, due at the grace deadline.
 */
create function private.enqueue_sos_alerts(event public.sos_events)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert_kind text := case when event.source = 'test' then 'test_alert' else 'sos_alert' end;
  message_params jsonb := private.sos_message_params(event);
begin
  insert into public.notifications (event_id, recipient_user_id, channel, kind, language, params, next_attempt_at)
  select event.id, r.family_member_id, 'in_app', alert_kind, p.preferred_language, message_params, now()
  from public.sos_alert_recipients(event.member_id) r
  join public.profiles p on p.user_id = r.family_member_id
  on conflict do nothing;

  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, c.id, btrim(t.address), t.channel, alert_kind, c.language, message_params, event.contacts_due_at
  from public.emergency_contacts c
  cross join lateral (values ('email'::public.notification_channel, c.email),
                             ('sms'::public.notification_channel, c.phone)) as t (channel, address)
  where c.user_id = event.member_id
    and t.channel = any (c.channels)
    and nullif(btrim(t.address), '') is not null
  order by c.priority, c.created_at
  on conflict do nothing;
end;
$$;
comment on function private.enqueue_sos_alerts(public.sos_events) is 'Internal: one outbox row per recipient and channel of a new alarm (family in-app at once, contacts at the grace deadline).';
revoke execute on function private.enqueue_sos_alerts(public.sos_events) from public, anon, authenticated;

/**
 * Internal: tells contacts who were alerted how the alarm ended (all of them, or the one whose
 * alert was recorded as sent after the end). Contacts never alerted hear nothing.
 */
create function private.enqueue_sos_ended_notices(event public.sos_events, only_alert uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, a.recipient_contact_id, a.recipient_address, a.channel, 'sos_ended', a.language,
         a.params || jsonb_build_object('outcome', event.status), now()
  from public.notifications a
  where a.event_id = event.id
    and a.kind in ('sos_alert', 'test_alert')
    and a.channel in ('email', 'sms')
    and a.status in ('sent', 'delivered')
    and (only_alert is null or a.id = only_alert)
    and event.status in ('resolved', 'cancelled', 'false_alarm')
  on conflict do nothing;
$$;
comment on function private.enqueue_sos_ended_notices(public.sos_events, uuid) is 'Internal: queues the "how it ended" notice for contacts already alerted about an alarm.';
revoke execute on function private.enqueue_sos_ended_notices(public.sos_events, uuid) from public, anon, authenticated;

/**
 * Raises an SOS for the signed-in member (see 20261121001000_sos.sql for the contract, unchanged):
 * now also writes who must be told, in the same transaction, and applies the limits above.
 */
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
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
  has_position boolean := latitude between -90 and 90 and longitude between -180 and 180;
  limits public.sos_limits;
  unusual boolean := false;
begin
  if caller is null then
    raise exception 'Sign in to raise an SOS' using errcode = '42501';
  end if;
  has_position := coalesce(has_position, false);
  if battery not between 0 and 100 then battery := null; end if;
  if heart_rate not between 20 and 250 then heart_rate := null; end if;
  if accuracy < 0 then accuracy := null; end if;

  -- A retry: hand back the alarm the first request created, before any limit is counted.
  select * into event from public.sos_events e
  where e.member_id = caller and e.client_request_id = raise_sos.client_request_id;
  if event.id is not null then
    return event;
  end if;

  select * into limits from public.sos_limits l limit 1;
  if source = 'test' then
    if (select count(*) from public.sos_events e
        where e.member_id = caller and e.source = 'test' and e.started_at > now() - interval '1 hour')
       >= coalesce(limits.test_alerts_per_hour, 3) then
      perform private.raise_app_error('ICE29', 'Too many test alerts: try again later', 'sos_test_limit', 429,
        format('At most %s test alerts an hour', coalesce(limits.test_alerts_per_hour, 3)));
    end if;
  else
    unusual := (select count(*) from public.sos_events e
                where e.member_id = caller and e.source <> 'test' and e.started_at > now() - interval '1 hour')
               >= coalesce(limits.alarms_flagged_per_hour, 5);
  end if;

  insert into public.sos_events as e
    (member_id, client_request_id, source, location_unavailable, battery, heart_rate, region, unusual_volume)
  values
    (caller, client_request_id, source, not has_position, battery, heart_rate,
     private.sos_region_for(caller), unusual)
  on conflict on constraint sos_events_member_id_client_request_id_key do nothing
  returning * into event;

  if event.id is null then
    -- The same request raced this one and won: its alarm is the one.
    select * into event from public.sos_events e
    where e.member_id = caller and e.client_request_id = raise_sos.client_request_id;
    return event;
  end if;

  if has_position then
    insert into public.sos_locations (event_id, member_id, latitude, longitude, accuracy)
    values (event.id, caller, latitude, longitude, accuracy);
  end if;
  perform private.enqueue_sos_alerts(event);
  return event;
end;
$$;
comment on function public.raise_sos(text, public.sos_source, double precision, double precision, real, integer, integer) is 'Raises an SOS for the caller and queues who must be told, in one transaction; a repeated client_request_id returns the first event (idempotent). Test alerts past sos_limits answer ICE29 (429); real alarms are never refused. Coordinates go to sos_locations.';

/**
 * Ends an open SOS (contract unchanged, see 20261121001000_sos.sql). In the same transaction:
 * contact alerts not yet sent are cancelled (one being sent right now keeps its lease, and its
 * dispatcher queues the ended notice when it records it), and contacts already alerted are told
 * how it ended.
 */
create or replace function public.end_sos(
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
comment on function public.end_sos(uuid, public.sos_status, text) is 'The member or an admin ends an open SOS as resolved, cancelled or false_alarm; unsent contact alerts are cancelled and alerted contacts told. 42501 when not allowed, ICE21 when it already ended.';

/**
 * The dispatcher's claim: due rows, each leased on its own for lease_seconds and held by the named
 * dispatcher (null for one-off passes). First, contact alerts of alarms that ended are cancelled,
 * so they are never sent. Service role only.
 */
create function public.claim_sos_outbox(max_rows integer default 20, lease_seconds integer default 30, dispatcher text default null)
returns setof public.notifications
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
     set status = 'cancelled', cancelled_at = now(), next_attempt_at = null, lease_token = null, leased_until = null, leased_by = null
    from public.sos_events e
   where n.status = 'queued'
     and n.next_attempt_at <= now()
     and n.event_id = e.id
     and n.kind in ('sos_alert', 'test_alert')
     and n.channel in ('email', 'sms')
     and e.status not in ('active', 'acknowledged')
     and (n.leased_until is null or n.leased_until <= now());

  return query
  update public.notifications n
     set lease_token = gen_random_uuid(),
         leased_until = now() + make_interval(secs => greatest(5, least(lease_seconds, 600))),
         leased_by = dispatcher
   where n.id in (
     select q.id from public.notifications q
     where q.status = 'queued'
       and q.next_attempt_at <= now()
       and (q.leased_until is null or q.leased_until <= now())
     order by q.next_attempt_at
     limit greatest(1, least(max_rows, 500))
     for update skip locked
   )
  returning n.*;
end;
$$;
comment on function public.claim_sos_outbox(integer, integer, text) is 'Service role: leases due outbox rows (each with its own token, held by the named dispatcher) after cancelling contact alerts of ended alarms.';
revoke execute on function public.claim_sos_outbox(integer, integer, text) from public, anon, authenticated;
grant execute on function public.claim_sos_outbox(integer, integer, text) to service_role;

/** When the next queued row is due (null when none): the dispatcher sleeps until then. Service role only. */
create function public.next_sos_outbox_due()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select min(greatest(n.next_attempt_at, coalesce(n.leased_until, n.next_attempt_at)))
  from public.notifications n
  where n.status = 'queued' and n.next_attempt_at is not null;
$$;
comment on function public.next_sos_outbox_due() is 'Service role: when the next outbox row becomes due, or null.';
revoke execute on function public.next_sos_outbox_due() from public, anon, authenticated;
grant execute on function public.next_sos_outbox_due() to service_role;

/**
 * Records one delivery attempt of a leased row: sent (with the text as sent), retry (at retry_at)
 * or failed (given up). Only the lease holder's record counts (false otherwise), so a dispatcher
 * that lost its lease cannot overwrite another's outcome. E-mail/SMS outcomes become timeline
 * steps; an alert sent after its alarm ended queues that contact's "how it ended" notice.
 */
create function public.record_sos_delivery(
  notification_id uuid,
  lease uuid,
  outcome text,
  subject text default null,
  message text default null,
  failure text default null,
  retry_at timestamptz default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  done public.notifications;
  event public.sos_events;
begin
  if outcome is null or outcome not in ('sent', 'retry', 'failed') then
    raise exception 'outcome is sent, retry or failed' using errcode = '22023';
  end if;
  update public.notifications n
     set status = case outcome when 'sent' then 'sent' when 'failed' then 'failed' else 'queued' end::public.notification_status,
         attempts = n.attempts + 1,
         sent_at = case when outcome = 'sent' then now() else n.sent_at end,
         failed_at = case when outcome = 'failed' then now() else n.failed_at end,
         next_attempt_at = case when outcome = 'retry' then coalesce(retry_at, now()) else null end,
         last_error = case when outcome = 'sent' then null else left(coalesce(failure, 'unknown error'), 2000) end,
         title = coalesce(left(subject, 200), n.title),
         body = coalesce(left(message, 2000), n.body),
         lease_token = null,
         leased_until = null
   where n.id = notification_id
     and n.lease_token = lease
     and n.status = 'queued'
  returning n.* into done;
  if done.id is null then
    return false;
  end if;

  if done.event_id is null or done.channel = 'in_app' or outcome = 'retry' then
    return true;
  end if;
  select * into event from public.sos_events e where e.id = done.event_id;
  insert into public.sos_timeline (event_id, member_id, kind, details)
  values (event.id, event.member_id,
          case outcome when 'sent' then 'notified' else 'failed' end::public.sos_timeline_kind,
          jsonb_build_object('channel', done.channel, 'notification_id', done.id, 'notice', done.kind)
            || case when outcome = 'failed' then jsonb_build_object('error', left(done.last_error, 300)) else '{}'::jsonb end);
  if outcome = 'sent' and done.kind in ('sos_alert', 'test_alert') then
    update public.sos_events e
       set contacts_dispatched_at = now()
     where e.id = event.id and e.contacts_dispatched_at is null;
    perform private.enqueue_sos_ended_notices(event, done.id);
  end if;
  return true;
end;
$$;
comment on function public.record_sos_delivery(uuid, uuid, text, text, text, text, timestamptz) is 'Service role: records a delivery attempt of a leased outbox row (sent, retry, failed) with its timeline step; false when the lease is no longer the caller''s.';
revoke execute on function public.record_sos_delivery(uuid, uuid, text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_sos_delivery(uuid, uuid, text, text, text, text, timestamptz) to service_role;

/**
 * DISPATCHER HANDOVER
 * A dispatcher killed while it holds leased rows would delay them until their lease runs out
 * (twice the adapter timeout plus 10 s), long after it was restarted. Each long-lived dispatcher
 * has a name and a heartbeat: a restarted process with the same name waits until its
 * predecessor's heartbeat is stale (so it is not running any more), then releases the rows that
 * predecessor held and sends them at once. A second live process with a name already in use
 * finds a fresh heartbeat and waits as a standby instead of taking anything over.
 * The lease itself still outlives the adapter timeout, so two live dispatchers
 * never send the same row. Service role only.
 */

create table public.sos_dispatchers (
  id text primary key check (char_length(id) between 1 and 200),
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now()
);
comment on table public.sos_dispatchers is 'Long-lived SOS dispatchers by name, with their last heartbeat (service role only; admins may read).';
comment on column public.sos_dispatchers.id is 'The dispatcher''s name (SOS_DISPATCHER_ID; by default the host and the Supabase URL).';
comment on column public.sos_dispatchers.started_at is 'When the current process took the name over.';
comment on column public.sos_dispatchers.heartbeat_at is 'Last sign of life; stale after a few seconds means the process is gone.';

alter table public.sos_dispatchers enable row level security;

create policy "Admins can see the SOS dispatchers"
  on public.sos_dispatchers for select to authenticated
  using ((select public.is_admin()));

/** Keeps the name alive; false when another process took it over (this one should stop). */
create function public.sos_dispatcher_heartbeat(dispatcher text, since timestamptz)
returns boolean
language sql
security definer
set search_path = ''
as $$
  update public.sos_dispatchers d set heartbeat_at = now()
  where d.id = dispatcher and d.started_at = since
  returning true;
$$;
comment on function public.sos_dispatcher_heartbeat(text, timestamptz) is 'Service role: a running dispatcher''s heartbeat; null when its name was taken over.';
revoke execute on function public.sos_dispatcher_heartbeat(text, timestamptz) from public, anon, authenticated;
grant execute on function public.sos_dispatcher_heartbeat(text, timestamptz) to service_role;

/**
 * A starting dispatcher takes its name over: null while the name's heartbeat is younger than
 * stale_seconds (another process is alive with it); otherwise the rows the previous holder leased
 * are released and the start time returned (passed to every heartbeat).
 */
create function public.take_over_sos_dispatcher(dispatcher text, stale_seconds integer default 3)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_beat timestamptz;
  started timestamptz := clock_timestamp();
begin
  insert into public.sos_dispatchers (id, started_at, heartbeat_at)
  values (dispatcher, started, started - interval '1 day')
  on conflict (id) do nothing;
  select d.heartbeat_at into last_beat from public.sos_dispatchers d where d.id = dispatcher for update;
  if last_beat > now() - make_interval(secs => greatest(1, least(stale_seconds, 60))) then
    return null;
  end if;
  update public.notifications n
     set lease_token = null, leased_until = null, leased_by = null
   where n.status = 'queued' and n.leased_by = dispatcher;
  update public.sos_dispatchers d set started_at = started, heartbeat_at = now() where d.id = dispatcher;
  return started;
end;
$$;
comment on function public.take_over_sos_dispatcher(text, integer) is 'Service role: a restarted dispatcher releases the rows its dead predecessor held; null while the name is alive elsewhere.';
revoke execute on function public.take_over_sos_dispatcher(text, integer) from public, anon, authenticated;
grant execute on function public.take_over_sos_dispatcher(text, integer) to service_role;

/** The sweep this replaces. */
drop function public.claim_due_sos_dispatches(integer);
drop function public.claim_due_notifications(integer);
drop function public.queue_family_alerts(uuid, text, text, uuid[]);
drop index public.sos_events_dispatch_due_idx;
