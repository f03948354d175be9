-- Issue 18: admin powers need a second factor.
--
-- Hosted Supabase's guidance (supabase.com/docs/guides/auth/auth-mfa, "Enforce rules for MFA
-- logins") is to check `auth.jwt() ->> 'aal'` in RLS. Every admin power in this schema, the
-- admin-only writes (catalogue, site content, subscriptions, orders, contact messages, SOS limits,
-- roles) and also the admin reads of other people's health data, locations and alarms, and the
-- call centre's security-definer functions (add_call_centre_step, the access log), asks one
-- question: `public.is_admin()`. Answering it "yes" only for a session that has passed the second
-- factor (aal2) puts the rule in every one of those places at once, where a restrictive policy per
-- table and command would have to be repeated some thirty times and would still miss the functions.
--
-- An admin whose session is aal1 (password only) is treated as the member they also are: their own
-- rows stay theirs, everything else is refused as for any member. The app sends them to the
-- second-factor step of sign-in before the admin area (lib/auth/second-factor.ts).
-- The service role never was an admin here (no auth.uid()) and is unaffected.

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
     and exists (
       select 1 from public.profiles p
       where p.user_id = (select auth.uid()) and p.role = 'admin'
     );
$$;
comment on function public.is_admin() is 'True when the caller is signed in with a second factor (aal2) and their profile role is admin.';
