/**
 * EMERGENCY CONTACTS
 * People to notify by e-mail or SMS when the member raises an SOS. They need no account.
 * How many a member may keep depends on their plan (docs/product.md#rules, docs/product.md#limits-and-constants: up to 5 on Family Connection and
 * Premium Protection); the database enforces it so no client can go past it.
 */
create table public.emergency_contacts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  relationship text check (char_length(relationship) <= 100),
  phone text check (char_length(phone) <= 40),
  email text check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  language public.language_code not null default 'en',
  priority smallint not null default 1 check (priority between 1 and 50),
  channels public.notification_channel[] not null default '{email,sms}'
    check (channels <@ '{email,sms}'::public.notification_channel[] and cardinality(channels) >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (phone is not null or email is not null)
);
comment on table public.emergency_contacts is 'People notified by e-mail or SMS when the member raises an SOS; the count is limited by plan.';
comment on column public.emergency_contacts.id is 'Contact id.';
comment on column public.emergency_contacts.user_id is 'The member whose contact this is.';
comment on column public.emergency_contacts.name is 'Contact''s name.';
comment on column public.emergency_contacts.relationship is 'Free text: son, neighbour, GP, ...';
comment on column public.emergency_contacts.phone is 'Phone number in international format, for SMS.';
comment on column public.emergency_contacts.email is 'E-mail address.';
comment on column public.emergency_contacts.language is 'Language the alert is written in.';
comment on column public.emergency_contacts.priority is '1 is contacted first; ties keep creation order.';
comment on column public.emergency_contacts.channels is 'Channels to use: email and/or sms (at least one).';
comment on column public.emergency_contacts.created_at is 'When the contact was added.';
comment on column public.emergency_contacts.updated_at is 'When the contact last changed.';

create index emergency_contacts_user_id_idx on public.emergency_contacts (user_id, priority);

create trigger emergency_contacts_set_updated_at
  before update on public.emergency_contacts
  for each row execute function public.set_updated_at();

alter table public.emergency_contacts enable row level security;

create policy "Members can read their own emergency contacts"
  on public.emergency_contacts for select to authenticated
  using (user_id = (select auth.uid()));

-- The call centre needs to know whom to call.
create policy "Admins can read every emergency contact"
  on public.emergency_contacts for select to authenticated
  using ((select public.is_admin()));

create policy "Members can add their own emergency contacts"
  on public.emergency_contacts for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members can update their own emergency contacts"
  on public.emergency_contacts for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members can delete their own emergency contacts"
  on public.emergency_contacts for delete to authenticated
  using (user_id = (select auth.uid()));

/**
 * How many emergency contacts `member` may keep: the highest max_emergency_contacts among plans
 * of their active or trialing subscriptions. Without such a subscription the limit is 1, so a
 * new member can name one contact before paying and still complete their profile checklist.
 * Internal (schema private): the app calls emergency_contact_limit().
 */
create function private.emergency_contact_limit_for(member uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(max(p.max_emergency_contacts), 1)
  from public.subscriptions s
  join public.subscription_plans p on p.id = s.plan_id
  where s.user_id = emergency_contact_limit_for.member
    and s.status in ('active', 'trialing');
$$;
comment on function private.emergency_contact_limit_for(uuid) is 'Internal: the emergency contact limit of a member (1 without an active or trialing subscription).';
revoke execute on function private.emergency_contact_limit_for(uuid) from public, anon, authenticated;

/** The caller's own emergency contact limit, for "3 of 5 used" in the app. */
create function public.emergency_contact_limit()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when (select auth.uid()) is null then 0
              else private.emergency_contact_limit_for((select auth.uid())) end;
$$;
comment on function public.emergency_contact_limit() is 'How many emergency contacts the signed-in member may keep under their plan (1 without a subscription).';

/**
 * Refuses a contact beyond the plan's limit with error code ICE01 (HTTP 409), hint emergency_contact_limit and
 * detail {"limit": n, "current": m}, so the app can show a translated message. Rows already over
 * the limit after a downgrade stay; only new ones are refused. An advisory lock per member makes
 * two simultaneous inserts count one after the other.
 */
create function public.enforce_emergency_contact_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  contact_limit integer;
  current_count integer;
begin
  if tg_op = 'UPDATE' and new.user_id = old.user_id then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('public.emergency_contacts'), hashtext(new.user_id::text));
  contact_limit := private.emergency_contact_limit_for(new.user_id);
  select count(*) into current_count from public.emergency_contacts c where c.user_id = new.user_id;
  if current_count >= contact_limit then
    perform private.raise_app_error(
      'ICE01',
      format('Emergency contact limit reached: your plan allows up to %s %s',
             contact_limit, case when contact_limit = 1 then 'contact' else 'contacts' end),
      'emergency_contact_limit',
      409,
      json_build_object('limit', contact_limit, 'current', current_count)::text
    );
  end if;
  return new;
end;
$$;
comment on function public.enforce_emergency_contact_limit() is 'Trigger: refuses an emergency contact beyond the plan limit (error code ICE01, HTTP 409).';

create trigger emergency_contacts_enforce_limit
  before insert or update of user_id on public.emergency_contacts
  for each row execute function public.enforce_emergency_contact_limit();
