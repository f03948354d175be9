/**
 * THE SILENCE WATCH (issue 46; docs/product.md#silence-watch)
 * The most common complaint about personal alarms is the one that had quietly stopped working on
 * the day it was needed. This watch notices three silences and says so once, through the outbox:
 *   - a pendant that was in use and has not reported for pendant_silent_hours (default 24 h);
 *   - a pendant whose battery is under battery_low_percent (default 20 %);
 *   - a browser whose push subscription the push service reports gone (404/410): alarms no longer
 *     reach it.
 * One open notice per device (per person for push) and kind: the member (and, for the pendant,
 * family whose live link grants view_device_status) are told when it opens, never once per check.
 * It clears itself when the device reports again (battery: once back over the threshold plus 5, so
 * a battery hovering at 20 % does not notify on every reading), or the person subscribes again.
 * run_silence_watch is called every 30 seconds by the long-lived dispatcher and by Supabase Cron in
 * production; it reads the readings the pendant already sends (devices.last_connected_at, battery).
 *
 * Replaces public.record_push_result: a gone subscription now opens a push_gone notice for its owner.
 */
alter table public.sos_limits
  add column pendant_silent_hours smallint not null default 24 check (pendant_silent_hours between 1 and 168),
  add column battery_low_percent smallint not null default 20 check (battery_low_percent between 1 and 90);
comment on column public.sos_limits.pendant_silent_hours is 'A pendant in use that has not reported for this many hours opens a device_silent notice.';
comment on column public.sos_limits.battery_low_percent is 'A pendant battery under this percentage opens a device_battery_low notice.';

create table public.device_notices (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  device_id uuid references public.devices (id) on delete cascade,
  kind text not null check (kind in ('device_silent', 'device_battery_low', 'push_gone')),
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  opened_at timestamptz not null default now(),
  cleared_at timestamptz,
  check ((kind = 'push_gone') = (device_id is null))
);
comment on table public.device_notices is 'Silences the watch noticed (a quiet pendant, a low battery, a browser push no longer reaches), open until the device reports again. One open per device (per person for push_gone) and kind.';
comment on column public.device_notices.member_id is 'Whose device or browser it is: the pendant''s owner, or the person whose push subscription is gone.';

create unique index device_notices_one_open_idx on public.device_notices (member_id, coalesce(device_id, member_id), kind) where cleared_at is null;
create index device_notices_member_idx on public.device_notices (member_id, opened_at desc);

alter table public.device_notices enable row level security;
create policy "Members can read their own device notices" on public.device_notices
  for select to authenticated using (member_id = (select auth.uid()));
create policy "Family with device status can read a member's device notices" on public.device_notices
  for select to authenticated using (device_id is not null and public.has_family_permission(member_id, 'view_device_status'));
create policy "Admins can read every device notice" on public.device_notices
  for select to authenticated using ((select public.is_admin()));
grant select on public.device_notices to authenticated;
grant all on public.device_notices to service_role;

-- The pendant's watch: a partial index keeps the scan to pendants that have reported at all.
create index devices_pendant_last_connected_idx on public.devices (last_connected_at) where kind = 'pendant' and last_connected_at is not null;

/** Tells the owner, and family who may see device status, about a pendant notice that just opened. */
create function private.announce_device_notice(notice public.device_notices, params jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  base jsonb := params || jsonb_build_object('member_id', notice.member_id)
    || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''), 'member_country', p.country)
                                    from public.profiles p where p.user_id = notice.member_id), '{}'::jsonb);
  family uuid;
begin
  perform private.queue_user_notice(notice.member_id, notice.kind, base || jsonb_build_object('audience', 'member', 'notice_id', notice.id));
  for family in
    select l.family_member_id from public.family_links l
    where l.member_id = notice.member_id and l.view_device_status and public.family_link_is_live(l.status, l.expires_at)
  loop
    perform private.queue_user_notice(family, notice.kind, base || jsonb_build_object('audience', 'family', 'notice_id', notice.id));
  end loop;
end;
$$;
comment on function private.announce_device_notice(public.device_notices, jsonb) is 'Internal: queues a pendant notice to its owner and to family whose live link grants view_device_status.';
revoke execute on function private.announce_device_notice(public.device_notices, jsonb) from public, anon, authenticated;

create function public.run_silence_watch()
returns table (opened integer, cleared integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.sos_limits;
  silent_after interval;
  low integer;
  device record;
  notice public.device_notices;
begin
  select * into limits from public.sos_limits l limit 1;
  silent_after := make_interval(hours => coalesce(limits.pendant_silent_hours, 24));
  low := coalesce(limits.battery_low_percent, 20);
  opened := 0;

  -- Recoveries first: a pendant that reported since its notice opened, a battery charged again, a
  -- person who subscribed a browser again.
  with gone as (
    update public.device_notices n
       set cleared_at = now()
      from public.devices d
     where n.cleared_at is null and n.device_id = d.id
       and ((n.kind = 'device_silent' and d.last_connected_at > now() - silent_after)
            or (n.kind = 'device_battery_low' and (d.battery is null or d.battery >= low + 5)))
    returning 1
  ), resubscribed as (
    update public.device_notices n
       set cleared_at = now()
     where n.cleared_at is null and n.kind = 'push_gone'
       and exists (select 1 from public.push_subscriptions s where s.user_id = n.member_id and s.created_at > n.opened_at)
    returning 1
  )
  select (select count(*) from gone) + (select count(*) from resubscribed) into cleared;

  -- Pendants in use (reported in the last 30 days) that went quiet.
  for device in
    select d.id, d.user_id, d.name, d.last_connected_at from public.devices d
    where d.kind = 'pendant' and d.last_connected_at is not null
      and d.last_connected_at <= now() - silent_after
      and d.last_connected_at > now() - interval '30 days'
      and not exists (select 1 from public.device_notices n where n.device_id = d.id and n.kind = 'device_silent' and n.cleared_at is null)
  loop
    insert into public.device_notices (member_id, device_id, kind, details)
    values (device.user_id, device.id, 'device_silent', jsonb_build_object('last_seen_at', device.last_connected_at))
    on conflict do nothing
    returning * into notice;
    if notice.id is not null then
      perform private.announce_device_notice(notice, jsonb_build_object(
        'device_name', device.name, 'last_seen_at', device.last_connected_at,
        'hours', floor(extract(epoch from now() - device.last_connected_at) / 3600)::integer));
      opened := opened + 1;
    end if;
  end loop;

  -- Batteries running down, read from a recent report (a quiet pendant is the notice above).
  for device in
    select d.id, d.user_id, d.name, d.battery from public.devices d
    where d.kind = 'pendant' and d.battery < low
      and d.last_connected_at > now() - silent_after
      and not exists (select 1 from public.device_notices n where n.device_id = d.id and n.kind = 'device_battery_low' and n.cleared_at is null)
  loop
    insert into public.device_notices (member_id, device_id, kind, details)
    values (device.user_id, device.id, 'device_battery_low', jsonb_build_object('battery', device.battery))
    on conflict do nothing
    returning * into notice;
    if notice.id is not null then
      perform private.announce_device_notice(notice, jsonb_build_object('device_name', device.name, 'battery', device.battery));
      opened := opened + 1;
    end if;
  end loop;
  return next;
end;
$$;
comment on function public.run_silence_watch() is 'Service role: clears device notices whose device reported again, and opens (and announces, once) notices for pendants gone quiet or low on battery. Returns how many opened and cleared.';
revoke execute on function public.run_silence_watch() from public, anon, authenticated;
grant execute on function public.run_silence_watch() to service_role;

create or replace function public.record_push_result(subscription_id uuid, result text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone public.push_subscriptions;
  notice public.device_notices;
begin
  if result is null or result not in ('accepted', 'gone', 'refused') then
    raise exception 'result is accepted, gone or refused' using errcode = '22023';
  end if;
  if result = 'gone' then
    delete from public.push_subscriptions s where s.id = subscription_id returning * into gone;
    if gone.id is null then
      return false;
    end if;
    -- Alarms no longer reach that browser: its owner hears it once, until they subscribe again.
    insert into public.device_notices (member_id, kind, details)
    values (gone.user_id, 'push_gone', jsonb_build_object('user_agent', gone.user_agent))
    on conflict do nothing
    returning * into notice;
    if notice.id is not null then
      perform private.queue_user_notice(gone.user_id, 'push_gone',
        jsonb_build_object('user_agent', gone.user_agent, 'notice_id', notice.id),
        array['in_app', 'email']::public.notification_channel[]);
    end if;
    return true;
  elsif result = 'accepted' then
    update public.push_subscriptions s set last_success_at = now(), failure_count = 0 where s.id = subscription_id;
  else
    update public.push_subscriptions s set failure_count = s.failure_count + 1 where s.id = subscription_id;
  end if;
  return found;
end;
$$;
comment on function public.record_push_result(uuid, text) is 'Service role: records a push service''s answer for one subscription (accepted, gone: deleted and its owner told once through a push_gone notice, refused: counted).';
