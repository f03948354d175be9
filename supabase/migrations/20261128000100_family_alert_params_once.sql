/**
 * FAMILY ALERT ROWS: THE MESSAGE PARAMETERS ONCE PER ALARM
 * queue_family_sos_alerts (20261123001000_family_alerts_after_raise.sql) wrote each family row
 * with private.sos_message_params(e). That function is security definer, which PostgreSQL never
 * inlines, so it ran once per row: a profile lookup and a jsonb build for each of an alarm's 5,000
 * family rows, while the dispatcher's claim holds the database and the alarm's fan-out is still
 * being read by the family's phones (`npm run bench:sos` prints how long the rows take). The
 * parameters depend on the alarm only: they are now computed once per alarm, in a materialised
 * step. Same arguments, same rows, same answer.
 */
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
  written as (
    insert into public.notifications (event_id, recipient_user_id, channel, kind, language, params, next_attempt_at)
    select a.id, r.family_member_id, t.channel, a.kind, p.preferred_language, a.params, now()
    from alarms a
    cross join lateral public.sos_alert_recipients(a.member_id) r
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
