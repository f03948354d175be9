/**
 * THE TIMELINE NAMES THE CONTACT (issue 44)
 * A contact's delivery step read "Contact alerted · SMS" without saying which contact: with two
 * contacts on SMS the member could not tell who had been told. record_sos_delivery writes the step
 * with the outbox row's id in `details`; this trigger adds the contact's name to those details as
 * the step is written, so the step keeps the name it had at that moment even if the contact is
 * renamed or removed later. A trigger rather than a new copy of record_sos_delivery: that function
 * stays as 20261123000700 defined it, and every writer of such a step gets the name.
 */
create function private.name_contact_in_timeline_step()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  contact_name text;
begin
  select c.name into contact_name
  from public.notifications n
  join public.emergency_contacts c on c.id = n.recipient_contact_id
  where n.id = (new.details ->> 'notification_id')::uuid;
  if contact_name is not null then
    new.details := new.details || jsonb_build_object('contact_name', contact_name);
  end if;
  return new;
end;
$$;
comment on function private.name_contact_in_timeline_step() is 'Trigger: a contact''s notified/failed timeline step carries the contact''s name (details.contact_name) as it was when written.';
revoke execute on function private.name_contact_in_timeline_step() from public, anon, authenticated;

create trigger sos_timeline_names_the_contact
  before insert on public.sos_timeline
  for each row
  when (new.kind in ('notified', 'failed')
        and new.details ? 'notification_id'
        and (new.details ->> 'notification_id') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
  execute function private.name_contact_in_timeline_step();

comment on column public.sos_timeline.details is 'Machine details of the step: for a contact''s delivery the channel, the outbox row (notification_id), the notice kind, the contact''s name as it was then (contact_name) and, when it failed, the error; never coordinates.';
