/**
 * A LIVE FAMILY LINK, DECIDED WITHOUT A FUNCTION CALL PER LINK
 * family_link_is_live and family_link_has_expired (20261121000500_family_access.sql) stay the one
 * rule for a live link. They were written with `set search_path = ''`, and PostgreSQL never
 * inlines a function that carries a SET clause: each link checked was two SQL function calls, each
 * saving and restoring the setting. An alarm's family is every live link of the member, so
 * sos_alert_recipients paid that 500 times for 500 family members (7 ms on PostgreSQL, 15 ms on
 * PGlite; 0.9 and 1.1 ms inlined), and queue_family_sos_alerts, which asks it once per channel,
 * took 31-36 ms on PostgreSQL and 63-69 ms on PGlite for those 500 (20 and 34-38 ms inlined),
 * while the alarm was being fanned out (`npm run bench:sos` prints the family rows' time). Every
 * family policy pays it per row as well, through has_family_permission.
 *
 * Without the SET clause the planner puts the two conditions in place of the call. Nothing in the
 * bodies depends on a search path: every type, function and operator is named with its schema, so
 * a caller's search path cannot change what they mean. Supabase's linter reports any function
 * without a fixed search_path (function_search_path_mutable); for these two that is the price of
 * being inlined, and the fully qualified bodies are what that lint protects.
 */
create or replace function public.family_link_has_expired(link_expires_at timestamptz)
returns boolean
language sql
stable
as $$
  select link_expires_at is not null
     and link_expires_at operator(pg_catalog.<=) pg_catalog.now();
$$;

create or replace function public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamptz)
returns boolean
language sql
stable
as $$
  -- `is not distinct from` would look its operator up by search path; this names it, and a null
  -- status is not active.
  select coalesce(link_status operator(pg_catalog.=) 'active'::public.family_link_status, false)
     and not public.family_link_has_expired(link_expires_at);
$$;
