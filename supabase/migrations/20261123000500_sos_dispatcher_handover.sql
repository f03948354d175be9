/**
 * SOS DISPATCHER HANDOVER
 * A dispatcher killed while it holds leased rows would delay them until their lease runs out
 * (twice the adapter timeout plus 10 s), long after it was restarted. Each long-lived dispatcher
 * now has a name and a heartbeat: a restarted process with the same name waits until its
 * predecessor's heartbeat is stale (so it is not running any more), then releases the rows that
 * predecessor held and sends them at once. A second live process with a name already in use
 * finds a fresh heartbeat and waits as a standby instead of taking anything over.
 * The lease itself is unchanged: it still outlives the adapter timeout, so two live dispatchers
 * never send the same row. Service role only.
 */
alter table public.notifications add column leased_by text check (char_length(leased_by) <= 200);
comment on column public.notifications.leased_by is 'While leased: the name of the dispatcher holding it (null for one-off passes).';

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

/** The claim of 20261123000400_sos_outbox.sql, now recording who holds each lease. */
drop function public.claim_sos_outbox(integer, integer);
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
