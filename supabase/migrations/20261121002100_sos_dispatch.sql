/**
 * SOS DISPATCH
 * What the one-tap SOS needs beyond the alarm itself:
 * - each member's grace period (sos_preferences): how long they have to say "It was a mistake"
 *   before their emergency contacts are e-mailed and texted;
 * - on sos_events, the moment the contacts become due (contacts_due_at, fixed when the alarm is
 *   raised) and the moment the fan-out took them (contacts_dispatched_at), so the grace timer lives
 *   in the database and survives the member closing the tab: whoever sweeps next (the server right
 *   after the grace, the member's page, a family member's page, a scheduler) dispatches exactly once;
 * - last_located_at, bumped when a position is added, so family hear through realtime that a newer
 *   position exists and read it through the logged get_sos_location — never from a payload;
 * - retry bookkeeping on notifications (next_attempt_at). Notifications get no per-recipient
 *   uniqueness: exactly-once e-mail/SMS comes from the alarm's claim (claim_due_sos_dispatches) and
 *   from end_sos succeeding once, and in-app rows are written only for family who have none yet; a
 *   unique index would also refuse legitimate repeats (a second contact-form notice to an admin).
 */

/**
 * SOS PREFERENCES
 * One row per member who changed a default. No row means the defaults (grace 5 s).
 */
create table public.sos_preferences (
  member_id uuid primary key references public.profiles (user_id) on delete cascade,
  grace_seconds smallint not null default 5 check (grace_seconds between 0 and 10),
  updated_at timestamptz not null default now()
);
comment on table public.sos_preferences is 'Per-member SOS settings; a missing row means the defaults.';
comment on column public.sos_preferences.member_id is 'The member these settings belong to.';
comment on column public.sos_preferences.grace_seconds is 'Seconds (0-10, default 5) between raising an SOS and e-mailing/texting the emergency contacts, so a mistaken tap can be cancelled first. Family in the app are alerted at once regardless.';
comment on column public.sos_preferences.updated_at is 'When the settings last changed.';

create trigger sos_preferences_set_updated_at
  before update on public.sos_preferences
  for each row execute function public.set_updated_at();

alter table public.sos_preferences enable row level security;

create policy "Members can read their own SOS preferences"
  on public.sos_preferences for select to authenticated
  using (member_id = (select auth.uid()));

create policy "Members can create their own SOS preferences"
  on public.sos_preferences for insert to authenticated
  with check (member_id = (select auth.uid()));

create policy "Members can change their own SOS preferences"
  on public.sos_preferences for update to authenticated
  using (member_id = (select auth.uid()))
  with check (member_id = (select auth.uid()));

/** SOS events: the contacts' deadline, the dispatch claim and the freshness of the position. */
alter table public.sos_events
  add column contacts_due_at timestamptz,
  add column contacts_dispatched_at timestamptz,
  add column last_located_at timestamptz;
comment on column public.sos_events.contacts_due_at is 'When emergency contacts are to be e-mailed/texted: started_at plus the member''s grace (a test alert: at once). Fixed at insert.';
comment on column public.sos_events.contacts_dispatched_at is 'When the server fan-out took this alarm for its contacts; null until then. Set once, atomically with the status check, so a cancelled alarm is never dispatched and a dispatched one never twice.';
comment on column public.sos_events.last_located_at is 'When the newest position was recorded (no coordinates): tells realtime subscribers to re-read get_sos_location.';

create index sos_events_dispatch_due_idx on public.sos_events (contacts_due_at)
  where contacts_dispatched_at is null and status in ('active', 'acknowledged');

/** Fixes contacts_due_at when an alarm is raised, from the member's grace (default 5 s). */
create function private.set_sos_contacts_due_at()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  grace smallint;
begin
  if new.source = 'test' then
    new.contacts_due_at := new.started_at;
    return new;
  end if;
  select p.grace_seconds into grace from public.sos_preferences p where p.member_id = new.member_id;
  new.contacts_due_at := new.started_at + make_interval(secs => coalesce(grace, 5));
  return new;
end;
$$;
comment on function private.set_sos_contacts_due_at() is 'Trigger: contacts_due_at = started_at + the member''s grace period (tests: at once).';
revoke execute on function private.set_sos_contacts_due_at() from public, anon, authenticated;

create trigger sos_events_set_contacts_due_at
  before insert on public.sos_events
  for each row execute function private.set_sos_contacts_due_at();

/** Bumps the event's last_located_at for every new position, so subscribers know to re-read it. */
create function private.touch_sos_last_located_at()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.sos_events e
     set last_located_at = greatest(coalesce(e.last_located_at, new.recorded_at), new.recorded_at)
   where e.id = new.event_id;
  return new;
end;
$$;
comment on function private.touch_sos_last_located_at() is 'Trigger: records on the event when its newest position arrived (never the coordinates).';
revoke execute on function private.touch_sos_last_located_at() from public, anon, authenticated;

create trigger sos_locations_touch_event
  after insert on public.sos_locations
  for each row execute function private.touch_sos_last_located_at();

/**
 * The fan-out's claim: every open alarm whose contacts are due and not yet taken, marked taken in
 * the same statement. Row locks (skip locked) make two sweepers running at once split the work
 * instead of doubling it, and end_sos locks the same row, so "It was a mistake" and the dispatch
 * can never both win. Service role only.
 */
create function public.claim_due_sos_dispatches(max_events integer default 50)
returns setof public.sos_events
language sql
security definer
set search_path = ''
as $$
  update public.sos_events e
     set contacts_dispatched_at = now()
   where e.id in (
     select d.id from public.sos_events d
     where d.contacts_dispatched_at is null
       and d.status in ('active', 'acknowledged')
       and d.contacts_due_at <= now()
     order by d.contacts_due_at
     limit greatest(1, least(max_events, 500))
     for update skip locked
   )
  returning e.*;
$$;
comment on function public.claim_due_sos_dispatches(integer) is 'Service role: takes open SOS events whose contacts are due (grace over) and not yet dispatched, exactly once.';
revoke execute on function public.claim_due_sos_dispatches(integer) from public, anon, authenticated;
grant execute on function public.claim_due_sos_dispatches(integer) to service_role;

/** Notifications: when the next delivery attempt may run. */
alter table public.notifications
  add column next_attempt_at timestamptz;
comment on column public.notifications.next_attempt_at is 'While queued: earliest time of the next delivery attempt (back-off after a failure, or a lease while an attempt runs).';

/**
 * The delivery worker's claim: queued e-mail/SMS notifications whose next attempt is due, leased
 * for 60 s (next_attempt_at moves on) so a parallel worker does not send the same one. A worker
 * that dies mid-attempt simply lets the lease run out and the next sweep retries. Service role only.
 */
create function public.claim_due_notifications(max_rows integer default 50)
returns setof public.notifications
language sql
security definer
set search_path = ''
as $$
  update public.notifications n
     set next_attempt_at = now() + interval '60 seconds'
   where n.id in (
     select q.id from public.notifications q
     where q.status = 'queued'
       and q.channel in ('email', 'sms')
       and coalesce(q.next_attempt_at, q.created_at) <= now()
     order by coalesce(q.next_attempt_at, q.created_at)
     limit greatest(1, least(max_rows, 500))
     for update skip locked
   )
  returning n.*;
$$;
comment on function public.claim_due_notifications(integer) is 'Service role: leases queued e-mail/SMS notifications that are due for a delivery attempt.';
revoke execute on function public.claim_due_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_due_notifications(integer) to service_role;
