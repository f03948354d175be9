/**
 * A fourth way to reach someone: Web Push, to the browsers where a family member switched on
 * "alerts on this device when the site is closed" (docs/architecture.md#sos-delivery). In a
 * migration of its own because PostgreSQL cannot use an enum value in the transaction that adds it;
 * the subscriptions and the outbox rows that use it follow in the next migration.
 */
alter type public.notification_channel add value if not exists 'push';
comment on type public.notification_channel is 'in_app: shown in the app through realtime (signed-up people only). email and sms: sent through a provider. push: Web Push to the recipient''s subscribed browsers (signed-up people only), even with no page open.';
