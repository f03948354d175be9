/**
 * ADMIN MEMBERS (issue 22)
 * Admins search and list members (name, e-mail, plan, protection, last alarm), open one member's
 * page and change roles. What lives here rather than in the app:
 * - the e-mail address is in auth.users, which no API role reads; two security definer functions
 *   hand it to admins only (public.admin_list_members, public.admin_member_summary), and refuse
 *   everybody else before reading anything;
 * - nobody removes the last admin, and no admin removes their own admin role (a BEFORE UPDATE OF
 *   role trigger), so the admin area can never be left without anyone to run it by a slip of the
 *   role menu. Role changes are recorded by profiles_role_admin_audit (20261124001100).
 * Deliberately not here: medical data and positions. The member page reads those only through
 * get_member_medical_profile and get_sos_location, which write the member's access log
 * (20261121000700), like any other reader's.
 * The protection state is not computed here: the member dashboard decides it in TypeScript from
 * the subscription statuses (lib/data/protection.ts), so the list returns those statuses and the
 * app applies the same rule, and the admin sees what the member sees.
 * Codes: ICE80 not an admin (403), ICE81 a search or page request out of bounds (400),
 * ICE82 the last admin (409), ICE83 one's own admin role (409).
 */

/**
 * One page of members, for admins. Search: a case-insensitive substring of the name or the e-mail
 * address, trimmed, at most 100 characters; matched with strpos, so % and _ are plain characters
 * (no LIKE pattern to escape). Order: name (case-insensitive, nameless last), then e-mail. Every
 * row carries the number of matches (total_count) for paging.
 * Security definer for auth.users.email only; the admin check is the first thing it does.
 */
create function public.admin_list_members(search text default null, page_number integer default 1, page_size integer default 25)
returns table (
  user_id uuid,
  full_name text,
  email text,
  role public.app_role,
  plan_name text,
  subscription_statuses public.subscription_status[],
  last_alarm_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := lower(nullif(btrim(admin_list_members.search), ''));
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE80', 'Only admins can list members.', 'admin_members_forbidden', 403);
  end if;
  if char_length(needle) > 100
     or page_number is null or page_number not between 1 and 100000
     or page_size is null or page_size not between 1 and 100 then
    perform private.raise_app_error('ICE81', 'The search is at most 100 characters; pages are 1 or more, of 1 to 100 rows.', 'admin_members_invalid_request', 400);
  end if;

  return query
    select
      p.user_id,
      p.full_name,
      u.email::text,
      p.role,
      -- The plan that protects them if one does, else their newest: the one the member sees.
      (select pl.name
         from public.subscriptions s
         join public.subscription_plans pl on pl.id = s.plan_id
        where s.user_id = p.user_id
        order by (s.status in ('active', 'trialing')) desc, s.created_at desc
        limit 1),
      coalesce((select array_agg(s.status order by s.created_at desc) from public.subscriptions s where s.user_id = p.user_id), '{}'),
      (select max(e.started_at) from public.sos_events e where e.member_id = p.user_id),
      count(*) over ()
    from public.profiles p
    join auth.users u on u.id = p.user_id
    where needle is null
       or strpos(lower(coalesce(p.full_name, '')), needle) > 0
       or strpos(lower(coalesce(u.email::text, '')), needle) > 0
    order by lower(p.full_name) nulls last, lower(u.email::text), p.user_id
    offset (page_number - 1) * page_size
    limit page_size;
end;
$$;
comment on function public.admin_list_members(text, integer, integer) is 'Admins: one page of members (name, e-mail, role, current plan, subscription statuses, last alarm, total matches), searched by name or e-mail. ICE80 not an admin, ICE81 search over 100 characters or a bad page.';
revoke execute on function public.admin_list_members(text, integer, integer) from public, anon;
grant execute on function public.admin_list_members(text, integer, integer) to authenticated;

/**
 * One member's details for their page in the admin area: e-mail, name, role, member since, how
 * many emergency contacts they have, and which alarm holds their latest position (its id only:
 * the position itself is read, and logged, through get_sos_location when the admin asks). The
 * subscription, devices and alarms the app reads under RLS (admins may read them). No row when
 * there is no such member.
 * Security definer for auth.users.email and the sos_locations lookup; the admin check is first.
 */
create function public.admin_member_summary(member uuid)
returns table (
  user_id uuid,
  email text,
  full_name text,
  role public.app_role,
  created_at timestamptz,
  emergency_contact_count bigint,
  last_located_alarm_id uuid
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE80', 'Only admins can read a member''s details.', 'admin_members_forbidden', 403);
  end if;

  return query
    select
      p.user_id,
      u.email::text,
      p.full_name,
      p.role,
      p.created_at,
      (select count(*) from public.emergency_contacts c where c.user_id = p.user_id),
      (select l.event_id from public.sos_locations l where l.member_id = p.user_id order by l.recorded_at desc, l.id desc limit 1)
    from public.profiles p
    join auth.users u on u.id = p.user_id
    where p.user_id = admin_member_summary.member;
end;
$$;
comment on function public.admin_member_summary(uuid) is 'Admins: a member''s e-mail, name, role, member since, emergency contact count and the alarm of their latest position (id only). No medical data, no coordinates. ICE80 not an admin.';
revoke execute on function public.admin_member_summary(uuid) from public, anon;
grant execute on function public.admin_member_summary(uuid) to authenticated;

/**
 * Trigger (BEFORE UPDATE OF role, when an admin stops being one): someone must stay able to run
 * the admin area. Refuses, for requests through the API:
 * - removing the last admin (ICE82): checked under a transaction-scoped advisory lock, so two
 *   admins demoting each other at the same moment cannot both succeed; the second waits, then
 *   sees the first's change (each statement of a PL/pgSQL function reads the latest commits);
 * - an admin removing their own admin role (ICE83): another admin must do it, so a slip in one's
 *   own role menu never locks one out.
 * The service role and migrations pass (is_trusted_role): back-office jobs and claim_first_admin's
 * test set-up may arrange admins freely. Security invoker so is_trusted_role sees the real caller;
 * an API caller reaching this is an admin (profiles_guard_role, which fires first, refuses everyone
 * else), and admins read every profile under RLS.
 */
create function private.keep_an_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_trusted_role() then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('private.keep_an_admin'));
  if not exists (select 1 from public.profiles p where p.role = 'admin' and p.user_id <> old.user_id) then
    perform private.raise_app_error('ICE82', 'This is the last admin; make someone else an admin first.', 'last_admin', 409);
  end if;
  if old.user_id = (select auth.uid()) then
    perform private.raise_app_error('ICE83', 'You cannot remove your own admin role; another admin can.', 'own_admin_role', 409);
  end if;
  return new;
end;
$$;
comment on function private.keep_an_admin() is 'Trigger: API callers cannot remove the last admin (ICE82) nor their own admin role (ICE83); trusted roles pass.';
revoke execute on function private.keep_an_admin() from public, anon, authenticated;

-- Named to fire after profiles_guard_role (triggers of one kind fire in name order).
create trigger profiles_keep_an_admin
  before update of role on public.profiles
  for each row when (old.role = 'admin' and new.role is distinct from 'admin')
  execute function private.keep_an_admin();
