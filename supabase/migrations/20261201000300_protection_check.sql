/**
 * THE PROTECTION CHECK (issue 47; docs/product.md#protection-check)
 * "Protected" used to mean only that a plan was paid for. A member whose contact never agreed and
 * whose pendant had been silent for a week was Protected too. This check says, link by link,
 * whether the chain that carries an alarm holds:
 *   plan            an active or trialing subscription;
 *   contactAgreed   at least one emergency contact who agreed through the consent link;
 *   familyLinked    at least one family member or carer whose live link receives alerts;
 *   medicalId       a medical ID with something in it;
 *   personalDetails a name and a phone number;
 *   push            (when family receive alerts) a family browser the push service accepted a
 *                   message for in the last 30 days;
 *   drill           a drill in the last 30 days (migration 20261201000200), with the next one;
 *   pendant         (only for members with one) seen within sos_limits.pendant_silent_hours and a
 *                   battery not under sos_limits.battery_low_percent, as the silence watch judges.
 * "Protected" (the badge) holds when the essentials do: the plan, and someone an alarm reaches who
 * acts on it (an agreed contact, family who receive alerts, or the Spain call centre).
 *
 * One function works it out for the dashboards, the family's view and the weekly e-mail, so they
 * never disagree. Members read their own; family and carers read it for a member whose link to
 * them is live (paused or ended links read nothing, as everywhere else).
 *
 * The weekly e-mail: run_protection_digest (service role, hourly from the dispatcher and Supabase
 * Cron) e-mails a member with a plan whose check has a gap, at most once in 7 days, never in the
 * member's first 2 days (setting up takes a moment), and records what it said.
 */

-- -------------------------------------------------------------------------------------------------
-- The check itself (no access rule: the public function below and the digest decide who asks)
-- -------------------------------------------------------------------------------------------------
create function private.protection_check_of(member uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  limits public.sos_limits;
  plan_status public.subscription_status;
  call_centre boolean;
  contacts record;
  linked integer;
  has_medical boolean;
  profile record;
  pendant public.devices;
  checks jsonb;
  plan_ok boolean;
  last_drill timestamptz;
  schedule public.drill_schedules;
  push record;
begin
  select * into limits from public.sos_limits l limit 1;

  -- The plan that protects wins; otherwise the state that asks the member to act soonest
  -- (lib/data/protection.ts, protectionOf, uses the same order).
  select s.status into plan_status
  from public.subscriptions s
  where s.user_id = member
  order by case s.status when 'active' then 0 when 'trialing' then 1 when 'past_due' then 2 when 'incomplete' then 3 else 4 end
  limit 1;
  plan_ok := coalesce(plan_status in ('active', 'trialing'), false);
  select exists (
    select 1 from public.subscriptions s join public.subscription_plans sp on sp.id = s.plan_id
    where s.user_id = member and s.status in ('active', 'trialing') and sp.region = 'es'
  ) into call_centre;

  select count(*) filter (where cc.status = 'agreed') as agreed,
         count(*) filter (where coalesce(cc.status, 'pending') = 'pending' and cc.requested_at is not null) as waiting,
         count(*) filter (where cc.status = 'declined') as declined,
         count(*) as total
  into contacts
  from public.emergency_contacts c
  left join public.emergency_contact_consents cc on cc.contact_id = c.id
  where c.user_id = member;

  select count(*) into linked
  from public.family_links l
  where l.member_id = member and l.receive_sos_alerts and public.family_link_is_live(l.status, l.expires_at);

  select coalesce(nullif(btrim(m.blood_type), '') is not null
                  or cardinality(m.allergies) > 0 or cardinality(m.conditions) > 0 or cardinality(m.medications) > 0
                  or nullif(btrim(m.notes), '') is not null, false)
  into has_medical
  from public.medical_profiles m where m.user_id = member;

  select nullif(btrim(p.full_name), '') is not null as has_name, nullif(btrim(p.phone), '') is not null as has_phone
  into profile
  from public.profiles p where p.user_id = member;

  -- The pendant most recently heard from (a member pairs one; an old row must not hide a live one).
  select * into pendant from public.devices d
  where d.user_id = member and d.kind = 'pendant'
  order by d.last_connected_at desc nulls last, d.created_at desc
  limit 1;

  select max(e.started_at) into last_drill from public.sos_events e where e.member_id = member and e.source = 'test';
  select * into schedule from public.drill_schedules d where d.member_id = member;
  -- Of the family who receive alerts: how many have a browser switched on, and how many a browser
  -- the push service accepted a message for in the last 30 days (a drill proves it).
  select count(distinct l.family_member_id) filter (where s.id is not null) as subscribed,
         count(distinct l.family_member_id) filter (where s.last_success_at > now() - interval '30 days') as reached
  into push
  from public.family_links l
  left join public.push_subscriptions s on s.user_id = l.family_member_id
  where l.member_id = member and l.receive_sos_alerts and public.family_link_is_live(l.status, l.expires_at);

  checks := jsonb_build_array(
    jsonb_build_object('key', 'plan', 'ok', plan_ok, 'status', plan_status),
    jsonb_build_object('key', 'contactAgreed', 'ok', contacts.agreed > 0, 'agreed', contacts.agreed,
                       'waiting', contacts.waiting, 'declined', contacts.declined, 'total', contacts.total),
    jsonb_build_object('key', 'familyLinked', 'ok', linked > 0, 'linked', linked),
    jsonb_build_object('key', 'medicalId', 'ok', coalesce(has_medical, false)),
    jsonb_build_object('key', 'personalDetails', 'ok', coalesce(profile.has_name and profile.has_phone, false),
                       'hasName', coalesce(profile.has_name, false), 'hasPhone', coalesce(profile.has_phone, false))
  );
  if linked > 0 then
    checks := checks || jsonb_build_array(jsonb_build_object(
      'key', 'push', 'ok', push.reached > 0, 'linked', linked, 'subscribed', push.subscribed, 'reached', push.reached));
  end if;
  checks := checks || jsonb_build_array(jsonb_build_object(
    'key', 'drill', 'ok', coalesce(last_drill > now() - interval '30 days', false),
    'lastDrillAt', last_drill, 'nextDrillAt', schedule.next_run_at));
  if pendant.id is not null then
    checks := checks || jsonb_build_array(jsonb_build_object(
      'key', 'pendant',
      'ok', pendant.last_connected_at is not null
            and pendant.last_connected_at > now() - make_interval(hours => limits.pendant_silent_hours)
            and (pendant.battery is null or pendant.battery >= limits.battery_low_percent),
      'name', pendant.name,
      'lastSeenAt', pendant.last_connected_at,
      'battery', pendant.battery,
      'silentHours', limits.pendant_silent_hours,
      'lowPercent', limits.battery_low_percent));
  end if;

  return jsonb_build_object(
    'protected', plan_ok and (contacts.agreed > 0 or linked > 0 or call_centre),
    'callCentre', call_centre,
    'checks', checks);
end;
$$;
comment on function private.protection_check_of(uuid) is 'Internal: the protection check of one member (docs/product.md#protection-check), with no access rule of its own.';
revoke execute on function private.protection_check_of(uuid) from public, anon, authenticated;

create function public.protection_check(member uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subject uuid := coalesce(protection_check.member, (select auth.uid()));
  result jsonb;
begin
  if (select auth.uid()) is null or subject is null then
    raise exception 'Sign in to see a protection check' using errcode = '42501', hint = 'protection_check_forbidden';
  end if;
  -- One's own, or a member whose link to the caller is live. The same refusal either way, so the
  -- answer never says whether someone else is a member.
  if subject <> (select auth.uid()) and not exists (
    select 1 from public.family_links l
    where l.member_id = subject and l.family_member_id = (select auth.uid())
      and public.family_link_is_live(l.status, l.expires_at)
  ) then
    raise exception 'You can only see the protection check of yourself or of someone you look after' using errcode = '42501', hint = 'protection_check_forbidden';
  end if;
  result := private.protection_check_of(subject);
  -- The pendant's state is device status: family whose link does not grant it do not see that item.
  if subject <> (select auth.uid()) and not public.has_family_permission(subject, 'view_device_status') then
    result := jsonb_set(result, '{checks}', coalesce((
      select jsonb_agg(c order by ordinality) from jsonb_array_elements(result -> 'checks') with ordinality as t (c, ordinality)
      where c ->> 'key' <> 'pendant'), '[]'::jsonb));
  end if;
  return result;
end;
$$;
comment on function public.protection_check(uuid) is 'The protection check of the caller, or of a member whose family link to the caller is live (docs/product.md#protection-check; the pendant item only with view_device_status). 42501 otherwise.';
revoke execute on function public.protection_check(uuid) from public, anon;
grant execute on function public.protection_check(uuid) to authenticated;

-- -------------------------------------------------------------------------------------------------
-- The weekly e-mail
-- -------------------------------------------------------------------------------------------------
-- In public with row level security and no policy: only the service role reads or writes it (the
-- backend tests move a digest into the past to prove the week).
create table public.protection_digests (
  member_id uuid primary key references public.profiles (user_id) on delete cascade,
  sent_at timestamptz not null,
  missing text[] not null
);
comment on table public.protection_digests is 'When each member''s protection check was last looked at for the weekly e-mail, and what was missing then (empty: nothing, no e-mail): at most one e-mail in 7 days. Service role only.';
alter table public.protection_digests enable row level security;
revoke all on public.protection_digests from public, anon, authenticated;
grant all on public.protection_digests to service_role;

create function public.run_protection_digest(max_rows integer default 200)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate record;
  check_row jsonb;
  missing text[];
  sent integer := 0;
begin
  for candidate in
    select p.user_id, p.full_name
    from public.profiles p
    where p.created_at < now() - interval '2 days'
      and exists (select 1 from public.subscriptions s where s.user_id = p.user_id and s.status in ('active', 'trialing'))
      and not exists (select 1 from public.protection_digests d where d.member_id = p.user_id and d.sent_at > now() - interval '7 days')
    order by p.user_id
    limit greatest(coalesce(max_rows, 200), 1)
    -- Two runs at once (the dispatcher and the schedule) never e-mail one member twice.
    for update of p skip locked
  loop
    check_row := private.protection_check_of(candidate.user_id);
    select coalesce(array_agg(c ->> 'key' order by ordinality), '{}') into missing
    from jsonb_array_elements(check_row -> 'checks') with ordinality as t (c, ordinality)
    where not (c ->> 'ok')::boolean;
    -- A member whose check holds is marked as looked at too, so the scan moves on for a week.
    insert into public.protection_digests as d (member_id, sent_at, missing)
    values (candidate.user_id, now(), missing)
    on conflict (member_id) do update set sent_at = excluded.sent_at, missing = excluded.missing;
    if cardinality(missing) > 0 then
      perform private.queue_user_notice(candidate.user_id, 'protection_gaps',
        jsonb_build_object('audience', 'member', 'member_id', candidate.user_id, 'member_name', candidate.full_name,
                           'missing', to_jsonb(missing), 'protected', (check_row ->> 'protected')::boolean),
        array['email']::public.notification_channel[]);
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end;
$$;
comment on function public.run_protection_digest(integer) is 'Service role: e-mails members with a plan whose protection check has a gap, at most once in 7 days and not in their first 2 days. Returns how many were e-mailed.';
revoke execute on function public.run_protection_digest(integer) from public, anon, authenticated;
grant execute on function public.run_protection_digest(integer) to service_role;
