/**
 * EMERGENCY CONTACT CONSENT, TEST MESSAGES AND ORDER (issue 21, "Emergency contacts")
 * A member names people to be told when they raise an SOS. Those people need no account, but
 * they should know, and be able to say no. So:
 *
 * - every contact has one consent row (emergency_contact_consents): pending until the contact
 *   answers through the link we send them (/emergency-contact?token=...). Only the token's
 *   SHA-256 is stored (public.hash_invite_token, as for family invitations), and only the server
 *   ever sees the token itself (begin_emergency_contact_message is service role only): a member
 *   holding it could answer "agreed" for a contact who said no. A link works for 30 days and once
 *   (link_used_at): answering again needs a new link ("Send again"). Changing a contact's e-mail
 *   or phone resets the answer to pending and voids the link, since the answer was given by
 *   whoever held the old address;
 * - a DECLINE belongs to the person, not to the row: it is remembered per member and address
 *   (private.emergency_contact_declines, hashed) until that person agrees. A contact with a
 *   declined e-mail or phone is not alerted in an SOS (enqueue_sos_alerts below), starts out as
 *   declined when removed and added again or when an address is changed back, gets no test
 *   messages, and can be asked again only 30 days after the decline (ICE45). Pending contacts are
 *   still alerted: a contact who has not answered yet has not said no, and an alarm that reaches
 *   nobody is worse than one that reaches an unprepared person;
 * - every message we send a contact from the contacts page (a "test message", a consent request)
 *   is kept per channel with its outcome (emergency_contact_messages) so the member sees "sent" or
 *   "failed" with the time. The rows outlive the contact (contact_id set null on delete) because
 *   the limits count them, so the page cannot be used to flood someone's phone: at most 3 test
 *   messages and 5 consent requests per ADDRESS in any hour, and 10 sends per member across all
 *   contacts (ICE43);
 * - reorder_emergency_contacts rewrites the priorities of all of the member's contacts in one
 *   statement, so no reading ever sees two contacts with the same place or a half-done move.
 *
 * Codes: ICE40 contact not found, ICE41 consent link unknown or expired, ICE42 already answered
 * (or, on a request, already agreed), ICE43 too many messages, ICE44 reorder list not the
 * member's contacts, ICE45 the contact declined (no tests; a new request 30 days after the
 * decline), ICE46 no address for the contact's channels.
 */

create type public.contact_consent_status as enum ('pending', 'agreed', 'declined');
comment on type public.contact_consent_status is 'An emergency contact''s answer to being one: pending (not answered yet, still alerted), agreed, declined (not alerted).';

/**
 * What identifies a contact's address whatever way it was typed: an e-mail in lower case, a phone
 * number as + and digits ("0031 6-12" and "+31612" are one number). Null for no address.
 */
create function private.contact_address_key(channel public.notification_channel, address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(contact_address_key.address), '') is null then null
    when contact_address_key.channel = 'email' then 'email:' || lower(btrim(contact_address_key.address))
    when contact_address_key.channel = 'sms' then 'sms:'
      || case when btrim(contact_address_key.address) ~ '^(\+|00)' then '+' else '' end
      || regexp_replace(regexp_replace(btrim(contact_address_key.address), '^00', ''), '[^0-9]', '', 'g')
  end;
$$;
comment on function private.contact_address_key(public.notification_channel, text) is 'Internal: an e-mail address or phone number normalised for comparison (email:lower-case, sms:+digits); null when blank.';
revoke execute on function private.contact_address_key(public.notification_channel, text) from public, anon, authenticated;

/** The SHA-256 of each of a contact's addresses (e-mail and phone, whichever it has). */
create function private.contact_address_hashes(email text, phone text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(public.hash_invite_token(k.normalised)), '{}')
  from unnest(array[private.contact_address_key('email', contact_address_hashes.email),
                    private.contact_address_key('sms', contact_address_hashes.phone)]) as k (normalised)
  where k.normalised is not null;
$$;
comment on function private.contact_address_hashes(text, text) is 'Internal: hex SHA-256 of the normalised e-mail and phone of a contact, for the remembered declines.';
revoke execute on function private.contact_address_hashes(text, text) from public, anon, authenticated;

/**
 * Who said no, per member and address, so that removing and adding the person again, or changing
 * an address and back, does not make them an alerted contact again. Only a hash of the address is
 * kept: we must recognise it, not know it. Deleted when the person later agrees.
 */
create table private.emergency_contact_declines (
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  address_hash text not null check (char_length(address_hash) = 64),
  declined_at timestamptz not null default now(),
  primary key (member_id, address_hash)
);
comment on table private.emergency_contact_declines is 'Addresses (hashed) whose holder declined to be this member''s emergency contact: not alerted, no test messages, asked again only after 30 days.';
comment on column private.emergency_contact_declines.member_id is 'The member who named them.';
comment on column private.emergency_contact_declines.address_hash is 'Hex SHA-256 of private.contact_address_key of the e-mail or phone the declining contact had.';
comment on column private.emergency_contact_declines.declined_at is 'When they (last) declined.';
-- Definer functions only; RLS without policies shuts out every API role even if one is granted the table.
alter table private.emergency_contact_declines enable row level security;
revoke all on table private.emergency_contact_declines from public, anon, authenticated;

/** When the holder of one of these addresses last declined this member, or null. */
create function private.contact_declined_at(member uuid, email text, phone text)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select max(d.declined_at) from private.emergency_contact_declines d
   where d.member_id = contact_declined_at.member
     and d.address_hash = any (private.contact_address_hashes(contact_declined_at.email, contact_declined_at.phone));
$$;
comment on function private.contact_declined_at(uuid, text, text) is 'Internal: the latest remembered decline of either address for this member, or null.';
revoke execute on function private.contact_declined_at(uuid, text, text) from public, anon, authenticated;

create table public.emergency_contact_consents (
  contact_id uuid primary key references public.emergency_contacts (id) on delete cascade,
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  status public.contact_consent_status not null default 'pending',
  answered_at timestamptz,
  token_hash text unique check (char_length(token_hash) = 64),
  requested_at timestamptz,
  link_expires_at timestamptz,
  link_used_at timestamptz,
  check ((status = 'pending') = (answered_at is null)),
  check ((token_hash is null) = (link_expires_at is null)),
  check (link_used_at is null or token_hash is not null)
);
comment on table public.emergency_contact_consents is 'Whether each emergency contact agreed to be one, answered through an e-mailed or texted link; written only by the functions of 20261124000600.';
comment on column public.emergency_contact_consents.contact_id is 'The contact (one row each, created with it).';
comment on column public.emergency_contact_consents.member_id is 'The member whose contact it is (for RLS without a join).';
comment on column public.emergency_contact_consents.status is 'pending, agreed or declined. Declined contacts are not alerted.';
comment on column public.emergency_contact_consents.answered_at is 'When the contact last answered (or, for an address that declined before, when it did); null while pending.';
comment on column public.emergency_contact_consents.token_hash is 'Hex SHA-256 of the latest link''s token; null when no link was sent since the last address change.';
comment on column public.emergency_contact_consents.requested_at is 'When the latest link was sent.';
comment on column public.emergency_contact_consents.link_expires_at is 'Until when the latest link can be used (30 days after sending).';
comment on column public.emergency_contact_consents.link_used_at is 'When the latest link was used to answer; null while it is unused. A flag, not a comparison of requested_at and answered_at, which now() (transaction start) can order wrongly.';

create index emergency_contact_consents_member_idx on public.emergency_contact_consents (member_id);

alter table public.emergency_contact_consents enable row level security;

create policy "Members can read their own contacts' answers"
  on public.emergency_contact_consents for select to authenticated
  using (member_id = (select auth.uid()));

create policy "Admins can read every contact's answer"
  on public.emergency_contact_consents for select to authenticated
  using ((select public.is_admin()));

-- No write policies: only the definer functions below change an answer.
revoke all on table public.emergency_contact_consents from anon;
revoke insert, update, delete, truncate on table public.emergency_contact_consents from authenticated;
grant select on table public.emergency_contact_consents to authenticated;
grant all on table public.emergency_contact_consents to service_role;

-- Contacts that exist already (from registrations) have not been asked.
insert into public.emergency_contact_consents (contact_id, member_id)
select c.id, c.user_id from public.emergency_contacts c
on conflict do nothing;

/**
 * Every new contact starts pending, whoever inserts it (the page, a registration, an admin),
 * unless the holder of one of its addresses declined this member before: then it starts declined,
 * as of that answer, so removing and adding someone again does not undo their "no".
 */
create function private.start_emergency_contact_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  declined timestamptz := private.contact_declined_at(new.user_id, new.email, new.phone);
begin
  insert into public.emergency_contact_consents (contact_id, member_id, status, answered_at)
  values (new.id, new.user_id, case when declined is null then 'pending' else 'declined' end::public.contact_consent_status, declined)
  on conflict do nothing;
  return null;
end;
$$;
comment on function private.start_emergency_contact_consent() is 'Trigger: a new emergency contact gets a pending consent row, or a declined one when an address of it declined this member before.';
revoke execute on function private.start_emergency_contact_consent() from public, anon, authenticated;

create trigger emergency_contacts_start_consent
  after insert on public.emergency_contacts
  for each row execute function private.start_emergency_contact_consent();

/**
 * A changed e-mail or phone makes the answer stale: it was given by whoever held the old address.
 * Back to pending, and the old link stops working; but back to declined when a new address is one
 * whose holder declined this member (changing an address and back does not undo a "no").
 */
create function private.reset_emergency_contact_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  declined timestamptz := private.contact_declined_at(new.user_id, new.email, new.phone);
begin
  update public.emergency_contact_consents k
     set status = case when declined is null then 'pending' else 'declined' end::public.contact_consent_status,
         answered_at = declined,
         token_hash = null, requested_at = null, link_expires_at = null, link_used_at = null
   where k.contact_id = new.id;
  return null;
end;
$$;
comment on function private.reset_emergency_contact_consent() is 'Trigger: an emergency contact whose e-mail or phone changed is asked again (answer back to pending, or declined for an address that declined before; link voided).';
revoke execute on function private.reset_emergency_contact_consent() from public, anon, authenticated;

create trigger emergency_contacts_reset_consent
  after update of email, phone on public.emergency_contacts
  for each row
  when (old.email is distinct from new.email or old.phone is distinct from new.phone)
  execute function private.reset_emergency_contact_consent();

/**
 * Messages sent to a contact from the contacts page, one row per channel. A "send" (one batch)
 * is what the hourly limits count. A removed contact's rows stay (contact_id null) with the member
 * and the address, so removing and adding someone again gives no fresh allowance.
 */
create table public.emergency_contact_messages (
  id uuid primary key default gen_random_uuid(),
  batch_id uuid not null,
  contact_id uuid references public.emergency_contacts (id) on delete set null,
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  kind text not null check (kind in ('test', 'consent_request')),
  channel public.notification_channel not null check (channel in ('email', 'sms')),
  address text not null check (char_length(address) between 1 and 320),
  address_key text not null check (char_length(address_key) between 1 and 330),
  status text not null default 'sending' check (status in ('sending', 'sent', 'failed')),
  detail text check (char_length(detail) <= 500),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((status = 'sending') = (finished_at is null))
);
comment on table public.emergency_contact_messages is 'Test messages and consent requests sent to emergency contacts, one row per channel, with their outcome; kept after the contact is removed, for the hourly limits.';
comment on column public.emergency_contact_messages.id is 'Row id.';
comment on column public.emergency_contact_messages.batch_id is 'One send: the rows of all channels of one test or request share it.';
comment on column public.emergency_contact_messages.contact_id is 'The contact it went to; null once that contact was removed.';
comment on column public.emergency_contact_messages.member_id is 'The member who sent it.';
comment on column public.emergency_contact_messages.kind is 'test (a "nothing to do" test message) or consent_request (the link to agree or decline).';
comment on column public.emergency_contact_messages.channel is 'email or sms.';
comment on column public.emergency_contact_messages.address is 'The e-mail address or phone number it went to, as it was then.';
comment on column public.emergency_contact_messages.address_key is 'The address normalised (private.contact_address_key): the per-address limit counts by it.';
comment on column public.emergency_contact_messages.status is 'sending (under way), sent (the provider accepted it) or failed.';
comment on column public.emergency_contact_messages.detail is 'Why it failed (the provider''s reason, clipped); null otherwise.';
comment on column public.emergency_contact_messages.created_at is 'When it was started.';
comment on column public.emergency_contact_messages.finished_at is 'When it was sent or failed.';

create index emergency_contact_messages_contact_idx on public.emergency_contact_messages (contact_id);
create index emergency_contact_messages_member_idx on public.emergency_contact_messages (member_id, created_at);
create index emergency_contact_messages_address_idx on public.emergency_contact_messages (member_id, address_key, created_at);

alter table public.emergency_contact_messages enable row level security;

create policy "Members can read the messages sent to their contacts"
  on public.emergency_contact_messages for select to authenticated
  using (member_id = (select auth.uid()));

-- Rows are written by begin_emergency_contact_message and finished by the server (service role).
revoke all on table public.emergency_contact_messages from anon;
revoke insert, update, delete, truncate on table public.emergency_contact_messages from authenticated;
grant select on table public.emergency_contact_messages to authenticated;
grant all on table public.emergency_contact_messages to service_role;

/**
 * Starts a test message or a consent request to one of a member's contacts, for the server that
 * sends it (service role only: the member id is the signed-in user the server checked, and the
 * returned token must never reach the member, who could answer for their contact with it).
 * Checks, in order: the contact is the member's (ICE40); one of its channels has an address
 * (ICE46); for a request, the contact has not agreed already (ICE42); the contact has not declined
 * (ICE45: no tests at all, a new request only 30 days after the decline, with detail
 * {"retry_at"}); at most 3 tests or 5 requests to any of these addresses in the last hour, and
 * 10 sends by the member in all (ICE43 with detail {"limit", "retry_at", "scope"}). Then writes
 * one 'sending' row per chosen channel with an address and returns what the server needs to send
 * them; a request also gets a new link (valid 30 days; the previous one stops working) whose token
 * is returned once. The member's advisory lock makes two simultaneous sends count one after the other.
 */
create function public.begin_emergency_contact_message(member uuid, contact_id uuid, kind text)
returns table (
  message_id uuid,
  channel public.notification_channel,
  address text,
  language public.language_code,
  contact_name text,
  member_name text,
  channels public.notification_channel[],
  token text,
  link_expires_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  contact public.emergency_contacts;
  consent public.emergency_contact_consents;
  address_limit integer := case begin_emergency_contact_message.kind when 'test' then 3 when 'consent_request' then 5 end;
  member_limit constant integer := 10;
  address_keys text[];
  declined timestamptz;
  allowed_again timestamptz;
  batch uuid := gen_random_uuid();
  new_token text;
  sender text;
begin
  if address_limit is null then
    raise exception 'Unknown message kind %', begin_emergency_contact_message.kind using errcode = '22023';
  end if;
  select c.* into contact from public.emergency_contacts c
   where c.id = begin_emergency_contact_message.contact_id and c.user_id = begin_emergency_contact_message.member;
  if not found then
    perform private.raise_app_error('ICE40', 'No such emergency contact', 'emergency_contact_not_found', 404);
  end if;
  -- Per member, not per contact: the member-wide count must see every send of theirs.
  perform pg_advisory_xact_lock(hashtext('public.emergency_contact_messages'), hashtext(contact.user_id::text));

  select array_agg(t.normalised) into address_keys
    from (values ('email'::public.notification_channel, contact.email),
                 ('sms'::public.notification_channel, contact.phone)) as a (channel, address)
    cross join lateral (select private.contact_address_key(a.channel, a.address) as normalised) as t
   where a.channel = any (contact.channels) and t.normalised is not null;
  -- Checked before a request replaces the link, so a send that cannot go out voids nothing.
  if address_keys is null then
    perform private.raise_app_error('ICE46', 'This contact has no address for their channels', 'emergency_contact_no_address', 409);
  end if;

  if begin_emergency_contact_message.kind = 'consent_request' then
    select k.* into consent from public.emergency_contact_consents k where k.contact_id = contact.id for update;
    if consent.status = 'agreed' then
      perform private.raise_app_error('ICE42', 'This contact already agreed', 'emergency_contact_consent_answered', 409);
    end if;
  end if;

  declined := private.contact_declined_at(contact.user_id, contact.email, contact.phone);
  if declined is not null
     and (begin_emergency_contact_message.kind = 'test' or declined > now() - interval '30 days') then
    perform private.raise_app_error(
      'ICE45', 'This contact declined; they can be asked again 30 days after their answer', 'emergency_contact_declined', 409,
      json_build_object('retry_at', declined + interval '30 days')::text);
  end if;

  -- The send that must age out for one more to fit: the limit-th newest in the last hour.
  select b.started + interval '1 hour' into allowed_again
    from (select min(m.created_at) as started from public.emergency_contact_messages m
           where m.member_id = contact.user_id and m.kind = begin_emergency_contact_message.kind
             and m.address_key = any (address_keys) and m.created_at > now() - interval '1 hour'
           group by m.batch_id order by started desc offset address_limit - 1 limit 1) as b;
  if allowed_again is not null then
    perform private.raise_app_error(
      'ICE43', format('At most %s of these messages per contact per hour', address_limit), 'emergency_contact_messages_limit', 429,
      json_build_object('limit', address_limit, 'retry_at', allowed_again, 'scope', 'contact')::text);
  end if;
  select b.started + interval '1 hour' into allowed_again
    from (select min(m.created_at) as started from public.emergency_contact_messages m
           where m.member_id = contact.user_id and m.created_at > now() - interval '1 hour'
           group by m.batch_id order by started desc offset member_limit - 1 limit 1) as b;
  if allowed_again is not null then
    perform private.raise_app_error(
      'ICE43', format('At most %s messages to contacts per hour', member_limit), 'emergency_contact_messages_limit', 429,
      json_build_object('limit', member_limit, 'retry_at', allowed_again, 'scope', 'member')::text);
  end if;

  if begin_emergency_contact_message.kind = 'consent_request' then
    new_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
    update public.emergency_contact_consents k
       set token_hash = public.hash_invite_token(new_token), requested_at = now(),
           link_expires_at = now() + interval '30 days', link_used_at = null
     where k.contact_id = contact.id
    returning k.* into consent;
  end if;

  select coalesce(nullif(btrim(p.full_name), ''), u.email) into sender
    from auth.users u left join public.profiles p on p.user_id = u.id where u.id = contact.user_id;

  return query
    with written as (
      insert into public.emergency_contact_messages as m (batch_id, contact_id, member_id, kind, channel, address, address_key)
      select batch, contact.id, contact.user_id, begin_emergency_contact_message.kind, a.channel, btrim(a.address),
             private.contact_address_key(a.channel, a.address)
      from (values ('email'::public.notification_channel, contact.email),
                   ('sms'::public.notification_channel, contact.phone)) as a (channel, address)
      where a.channel = any (contact.channels) and nullif(btrim(a.address), '') is not null
      returning m.id, m.channel, m.address
    )
    select w.id, w.channel, w.address, contact.language, contact.name, sender, contact.channels, new_token,
           case when new_token is not null then consent.link_expires_at end
    from written w;
end;
$$;
comment on function public.begin_emergency_contact_message(uuid, uuid, text) is 'Service role: starts a test message (kind test) or consent request (kind consent_request, with a new 30-day link whose token is returned once) to one of the member''s contacts: one sending row per channel. ICE40 not found, ICE42 already agreed, ICE43 hourly limit (3 tests, 5 requests per address; 10 sends per member), ICE45 declined, ICE46 no address.';
-- Not for members: the token it returns would let them answer for their contact.
revoke execute on function public.begin_emergency_contact_message(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.begin_emergency_contact_message(uuid, uuid, text) to service_role;

/**
 * Records how one message went, once: sent, or failed with the provider's reason. Service role
 * only (the server that actually sent it), so a member cannot mark a message delivered by hand.
 */
create function public.finish_emergency_contact_message(message_id uuid, delivered boolean, detail text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.emergency_contact_messages m
     set status = case when finish_emergency_contact_message.delivered then 'sent' else 'failed' end,
         detail = case when finish_emergency_contact_message.delivered then null
                       else left(coalesce(finish_emergency_contact_message.detail, 'failed'), 500) end,
         finished_at = now()
   where m.id = finish_emergency_contact_message.message_id and m.status = 'sending';
$$;
comment on function public.finish_emergency_contact_message(uuid, boolean, text) is 'Service role: records that a contact message was sent, or failed (with its reason); only once.';
revoke execute on function public.finish_emergency_contact_message(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.finish_emergency_contact_message(uuid, boolean, text) to service_role;

/** Internal: the consent row a link's token stands for, or ICE41 when unknown or expired. */
create function private.find_contact_consent(token text, lock boolean)
returns public.emergency_contact_consents
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row public.emergency_contact_consents;
begin
  if find_contact_consent.lock then
    select k.* into found_row from public.emergency_contact_consents k
     where k.token_hash = public.hash_invite_token(coalesce(find_contact_consent.token, '')) for update;
  else
    select k.* into found_row from public.emergency_contact_consents k
     where k.token_hash = public.hash_invite_token(coalesce(find_contact_consent.token, ''));
  end if;
  if found_row.contact_id is null or found_row.link_expires_at <= now() then
    perform private.raise_app_error('ICE41', 'This link is not valid (any more)', 'emergency_contact_consent_invalid', 404);
  end if;
  return found_row;
end;
$$;
comment on function private.find_contact_consent(text, boolean) is 'Internal: the consent row of a link token (optionally locked); ICE41 when unknown or expired.';
revoke execute on function private.find_contact_consent(text, boolean) from public, anon, authenticated;

/**
 * What the link's page shows, without an account: who named the person, by which channels they
 * would be told, and the answer so far. `answered` is true when this very link was already used.
 * ICE41 when the link is unknown or expired.
 */
create function public.preview_emergency_contact_consent(token text)
returns table (
  member_name text,
  contact_name text,
  channels public.notification_channel[],
  status public.contact_consent_status,
  answered_at timestamptz,
  answered boolean,
  link_expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  consent public.emergency_contact_consents := private.find_contact_consent(preview_emergency_contact_consent.token, false);
begin
  return query
    select coalesce(nullif(btrim(p.full_name), ''), '?'), c.name, c.channels, consent.status, consent.answered_at,
           consent.link_used_at is not null, consent.link_expires_at
    from public.emergency_contacts c
    join public.profiles p on p.user_id = c.user_id
    where c.id = consent.contact_id;
end;
$$;
comment on function public.preview_emergency_contact_consent(text) is 'Anyone holding a consent link: who named them, by which channels they would be alerted, and the answer so far; ICE41 when the link is unknown or expired.';
grant execute on function public.preview_emergency_contact_consent(text) to anon, authenticated, service_role;

/**
 * Agree or decline, holding the link (no account needed). A link answers once: using it again is
 * ICE42; a new link ("Send again") allows a new answer. ICE41 when unknown or expired.
 * A decline is remembered for the contact's addresses (and said on the member's other entries
 * with one of them, whose links it voids); an agreement forgets the remembered decline.
 */
create function public.answer_emergency_contact_consent(token text, agree boolean)
returns table (status public.contact_consent_status, answered_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  consent public.emergency_contact_consents := private.find_contact_consent(answer_emergency_contact_consent.token, true);
  hashes text[];
begin
  if answer_emergency_contact_consent.agree is null then
    raise exception 'agree must be true or false' using errcode = '22004';
  end if;
  if consent.link_used_at is not null then
    perform private.raise_app_error('ICE42', 'This link was already used to answer', 'emergency_contact_consent_answered', 409);
  end if;
  select private.contact_address_hashes(c.email, c.phone) into hashes
    from public.emergency_contacts c where c.id = consent.contact_id;

  if answer_emergency_contact_consent.agree then
    delete from private.emergency_contact_declines d
     where d.member_id = consent.member_id and d.address_hash = any (hashes);
  else
    insert into private.emergency_contact_declines as d (member_id, address_hash, declined_at)
    select consent.member_id, h, now() from unnest(hashes) as h
    on conflict (member_id, address_hash) do update set declined_at = excluded.declined_at;
    update public.emergency_contact_consents k
       set status = 'declined', answered_at = now(),
           token_hash = null, requested_at = null, link_expires_at = null, link_used_at = null
      from public.emergency_contacts c
     where c.id = k.contact_id and c.user_id = consent.member_id and k.contact_id <> consent.contact_id
       and private.contact_address_hashes(c.email, c.phone) && hashes;
  end if;

  return query
    update public.emergency_contact_consents k
       set status = case when answer_emergency_contact_consent.agree then 'agreed'::public.contact_consent_status else 'declined'::public.contact_consent_status end,
           answered_at = now(),
           link_used_at = now()
     where k.contact_id = consent.contact_id
    returning k.status, k.answered_at;
end;
$$;
comment on function public.answer_emergency_contact_consent(text, boolean) is 'Anyone holding a consent link: agree (true) or decline (false) to be an emergency contact, once per link; a decline is remembered per address. ICE41 unknown or expired, ICE42 already used.';
grant execute on function public.answer_emergency_contact_consent(text, boolean) to anon, authenticated, service_role;

/**
 * Puts the caller's contacts in the given order (first = priority 1) in one statement. The list
 * must hold each of the caller's contacts exactly once (ICE44 otherwise), so a page showing an old
 * list cannot lose or duplicate a place. Security definer because raising ICE44 calls into schema
 * private, where API roles have no usage (as invoker every bad list would be "permission denied
 * for schema private"); every statement filters on the caller's own rows instead of RLS.
 */
create function public.reorder_emergency_contacts(contact_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to order your emergency contacts' using errcode = '42501';
  end if;
  -- Lock the member's contacts so a concurrent removal cannot slip between the check and the update.
  perform 1 from public.emergency_contacts c where c.user_id = caller for update;
  if contact_ids is null
     or cardinality(contact_ids) <> (select count(distinct x) from unnest(contact_ids) as x)
     or cardinality(contact_ids) <> (select count(*) from public.emergency_contacts c where c.user_id = caller)
     or exists (select 1 from unnest(contact_ids) as x
                where not exists (select 1 from public.emergency_contacts c where c.id = x and c.user_id = caller)) then
    perform private.raise_app_error('ICE44', 'The list must hold each of your contacts once', 'emergency_contact_order', 409);
  end if;
  update public.emergency_contacts c
     set priority = o.position
    from unnest(contact_ids) with ordinality as o (id, position)
   where c.id = o.id and c.user_id = caller;
end;
$$;
comment on function public.reorder_emergency_contacts(uuid[]) is 'Orders the caller''s emergency contacts (first = priority 1) in one statement; ICE44 unless the list holds each of their contacts exactly once.';
revoke execute on function public.reorder_emergency_contacts(uuid[]) from public, anon;
grant execute on function public.reorder_emergency_contacts(uuid[]) to authenticated, service_role;

/**
 * The outbox rows of a new alarm: the version of 20261123001000_family_alerts_after_raise.sql,
 * unchanged but for two conditions: a contact who declined to be one is not alerted, nor is a
 * contact with an address whose holder declined this member (the "no" of a removed and re-added
 * contact, or of an address changed and changed back).
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
  insert into private.sos_family_alerts_due (event_id) values (event.id) on conflict do nothing;

  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, c.id, btrim(t.address), t.channel, alert_kind, c.language, message_params, event.contacts_due_at
  from public.emergency_contacts c
  cross join lateral (values ('email'::public.notification_channel, c.email),
                             ('sms'::public.notification_channel, c.phone)) as t (channel, address)
  where c.user_id = event.member_id
    and t.channel = any (c.channels)
    and nullif(btrim(t.address), '') is not null
    and not exists (select 1 from public.emergency_contact_consents k where k.contact_id = c.id and k.status = 'declined')
    and not exists (select 1 from private.emergency_contact_declines d
                    where d.member_id = c.user_id and d.address_hash = any (private.contact_address_hashes(c.email, c.phone)))
  order by c.priority, c.created_at
  on conflict do nothing;
end;
$$;
comment on function private.enqueue_sos_alerts(public.sos_events) is 'Internal: contacts'' outbox rows of a new alarm (at the grace deadline), except contacts who declined or have an address that declined, and the alarm queued for its family rows (queue_family_sos_alerts).';
revoke execute on function private.enqueue_sos_alerts(public.sos_events) from public, anon, authenticated;
