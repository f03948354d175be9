/**
 * ADMIN SETUP THROTTLE (issue 17, item 8)
 * /admin-setup used to check the setup secret first, with no limit, so anyone signed in could try
 * codes as fast as they liked, even after an admin existed. Now the app asks admin_setup_gate
 * first: "an admin already exists" ends it before any code is compared, and wrong codes are
 * counted here (per person, and for everyone together, so many accounts do not multiply the
 * tries). Kept in the database, not in memory: every app instance sees the same count.
 */
create table private.admin_setup_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  at timestamptz not null default now()
);
comment on table private.admin_setup_failures is 'Wrong setup codes entered at /admin-setup, for the throttle; kept one day.';
create index admin_setup_failures_user_at on private.admin_setup_failures (user_id, at);
create index admin_setup_failures_at on private.admin_setup_failures (at);

/**
 * Before a code is compared: 'adminExists' once any admin exists; 'throttled' after 5 wrong codes
 * from this person in 15 minutes, or 50 from everyone in an hour; otherwise 'open'.
 */
create function public.admin_setup_gate(target_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.profiles where role = 'admin') then 'adminExists'
    when (select count(*) from private.admin_setup_failures f
          where f.user_id = target_user and f.at > now() - interval '15 minutes') >= 5 then 'throttled'
    when (select count(*) from private.admin_setup_failures f
          where f.at > now() - interval '1 hour') >= 50 then 'throttled'
    else 'open'
  end;
$$;
comment on function public.admin_setup_gate(uuid) is 'Service role: whether /admin-setup may compare a code for this user now (adminExists, throttled, open).';
revoke execute on function public.admin_setup_gate(uuid) from public, anon, authenticated;
grant execute on function public.admin_setup_gate(uuid) to service_role;

/** A wrong code was entered: counted for the throttle; entries older than a day go. */
create function public.record_admin_setup_failure(target_user uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.admin_setup_failures where at < now() - interval '1 day';
  insert into private.admin_setup_failures (user_id) values (target_user);
$$;
comment on function public.record_admin_setup_failure(uuid) is 'Service role: counts one wrong /admin-setup code for the throttle.';
revoke execute on function public.record_admin_setup_failure(uuid) from public, anon, authenticated;
grant execute on function public.record_admin_setup_failure(uuid) to service_role;
