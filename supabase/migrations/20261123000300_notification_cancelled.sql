/**
 * A message that must not go out any more: an emergency contact's alert whose alarm ended (for
 * example "It was a mistake" within the grace) before it was sent. In a migration of its own
 * because PostgreSQL cannot use an enum value in the transaction that adds it.
 */
alter type public.notification_status add value if not exists 'cancelled';
comment on type public.notification_status is 'queued (waiting or retrying), sent (handed to the provider), delivered (confirmed), failed (gave up), cancelled (the alarm ended before it went out; never sent).';
