/**
 * SOS MESSAGES: THE MEMBER'S NUMBER AND COUNTRY
 * An emergency contact in Madrid read "Llámele ahora" with no number to call, and "21:48 (UTC)"
 * for an alarm raised at 22:48 their time. The dispatcher renders every message about an alarm
 * from its parameters (docs/architecture.md#sos-delivery), and the parameters held only the
 * member's name and the start time, so no text could do better.
 *
 * private.sos_message_params (20261123000400_sos_outbox.sql) is replaced, not added beside,
 * because it is the one place those parameters are built: every writer of rows about an alarm
 * calls it (enqueue_sos_alerts for the contacts' e-mail and SMS, queue_family_sos_alerts for the
 * family's in-app and push rows), and the "how it ended" notices copy the alert's parameters. So
 * every message about an alarm queued from now on carries, besides the same keys as before:
 *   member_phone    profiles.phone, for the recipient to call (null when the member gave none);
 *   member_country  profiles.country (ISO alpha-2), whose time zone the text uses when the
 *                   recipient's own is unknown (lib/notify/message-time-zone.ts), and the country
 *                   a nationally typed number is read in.
 * The text always names the zone it uses. Rows queued before this migration keep their
 * parameters and render as before, in UTC and saying so.
 *
 * Same signature, same owner rights, still computed once per alarm by queue_family_sos_alerts.
 */
create or replace function private.sos_message_params(event public.sos_events)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('started_at', event.started_at)
    || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''),
                                           'member_phone', nullif(btrim(p.phone), ''),
                                           'member_country', p.country)
                 from public.profiles p where p.user_id = event.member_id), '{}'::jsonb);
$$;
comment on function private.sos_message_params(public.sos_events) is 'Internal: the parameters of the messages about an alarm (member name, phone and country, start time).';
revoke execute on function private.sos_message_params(public.sos_events) from public, anon, authenticated;

comment on column public.notifications.params is 'What the message says besides its kind, e.g. {"member_name": "...", "member_phone": "+34600123456", "member_country": "ES", "started_at": "...", "outcome": "resolved"}. Rendered by the dispatcher.';
