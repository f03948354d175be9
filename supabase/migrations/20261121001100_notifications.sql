/**
 * NOTIFICATIONS
 * One row per recipient and channel of an alert: a family member in the app, an emergency contact
 * by e-mail or SMS. The fan-out (service role) writes and retries them and records delivery, so the
 * member can see a receipt: who was told, how, and how long it took.
 */
create type public.notification_status as enum ('queued', 'sent', 'delivered', 'failed');
comment on type public.notification_status is 'queued (waiting or retrying), sent (handed to the provider), delivered (confirmed), failed (gave up).';

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  event_id uuid references public.sos_events (id) on delete cascade,
  recipient_user_id uuid references public.profiles (user_id) on delete cascade,
  recipient_contact_id uuid references public.emergency_contacts (id) on delete set null,
  recipient_address text check (char_length(recipient_address) <= 320),
  channel public.notification_channel not null,
  kind text not null default 'sos_alert' check (kind ~ '^[a-z_]{1,40}$'),
  title text check (char_length(title) <= 200),
  body text check (char_length(body) <= 2000),
  status public.notification_status not null default 'queued',
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  read_at timestamptz,
  updated_at timestamptz not null default now(),
  check (num_nonnulls(recipient_user_id, recipient_contact_id, recipient_address) >= 1),
  check (channel <> 'in_app' or recipient_user_id is not null)
);
comment on table public.notifications is 'Each message sent about an alert, per recipient and channel, with its delivery status. Written by the server fan-out.';
comment on column public.notifications.id is 'Notification id.';
comment on column public.notifications.event_id is 'The SOS it is about (null for other notices).';
comment on column public.notifications.recipient_user_id is 'The signed-up recipient (family member, carer, admin), if any.';
comment on column public.notifications.recipient_contact_id is 'The emergency contact recipient, if any (null once the contact is deleted).';
comment on column public.notifications.recipient_address is 'E-mail or phone number used, kept so the receipt survives contact changes.';
comment on column public.notifications.channel is 'in_app, email or sms.';
comment on column public.notifications.kind is 'What it says: sos_alert, sos_acknowledged, sos_ended, test_alert, ...';
comment on column public.notifications.title is 'Short title (in-app and e-mail subject).';
comment on column public.notifications.body is 'Message text as sent.';
comment on column public.notifications.status is 'queued, sent, delivered or failed.';
comment on column public.notifications.attempts is 'Delivery attempts so far.';
comment on column public.notifications.last_error is 'Error of the last failed attempt.';
comment on column public.notifications.created_at is 'When it was queued.';
comment on column public.notifications.sent_at is 'When the provider accepted it.';
comment on column public.notifications.delivered_at is 'When delivery was confirmed (in-app: when it reached the app).';
comment on column public.notifications.failed_at is 'When it was given up.';
comment on column public.notifications.read_at is 'When the recipient read it in the app.';
comment on column public.notifications.updated_at is 'When the row last changed.';

create index notifications_recipient_user_id_idx on public.notifications (recipient_user_id, created_at desc);
create index notifications_event_id_idx on public.notifications (event_id);
create index notifications_pending_idx on public.notifications (created_at) where status = 'queued';

create trigger notifications_set_updated_at
  before update on public.notifications
  for each row execute function public.set_updated_at();

alter table public.notifications enable row level security;

create policy "Recipients can read their notifications"
  on public.notifications for select to authenticated
  using (recipient_user_id = (select auth.uid()));

-- The member's receipt: who was told about their alarm, how, and when.
create policy "Members can read the notifications about their own SOS"
  on public.notifications for select to authenticated
  using (exists (
    select 1 from public.sos_events e
    where e.id = event_id and e.member_id = (select auth.uid())
  ));

create policy "Admins can read every notification"
  on public.notifications for select to authenticated
  using ((select public.is_admin()));

create policy "Recipients can mark their notifications read"
  on public.notifications for update to authenticated
  using (recipient_user_id = (select auth.uid()))
  with check (recipient_user_id = (select auth.uid()));

-- No insert or delete policies: the fan-out writes with the service role.

/** A recipient may only set read_at; delivery facts belong to the fan-out. Security invoker. */
create function public.guard_notification_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_trusted_role()
     and (to_jsonb(new) - array['read_at', 'updated_at']) <> (to_jsonb(old) - array['read_at', 'updated_at']) then
    raise exception 'Only read_at of a notification can be changed'
      using errcode = '42501', hint = 'notification_read_only';
  end if;
  return new;
end;
$$;
comment on function public.guard_notification_update() is 'Trigger: recipients may only mark a notification read.';

create trigger notifications_guard_update
  before update on public.notifications
  for each row execute function public.guard_notification_update();
