-- Issue 16, follow-up to 20261124000100: the 'created' step is left out by the trigger's WHEN
-- condition rather than by a copy of the function with an early return. The function is back to
-- its one job (announce the step it is given), and the rule that the alarm's own sos_event message
-- already tells its creation is stated once, where the trigger is declared.

create or replace function private.broadcast_sos_timeline_step()
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

drop trigger sos_timeline_broadcast on public.sos_timeline;
-- The created step is written in the alarm's own transaction, and the alarm's sos_event message
-- already announces it: no second message per family client for it.
create trigger sos_timeline_broadcast
  after insert on public.sos_timeline
  for each row when (new.kind <> 'created')
  execute function private.broadcast_sos_timeline_step();
