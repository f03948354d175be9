/**
 * SOS LOCATION SIGNAL, cheaper
 * The first position of an alarm is written by raise_sos in the same transaction as the event, so
 * whoever hears the new event already finds that position through get_sos_location. Bumping
 * last_located_at there only sent a second realtime change of every new alarm to every subscriber
 * (one RLS check each). Later positions still bump it, so subscribers know to re-read.
 */
create or replace function private.touch_sos_last_located_at()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.sos_events e
     set last_located_at = greatest(coalesce(e.last_located_at, new.recorded_at), new.recorded_at)
   where e.id = new.event_id
     -- now() is the transaction's start: equal to started_at only inside the raising transaction.
     and e.started_at <> now();
  return new;
end;
$$;
comment on function private.touch_sos_last_located_at() is 'Trigger: records on the event when a later position arrived (never the coordinates); the first one, written with the event, needs no signal.';
revoke execute on function private.touch_sos_last_located_at() from public, anon, authenticated;
