/**
 * CONSENT REQUESTS FOR A REGISTRATION'S CONTACTS (docs/product.md#registration,
 * docs/product.md#emergency-contacts)
 * A newcomer who registered through Emma with two emergency contacts saw both stay "Not asked yet"
 * until they found "Ask now" on the contacts page: record_registration writes the contacts right
 * after sign-up, before the e-mail address is confirmed, and nothing asked them afterwards. The
 * contacts page asks every contact it adds (lib/actions/emergency-contacts.ts), but a
 * registration's contacts never pass through it: neither those written at sign-up, nor those
 * written again by /register-classic, nor those waiting for a plan that apply_waiting_contacts
 * moves in when a subscription becomes active.
 *
 * Now the database queues one consent request per such contact, in the very transaction that
 * makes the contacts real, so no path can skip it:
 *   - the member confirms their e-mail address (auth.users.email_confirmed_at goes from null to a
 *     time; whichever way it happens: the link, hosted Auth's own verify page, an admin), and
 *   - a registration is recorded, or its waiting contacts move in, for a member already confirmed
 *     (test servers that confirm at once, /register-classic, a plan becoming active).
 * Not before the confirmation: whoever typed the address may not own it, and a stranger's sign-up
 * must not make us text the people they named.
 *
 * The queue holds one row per contact and keeps it after the request started, so a contact is
 * asked this way at most once in its life: a second confirmation (the link opened twice) or two
 * requests racing find the row there (primary key, on conflict do nothing). Only contacts still
 * pending and never asked are queued; one who declined this member before starts declined (the
 * trigger of 20261124000600) and is not asked.
 *
 * Sending stays where "Ask now" sends: the server (service role) starts each request with
 * begin_emergency_contact_message, so the message, the 30-day link, the limits and the delivery
 * records are the very same. The SOS dispatcher takes the queue (begin_queued_contact_consent_request
 * below; lib/emergency-contacts/queued-consent-requests.ts) as it takes the outbox: it runs
 * whether or not anyone opens a page, and several may run at once.
 *
 * Existing members' contacts are not queued here: a migration must not text many people at once
 * for accounts whose members have seen "Ask now" all along. The dashboard checklist now tells
 * those members their contacts have not agreed yet.
 */

create table private.contact_consent_requests_due (
  contact_id uuid primary key references public.emergency_contacts (id) on delete cascade,
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  queued_at timestamptz not null default now(),
  started_at timestamptz,
  outcome text check (outcome ~ '^[A-Za-z0-9_]{1,40}$'),
  check ((started_at is null) = (outcome is null))
);
comment on table private.contact_consent_requests_due is 'Consent requests the server owes a registration''s emergency contacts, one per contact for ever (the row stays once started), taken by begin_queued_contact_consent_request.';
comment on column private.contact_consent_requests_due.contact_id is 'The contact to ask; also the primary key, so a contact is queued once.';
comment on column private.contact_consent_requests_due.member_id is 'The member who named them.';
comment on column private.contact_consent_requests_due.queued_at is 'When the member''s confirmation (or a registration of a confirmed member) queued it.';
comment on column private.contact_consent_requests_due.started_at is 'When the server took it; null while it waits.';
comment on column private.contact_consent_requests_due.outcome is 'started (the request went to begin_emergency_contact_message), skipped (asked, answered or declined meanwhile) or the refusal code (ICE43 limit, ICE46 no address, ...).';

create index contact_consent_requests_due_waiting_idx on private.contact_consent_requests_due (queued_at) where started_at is null;

-- Definer functions only; RLS without policies shuts out every API role even if one is granted the table.
alter table private.contact_consent_requests_due enable row level security;
revoke all on table private.contact_consent_requests_due from public, anon, authenticated;

/**
 * Queues a consent request for each of the member's contacts that is pending and was never asked,
 * once the member's e-mail address is confirmed (before that, nothing).
 */
create function private.queue_contact_consent_requests(member uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.contact_consent_requests_due (contact_id, member_id)
  select c.id, c.user_id
  from public.emergency_contacts c
  join public.emergency_contact_consents k on k.contact_id = c.id
  where c.user_id = queue_contact_consent_requests.member
    and k.status = 'pending'
    and k.requested_at is null
    and exists (select 1 from auth.users u where u.id = c.user_id and u.email_confirmed_at is not null)
  order by c.priority, c.created_at
  on conflict (contact_id) do nothing;
$$;
comment on function private.queue_contact_consent_requests(uuid) is 'Internal: queues one consent request per pending, never-asked contact of a member whose e-mail is confirmed; never twice for a contact.';
revoke execute on function private.queue_contact_consent_requests(uuid) from public, anon, authenticated;

/** The member confirmed their address: the contacts their registration saved can be asked now. */
create function private.on_email_confirmed_queue_consent_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_contact_consent_requests(new.id);
  return null;
end;
$$;
comment on function private.on_email_confirmed_queue_consent_requests() is 'Trigger on auth.users: a newly confirmed e-mail address queues the consent requests of the member''s registration contacts.';
revoke execute on function private.on_email_confirmed_queue_consent_requests() from public, anon, authenticated;

create trigger on_auth_user_email_confirmed_queue_consent_requests
  after update on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.on_email_confirmed_queue_consent_requests();

/**
 * A registration was recorded, or its waiting contacts moved in. Deferred to the end of the
 * transaction: record_registration and apply_waiting_contacts write the registration row and the
 * contacts in either order, and only the finished list is to be asked.
 */
create function private.on_registration_queue_consent_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_contact_consent_requests(new.user_id);
  return null;
end;
$$;
comment on function private.on_registration_queue_consent_requests() is 'Trigger on registrations (deferred to commit): queues the consent requests of a confirmed member''s registration contacts.';
revoke execute on function private.on_registration_queue_consent_requests() from public, anon, authenticated;

create constraint trigger registrations_queue_consent_requests
  after insert or update on public.registrations
  deferrable initially deferred
  for each row execute function private.on_registration_queue_consent_requests();

/**
 * For the server (service role): takes the next queued request that can go and starts it exactly
 * as "Ask now" does (begin_emergency_contact_message: same checks, limits, link and 'sending'
 * rows), answering its rows with the member and the contact; no rows when the queue is empty.
 * The row is marked taken in the same transaction, and `for update skip locked` lets several
 * dispatchers take the queue at once without starting one request twice. A contact asked,
 * answered or removed meanwhile is skipped; one the checks refuse (ICE43 hourly limit, ICE46 no
 * address, ...) keeps its refusal as the outcome and is not retried: the contacts page still
 * offers "Ask now". Other errors roll the whole call back, so the request waits for the next pass.
 */
create function public.begin_queued_contact_consent_request()
returns table (
  member_id uuid,
  contact_id uuid,
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
  due private.contact_consent_requests_due;
  refusal text;
begin
  loop
    -- In the list's order: one confirmation queues all of a member's contacts at the same time.
    select d.* into due from private.contact_consent_requests_due d
      join public.emergency_contacts c on c.id = d.contact_id
     where d.started_at is null
     order by d.queued_at, c.priority, c.created_at, d.contact_id
     limit 1
     for update of d skip locked;
    if not found then
      return;
    end if;

    if not exists (select 1 from public.emergency_contact_consents k
                    where k.contact_id = due.contact_id and k.status = 'pending' and k.requested_at is null) then
      update private.contact_consent_requests_due d set started_at = now(), outcome = 'skipped'
       where d.contact_id = due.contact_id;
      continue;
    end if;

    refusal := null;
    begin
      return query
        select due.member_id, due.contact_id, m.message_id, m.channel, m.address, m.language,
               m.contact_name, m.member_name, m.channels, m.token, m.link_expires_at
        from public.begin_emergency_contact_message(due.member_id, due.contact_id, 'consent_request') as m;
    exception when sqlstate 'PGRST' then
      -- private.raise_app_error: the message is {"code": "ICE43", ...}.
      refusal := coalesce(sqlerrm::jsonb ->> 'code', 'refused');
    end;
    update private.contact_consent_requests_due d set started_at = now(), outcome = coalesce(refusal, 'started')
     where d.contact_id = due.contact_id;
    if refusal is null then
      return;
    end if;
  end loop;
end;
$$;
comment on function public.begin_queued_contact_consent_request() is 'Service role: starts the next queued consent request of a registration''s contact through begin_emergency_contact_message (one contact''s rows, with its member and contact ids); no rows when nothing is queued.';
-- Not for members: like begin_emergency_contact_message, it returns the link's token.
revoke execute on function public.begin_queued_contact_consent_request() from public, anon, authenticated;
grant execute on function public.begin_queued_contact_consent_request() to service_role;
