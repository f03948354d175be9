/**
 * A LIVE FAMILY LINK, DECIDED WITHOUT A FUNCTION CALL PER LINK
 * family_link_is_live and family_link_has_expired (20261121000500_family_access.sql) stay the one
 * rule for a live link. They were written with `set search_path = ''`, and PostgreSQL never
 * inlines a function that carries a SET clause: each link checked was two SQL function calls, each
 * saving and restoring the setting. An alarm's family is every live link of the member, so
 * sos_alert_recipients paid that 500 times for 500 family members (7 ms on PostgreSQL, 15 ms on
 * PGlite) and queue_family_sos_alerts paid it twice more, while the alarm was being fanned out
 * (`npm run bench:sos` prints the family rows' time). Every family policy pays it per row as well,
 * through has_family_permission.
 *
 * Without the SET clause the planner puts the two conditions in place of the call. Nothing in the
 * bodies depends on a search path: every type, function and operator is named with its schema, so
 * a caller's search path cannot change what they mean. Supabase's linter reports any function
 * without a fixed search_path (function_search_path_mutable); for these two that is the price of
 * being inlined, and the fully qualified bodies are what that lint protects.
 *
 * queue_family_sos_alerts also asks for an alarm's recipients once: the plan read them again for
 * each of the two channels (in-app and push).
 */
create or replace function public.family_link_has_expired(link_expires_at timestamptz)
returns boolean
language sql
stable
as $$
  select link_expires_at is not null
     and link_expires_at operator(pg_catalog.<=) pg_catalog.now();
$$;

create or replace function public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamptz)
returns boolean
language sql
stable
as $$
  -- `is not distinct from` would look its operator up by search path; this names it, and a null
  -- status is not active.
  select coalesce(link_status operator(pg_catalog.=) 'active'::public.family_link_status, false)
     and not public.family_link_has_expired(link_expires_at);
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
    select e.id, e.member_id, e.status,
           case when e.source = 'test' then 'test_alert' else 'sos_alert' end as kind,
           private.sos_message_params(e) as params
    from due
    join public.sos_events e on e.id = due.event_id
  ),
  -- Who hears of each alarm, asked once per alarm whatever the number of channels below.
  recipients as materialized (
    select a.id as event_id, r.family_member_id
    from alarms a
    cross join lateral public.sos_alert_recipients(a.member_id) r
  ),
  written as (
    insert into public.notifications (event_id, recipient_user_id, channel, kind, language, params, next_attempt_at)
    select a.id, r.family_member_id, t.channel, a.kind, p.preferred_language, a.params, now()
    from alarms a
    join recipients r on r.event_id = a.id
    join public.profiles p on p.user_id = r.family_member_id
    cross join lateral (values ('in_app'::public.notification_channel), ('push'::public.notification_channel)) as t (channel)
    where t.channel = 'in_app'
       or (a.status in ('active', 'acknowledged')
           and exists (select 1 from public.push_subscriptions s where s.user_id = r.family_member_id))
    on conflict do nothing
    returning 1
  )
  select count(*)::integer into taken from due;
  -- `written` is evaluated even though nothing reads it: data-modifying CTEs always run to completion.
  return taken;
end;
$$;
