/**
 * FAMILY AND CARER ACCESS
 * A protected member shares chosen parts of their safety data with family members and carers.
 * Every permission is granular and off unless granted, a link can expire (a temporary carer),
 * and the member can pause or revoke it at any time. Links are created only by accepting an
 * invitation, so nobody is linked to anyone without both sides agreeing.
 */
create type public.family_role as enum ('family', 'carer');
comment on type public.family_role is 'family: a relative or friend. carer: a professional or informal carer, often with an expiry.';

create type public.family_link_status as enum ('invited', 'active', 'paused', 'revoked');
comment on type public.family_link_status is 'Only active (and not expired) links grant anything. invited: set up by an admin, awaiting the person. paused: the member stopped sharing for now. revoked: ended by either side; only a new invitation reopens it.';

create type public.location_access as enum ('none', 'during_sos', 'always');
comment on type public.location_access is 'none: never sees the member''s position. during_sos: only while an SOS is active or acknowledged. always: also for past alerts.';

/**
 * FAMILY LINKS
 * One row per (member, family member) pair with the permissions granted.
 */
create table public.family_links (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  family_member_id uuid not null references public.profiles (user_id) on delete cascade,
  relationship text check (char_length(relationship) <= 100),
  role public.family_role not null default 'family',
  status public.family_link_status not null default 'active',
  receive_sos_alerts boolean not null default true,
  location_access public.location_access not null default 'during_sos',
  view_medical boolean not null default false,
  view_device_status boolean not null default false,
  view_activity boolean not null default false,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, family_member_id),
  check (member_id <> family_member_id)
);
comment on table public.family_links is 'Who may see what of a protected member: one row per member and family member or carer.';
comment on column public.family_links.id is 'Link id.';
comment on column public.family_links.member_id is 'The protected member who shares.';
comment on column public.family_links.family_member_id is 'The family member or carer who receives access.';
comment on column public.family_links.relationship is 'Free text: daughter, neighbour, home carer, ...';
comment on column public.family_links.role is 'family or carer.';
comment on column public.family_links.status is 'invited, active, paused or revoked; only active grants access.';
comment on column public.family_links.receive_sos_alerts is 'Sees the member''s SOS alerts (recent and open ones) and can acknowledge them.';
comment on column public.family_links.location_access is 'none, during_sos or always; positions are read only through get_sos_location / get_sos_trail, which log each read.';
comment on column public.family_links.view_medical is 'May read the medical profile through get_member_medical_profile (logged).';
comment on column public.family_links.view_device_status is 'May read the member''s devices (pendant battery, last connection, heart rate).';
comment on column public.family_links.view_activity is 'May read the member''s whole SOS history and timelines.';
comment on column public.family_links.expires_at is 'Optional end of access; after it the link grants nothing (temporary carers).';
comment on column public.family_links.created_at is 'When the link was created (invitation accepted).';
comment on column public.family_links.updated_at is 'When the link last changed.';

create index family_links_family_member_id_idx on public.family_links (family_member_id);

create trigger family_links_set_updated_at
  before update on public.family_links
  for each row execute function public.set_updated_at();

/**
 * LIVE LINK: ONE RULE, ONE PLACE
 * A link grants something only while it is active and not expired. Every function and policy
 * that needs that asks the two functions below instead of writing the condition out again.
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

-- Visitors never need them; signed-in callers do, inside security invoker RPCs.
revoke execute on function public.family_link_has_expired(timestamptz) from public, anon;
grant execute on function public.family_link_has_expired(timestamptz) to authenticated, service_role;
revoke execute on function public.family_link_is_live(public.family_link_status, timestamptz) from public, anon;
grant execute on function public.family_link_is_live(public.family_link_status, timestamptz) to authenticated, service_role;

/**
 * True when the caller holds an active, unexpired link from `member` granting `permission`:
 * receive_sos_alerts, view_medical, view_device_status, view_activity, location_during_sos
 * (during_sos or always) or location_always. Unknown names grant nothing.
 * Security definer so policies on other tables can consult family_links without its RLS.
 */
create function public.has_family_permission(member uuid, permission text)
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
comment on function public.has_family_permission(uuid, text) is 'True when the caller has an active, unexpired family link from member granting the named permission.';

alter table public.family_links enable row level security;

create policy "Members can read the links they share"
  on public.family_links for select to authenticated
  using (member_id = (select auth.uid()));

create policy "Family members can read the links shared with them"
  on public.family_links for select to authenticated
  using (family_member_id = (select auth.uid()));

create policy "Admins can read every family link"
  on public.family_links for select to authenticated
  using ((select public.is_admin()));

-- Members do not insert links: accept_family_invite creates them, so both sides consent.
create policy "Admins can add family links"
  on public.family_links for insert to authenticated
  with check ((select public.is_admin()));

create policy "Members can change the permissions they share"
  on public.family_links for update to authenticated
  using (member_id = (select auth.uid()))
  with check (member_id = (select auth.uid()));

create policy "Family members can leave a link"
  on public.family_links for update to authenticated
  using (family_member_id = (select auth.uid()))
  with check (family_member_id = (select auth.uid()));

create policy "Admins can change family links"
  on public.family_links for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Members can delete the links they share"
  on public.family_links for delete to authenticated
  using (member_id = (select auth.uid()));

create policy "Admins can delete family links"
  on public.family_links for delete to authenticated
  using ((select public.is_admin()));

/**
 * What each side may change. RLS decides which rows; this decides which columns:
 * - nobody moves a link to other people;
 * - the family member may only leave (status revoked) and change nothing else;
 * - a revoked link is only reopened by a new invitation (accept_family_invite), never by the
 *   member alone, so someone who left is not silently re-added.
 * Security invoker so trusted roles and definer functions pass.
 */
create function public.guard_family_link_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if public.is_trusted_role() or public.is_admin() then
    return new;
  end if;
  if new.member_id <> old.member_id or new.family_member_id <> old.family_member_id then
    raise exception 'A family link cannot be moved to other people'
      using errcode = '42501', hint = 'family_link_immutable';
  end if;
  if caller = old.family_member_id and caller <> old.member_id then
    if (new.status <> old.status and new.status <> 'revoked')
       or (to_jsonb(new) - array['status', 'updated_at']) <> (to_jsonb(old) - array['status', 'updated_at']) then
      raise exception 'A family member can only leave a link, not change it'
        using errcode = '42501', hint = 'family_link_leave_only';
    end if;
  end if;
  if old.status = 'revoked' and new.status <> 'revoked' then
    raise exception 'A revoked link can only be reopened by a new invitation'
      using errcode = '42501', hint = 'family_link_revoked';
  end if;
  if new.status = 'invited' and old.status <> 'invited' then
    raise exception 'A link cannot go back to invited'
      using errcode = '42501', hint = 'family_link_status';
  end if;
  return new;
end;
$$;
comment on function public.guard_family_link_update() is 'Trigger: limits which columns each side of a family link may change.';

create trigger family_links_guard_update
  before update on public.family_links
  for each row execute function public.guard_family_link_update();

/**
 * Names (and phone numbers) of the people the caller is linked with, in either direction, plus
 * the caller. Profiles stay private otherwise: family see a name and a number to call, never an
 * address or date of birth. A function, not a view: a view would be writable through its owner.
 */
create function public.get_linked_profiles()
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
comment on function public.get_linked_profiles() is 'The caller and the people linked with them: name, phone, language and relation (self, member = someone who shares with me, family = someone I share with).';

/**
 * FAMILY INVITES
 * An invitation e-mailed to a future family member or carer. Only the SHA-256 hash of the token is
 * stored; the token itself travels only in the e-mail. Accepting creates the family link.
 */
create table public.family_invites (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  relationship text check (char_length(relationship) <= 100),
  role public.family_role not null default 'family',
  receive_sos_alerts boolean not null default true,
  location_access public.location_access not null default 'during_sos',
  view_medical boolean not null default false,
  view_device_status boolean not null default false,
  view_activity boolean not null default false,
  access_expires_at timestamptz,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null default (now() + interval '7 days'),
  accepted_at timestamptz,
  accepted_by uuid references public.profiles (user_id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.family_invites is 'Invitations to become a family member or carer; accepting one creates a family link with these permissions.';
comment on column public.family_invites.id is 'Invite id.';
comment on column public.family_invites.member_id is 'The member who invites (and will share).';
comment on column public.family_invites.email is 'Where the invitation was sent; only an account with this e-mail can accept it.';
comment on column public.family_invites.relationship is 'Free text copied to the link.';
comment on column public.family_invites.role is 'family or carer, copied to the link.';
comment on column public.family_invites.receive_sos_alerts is 'Permission copied to the link.';
comment on column public.family_invites.location_access is 'Permission copied to the link.';
comment on column public.family_invites.view_medical is 'Permission copied to the link.';
comment on column public.family_invites.view_device_status is 'Permission copied to the link.';
comment on column public.family_invites.view_activity is 'Permission copied to the link.';
comment on column public.family_invites.access_expires_at is 'Optional end of the access granted, copied to the link''s expires_at.';
comment on column public.family_invites.token_hash is 'Hex SHA-256 of the invitation token; the token is never stored.';
comment on column public.family_invites.expires_at is 'After this the invitation cannot be accepted (default 7 days).';
comment on column public.family_invites.accepted_at is 'When it was accepted; an accepted invitation cannot be used again.';
comment on column public.family_invites.accepted_by is 'Who accepted it.';
comment on column public.family_invites.created_at is 'When it was sent.';

create index family_invites_member_id_idx on public.family_invites (member_id);

alter table public.family_invites enable row level security;

create policy "Members can read the invitations they sent"
  on public.family_invites for select to authenticated
  using (member_id = (select auth.uid()));

create policy "Admins can read every invitation"
  on public.family_invites for select to authenticated
  using ((select public.is_admin()));

create policy "Members can send invitations"
  on public.family_invites for insert to authenticated
  with check (member_id = (select auth.uid()) and accepted_at is null and accepted_by is null);

create policy "Members can change their pending invitations"
  on public.family_invites for update to authenticated
  using (member_id = (select auth.uid()) and accepted_at is null)
  with check (member_id = (select auth.uid()) and accepted_by is null);

create policy "Members can withdraw their invitations"
  on public.family_invites for delete to authenticated
  using (member_id = (select auth.uid()));

/** Hex SHA-256 of an invitation token (sha256 is core Postgres, no pgcrypto needed). */
create function public.hash_invite_token(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex');
$$;
comment on function public.hash_invite_token(text) is 'Hex SHA-256 of an invitation token, as stored in family_invites.token_hash.';

/**
 * Creates an invitation from the caller and returns the one-time token to put in the e-mail link.
 * Security invoker: the insert runs under the caller's RLS like a direct insert would.
 */
create function public.create_family_invite(
  email text,
  relationship text default null,
  role public.family_role default 'family',
  receive_sos_alerts boolean default true,
  location_access public.location_access default 'during_sos',
  view_medical boolean default false,
  view_device_status boolean default false,
  view_activity boolean default false,
  access_expires_at timestamptz default null
)
returns table (invite_id uuid, token text, expires_at timestamptz)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  new_token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  invite public.family_invites;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to invite family' using errcode = '42501';
  end if;
  insert into public.family_invites (
    member_id, email, relationship, role, receive_sos_alerts, location_access,
    view_medical, view_device_status, view_activity, access_expires_at, token_hash
  ) values (
    (select auth.uid()), lower(create_family_invite.email), create_family_invite.relationship,
    create_family_invite.role, create_family_invite.receive_sos_alerts,
    create_family_invite.location_access, create_family_invite.view_medical,
    create_family_invite.view_device_status, create_family_invite.view_activity,
    create_family_invite.access_expires_at, public.hash_invite_token(new_token)
  )
  returning * into invite;
  return query select invite.id, new_token, invite.expires_at;
end;
$$;
comment on function public.create_family_invite(text, text, public.family_role, boolean, public.location_access, boolean, boolean, boolean, timestamptz) is 'Invites someone by e-mail with the given permissions; returns the token for the e-mail link (shown once, stored only as a hash).';

/**
 * Finds a usable invitation by its token, or raises ICE10. Shared by preview and accept.
 * It reads invitations past RLS, so it lives in `private`: only the definer functions below call it.
 */
create function private.find_open_invite(token text, lock boolean)
returns public.family_invites
language plpgsql
security definer
set search_path = ''
as $$
declare
  invite public.family_invites;
begin
  if lock then
    select * into invite from public.family_invites i
    where i.token_hash = public.hash_invite_token(find_open_invite.token) for update;
  else
    select * into invite from public.family_invites i
    where i.token_hash = public.hash_invite_token(find_open_invite.token);
  end if;
  if invite.id is null or invite.accepted_at is not null or invite.expires_at <= now() then
    perform private.raise_app_error(
      'ICE10', 'This invitation is invalid, has expired or was already used', 'invite_invalid', 404);
  end if;
  return invite;
end;
$$;
comment on function private.find_open_invite(text, boolean) is 'Internal: the open invitation matching a token, or error ICE10.';
revoke execute on function private.find_open_invite(text, boolean) from public, anon, authenticated;

/**
 * What an invitation offers, for the accept page: who invites, to which e-mail, with which
 * permissions. Needs only the token (the e-mail link), so it works before signing in.
 */
create function public.preview_family_invite(token text)
returns table (
  member_name text,
  email text,
  relationship text,
  role public.family_role,
  receive_sos_alerts boolean,
  location_access public.location_access,
  view_medical boolean,
  view_device_status boolean,
  view_activity boolean,
  access_expires_at timestamptz,
  expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  invite public.family_invites := private.find_open_invite(preview_family_invite.token, false);
begin
  return query
    select p.full_name, invite.email, invite.relationship, invite.role, invite.receive_sos_alerts,
           invite.location_access, invite.view_medical, invite.view_device_status,
           invite.view_activity, invite.access_expires_at, invite.expires_at
    from public.profiles p where p.user_id = invite.member_id;
end;
$$;
comment on function public.preview_family_invite(text) is 'Shows who sent an invitation and the permissions it grants; error ICE10 when the token is not usable.';

/**
 * Accepts an invitation for the signed-in caller: the token is hashed and matched, the caller's
 * e-mail must be the invited one, and the family link is created (or a revoked/paused one reopened)
 * with the invited permissions. Errors: ICE10 invalid/expired/used, ICE11 other e-mail,
 * ICE12 own invitation, 42501 not signed in.
 */
create function public.accept_family_invite(token text)
returns public.family_links
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_email text;
  invite public.family_invites;
  link public.family_links;
begin
  if caller is null then
    raise exception 'Sign in to accept an invitation' using errcode = '42501';
  end if;
  invite := private.find_open_invite(accept_family_invite.token, true);
  select lower(u.email) into caller_email from auth.users u where u.id = caller;
  if caller_email is distinct from lower(invite.email) then
    perform private.raise_app_error(
      'ICE11', 'This invitation was sent to a different e-mail address', 'invite_email_mismatch', 403);
  end if;
  if invite.member_id = caller then
    perform private.raise_app_error('ICE12', 'You cannot accept your own invitation', 'invite_own', 400);
  end if;

  insert into public.family_links as l (
    member_id, family_member_id, relationship, role, status, receive_sos_alerts,
    location_access, view_medical, view_device_status, view_activity, expires_at
  ) values (
    invite.member_id, caller, invite.relationship, invite.role, 'active', invite.receive_sos_alerts,
    invite.location_access, invite.view_medical, invite.view_device_status, invite.view_activity,
    invite.access_expires_at
  )
  on conflict (member_id, family_member_id) do update set
    relationship = excluded.relationship,
    role = excluded.role,
    status = 'active',
    receive_sos_alerts = excluded.receive_sos_alerts,
    location_access = excluded.location_access,
    view_medical = excluded.view_medical,
    view_device_status = excluded.view_device_status,
    view_activity = excluded.view_activity,
    expires_at = excluded.expires_at
  returning * into link;

  update public.family_invites set accepted_at = now(), accepted_by = caller where id = invite.id;
  return link;
end;
$$;
comment on function public.accept_family_invite(text) is 'Accepts an invitation by its token for the signed-in caller and returns the active family link. Errors ICE10 (invalid, expired or used), ICE11 (other e-mail), ICE12 (own invitation).';
