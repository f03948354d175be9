/**
 * SOS DISPATCH SCHEDULE (hosted Supabase only; not a migration, because the local server has no
 * pg_cron or pg_net). Run once per project after `supabase db push`, and again after changing it.
 * README.md "Deploying against a hosted Supabase project", step 6; docs/architecture.md#sos-delivery.
 *
 * Before running it, store where the app is and its secret in Vault:
 *   select vault.create_secret('https://<your-site>/api/sos/dispatch', 'sos_dispatch_url');
 *   select vault.create_secret('<SOS_DISPATCH_SECRET>', 'sos_dispatch_secret');
 *
 * What it sets up:
 *   - private.request_sos_dispatch(): one asynchronous POST (pg_net) to the endpoint, which answers
 *     202 and runs a dispatcher pass of up to 30 s;
 *   - a Supabase Cron job calling it every 5 seconds: catches retries and anything a lost request
 *     missed;
 *   - statement triggers calling it whenever an alarm is queued for its family's rows (raised) or
 *     outbox rows are inserted (raised, ended), so family and contacts do not wait for the next
 *     tick. pg_net sends after the transaction commits, so raising an alarm never waits for the
 *     request;
 *   - a Supabase Cron job announcing expired family links every second (private SOS channels);
 *   - Supabase Cron jobs running the check-in watch every second and the silence watch every 30 s.
 */
create extension if not exists pg_cron;
create extension if not exists pg_net;

create or replace function private.request_sos_dispatch()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  endpoint text;
  secret text;
begin
  select s.decrypted_secret into endpoint from vault.decrypted_secrets s where s.name = 'sos_dispatch_url';
  select s.decrypted_secret into secret from vault.decrypted_secrets s where s.name = 'sos_dispatch_secret';
  if endpoint is null or secret is null then
    raise warning 'SOS dispatch is not configured: create the Vault secrets sos_dispatch_url and sos_dispatch_secret';
    return;
  end if;
  perform net.http_post(
    url := endpoint,
    headers := jsonb_build_object('Authorization', 'Bearer ' || secret, 'Content-Type', 'application/json'),
    body := '{}'::jsonb,
    timeout_milliseconds := 5000
  );
end;
$$;
comment on function private.request_sos_dispatch() is 'Asks the app for an SOS dispatcher pass (POST /api/sos/dispatch, bearer secret from Vault).';
revoke execute on function private.request_sos_dispatch() from public, anon, authenticated;

create or replace function private.request_sos_dispatch_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.request_sos_dispatch();
  return null;
end;
$$;
comment on function private.request_sos_dispatch_after_insert() is 'Trigger: new outbox rows, or an alarm queued for its family''s rows, ask for a dispatcher pass at once.';
revoke execute on function private.request_sos_dispatch_after_insert() from public, anon, authenticated;

drop trigger if exists notifications_request_sos_dispatch on public.notifications;
create trigger notifications_request_sos_dispatch
  after insert on public.notifications
  for each statement execute function private.request_sos_dispatch_after_insert();

-- raise_sos queues the family's rows for the dispatcher (20261123001000_family_alerts_after_raise.sql).
drop trigger if exists sos_family_alerts_due_request_sos_dispatch on private.sos_family_alerts_due;
create trigger sos_family_alerts_due_request_sos_dispatch
  after insert on private.sos_family_alerts_due
  for each statement execute function private.request_sos_dispatch_after_insert();

-- cron.schedule replaces a job of the same name, so running this file again is safe.
select cron.schedule('sos-dispatch', '5 seconds', $$ select private.request_sos_dispatch() $$);

-- Family access that expires ends without any write, so nothing would tell the private SOS
-- topics. Every second, links whose expiry just passed send access_changed (migration
-- 20261123000800_sos_private_channels.sql): clients leave and rejoin, and the rejoin is refused.
select cron.schedule('announce-expired-family-links', '1 seconds', $$ select public.announce_expired_family_links() $$);

-- A missed check-in raises its alarm from the database itself, with no request in between
-- (migration 20261130000200_check_ins.sql): every second, the watch reminds members whose check-in
-- is nearly due and raises the alarm of each one past due + grace, exactly once; the outbox rows
-- it writes then ask for a dispatcher pass through the trigger above.
select cron.schedule('check-in-watch', '1 seconds', $$ select public.run_check_in_watch(500) $$);

-- The silence watch: pendants gone quiet or low on battery (migration 20261130000300_silence_watch.sql).
select cron.schedule('silence-watch', '30 seconds', $$ select public.run_silence_watch() $$);

-- The weekly e-mail about gaps in a member's protection check, at most one a week each (migration
-- 20261201000300_protection_check.sql): hourly, 200 members a pass; the outbox rows it writes are
-- delivered by the dispatcher pass the trigger above asks for.
select cron.schedule('protection-digest', '17 * * * *', $$ select public.run_protection_digest(200) $$);

-- Drills (migration 20261201000200_drills.sql): every minute, drills older than
-- sos_limits.drill_minutes end by themselves, tomorrow's scheduled drills are announced, and due
-- ones are raised (their outbox rows ask for a dispatcher pass through the trigger above).
select cron.schedule('drill-watch', '* * * * *', $$ select public.run_drill_watch(200) $$);

-- The status page's synthetic alarm (migration 20261202000200_status_page.sql): every minute,
-- ends probe alarms older than two minutes and raises the next one. It does nothing until a
-- dispatcher has set the probe up once (`npm run sos:dispatcher` with STATUS_PROBE_* set:
-- .env.example); the long-lived dispatcher, where it runs, also records the website check.
select cron.schedule('status-probe', '* * * * *', $$ select public.run_status_probe() $$);
