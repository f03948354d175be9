/**
 * ALARMS NOBODY TAPPED (issue 46)
 * Two new sources of an alarm: a check-in the member missed (raised by the server, never by a
 * client) and a fall the pendant detected that nobody answered. In a migration of their own
 * because PostgreSQL cannot use an enum value in the transaction that adds it.
 */
alter type public.sos_source add value if not exists 'check_in';
alter type public.sos_source add value if not exists 'fall';
comment on type public.sos_source is 'What raised it: the app button, the pendant''s button, a fall the pendant detected, a missed check-in (the server), a voice assistant, or a test alert (shown labelled TEST).';

create type public.check_in_status as enum ('active', 'checked_in', 'cancelled', 'alarm_raised', 'checked_in_late');
comment on type public.check_in_status is 'active: counting down to due_at + grace. checked_in / cancelled: ended by the member in time. alarm_raised: missed, the alarm went out. checked_in_late: the member checked in after the alarm, which ended it.';
