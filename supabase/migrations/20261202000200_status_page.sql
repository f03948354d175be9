/**
 * STATUS PAGE (issue 47; docs/product.md#status-page)
 * The public page /status and /api/status show what was measured, not what we believe:
 *   - a synthetic alarm ("the probe") every minute: an alarm raised in this database like a
 *     member's, through the same outbox and dispatcher, to a dedicated probe member, a dedicated
 *     probe family account (in-app, push) and one probe emergency contact (e-mail, SMS) whose
 *     addresses the operator configures. Its rows' sent_at (the provider accepted the message)
 *     minus the alarm's started_at is the delivery time the page shows per channel;
 *   - a website check the dispatcher makes on each run (the app's health route), stored here;
 *   - real alarms' delivery times, aggregated with nothing about any member;
 *   - the call centre's answer times (real Spain-plan alarms) against the TSA and UNE targets;
 *   - incidents that admins write (investigating, identified, monitoring, resolved), audited.
 * The thresholds that turn figures into statuses live in lib/status/thresholds.ts (one place).
 *
 * The probe can never reach a real person: the 'probe' source is refused for anyone but the probe
 * member (a trigger on sos_events, so every path is covered), setup refuses an account that was
 * ever used for anything else, and each probe alarm names its only recipients
 * (notify_contact_ids / notify_family_ids). Probe alarms end by themselves after two minutes with
 * no "it ended" message, are kept 90 days, and appear in no admin list or statistic.
 *
 * Replaces private.enqueue_sos_ended_notices: an alarm that ended by itself as a probe or a drill
 * sends no "it ended" notice, even for a message a dispatcher still held when it ended and reports
 * sent afterwards (before, only the watches' own end step skipped it).
 * Replaces public.call_centre_answer_stats: the synthetic alarm never counts in answer times, even
 * if its member ever had a region.
 */

-- ─── Where the probe goes ─────────────────────────────────────────────────────────────────────
create table private.status_probe (
  singleton boolean primary key default true check (singleton),
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  family_id uuid not null references public.profiles (user_id) on delete cascade,
  contact_id uuid references public.emergency_contacts (id) on delete set null,
  push_endpoint text,
  channels public.notification_channel[] not null,
  interval_seconds integer not null check (interval_seconds between 5 and 3600),
  updated_at timestamptz not null default now()
);
comment on table private.status_probe is 'The status page''s synthetic alarm: its member, family account, contact, the channels it measures and how often it runs (one row, written by setup_status_probe).';

/** The probe's member, or null: for the guards below. */
create function private.status_probe_member()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.member_id from private.status_probe p;
$$;
comment on function private.status_probe_member() is 'Internal: the status probe''s member account, or null when the probe is not set up.';
revoke execute on function private.status_probe_member() from public, anon, authenticated;

-- The 'probe' source belongs to the probe member only, whatever path raised it.
create function private.guard_probe_alarm()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.source = 'probe' then
    if new.member_id is distinct from private.status_probe_member() then
      raise exception 'The probe source is the status page''s own synthetic alarm' using errcode = '22023';
    end if;
    -- A synthetic alarm every minute is not an unusual volume of alarms.
    new.unusual_volume := false;
  end if;
  return new;
end;
$$;
comment on function private.guard_probe_alarm() is 'Trigger: only the status probe''s member may have a probe alarm (22023 otherwise); a probe is never flagged as unusual volume.';
revoke execute on function private.guard_probe_alarm() from public, anon, authenticated;
create trigger sos_events_guard_probe before insert or update of source, member_id on public.sos_events
  for each row execute function private.guard_probe_alarm();

alter table public.sos_events drop constraint sos_events_outcome_detail_check;
alter table public.sos_events add constraint sos_events_outcome_detail_check
  check (outcome_detail in ('checked_in_late', 'drill_over', 'probe_over'));

-- The page reads probe alarms and real alarms by time; drills and probes are left out of the latter.
create index sos_events_probe_started_idx on public.sos_events (started_at desc) where source = 'probe';
create index sos_events_real_started_idx on public.sos_events (started_at desc) where source not in ('test', 'probe');

-- Locally the probe's push goes to the local server's push service stand-in (/_push on loopback).
-- That endpoint is allowed for the probe's family account only: a member can never aim the
-- dispatcher at a loopback address (the sender refuses it too unless Supabase itself is local).
alter table public.push_subscriptions drop constraint push_subscriptions_endpoint_check;
alter table public.push_subscriptions add constraint push_subscriptions_endpoint_check check (
  char_length(endpoint) <= 1024
  and (endpoint ~* '^https://(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|([a-z0-9-]+\.)*push\.apple\.com|[a-z0-9-]+\.notify\.windows\.com)(:443)?/[!-~]*$'
       or endpoint ~ '^http://(127\.0\.0\.1|localhost):[0-9]{2,5}/_push/[A-Za-z0-9_-]{1,100}$')
);

create function private.guard_local_push_endpoint()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.endpoint ~ '^http://' and new.user_id is distinct from (select p.family_id from private.status_probe p) then
    raise exception 'new row for relation "push_subscriptions" violates check constraint "push_subscriptions_endpoint_check"'
      using errcode = '23514', constraint = 'push_subscriptions_endpoint_check';
  end if;
  return new;
end;
$$;
comment on function private.guard_local_push_endpoint() is 'Trigger: the local push stand-in''s loopback endpoint is allowed for the status probe''s family account only (23514 like the check otherwise).';
revoke execute on function private.guard_local_push_endpoint() from public, anon, authenticated;
create trigger push_subscriptions_guard_local_endpoint before insert or update of endpoint, user_id on public.push_subscriptions
  for each row execute function private.guard_local_push_endpoint();

-- ─── The website check ────────────────────────────────────────────────────────────────────────
create table public.status_checks (
  id bigint generated always as identity primary key,
  checked_at timestamptz not null default now(),
  ok boolean not null,
  ms integer check (ms between 0 and 600000)
);
comment on table public.status_checks is 'The dispatcher''s checks of the website (the app''s health route): when, whether it answered 2xx, and how fast. Written by run_status_probe; read through status_summary.';
create index status_checks_checked_at_idx on public.status_checks (checked_at desc);
alter table public.status_checks enable row level security;
-- No policy: only the service role writes it, and the page reads it through status_summary().

-- ─── Incidents ────────────────────────────────────────────────────────────────────────────────
create table public.status_incidents (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed (private.status_incident_text); blank means whitespace of any kind.
  title text not null check (title !~ '^\s*$' and char_length(title) <= 200),
  impact text not null check (impact in ('minor', 'major', 'critical')),
  components text[] not null check (cardinality(components) >= 1
    and components <@ array['website', 'alarms', 'email', 'sms', 'push', 'call_centre']),
  status text not null default 'investigating' check (status in ('investigating', 'identified', 'monitoring', 'resolved')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  resolved_at timestamptz,
  created_by uuid references public.profiles (user_id) on delete set null,
  check ((status = 'resolved') = (resolved_at is not null))
);
comment on table public.status_incidents is 'What admins tell the public on /status about a problem: title, impact, affected components and current status. Public; written only through open_status_incident and post_status_incident_update.';
comment on column public.status_incidents.impact is 'Statuspage''s impact: minor (degraded), major (partial outage), critical (major outage).';
comment on column public.status_incidents.components is 'Affected components: website, alarms, email, sms, push, call_centre.';
create index status_incidents_created_at_idx on public.status_incidents (created_at desc);

create table public.status_incident_updates (
  id uuid primary key default gen_random_uuid(),
  incident_id uuid not null references public.status_incidents (id) on delete cascade,
  status text not null check (status in ('investigating', 'identified', 'monitoring', 'resolved')),
  body text not null check (body !~ '^\s*$' and char_length(body) <= 2000),
  created_at timestamptz not null default now(),
  created_by uuid references public.profiles (user_id) on delete set null
);
comment on table public.status_incident_updates is 'Each update admins post on an incident, with the status it moved to. Public; written only through the incident RPCs.';
create index status_incident_updates_incident_idx on public.status_incident_updates (incident_id, created_at desc);

alter table public.status_incidents enable row level security;
alter table public.status_incident_updates enable row level security;
create policy "Anyone can read the status page's incidents" on public.status_incidents
  for select to anon, authenticated using (true);
create policy "Anyone can read the status page's incident updates" on public.status_incident_updates
  for select to anon, authenticated using (true);
grant select on public.status_incidents, public.status_incident_updates to anon, authenticated;
revoke insert, update, delete on public.status_incidents, public.status_incident_updates from anon, authenticated;

create trigger status_incidents_set_updated_at before update on public.status_incidents
  for each row execute function public.set_updated_at();

-- Audited like every admin change (docs/architecture.md#the-admin-area): kind 'status'.
alter table public.admin_audit drop constraint admin_audit_action_check;
alter table public.admin_audit add constraint admin_audit_action_check
  check (action ~ '^(content|catalogue|member|incident|inbox|status)\.[a-z_]{1,40}$');
create trigger status_incidents_admin_audit after insert or update on public.status_incidents
  for each row execute function private.record_admin_change('status', 'id');
create trigger status_incident_updates_admin_audit after insert on public.status_incident_updates
  for each row execute function private.record_admin_change('status', 'incident_id');

/**
 * Checks an incident's text: not blank and within its length once trimmed (ICE96). Trimmed of
 * every kind of whitespace (line breaks and tabs too, as the form's zod trim does), not only spaces.
 */
create function private.status_incident_text(value text, max_length integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  trimmed text := regexp_replace(value, '^\s+|\s+$', '', 'g');
begin
  if trimmed is null or trimmed = '' or char_length(trimmed) > max_length then
    perform private.raise_app_error('ICE96', format('Write a text of 1 to %s characters.', max_length), 'status_incident_text_required', 400);
  end if;
  return trimmed;
end;
$$;
comment on function private.status_incident_text(text, integer) is 'Internal: the trimmed incident text, or ICE96 when blank or longer than max_length.';
revoke execute on function private.status_incident_text(text, integer) from public, anon, authenticated;

create function public.open_status_incident(title text, impact text, components text[], body text)
returns public.status_incidents
language plpgsql
security definer
set search_path = ''
as $$
declare
  incident public.status_incidents;
  clean_title text;
  clean_body text;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE95', 'Only admins can write the status page''s incidents.', 'status_incident_forbidden', 403);
  end if;
  clean_title := private.status_incident_text(title, 200);
  clean_body := private.status_incident_text(body, 2000);
  if impact is null or impact not in ('minor', 'major', 'critical')
     or components is null or cardinality(components) = 0 or array_position(components, null) is not null
     or not components <@ array['website', 'alarms', 'email', 'sms', 'push', 'call_centre'] then
    perform private.raise_app_error('ICE97', 'Choose an impact and at least one affected component from the list.', 'status_incident_invalid', 400);
  end if;
  insert into public.status_incidents (title, impact, components, created_by)
  values (clean_title, impact, (select array_agg(distinct c order by c) from unnest(components) c), (select auth.uid()))
  returning * into incident;
  insert into public.status_incident_updates (incident_id, status, body, created_by)
  values (incident.id, 'investigating', clean_body, (select auth.uid()));
  return incident;
end;
$$;
comment on function public.open_status_incident(text, text, text[], text) is 'Admins: opens an incident on the status page (status investigating) with its first update. ICE95 not an admin, ICE96 blank or too long title (200) or text (2000), ICE97 unknown impact or component.';
revoke execute on function public.open_status_incident(text, text, text[], text) from public, anon;
grant execute on function public.open_status_incident(text, text, text[], text) to authenticated;

create function public.post_status_incident_update(incident_id uuid, status text, body text)
returns public.status_incident_updates
language plpgsql
security definer
set search_path = ''
as $$
declare
  incident public.status_incidents;
  posted public.status_incident_updates;
  clean_body text;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE95', 'Only admins can write the status page''s incidents.', 'status_incident_forbidden', 403);
  end if;
  clean_body := private.status_incident_text(body, 2000);
  if status is null or status not in ('investigating', 'identified', 'monitoring', 'resolved') then
    perform private.raise_app_error('ICE97', 'Choose a status from the list.', 'status_incident_invalid', 400);
  end if;
  select * into incident from public.status_incidents i where i.id = post_status_incident_update.incident_id for update;
  if incident.id is null then
    perform private.raise_app_error('ICE98', 'There is no such incident.', 'status_incident_missing', 404);
  end if;
  if incident.status = 'resolved' then
    perform private.raise_app_error('ICE99', 'This incident is resolved: open a new one.', 'status_incident_resolved', 409);
  end if;
  insert into public.status_incident_updates (incident_id, status, body, created_by)
  values (incident.id, post_status_incident_update.status, clean_body, (select auth.uid()))
  returning * into posted;
  update public.status_incidents i
     set status = post_status_incident_update.status,
         resolved_at = case when post_status_incident_update.status = 'resolved' then posted.created_at end
   where i.id = incident.id;
  return posted;
end;
$$;
comment on function public.post_status_incident_update(uuid, text, text) is 'Admins: posts an update on an incident and moves it to that status (resolved ends it). ICE95 not an admin, ICE96 blank or too long text (2000), ICE97 unknown status, ICE98 no such incident, ICE99 already resolved.';
revoke execute on function public.post_status_incident_update(uuid, text, text) from public, anon;
grant execute on function public.post_status_incident_update(uuid, text, text) to authenticated;

-- ─── Ends and statistics that must not see probes ─────────────────────────────────────────────
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
    -- Ended by itself: contacts were told no action was needed (a drill), or are the operator's (a probe).
    and event.outcome_detail is distinct from 'drill_over'
    and event.outcome_detail is distinct from 'probe_over'
  on conflict do nothing;
$$;

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
      -- A drill is answered like an alarm but never counts as one (docs/product.md#drills), and the
      -- status page's synthetic alarm is no alarm at all (docs/product.md#status-page).
      and e.source not in ('test', 'probe')
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

-- ─── Setting the probe up ─────────────────────────────────────────────────────────────────────
create function public.setup_status_probe(
  member_id uuid,
  family_id uuid,
  contact_email text default null,
  contact_phone text default null,
  push_endpoint text default null,
  push_p256dh text default null,
  push_auth text default null,
  interval_seconds integer default 60
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  contact uuid;
  wanted public.notification_channel[] := '{}';
  measured public.notification_channel[] := array['in_app'::public.notification_channel];
begin
  if member_id is null or family_id is null or member_id = family_id then
    raise exception 'The probe needs two different accounts' using errcode = '22023';
  end if;
  if interval_seconds is null or interval_seconds not between 5 and 3600 then
    raise exception 'The probe interval must be 5 to 3600 seconds' using errcode = '22023';
  end if;
  -- Never an account that lives another life: a real member's alarms, contacts or family.
  if exists (select 1 from public.sos_events e
             where (e.member_id = setup_status_probe.member_id and e.source <> 'probe')
                or e.member_id = setup_status_probe.family_id)
     or exists (select 1 from public.emergency_contacts c
                where c.user_id = setup_status_probe.family_id
                   or (c.user_id = setup_status_probe.member_id
                       and c.id is distinct from (select p.contact_id from private.status_probe p
                                                  where p.member_id = setup_status_probe.member_id)))
     or exists (select 1 from public.family_links l
                where (l.member_id = setup_status_probe.member_id and l.family_member_id <> setup_status_probe.family_id)
                   or (l.family_member_id = setup_status_probe.member_id)
                   or (l.family_member_id = setup_status_probe.family_id and l.member_id <> setup_status_probe.member_id)
                   or (l.member_id = setup_status_probe.family_id))
     or exists (select 1 from public.subscriptions s where s.user_id in (setup_status_probe.member_id, setup_status_probe.family_id)) then
    raise exception 'The status probe''s accounts must be used for nothing else' using errcode = '22023';
  end if;

  update public.profiles p set full_name = 'ICE SOS status probe' where p.user_id = setup_status_probe.member_id;
  update public.profiles p set full_name = 'ICE SOS status probe (family)' where p.user_id = setup_status_probe.family_id;
  -- Contacts are told at once: the probe measures delivery, not the member's grace period.
  insert into public.sos_preferences (member_id, grace_seconds) values (setup_status_probe.member_id, 0)
  on conflict on constraint sos_preferences_pkey do update set grace_seconds = 0;

  if nullif(btrim(contact_email), '') is not null then wanted := wanted || 'email'::public.notification_channel; end if;
  if nullif(btrim(contact_phone), '') is not null then wanted := wanted || 'sms'::public.notification_channel; end if;
  select c.id into contact from public.emergency_contacts c where c.user_id = setup_status_probe.member_id order by c.created_at limit 1;
  delete from public.emergency_contacts c where c.user_id = setup_status_probe.member_id and c.id is distinct from contact;
  if cardinality(wanted) = 0 then
    delete from public.emergency_contacts c where c.id = contact;
    contact := null;
  elsif contact is null then
    insert into public.emergency_contacts (user_id, name, email, phone, channels)
    values (setup_status_probe.member_id, 'Status probe', nullif(btrim(contact_email), ''), nullif(btrim(contact_phone), ''), wanted)
    returning id into contact;
  else
    update public.emergency_contacts c
       set email = nullif(btrim(contact_email), ''), phone = nullif(btrim(contact_phone), ''), channels = wanted
     where c.id = contact;
  end if;
  measured := measured || wanted;

  insert into public.family_links (member_id, family_member_id, relationship, status, receive_sos_alerts)
  values (setup_status_probe.member_id, setup_status_probe.family_id, 'Status probe', 'active', true)
  on conflict on constraint family_links_member_id_family_member_id_key do update set status = 'active', receive_sos_alerts = true, expires_at = null;

  insert into private.status_probe (member_id, family_id, contact_id, push_endpoint, channels, interval_seconds)
  values (setup_status_probe.member_id, setup_status_probe.family_id, contact, nullif(btrim(push_endpoint), ''), '{}', setup_status_probe.interval_seconds)
  on conflict (singleton) do update
    set member_id = excluded.member_id, family_id = excluded.family_id, contact_id = excluded.contact_id,
        push_endpoint = excluded.push_endpoint, interval_seconds = excluded.interval_seconds, updated_at = now();

  -- The family account's one browser: the operator's device, or the local push stand-in.
  delete from public.push_subscriptions s
   where s.user_id = setup_status_probe.family_id and s.endpoint is distinct from nullif(btrim(push_endpoint), '');
  if nullif(btrim(push_endpoint), '') is not null then
    insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
    values (setup_status_probe.family_id, btrim(push_endpoint), push_p256dh, push_auth, 'ICE SOS status probe')
    on conflict on constraint push_subscriptions_endpoint_key do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, failure_count = 0;
    measured := measured || 'push'::public.notification_channel;
  end if;
  update private.status_probe p set channels = measured;
end;
$$;
comment on function public.setup_status_probe(uuid, uuid, text, text, text, text, text, integer) is 'Service role: sets up the status page''s synthetic alarm: its member and family accounts (used for nothing else, 22023 otherwise), one contact with the operator''s e-mail and phone, the family''s push subscription, and the interval. Idempotent; a null address leaves that channel unmeasured.';
revoke execute on function public.setup_status_probe(uuid, uuid, text, text, text, text, text, integer) from public, anon, authenticated;
grant execute on function public.setup_status_probe(uuid, uuid, text, text, text, text, text, integer) to service_role;

-- ─── Running it ───────────────────────────────────────────────────────────────────────────────
create function public.run_status_probe(website_ok boolean default null, website_ms integer default null)
returns table (raised boolean, ended integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  probe private.status_probe;
  n_ended integer := 0;
  probe_alarm public.sos_events;
begin
  if website_ok is not null then
    insert into public.status_checks (ok, ms)
    values (website_ok, case when website_ms between 0 and 600000 then website_ms end);
  end if;
  delete from public.status_checks c
   where c.id in (select c2.id from public.status_checks c2 where c2.checked_at < now() - interval '91 days' limit 1000);

  -- One probe at a time, whatever number of dispatchers run this.
  select * into probe from private.status_probe p for update;
  if probe.member_id is null then
    return query select false, 0;
    return;
  end if;

  -- Probes end by themselves once their messages had their chance; no one is told it ended.
  for probe_alarm in
    select * from public.sos_events e
    where e.source = 'probe' and e.status in ('active', 'acknowledged') and e.started_at <= now() - interval '2 minutes'
    order by e.started_at
    limit 100
    for update skip locked
  loop
    update public.sos_events e set status = 'resolved', resolved_at = now(), outcome_detail = 'probe_over' where e.id = probe_alarm.id;
    update public.notifications n
       set status = 'cancelled', cancelled_at = now(), next_attempt_at = null
     where n.event_id = probe_alarm.id and n.status = 'queued'
       and (n.leased_until is null or n.leased_until <= now());
    n_ended := n_ended + 1;
  end loop;
  -- Kept 90 days, the page's longest window.
  delete from public.sos_events e
   where e.id in (select e2.id from public.sos_events e2
                  where e2.source = 'probe' and e2.started_at < now() - interval '91 days' limit 500);

  if exists (select 1 from public.sos_events e
             where e.source = 'probe' and e.started_at > now() - make_interval(secs => greatest(probe.interval_seconds - 5, 1))) then
    return query select false, n_ended;
    return;
  end if;
  perform private.raise_sos_for(
    probe.member_id,
    'probe:' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS'),
    'probe'::public.sos_source,
    notify_contact_ids => case when probe.contact_id is null then '{}'::uuid[] else array[probe.contact_id] end,
    notify_family_ids => array[probe.family_id]);
  return query select true, n_ended;
end;
$$;
comment on function public.run_status_probe(boolean, integer) is 'Service role: records the dispatcher''s website check (when given), ends probe alarms older than two minutes (no ended notices), and raises the next synthetic alarm unless one was raised within the interval or the probe is not set up.';
revoke execute on function public.run_status_probe(boolean, integer) from public, anon, authenticated;
grant execute on function public.run_status_probe(boolean, integer) to service_role;

-- ─── What the page shows ──────────────────────────────────────────────────────────────────────
/** The page's three percentiles of a list of milliseconds, as JSON. */
create function private.status_percentiles(ms double precision[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'p50Ms', percentile_cont(0.5) within group (order by m),
    'p95Ms', percentile_cont(0.95) within group (order by m),
    'p99Ms', percentile_cont(0.99) within group (order by m))
  from unnest(ms) m;
$$;
comment on function private.status_percentiles(double precision[]) is 'Internal: p50, p95 and p99 (percentile_cont: linear between ranks) of a list of milliseconds, nulls when empty.';
revoke execute on function private.status_percentiles(double precision[]) from public, anon, authenticated;

create function public.status_summary()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  probe private.status_probe;
  result jsonb;
  channels text[] := array['in_app', 'push', 'email', 'sms'];
begin
  select * into probe from private.status_probe p;
  with windows (name, since) as (
    values ('hour', now() - interval '1 hour'), ('day', now() - interval '1 day'), ('quarter', now() - interval '90 days')
  ),
  -- The probe's alarm messages: what the provider accepted, and when, after the alarm was raised.
  probe_rows as (
    select n.channel::text as channel, e.started_at,
           n.status in ('sent', 'delivered') as accepted,
           n.status in ('sent', 'delivered') and n.attempts <= 1 as first_try,
           -- A row had its chance once it was sent or failed, or a minute after its alarm.
           (n.status in ('sent', 'delivered', 'failed') or e.started_at <= now() - interval '1 minute') as measured,
           case when n.status in ('sent', 'delivered') and n.sent_at is not null
                then extract(epoch from (n.sent_at - e.started_at)) * 1000 end as ms
    from public.sos_events e
    join public.notifications n on n.event_id = e.id and n.kind = 'sos_alert'
    where e.source = 'probe' and e.started_at > now() - interval '90 days'
  ),
  probe_windows as (
    select r.channel, w.name,
           jsonb_build_object(
             'measured', count(*) filter (where r.measured),
             'firstAttempt', count(*) filter (where r.measured and r.first_try),
             'failed', count(*) filter (where r.measured and not r.accepted))
           || private.status_percentiles(array_agg(r.ms) filter (where r.ms is not null)) as figures
    from probe_rows r join windows w on r.started_at > w.since
    group by r.channel, w.name
  ),
  real_rows as (
    select n.channel::text as channel, e.started_at, extract(epoch from (n.sent_at - e.started_at)) * 1000 as ms
    from public.sos_events e
    join public.notifications n on n.event_id = e.id and n.kind = 'sos_alert'
    where e.source not in ('test', 'probe') and e.started_at > now() - interval '90 days'
      and n.status in ('sent', 'delivered') and n.sent_at is not null
  ),
  real_windows as (
    select r.channel, w.name, count(*) as n,
           private.status_percentiles(array_agg(r.ms)) as figures
    from real_rows r join windows w on r.started_at > w.since and w.name in ('day', 'quarter')
    group by r.channel, w.name
  ),
  website_windows as (
    select w.name,
           jsonb_build_object('checks', count(c.id), 'ok', count(c.id) filter (where c.ok))
           || private.status_percentiles(array_agg(c.ms::double precision) filter (where c.ok and c.ms is not null)) as figures
    from windows w left join public.status_checks c on c.checked_at > w.since
    group by w.name
  ),
  -- Call Centre Spain: real alarms only, from raise to an operator claiming them (as the admin figures).
  calls as (
    select e.claimed_at is not null as was_claimed, e.started_at,
           extract(epoch from coalesce(e.claimed_at, e.resolved_at, now()) - e.started_at)::double precision as waited
    from public.sos_events e
    where e.region = 'es' and e.source not in ('test', 'probe') and e.started_at > now() - interval '90 days'
  ),
  counted_calls as (
    select * from calls c where c.was_claimed or c.waited > 60
  ),
  days as (
    select d::date as day from generate_series((now() at time zone 'UTC')::date - 89, (now() at time zone 'UTC')::date, interval '1 day') d
  ),
  day_channels as (
    select (r.started_at at time zone 'UTC')::date as day, r.channel,
           jsonb_build_object(
             'measured', count(*) filter (where r.measured),
             'firstAttempt', count(*) filter (where r.measured and r.first_try),
             'failed', count(*) filter (where r.measured and not r.accepted),
             'p95Ms', percentile_cont(0.95) within group (order by r.ms)) as figures
    from probe_rows r
    group by 1, 2
  ),
  day_probes as (
    select (e.started_at at time zone 'UTC')::date as day, count(*) as raised
    from public.sos_events e where e.source = 'probe' and e.started_at > now() - interval '90 days'
    group by 1
  ),
  day_website as (
    select (c.checked_at at time zone 'UTC')::date as day, count(*) as checks, count(*) filter (where c.ok) as ok,
           percentile_cont(0.95) within group (order by c.ms) filter (where c.ok) as p95
    from public.status_checks c where c.checked_at > now() - interval '90 days'
    group by 1
  ),
  day_calls as (
    select (c.started_at at time zone 'UTC')::date as day, count(*) as alarms,
           count(*) filter (where c.was_claimed and c.waited <= 60) as within60,
           count(*) filter (where c.was_claimed and c.waited <= 180) as within180
    from counted_calls c group by 1
  )
  select jsonb_build_object(
    'generatedAt', to_jsonb(now()),
    'probe', jsonb_build_object(
      'configured', probe.member_id is not null,
      'intervalSeconds', probe.interval_seconds,
      'lastRaisedAt', (select max(e.started_at) from public.sos_events e where e.source = 'probe'),
      'channels', to_jsonb(coalesce(probe.channels::text[], '{}'))),
    'probeChannels', (
      select jsonb_object_agg(ch, (
        select jsonb_object_agg(w.name, coalesce(
                 (select pw.figures from probe_windows pw where pw.channel = ch and pw.name = w.name),
                 '{"measured":0,"firstAttempt":0,"failed":0,"p50Ms":null,"p95Ms":null,"p99Ms":null}'::jsonb))
        from windows w))
      from unnest(channels) ch),
    'website', (select jsonb_object_agg(ww.name, ww.figures) from website_windows ww)
               || jsonb_build_object('lastCheckAt', (select max(c.checked_at) from public.status_checks c)),
    'realAlarms', (
      select jsonb_object_agg(ch, (
        select jsonb_object_agg(w.name, coalesce(
                 -- Fewer than 5 messages could single someone out: counted, not described.
                 (select jsonb_build_object('count', rw.n)
                         || case when rw.n >= 5 then rw.figures else '{"p50Ms":null,"p95Ms":null,"p99Ms":null}'::jsonb end
                  from real_windows rw where rw.channel = ch and rw.name = w.name),
                 '{"count":0,"p50Ms":null,"p95Ms":null,"p99Ms":null}'::jsonb))
        from windows w where w.name in ('day', 'quarter')))
      from unnest(channels) ch),
    'callCentre', (
      select jsonb_build_object(
        'days', 30,
        'alarms', count(*),
        'answered', count(*) filter (where c.was_claimed),
        'within60', count(*) filter (where c.was_claimed and c.waited <= 60),
        'within180', count(*) filter (where c.was_claimed and c.waited <= 180),
        'meanSeconds', avg(c.waited) filter (where c.was_claimed),
        'waitingOver180', (select count(*) from public.sos_events e
                           where e.region = 'es' and e.source not in ('test', 'probe')
                             and e.status in ('active', 'acknowledged') and e.claimed_at is null
                             and e.started_at < now() - interval '180 seconds'))
      from counted_calls c where c.started_at > now() - interval '30 days'),
    'daily', (
      select jsonb_agg(jsonb_build_object(
        'day', to_char(d.day, 'YYYY-MM-DD'),
        'probesRaised', coalesce(dp.raised, 0),
        'website', jsonb_build_object('checks', coalesce(dw.checks, 0), 'ok', coalesce(dw.ok, 0), 'p95Ms', dw.p95),
        'channels', (
          select jsonb_object_agg(ch, coalesce(
                   (select dc.figures from day_channels dc where dc.day = d.day and dc.channel = ch),
                   '{"measured":0,"firstAttempt":0,"failed":0,"p95Ms":null}'::jsonb))
          from unnest(channels) ch),
        'callCentre', jsonb_build_object('alarms', coalesce(dcl.alarms, 0), 'within60', coalesce(dcl.within60, 0),
                                         'within180', coalesce(dcl.within180, 0)))
        order by d.day)
      from days d
      left join day_probes dp on dp.day = d.day
      left join day_website dw on dw.day = d.day
      left join day_calls dcl on dcl.day = d.day),
    'incidents', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id, 'title', i.title, 'impact', i.impact, 'components', to_jsonb(i.components), 'status', i.status,
        'createdAt', i.created_at, 'updatedAt', i.updated_at, 'resolvedAt', i.resolved_at,
        'updates', coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'status', u.status, 'body', u.body, 'createdAt', u.created_at)
                                              order by u.created_at desc, u.id)
                             from public.status_incident_updates u where u.incident_id = i.id), '[]'::jsonb))
        order by i.created_at desc)
      from public.status_incidents i
      where i.resolved_at is null or i.created_at > now() - interval '90 days' or i.resolved_at > now() - interval '90 days'), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.status_summary() is 'Anyone: the status page''s figures (docs/product.md#status-page): the synthetic alarm''s delivery per channel over the last hour, day and 90 days, the website checks, real alarms'' delivery aggregated (nothing under 5 messages described), Call Centre Spain''s answer times, 90 daily summaries and the incidents. Holds no member data.';
revoke execute on function public.status_summary() from public;
grant execute on function public.status_summary() to anon, authenticated, service_role;
