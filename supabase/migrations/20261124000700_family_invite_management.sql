/**
 * MANAGING FAMILY AND CARER INVITATIONS (issue 21)
 * The member's screen for family and carers needs more from an invitation than 20261121000500
 * gave it:
 * - a carer's access "for 24 hours / 7 days / 30 days" starts when the invitation is ACCEPTED, not
 *   when it is sent, so the invitation stores a duration (access_duration_hours) and acceptance
 *   computes the link's expires_at = now() + duration; a chosen date (access_expires_at) stays
 *   absolute, and an invitation whose chosen end has already passed can no longer be accepted;
 * - the invitee may decline (decline_family_invite), after which the member sees "Declined" and the
 *   link in the e-mail stops working;
 * - the member may resend (resend_family_invite): a new token and a new 7-day validity, so the old
 *   e-mail's link stops working;
 * - sending is limited to 20 invitation e-mails per member per 24 hours (ICE15), counted in the
 *   database over invitations and resends alike, so a stolen session cannot turn us into a spam
 *   relay; inviting oneself (ICE13), someone who already has a link (ICE14) or an address with an
 *   invitation still open (ICE16) is refused with its own code, so the app can say why.
 * Direct writes members could already make under RLS stay possible (the RLS matrix relies on
 * them), but a guard trigger keeps the token, address, validity and outcome columns to these
 * functions, so nobody "un-declines" an invitation or stretches its validity by hand.
 * Codes: ICE13 own address, ICE14 already linked, ICE15 too many invitations, ICE16 already invited.
 */

alter table public.family_invites
  add column access_duration_hours integer
    check (access_duration_hours in (24, 168, 720)),
  add column declined_at timestamptz,
  add column last_sent_at timestamptz not null default now(),
  add constraint family_invites_one_kind_of_end check (access_duration_hours is null or access_expires_at is null);

comment on column public.family_invites.access_duration_hours is 'Length of the access granted, counted from acceptance: 24 (24 hours), 168 (7 days) or 720 (30 days). Null when access_expires_at gives a fixed end or access has no end.';
comment on column public.family_invites.declined_at is 'When the invitee declined; a declined invitation can no longer be accepted or resent.';
comment on column public.family_invites.last_sent_at is 'When the invitation e-mail was last sent (creation or the latest resend).';
comment on constraint family_invites_one_kind_of_end on public.family_invites is 'An invitation ends access either after a duration from acceptance or at a fixed moment, not both.';

/**
 * Every invitation e-mail a member caused, for the daily limit. Kept apart from family_invites
 * because a resend is a second e-mail for the same invitation and a cancelled invitation must
 * still count. Private: only the definer functions below read and write it.
 */
create table private.family_invite_sends (
  id bigint generated always as identity primary key,
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  sent_at timestamptz not null default now()
);
comment on table private.family_invite_sends is 'One row per invitation e-mail sent (new or resent), for the per-member daily limit.';
comment on column private.family_invite_sends.id is 'Row id.';
comment on column private.family_invite_sends.member_id is 'The member who sent it.';
comment on column private.family_invite_sends.sent_at is 'When it was sent.';

create index family_invite_sends_member_sent_idx on private.family_invite_sends (member_id, sent_at);
alter table private.family_invite_sends enable row level security;
-- No policies and no grants: only the security definer functions of this file touch it.
revoke all on private.family_invite_sends from public, anon, authenticated;

/** Invitation e-mails a member may cause per rolling 24 hours. */
create function private.family_invite_daily_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 20;
$$;
comment on function private.family_invite_daily_limit() is 'Invitation e-mails (new or resent) a member may send per rolling 24 hours.';
revoke execute on function private.family_invite_daily_limit() from public, anon, authenticated;

/**
 * Serialises one member's invitation sends (create and resend) until the end of the transaction,
 * so two parallel requests can pass neither the daily count nor the "already invited" check
 * together. A transaction-level advisory lock rather than `select ... for update` on the member's
 * profile row: a row lock would also block every key-share lock on that row (a foreign key check,
 * such as raise_sos inserting an sos_events row) for as long as the invitation transaction runs.
 * Taking it again in the same transaction is harmless (advisory locks are re-entrant).
 */
create function private.lock_family_invite_sends(member uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('family_invite_sends'), pg_catalog.hashtext(member::text));
$$;
comment on function private.lock_family_invite_sends(uuid) is 'Internal: transaction-level advisory lock serialising one member''s invitation sends (daily count and duplicate check).';
revoke execute on function private.lock_family_invite_sends(uuid) from public, anon, authenticated;

/**
 * Counts one more invitation e-mail for `member`, or raises ICE15 when the last 24 hours already
 * hold the limit. Under lock_family_invite_sends, so two parallel sends cannot both pass the count.
 */
create function private.record_family_invite_send(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_family_invite_sends(member);
  if (select count(*) from private.family_invite_sends s
      where s.member_id = member and s.sent_at > now() - interval '24 hours') >= private.family_invite_daily_limit() then
    perform private.raise_app_error(
      'ICE15', 'Too many invitations were sent in the last 24 hours', 'invite_rate_limited', 429,
      private.family_invite_daily_limit()::text);
  end if;
  insert into private.family_invite_sends (member_id) values (member);
end;
$$;
comment on function private.record_family_invite_send(uuid) is 'Internal: counts one invitation e-mail for the member, or raises ICE15 past the daily limit.';
revoke execute on function private.record_family_invite_send(uuid) from public, anon, authenticated;

/** A fresh one-time invitation token: 64 hex characters from two random UUIDs. */
create function private.new_invite_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
$$;
comment on function private.new_invite_token() is 'Internal: a new random invitation token (only its hash is ever stored).';
revoke execute on function private.new_invite_token() from public, anon, authenticated;

/**
 * Keeps the columns that decide whether an invitation is usable to the functions of this file and
 * 20261121000500 (which run as the owner, a trusted role). A member writing the row directly under
 * RLS may set permissions, role, relationship and end of access of a pending invitation, nothing
 * else (in particular not accepted_at, which would make it look accepted without any link); a
 * direct insert cannot start declined or valid for longer than the usual 7 days.
 * Security invoker so trusted roles and definer functions pass.
 */
create function public.guard_family_invite_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_trusted_role() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.declined_at is not null or new.expires_at > now() + interval '7 days' then
      raise exception 'An invitation starts open and valid for at most 7 days'
        using errcode = '42501', hint = 'family_invite_guarded';
    end if;
    return new;
  end if;
  if new.member_id is distinct from old.member_id
     or new.email is distinct from old.email
     or new.token_hash is distinct from old.token_hash
     or new.expires_at is distinct from old.expires_at
     or new.declined_at is distinct from old.declined_at
     or new.accepted_at is distinct from old.accepted_at
     or new.accepted_by is distinct from old.accepted_by
     or new.last_sent_at is distinct from old.last_sent_at
     or new.created_at is distinct from old.created_at then
    raise exception 'Only the invitation functions change its address, token, validity or outcome'
      using errcode = '42501', hint = 'family_invite_guarded';
  end if;
  return new;
end;
$$;
comment on function public.guard_family_invite_write() is 'Trigger: direct writes to family_invites may not touch its address, token, validity or outcome.';

create trigger family_invites_guard_write
  before insert or update on public.family_invites
  for each row execute function public.guard_family_invite_write();

/**
 * Invites someone by e-mail (replaces the version of 20261121000500, which had no duration, no
 * checks and no limit). Returns the one-time token for the e-mail link. Security definer: it must
 * look up whether the address belongs to the caller or to someone already linked (auth.users is
 * not readable by members) and count the caller's sends; the row is always the caller's own.
 */
drop function public.create_family_invite(text, text, public.family_role, boolean, public.location_access, boolean, boolean, boolean, timestamptz);

create function public.create_family_invite(
  email text,
  relationship text default null,
  role public.family_role default 'family',
  receive_sos_alerts boolean default true,
  location_access public.location_access default 'during_sos',
  view_medical boolean default false,
  view_device_status boolean default false,
  view_activity boolean default false,
  access_expires_at timestamptz default null,
  access_duration_hours integer default null
)
returns table (invite_id uuid, token text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  invited text := lower(trim(create_family_invite.email));
  new_token text := private.new_invite_token();
  invite public.family_invites;
begin
  if caller is null then
    raise exception 'Sign in to invite family' using errcode = '42501';
  end if;
  -- First, before any check: two parallel invitations to one address must not both find it free
  -- (ICE16) nor both fit under the daily limit (ICE15).
  perform private.lock_family_invite_sends(caller);
  if create_family_invite.access_expires_at is not null and create_family_invite.access_expires_at <= now() then
    raise exception 'The end of access must be in the future' using errcode = '22023', hint = 'invite_end_in_past';
  end if;
  if exists (select 1 from auth.users u where u.id = caller and lower(u.email) = invited) then
    perform private.raise_app_error('ICE13', 'You cannot invite yourself', 'invite_self', 400);
  end if;
  if exists (
    select 1 from public.family_links l join auth.users u on u.id = l.family_member_id
    where l.member_id = caller and lower(u.email) = invited
      and l.status in ('active', 'paused') and not public.family_link_has_expired(l.expires_at)
  ) then
    perform private.raise_app_error('ICE14', 'This person already has access; change their link instead', 'invite_already_linked', 409);
  end if;
  if exists (
    select 1 from public.family_invites i
    where i.member_id = caller and i.email = invited
      and i.accepted_at is null and i.declined_at is null and i.expires_at > now()
  ) then
    perform private.raise_app_error('ICE16', 'An invitation to this address is still open; resend it instead', 'invite_pending', 409);
  end if;
  perform private.record_family_invite_send(caller);

  insert into public.family_invites (
    member_id, email, relationship, role, receive_sos_alerts, location_access, view_medical,
    view_device_status, view_activity, access_expires_at, access_duration_hours, token_hash
  ) values (
    caller, invited, create_family_invite.relationship, create_family_invite.role,
    create_family_invite.receive_sos_alerts, create_family_invite.location_access,
    create_family_invite.view_medical, create_family_invite.view_device_status,
    create_family_invite.view_activity, create_family_invite.access_expires_at,
    create_family_invite.access_duration_hours, public.hash_invite_token(new_token)
  )
  returning * into invite;
  return query select invite.id, new_token, invite.expires_at;
end;
$$;
comment on function public.create_family_invite(text, text, public.family_role, boolean, public.location_access, boolean, boolean, boolean, timestamptz, integer) is 'Invites someone by e-mail with the given permissions and end of access (a fixed moment, or 24/168/720 hours from acceptance); returns the token for the e-mail link. Errors ICE13 own address, ICE14 already linked, ICE15 daily limit, ICE16 already invited.';
revoke execute on function public.create_family_invite(text, text, public.family_role, boolean, public.location_access, boolean, boolean, boolean, timestamptz, integer) from public, anon;
grant execute on function public.create_family_invite(text, text, public.family_role, boolean, public.location_access, boolean, boolean, boolean, timestamptz, integer) to authenticated, service_role;

/**
 * Sends a pending invitation again: a new token (the old e-mail's link stops working, since only
 * the new hash is kept) and a new 7-day validity. Counts towards the daily limit. Only the member
 * who sent it, and only while it is neither accepted nor declined. Returns the new token.
 */
create function public.resend_family_invite(invite_id uuid)
returns table (email text, token text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  new_token text := private.new_invite_token();
  invite public.family_invites;
begin
  if caller is null then
    raise exception 'Sign in to resend an invitation' using errcode = '42501';
  end if;
  -- Same lock, same order (before the invitation's row lock) as create_family_invite.
  perform private.lock_family_invite_sends(caller);
  select * into invite from public.family_invites i
  where i.id = resend_family_invite.invite_id and i.member_id = caller
    and i.accepted_at is null and i.declined_at is null
  for update;
  if invite.id is null then
    perform private.raise_app_error('ICE10', 'This invitation cannot be resent', 'invite_invalid', 404);
  end if;
  perform private.record_family_invite_send(caller);
  update public.family_invites i
     set token_hash = public.hash_invite_token(new_token),
         expires_at = now() + interval '7 days',
         last_sent_at = now()
   where i.id = invite.id
  returning * into invite;
  return query select invite.email, new_token, invite.expires_at;
end;
$$;
comment on function public.resend_family_invite(uuid) is 'Member: gives a pending invitation a new token and 7 more days (the old link stops working) and returns the token to e-mail. ICE10 when not pending, ICE15 past the daily limit.';
revoke execute on function public.resend_family_invite(uuid) from public, anon;
grant execute on function public.resend_family_invite(uuid) to authenticated, service_role;

/**
 * Finds a usable invitation by its token, or raises ICE10 (replaces the version of
 * 20261121000500): also refuses a declined invitation and one whose chosen end of access has
 * already passed, since accepting it would grant nothing.
 */
create or replace function private.find_open_invite(token text, lock boolean)
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
  if invite.id is null or invite.accepted_at is not null or invite.declined_at is not null
     or invite.expires_at <= now() or public.family_link_has_expired(invite.access_expires_at) then
    perform private.raise_app_error(
      'ICE10', 'This invitation is invalid, has expired or was already used', 'invite_invalid', 404);
  end if;
  return invite;
end;
$$;
comment on function private.find_open_invite(text, boolean) is 'Internal: the open invitation matching a token (not accepted, declined or expired, and its chosen end of access still ahead), or error ICE10.';
revoke execute on function private.find_open_invite(text, boolean) from public, anon, authenticated;

/**
 * What an invitation offers, for the invitation page (replaces the version of 20261121000500 to
 * add the duration). Needs only the token, so it works before signing in. A member without a
 * name is named by their e-mail address, as in the invitation e-mail itself: the invitee must
 * know who asks before saying yes.
 */
drop function public.preview_family_invite(text);

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
  access_duration_hours integer,
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
    select coalesce(nullif(trim(p.full_name), ''), u.email::text), invite.email, invite.relationship,
           invite.role, invite.receive_sos_alerts, invite.location_access, invite.view_medical,
           invite.view_device_status, invite.view_activity, invite.access_expires_at,
           invite.access_duration_hours, invite.expires_at
    from public.profiles p join auth.users u on u.id = p.user_id
    where p.user_id = invite.member_id;
end;
$$;
comment on function public.preview_family_invite(text) is 'Shows who sent an invitation (name, else e-mail), the permissions it grants and when access would end (a fixed moment, or hours from acceptance); error ICE10 when the token is not usable.';
grant execute on function public.preview_family_invite(text) to anon, authenticated, service_role;

/**
 * Accepts an invitation for the signed-in caller (replaces the version of 20261121000500): the
 * link's end of access is the chosen moment, or now() + the duration, so "24 hours" means 24 hours
 * of access. Errors: ICE10 invalid/expired/used/declined, ICE11 other e-mail, ICE12 own
 * invitation, 42501 not signed in.
 */
create or replace function public.accept_family_invite(token text)
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
  access_ends timestamptz;
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
  access_ends := coalesce(
    invite.access_expires_at,
    now() + make_interval(hours => invite.access_duration_hours)
  );

  insert into public.family_links as l (
    member_id, family_member_id, relationship, role, status, receive_sos_alerts,
    location_access, view_medical, view_device_status, view_activity, expires_at
  ) values (
    invite.member_id, caller, invite.relationship, invite.role, 'active', invite.receive_sos_alerts,
    invite.location_access, invite.view_medical, invite.view_device_status, invite.view_activity,
    access_ends
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
comment on function public.accept_family_invite(text) is 'Accepts an invitation by its token for the signed-in caller and returns the active family link; its end of access is the chosen moment or now() plus the invited duration. Errors ICE10 (invalid, expired, used or declined), ICE11 (other e-mail), ICE12 (own invitation).';

/**
 * The invitee says no. Holding the token (it came in the e-mail) is enough, signed in or not: a
 * person who does not want access should not have to open an account to refuse it. The member
 * then sees "Declined" and the link stops working. ICE10 when the token is not usable.
 */
create function public.decline_family_invite(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  invite public.family_invites := private.find_open_invite(decline_family_invite.token, true);
begin
  update public.family_invites i set declined_at = now() where i.id = invite.id;
end;
$$;
comment on function public.decline_family_invite(text) is 'Declines an invitation by its token (from the e-mail, no sign-in needed): marks it declined so it can no longer be accepted. ICE10 when not usable.';
revoke execute on function public.decline_family_invite(text) from public;
grant execute on function public.decline_family_invite(text) to anon, authenticated, service_role;

/**
 * Member side of "People who protect me": every link the caller shares, whatever its state, with
 * the other person's name and e-mail address and whether it grants anything right now. The
 * address is the one the member's accepted invitation went to (the latest, if they invited the
 * same person more than once): the member chose that address, whereas the person's current login
 * address is theirs alone and may have changed since. A link made without an invitation (by an
 * admin or a seed) falls back to the current login address. The name of a paused,
 * revoked or expired link's person is the member's own history (get_linked_profiles only names
 * live and paused links), and `live` and `expired` come from family_link_is_live and
 * family_link_has_expired, so the page never compares expiry with a browser's or server's clock.
 */
create function public.list_my_family_links()
returns table (
  id uuid,
  family_member_id uuid,
  full_name text,
  email text,
  relationship text,
  role public.family_role,
  status public.family_link_status,
  receive_sos_alerts boolean,
  location_access public.location_access,
  view_medical boolean,
  view_device_status boolean,
  view_activity boolean,
  expires_at timestamptz,
  live boolean,
  expired boolean,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.family_member_id, p.full_name,
         coalesce(
           (select i.email from public.family_invites i
            where i.member_id = l.member_id and i.accepted_by = l.family_member_id and i.accepted_at is not null
            order by i.accepted_at desc limit 1),
           u.email::text
         ),
         l.relationship, l.role, l.status,
         l.receive_sos_alerts, l.location_access, l.view_medical, l.view_device_status,
         l.view_activity, l.expires_at, public.family_link_is_live(l.status, l.expires_at),
         public.family_link_has_expired(l.expires_at), l.created_at
  from public.family_links l
  left join public.profiles p on p.user_id = l.family_member_id
  left join auth.users u on u.id = l.family_member_id
  where l.member_id = (select auth.uid())
  order by l.created_at;
$$;
comment on function public.list_my_family_links() is 'The caller''s own family links (as the member who shares), with the other person''s name and the e-mail address the member invited (else their login e-mail), whether each is live now and whether its end of access has passed.';
revoke execute on function public.list_my_family_links() from public, anon;
grant execute on function public.list_my_family_links() to authenticated, service_role;
