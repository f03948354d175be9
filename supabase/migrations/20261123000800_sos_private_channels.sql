-- Private SOS channels (docs/architecture.md#private-sos-channels).
--
-- Until now family pages listened to sos_events, sos_timeline and notifications through
-- postgres_changes, which costs one RLS check per subscriber for every change. Here every
-- protected member gets one private broadcast topic, 'sos:<member_id>'. Who may join it is
-- decided ONCE, at join, by the select policy below on realtime.messages (Supabase Realtime
-- Authorization); triggers then send each change to the topic with realtime.send /
-- realtime.broadcast_changes, and Realtime fans it out without asking the database again.
--
-- What each message carries is chosen for everyone who may join: the member, and family or
-- carers with the alert permission. The alarm row itself (already readable by both through RLS)
-- is sent whole; timeline steps are only announced (ids, kind), because their details can hold
-- positions that not every reader may see. Clients read those again through RLS.
--
-- The delivery receipt (the alarm's notifications changing state) goes to a second topic only the
-- member may join, 'sos-receipt:<member_id>', and once per statement and alarm, not per row: an
-- alarm writes one in-app row per family member and the dispatcher updates each, so per-row
-- messages on the family's topic would cost family x family frames.
--
-- Access that ends: a changed, paused, revoked, deleted or expired link sends 'access_changed' on
-- the member's topic. Clients leave and rejoin (hosted Realtime authorises at join, so a refused
-- rejoin ends delivery), and the local realtime server closes the channels that lost read access
-- itself. Expiry happens with no write, so announce_expired_family_links() (called by the SOS
-- dispatcher about twice a second) sends it when expires_at passes.

/**
 * The member a topic belongs to: '<kind>:<uuid>' gives the uuid when the topic's kind is `kind`
 * ('sos' or 'sos-receipt'); anything else gives null, so no prefix or suffix trick names a member.
 */
create function public.sos_topic_member(topic text, kind text default 'sos')
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when topic ~ ('^' || kind || ':[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$')
      then substr(topic, char_length(kind) + 2)::uuid
  end;
$$;
comment on function public.sos_topic_member(text, text) is 'The member id of a topic ''<kind>:<member_id>'' (kind sos or sos-receipt); null for any other topic.';

/**
 * True when the caller may hear the topic: 'sos:<member>' the member themself or family with the
 * alert permission; 'sos-receipt:<member>' the member only.
 */
create function public.can_hear_sos_topic(topic text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    public.sos_topic_member(topic) = (select auth.uid())
      or public.has_family_permission(public.sos_topic_member(topic), 'receive_sos_alerts')
      or public.sos_topic_member(topic, 'sos-receipt') = (select auth.uid()),
    false
  );
$$;
comment on function public.can_hear_sos_topic(text) is 'Join rule of the private SOS topics: sos:<member> for the member and live family links with receive_sos_alerts; sos-receipt:<member> for the member only.';
revoke execute on function public.can_hear_sos_topic(text) from public, anon;
grant execute on function public.can_hear_sos_topic(text) to authenticated, service_role;

-- Read = may join and hear. Nobody gets an insert policy: only the database's own triggers
-- (security definer) send on SOS topics, so a client can never forge an alarm message.
create policy "Members and their alerted family hear the member's SOS topic"
  on realtime.messages
  for select
  to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and public.can_hear_sos_topic((select realtime.topic()))
  );

/** Each new or changed alarm, whole (the family already reads it through RLS). */
create function private.broadcast_sos_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.broadcast_changes(
    'sos:' || new.member_id, 'sos_event', tg_op, tg_table_name, tg_table_schema, new, old
  );
  return null;
end;
$$;
comment on function private.broadcast_sos_event() is 'Trigger: sends an inserted or updated alarm to its member''s private SOS topic.';

create trigger sos_events_broadcast
  after insert or update on public.sos_events
  for each row execute function private.broadcast_sos_event();

/** A new timeline step, announced without its details or note (they may hold a position). */
create function private.broadcast_sos_timeline_step()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('step_id', new.id, 'event_id', new.event_id, 'kind', new.kind, 'at', new.at),
    'sos_timeline_step', 'sos:' || new.member_id, true
  );
  return null;
end;
$$;
comment on function private.broadcast_sos_timeline_step() is 'Trigger: announces a new timeline step (ids and kind only) on the member''s private SOS topic.';

create trigger sos_timeline_broadcast
  after insert on public.sos_timeline
  for each row execute function private.broadcast_sos_timeline_step();

/**
 * The alarm's notifications were queued or changed state (sent, failed, cancelled…): one
 * announcement per alarm and statement on the member's receipt topic, with how many rows; the
 * receipt is read again through RLS. On update only a status change counts: the dispatcher's
 * leases update rows all the time and mean nothing to a reader.
 */
create function private.announce_sos_receipt_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_per_alarm jsonb;
begin
  -- Two queries, because an insert has no "previous" table to plan against.
  if tg_op = 'INSERT' then
    select jsonb_object_agg(c.event_id, c.rows) into changed_per_alarm
    from (select n.event_id, count(*) as rows from changed n where n.event_id is not null group by n.event_id) c;
  else
    select jsonb_object_agg(c.event_id, c.rows) into changed_per_alarm
    from (
      select n.event_id, count(*) as rows
      from changed n join previous o on o.id = n.id
      where n.event_id is not null and n.status is distinct from o.status
      group by n.event_id
    ) c;
  end if;
  perform realtime.send(
    jsonb_build_object('event_id', e.id, 'changed', (changed_per_alarm ->> e.id::text)::integer),
    'sos_notification', 'sos-receipt:' || e.member_id, true
  )
  from public.sos_events e
  where e.id in (select k::uuid from jsonb_object_keys(coalesce(changed_per_alarm, '{}'::jsonb)) k);
  return null;
end;
$$;
comment on function private.announce_sos_receipt_change() is 'Trigger: announces queued or re-stated notifications of an alarm, once per statement and alarm, on the member''s receipt topic.';

create trigger notifications_broadcast_queued
  after insert on public.notifications
  referencing new table as changed
  for each statement execute function private.announce_sos_receipt_change();

create trigger notifications_broadcast_restated
  after update on public.notifications
  referencing old table as previous new table as changed
  for each statement execute function private.announce_sos_receipt_change();

-- Nothing listens to notifications through postgres_changes any more (the receipt above replaced
-- it), and every row in the publication costs a change record on every alarm: an alarm writes one
-- in-app row per family member, so 5,000 family members meant 5,000 records per raise.
alter publication supabase_realtime drop table public.notifications;

/** Tells the member's topic that someone's access may have ended, so it is checked again at once. */
create function private.announce_family_access_change(member uuid, family_member uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select realtime.send(
    jsonb_build_object('family_member_id', family_member), 'access_changed', 'sos:' || member, true
  );
$$;
comment on function private.announce_family_access_change(uuid, uuid) is 'Sends access_changed on a member''s private SOS topic.';
revoke execute on function private.announce_family_access_change(uuid, uuid) from public, anon, authenticated;

create function private.broadcast_family_access_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.announce_family_access_change(old.member_id, old.family_member_id);
  elsif new.status is distinct from old.status
     or new.receive_sos_alerts is distinct from old.receive_sos_alerts
     or new.expires_at is distinct from old.expires_at then
    perform private.announce_family_access_change(new.member_id, new.family_member_id);
  end if;
  return null;
end;
$$;
comment on function private.broadcast_family_access_change() is 'Trigger: a family link whose access changed (status, alert permission, expiry) or was deleted sends access_changed.';

create trigger family_links_broadcast_access_change
  after update or delete on public.family_links
  for each row execute function private.broadcast_family_access_change();

/** Expiries already announced, so each is announced once (an expiry moved later is a new one). */
create table private.announced_link_expiries (
  link_id uuid not null references public.family_links (id) on delete cascade,
  expires_at timestamptz not null,
  primary key (link_id, expires_at)
);
comment on table private.announced_link_expiries is 'Family link expiries for which access_changed was sent.';

create index family_links_expires_at on public.family_links (expires_at) where expires_at is not null;

/**
 * Sends access_changed for every link whose expiry passed and was not announced yet. Only the
 * last day is looked at: an older expiry was announced then, or there was nobody to tell.
 * Returns how many it announced. For the SOS dispatcher (service role).
 */
create function public.announce_expired_family_links()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  announced integer := 0;
  link record;
begin
  for link in
    insert into private.announced_link_expiries (link_id, expires_at)
    select l.id, l.expires_at
    from public.family_links l
    where l.expires_at <= now() and l.expires_at > now() - interval '1 day'
    on conflict do nothing
    returning link_id
  loop
    perform private.announce_family_access_change(l.member_id, l.family_member_id)
    from public.family_links l where l.id = link.link_id;
    announced := announced + 1;
  end loop;
  delete from private.announced_link_expiries where expires_at < now() - interval '2 days';
  return announced;
end;
$$;
comment on function public.announce_expired_family_links() is 'Service role: sends access_changed for family links that expired since the last call.';
revoke execute on function public.announce_expired_family_links() from public, anon, authenticated;
grant execute on function public.announce_expired_family_links() to service_role;
