-- Issue 16: one message per family client per alarm, not two.
--
-- Every alarm writes its 'created' timeline step in the same transaction as the alarm itself
-- (trigger sos_events_add_created_step), and the alarm goes out whole on the member's private
-- topic (sos_event). Announcing the step as well sent every family client a second message that
-- nothing acts on: the family feed only listens for 'acknowledged' steps, and a member's
-- timeline is read when the alarm's page opens, which is after that transaction committed. With
-- 5,000 family clients that second message doubled the fan-out and the parsing on the clients
-- (npm run bench:sos). Every later step (notified, delivered, acknowledged, ended…) is still
-- announced.

create or replace function private.broadcast_sos_timeline_step()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Already told by the alarm's own message (see above).
  if new.kind = 'created' then
    return null;
  end if;
  perform realtime.send(
    jsonb_build_object('step_id', new.id, 'event_id', new.event_id, 'kind', new.kind, 'at', new.at),
    'sos_timeline_step', 'sos:' || new.member_id, true
  );
  return null;
end;
$$;
comment on function private.broadcast_sos_timeline_step() is 'Trigger: announces a new timeline step (ids and kind only) on the member''s private SOS topic; not the created step, which the alarm''s own message already tells.';
