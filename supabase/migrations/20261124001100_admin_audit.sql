/**
 * ADMIN AUDIT (issue 22)
 * Every admin action is kept with who, when, and what changed (before → after), readable by admins
 * only. Rows are written by AFTER triggers on the tables admins change, never through the API, so
 * an action cannot happen without its row and nobody can add, edit or remove one afterwards.
 *
 * What counts as an admin action: a change made in a request whose caller is an admin, i.e.
 * auth.uid() is set and public.is_admin() is true (an aal2 session of a profile with role admin;
 * migration 20261124000300). The incident functions (acknowledge_sos, end_sos,
 * add_call_centre_step) are security definer but keep the caller's JWT, so their writes are
 * recorded with the admin as actor too.
 * Not recorded, on purpose: changes by members (their own rows) and by the service role or
 * migrations (no auth.uid(): server jobs, webhooks, seeding). Those are not admin actions; when an
 * admin feature writes through the service role, it must write on the admin's own session instead
 * to be audited.
 *
 * Personal data stays out: profiles keep only the role, contact messages only the status, alarms
 * only their status and who acknowledged, claimed or ended them, call-centre steps only their
 * kind (never the note). Catalogue rows and site content are not personal and are kept whole.
 */

/**
 * The admin actions: <kind>.<what happened>, e.g. content.update, catalogue.create, member.role,
 * incident.claimed, incident.call_made, incident.resolved, inbox.status.
 */
create table public.admin_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references public.profiles (user_id) on delete set null,
  -- A shape, not a fixed list: a new step added to an incident function must never make the
  -- admin's action fail because its audit row does not fit.
  action text not null check (action ~ '^(content|catalogue|member|incident|inbox)\.[a-z_]{1,40}$'),
  entity text not null check (char_length(entity) between 1 and 100),
  entity_id text,
  before jsonb check (before is null or jsonb_typeof(before) = 'object'),
  after jsonb check (after is null or jsonb_typeof(after) = 'object')
);
comment on table public.admin_audit is 'One row per admin action (who, when, what, before and after). Written only by triggers; admins read it.';
comment on column public.admin_audit.id is 'Row id, increasing in the order actions were recorded.';
comment on column public.admin_audit.at is 'When the action happened (transaction time).';
comment on column public.admin_audit.actor_id is 'The admin who acted; null once their profile is deleted.';
comment on column public.admin_audit.action is 'What happened, as <kind>.<verb>; kind is content, catalogue, member, incident or inbox.';
comment on column public.admin_audit.entity is 'The table changed: site_content, subscription_plans, products, regional_services, profiles, sos_events or contact_messages.';
comment on column public.admin_audit.entity_id is 'The changed row''s id (the key for site_content, the user id for profiles, the alarm for incident steps).';
comment on column public.admin_audit.before is 'The changed fields before the action (only those that changed on an update; null on a create).';
comment on column public.admin_audit.after is 'The changed fields after the action (null on a delete).';

create index admin_audit_at_idx on public.admin_audit (at desc, id desc);
-- The audit page filters by kind through the tables of that kind.
create index admin_audit_entity_at_idx on public.admin_audit (entity, at desc);
create index admin_audit_actor_id_idx on public.admin_audit (actor_id);

alter table public.admin_audit enable row level security;

create policy "Admins can read the audit log"
  on public.admin_audit for select to authenticated
  using ((select public.is_admin()));

-- No insert, update or delete policies, and no such privilege for any API role, the service role
-- included: only the triggers below write, and nobody rewrites history through the API.
revoke insert, update, delete, truncate on public.admin_audit from anon, authenticated, service_role;

/**
 * Trigger (BEFORE, FOR EACH ROW): the log is append-only and written only from the triggers below.
 * A privilege cannot say that on its own: the service role may hold every privilege a local or
 * self-hosted set-up grants it, and bypasses RLS. A row written from record_admin_change runs at
 * trigger depth 2 (its trigger, then this one); a direct API write runs at depth 1 and is refused.
 * The one change allowed is the foreign key's own "set null" when an admin's profile is deleted
 * (an RI trigger, so also at depth 2), so deleting an account never fails because of the log.
 */
create function private.guard_admin_audit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() >= 2
     and (tg_op = 'INSERT'
          or (tg_op = 'UPDATE' and new.actor_id is null
              and (to_jsonb(new) - 'actor_id') = (to_jsonb(old) - 'actor_id'))) then
    return new;
  end if;
  raise exception 'The admin audit log cannot be written through the API'
    using errcode = '42501', hint = 'admin_audit_read_only';
end;
$$;
comment on function private.guard_admin_audit() is 'Trigger: refuses every write to admin_audit except the audit triggers'' inserts and the actor foreign key''s set null.';
revoke execute on function private.guard_admin_audit() from public, anon, authenticated;

create trigger admin_audit_append_only
  before insert or update or delete on public.admin_audit
  for each row execute function private.guard_admin_audit();

/**
 * Trigger (AFTER, FOR EACH ROW): records the change when an admin made it.
 * Arguments: the kind (content, catalogue, member, incident, inbox), the id column, then the
 * columns to keep (none: every column but updated_at). An update keeps only the kept columns that
 * changed and records nothing when none did.
 * Security definer: it writes admin_audit, which no API role may write.
 */
create function private.record_admin_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  kind text := tg_argv[0];
  id_column text := tg_argv[1];
  kept text[] := case when tg_nargs > 2 then tg_argv[2:tg_nargs - 1] end;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changed text[];
  before_fields jsonb;
  after_fields jsonb;
  verb text;
begin
  if actor is null then
    return null;
  end if;
  -- An admin who demotes themselves is no admin any more when this AFTER trigger runs: the role
  -- change is still theirs (guard_profile_role let it through as an admin's).
  if not (public.is_admin()
          or (tg_table_name = 'profiles' and tg_op = 'UPDATE'
              and old_row ->> 'user_id' = actor::text and old_row ->> 'role' = 'admin'
              and coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2')) then
    return null;
  end if;

  select coalesce(array_agg(f.key), '{}') into changed
    from jsonb_each(coalesce(new_row, old_row)) f
   where f.key <> 'updated_at'
     and (kept is null or f.key = any (kept))
     and (tg_op <> 'UPDATE' or (new_row -> f.key) is distinct from (old_row -> f.key));
  if cardinality(changed) = 0 then
    return null;
  end if;
  if old_row is not null then
    select jsonb_object_agg(f.key, f.value) into before_fields from jsonb_each(old_row) f where f.key = any (changed);
  end if;
  if new_row is not null then
    select jsonb_object_agg(f.key, f.value) into after_fields from jsonb_each(new_row) f where f.key = any (changed);
  end if;

  verb := case
    when kind = 'member' then 'role'
    when kind = 'inbox' then case tg_op when 'DELETE' then 'delete' else 'status' end
    when kind = 'incident' and tg_table_name = 'sos_timeline' then new_row ->> 'kind'
    -- Claiming changes claimed_by only; the other steps change the status.
    when kind = 'incident' then case when 'claimed_by' = any (changed) then 'claimed' else new_row ->> 'status' end
    else case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end
  end;

  insert into public.admin_audit (actor_id, action, entity, entity_id, before, after)
  values (
    actor,
    kind || '.' || coalesce(verb, 'update'),
    -- A call-centre step is an action on its alarm: filed under the alarm, like claim and resolve.
    case when tg_table_name = 'sos_timeline' then 'sos_events' else tg_table_name end,
    coalesce(new_row, old_row) ->> id_column,
    before_fields,
    after_fields
  );
  return null;
end;
$$;
comment on function private.record_admin_change() is 'Trigger: writes admin_audit when the caller is an admin. Args: kind, id column, kept columns (none: all but updated_at).';
revoke execute on function private.record_admin_change() from public, anon, authenticated;

-- Site content and the catalogue: not personal, kept whole (changed fields only on an update).
create trigger site_content_admin_audit
  after insert or update or delete on public.site_content
  for each row execute function private.record_admin_change('content', 'key');
create trigger subscription_plans_admin_audit
  after insert or update or delete on public.subscription_plans
  for each row execute function private.record_admin_change('catalogue', 'id');
create trigger products_admin_audit
  after insert or update or delete on public.products
  for each row execute function private.record_admin_change('catalogue', 'id');
create trigger regional_services_admin_audit
  after insert or update or delete on public.regional_services
  for each row execute function private.record_admin_change('catalogue', 'id');

-- Members: only a role change is an admin action here, and only the role is kept.
create trigger profiles_role_admin_audit
  after update of role on public.profiles
  for each row when (old.role is distinct from new.role)
  execute function private.record_admin_change('member', 'user_id', 'role');

-- Alarms: acknowledge, claim and end change the event; call made and notes only add a step.
create trigger sos_events_admin_audit
  after update on public.sos_events
  for each row when (
    old.status is distinct from new.status
    or old.acknowledged_by is distinct from new.acknowledged_by
    or old.claimed_by is distinct from new.claimed_by
    or old.resolved_by is distinct from new.resolved_by
  )
  execute function private.record_admin_change('incident', 'id', 'status', 'acknowledged_by', 'claimed_by', 'resolved_by');
create trigger sos_timeline_admin_audit
  after insert on public.sos_timeline
  for each row when (new.kind in ('call_made', 'call_centre_note'))
  execute function private.record_admin_change('incident', 'event_id', 'kind');

-- The inbox: status changes (read, replied, archived) and deletions, never the message itself.
create trigger contact_messages_status_admin_audit
  after update of status on public.contact_messages
  for each row when (old.status is distinct from new.status)
  execute function private.record_admin_change('inbox', 'id', 'status');
create trigger contact_messages_delete_admin_audit
  after delete on public.contact_messages
  for each row execute function private.record_admin_change('inbox', 'id', 'status');
