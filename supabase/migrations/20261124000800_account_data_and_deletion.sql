/**
 * ACCOUNT DATA AND DELETION (issue 21)
 *
 * 1. The Medical ID gains the member's doctor (name and phone), with the same kind of checks as
 *    the rest of the profile; the lists (allergies, conditions, medications) get the limits the
 *    registration already applies (at most 20 entries of at most 200 characters, none blank), so a
 *    direct Data API write cannot store more than the app ever shows. Registration used to store
 *    blank entries as given, so existing ones are removed first and record_registration
 *    (20261124000400) is redefined to drop them.
 *
 * 2. A member may delete their account. Deleting the auth user cascades through profiles to
 *    everything that is theirs, but invoicing law (e.g. Spain's and the Netherlands' seven-year
 *    retention of invoices) makes us keep the billing records. Until now `subscriptions` and
 *    `orders` cascaded with the profile; here they are detached instead: user_id becomes nullable
 *    and is set null on delete, and `member_deleted_at` says when the person behind the record left.
 *    What stays is what an invoice needs and nothing more: the plan or product, amounts, dates, the
 *    provider's references (its invoices hold the billing name and address), and for orders the
 *    address the hardware was shipped to (name and address lines, never a phone number). A record
 *    with no member is readable by admins only: the members' policies compare user_id with
 *    auth.uid(), which a null never equals.
 *
 *    The messages the person sent through the contact form would otherwise keep their name,
 *    address and text after the account is gone (user_id is set null there), so they are removed
 *    with the account. Every other reference to a profile either cascades (their own rows) or is
 *    set null (their part in someone else's record: an access-log reader, an alarm's acknowledger).
 */

/** 1. MEDICAL ID: the doctor, and limits on the lists. */

/**
 * True when every entry of a list is non-blank text of at most max_length characters (a null
 * entry does not fit either).
 *
 * It must keep EXECUTE for PUBLIC (the default for a new function): the checks below call it, and
 * a check runs with the rights of whoever writes the row, which for a member saving their Medical
 * ID through the Data API is `authenticated`. Revoking it would make every such save fail.
 */
create function private.entries_fit(entries text[], max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(coalesce(char_length(btrim(entry)) between 1 and max_length, false)), true) from unnest(entries) as entry;
$$;
comment on function private.entries_fit(text[], integer) is 'Check helper: every entry of the list is non-blank and at most max_length characters. Keeps EXECUTE for PUBLIC: member writes run it as authenticated.';

/** The list without its blank (or null) entries, in the same order. */
create function private.without_blank_entries(entries text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(e.entry order by e.place), '{}') from unnest(entries) with ordinality as e(entry, place) where btrim(e.entry) <> '';
$$;
comment on function private.without_blank_entries(text[]) is 'Internal: a text list without its blank or null entries, order kept.';
revoke execute on function private.without_blank_entries(text[]) from public, anon, authenticated;

/**
 * Registration allowed blank entries until now (record_registration stored the lists as given),
 * so existing Medical IDs may hold '' entries, which the new checks refuse. They carry nothing,
 * so they go before the checks are added.
 */
update public.medical_profiles
set allergies = private.without_blank_entries(allergies),
    conditions = private.without_blank_entries(conditions),
    medications = private.without_blank_entries(medications)
where not (private.entries_fit(allergies, 2147483647) and private.entries_fit(conditions, 2147483647) and private.entries_fit(medications, 2147483647));

alter table public.medical_profiles
  add column doctor_name text check (char_length(btrim(doctor_name)) between 1 and 200),
  add column doctor_phone text check (doctor_phone ~ '^\+[1-9][0-9]{6,14}$'),
  add constraint medical_profiles_allergies_fit check (cardinality(allergies) <= 20 and private.entries_fit(allergies, 200)) not valid,
  add constraint medical_profiles_conditions_fit check (cardinality(conditions) <= 20 and private.entries_fit(conditions, 200)) not valid,
  add constraint medical_profiles_medications_fit check (cardinality(medications) <= 20 and private.entries_fit(medications, 200)) not valid;
comment on column public.medical_profiles.doctor_name is 'The member''s own doctor (general practitioner), for responders; null when not given.';
comment on column public.medical_profiles.doctor_phone is 'The doctor''s phone number in E.164 (+34600123456); null when not given.';

/**
 * The limits hold for every write from now on (a NOT VALID check is still checked on every insert
 * and update). Existing rows are checked here, after the clean-up above. Our forms never allowed
 * more than 20 entries of 200 characters, but a member writing through the Data API could have
 * stored more; such a row is not cut short (that would silently lose medical information shown to
 * responders) and does not stop the deployment: its check stays NOT VALID, a warning names it, and
 * the member's next save must fit, which the Medical ID form asks of them anyway.
 */
do $$
declare
  list text;
begin
  foreach list in array array['allergies', 'conditions', 'medications'] loop
    begin
      execute format('alter table public.medical_profiles validate constraint %I', 'medical_profiles_' || list || '_fit');
    exception when check_violation then
      raise warning 'medical_profiles_%_fit stays NOT VALID: some Medical IDs hold more than 20 entries or an entry over 200 characters (see the migration''s note)', list;
    end;
  end loop;
end;
$$;

/**
 * Registration: blank list entries are dropped (the app's schema drops them too), so an answer
 * left empty cannot break the new checks. The rest is 20261124000400's record_registration as it
 * was; only the three lists of the medical essentials changed.
 */
create or replace function public.record_registration(member uuid, p jsonb)
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
    -- Blank entries carry nothing and would break medical_profiles' list checks: they are dropped.
    insert into public.medical_profiles (user_id, blood_type, conditions, medications, allergies)
    values (member, p -> 'medical' ->> 'bloodType',
            private.without_blank_entries(array(select jsonb_array_elements_text(coalesce(p -> 'medical' -> 'conditions', '[]'::jsonb)))),
            private.without_blank_entries(array(select jsonb_array_elements_text(coalesce(p -> 'medical' -> 'medications', '[]'::jsonb)))),
            private.without_blank_entries(array(select jsonb_array_elements_text(coalesce(p -> 'medical' -> 'allergies', '[]'::jsonb)))))
    on conflict (user_id) do update
    set blood_type = excluded.blood_type,
        conditions = excluded.conditions,
        medications = excluded.medications,
        allergies = excluded.allergies;
  end if;
end;
$$;
comment on function public.record_registration(uuid, jsonb) is 'Server only: writes a validated registration (profile, contacts, medical essentials with consent, waiting plan and contacts) in one transaction; blank medical list entries are dropped.';
revoke execute on function public.record_registration(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.record_registration(uuid, jsonb) to service_role;

/** 2. BILLING RECORDS OUTLIVE THE ACCOUNT. */

alter table public.subscriptions alter column user_id drop not null;
alter table public.subscriptions drop constraint subscriptions_user_id_fkey;
alter table public.subscriptions
  add constraint subscriptions_user_id_fkey foreign key (user_id) references public.profiles (user_id) on delete set null;
alter table public.subscriptions add column member_deleted_at timestamptz;
comment on column public.subscriptions.user_id is 'The subscribed member; null once they deleted their account (the record is kept for invoicing law).';
comment on column public.subscriptions.member_deleted_at is 'When the member deleted their account; the row is then kept only as a billing record, readable by admins.';

alter table public.orders alter column user_id drop not null;
alter table public.orders drop constraint orders_user_id_fkey;
alter table public.orders
  add constraint orders_user_id_fkey foreign key (user_id) references public.profiles (user_id) on delete set null;
alter table public.orders add column member_deleted_at timestamptz;
comment on column public.orders.user_id is 'The member who bought; null once they deleted their account (the record is kept for invoicing law).';
comment on column public.orders.member_deleted_at is 'When the buyer deleted their account; the row is then kept only as a billing record, readable by admins.';

/**
 * Before a profile goes: stamps its billing records as belonging to a deleted account (the foreign
 * keys then set their user_id null) and removes the contact-form messages it sent. A trigger rather
 * than a step in the app, so an account removed any other way (an admin, the auth server's own
 * tools) is treated the same. Security definer: the deletion may come from the auth server's role,
 * which has no rights on these tables.
 */
create function private.before_profile_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.subscriptions set member_deleted_at = now() where user_id = old.user_id;
  update public.orders set member_deleted_at = now() where user_id = old.user_id;
  delete from public.contact_messages where user_id = old.user_id;
  return old;
end;
$$;
comment on function private.before_profile_deleted() is 'Trigger: before a profile is deleted, marks its subscriptions and orders as kept billing records and deletes its contact-form messages.';
revoke execute on function private.before_profile_deleted() from public;

create trigger profiles_before_delete
  before delete on public.profiles
  for each row execute function private.before_profile_deleted();
