/**
 * LIVE FAMILY LINK: ONE RULE, ONE PLACE
 * A family link grants something only while it is active and not expired (docs/product.md#rules).
 * The rule used to be written out in every function that reads family_links and again in the app,
 * which let the copies drift (one compared in the database, another with the browser's clock).
 * It now lives in the two functions below; every function that needs it calls them, and the app
 * asks through the RPCs at the end of this file instead of filtering rows itself.
 */

/**
 * True once an optional end of access has passed. The one place where a link's expiry is compared
 * with the clock: the database's, never the browser's, so every path agrees to the second.
 * Security invoker: pure arithmetic on its arguments.
 */
create function public.family_link_has_expired(link_expires_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select link_expires_at is not null and link_expires_at <= now();
$$;
comment on function public.family_link_has_expired(timestamptz) is 'True when a family link''s optional end of access (expires_at) has passed; null never expires.';

/**
 * True when a link grants what it holds: status active and not expired. Paused, revoked and
 * invited links grant nothing, nor does an active link past its expires_at.
 */
create function public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select link_status is not distinct from 'active'::public.family_link_status
     and not public.family_link_has_expired(link_expires_at);
$$;
comment on function public.family_link_is_live(public.family_link_status, timestamptz) is 'True when a family link grants its permissions: status active and expires_at null or in the future.';

-- Visitors never need them; signed-in callers do, inside the security invoker RPCs below.
revoke execute on function public.family_link_has_expired(timestamptz) from public, anon;
grant execute on function public.family_link_has_expired(timestamptz) to authenticated, service_role;
revoke execute on function public.family_link_is_live(public.family_link_status, timestamptz) from public, anon;
grant execute on function public.family_link_is_live(public.family_link_status, timestamptz) to authenticated, service_role;

/**
 * Same body as in 20261121000500_family_access.sql, except that the live-link condition is the
 * shared function. Every policy guarding a member's data for family (SOS events, devices,
 * positions, the medical profile) goes through here.
 */
create or replace function public.has_family_permission(member uuid, permission text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.family_links l
    where l.member_id = has_family_permission.member
      and l.family_member_id = (select auth.uid())
      and public.family_link_is_live(l.status, l.expires_at)
      and case has_family_permission.permission
        when 'receive_sos_alerts' then l.receive_sos_alerts
        when 'view_medical' then l.view_medical
        when 'view_device_status' then l.view_device_status
        when 'view_activity' then l.view_activity
        when 'location_during_sos' then l.location_access in ('during_sos', 'always')
        when 'location_always' then l.location_access = 'always'
        else false
      end
  );
$$;

/**
 * Same body as in 20261121000500_family_access.sql, except that the expiry condition is the shared
 * function. Paused links still show a name and a number (the people know each other; only the
 * sharing stopped), so this one asks "not expired" rather than "live".
 */
create or replace function public.get_linked_profiles()
returns table (
  user_id uuid,
  full_name text,
  phone text,
  preferred_language public.language_code,
  relation text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id, p.full_name, p.phone, p.preferred_language,
         case
           when p.user_id = (select auth.uid()) then 'self'
           when exists (
             select 1 from public.family_links l
             where l.member_id = p.user_id and l.family_member_id = (select auth.uid())
               and l.status in ('active', 'paused')
           ) then 'member'
           else 'family'
         end
  from public.profiles p
  where p.user_id = (select auth.uid())
     or exists (
       select 1 from public.family_links l
       where l.status in ('active', 'paused')
         and not public.family_link_has_expired(l.expires_at)
         and (
           (l.member_id = p.user_id and l.family_member_id = (select auth.uid()))
           or (l.family_member_id = p.user_id and l.member_id = (select auth.uid()))
         )
     );
$$;

/**
 * Family side: the members whose live link shares SOS alerts with the caller, and how much of
 * their position the caller may see. Security invoker: RLS on family_links applies as well, and
 * the caller is always auth.uid(), so nobody can ask about anyone else.
 */
create function public.my_sos_alert_links()
returns table (member_id uuid, location_access public.location_access)
language sql
stable
set search_path = ''
as $$
  select l.member_id, l.location_access
  from public.family_links l
  where l.family_member_id = (select auth.uid())
    and l.receive_sos_alerts
    and public.family_link_is_live(l.status, l.expires_at);
$$;
comment on function public.my_sos_alert_links() is 'The members whose live family link sends SOS alerts to the caller, with the location access granted.';

revoke execute on function public.my_sos_alert_links() from public, anon;
grant execute on function public.my_sos_alert_links() to authenticated, service_role;

/**
 * Member side: the family members and carers whose live link receives `member`'s SOS alerts.
 * Asked by the member themself (their page fans out the alarm) or by the service role (the server's
 * fan-out); anyone else gets 42501, even a family member of `member`. Security invoker, so RLS on
 * family_links applies on top.
 */
create function public.sos_alert_recipients(member uuid)
returns table (family_member_id uuid)
language plpgsql
stable
set search_path = ''
as $$
begin
  if sos_alert_recipients.member is distinct from (select auth.uid()) and not public.is_trusted_role() then
    raise exception 'Only the member can see who receives their SOS alerts'
      using errcode = '42501', hint = 'sos_alert_recipients_forbidden';
  end if;
  return query
    select l.family_member_id
    from public.family_links l
    where l.member_id = sos_alert_recipients.member
      and l.receive_sos_alerts
      and public.family_link_is_live(l.status, l.expires_at);
end;
$$;
comment on function public.sos_alert_recipients(uuid) is 'The family members and carers whose live link receives the member''s SOS alerts. The member themself or the service role only.';

revoke execute on function public.sos_alert_recipients(uuid) from public, anon;
grant execute on function public.sos_alert_recipients(uuid) to authenticated, service_role;
