/**
 * PUSH SUBSCRIPTIONS
 * Family members and carers who receive SOS alerts can switch on "alerts on this device when the
 * site is closed": the browser hands us a Web Push subscription (the push service's endpoint and
 * the keys that encrypt the message for that browser, RFC 8291), and the dispatcher sends each
 * alarm there with our VAPID key (docs/architecture.md#sos-delivery). One row per browser.
 *
 * - A person sees, adds and removes only their own browsers. Nobody updates a row directly: the
 *   same browser subscribing again goes through save_push_subscription, which also moves the row
 *   when that browser now belongs to another account (the endpoint is unique), and the dispatcher
 *   records results through record_push_result. Anonymous visitors get nothing.
 * - The endpoint is a capability URL: whoever knows it can send to that browser, so it is never
 *   shown to anyone else. It must be an https URL on a named host (no IP address, no localhost):
 *   the dispatcher posts to it, and must not be pointed at internal addresses.
 * - raise_sos now also writes one 'push' outbox row per family recipient with at least one
 *   subscription, due at once, beside the in-app row (enqueue_sos_alerts below).
 */

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  endpoint text not null unique
    check (char_length(endpoint) <= 1024
           and endpoint ~* '^https://([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:[0-9]{1,5})?/[!-~]*$'),
  p256dh text not null check (p256dh ~ '^B[A-Za-z0-9_-]{86}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  user_agent text check (char_length(user_agent) <= 200),
  language public.language_code not null default 'en',
  created_at timestamptz not null default now(),
  last_success_at timestamptz,
  failure_count integer not null default 0 check (failure_count >= 0)
);
comment on table public.push_subscriptions is 'Browsers where a person switched on SOS alerts with the site closed (Web Push). Own rows only; written through save_push_subscription and the dispatcher.';
comment on column public.push_subscriptions.id is 'Subscription id.';
comment on column public.push_subscriptions.user_id is 'Whose browser it is: alerts for this person go there.';
comment on column public.push_subscriptions.endpoint is 'The push service URL of this browser (https, named host, at most 1024 characters). A secret: whoever holds it can send to the browser.';
comment on column public.push_subscriptions.p256dh is 'The browser''s P-256 public key for message encryption, base64url without padding (65 bytes, uncompressed point).';
comment on column public.push_subscriptions.auth is 'The browser''s authentication secret for message encryption, base64url without padding (16 bytes).';
comment on column public.push_subscriptions.user_agent is 'A short description of the browser, for the person''s list of devices (at most 200 characters).';
comment on column public.push_subscriptions.language is 'The site language on that browser when it subscribed. The alert itself is written in the recipient''s preferred language, like the in-app alert.';
comment on column public.push_subscriptions.created_at is 'When this browser subscribed for this person.';
comment on column public.push_subscriptions.last_success_at is 'When the push service last accepted a message for it; null until then.';
comment on column public.push_subscriptions.failure_count is 'Messages the push service refused since the last accepted one (400, 413). A gone subscription (404, 410) is deleted instead.';

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;

create policy "People can see their own push subscriptions"
  on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "People can add push subscriptions for themselves"
  on public.push_subscriptions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "People can remove their own push subscriptions"
  on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()));

-- No update policy, and no privilege either: results are recorded by the dispatcher's function,
-- and a browser subscribing again goes through save_push_subscription.
revoke all on table public.push_subscriptions from anon;
revoke update on table public.push_subscriptions from authenticated;

/**
 * At most ten browsers per person: a new one replaces the one that has gone longest without an
 * accepted message, so nobody is ever refused and a person cannot make one alarm fan out to
 * hundreds of endpoints. A browser already on the person's list does not count as new.
 */
create function private.keep_push_subscriptions_few()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.push_subscriptions s where s.endpoint = new.endpoint and s.user_id = new.user_id) then
    return new;
  end if;
  delete from public.push_subscriptions s
  where s.id in (
    select o.id from public.push_subscriptions o
    where o.user_id = new.user_id
    order by coalesce(o.last_success_at, o.created_at) desc
    offset 9
  );
  return new;
end;
$$;
comment on function private.keep_push_subscriptions_few() is 'Trigger: keeps at most ten push subscriptions per person, dropping the stalest for a new browser.';
revoke execute on function private.keep_push_subscriptions_few() from public, anon, authenticated;

create trigger push_subscriptions_keep_few
  before insert on public.push_subscriptions
  for each row execute function private.keep_push_subscriptions_few();

/**
 * The signed-in person's browser subscribes (or subscribes again): one row per endpoint. The same
 * browser gets its new keys; a browser that now belongs to another account moves to the caller,
 * since the push service delivers to whoever holds the browser. Keys may arrive with base64
 * padding, which is stripped. 42501 when signed out; a malformed value fails the table's checks.
 */
create function public.save_push_subscription(
  endpoint text,
  p256dh text,
  auth text,
  user_agent text default null,
  language public.language_code default 'en'
)
returns public.push_subscriptions
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  saved public.push_subscriptions;
begin
  if caller is null then
    raise exception 'Sign in to receive alerts on this device' using errcode = '42501';
  end if;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, user_agent, language)
  values (caller, btrim(endpoint), rtrim(btrim(p256dh), '='), rtrim(btrim(auth), '='),
          nullif(left(btrim(user_agent), 200), ''), coalesce(language, 'en'))
  on conflict on constraint push_subscriptions_endpoint_key do update
     set user_id = excluded.user_id,
         p256dh = excluded.p256dh,
         auth = excluded.auth,
         user_agent = excluded.user_agent,
         language = excluded.language,
         failure_count = 0,
         created_at = case when s.user_id = excluded.user_id then s.created_at else now() end,
         last_success_at = case when s.user_id = excluded.user_id then s.last_success_at else null end
  returning s.* into saved;
  return saved;
end;
$$;
comment on function public.save_push_subscription(text, text, text, text, public.language_code) is 'Saves the caller''s browser push subscription; the same endpoint again replaces its keys, and moves to the caller if another account held it.';
revoke execute on function public.save_push_subscription(text, text, text, text, public.language_code) from public, anon;
grant execute on function public.save_push_subscription(text, text, text, text, public.language_code) to authenticated, service_role;

/** The dispatcher's read: every browser of one recipient. Service role only. */
create function public.list_push_subscriptions(recipient uuid)
returns setof public.push_subscriptions
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.push_subscriptions s
  where s.user_id = recipient
  order by s.created_at;
$$;
comment on function public.list_push_subscriptions(uuid) is 'Service role: the push subscriptions of one recipient, for delivery.';
revoke execute on function public.list_push_subscriptions(uuid) from public, anon, authenticated;
grant execute on function public.list_push_subscriptions(uuid) to service_role;

/**
 * What the push service answered for one subscription: accepted (201/202: last_success_at, the
 * failure count back to 0), gone (404/410: the browser unsubscribed or expired, the row is
 * deleted) or refused (400/413: counted). False when the row no longer exists. Service role only.
 */
create function public.record_push_result(subscription_id uuid, result text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if result is null or result not in ('accepted', 'gone', 'refused') then
    raise exception 'result is accepted, gone or refused' using errcode = '22023';
  end if;
  if result = 'gone' then
    delete from public.push_subscriptions s where s.id = subscription_id;
  elsif result = 'accepted' then
    update public.push_subscriptions s set last_success_at = now(), failure_count = 0 where s.id = subscription_id;
  else
    update public.push_subscriptions s set failure_count = s.failure_count + 1 where s.id = subscription_id;
  end if;
  return found;
end;
$$;
comment on function public.record_push_result(uuid, text) is 'Service role: records a push service''s answer for one subscription (accepted, gone: deleted, refused: counted).';
revoke execute on function public.record_push_result(uuid, text) from public, anon, authenticated;
grant execute on function public.record_push_result(uuid, text) to service_role;

/** A push row, like an in-app row, goes to a signed-up person. */
alter table public.notifications
  add constraint notifications_push_recipient_check check (channel <> 'push' or recipient_user_id is not null);
comment on column public.notifications.channel is 'in_app, email, sms or push.';

/**
 * Internal: the outbox rows of a new alarm (body of 20261123000400_sos_outbox.sql, plus push).
 * Family whose live link receives alerts get an in-app row due at once, and a push row due at once
 * when they have at least one subscribed browser (same kind, parameters and language); each
 * emergency contact one row per chosen channel, due at the grace deadline.
 */
create or replace function private.enqueue_sos_alerts(event public.sos_events)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert_kind text := case when event.source = 'test' then 'test_alert' else 'sos_alert' end;
  message_params jsonb := private.sos_message_params(event);
begin
  insert into public.notifications (event_id, recipient_user_id, channel, kind, language, params, next_attempt_at)
  select event.id, r.family_member_id, t.channel, alert_kind, p.preferred_language, message_params, now()
  from public.sos_alert_recipients(event.member_id) r
  join public.profiles p on p.user_id = r.family_member_id
  cross join lateral (values ('in_app'::public.notification_channel), ('push'::public.notification_channel)) as t (channel)
  where t.channel = 'in_app'
     or exists (select 1 from public.push_subscriptions s where s.user_id = r.family_member_id)
  on conflict do nothing;

  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, c.id, btrim(t.address), t.channel, alert_kind, c.language, message_params, event.contacts_due_at
  from public.emergency_contacts c
  cross join lateral (values ('email'::public.notification_channel, c.email),
                             ('sms'::public.notification_channel, c.phone)) as t (channel, address)
  where c.user_id = event.member_id
    and t.channel = any (c.channels)
    and nullif(btrim(t.address), '') is not null
  order by c.priority, c.created_at
  on conflict do nothing;
end;
$$;
comment on function private.enqueue_sos_alerts(public.sos_events) is 'Internal: one outbox row per recipient and channel of a new alarm (family in-app, and push with a subscribed browser, at once; contacts at the grace deadline).';
revoke execute on function private.enqueue_sos_alerts(public.sos_events) from public, anon, authenticated;

/**
 * The dispatcher's claim (body of 20261123000400_sos_outbox.sql): now also cancels the push alerts
 * of alarms that ended while they waited for a retry, so nobody's phone rings for an alarm that
 * is over. Service role only.
 */
create or replace function public.claim_sos_outbox(max_rows integer default 20, lease_seconds integer default 30, dispatcher text default null)
returns setof public.notifications
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
     set status = 'cancelled', cancelled_at = now(), next_attempt_at = null, lease_token = null, leased_until = null, leased_by = null
    from public.sos_events e
   where n.status = 'queued'
     and n.next_attempt_at <= now()
     and n.event_id = e.id
     and n.kind in ('sos_alert', 'test_alert')
     and n.channel in ('email', 'sms', 'push')
     and e.status not in ('active', 'acknowledged')
     and (n.leased_until is null or n.leased_until <= now());

  return query
  update public.notifications n
     set lease_token = gen_random_uuid(),
         leased_until = now() + make_interval(secs => greatest(5, least(lease_seconds, 600))),
         leased_by = dispatcher
   where n.id in (
     select q.id from public.notifications q
     where q.status = 'queued'
       and q.next_attempt_at <= now()
       and (q.leased_until is null or q.leased_until <= now())
     order by q.next_attempt_at
     limit greatest(1, least(max_rows, 500))
     for update skip locked
   )
  returning n.*;
end;
$$;
comment on function public.claim_sos_outbox(integer, integer, text) is 'Service role: leases due outbox rows (each with its own token, held by the named dispatcher) after cancelling contact and push alerts of ended alarms.';
revoke execute on function public.claim_sos_outbox(integer, integer, text) from public, anon, authenticated;
grant execute on function public.claim_sos_outbox(integer, integer, text) to service_role;

/**
 * Records one delivery attempt of a leased row (body of 20261123000400_sos_outbox.sql). A push row
 * is family's, like an in-app row: it gets no timeline step of the contacts' kind, never marks the
 * contacts as told (contacts_dispatched_at) and never queues a contact's "how it ended" notice.
 */
create or replace function public.record_sos_delivery(
  notification_id uuid,
  lease uuid,
  outcome text,
  subject text default null,
  message text default null,
  failure text default null,
  retry_at timestamptz default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  done public.notifications;
  event public.sos_events;
begin
  if outcome is null or outcome not in ('sent', 'retry', 'failed') then
    raise exception 'outcome is sent, retry or failed' using errcode = '22023';
  end if;
  update public.notifications n
     set status = case outcome when 'sent' then 'sent' when 'failed' then 'failed' else 'queued' end::public.notification_status,
         attempts = n.attempts + 1,
         sent_at = case when outcome = 'sent' then now() else n.sent_at end,
         failed_at = case when outcome = 'failed' then now() else n.failed_at end,
         next_attempt_at = case when outcome = 'retry' then coalesce(retry_at, now()) else null end,
         last_error = case when outcome = 'sent' then null else left(coalesce(failure, 'unknown error'), 2000) end,
         title = coalesce(left(subject, 200), n.title),
         body = coalesce(left(message, 2000), n.body),
         lease_token = null,
         leased_until = null
   where n.id = notification_id
     and n.lease_token = lease
     and n.status = 'queued'
  returning n.* into done;
  if done.id is null then
    return false;
  end if;

  if done.event_id is null or done.channel in ('in_app', 'push') or outcome = 'retry' then
    return true;
  end if;
  select * into event from public.sos_events e where e.id = done.event_id;
  insert into public.sos_timeline (event_id, member_id, kind, details)
  values (event.id, event.member_id,
          case outcome when 'sent' then 'notified' else 'failed' end::public.sos_timeline_kind,
          jsonb_build_object('channel', done.channel, 'notification_id', done.id, 'notice', done.kind)
            || case when outcome = 'failed' then jsonb_build_object('error', left(done.last_error, 300)) else '{}'::jsonb end);
  if outcome = 'sent' and done.kind in ('sos_alert', 'test_alert') then
    update public.sos_events e
       set contacts_dispatched_at = now()
     where e.id = event.id and e.contacts_dispatched_at is null;
    perform private.enqueue_sos_ended_notices(event, done.id);
  end if;
  return true;
end;
$$;
comment on function public.record_sos_delivery(uuid, uuid, text, text, text, text, timestamptz) is 'Service role: records a delivery attempt of a leased outbox row (sent, retry, failed) with its timeline step for contacts'' messages; false when the lease is no longer the caller''s.';
revoke execute on function public.record_sos_delivery(uuid, uuid, text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_sos_delivery(uuid, uuid, text, text, text, text, timestamptz) to service_role;
