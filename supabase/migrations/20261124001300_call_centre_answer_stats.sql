/**
 * CALL CENTRE ANSWER TIMES (issue 22)
 * How fast the call centre takes an alarm: answer time = raised (started_at) → claimed
 * (claimed_at). The UK telecare standard (TSA) asks 97.5% of alarms answered within 60 s; the
 * admin alarms page shows, over the last N days, p50 and p95 of the answer time and the share
 * answered within 60 s. Computed here so the percentiles run over every alarm of the window
 * without shipping the rows to the browser.
 *
 * Which alarms count (each once its outcome against the 60 s target is known):
 * - claimed: answered, in time when claimed_at - started_at <= 60 s;
 * - never claimed and still open, raised more than 60 s ago: not answered in time (its wait so far,
 *   now - started_at, enters the percentiles as a lower bound, so an unanswered queue can never
 *   make the figures look better);
 * - never claimed and ended more than 60 s after it was raised: not answered in time (its wait is
 *   resolved_at - started_at);
 * - never claimed and still within its first 60 s, or ended by the member inside 60 s ("It was a
 *   mistake" before anyone could answer): left out, there was nothing to answer yet or any more.
 *
 * Codes: ICE70 not an admin (403), ICE71 days outside 1..366 or region not two letters (400).
 */
create function public.call_centre_answer_stats(days integer default 30, region text default 'es')
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
-- Definer so the figures need no per-row RLS checks; the admin check below is the gate.
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
comment on function public.call_centre_answer_stats(integer, text) is 'Admins: the call centre''s answer times (raised → claimed) over the last N days for a region: alarms counted, answered, answered within 60 s, that share (null when none), p50 and p95 seconds (null when none). Unclaimed alarms count once 60 s have passed. ICE70 not an admin, ICE71 bad days or region.';
revoke execute on function public.call_centre_answer_stats(integer, text) from public, anon;
grant execute on function public.call_centre_answer_stats(integer, text) to authenticated;

-- The window's read: a region's alarms by start time (the open-alarms index covers open ones only).
create index sos_events_region_started_idx on public.sos_events (region, started_at desc) where region is not null;
