/**
 * LIVE FAMILY LINKS FOR THE APP
 * Whether a link is live is decided by public.family_link_is_live (20261121000500_family_access.sql)
 * and nowhere else (docs/product.md#roles-and-permissions). The app asks through these RPCs instead
 * of filtering family_links rows itself, so it can never disagree with the policies (it used to
 * compare expiry with the browser's clock).
 */

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
