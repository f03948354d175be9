/**
 * PUBLIC-DATA WEBHOOK (hosted Supabase only; not a migration, because the local server has no
 * pg_net). Run once per project after `supabase db push`, and again after changing it.
 * README.md "Deploying against a hosted Supabase project"; docs/architecture.md#cached-public-pages.
 *
 * The homepage, the pendant page and the Spain page are cached by the app and render again when
 * their data changes. Changes made through the app's admin screens expire them at once by
 * themselves; this file covers every other way in (the dashboard's table editor, SQL, scripts):
 * after each statement that changes the catalogue or the site content, the database tells the app
 * which table changed (POST /api/webhooks/public-data). pg_net sends after the transaction commits,
 * so a write never waits for it; a lost call is caught by the pages' own 5-minute limit.
 *
 * Before running it, store where the app is and the project's secret key in Vault:
 *   select vault.create_secret('https://<your-site>/api/webhooks/public-data', 'public_data_webhook_url');
 *   select vault.create_secret('<SUPABASE_SECRET_KEY>', 'public_data_webhook_secret');
 */
create extension if not exists pg_net;

create or replace function private.announce_public_data_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  endpoint text;
  secret text;
begin
  select s.decrypted_secret into endpoint from vault.decrypted_secrets s where s.name = 'public_data_webhook_url';
  select s.decrypted_secret into secret from vault.decrypted_secrets s where s.name = 'public_data_webhook_secret';
  if endpoint is null or secret is null then
    raise warning 'The public-data webhook is not configured: create the Vault secrets public_data_webhook_url and public_data_webhook_secret';
    return null;
  end if;
  perform net.http_post(
    url := endpoint,
    headers := jsonb_build_object('Authorization', 'Bearer ' || secret, 'Content-Type', 'application/json'),
    body := jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name),
    timeout_milliseconds := 5000
  );
  return null;
end;
$$;
comment on function private.announce_public_data_change() is 'Trigger: tells the app (POST /api/webhooks/public-data) that a table its cached public pages show has changed.';
revoke execute on function private.announce_public_data_change() from public, anon, authenticated;

-- Once per statement: a bulk edit is one call, not one per row. Running this file again is safe.
do $$
declare
  source text;
begin
  foreach source in array array['subscription_plans', 'products', 'regional_services', 'site_content', 'status_incidents', 'status_incident_updates'] loop
    execute format('drop trigger if exists %I on public.%I', source || '_announce_change', source);
    execute format(
      'create trigger %I after insert or update or delete on public.%I for each statement execute function private.announce_public_data_change()',
      source || '_announce_change',
      source
    );
  end loop;
end;
$$;
