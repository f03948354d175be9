/**
 * PEOPLE I LOOK AFTER (issue 21)
 * The family side of family_links: a family member or carer sees each member who shares with
 * them, with the permissions granted and until when. Two things the app cannot do on its own:
 * - name the member: profiles are private, and get_linked_profiles drops expired links, yet the
 *   page must still say whose access ended and when;
 * - say whether a link grants anything right now: that is family_link_is_live's answer, computed
 *   here in the database, so the page never compares expires_at with a browser's or server's
 *   clock (docs/product.md#roles-and-permissions).
 * Revoked links are left out (the person left, or the member ended it: nothing to look after).
 * Paused and expired links are listed with is_live false, so the page can say "paused" or
 * "your access ended on …" instead of silently dropping someone.
 */
create function public.get_looked_after_members()
returns table (
  link_id uuid,
  member_id uuid,
  full_name text,
  role public.family_role,
  relationship text,
  status public.family_link_status,
  receive_sos_alerts boolean,
  location_access public.location_access,
  view_medical boolean,
  view_device_status boolean,
  view_activity boolean,
  expires_at timestamptz,
  is_live boolean,
  created_at timestamptz
)
language sql
stable
-- Definer only to read the member's name past profiles' RLS; the rows are the caller's own links.
security definer
set search_path = ''
as $$
  select l.id, l.member_id, p.full_name, l.role, l.relationship, l.status,
         l.receive_sos_alerts, l.location_access, l.view_medical, l.view_device_status,
         l.view_activity, l.expires_at, public.family_link_is_live(l.status, l.expires_at), l.created_at
  from public.family_links l
  left join public.profiles p on p.user_id = l.member_id
  where l.family_member_id = (select auth.uid())
    and l.status in ('active', 'paused')
  order by public.family_link_is_live(l.status, l.expires_at) desc, p.full_name nulls last, l.created_at;
$$;
comment on function public.get_looked_after_members() is 'Family side of family links: the members who share with the caller (active or paused links, including expired ones), with name, role, relationship, permissions, expiry and is_live from family_link_is_live.';

revoke execute on function public.get_looked_after_members() from public, anon;
grant execute on function public.get_looked_after_members() to authenticated, service_role;
