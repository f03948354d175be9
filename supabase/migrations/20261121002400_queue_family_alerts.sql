/**
 * FAMILY IN-APP ALERTS, EXACTLY ONCE
 * Several parties may fan out the same alarm at the same moment (the server right after the raise,
 * the member's page, a family page that sees it overdue). Reading "who has been told" and then
 * inserting let two of them both insert, so family saw the alert twice. This function does the
 * read and the insert under a transaction-scoped lock per alarm, so the second caller finds the
 * first one's rows. Service role only: the fan-out runs on the server.
 */
create function public.queue_family_alerts(
  alert_event_id uuid,
  alert_kind text,
  alert_title text,
  recipient_ids uuid[]
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  inserted integer;
begin
  perform pg_advisory_xact_lock(hashtext('public.queue_family_alerts:' || alert_event_id::text));

  insert into public.notifications (event_id, recipient_user_id, channel, kind, title, status, attempts, sent_at)
  select alert_event_id, recipient, 'in_app', alert_kind, alert_title, 'sent', 1, now()
  from unnest(recipient_ids) as recipient
  where not exists (
    select 1 from public.notifications n
    where n.event_id = alert_event_id
      and n.channel = 'in_app'
      and n.kind = alert_kind
      and n.recipient_user_id = recipient
  );
  get diagnostics inserted = row_count;
  return inserted;
end;
$$;
comment on function public.queue_family_alerts(uuid, text, text, uuid[]) is
  'Writes one in-app alert per recipient for an alarm, skipping recipients already told; serialised per alarm so concurrent fan-outs never notify anyone twice. Returns how many rows were written. Service role only.';

revoke execute on function public.queue_family_alerts(uuid, text, text, uuid[]) from public, anon, authenticated;
grant execute on function public.queue_family_alerts(uuid, text, text, uuid[]) to service_role;
