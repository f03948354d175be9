/**
 * REALTIME
 * Tables whose changes are pushed to subscribed clients (postgres_changes), with RLS applied per
 * subscriber: live site content preview, SOS events and their timeline, notifications, family
 * links and device status. Hosted Supabase already has the publication; the local server and a
 * bare PostgreSQL get it created here. Coordinates are in none of these tables (see the SOS file).
 */
do $$
declare
  realtime_table text;
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach realtime_table in array array[
    'site_content', 'sos_events', 'sos_timeline', 'notifications', 'family_links', 'devices'
  ] loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = realtime_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', realtime_table);
    end if;
  end loop;
end;
$$;
