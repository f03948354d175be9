/**
 * REGISTRATIONS
 * What a newcomer told us when they registered (through Emma's chat or the form) that has no row of
 * its own yet: the plan they chose for checkout, the Spain call-centre add-on, their consents, and
 * the emergency contacts beyond what an account without a plan may keep. Those contacts are
 * written to emergency_contacts by a trigger the moment a subscription becomes active or trialing,
 * so nothing typed is refused or lost on the way to payment.
 *
 * Everything else a registration holds goes straight to its own table (profiles, emergency_contacts,
 * medical_profiles) through record_registration, the one writer for both registration paths:
 * the same answers make the same rows, whichever screen they came from.
 */
create table public.registrations (
  user_id uuid primary key references public.profiles (user_id) on delete cascade,
  protected_person text not null check (protected_person in ('self', 'other')),
  plan_id uuid references public.subscription_plans (id) on delete set null,
  spain_call_centre boolean not null default false,
  waiting_contacts jsonb not null default '[]'::jsonb check (jsonb_typeof(waiting_contacts) = 'array'),
  terms_accepted_at timestamptz not null,
  health_data_consent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.registrations is 'A member''s registration answers that wait for payment: chosen plan, add-on, consents, contacts beyond the no-plan limit.';
comment on column public.registrations.user_id is 'The member who registered; also the primary key.';
comment on column public.registrations.protected_person is 'self: the account holder is protected. other: they registered someone they care for.';
comment on column public.registrations.plan_id is 'The plan chosen at registration, handed to checkout; null if it was withdrawn from the catalogue since.';
comment on column public.registrations.spain_call_centre is 'The Spain call-centre service was chosen (offered only when the country is Spain).';
comment on column public.registrations.waiting_contacts is 'Emergency contacts beyond the no-plan limit ({name, relationship, phone, email} objects in priority order), written when a plan becomes active.';
comment on column public.registrations.terms_accepted_at is 'When the terms and privacy policy were accepted.';
comment on column public.registrations.health_data_consent_at is 'When explicit consent to store health data was given; null without it (then no medical profile is kept).';
comment on column public.registrations.created_at is 'When the member first registered.';
comment on column public.registrations.updated_at is 'When the registration was last recorded again (e.g. through /register-classic).';

create trigger registrations_set_updated_at
  before update on public.registrations
  for each row execute function public.set_updated_at();

alter table public.registrations enable row level security;

-- Written only by record_registration (service role); members read their own for the plan hand-off.
create policy "Members can read their own registration"
  on public.registrations for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read every registration"
  on public.registrations for select to authenticated
  using ((select public.is_admin()));

/**
 * Moves waiting contacts into emergency_contacts, as many as the member's limit now allows, in
 * their order after the contacts already there; what still does not fit keeps waiting.
 */
create function private.apply_waiting_contacts(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  waiting jsonb;
  held integer;
  room integer;
  next_priority integer;
begin
  select r.waiting_contacts into waiting from public.registrations r where r.user_id = member for update;
  if waiting is null or jsonb_array_length(waiting) = 0 then
    return;
  end if;
  select count(*), coalesce(max(c.priority), 0) into held, next_priority from public.emergency_contacts c where c.user_id = member;
  room := greatest(private.emergency_contact_limit_for(member) - held, 0);
  if room = 0 then
    return;
  end if;
  insert into public.emergency_contacts (user_id, name, relationship, phone, email, language, priority, channels)
  select member, w.value ->> 'name', nullif(w.value ->> 'relationship', ''), nullif(w.value ->> 'phone', ''),
         nullif(w.value ->> 'email', ''), p.preferred_language, least(next_priority + w.ordinality, 50)::smallint,
         private.contact_channels(nullif(w.value ->> 'phone', ''), nullif(w.value ->> 'email', ''))
  from jsonb_array_elements(waiting) with ordinality as w(value, ordinality)
  join public.profiles p on p.user_id = member
  where w.ordinality <= room;
  update public.registrations r
  set waiting_contacts = coalesce((select jsonb_agg(w.value order by w.ordinality)
                                   from jsonb_array_elements(waiting) with ordinality as w(value, ordinality)
                                   where w.ordinality > room), '[]'::jsonb)
  where r.user_id = member;
end;
$$;
comment on function private.apply_waiting_contacts(uuid) is 'Internal: writes a member''s waiting registration contacts up to their current emergency contact limit.';
revoke execute on function private.apply_waiting_contacts(uuid) from public, anon, authenticated;

/** The channels a contact can be reached on: e-mail when there is an address, SMS when there is a number. */
create function private.contact_channels(phone text, email text)
returns public.notification_channel[]
language sql
immutable
set search_path = ''
as $$
  select array_remove(array[
    case when email is not null then 'email'::public.notification_channel end,
    case when phone is not null then 'sms'::public.notification_channel end
  ], null);
$$;
comment on function private.contact_channels(text, text) is 'Internal: email and/or sms, by which of the two a contact has.';
revoke execute on function private.contact_channels(text, text) from public, anon, authenticated;

/** A subscription that becomes active or trialing raises the limit: waiting contacts move in. */
create function private.on_subscription_active_apply_waiting_contacts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('active', 'trialing') and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    perform private.apply_waiting_contacts(new.user_id);
  end if;
  return new;
end;
$$;
comment on function private.on_subscription_active_apply_waiting_contacts() is 'Trigger: when a subscription becomes active or trialing, the member''s waiting registration contacts are written.';
revoke execute on function private.on_subscription_active_apply_waiting_contacts() from public, anon, authenticated;

create trigger subscriptions_apply_waiting_contacts
  after insert or update of status on public.subscriptions
  for each row execute function private.on_subscription_active_apply_waiting_contacts();

/** The same contact: name (any case), phone and e-mail (any case) all as given. */
create function private.is_same_contact(existing public.emergency_contacts, given jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select lower(existing.name) = lower(given ->> 'name')
     and existing.phone is not distinct from nullif(given ->> 'phone', '')
     and lower(existing.email) is not distinct from lower(nullif(given ->> 'email', ''));
$$;
comment on function private.is_same_contact(public.emergency_contacts, jsonb) is 'Internal: whether a stored emergency contact is the one given (name, phone, e-mail).';
revoke execute on function private.is_same_contact(public.emergency_contacts, jsonb) from public, anon, authenticated;

/**
 * Records a registration for `member` (validated by the app's registration schema before it gets
 * here; the table checks hold either way). One transaction: the profile's details, the emergency
 * contacts (replacing the member's list, in the order given, up to their limit; the rest wait),
 * the medical essentials when health data consent was given (removed when it was withheld), and
 * the registration row. Called with the secret key only: right after sign-up, before the e-mail is
 * confirmed, there is no session to act as, and /register-classic records for the signed-in member
 * through the same function so both paths write the same rows.
 *
 * p: {protectedPerson, protectedName, phone, country, language, planId, spainCallCentre,
 *     contacts: [{name, relationship, phone|null, email|null}], medical: {bloodType, conditions,
 *     medications, allergies} | null, healthDataConsent}
 */
create function public.record_registration(member uuid, p jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang public.language_code := (p ->> 'language')::public.language_code;
  contacts jsonb := coalesce(p -> 'contacts', '[]'::jsonb);
  room integer;
  consent boolean := coalesce((p ->> 'healthDataConsent')::boolean, false);
  plan uuid := nullif(p ->> 'planId', '')::uuid;
  contact jsonb;
  place bigint;
begin
  if not public.is_trusted_role() then
    raise exception 'Only the server records registrations' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles where user_id = member) then
    raise exception 'No profile for this member' using errcode = 'P0002';
  end if;

  update public.profiles
  set full_name = p ->> 'protectedName',
      phone = p ->> 'phone',
      country = p ->> 'country',
      preferred_language = lang
  where user_id = member;

  insert into public.registrations (user_id, protected_person, plan_id, spain_call_centre, waiting_contacts, terms_accepted_at, health_data_consent_at)
  values (member, p ->> 'protectedPerson',
          (select id from public.subscription_plans where id = plan),
          coalesce((p ->> 'spainCallCentre')::boolean, false), '[]'::jsonb, now(),
          case when consent then now() end)
  on conflict (user_id) do update
  set protected_person = excluded.protected_person,
      plan_id = excluded.plan_id,
      spain_call_centre = excluded.spain_call_centre,
      waiting_contacts = '[]'::jsonb,
      -- The first acceptance and consent are the ones on record while they still hold.
      terms_accepted_at = public.registrations.terms_accepted_at,
      health_data_consent_at = case when consent then coalesce(public.registrations.health_data_consent_at, now()) end;

  -- The list given replaces the member's list. A contact given again (same name, phone and e-mail)
  -- keeps its row, so the deliveries already sent to it stay linked to it.
  room := private.emergency_contact_limit_for(member);
  delete from public.emergency_contacts e
  where e.user_id = member
    and not exists (
      select 1 from jsonb_array_elements(contacts) with ordinality as c(value, ordinality)
      where c.ordinality <= room and private.is_same_contact(e, c.value));
  for contact, place in
    select c.value, c.ordinality from jsonb_array_elements(contacts) with ordinality as c(value, ordinality) where c.ordinality <= room
  loop
    update public.emergency_contacts e
    set relationship = nullif(contact ->> 'relationship', ''), language = lang, priority = place::smallint
    where e.user_id = member and private.is_same_contact(e, contact);
    if not found then
      insert into public.emergency_contacts (user_id, name, relationship, phone, email, language, priority, channels)
      values (member, contact ->> 'name', nullif(contact ->> 'relationship', ''), nullif(contact ->> 'phone', ''),
              nullif(contact ->> 'email', ''), lang, place::smallint,
              private.contact_channels(nullif(contact ->> 'phone', ''), nullif(contact ->> 'email', '')));
    end if;
  end loop;
  update public.registrations
  set waiting_contacts = coalesce((select jsonb_agg(c.value order by c.ordinality)
                                   from jsonb_array_elements(contacts) with ordinality as c(value, ordinality)
                                   where c.ordinality > room), '[]'::jsonb)
  where user_id = member;

  if not consent then
    -- Without consent no health data is kept (GDPR art. 9), including what an earlier answer stored.
    delete from public.medical_profiles where user_id = member;
  elsif jsonb_typeof(p -> 'medical') = 'object' then
    insert into public.medical_profiles (user_id, blood_type, conditions, medications, allergies)
    values (member, p -> 'medical' ->> 'bloodType',
            array(select jsonb_array_elements_text(coalesce(p -> 'medical' -> 'conditions', '[]'::jsonb))),
            array(select jsonb_array_elements_text(coalesce(p -> 'medical' -> 'medications', '[]'::jsonb))),
            array(select jsonb_array_elements_text(coalesce(p -> 'medical' -> 'allergies', '[]'::jsonb))))
    on conflict (user_id) do update
    set blood_type = excluded.blood_type,
        conditions = excluded.conditions,
        medications = excluded.medications,
        allergies = excluded.allergies;
  end if;
end;
$$;
comment on function public.record_registration(uuid, jsonb) is 'Server only: writes a validated registration (profile, contacts, medical essentials with consent, waiting plan and contacts) in one transaction.';
revoke execute on function public.record_registration(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.record_registration(uuid, jsonb) to service_role;
