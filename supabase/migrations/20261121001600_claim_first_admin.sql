/**
 * FIRST ADMIN
 * /admin-setup makes a signed-in user the first admin, only while no admin exists and only with
 * the setup secret (checked by the app, which then calls this with the service role). Checking
 * "no admin yet" and promoting in two calls would let two simultaneous claims both win, so both
 * happen here, serialised by a transaction-scoped advisory lock.
 */
create function public.claim_first_admin(target_user uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A second concurrent claim waits here until the first commits, then sees its admin.
  perform pg_advisory_xact_lock(hashtext('public.claim_first_admin'));

  if exists (select 1 from public.profiles where role = 'admin') then
    return false;
  end if;

  update public.profiles set role = 'admin' where user_id = target_user;
  if not found then
    raise exception 'No profile for user %', target_user
      using errcode = 'P0002', hint = 'profile_not_found';
  end if;
  return true;
end;
$$;
comment on function public.claim_first_admin(uuid) is
  'Promotes the given user to admin only while no admin exists; true when promoted, false when an admin already exists. Service role only: the caller has checked the setup secret.';

revoke execute on function public.claim_first_admin(uuid) from public, anon, authenticated;
grant execute on function public.claim_first_admin(uuid) to service_role;
