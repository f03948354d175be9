/**
 * FAMILY OUTBOX ROWS AFTER THE RAISE (issue 16, "Measure")
 * raise_sos wrote one in-app row, and a push row for each subscribed browser, per family
 * recipient inside its own transaction: ~40 ms of every raise with 500 family, ~250 ms with
 * 5,000 (`npm run bench:sos`), and nobody heard of the alarm before that transaction committed.
 * Family hear the alarm itself on the private SOS topic the moment it commits
 * (20261123000800_sos_private_channels.sql); their outbox rows are only work for the dispatcher,
 * which renders and sends them anyway. So:
 *
 * - raise_sos queues one row in private.sos_family_alerts_due and still writes the contacts' rows
 *   (a handful, due at the grace deadline) itself;
 * - queue_family_sos_alerts() turns due alarms into their family rows, with the same recipients,
 *   channels, language and parameters as before, read when it runs (so a link revoked in between
 *   is not told). claim_sos_outbox calls it first, so the dispatcher's next claim (every 500 ms
 *   locally; at once on hosted, where the insert into the queue asks for a pass, deploy SQL) picks
 *   them up. Two dispatchers never expand one alarm twice: the queue row is taken with
 *   `for update skip locked`, and the rows are unique per recipient and channel anyway;
 * - an alarm that ended before its turn still tells family in the app, but gets no push: nobody's
 *   phone should ring for an alarm that is over.
 */

create table private.sos_family_alerts_due (
  event_id uuid primary key references public.sos_events (id) on delete cascade,
  queued_at timestamptz not null default now()
);
comment on table private.sos_family_alerts_due is 'Alarms whose family outbox rows are still to be written by queue_family_sos_alerts (one row per alarm, removed when written).';
comment on column private.sos_family_alerts_due.event_id is 'The alarm.';
comment on column private.sos_family_alerts_due.queued_at is 'When raise_sos queued it; oldest first.';
create index sos_family_alerts_due_queued_at_idx on private.sos_family_alerts_due (queued_at);
revoke all on table private.sos_family_alerts_due from public, anon, authenticated;

/**
 * Internal: the outbox rows of a new alarm. Contacts one row per chosen channel, due at the grace
 * deadline, as before; family are queued for queue_family_sos_alerts.
 */
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
    and t.channel = any (c.channels)
    and nullif(btrim(t.address), '') is not null
  order by c.priority, c.created_at
  on conflict do nothing;
end;
$$;
comment on function private.enqueue_sos_alerts(public.sos_events) is 'Internal: contacts'' outbox rows of a new alarm (at the grace deadline), and the alarm queued for its family rows (queue_family_sos_alerts).';
revoke execute on function private.enqueue_sos_alerts(public.sos_events) from public, anon, authenticated;

/**
 * Writes the family rows of up to max_events queued alarms, oldest first, and returns how many
 * alarms it took: an in-app row due at once for each live link with the alert permission, and a
 * push row due at once for those with a subscribed browser while the alarm is still open.
 * With only_event, just that alarm, and it waits for a dispatcher writing it at this moment
 * instead of skipping it, so the rows exist when it returns (a family app that shows the alarm
 * marks its row delivered right after). Service role only (the dispatcher through
 * claim_sos_outbox, the in-app receipt, tests).
 */
create function public.queue_family_sos_alerts(max_events integer default 50, only_event uuid default null)
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
  written as (
    insert into public.notifications (event_id, recipient_user_id, channel, kind, language, params, next_attempt_at)
    select e.id, r.family_member_id, t.channel,
           case when e.source = 'test' then 'test_alert' else 'sos_alert' end,
           p.preferred_language, private.sos_message_params(e), now()
    from due
    join public.sos_events e on e.id = due.event_id
    cross join lateral public.sos_alert_recipients(e.member_id) r
    join public.profiles p on p.user_id = r.family_member_id
    cross join lateral (values ('in_app'::public.notification_channel), ('push'::public.notification_channel)) as t (channel)
    where t.channel = 'in_app'
       or (e.status in ('active', 'acknowledged')
           and exists (select 1 from public.push_subscriptions s where s.user_id = r.family_member_id))
    on conflict do nothing
    returning 1
  )
  select count(*)::integer into taken from due;
  -- `written` is evaluated even though nothing reads it: data-modifying CTEs always run to completion.
  return taken;
end;
$$;
comment on function public.queue_family_sos_alerts(integer, uuid) is 'Service role: writes the family outbox rows (in-app, and push while open) of up to max_events queued alarms, or of only_event (waiting for a concurrent writer); returns how many alarms it took.';
revoke execute on function public.queue_family_sos_alerts(integer, uuid) from public, anon, authenticated;
grant execute on function public.queue_family_sos_alerts(integer, uuid) to service_role;

/**
 * The dispatcher's claim (body of 20261123000700_push_subscriptions.sql): first writes the family
 * rows of queued alarms, so they are claimed in the same call. Service role only.
 */
create or replace function public.claim_sos_outbox(max_rows integer default 20, lease_seconds integer default 30, dispatcher text default null)
returns setof public.notifications
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.queue_family_sos_alerts(50);

  update public.notifications n
     set status = 'cancelled', cancelled_at = now(), next_attempt_at = null, lease_token = null, leased_until = null, leased_by = null
    from public.sos_events e
   where n.status = 'queued'
     and n.next_attempt_at <= now()
     and n.event_id = e.id
     and n.kind in ('sos_alert', 'test_alert')
     and n.channel in ('email', 'sms', 'push')
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
comment on function public.claim_sos_outbox(integer, integer, text) is 'Service role: writes the family rows of queued alarms, then leases due outbox rows (each with its own token, held by the named dispatcher) after cancelling contact and push alerts of ended alarms.';
revoke execute on function public.claim_sos_outbox(integer, integer, text) from public, anon, authenticated;
grant execute on function public.claim_sos_outbox(integer, integer, text) to service_role;

/** When the next outbox work is due: a queued alarm's family rows count as due since it was queued. */
create or replace function public.next_sos_outbox_due()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select least(
    (select min(greatest(n.next_attempt_at, coalesce(n.leased_until, n.next_attempt_at)))
     from public.notifications n
     where n.status = 'queued' and n.next_attempt_at is not null),
    (select min(q.queued_at) from private.sos_family_alerts_due q)
  );
$$;
comment on function public.next_sos_outbox_due() is 'Service role: when the next outbox row (or a queued alarm''s family rows) becomes due, or null.';
revoke execute on function public.next_sos_outbox_due() from public, anon, authenticated;
grant execute on function public.next_sos_outbox_due() to service_role;
