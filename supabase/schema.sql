-- GENERATED FILE: DO NOT EDIT BY HAND.
--
-- The database schema that supabase/migrations/*.sql build, up to and including
-- 20261202000200_status_page.sql, in one file: schemas, types, tables, functions,
-- triggers, row level security policies, grants and comments. A migration may define a function
-- several times; this is the definition that runs.
--
-- Printed by PostgreSQL 15's pg_dump, in its order (each object after what it depends on),
-- without owners: the role that runs the migrations owns everything. Objects of the platform the
-- migrations run on (the auth, extensions and realtime schemas) appear only where a migration adds
-- to them or changes them.
--
-- Made by `npm run db:schema` (scripts/db-schema.ts). `npm run db:schema -- --check`, part of
-- `npm test`, fails while this file is out of step with the migrations. To change the schema, add a
-- migration and run `npm run db:schema`; see docs/architecture.md#conventions.


--
-- Name: private; Type: SCHEMA; Schema: -
--

CREATE SCHEMA private;


--
-- Name: SCHEMA private; Type: COMMENT; Schema: -
--

COMMENT ON SCHEMA private IS 'Internal helpers of security definer functions; not exposed through the Data API.';


--
-- Name: access_resource; Type: TYPE; Schema: public
--

CREATE TYPE public.access_resource AS ENUM (
    'medical_profile',
    'location'
);


--
-- Name: TYPE access_resource; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.access_resource IS 'What was read: the medical profile or an SOS position.';


--
-- Name: app_role; Type: TYPE; Schema: public
--

CREATE TYPE public.app_role AS ENUM (
    'user',
    'admin'
);


--
-- Name: TYPE app_role; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.app_role IS 'user: a member (default). admin: reaches the admin dashboard and the call centre queue.';


--
-- Name: billing_interval; Type: TYPE; Schema: public
--

CREATE TYPE public.billing_interval AS ENUM (
    'month',
    'year'
);


--
-- Name: TYPE billing_interval; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.billing_interval IS 'How often a plan is billed.';


--
-- Name: chat_role; Type: TYPE; Schema: public
--

CREATE TYPE public.chat_role AS ENUM (
    'user',
    'assistant'
);


--
-- Name: TYPE chat_role; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.chat_role IS 'Who wrote a chat message: the person (user) or Emma (assistant).';


--
-- Name: check_in_status; Type: TYPE; Schema: public
--

CREATE TYPE public.check_in_status AS ENUM (
    'active',
    'checked_in',
    'cancelled',
    'alarm_raised',
    'checked_in_late'
);


--
-- Name: TYPE check_in_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.check_in_status IS 'active: counting down to due_at + grace. checked_in / cancelled: ended by the member in time. alarm_raised: missed, the alarm went out. checked_in_late: the member checked in after the alarm, which ended it.';


--
-- Name: contact_consent_status; Type: TYPE; Schema: public
--

CREATE TYPE public.contact_consent_status AS ENUM (
    'pending',
    'agreed',
    'declined'
);


--
-- Name: TYPE contact_consent_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.contact_consent_status IS 'An emergency contact''s answer to being one: pending (not answered yet, still alerted), agreed, declined (not alerted).';


--
-- Name: contact_message_status; Type: TYPE; Schema: public
--

CREATE TYPE public.contact_message_status AS ENUM (
    'new',
    'read',
    'replied',
    'archived'
);


--
-- Name: TYPE contact_message_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.contact_message_status IS 'Admin triage state: new (unread), read, replied, archived.';


--
-- Name: currency_code; Type: TYPE; Schema: public
--

CREATE TYPE public.currency_code AS ENUM (
    'EUR',
    'GBP',
    'USD',
    'AUD'
);


--
-- Name: TYPE currency_code; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.currency_code IS 'A currency the product prices in or converts to. EUR is the default.';


--
-- Name: device_kind; Type: TYPE; Schema: public
--

CREATE TYPE public.device_kind AS ENUM (
    'pendant'
);


--
-- Name: TYPE device_kind; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.device_kind IS 'Kind of paired device. Smart speakers will join when voice SOS ships.';


--
-- Name: family_link_status; Type: TYPE; Schema: public
--

CREATE TYPE public.family_link_status AS ENUM (
    'invited',
    'active',
    'paused',
    'revoked'
);


--
-- Name: TYPE family_link_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.family_link_status IS 'Only active (and not expired) links grant anything. invited: set up by an admin, awaiting the person. paused: the member stopped sharing for now. revoked: ended by either side; only a new invitation reopens it.';


--
-- Name: family_role; Type: TYPE; Schema: public
--

CREATE TYPE public.family_role AS ENUM (
    'family',
    'carer'
);


--
-- Name: TYPE family_role; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.family_role IS 'family: a relative or friend. carer: a professional or informal carer, often with an expiry.';


--
-- Name: language_code; Type: TYPE; Schema: public
--

CREATE TYPE public.language_code AS ENUM (
    'en',
    'nl',
    'es'
);


--
-- Name: TYPE language_code; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.language_code IS 'A language the product speaks: en (English), nl (Nederlands), es (Español).';


--
-- Name: location_access; Type: TYPE; Schema: public
--

CREATE TYPE public.location_access AS ENUM (
    'none',
    'during_sos',
    'always'
);


--
-- Name: TYPE location_access; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.location_access IS 'none: never sees the member''s position. during_sos: only while an SOS is active or acknowledged. always: also for past alerts.';


--
-- Name: notification_channel; Type: TYPE; Schema: public
--

CREATE TYPE public.notification_channel AS ENUM (
    'in_app',
    'email',
    'sms',
    'push'
);


--
-- Name: TYPE notification_channel; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.notification_channel IS 'in_app: shown in the app through realtime (signed-up people only). email and sms: sent through a provider. push: Web Push to the recipient''s subscribed browsers (signed-up people only), even with no page open.';


--
-- Name: notification_status; Type: TYPE; Schema: public
--

CREATE TYPE public.notification_status AS ENUM (
    'queued',
    'sent',
    'delivered',
    'failed',
    'cancelled'
);


--
-- Name: TYPE notification_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.notification_status IS 'queued (waiting or retrying), sent (handed to the provider), delivered (confirmed), failed (gave up), cancelled (the alarm ended before it went out; never sent).';


--
-- Name: order_status; Type: TYPE; Schema: public
--

CREATE TYPE public.order_status AS ENUM (
    'pending',
    'paid',
    'fulfilled',
    'cancelled',
    'failed'
);


--
-- Name: TYPE order_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.order_status IS 'pending (awaiting payment), paid, fulfilled (shipped), cancelled (before shipping), failed (payment failed).';


--
-- Name: product_status; Type: TYPE; Schema: public
--

CREATE TYPE public.product_status AS ENUM (
    'active',
    'coming_soon'
);


--
-- Name: TYPE product_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.product_status IS 'active: can be bought (buttons shown). coming_soon: shown with a Coming Soon badge.';


--
-- Name: sos_source; Type: TYPE; Schema: public
--

CREATE TYPE public.sos_source AS ENUM (
    'app',
    'pendant',
    'voice',
    'test',
    'check_in',
    'fall',
    'probe'
);


--
-- Name: TYPE sos_source; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.sos_source IS 'What raised it: the app button, the pendant''s button, a fall the pendant detected, a missed check-in (the server), a voice assistant, or a test alert (shown labelled TEST).';


--
-- Name: sos_status; Type: TYPE; Schema: public
--

CREATE TYPE public.sos_status AS ENUM (
    'active',
    'acknowledged',
    'resolved',
    'cancelled',
    'false_alarm'
);


--
-- Name: TYPE sos_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.sos_status IS 'active: raised, nobody answered yet. acknowledged: someone is on it. resolved, cancelled, false_alarm: ended.';


--
-- Name: sos_timeline_kind; Type: TYPE; Schema: public
--

CREATE TYPE public.sos_timeline_kind AS ENUM (
    'created',
    'notified',
    'delivered',
    'failed',
    'acknowledged',
    'claimed',
    'call_made',
    'call_centre_note',
    'resolved',
    'cancelled',
    'false_alarm'
);


--
-- Name: TYPE sos_timeline_kind; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.sos_timeline_kind IS 'A step in an SOS: created; notified/delivered/failed per recipient; acknowledged; claimed/call_made/call_centre_note by the call centre; resolved/cancelled/false_alarm.';


--
-- Name: subscription_status; Type: TYPE; Schema: public
--

CREATE TYPE public.subscription_status AS ENUM (
    'trialing',
    'active',
    'past_due',
    'canceled',
    'incomplete'
);


--
-- Name: TYPE subscription_status; Type: COMMENT; Schema: public
--

COMMENT ON TYPE public.subscription_status IS 'Lifecycle of a subscription, as reported by the payment provider.';


--
-- Name: device_notices; Type: TABLE; Schema: public
--

CREATE TABLE public.device_notices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    device_id uuid,
    kind text NOT NULL,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    opened_at timestamp with time zone DEFAULT now() NOT NULL,
    cleared_at timestamp with time zone,
    CONSTRAINT device_notices_check CHECK (((kind = 'push_gone'::text) = (device_id IS NULL))),
    CONSTRAINT device_notices_details_check CHECK ((jsonb_typeof(details) = 'object'::text)),
    CONSTRAINT device_notices_kind_check CHECK ((kind = ANY (ARRAY['device_silent'::text, 'device_battery_low'::text, 'push_gone'::text])))
);


--
-- Name: TABLE device_notices; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.device_notices IS 'Silences the watch noticed (a quiet pendant, a low battery, a browser push no longer reaches), open until the device reports again. One open per device (per person for push_gone) and kind.';


--
-- Name: COLUMN device_notices.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_notices.member_id IS 'Whose device or browser it is: the pendant''s owner, or the person whose push subscription is gone.';


--
-- Name: announce_device_notice(public.device_notices, jsonb); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.announce_device_notice(notice public.device_notices, params jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  base jsonb := params || jsonb_build_object('member_id', notice.member_id)
    || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''), 'member_country', p.country)
                                    from public.profiles p where p.user_id = notice.member_id), '{}'::jsonb);
  family uuid;
begin
  perform private.queue_user_notice(notice.member_id, notice.kind, base || jsonb_build_object('audience', 'member', 'notice_id', notice.id));
  for family in
    select l.family_member_id from public.family_links l
    where l.member_id = notice.member_id and l.view_device_status and public.family_link_is_live(l.status, l.expires_at)
  loop
    perform private.queue_user_notice(family, notice.kind, base || jsonb_build_object('audience', 'family', 'notice_id', notice.id));
  end loop;
end;
$$;


--
-- Name: FUNCTION announce_device_notice(notice public.device_notices, params jsonb); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.announce_device_notice(notice public.device_notices, params jsonb) IS 'Internal: queues a pendant notice to its owner and to family whose live link grants view_device_status.';


--
-- Name: announce_family_access_change(uuid, uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.announce_family_access_change(member uuid, family_member uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select realtime.send(
    jsonb_build_object('family_member_id', family_member), 'access_changed', 'sos:' || member, true
  );
$$;


--
-- Name: FUNCTION announce_family_access_change(member uuid, family_member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.announce_family_access_change(member uuid, family_member uuid) IS 'Sends access_changed on a member''s private SOS topic.';


--
-- Name: announce_sos_receipt_change(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.announce_sos_receipt_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  changed_per_alarm jsonb;
begin
  -- Two queries, because an insert has no "previous" table to plan against.
  if tg_op = 'INSERT' then
    select jsonb_object_agg(c.event_id, c.rows) into changed_per_alarm
    from (select n.event_id, count(*) as rows from changed n where n.event_id is not null group by n.event_id) c;
  else
    select jsonb_object_agg(c.event_id, c.rows) into changed_per_alarm
    from (
      select n.event_id, count(*) as rows
      from changed n join previous o on o.id = n.id
      where n.event_id is not null and n.status is distinct from o.status
      group by n.event_id
    ) c;
  end if;
  perform realtime.send(
    jsonb_build_object('event_id', e.id, 'changed', (changed_per_alarm ->> e.id::text)::integer),
    'sos_notification', 'sos-receipt:' || e.member_id, true
  )
  from public.sos_events e
  where e.id in (select k::uuid from jsonb_object_keys(coalesce(changed_per_alarm, '{}'::jsonb)) k);
  return null;
end;
$$;


--
-- Name: FUNCTION announce_sos_receipt_change(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.announce_sos_receipt_change() IS 'Trigger: announces queued or re-stated notifications of an alarm, once per statement and alarm, on the member''s receipt topic.';


--
-- Name: apply_waiting_contacts(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.apply_waiting_contacts(member uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: FUNCTION apply_waiting_contacts(member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.apply_waiting_contacts(member uuid) IS 'Internal: writes a member''s waiting registration contacts up to their current emergency contact limit.';


--
-- Name: authorize_and_log_access(uuid, text, public.access_resource, uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.authorize_and_log_access(subject uuid, permission text, resource public.access_resource, sos_event_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  capacity text;
begin
  if public.is_admin() then
    capacity := 'admin';
  elsif public.has_family_permission(subject, permission) then
    select l.role::text into capacity from public.family_links l
    where l.member_id = subject and l.family_member_id = caller;
  else
    raise exception 'You do not have permission to see this %',
        case resource when 'medical_profile' then 'medical profile' else 'location' end
      using errcode = '42501', hint = resource::text || '_forbidden';
  end if;
  insert into public.access_log (reader_id, subject_id, resource, sos_event_id, reader_capacity)
  values (caller, subject, resource, authorize_and_log_access.sos_event_id, capacity);
end;
$$;


--
-- Name: FUNCTION authorize_and_log_access(subject uuid, permission text, resource public.access_resource, sos_event_id uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.authorize_and_log_access(subject uuid, permission text, resource public.access_resource, sos_event_id uuid) IS 'Internal: checks the caller may read another person''s data (admin or family permission) and writes the access_log row, or raises 42501.';


--
-- Name: authorize_sos_location_read(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.authorize_sos_location_read(event_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  select * into event from public.sos_events e where e.id = authorize_sos_location_read.event_id;
  if caller is null or event.id is null then
    raise exception 'You do not have permission to see this location'
      using errcode = '42501', hint = 'location_forbidden';
  end if;
  if event.member_id = caller then
    return;
  end if;
  perform private.authorize_and_log_access(
    event.member_id,
    case when event.status in ('active', 'acknowledged') then 'location_during_sos' else 'location_always' end,
    'location',
    event.id
  );
end;
$$;


--
-- Name: FUNCTION authorize_sos_location_read(event_id uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.authorize_sos_location_read(event_id uuid) IS 'Internal: checks and logs a read of an SOS position, or raises 42501.';


--
-- Name: before_profile_deleted(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.before_profile_deleted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.subscriptions set member_deleted_at = now() where user_id = old.user_id;
  update public.orders set member_deleted_at = now() where user_id = old.user_id;
  delete from public.contact_messages where user_id = old.user_id;
  return old;
end;
$$;


--
-- Name: FUNCTION before_profile_deleted(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.before_profile_deleted() IS 'Trigger: before a profile is deleted, marks its subscriptions and orders as kept billing records and deletes its contact-form messages.';


--
-- Name: broadcast_family_access_change(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.broadcast_family_access_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    perform private.announce_family_access_change(old.member_id, old.family_member_id);
  elsif new.status is distinct from old.status
     or new.receive_sos_alerts is distinct from old.receive_sos_alerts
     or new.expires_at is distinct from old.expires_at then
    perform private.announce_family_access_change(new.member_id, new.family_member_id);
  end if;
  return null;
end;
$$;


--
-- Name: FUNCTION broadcast_family_access_change(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.broadcast_family_access_change() IS 'Trigger: a family link whose access changed (status, alert permission, expiry) or was deleted sends access_changed.';


--
-- Name: broadcast_sos_event(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.broadcast_sos_event() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform realtime.broadcast_changes(
    'sos:' || new.member_id, 'sos_event', tg_op, tg_table_name, tg_table_schema, new, old
  );
  return null;
end;
$$;


--
-- Name: FUNCTION broadcast_sos_event(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.broadcast_sos_event() IS 'Trigger: sends an inserted or updated alarm to its member''s private SOS topic.';


--
-- Name: broadcast_sos_timeline_step(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.broadcast_sos_timeline_step() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform realtime.send(
    jsonb_build_object('step_id', new.id, 'event_id', new.event_id, 'kind', new.kind, 'at', new.at),
    'sos_timeline_step', 'sos:' || new.member_id, true
  );
  return null;
end;
$$;


--
-- Name: FUNCTION broadcast_sos_timeline_step(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.broadcast_sos_timeline_step() IS 'Trigger: announces a new timeline step (ids and kind only) on the member''s private SOS topic.';


--
-- Name: check_in_code_hash(uuid, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_in_code_hash(member uuid, code text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(sha256(convert_to(member::text || ':' || code, 'UTF8')), 'hex');
$$;


--
-- Name: FUNCTION check_in_code_hash(member uuid, code text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_in_code_hash(member uuid, code text) IS 'Internal: the stored form of a check-in code (salted with the member id).';


--
-- Name: check_in_code_kind(uuid, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_in_code_kind(member uuid, code text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  codes private.check_in_codes;
  given text := private.check_in_code_hash(member, btrim(coalesce(code, '')));
begin
  select * into codes from private.check_in_codes k where k.member_id = member;
  if codes.member_id is null then
    return 'safe';
  end if;
  if nullif(btrim(coalesce(code, '')), '') is null then
    perform private.raise_app_error('ICE47', 'Enter your code to check in', 'check_in_code_required', 422);
  end if;
  if given = codes.safe_hash then
    return 'safe';
  elsif given = codes.duress_hash then
    return 'duress';
  end if;
  perform private.raise_app_error('ICE48', 'That code is not right', 'check_in_code_wrong', 422);
  return null;
end;
$$;


--
-- Name: FUNCTION check_in_code_kind(member uuid, code text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_in_code_kind(member uuid, code text) IS 'Internal: which code was entered (safe or duress); ICE47 when one is needed and missing, ICE48 when it is neither.';


--
-- Name: check_site_content_version(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.check_site_content_version() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  checked boolean := (select auth.uid()) is not null and public.is_admin();
  latest integer;
begin
  if tg_op = 'UPDATE' then
    if checked then
      if new.base_version is null then
        perform private.raise_app_error('ICE73', 'Reload the latest version of this content before saving.', 'site_content_base_version_required', 409);
      elsif new.base_version is distinct from old.version then
        perform private.raise_app_error('ICE72', 'This content was changed by someone else since you opened it.', 'site_content_conflict', 409,
          json_build_object('key', old.key, 'version', old.version)::text);
      end if;
    end if;
    new.version := old.version + 1;
    new.base_version := null;
    return new;
  end if;

  if exists (select 1 from public.site_content c where c.key = new.key) then
    -- The update branch of an upsert (or a unique violation for a plain insert) decides.
    if new.base_version is null then
      new.base_version := -1;
    end if;
    return new;
  end if;

  select coalesce(max(v.version), 0) into latest from public.site_content_versions v where v.key = new.key;
  if checked and new.base_version is not null and new.base_version <> latest then
    perform private.raise_app_error('ICE72', 'This content was changed by someone else since you opened it.', 'site_content_conflict', 409,
      json_build_object('key', new.key, 'version', nullif(latest, 0))::text);
  end if;
  new.version := latest + 1;
  new.base_version := null;
  return new;
end;
$$;


--
-- Name: FUNCTION check_site_content_version(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.check_site_content_version() IS 'Trigger: an admin''s site_content save must carry the version it edited (ICE73) and that version must still be the stored one (ICE72); sets version to the next number and base_version to null.';


--
-- Name: contact_address_hashes(text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_address_hashes(email text, phone text) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(public.hash_invite_token(k.normalised)), '{}')
  from unnest(array[private.contact_address_key('email', contact_address_hashes.email),
                    private.contact_address_key('sms', contact_address_hashes.phone)]) as k (normalised)
  where k.normalised is not null;
$$;


--
-- Name: FUNCTION contact_address_hashes(email text, phone text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.contact_address_hashes(email text, phone text) IS 'Internal: hex SHA-256 of the normalised e-mail and phone of a contact, for the remembered declines.';


--
-- Name: contact_address_key(public.notification_channel, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_address_key(channel public.notification_channel, address text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when nullif(btrim(contact_address_key.address), '') is null then null
    when contact_address_key.channel = 'email' then 'email:' || lower(btrim(contact_address_key.address))
    when contact_address_key.channel = 'sms' then 'sms:'
      || case when btrim(contact_address_key.address) ~ '^(\+|00)' then '+' else '' end
      || regexp_replace(regexp_replace(btrim(contact_address_key.address), '^00', ''), '[^0-9]', '', 'g')
  end;
$$;


--
-- Name: FUNCTION contact_address_key(channel public.notification_channel, address text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.contact_address_key(channel public.notification_channel, address text) IS 'Internal: an e-mail address or phone number normalised for comparison (email:lower-case, sms:+digits); null when blank.';


--
-- Name: contact_channels(text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_channels(phone text, email text) RETURNS public.notification_channel[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array_remove(array[
    case when email is not null then 'email'::public.notification_channel end,
    case when phone is not null then 'sms'::public.notification_channel end
  ], null);
$$;


--
-- Name: FUNCTION contact_channels(phone text, email text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.contact_channels(phone text, email text) IS 'Internal: email and/or sms, by which of the two a contact has.';


--
-- Name: contact_declined_at(uuid, text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.contact_declined_at(member uuid, email text, phone text) RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select max(d.declined_at) from private.emergency_contact_declines d
   where d.member_id = contact_declined_at.member
     and d.address_hash = any (private.contact_address_hashes(contact_declined_at.email, contact_declined_at.phone));
$$;


--
-- Name: FUNCTION contact_declined_at(member uuid, email text, phone text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.contact_declined_at(member uuid, email text, phone text) IS 'Internal: the latest remembered decline of either address for this member, or null.';


--
-- Name: device_reading_retention(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.device_reading_retention() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '90 days';
$$;


--
-- Name: FUNCTION device_reading_retention(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.device_reading_retention() IS 'Internal: how long device readings are kept (90 days).';


--
-- Name: emergency_contact_limit_for(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.emergency_contact_limit_for(member uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(max(p.max_emergency_contacts), 1)
  from public.subscriptions s
  join public.subscription_plans p on p.id = s.plan_id
  where s.user_id = emergency_contact_limit_for.member
    and s.status in ('active', 'trialing');
$$;


--
-- Name: FUNCTION emergency_contact_limit_for(member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.emergency_contact_limit_for(member uuid) IS 'Internal: the emergency contact limit of a member (1 without an active or trialing subscription).';


--
-- Name: sos_events; Type: TABLE; Schema: public
--

CREATE TABLE public.sos_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    client_request_id text NOT NULL,
    status public.sos_status DEFAULT 'active'::public.sos_status NOT NULL,
    source public.sos_source DEFAULT 'app'::public.sos_source NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    acknowledged_at timestamp with time zone,
    acknowledged_by uuid,
    claimed_at timestamp with time zone,
    claimed_by uuid,
    resolved_at timestamp with time zone,
    resolved_by uuid,
    location_unavailable boolean DEFAULT false NOT NULL,
    battery smallint,
    heart_rate smallint,
    region text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    contacts_due_at timestamp with time zone,
    contacts_dispatched_at timestamp with time zone,
    last_located_at timestamp with time zone,
    unusual_volume boolean DEFAULT false NOT NULL,
    note text,
    silent boolean DEFAULT false NOT NULL,
    outcome_detail text,
    notify_contact_ids uuid[],
    notify_family_ids uuid[],
    check_in_id uuid,
    CONSTRAINT sos_events_battery_check CHECK (((battery >= 0) AND (battery <= 100))),
    CONSTRAINT sos_events_client_request_id_check CHECK (((char_length(client_request_id) >= 1) AND (char_length(client_request_id) <= 100))),
    CONSTRAINT sos_events_heart_rate_check CHECK (((heart_rate >= 20) AND (heart_rate <= 250))),
    CONSTRAINT sos_events_note_check CHECK ((char_length(note) <= 300)),
    CONSTRAINT sos_events_outcome_detail_check CHECK ((outcome_detail = ANY (ARRAY['checked_in_late'::text, 'drill_over'::text, 'probe_over'::text]))),
    CONSTRAINT sos_events_region_check CHECK ((region ~ '^[a-z]{2}$'::text))
);


--
-- Name: TABLE sos_events; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.sos_events IS 'One row per SOS alarm. Holds no coordinates: positions live in sos_locations (see the file header).';


--
-- Name: COLUMN sos_events.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.id IS 'Event id.';


--
-- Name: COLUMN sos_events.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.member_id IS 'The member in need.';


--
-- Name: COLUMN sos_events.client_request_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.client_request_id IS 'Idempotency key chosen by the client; a retry with the same key returns this event (unique per member).';


--
-- Name: COLUMN sos_events.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.status IS 'active, acknowledged, resolved, cancelled or false_alarm.';


--
-- Name: COLUMN sos_events.source; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.source IS 'app, pendant, voice or test.';


--
-- Name: COLUMN sos_events.started_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.started_at IS 'When the alarm was raised.';


--
-- Name: COLUMN sos_events.acknowledged_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.acknowledged_at IS 'When someone first said they are on it.';


--
-- Name: COLUMN sos_events.acknowledged_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.acknowledged_by IS 'Who acknowledged first (family member or admin).';


--
-- Name: COLUMN sos_events.claimed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.claimed_at IS 'When a call centre agent took the incident.';


--
-- Name: COLUMN sos_events.claimed_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.claimed_by IS 'The call centre agent (admin) handling it.';


--
-- Name: COLUMN sos_events.resolved_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.resolved_at IS 'When it ended (resolved, cancelled or false alarm).';


--
-- Name: COLUMN sos_events.resolved_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.resolved_by IS 'Who ended it.';


--
-- Name: COLUMN sos_events.location_unavailable; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.location_unavailable IS 'True when the alarm was raised without a position (permission denied or no fix).';


--
-- Name: COLUMN sos_events.battery; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.battery IS 'Phone or pendant battery percent when raised.';


--
-- Name: COLUMN sos_events.heart_rate; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.heart_rate IS 'Heart rate from the pendant when raised, beats per minute.';


--
-- Name: COLUMN sos_events.region; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.region IS 'Call centre region (es) when the member is on a regional plan; such events join the incident queue.';


--
-- Name: COLUMN sos_events.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.updated_at IS 'When the event last changed.';


--
-- Name: COLUMN sos_events.contacts_due_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.contacts_due_at IS 'When emergency contacts are to be e-mailed/texted: started_at plus the member''s grace (a test alert: at once). Fixed at insert.';


--
-- Name: COLUMN sos_events.contacts_dispatched_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.contacts_dispatched_at IS 'When the first message to an emergency contact went out; null until then.';


--
-- Name: COLUMN sos_events.last_located_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.last_located_at IS 'When the newest position was recorded (no coordinates): tells realtime subscribers to re-read get_sos_location.';


--
-- Name: COLUMN sos_events.unusual_volume; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.unusual_volume IS 'Raised when the member had already raised more real alarms in the past hour than sos_limits.alarms_flagged_per_hour: shown to admins. The alarm itself goes out as any other.';


--
-- Name: COLUMN sos_events.note; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.note IS 'What the member wrote on the check-in that raised it ("walking home from the station"); shown with the alarm.';


--
-- Name: COLUMN sos_events.silent; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.silent IS 'Raised by a duress code: family and contacts are told as for any alarm, the member''s own screens never show it.';


--
-- Name: COLUMN sos_events.outcome_detail; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.outcome_detail IS 'How it ended beyond its status: checked_in_late when the member checked in after a missed check-in raised it.';


--
-- Name: COLUMN sos_events.notify_contact_ids; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.notify_contact_ids IS 'Only these emergency contacts are told (a check-in''s choice); null: every contact, as for a tapped SOS.';


--
-- Name: COLUMN sos_events.notify_family_ids; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.notify_family_ids IS 'Only these family members are notified (a check-in''s choice); null: everyone whose link receives alerts.';


--
-- Name: COLUMN sos_events.check_in_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_events.check_in_id IS 'The check-in whose deadline (or duress code) raised it.';


--
-- Name: end_sos_as(uuid, public.sos_status, uuid, text, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.end_sos_as(event_id uuid, outcome public.sos_status, actor uuid, note text DEFAULT NULL::text, outcome_detail text DEFAULT NULL::text) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  event public.sos_events;
begin
  if outcome not in ('resolved', 'cancelled', 'false_alarm') then
    raise exception 'An SOS ends as resolved, cancelled or false_alarm' using errcode = '22023';
  end if;
  event := private.lock_open_sos_event(end_sos_as.event_id);
  update public.sos_events e
     set status = outcome, resolved_at = now(), resolved_by = actor, outcome_detail = end_sos_as.outcome_detail
   where e.id = event.id
  returning * into event;
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, note)
  values (event.id, event.member_id, outcome::text::public.sos_timeline_kind, actor, end_sos_as.note);

  update public.notifications n
     set status = 'cancelled', cancelled_at = now(), next_attempt_at = null
   where n.event_id = event.id
     and n.status = 'queued'
     and n.kind in ('sos_alert', 'test_alert')
     and n.channel in ('email', 'sms')
     and (n.leased_until is null or n.leased_until <= now());
  perform private.enqueue_sos_ended_notices(event);
  return event;
end;
$$;


--
-- Name: FUNCTION end_sos_as(event_id uuid, outcome public.sos_status, actor uuid, note text, outcome_detail text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.end_sos_as(event_id uuid, outcome public.sos_status, actor uuid, note text, outcome_detail text) IS 'Internal: ends an open SOS (ICE20/ICE21 otherwise) as actor, with its timeline step; unsent contact alerts are cancelled and alerted contacts told.';


--
-- Name: enqueue_sos_alerts(public.sos_events); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.enqueue_sos_alerts(event public.sos_events) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  alert_kind text := case when event.source = 'test' then 'test_alert' else 'sos_alert' end;
  message_params jsonb := private.sos_message_params(event);
begin
  insert into private.sos_family_alerts_due (event_id) values (event.id) on conflict do nothing;

  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, c.id, btrim(t.address), t.channel, alert_kind, c.language, message_params, event.contacts_due_at
  from public.emergency_contacts c
  cross join lateral (values ('email'::public.notification_channel, c.email),
                             ('sms'::public.notification_channel, c.phone)) as t (channel, address)
  where c.user_id = event.member_id
    and (event.notify_contact_ids is null or c.id = any (event.notify_contact_ids))
    and t.channel = any (c.channels)
    and nullif(btrim(t.address), '') is not null
    and not exists (select 1 from public.emergency_contact_consents k where k.contact_id = c.id and k.status = 'declined')
    and not exists (select 1 from private.emergency_contact_declines d
                    where d.member_id = c.user_id and d.address_hash = any (private.contact_address_hashes(c.email, c.phone)))
  order by c.priority, c.created_at
  on conflict do nothing;
end;
$$;


--
-- Name: FUNCTION enqueue_sos_alerts(event public.sos_events); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.enqueue_sos_alerts(event public.sos_events) IS 'Internal: contacts'' outbox rows of a new alarm (at the grace deadline), except contacts who declined or have an address that declined, and the alarm queued for its family rows (queue_family_sos_alerts).';


--
-- Name: enqueue_sos_ended_notices(public.sos_events, uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.enqueue_sos_ended_notices(event public.sos_events, only_alert uuid DEFAULT NULL::uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.notifications
    (event_id, recipient_contact_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select event.id, a.recipient_contact_id, a.recipient_address, a.channel, 'sos_ended', a.language,
         a.params || jsonb_build_object('outcome', event.status)
           || case when event.outcome_detail is not null then jsonb_build_object('outcome_detail', event.outcome_detail) else '{}'::jsonb end,
         now()
  from public.notifications a
  where a.event_id = event.id
    and a.kind in ('sos_alert', 'test_alert')
    and a.channel in ('email', 'sms')
    and a.status in ('sent', 'delivered')
    and (only_alert is null or a.id = only_alert)
    and event.status in ('resolved', 'cancelled', 'false_alarm')
    -- Ended by itself: contacts were told no action was needed (a drill), or are the operator's (a probe).
    and event.outcome_detail is distinct from 'drill_over'
    and event.outcome_detail is distinct from 'probe_over'
  on conflict do nothing;
$$;


--
-- Name: FUNCTION enqueue_sos_ended_notices(event public.sos_events, only_alert uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.enqueue_sos_ended_notices(event public.sos_events, only_alert uuid) IS 'Internal: queues the "how it ended" notice for contacts already alerted about an alarm.';


--
-- Name: entries_fit(text[], integer); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.entries_fit(entries text[], max_length integer) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(bool_and(coalesce(char_length(btrim(entry)) between 1 and max_length, false)), true) from unnest(entries) as entry;
$$;


--
-- Name: FUNCTION entries_fit(entries text[], max_length integer); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.entries_fit(entries text[], max_length integer) IS 'Check helper: every entry of the list is non-blank and at most max_length characters. Keeps EXECUTE for PUBLIC: member writes run it as authenticated.';


--
-- Name: family_invite_daily_limit(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.family_invite_daily_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 20;
$$;


--
-- Name: FUNCTION family_invite_daily_limit(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.family_invite_daily_limit() IS 'Invitation e-mails (new or resent) a member may send per rolling 24 hours.';


--
-- Name: emergency_contact_consents; Type: TABLE; Schema: public
--

CREATE TABLE public.emergency_contact_consents (
    contact_id uuid NOT NULL,
    member_id uuid NOT NULL,
    status public.contact_consent_status DEFAULT 'pending'::public.contact_consent_status NOT NULL,
    answered_at timestamp with time zone,
    token_hash text,
    requested_at timestamp with time zone,
    link_expires_at timestamp with time zone,
    link_used_at timestamp with time zone,
    CONSTRAINT emergency_contact_consents_check CHECK (((status = 'pending'::public.contact_consent_status) = (answered_at IS NULL))),
    CONSTRAINT emergency_contact_consents_check1 CHECK (((token_hash IS NULL) = (link_expires_at IS NULL))),
    CONSTRAINT emergency_contact_consents_check2 CHECK (((link_used_at IS NULL) OR (token_hash IS NOT NULL))),
    CONSTRAINT emergency_contact_consents_token_hash_check CHECK ((char_length(token_hash) = 64))
);


--
-- Name: TABLE emergency_contact_consents; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.emergency_contact_consents IS 'Whether each emergency contact agreed to be one, answered through an e-mailed or texted link; written only by the functions of 20261124000600.';


--
-- Name: COLUMN emergency_contact_consents.contact_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.contact_id IS 'The contact (one row each, created with it).';


--
-- Name: COLUMN emergency_contact_consents.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.member_id IS 'The member whose contact it is (for RLS without a join).';


--
-- Name: COLUMN emergency_contact_consents.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.status IS 'pending, agreed or declined. Declined contacts are not alerted.';


--
-- Name: COLUMN emergency_contact_consents.answered_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.answered_at IS 'When the contact last answered (or, for an address that declined before, when it did); null while pending.';


--
-- Name: COLUMN emergency_contact_consents.token_hash; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.token_hash IS 'Hex SHA-256 of the latest link''s token; null when no link was sent since the last address change.';


--
-- Name: COLUMN emergency_contact_consents.requested_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.requested_at IS 'When the latest link was sent.';


--
-- Name: COLUMN emergency_contact_consents.link_expires_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.link_expires_at IS 'Until when the latest link can be used (30 days after sending).';


--
-- Name: COLUMN emergency_contact_consents.link_used_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_consents.link_used_at IS 'When the latest link was used to answer; null while it is unused. A flag, not a comparison of requested_at and answered_at, which now() (transaction start) can order wrongly.';


--
-- Name: find_contact_consent(text, boolean); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.find_contact_consent(token text, lock boolean) RETURNS public.emergency_contact_consents
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found_row public.emergency_contact_consents;
begin
  if find_contact_consent.lock then
    select k.* into found_row from public.emergency_contact_consents k
     where k.token_hash = public.hash_invite_token(coalesce(find_contact_consent.token, '')) for update;
  else
    select k.* into found_row from public.emergency_contact_consents k
     where k.token_hash = public.hash_invite_token(coalesce(find_contact_consent.token, ''));
  end if;
  if found_row.contact_id is null or found_row.link_expires_at <= now() then
    perform private.raise_app_error('ICE41', 'This link is not valid (any more)', 'emergency_contact_consent_invalid', 404);
  end if;
  return found_row;
end;
$$;


--
-- Name: FUNCTION find_contact_consent(token text, lock boolean); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.find_contact_consent(token text, lock boolean) IS 'Internal: the consent row of a link token (optionally locked); ICE41 when unknown or expired.';


--
-- Name: family_invites; Type: TABLE; Schema: public
--

CREATE TABLE public.family_invites (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    email text NOT NULL,
    relationship text,
    role public.family_role DEFAULT 'family'::public.family_role NOT NULL,
    receive_sos_alerts boolean DEFAULT true NOT NULL,
    location_access public.location_access DEFAULT 'during_sos'::public.location_access NOT NULL,
    view_medical boolean DEFAULT false NOT NULL,
    view_device_status boolean DEFAULT false NOT NULL,
    view_activity boolean DEFAULT false NOT NULL,
    access_expires_at timestamp with time zone,
    token_hash text NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '7 days'::interval) NOT NULL,
    accepted_at timestamp with time zone,
    accepted_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    access_duration_hours integer,
    declined_at timestamp with time zone,
    last_sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT family_invites_access_duration_hours_check CHECK ((access_duration_hours = ANY (ARRAY[24, 168, 720]))),
    CONSTRAINT family_invites_email_check CHECK (((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text) AND (char_length(email) <= 320))),
    CONSTRAINT family_invites_one_kind_of_end CHECK (((access_duration_hours IS NULL) OR (access_expires_at IS NULL))),
    CONSTRAINT family_invites_relationship_check CHECK ((char_length(relationship) <= 100)),
    CONSTRAINT family_invites_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);


--
-- Name: TABLE family_invites; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.family_invites IS 'Invitations to become a family member or carer; accepting one creates a family link with these permissions.';


--
-- Name: COLUMN family_invites.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.id IS 'Invite id.';


--
-- Name: COLUMN family_invites.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.member_id IS 'The member who invites (and will share).';


--
-- Name: COLUMN family_invites.email; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.email IS 'Where the invitation was sent; only an account with this e-mail can accept it.';


--
-- Name: COLUMN family_invites.relationship; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.relationship IS 'Free text copied to the link.';


--
-- Name: COLUMN family_invites.role; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.role IS 'family or carer, copied to the link.';


--
-- Name: COLUMN family_invites.receive_sos_alerts; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.receive_sos_alerts IS 'Permission copied to the link.';


--
-- Name: COLUMN family_invites.location_access; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.location_access IS 'Permission copied to the link.';


--
-- Name: COLUMN family_invites.view_medical; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.view_medical IS 'Permission copied to the link.';


--
-- Name: COLUMN family_invites.view_device_status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.view_device_status IS 'Permission copied to the link.';


--
-- Name: COLUMN family_invites.view_activity; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.view_activity IS 'Permission copied to the link.';


--
-- Name: COLUMN family_invites.access_expires_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.access_expires_at IS 'Optional end of the access granted, copied to the link''s expires_at.';


--
-- Name: COLUMN family_invites.token_hash; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.token_hash IS 'Hex SHA-256 of the invitation token; the token is never stored.';


--
-- Name: COLUMN family_invites.expires_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.expires_at IS 'After this the invitation cannot be accepted (default 7 days).';


--
-- Name: COLUMN family_invites.accepted_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.accepted_at IS 'When it was accepted; an accepted invitation cannot be used again.';


--
-- Name: COLUMN family_invites.accepted_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.accepted_by IS 'Who accepted it.';


--
-- Name: COLUMN family_invites.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.created_at IS 'When it was sent.';


--
-- Name: COLUMN family_invites.access_duration_hours; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.access_duration_hours IS 'Length of the access granted, counted from acceptance: 24 (24 hours), 168 (7 days) or 720 (30 days). Null when access_expires_at gives a fixed end or access has no end.';


--
-- Name: COLUMN family_invites.declined_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.declined_at IS 'When the invitee declined; a declined invitation can no longer be accepted or resent.';


--
-- Name: COLUMN family_invites.last_sent_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_invites.last_sent_at IS 'When the invitation e-mail was last sent (creation or the latest resend).';


--
-- Name: CONSTRAINT family_invites_one_kind_of_end ON family_invites; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT family_invites_one_kind_of_end ON public.family_invites IS 'An invitation ends access either after a duration from acceptance or at a fixed moment, not both.';


--
-- Name: find_open_invite(text, boolean); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.find_open_invite(token text, lock boolean) RETURNS public.family_invites
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invite public.family_invites;
begin
  if lock then
    select * into invite from public.family_invites i
    where i.token_hash = public.hash_invite_token(find_open_invite.token) for update;
  else
    select * into invite from public.family_invites i
    where i.token_hash = public.hash_invite_token(find_open_invite.token);
  end if;
  if invite.id is null or invite.accepted_at is not null or invite.declined_at is not null
     or invite.expires_at <= now() or public.family_link_has_expired(invite.access_expires_at) then
    perform private.raise_app_error(
      'ICE10', 'This invitation is invalid, has expired or was already used', 'invite_invalid', 404);
  end if;
  return invite;
end;
$$;


--
-- Name: FUNCTION find_open_invite(token text, lock boolean); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.find_open_invite(token text, lock boolean) IS 'Internal: the open invitation matching a token (not accepted, declined or expired, and its chosen end of access still ahead), or error ICE10.';


--
-- Name: guard_admin_audit(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.guard_admin_audit() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: FUNCTION guard_admin_audit(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.guard_admin_audit() IS 'Trigger: refuses every write to admin_audit except the audit triggers'' inserts and the actor foreign key''s set null.';


--
-- Name: guard_contact_message_update(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.guard_contact_message_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if public.is_trusted_role() then
    return new;
  end if;
  if (to_jsonb(new) - array['status', 'unread', 'updated_at']) <> (to_jsonb(old) - array['status', 'unread', 'updated_at']) then
    perform private.raise_app_error('ICE63', 'Only the status of a contact message can be changed.', 'contact_message_status_only', 403);
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION guard_contact_message_update(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.guard_contact_message_update() IS 'Trigger: callers other than trusted roles may change only a contact message''s status.';


--
-- Name: guard_local_push_endpoint(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.guard_local_push_endpoint() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.endpoint ~ '^http://' and new.user_id is distinct from (select p.family_id from private.status_probe p) then
    raise exception 'new row for relation "push_subscriptions" violates check constraint "push_subscriptions_endpoint_check"'
      using errcode = '23514', constraint = 'push_subscriptions_endpoint_check';
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION guard_local_push_endpoint(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.guard_local_push_endpoint() IS 'Trigger: the local push stand-in''s loopback endpoint is allowed for the status probe''s family account only (23514 like the check otherwise).';


--
-- Name: guard_probe_alarm(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.guard_probe_alarm() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.source = 'probe' then
    if new.member_id is distinct from private.status_probe_member() then
      raise exception 'The probe source is the status page''s own synthetic alarm' using errcode = '22023';
    end if;
    -- A synthetic alarm every minute is not an unusual volume of alarms.
    new.unusual_volume := false;
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION guard_probe_alarm(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.guard_probe_alarm() IS 'Trigger: only the status probe''s member may have a probe alarm (22023 otherwise); a probe is never flagged as unusual volume.';


--
-- Name: guard_site_content_versions(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.guard_site_content_versions() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if pg_trigger_depth() >= 2 then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  perform private.raise_app_error('ICE74', 'Site content versions are kept as saved and cannot be changed.', 'site_content_versions_read_only', 403);
  return null;
end;
$$;


--
-- Name: FUNCTION guard_site_content_versions(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.guard_site_content_versions() IS 'Trigger: refuses every write to site_content_versions except the site_content trigger''s and the foreign key''s set null (ICE74).';


--
-- Name: emergency_contacts; Type: TABLE; Schema: public
--

CREATE TABLE public.emergency_contacts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    name text NOT NULL,
    relationship text,
    phone text,
    email text,
    language public.language_code DEFAULT 'en'::public.language_code NOT NULL,
    priority smallint DEFAULT 1 NOT NULL,
    channels public.notification_channel[] DEFAULT '{email,sms}'::public.notification_channel[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT emergency_contacts_channels_check CHECK (((channels <@ '{email,sms}'::public.notification_channel[]) AND (cardinality(channels) >= 1))),
    CONSTRAINT emergency_contacts_check CHECK (((phone IS NOT NULL) OR (email IS NOT NULL))),
    CONSTRAINT emergency_contacts_email_check CHECK (((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text) AND (char_length(email) <= 320))),
    CONSTRAINT emergency_contacts_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT emergency_contacts_phone_check CHECK ((char_length(phone) <= 40)),
    CONSTRAINT emergency_contacts_priority_check CHECK (((priority >= 1) AND (priority <= 50))),
    CONSTRAINT emergency_contacts_relationship_check CHECK ((char_length(relationship) <= 100))
);


--
-- Name: TABLE emergency_contacts; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.emergency_contacts IS 'People notified by e-mail or SMS when the member raises an SOS; the count is limited by plan.';


--
-- Name: COLUMN emergency_contacts.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.id IS 'Contact id.';


--
-- Name: COLUMN emergency_contacts.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.user_id IS 'The member whose contact this is.';


--
-- Name: COLUMN emergency_contacts.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.name IS 'Contact''s name.';


--
-- Name: COLUMN emergency_contacts.relationship; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.relationship IS 'Free text: son, neighbour, GP, ...';


--
-- Name: COLUMN emergency_contacts.phone; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.phone IS 'Phone number in international format, for SMS.';


--
-- Name: COLUMN emergency_contacts.email; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.email IS 'E-mail address.';


--
-- Name: COLUMN emergency_contacts.language; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.language IS 'Language the alert is written in.';


--
-- Name: COLUMN emergency_contacts.priority; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.priority IS '1 is contacted first; ties keep creation order.';


--
-- Name: COLUMN emergency_contacts.channels; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.channels IS 'Channels to use: email and/or sms (at least one).';


--
-- Name: COLUMN emergency_contacts.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.created_at IS 'When the contact was added.';


--
-- Name: COLUMN emergency_contacts.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contacts.updated_at IS 'When the contact last changed.';


--
-- Name: is_same_contact(public.emergency_contacts, jsonb); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.is_same_contact(existing public.emergency_contacts, given jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select lower(existing.name) = lower(given ->> 'name')
     and existing.phone is not distinct from nullif(given ->> 'phone', '')
     and lower(existing.email) is not distinct from lower(nullif(given ->> 'email', ''));
$$;


--
-- Name: FUNCTION is_same_contact(existing public.emergency_contacts, given jsonb); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.is_same_contact(existing public.emergency_contacts, given jsonb) IS 'Internal: whether a stored emergency contact is the one given (name, phone, e-mail).';


--
-- Name: keep_an_admin(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.keep_an_admin() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if public.is_trusted_role() then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('private.keep_an_admin'));
  if not exists (select 1 from public.profiles p where p.role = 'admin' and p.user_id <> old.user_id) then
    perform private.raise_app_error('ICE82', 'This is the last admin; make someone else an admin first.', 'last_admin', 409);
  end if;
  if old.user_id = (select auth.uid()) then
    perform private.raise_app_error('ICE83', 'You cannot remove your own admin role; another admin can.', 'own_admin_role', 409);
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION keep_an_admin(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.keep_an_admin() IS 'Trigger: API callers cannot remove the last admin (ICE82) nor their own admin role (ICE83); trusted roles pass.';


--
-- Name: keep_push_subscriptions_few(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.keep_push_subscriptions_few() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from public.push_subscriptions s where s.endpoint = new.endpoint and s.user_id = new.user_id) then
    return new;
  end if;
  delete from public.push_subscriptions s
  where s.id in (
    select o.id from public.push_subscriptions o
    where o.user_id = new.user_id
    order by coalesce(o.last_success_at, o.created_at) desc
    offset 9
  );
  return new;
end;
$$;


--
-- Name: FUNCTION keep_push_subscriptions_few(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.keep_push_subscriptions_few() IS 'Trigger: keeps at most ten push subscriptions per person, dropping the stalest for a new browser.';


--
-- Name: lock_family_invite_sends(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.lock_family_invite_sends(member uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('family_invite_sends'), pg_catalog.hashtext(member::text));
$$;


--
-- Name: FUNCTION lock_family_invite_sends(member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.lock_family_invite_sends(member uuid) IS 'Internal: transaction-level advisory lock serialising one member''s invitation sends (daily count and duplicate check).';


--
-- Name: lock_open_sos_event(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.lock_open_sos_event(event_id uuid) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  event public.sos_events;
begin
  select * into event from public.sos_events e where e.id = lock_open_sos_event.event_id for update;
  if event.id is null then
    perform private.raise_app_error('ICE20', 'SOS event not found', 'sos_not_found', 404);
  end if;
  if event.status not in ('active', 'acknowledged') then
    perform private.raise_app_error('ICE21', 'This SOS has already ended', 'sos_ended', 409);
  end if;
  return event;
end;
$$;


--
-- Name: FUNCTION lock_open_sos_event(event_id uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.lock_open_sos_event(event_id uuid) IS 'Internal: locks an open SOS event or raises ICE20 (not found) / ICE21 (already ended).';


--
-- Name: check_ins; Type: TABLE; Schema: public
--

CREATE TABLE public.check_ins (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    client_request_id text NOT NULL,
    note text,
    due_at timestamp with time zone NOT NULL,
    grace_minutes smallint DEFAULT 5 NOT NULL,
    alarm_at timestamp with time zone NOT NULL,
    remind_at timestamp with time zone NOT NULL,
    contact_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    family_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    status public.check_in_status DEFAULT 'active'::public.check_in_status NOT NULL,
    reminded_at timestamp with time zone,
    alarm_event_id uuid,
    latitude double precision,
    longitude double precision,
    accuracy real,
    located_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    ended_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT check_ins_accuracy_check CHECK ((accuracy >= (0)::double precision)),
    CONSTRAINT check_ins_check CHECK ((alarm_at = (due_at + make_interval(mins => (grace_minutes)::integer)))),
    CONSTRAINT check_ins_client_request_id_check CHECK (((char_length(client_request_id) >= 1) AND (char_length(client_request_id) <= 100))),
    CONSTRAINT check_ins_grace_minutes_check CHECK (((grace_minutes >= 0) AND (grace_minutes <= 60))),
    CONSTRAINT check_ins_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT check_ins_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT check_ins_note_check CHECK ((char_length(note) <= 200))
);


--
-- Name: TABLE check_ins; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.check_ins IS 'A member''s "tell my people if I have not checked in by …" timer. Written only through the check-in functions; the watch raises the alarm at alarm_at.';


--
-- Name: COLUMN check_ins.remind_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.check_ins.remind_at IS 'When the member is reminded: 5 minutes before due_at, or halfway for a shorter check-in.';


--
-- Name: COLUMN check_ins.contact_ids; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.check_ins.contact_ids IS 'The emergency contacts told if it is missed (chosen from the member''s).';


--
-- Name: COLUMN check_ins.family_ids; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.check_ins.family_ids IS 'The family members notified if it is missed (chosen from those whose link receives alerts).';


--
-- Name: lock_own_check_in(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.lock_own_check_in(check_in_id uuid) RETURNS public.check_ins
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found_row public.check_ins;
begin
  select * into found_row from public.check_ins c where c.id = lock_own_check_in.check_in_id for update;
  if (select auth.uid()) is null or found_row.id is null or found_row.member_id <> (select auth.uid()) then
    raise exception 'You can only check in for yourself' using errcode = '42501', hint = 'check_in_forbidden';
  end if;
  return found_row;
end;
$$;


--
-- Name: FUNCTION lock_own_check_in(check_in_id uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.lock_own_check_in(check_in_id uuid) IS 'Internal: locks the caller''s own check-in, or refuses (42501 check_in_forbidden) without saying whether it exists.';


--
-- Name: name_contact_in_timeline_step(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.name_contact_in_timeline_step() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  contact_name text;
begin
  select c.name into contact_name
  from public.notifications n
  join public.emergency_contacts c on c.id = n.recipient_contact_id
  where n.id = (new.details ->> 'notification_id')::uuid;
  if contact_name is not null then
    new.details := new.details || jsonb_build_object('contact_name', contact_name);
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION name_contact_in_timeline_step(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.name_contact_in_timeline_step() IS 'Trigger: a contact''s notified/failed timeline step carries the contact''s name (details.contact_name) as it was when written.';


--
-- Name: new_invite_token(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.new_invite_token() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
$$;


--
-- Name: FUNCTION new_invite_token(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.new_invite_token() IS 'Internal: a new random invitation token (only its hash is ever stored).';


--
-- Name: next_drill_at(smallint, smallint, text, timestamp with time zone); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.next_drill_at(day_of_month smallint, hour smallint, time_zone text, after timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  local timestamp := after at time zone time_zone;
  candidate timestamp := make_timestamp(extract(year from local)::integer, extract(month from local)::integer, day_of_month, hour, 0, 0);
begin
  if candidate <= local then
    candidate := candidate + interval '1 month';
  end if;
  return candidate at time zone time_zone;
end;
$$;


--
-- Name: FUNCTION next_drill_at(day_of_month smallint, hour smallint, time_zone text, after timestamp with time zone); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.next_drill_at(day_of_month smallint, hour smallint, time_zone text, after timestamp with time zone) IS 'Internal: the next monthly drill on the member''s clock after a moment.';


--
-- Name: on_email_confirmed_queue_consent_requests(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.on_email_confirmed_queue_consent_requests() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.queue_contact_consent_requests(new.id);
  return null;
end;
$$;


--
-- Name: FUNCTION on_email_confirmed_queue_consent_requests(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.on_email_confirmed_queue_consent_requests() IS 'Trigger on auth.users: a newly confirmed e-mail address queues the consent requests of the member''s registration contacts.';


--
-- Name: on_registration_queue_consent_requests(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.on_registration_queue_consent_requests() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.queue_contact_consent_requests(new.user_id);
  return null;
end;
$$;


--
-- Name: FUNCTION on_registration_queue_consent_requests(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.on_registration_queue_consent_requests() IS 'Trigger on registrations (deferred to commit): queues the consent requests of a confirmed member''s registration contacts.';


--
-- Name: on_subscription_active_apply_waiting_contacts(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.on_subscription_active_apply_waiting_contacts() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status in ('active', 'trialing') and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    perform private.apply_waiting_contacts(new.user_id);
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION on_subscription_active_apply_waiting_contacts(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.on_subscription_active_apply_waiting_contacts() IS 'Trigger: when a subscription becomes active or trialing, the member''s waiting registration contacts are written.';


--
-- Name: prepare_device_reading(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.prepare_device_reading() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- auth.uid(), not is_trusted_role(): inside a definer function current_user is the owner.
  -- A signed-in request is a member's; the service role and owner carry no user id.
  if (select auth.uid()) is not null then
    -- Checked here as well as by the policy: a skipped duplicate never reaches the policy check,
    -- and a forged write must fail loudly rather than look accepted.
    if new.user_id is distinct from (select auth.uid()) or not exists (
      select 1 from public.devices d where d.id = new.device_id and d.user_id = (select auth.uid())
    ) then
      raise exception 'You can only record readings of your own devices' using errcode = '42501';
    end if;
    new.recorded_at := now();
  end if;
  -- The owner always comes from the device, also for the service role's writes: a mis-keyed
  -- user_id would otherwise show one member's readings to another under RLS.
  select d.user_id into new.user_id from public.devices d where d.id = new.device_id;
  if new.user_id is null then
    raise exception 'No such device' using errcode = '23503';
  end if;
  new.recorded_minute := date_trunc('minute', new.recorded_at at time zone 'UTC') at time zone 'UTC';
  if exists (
    select 1 from public.device_readings r
    where r.device_id = new.device_id and r.recorded_minute = new.recorded_minute
  ) then
    return null;
  end if;
  delete from public.device_readings r
  where r.device_id = new.device_id and r.recorded_at < now() - private.device_reading_retention();
  return new;
end;
$$;


--
-- Name: FUNCTION prepare_device_reading(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.prepare_device_reading() IS 'Trigger: stamps the minute, uses the database clock for member writes, skips a duplicate minute and purges readings older than 90 days.';


--
-- Name: protection_check_of(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.protection_check_of(member uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  limits public.sos_limits;
  plan_status public.subscription_status;
  call_centre boolean;
  contacts record;
  linked integer;
  has_medical boolean;
  profile record;
  pendant public.devices;
  checks jsonb;
  plan_ok boolean;
  last_drill timestamptz;
  schedule public.drill_schedules;
  push record;
begin
  select * into limits from public.sos_limits l limit 1;

  -- The plan that protects wins; otherwise the state that asks the member to act soonest
  -- (lib/data/protection.ts, protectionOf, uses the same order).
  select s.status into plan_status
  from public.subscriptions s
  where s.user_id = member
  order by case s.status when 'active' then 0 when 'trialing' then 1 when 'past_due' then 2 when 'incomplete' then 3 else 4 end
  limit 1;
  plan_ok := coalesce(plan_status in ('active', 'trialing'), false);
  select exists (
    select 1 from public.subscriptions s join public.subscription_plans sp on sp.id = s.plan_id
    where s.user_id = member and s.status in ('active', 'trialing') and sp.region = 'es'
  ) into call_centre;

  select count(*) filter (where cc.status = 'agreed') as agreed,
         count(*) filter (where coalesce(cc.status, 'pending') = 'pending' and cc.requested_at is not null) as waiting,
         count(*) filter (where cc.status = 'declined') as declined,
         count(*) as total
  into contacts
  from public.emergency_contacts c
  left join public.emergency_contact_consents cc on cc.contact_id = c.id
  where c.user_id = member;

  select count(*) into linked
  from public.family_links l
  where l.member_id = member and l.receive_sos_alerts and public.family_link_is_live(l.status, l.expires_at);

  select coalesce(nullif(btrim(m.blood_type), '') is not null
                  or cardinality(m.allergies) > 0 or cardinality(m.conditions) > 0 or cardinality(m.medications) > 0
                  or nullif(btrim(m.notes), '') is not null, false)
  into has_medical
  from public.medical_profiles m where m.user_id = member;

  select nullif(btrim(p.full_name), '') is not null as has_name, nullif(btrim(p.phone), '') is not null as has_phone
  into profile
  from public.profiles p where p.user_id = member;

  -- The pendant most recently heard from (a member pairs one; an old row must not hide a live one).
  select * into pendant from public.devices d
  where d.user_id = member and d.kind = 'pendant'
  order by d.last_connected_at desc nulls last, d.created_at desc
  limit 1;

  select max(e.started_at) into last_drill from public.sos_events e where e.member_id = member and e.source = 'test';
  select * into schedule from public.drill_schedules d where d.member_id = member;
  -- Of the family who receive alerts: how many have a browser switched on, and how many a browser
  -- the push service accepted a message for in the last 30 days (a drill proves it).
  select count(distinct l.family_member_id) filter (where s.id is not null) as subscribed,
         count(distinct l.family_member_id) filter (where s.last_success_at > now() - interval '30 days') as reached
  into push
  from public.family_links l
  left join public.push_subscriptions s on s.user_id = l.family_member_id
  where l.member_id = member and l.receive_sos_alerts and public.family_link_is_live(l.status, l.expires_at);

  checks := jsonb_build_array(
    jsonb_build_object('key', 'plan', 'ok', plan_ok, 'status', plan_status),
    jsonb_build_object('key', 'contactAgreed', 'ok', contacts.agreed > 0, 'agreed', contacts.agreed,
                       'waiting', contacts.waiting, 'declined', contacts.declined, 'total', contacts.total),
    jsonb_build_object('key', 'familyLinked', 'ok', linked > 0, 'linked', linked),
    jsonb_build_object('key', 'medicalId', 'ok', coalesce(has_medical, false)),
    jsonb_build_object('key', 'personalDetails', 'ok', coalesce(profile.has_name and profile.has_phone, false),
                       'hasName', coalesce(profile.has_name, false), 'hasPhone', coalesce(profile.has_phone, false))
  );
  if linked > 0 then
    checks := checks || jsonb_build_array(jsonb_build_object(
      'key', 'push', 'ok', push.reached > 0, 'linked', linked, 'subscribed', push.subscribed, 'reached', push.reached));
  end if;
  checks := checks || jsonb_build_array(jsonb_build_object(
    'key', 'drill', 'ok', coalesce(last_drill > now() - interval '30 days', false),
    'lastDrillAt', last_drill, 'nextDrillAt', schedule.next_run_at));
  if pendant.id is not null then
    checks := checks || jsonb_build_array(jsonb_build_object(
      'key', 'pendant',
      'ok', pendant.last_connected_at is not null
            and pendant.last_connected_at > now() - make_interval(hours => limits.pendant_silent_hours)
            and (pendant.battery is null or pendant.battery >= limits.battery_low_percent),
      'name', pendant.name,
      'lastSeenAt', pendant.last_connected_at,
      'battery', pendant.battery,
      'silentHours', limits.pendant_silent_hours,
      'lowPercent', limits.battery_low_percent));
  end if;

  return jsonb_build_object(
    'protected', plan_ok and (contacts.agreed > 0 or linked > 0 or call_centre),
    'callCentre', call_centre,
    'checks', checks);
end;
$$;


--
-- Name: FUNCTION protection_check_of(member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.protection_check_of(member uuid) IS 'Internal: the protection check of one member (docs/product.md#protection-check), with no access rule of its own.';


--
-- Name: queue_contact_consent_requests(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.queue_contact_consent_requests(member uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into private.contact_consent_requests_due (contact_id, member_id)
  select c.id, c.user_id
  from public.emergency_contacts c
  join public.emergency_contact_consents k on k.contact_id = c.id
  where c.user_id = queue_contact_consent_requests.member
    and k.status = 'pending'
    and k.requested_at is null
    and exists (select 1 from auth.users u where u.id = c.user_id and u.email_confirmed_at is not null)
  order by c.priority, c.created_at
  on conflict (contact_id) do nothing;
$$;


--
-- Name: FUNCTION queue_contact_consent_requests(member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.queue_contact_consent_requests(member uuid) IS 'Internal: queues one consent request per pending, never-asked contact of a member whose e-mail is confirmed; never twice for a contact.';


--
-- Name: queue_user_notice(uuid, text, jsonb, public.notification_channel[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.queue_user_notice(recipient uuid, kind text, params jsonb, channels public.notification_channel[] DEFAULT ARRAY['in_app'::public.notification_channel, 'email'::public.notification_channel, 'push'::public.notification_channel]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.notifications (recipient_user_id, recipient_address, channel, kind, language, params, next_attempt_at)
  select recipient, case when t.channel = 'email' then u.email end, t.channel, queue_user_notice.kind,
         p.preferred_language, queue_user_notice.params, now()
  from public.profiles p
  join auth.users u on u.id = p.user_id
  cross join lateral unnest(channels) as t (channel)
  where p.user_id = recipient
    and (t.channel <> 'email' or nullif(btrim(u.email), '') is not null)
    and (t.channel <> 'push' or exists (select 1 from public.push_subscriptions s where s.user_id = recipient))
    and t.channel <> 'sms';
$$;


--
-- Name: FUNCTION queue_user_notice(recipient uuid, kind text, params jsonb, channels public.notification_channel[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.queue_user_notice(recipient uuid, kind text, params jsonb, channels public.notification_channel[]) IS 'Internal: queues a notice (not an alarm) to a signed-up person in their language: in-app, e-mail to their account address, push when they have a subscribed browser.';


--
-- Name: raise_app_error(text, text, text, integer, text); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.raise_app_error(code text, message text, hint text, http_status integer, details text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message, 'details', details, 'hint', hint)::text,
    detail = json_build_object('status', http_status, 'headers', json_build_object())::text;
end;
$$;


--
-- Name: FUNCTION raise_app_error(code text, message text, hint text, http_status integer, details text); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.raise_app_error(code text, message text, hint text, http_status integer, details text) IS 'Raises an app error (code, message, hint, HTTP status) that the Data API returns as-is.';


--
-- Name: raise_check_in_alarm(public.check_ins, boolean); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.raise_check_in_alarm(check_in public.check_ins, silent boolean) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  pendant_battery smallint;
  pendant_heart_rate smallint;
begin
  -- The pendant's battery and pulse only when it reported in the last day: an older value misleads.
  select d.battery, d.last_heart_rate into pendant_battery, pendant_heart_rate
  from public.devices d
  where d.user_id = check_in.member_id and d.kind = 'pendant' and d.last_connected_at > now() - interval '1 day'
  order by d.last_connected_at desc
  limit 1;
  return private.raise_sos_for(
    check_in.member_id,
    case when silent then 'check-in-duress:' else 'check-in:' end || check_in.id::text,
    'check_in',
    check_in.latitude, check_in.longitude, check_in.accuracy,
    pendant_battery, pendant_heart_rate,
    check_in.note, silent, check_in.contact_ids, check_in.family_ids, check_in.id);
end;
$$;


--
-- Name: FUNCTION raise_check_in_alarm(check_in public.check_ins, silent boolean); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.raise_check_in_alarm(check_in public.check_ins, silent boolean) IS 'Internal: raises the alarm of a missed check-in (or a silent one for a duress code) with its note, chosen recipients, last known position and the pendant''s battery.';


--
-- Name: raise_sos_for(uuid, text, public.sos_source, double precision, double precision, real, integer, integer, text, boolean, uuid[], uuid[], uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.raise_sos_for(member uuid, client_request_id text, source public.sos_source, latitude double precision DEFAULT NULL::double precision, longitude double precision DEFAULT NULL::double precision, accuracy real DEFAULT NULL::real, battery integer DEFAULT NULL::integer, heart_rate integer DEFAULT NULL::integer, note text DEFAULT NULL::text, silent boolean DEFAULT false, notify_contact_ids uuid[] DEFAULT NULL::uuid[], notify_family_ids uuid[] DEFAULT NULL::uuid[], check_in_id uuid DEFAULT NULL::uuid) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  event public.sos_events;
  has_position boolean := latitude between -90 and 90 and longitude between -180 and 180;
  limits public.sos_limits;
  unusual boolean := false;
begin
  has_position := coalesce(has_position, false);
  if battery not between 0 and 100 then battery := null; end if;
  if heart_rate not between 20 and 250 then heart_rate := null; end if;
  if accuracy < 0 then accuracy := null; end if;

  -- A retry: hand back the alarm the first request created, before any limit is counted.
  select * into event from public.sos_events e
  where e.member_id = member and e.client_request_id = raise_sos_for.client_request_id;
  if event.id is not null then
    return event;
  end if;

  select * into limits from public.sos_limits l limit 1;
  if source = 'test' then
    -- A drill while a real alarm is open: the real one comes first (docs/product.md#drills).
    if exists (select 1 from public.sos_events e
               where e.member_id = member and e.source <> 'test' and e.status in ('active', 'acknowledged')) then
      perform private.raise_app_error('ICE90', 'A real alarm is open: it comes first, so no drill now', 'drill_during_alarm', 409);
    end if;
    if (select count(*) from public.sos_events e
        where e.member_id = member and e.source = 'test' and e.started_at > now() - interval '1 hour')
       >= coalesce(limits.test_alerts_per_hour, 3) then
      perform private.raise_app_error('ICE29', 'Too many test alerts: try again later', 'sos_test_limit', 429,
        format('At most %s test alerts an hour', coalesce(limits.test_alerts_per_hour, 3)));
    end if;
  else
    unusual := (select count(*) from public.sos_events e
                where e.member_id = member and e.source <> 'test' and e.started_at > now() - interval '1 hour')
               >= coalesce(limits.alarms_flagged_per_hour, 5);
  end if;

  insert into public.sos_events as e
    (member_id, client_request_id, source, location_unavailable, battery, heart_rate, region, unusual_volume,
     note, silent, notify_contact_ids, notify_family_ids, check_in_id)
  values
    (member, client_request_id, source, not has_position, battery, heart_rate,
     private.sos_region_for(member), unusual,
     left(nullif(btrim(note), ''), 300), coalesce(silent, false), notify_contact_ids, notify_family_ids, check_in_id)
  on conflict on constraint sos_events_member_id_client_request_id_key do nothing
  returning * into event;

  if event.id is null then
    -- The same request raced this one and won: its alarm is the one.
    select * into event from public.sos_events e
    where e.member_id = member and e.client_request_id = raise_sos_for.client_request_id;
    return event;
  end if;

  if has_position then
    insert into public.sos_locations (event_id, member_id, latitude, longitude, accuracy)
    values (event.id, member, latitude, longitude, accuracy);
  end if;
  perform private.enqueue_sos_alerts(event);
  return event;
end;
$$;


--
-- Name: FUNCTION raise_sos_for(member uuid, client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer, note text, silent boolean, notify_contact_ids uuid[], notify_family_ids uuid[], check_in_id uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.raise_sos_for(member uuid, client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer, note text, silent boolean, notify_contact_ids uuid[], notify_family_ids uuid[], check_in_id uuid) IS 'Internal: raises an SOS for member and queues who must be told, idempotent on client_request_id (the body of raise_sos, shared with the check-in and drill watches); a drill (test) is refused while a real alarm is open (ICE90).';


--
-- Name: record_admin_change(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.record_admin_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: FUNCTION record_admin_change(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.record_admin_change() IS 'Trigger: writes admin_audit when the caller is an admin. Args: kind, id column, kept columns (none: all but updated_at).';


--
-- Name: record_family_invite_send(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.record_family_invite_send(member uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.lock_family_invite_sends(member);
  if (select count(*) from private.family_invite_sends s
      where s.member_id = member and s.sent_at > now() - interval '24 hours') >= private.family_invite_daily_limit() then
    perform private.raise_app_error(
      'ICE15', 'Too many invitations were sent in the last 24 hours', 'invite_rate_limited', 429,
      private.family_invite_daily_limit()::text);
  end if;
  insert into private.family_invite_sends (member_id) values (member);
end;
$$;


--
-- Name: FUNCTION record_family_invite_send(member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.record_family_invite_send(member uuid) IS 'Internal: counts one invitation e-mail for the member, or raises ICE15 past the daily limit.';


--
-- Name: record_site_content_version(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.record_site_content_version() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  saver uuid := (select auth.uid());
begin
  -- A caller without a profile (not possible for an admin) is recorded as unknown, not refused.
  if saver is not null and not exists (select 1 from public.profiles p where p.user_id = saver) then
    saver := null;
  end if;
  insert into public.site_content_versions (key, version, value, saved_by)
  values (new.key, new.version, new.value, saver);
  delete from public.site_content_versions v where v.key = new.key and v.version <= new.version - 200;
  return null;
end;
$$;


--
-- Name: FUNCTION record_site_content_version(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.record_site_content_version() IS 'Trigger: records each saved site_content row in site_content_versions (who, when, value); keeps the newest 200 per key.';


--
-- Name: reset_emergency_contact_consent(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.reset_emergency_contact_consent() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  declined timestamptz := private.contact_declined_at(new.user_id, new.email, new.phone);
begin
  update public.emergency_contact_consents k
     set status = case when declined is null then 'pending' else 'declined' end::public.contact_consent_status,
         answered_at = declined,
         token_hash = null, requested_at = null, link_expires_at = null, link_used_at = null
   where k.contact_id = new.id;
  return null;
end;
$$;


--
-- Name: FUNCTION reset_emergency_contact_consent(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.reset_emergency_contact_consent() IS 'Trigger: an emergency contact whose e-mail or phone changed is asked again (answer back to pending, or declined for an address that declined before; link voided).';


--
-- Name: set_sos_contacts_due_at(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.set_sos_contacts_due_at() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  grace smallint;
begin
  if new.source in ('test', 'pendant', 'fall', 'check_in') then
    new.contacts_due_at := new.started_at;
    return new;
  end if;
  select p.grace_seconds into grace from public.sos_preferences p where p.member_id = new.member_id;
  new.contacts_due_at := new.started_at + make_interval(secs => coalesce(grace, 5));
  return new;
end;
$$;


--
-- Name: FUNCTION set_sos_contacts_due_at(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.set_sos_contacts_due_at() IS 'Trigger: contacts_due_at = started_at + the member''s grace period; at once for tests and for alarms whose countdown ran before raising (pendant, fall, check_in).';


--
-- Name: sos_message_params(public.sos_events); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.sos_message_params(event public.sos_events) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object('started_at', event.started_at, 'source', event.source)
    || case when event.note is not null then jsonb_build_object('note', event.note) else '{}'::jsonb end
    -- A duress code: the message must not tell anyone to call the member's phone.
    || case when event.silent then jsonb_build_object('silent', true) else '{}'::jsonb end
    || coalesce((select jsonb_build_object('due_at', c.due_at) from public.check_ins c where c.id = event.check_in_id), '{}'::jsonb)
    || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''),
                                           'member_phone', nullif(btrim(p.phone), ''),
                                           'member_country', p.country)
                 from public.profiles p where p.user_id = event.member_id), '{}'::jsonb);
$$;


--
-- Name: FUNCTION sos_message_params(event public.sos_events); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.sos_message_params(event public.sos_events) IS 'Internal: the parameters of the messages about an alarm (member name, phone and country, start time, source, the check-in''s note and due time, silent for a duress code).';


--
-- Name: sos_region_for(uuid); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.sos_region_for(member uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.region
  from public.subscriptions s
  join public.subscription_plans p on p.id = s.plan_id
  where s.user_id = sos_region_for.member
    and s.status in ('active', 'trialing')
    and p.region is not null and p.region <> 'global'
  order by p.sort_order
  limit 1;
$$;


--
-- Name: FUNCTION sos_region_for(member uuid); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.sos_region_for(member uuid) IS 'Internal: call centre region of the member''s active regional plan, or null.';


--
-- Name: start_emergency_contact_consent(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.start_emergency_contact_consent() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  declined timestamptz := private.contact_declined_at(new.user_id, new.email, new.phone);
begin
  insert into public.emergency_contact_consents (contact_id, member_id, status, answered_at)
  values (new.id, new.user_id, case when declined is null then 'pending' else 'declined' end::public.contact_consent_status, declined)
  on conflict do nothing;
  return null;
end;
$$;


--
-- Name: FUNCTION start_emergency_contact_consent(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.start_emergency_contact_consent() IS 'Trigger: a new emergency contact gets a pending consent row, or a declined one when an address of it declined this member before.';


--
-- Name: status_incident_text(text, integer); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.status_incident_text(value text, max_length integer) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  trimmed text := regexp_replace(value, '^\s+|\s+$', '', 'g');
begin
  if trimmed is null or trimmed = '' or char_length(trimmed) > max_length then
    perform private.raise_app_error('ICE96', format('Write a text of 1 to %s characters.', max_length), 'status_incident_text_required', 400);
  end if;
  return trimmed;
end;
$_$;


--
-- Name: FUNCTION status_incident_text(value text, max_length integer); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.status_incident_text(value text, max_length integer) IS 'Internal: the trimmed incident text, or ICE96 when blank or longer than max_length.';


--
-- Name: status_percentiles(double precision[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.status_percentiles(ms double precision[]) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'p50Ms', percentile_cont(0.5) within group (order by m),
    'p95Ms', percentile_cont(0.95) within group (order by m),
    'p99Ms', percentile_cont(0.99) within group (order by m))
  from unnest(ms) m;
$$;


--
-- Name: FUNCTION status_percentiles(ms double precision[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.status_percentiles(ms double precision[]) IS 'Internal: p50, p95 and p99 (percentile_cont: linear between ranks) of a list of milliseconds, nulls when empty.';


--
-- Name: status_probe_member(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.status_probe_member() RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.member_id from private.status_probe p;
$$;


--
-- Name: FUNCTION status_probe_member(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.status_probe_member() IS 'Internal: the status probe''s member account, or null when the probe is not set up.';


--
-- Name: touch_sos_last_located_at(); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.touch_sos_last_located_at() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.sos_events e
     set last_located_at = greatest(coalesce(e.last_located_at, new.recorded_at), new.recorded_at)
   where e.id = new.event_id
     -- now() is the transaction's start: equal to started_at only inside the raising transaction.
     and e.started_at <> now();
  return new;
end;
$$;


--
-- Name: FUNCTION touch_sos_last_located_at(); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.touch_sos_last_located_at() IS 'Trigger: records on the event when a later position arrived (never the coordinates); the first one, written with the event, needs no signal.';


--
-- Name: valid_catalogue_translations(jsonb); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.valid_catalogue_translations(value jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  lang text;
  entry jsonb;
  field text;
  feature jsonb;
begin
  if value is null or jsonb_typeof(value) <> 'object' then
    return false;
  end if;
  for lang, entry in select e.key, e.value from jsonb_each(value) e loop
    if lang not in ('nl', 'es') or jsonb_typeof(entry) <> 'object' then
      return false;
    end if;
    for field in select jsonb_object_keys(entry) loop
      if field not in ('name', 'description', 'features') then
        return false;
      end if;
    end loop;
    if entry ? 'name'
       and (jsonb_typeof(entry -> 'name') <> 'string' or char_length(entry ->> 'name') not between 1 and 200) then
      return false;
    end if;
    if entry ? 'description'
       and (jsonb_typeof(entry -> 'description') <> 'string' or char_length(entry ->> 'description') > 1000) then
      return false;
    end if;
    if entry ? 'features' then
      if jsonb_typeof(entry -> 'features') <> 'array' or jsonb_array_length(entry -> 'features') > 20 then
        return false;
      end if;
      for feature in select f.value from jsonb_array_elements(entry -> 'features') f loop
        if jsonb_typeof(feature) <> 'string' or char_length(feature #>> '{}') > 200 then
          return false;
        end if;
      end loop;
    end if;
  end loop;
  return true;
end;
$$;


--
-- Name: FUNCTION valid_catalogue_translations(value jsonb); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.valid_catalogue_translations(value jsonb) IS 'Whether a catalogue translations value has the documented shape (keys nl/es; name 1-200, description ≤ 1000, features ≤ 20 strings of ≤ 200).';


--
-- Name: without_blank_entries(text[]); Type: FUNCTION; Schema: private
--

CREATE FUNCTION private.without_blank_entries(entries text[]) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(e.entry order by e.place), '{}') from unnest(entries) with ordinality as e(entry, place) where btrim(e.entry) <> '';
$$;


--
-- Name: FUNCTION without_blank_entries(entries text[]); Type: COMMENT; Schema: private
--

COMMENT ON FUNCTION private.without_blank_entries(entries text[]) IS 'Internal: a text list without its blank or null entries, order kept.';


--
-- Name: family_links; Type: TABLE; Schema: public
--

CREATE TABLE public.family_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    member_id uuid NOT NULL,
    family_member_id uuid NOT NULL,
    relationship text,
    role public.family_role DEFAULT 'family'::public.family_role NOT NULL,
    status public.family_link_status DEFAULT 'active'::public.family_link_status NOT NULL,
    receive_sos_alerts boolean DEFAULT true NOT NULL,
    location_access public.location_access DEFAULT 'during_sos'::public.location_access NOT NULL,
    view_medical boolean DEFAULT false NOT NULL,
    view_device_status boolean DEFAULT false NOT NULL,
    view_activity boolean DEFAULT false NOT NULL,
    expires_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT family_links_check CHECK ((member_id <> family_member_id)),
    CONSTRAINT family_links_relationship_check CHECK ((char_length(relationship) <= 100))
);


--
-- Name: TABLE family_links; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.family_links IS 'Who may see what of a protected member: one row per member and family member or carer.';


--
-- Name: COLUMN family_links.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.id IS 'Link id.';


--
-- Name: COLUMN family_links.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.member_id IS 'The protected member who shares.';


--
-- Name: COLUMN family_links.family_member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.family_member_id IS 'The family member or carer who receives access.';


--
-- Name: COLUMN family_links.relationship; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.relationship IS 'Free text: daughter, neighbour, home carer, ...';


--
-- Name: COLUMN family_links.role; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.role IS 'family or carer.';


--
-- Name: COLUMN family_links.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.status IS 'invited, active, paused or revoked; only active grants access.';


--
-- Name: COLUMN family_links.receive_sos_alerts; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.receive_sos_alerts IS 'Sees the member''s SOS alerts (recent and open ones) and can acknowledge them.';


--
-- Name: COLUMN family_links.location_access; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.location_access IS 'none, during_sos or always; positions are read only through get_sos_location / get_sos_trail, which log each read.';


--
-- Name: COLUMN family_links.view_medical; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.view_medical IS 'May read the medical profile through get_member_medical_profile (logged).';


--
-- Name: COLUMN family_links.view_device_status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.view_device_status IS 'May read the member''s devices (pendant battery, last connection, heart rate).';


--
-- Name: COLUMN family_links.view_activity; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.view_activity IS 'May read the member''s whole SOS history and timelines.';


--
-- Name: COLUMN family_links.expires_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.expires_at IS 'Optional end of access; after it the link grants nothing (temporary carers).';


--
-- Name: COLUMN family_links.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.created_at IS 'When the link was created (invitation accepted).';


--
-- Name: COLUMN family_links.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.family_links.updated_at IS 'When the link last changed.';


--
-- Name: accept_family_invite(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.accept_family_invite(token text) RETURNS public.family_links
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  caller_email text;
  invite public.family_invites;
  link public.family_links;
  access_ends timestamptz;
begin
  if caller is null then
    raise exception 'Sign in to accept an invitation' using errcode = '42501';
  end if;
  invite := private.find_open_invite(accept_family_invite.token, true);
  select lower(u.email) into caller_email from auth.users u where u.id = caller;
  if caller_email is distinct from lower(invite.email) then
    perform private.raise_app_error(
      'ICE11', 'This invitation was sent to a different e-mail address', 'invite_email_mismatch', 403);
  end if;
  if invite.member_id = caller then
    perform private.raise_app_error('ICE12', 'You cannot accept your own invitation', 'invite_own', 400);
  end if;
  access_ends := coalesce(
    invite.access_expires_at,
    now() + make_interval(hours => invite.access_duration_hours)
  );

  insert into public.family_links as l (
    member_id, family_member_id, relationship, role, status, receive_sos_alerts,
    location_access, view_medical, view_device_status, view_activity, expires_at
  ) values (
    invite.member_id, caller, invite.relationship, invite.role, 'active', invite.receive_sos_alerts,
    invite.location_access, invite.view_medical, invite.view_device_status, invite.view_activity,
    access_ends
  )
  on conflict (member_id, family_member_id) do update set
    relationship = excluded.relationship,
    role = excluded.role,
    status = 'active',
    receive_sos_alerts = excluded.receive_sos_alerts,
    location_access = excluded.location_access,
    view_medical = excluded.view_medical,
    view_device_status = excluded.view_device_status,
    view_activity = excluded.view_activity,
    expires_at = excluded.expires_at
  returning * into link;

  update public.family_invites set accepted_at = now(), accepted_by = caller where id = invite.id;
  return link;
end;
$$;


--
-- Name: FUNCTION accept_family_invite(token text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.accept_family_invite(token text) IS 'Accepts an invitation by its token for the signed-in caller and returns the active family link; its end of access is the chosen moment or now() plus the invited duration. Errors ICE10 (invalid, expired, used or declined), ICE11 (other e-mail), ICE12 (own invitation).';


--
-- Name: acknowledge_sos(uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.acknowledge_sos(event_id uuid, note text DEFAULT NULL::text) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  select * into event from public.sos_events e where e.id = acknowledge_sos.event_id;
  if caller is null or event.id is null
     or not (public.is_admin() or public.has_family_permission(event.member_id, 'receive_sos_alerts')) then
    raise exception 'You cannot acknowledge this SOS' using errcode = '42501', hint = 'sos_forbidden';
  end if;
  event := private.lock_open_sos_event(acknowledge_sos.event_id);
  if event.status = 'active' then
    update public.sos_events e
       set status = 'acknowledged', acknowledged_at = now(), acknowledged_by = caller
     where e.id = event.id
    returning * into event;
  end if;
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, note)
  values (event.id, event.member_id, 'acknowledged', caller, acknowledge_sos.note);
  return event;
end;
$$;


--
-- Name: FUNCTION acknowledge_sos(event_id uuid, note text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.acknowledge_sos(event_id uuid, note text) IS 'Family with receive_sos_alerts or an admin acknowledges an open SOS ("I''m on it"). 42501 when not allowed, ICE21 when it already ended.';


--
-- Name: add_call_centre_step(uuid, public.sos_timeline_kind, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.add_call_centre_step(event_id uuid, step public.sos_timeline_kind, note text DEFAULT NULL::text) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  if not public.is_admin() then
    raise exception 'Only the call centre can add this step' using errcode = '42501', hint = 'sos_forbidden';
  end if;
  if step not in ('claimed', 'call_made', 'call_centre_note') then
    raise exception 'A call centre step is claimed, call_made or call_centre_note' using errcode = '22023';
  end if;
  event := private.lock_open_sos_event(add_call_centre_step.event_id);
  if step = 'claimed' then
    update public.sos_events e set claimed_at = now(), claimed_by = caller
     where e.id = event.id
    returning * into event;
  end if;
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, note)
  values (event.id, event.member_id, step, caller, add_call_centre_step.note);
  return event;
end;
$$;


--
-- Name: FUNCTION add_call_centre_step(event_id uuid, step public.sos_timeline_kind, note text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.add_call_centre_step(event_id uuid, step public.sos_timeline_kind, note text) IS 'An admin records a call centre step (claimed, call_made, call_centre_note) on an open SOS.';


--
-- Name: add_sos_created_step(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.add_sos_created_step() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.sos_timeline (event_id, member_id, kind, actor_id, details, at)
  values (new.id, new.member_id, 'created', new.member_id,
          jsonb_build_object('source', new.source, 'location_unavailable', new.location_unavailable),
          new.started_at);
  return new;
end;
$$;


--
-- Name: FUNCTION add_sos_created_step(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.add_sos_created_step() IS 'Trigger: records the created step of a new SOS on its timeline.';


--
-- Name: admin_email_recipients(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.admin_email_recipients() RETURNS TABLE(user_id uuid, email text, language public.language_code)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.user_id, u.email::text, p.preferred_language
  from public.profiles p
  join auth.users u on u.id = p.user_id
  where p.role = 'admin' and u.email is not null;
$$;


--
-- Name: FUNCTION admin_email_recipients(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.admin_email_recipients() IS 'Sign-in e-mail address and preferred language of every admin, for notices such as new contact messages. Service role only.';


--
-- Name: admin_list_members(text, integer, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.admin_list_members(search text DEFAULT NULL::text, page_number integer DEFAULT 1, page_size integer DEFAULT 25) RETURNS TABLE(user_id uuid, full_name text, email text, role public.app_role, plan_name text, subscription_statuses public.subscription_status[], last_alarm_at timestamp with time zone, total_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  needle text := lower(nullif(btrim(admin_list_members.search), ''));
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE80', 'Only admins can list members.', 'admin_members_forbidden', 403);
  end if;
  if char_length(needle) > 100
     or page_number is null or page_number not between 1 and 100000
     or page_size is null or page_size not between 1 and 100 then
    perform private.raise_app_error('ICE81', 'The search is at most 100 characters; pages are 1 or more, of 1 to 100 rows.', 'admin_members_invalid_request', 400);
  end if;

  return query
    select
      p.user_id,
      p.full_name,
      u.email::text,
      p.role,
      -- The plan that protects them if one does, else their newest: the one the member sees.
      (select pl.name
         from public.subscriptions s
         join public.subscription_plans pl on pl.id = s.plan_id
        where s.user_id = p.user_id
        order by (s.status in ('active', 'trialing')) desc, s.created_at desc
        limit 1),
      coalesce((select array_agg(s.status order by s.created_at desc) from public.subscriptions s where s.user_id = p.user_id), '{}'),
      (select max(e.started_at) from public.sos_events e where e.member_id = p.user_id),
      count(*) over ()
    from public.profiles p
    join auth.users u on u.id = p.user_id
    where needle is null
       or strpos(lower(coalesce(p.full_name, '')), needle) > 0
       or strpos(lower(coalesce(u.email::text, '')), needle) > 0
    order by lower(p.full_name) nulls last, lower(u.email::text), p.user_id
    offset (page_number - 1) * page_size
    limit page_size;
end;
$$;


--
-- Name: FUNCTION admin_list_members(search text, page_number integer, page_size integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.admin_list_members(search text, page_number integer, page_size integer) IS 'Admins: one page of members (name, e-mail, role, current plan, subscription statuses, last alarm, total matches), searched by name or e-mail. ICE80 not an admin, ICE81 search over 100 characters or a bad page.';


--
-- Name: admin_member_summary(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.admin_member_summary(member uuid) RETURNS TABLE(user_id uuid, email text, full_name text, role public.app_role, created_at timestamp with time zone, emergency_contact_count bigint, last_located_alarm_id uuid)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE80', 'Only admins can read a member''s details.', 'admin_members_forbidden', 403);
  end if;

  return query
    select
      p.user_id,
      u.email::text,
      p.full_name,
      p.role,
      p.created_at,
      (select count(*) from public.emergency_contacts c where c.user_id = p.user_id),
      (select l.event_id from public.sos_locations l where l.member_id = p.user_id order by l.recorded_at desc, l.id desc limit 1)
    from public.profiles p
    join auth.users u on u.id = p.user_id
    where p.user_id = admin_member_summary.member;
end;
$$;


--
-- Name: FUNCTION admin_member_summary(member uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.admin_member_summary(member uuid) IS 'Admins: a member''s e-mail, name, role, member since, emergency contact count and the alarm of their latest position (id only). No medical data, no coordinates. ICE80 not an admin.';


--
-- Name: admin_setup_gate(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.admin_setup_gate(target_user uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when exists (select 1 from public.profiles where role = 'admin') then 'adminExists'
    when (select count(*) from private.admin_setup_failures f
          where f.user_id = target_user and f.at > now() - interval '15 minutes') >= 5 then 'throttled'
    when (select count(*) from private.admin_setup_failures f
          where f.at > now() - interval '1 hour') >= 50 then 'throttled'
    else 'open'
  end;
$$;


--
-- Name: FUNCTION admin_setup_gate(target_user uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.admin_setup_gate(target_user uuid) IS 'Service role: whether /admin-setup may compare a code for this user now (adminExists, throttled, open).';


--
-- Name: announce_expired_family_links(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.announce_expired_family_links() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  announced integer := 0;
  link record;
begin
  for link in
    insert into private.announced_link_expiries (link_id, expires_at)
    select l.id, l.expires_at
    from public.family_links l
    where l.expires_at <= now() and l.expires_at > now() - interval '1 day'
    on conflict do nothing
    returning link_id
  loop
    perform private.announce_family_access_change(l.member_id, l.family_member_id)
    from public.family_links l where l.id = link.link_id;
    announced := announced + 1;
  end loop;
  delete from private.announced_link_expiries where expires_at < now() - interval '2 days';
  return announced;
end;
$$;


--
-- Name: FUNCTION announce_expired_family_links(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.announce_expired_family_links() IS 'Service role: sends access_changed for family links that expired since the last call.';


--
-- Name: answer_emergency_contact_consent(text, boolean); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.answer_emergency_contact_consent(token text, agree boolean) RETURNS TABLE(status public.contact_consent_status, answered_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  consent public.emergency_contact_consents := private.find_contact_consent(answer_emergency_contact_consent.token, true);
  hashes text[];
begin
  if answer_emergency_contact_consent.agree is null then
    raise exception 'agree must be true or false' using errcode = '22004';
  end if;
  if consent.link_used_at is not null then
    perform private.raise_app_error('ICE42', 'This link was already used to answer', 'emergency_contact_consent_answered', 409);
  end if;
  select private.contact_address_hashes(c.email, c.phone) into hashes
    from public.emergency_contacts c where c.id = consent.contact_id;

  if answer_emergency_contact_consent.agree then
    delete from private.emergency_contact_declines d
     where d.member_id = consent.member_id and d.address_hash = any (hashes);
  else
    insert into private.emergency_contact_declines as d (member_id, address_hash, declined_at)
    select consent.member_id, h, now() from unnest(hashes) as h
    on conflict (member_id, address_hash) do update set declined_at = excluded.declined_at;
    update public.emergency_contact_consents k
       set status = 'declined', answered_at = now(),
           token_hash = null, requested_at = null, link_expires_at = null, link_used_at = null
      from public.emergency_contacts c
     where c.id = k.contact_id and c.user_id = consent.member_id and k.contact_id <> consent.contact_id
       and private.contact_address_hashes(c.email, c.phone) && hashes;
  end if;

  return query
    update public.emergency_contact_consents k
       set status = case when answer_emergency_contact_consent.agree then 'agreed'::public.contact_consent_status else 'declined'::public.contact_consent_status end,
           answered_at = now(),
           link_used_at = now()
     where k.contact_id = consent.contact_id
    returning k.status, k.answered_at;
end;
$$;


--
-- Name: FUNCTION answer_emergency_contact_consent(token text, agree boolean); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.answer_emergency_contact_consent(token text, agree boolean) IS 'Anyone holding a consent link: agree (true) or decline (false) to be an emergency contact, once per link; a decline is remembered per address. ICE41 unknown or expired, ICE42 already used.';


--
-- Name: begin_emergency_contact_message(uuid, uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.begin_emergency_contact_message(member uuid, contact_id uuid, kind text) RETURNS TABLE(message_id uuid, channel public.notification_channel, address text, language public.language_code, contact_name text, member_name text, channels public.notification_channel[], token text, link_expires_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  contact public.emergency_contacts;
  consent public.emergency_contact_consents;
  address_limit integer := case begin_emergency_contact_message.kind when 'test' then 3 when 'consent_request' then 5 end;
  member_limit constant integer := 10;
  address_keys text[];
  declined timestamptz;
  allowed_again timestamptz;
  batch uuid := gen_random_uuid();
  new_token text;
  sender text;
begin
  if address_limit is null then
    raise exception 'Unknown message kind %', begin_emergency_contact_message.kind using errcode = '22023';
  end if;
  select c.* into contact from public.emergency_contacts c
   where c.id = begin_emergency_contact_message.contact_id and c.user_id = begin_emergency_contact_message.member;
  if not found then
    perform private.raise_app_error('ICE40', 'No such emergency contact', 'emergency_contact_not_found', 404);
  end if;
  -- Per member, not per contact: the member-wide count must see every send of theirs.
  perform pg_advisory_xact_lock(hashtext('public.emergency_contact_messages'), hashtext(contact.user_id::text));

  select array_agg(t.normalised) into address_keys
    from (values ('email'::public.notification_channel, contact.email),
                 ('sms'::public.notification_channel, contact.phone)) as a (channel, address)
    cross join lateral (select private.contact_address_key(a.channel, a.address) as normalised) as t
   where a.channel = any (contact.channels) and t.normalised is not null;
  -- Checked before a request replaces the link, so a send that cannot go out voids nothing.
  if address_keys is null then
    perform private.raise_app_error('ICE46', 'This contact has no address for their channels', 'emergency_contact_no_address', 409);
  end if;

  if begin_emergency_contact_message.kind = 'consent_request' then
    select k.* into consent from public.emergency_contact_consents k where k.contact_id = contact.id for update;
    if consent.status = 'agreed' then
      perform private.raise_app_error('ICE42', 'This contact already agreed', 'emergency_contact_consent_answered', 409);
    end if;
  end if;

  declined := private.contact_declined_at(contact.user_id, contact.email, contact.phone);
  if declined is not null
     and (begin_emergency_contact_message.kind = 'test' or declined > now() - interval '30 days') then
    perform private.raise_app_error(
      'ICE45', 'This contact declined; they can be asked again 30 days after their answer', 'emergency_contact_declined', 409,
      json_build_object('retry_at', declined + interval '30 days')::text);
  end if;

  -- The send that must age out for one more to fit: the limit-th newest in the last hour.
  select b.started + interval '1 hour' into allowed_again
    from (select min(m.created_at) as started from public.emergency_contact_messages m
           where m.member_id = contact.user_id and m.kind = begin_emergency_contact_message.kind
             and m.address_key = any (address_keys) and m.created_at > now() - interval '1 hour'
           group by m.batch_id order by started desc offset address_limit - 1 limit 1) as b;
  if allowed_again is not null then
    perform private.raise_app_error(
      'ICE43', format('At most %s of these messages per contact per hour', address_limit), 'emergency_contact_messages_limit', 429,
      json_build_object('limit', address_limit, 'retry_at', allowed_again, 'scope', 'contact')::text);
  end if;
  select b.started + interval '1 hour' into allowed_again
    from (select min(m.created_at) as started from public.emergency_contact_messages m
           where m.member_id = contact.user_id and m.created_at > now() - interval '1 hour'
           group by m.batch_id order by started desc offset member_limit - 1 limit 1) as b;
  if allowed_again is not null then
    perform private.raise_app_error(
      'ICE43', format('At most %s messages to contacts per hour', member_limit), 'emergency_contact_messages_limit', 429,
      json_build_object('limit', member_limit, 'retry_at', allowed_again, 'scope', 'member')::text);
  end if;

  if begin_emergency_contact_message.kind = 'consent_request' then
    new_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
    update public.emergency_contact_consents k
       set token_hash = public.hash_invite_token(new_token), requested_at = now(),
           link_expires_at = now() + interval '30 days', link_used_at = null
     where k.contact_id = contact.id
    returning k.* into consent;
  end if;

  select coalesce(nullif(btrim(p.full_name), ''), u.email) into sender
    from auth.users u left join public.profiles p on p.user_id = u.id where u.id = contact.user_id;

  return query
    with written as (
      insert into public.emergency_contact_messages as m (batch_id, contact_id, member_id, kind, channel, address, address_key)
      select batch, contact.id, contact.user_id, begin_emergency_contact_message.kind, a.channel, btrim(a.address),
             private.contact_address_key(a.channel, a.address)
      from (values ('email'::public.notification_channel, contact.email),
                   ('sms'::public.notification_channel, contact.phone)) as a (channel, address)
      where a.channel = any (contact.channels) and nullif(btrim(a.address), '') is not null
      returning m.id, m.channel, m.address
    )
    select w.id, w.channel, w.address, contact.language, contact.name, sender, contact.channels, new_token,
           case when new_token is not null then consent.link_expires_at end
    from written w;
end;
$$;


--
-- Name: FUNCTION begin_emergency_contact_message(member uuid, contact_id uuid, kind text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.begin_emergency_contact_message(member uuid, contact_id uuid, kind text) IS 'Service role: starts a test message (kind test) or consent request (kind consent_request, with a new 30-day link whose token is returned once) to one of the member''s contacts: one sending row per channel. ICE40 not found, ICE42 already agreed, ICE43 hourly limit (3 tests, 5 requests per address; 10 sends per member), ICE45 declined, ICE46 no address.';


--
-- Name: begin_queued_contact_consent_request(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.begin_queued_contact_consent_request() RETURNS TABLE(member_id uuid, contact_id uuid, message_id uuid, channel public.notification_channel, address text, language public.language_code, contact_name text, member_name text, channels public.notification_channel[], token text, link_expires_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due private.contact_consent_requests_due;
  refusal text;
begin
  loop
    -- In the list's order: one confirmation queues all of a member's contacts at the same time.
    select d.* into due from private.contact_consent_requests_due d
      join public.emergency_contacts c on c.id = d.contact_id
     where d.started_at is null
     order by d.queued_at, c.priority, c.created_at, d.contact_id
     limit 1
     for update of d skip locked;
    if not found then
      return;
    end if;

    if not exists (select 1 from public.emergency_contact_consents k
                    where k.contact_id = due.contact_id and k.status = 'pending' and k.requested_at is null) then
      update private.contact_consent_requests_due d set started_at = now(), outcome = 'skipped'
       where d.contact_id = due.contact_id;
      continue;
    end if;

    refusal := null;
    begin
      return query
        select due.member_id, due.contact_id, m.message_id, m.channel, m.address, m.language,
               m.contact_name, m.member_name, m.channels, m.token, m.link_expires_at
        from public.begin_emergency_contact_message(due.member_id, due.contact_id, 'consent_request') as m;
    exception when sqlstate 'PGRST' then
      -- private.raise_app_error: the message is {"code": "ICE43", ...}.
      refusal := coalesce(sqlerrm::jsonb ->> 'code', 'refused');
    end;
    update private.contact_consent_requests_due d set started_at = now(), outcome = coalesce(refusal, 'started')
     where d.contact_id = due.contact_id;
    if refusal is null then
      return;
    end if;
  end loop;
end;
$$;


--
-- Name: FUNCTION begin_queued_contact_consent_request(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.begin_queued_contact_consent_request() IS 'Service role: starts the next queued consent request of a registration''s contact through begin_emergency_contact_message (one contact''s rows, with its member and contact ids); no rows when nothing is queued.';


--
-- Name: call_centre_answer_stats(integer, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.call_centre_answer_stats(days integer DEFAULT 30, region text DEFAULT 'es'::text) RETURNS TABLE(alarms integer, answered integer, answered_within_60s integer, share_within_60s double precision, p50_seconds double precision, p95_seconds double precision)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE70', 'Only admins can read the call centre''s answer times.', 'answer_stats_forbidden', 403);
  end if;
  if days is null or days < 1 or days > 366 or region is null or region !~ '^[a-z]{2}$' then
    perform private.raise_app_error('ICE71', 'days must be 1 to 366 and region two lowercase letters.', 'answer_stats_invalid', 400);
  end if;
  return query
  with waits as (
    select e.claimed_at is not null as was_claimed,
           extract(epoch from coalesce(e.claimed_at, e.resolved_at, now()) - e.started_at)::double precision as waited
    from public.sos_events e
    where e.region = call_centre_answer_stats.region
      and e.started_at > now() - make_interval(days => call_centre_answer_stats.days)
      -- A drill is answered like an alarm but never counts as one (docs/product.md#drills), and the
      -- status page's synthetic alarm is no alarm at all (docs/product.md#status-page).
      and e.source not in ('test', 'probe')
  ),
  counted as (
    select * from waits w where w.was_claimed or w.waited > 60
  )
  select count(*)::integer,
         (count(*) filter (where c.was_claimed))::integer,
         (count(*) filter (where c.was_claimed and c.waited <= 60))::integer,
         case when count(*) = 0 then null
              else (count(*) filter (where c.was_claimed and c.waited <= 60))::double precision / count(*) end,
         percentile_cont(0.5) within group (order by c.waited),
         percentile_cont(0.95) within group (order by c.waited)
  from counted c;
end;
$_$;


--
-- Name: FUNCTION call_centre_answer_stats(days integer, region text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.call_centre_answer_stats(days integer, region text) IS 'Admins: the call centre''s answer times (raised → claimed) over the last N days for a region: alarms counted, answered, answered within 60 s, that share (null when none), p50 and p95 seconds (null when none). Unclaimed alarms count once 60 s have passed. ICE70 not an admin, ICE71 bad days or region.';


--
-- Name: can_hear_sos_topic(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.can_hear_sos_topic(topic text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    public.sos_topic_member(topic) = (select auth.uid())
      or public.has_family_permission(public.sos_topic_member(topic), 'receive_sos_alerts')
      or public.sos_topic_member(topic, 'sos-receipt') = (select auth.uid()),
    false
  );
$$;


--
-- Name: FUNCTION can_hear_sos_topic(topic text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.can_hear_sos_topic(topic text) IS 'Join rule of the private SOS topics: sos:<member> for the member and live family links with receive_sos_alerts; sos-receipt:<member> for the member only.';


--
-- Name: cancel_check_in(uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.cancel_check_in(check_in_id uuid, code text DEFAULT NULL::text) RETURNS public.check_ins
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
  kind text := private.check_in_code_kind(caller, code);
  event public.sos_events;
begin
  if this_check_in.status <> 'active' then
    perform private.raise_app_error('ICE49', 'This check-in is already over', 'check_in_over', 409);
  end if;
  if kind = 'duress' then
    event := private.raise_check_in_alarm(this_check_in, true);
    insert into private.check_in_duress (check_in_id, event_id) values (this_check_in.id, event.id) on conflict do nothing;
  end if;
  update public.check_ins c set status = 'cancelled', ended_at = now() where c.id = this_check_in.id
  returning * into this_check_in;
  return this_check_in;
end;
$$;


--
-- Name: FUNCTION cancel_check_in(check_in_id uuid, code text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.cancel_check_in(check_in_id uuid, code text) IS 'Cancels a running check-in; the same code rules as check_in_safe (a duress code cancels on screen and raises a silent alarm). ICE49 when over.';


--
-- Name: check_in_safe(uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.check_in_safe(check_in_id uuid, code text DEFAULT NULL::text) RETURNS public.check_ins
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
  kind text := private.check_in_code_kind(caller, code);
  event public.sos_events;
begin
  if this_check_in.status not in ('active', 'alarm_raised') then
    perform private.raise_app_error('ICE49', 'This check-in is already over', 'check_in_over', 409);
  end if;
  if kind = 'duress' then
    -- Looks like any check-in; the alarm goes out silently (or the raised one simply stays open).
    if this_check_in.status = 'active' then
      event := private.raise_check_in_alarm(this_check_in, true);
    end if;
    insert into private.check_in_duress (check_in_id, event_id)
    values (this_check_in.id, coalesce(event.id, this_check_in.alarm_event_id)) on conflict do nothing;
  elsif this_check_in.status = 'alarm_raised' and this_check_in.alarm_event_id is not null
        and exists (select 1 from public.sos_events e where e.id = this_check_in.alarm_event_id and e.status in ('active', 'acknowledged')) then
    perform private.end_sos_as(this_check_in.alarm_event_id, 'resolved', caller, 'Checked in late', 'checked_in_late');
  end if;
  update public.check_ins c
     set status = case when this_check_in.status = 'alarm_raised' then 'checked_in_late' else 'checked_in' end::public.check_in_status,
         ended_at = now()
   where c.id = this_check_in.id
  returning * into this_check_in;
  return this_check_in;
end;
$$;


--
-- Name: FUNCTION check_in_safe(check_in_id uuid, code text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.check_in_safe(check_in_id uuid, code text) IS 'The member checks in: checked_in, or checked_in_late after the alarm (which ends it and tells everyone alerted). With codes set, the safe code is needed (ICE47 missing, ICE48 wrong); the duress code answers the same and raises a silent alarm. ICE49 when over; 42501 for someone else''s.';


--
-- Name: claim_billing_event(text, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.claim_billing_event(event_id text, event_type text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.is_trusted_role() then
    raise exception 'Only the server records billing events' using errcode = '42501';
  end if;
  insert into private.billing_events (id, type) values (event_id, event_type) on conflict (id) do nothing;
  return found;
end;
$$;


--
-- Name: FUNCTION claim_billing_event(event_id text, event_type text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.claim_billing_event(event_id text, event_type text) IS 'Server only: records a webhook event id; true the first time, false when it was seen before.';


--
-- Name: claim_first_admin(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.claim_first_admin(target_user uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: FUNCTION claim_first_admin(target_user uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.claim_first_admin(target_user uuid) IS 'Promotes the given user to admin only while no admin exists; true when promoted, false when an admin already exists. Service role only: the caller has checked the setup secret.';


--
-- Name: notifications; Type: TABLE; Schema: public
--

CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid,
    recipient_user_id uuid,
    recipient_contact_id uuid,
    recipient_address text,
    channel public.notification_channel NOT NULL,
    kind text DEFAULT 'sos_alert'::text NOT NULL,
    title text,
    body text,
    status public.notification_status DEFAULT 'queued'::public.notification_status NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    delivered_at timestamp with time zone,
    failed_at timestamp with time zone,
    read_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    next_attempt_at timestamp with time zone,
    language public.language_code DEFAULT 'en'::public.language_code NOT NULL,
    params jsonb DEFAULT '{}'::jsonb NOT NULL,
    lease_token uuid,
    leased_until timestamp with time zone,
    leased_by text,
    cancelled_at timestamp with time zone,
    CONSTRAINT notifications_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT notifications_body_check CHECK ((char_length(body) <= 2000)),
    CONSTRAINT notifications_check CHECK ((num_nonnulls(recipient_user_id, recipient_contact_id, recipient_address) >= 1)),
    CONSTRAINT notifications_check1 CHECK (((channel <> 'in_app'::public.notification_channel) OR (recipient_user_id IS NOT NULL))),
    CONSTRAINT notifications_kind_check CHECK ((kind ~ '^[a-z_]{1,40}$'::text)),
    CONSTRAINT notifications_last_error_check CHECK ((char_length(last_error) <= 2000)),
    CONSTRAINT notifications_leased_by_check CHECK ((char_length(leased_by) <= 200)),
    CONSTRAINT notifications_params_check CHECK ((jsonb_typeof(params) = 'object'::text)),
    CONSTRAINT notifications_push_recipient_check CHECK (((channel <> 'push'::public.notification_channel) OR (recipient_user_id IS NOT NULL))),
    CONSTRAINT notifications_recipient_address_check CHECK ((char_length(recipient_address) <= 320)),
    CONSTRAINT notifications_title_check CHECK ((char_length(title) <= 200))
);


--
-- Name: TABLE notifications; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.notifications IS 'Each message sent about an alert, per recipient and channel, with its delivery status. Written by the server fan-out.';


--
-- Name: COLUMN notifications.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.id IS 'Notification id.';


--
-- Name: COLUMN notifications.event_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.event_id IS 'The SOS it is about (null for other notices).';


--
-- Name: COLUMN notifications.recipient_user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.recipient_user_id IS 'The signed-up recipient (family member, carer, admin), if any.';


--
-- Name: COLUMN notifications.recipient_contact_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.recipient_contact_id IS 'The emergency contact recipient, if any (null once the contact is deleted).';


--
-- Name: COLUMN notifications.recipient_address; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.recipient_address IS 'E-mail or phone number used, kept so the receipt survives contact changes.';


--
-- Name: COLUMN notifications.channel; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.channel IS 'in_app, email, sms or push.';


--
-- Name: COLUMN notifications.kind; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.kind IS 'What it says: sos_alert, sos_acknowledged, sos_ended, test_alert, ...';


--
-- Name: COLUMN notifications.title; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.title IS 'Short title as sent (in-app and e-mail subject), clipped to 200 characters; null until sent.';


--
-- Name: COLUMN notifications.body; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.body IS 'Message text as sent, clipped to 2000 characters; null until sent.';


--
-- Name: COLUMN notifications.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.status IS 'queued, sent, delivered or failed.';


--
-- Name: COLUMN notifications.attempts; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.attempts IS 'Delivery attempts so far.';


--
-- Name: COLUMN notifications.last_error; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.last_error IS 'Error of the last failed attempt.';


--
-- Name: COLUMN notifications.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.created_at IS 'When it was queued.';


--
-- Name: COLUMN notifications.sent_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.sent_at IS 'When the provider accepted it.';


--
-- Name: COLUMN notifications.delivered_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.delivered_at IS 'When delivery was confirmed (in-app: when it reached the app).';


--
-- Name: COLUMN notifications.failed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.failed_at IS 'When it was given up.';


--
-- Name: COLUMN notifications.read_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.read_at IS 'When the recipient read it in the app.';


--
-- Name: COLUMN notifications.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.updated_at IS 'When the row last changed.';


--
-- Name: COLUMN notifications.next_attempt_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.next_attempt_at IS 'While queued: when it is due (at once for family, the grace deadline for contacts, the back-off after a failure).';


--
-- Name: COLUMN notifications.language; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.language IS 'Language the message is rendered in: the contact''s or the family member''s.';


--
-- Name: COLUMN notifications.params; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.params IS 'What the message says besides its kind, e.g. {"member_name": "...", "member_phone": "+34600123456", "member_country": "ES", "started_at": "...", "outcome": "resolved"}. Rendered by the dispatcher.';


--
-- Name: COLUMN notifications.lease_token; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.lease_token IS 'While a dispatcher sends this row: its lease. Only the holder may record the outcome.';


--
-- Name: COLUMN notifications.leased_until; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.leased_until IS 'While a dispatcher sends this row: until when nobody else may take it (longer than the adapters'' timeout).';


--
-- Name: COLUMN notifications.leased_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.leased_by IS 'While leased: the name of the dispatcher holding it (null for one-off passes).';


--
-- Name: COLUMN notifications.cancelled_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.notifications.cancelled_at IS 'When it was cancelled because its alarm ended before it went out.';


--
-- Name: claim_sos_outbox(integer, integer, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.claim_sos_outbox(max_rows integer DEFAULT 20, lease_seconds integer DEFAULT 30, dispatcher text DEFAULT NULL::text) RETURNS SETOF public.notifications
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.queue_family_sos_alerts(50);

  update public.notifications n
     set status = 'cancelled', cancelled_at = now(), next_attempt_at = null, lease_token = null, leased_until = null, leased_by = null
    from public.sos_events e
   where n.status = 'queued'
     and n.next_attempt_at <= now()
     and n.event_id = e.id
     and n.kind in ('sos_alert', 'test_alert')
     and n.channel in ('email', 'sms', 'push')
     and e.status not in ('active', 'acknowledged')
     and (n.leased_until is null or n.leased_until <= now());

  return query
  update public.notifications n
     set lease_token = gen_random_uuid(),
         leased_until = now() + make_interval(secs => greatest(5, least(lease_seconds, 600))),
         leased_by = dispatcher
   where n.id in (
     select q.id from public.notifications q
     where q.status = 'queued'
       and q.next_attempt_at <= now()
       and (q.leased_until is null or q.leased_until <= now())
     order by q.next_attempt_at
     limit greatest(1, least(max_rows, 500))
     for update skip locked
   )
  returning n.*;
end;
$$;


--
-- Name: FUNCTION claim_sos_outbox(max_rows integer, lease_seconds integer, dispatcher text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.claim_sos_outbox(max_rows integer, lease_seconds integer, dispatcher text) IS 'Service role: writes the family rows of queued alarms, then leases due outbox rows (each with its own token, held by the named dispatcher) after cancelling contact and push alerts of ended alarms.';


--
-- Name: clear_drill_schedule(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.clear_drill_schedule() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.drill_schedules d where d.member_id = (select auth.uid());
$$;


--
-- Name: FUNCTION clear_drill_schedule(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.clear_drill_schedule() IS 'Stops the caller''s monthly drill.';


--
-- Name: create_family_invite(text, text, public.family_role, boolean, public.location_access, boolean, boolean, boolean, timestamp with time zone, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.create_family_invite(email text, relationship text DEFAULT NULL::text, role public.family_role DEFAULT 'family'::public.family_role, receive_sos_alerts boolean DEFAULT true, location_access public.location_access DEFAULT 'during_sos'::public.location_access, view_medical boolean DEFAULT false, view_device_status boolean DEFAULT false, view_activity boolean DEFAULT false, access_expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, access_duration_hours integer DEFAULT NULL::integer) RETURNS TABLE(invite_id uuid, token text, expires_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  invited text := lower(trim(create_family_invite.email));
  new_token text := private.new_invite_token();
  invite public.family_invites;
begin
  if caller is null then
    raise exception 'Sign in to invite family' using errcode = '42501';
  end if;
  -- First, before any check: two parallel invitations to one address must not both find it free
  -- (ICE16) nor both fit under the daily limit (ICE15).
  perform private.lock_family_invite_sends(caller);
  if create_family_invite.access_expires_at is not null and create_family_invite.access_expires_at <= now() then
    raise exception 'The end of access must be in the future' using errcode = '22023', hint = 'invite_end_in_past';
  end if;
  if exists (select 1 from auth.users u where u.id = caller and lower(u.email) = invited) then
    perform private.raise_app_error('ICE13', 'You cannot invite yourself', 'invite_self', 400);
  end if;
  if exists (
    select 1 from public.family_links l join auth.users u on u.id = l.family_member_id
    where l.member_id = caller and lower(u.email) = invited
      and l.status in ('active', 'paused') and not public.family_link_has_expired(l.expires_at)
  ) then
    perform private.raise_app_error('ICE14', 'This person already has access; change their link instead', 'invite_already_linked', 409);
  end if;
  if exists (
    select 1 from public.family_invites i
    where i.member_id = caller and i.email = invited
      and i.accepted_at is null and i.declined_at is null and i.expires_at > now()
  ) then
    perform private.raise_app_error('ICE16', 'An invitation to this address is still open; resend it instead', 'invite_pending', 409);
  end if;
  perform private.record_family_invite_send(caller);

  insert into public.family_invites (
    member_id, email, relationship, role, receive_sos_alerts, location_access, view_medical,
    view_device_status, view_activity, access_expires_at, access_duration_hours, token_hash
  ) values (
    caller, invited, create_family_invite.relationship, create_family_invite.role,
    create_family_invite.receive_sos_alerts, create_family_invite.location_access,
    create_family_invite.view_medical, create_family_invite.view_device_status,
    create_family_invite.view_activity, create_family_invite.access_expires_at,
    create_family_invite.access_duration_hours, public.hash_invite_token(new_token)
  )
  returning * into invite;
  return query select invite.id, new_token, invite.expires_at;
end;
$$;


--
-- Name: FUNCTION create_family_invite(email text, relationship text, role public.family_role, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, access_expires_at timestamp with time zone, access_duration_hours integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.create_family_invite(email text, relationship text, role public.family_role, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, access_expires_at timestamp with time zone, access_duration_hours integer) IS 'Invites someone by e-mail with the given permissions and end of access (a fixed moment, or 24/168/720 hours from acceptance); returns the token for the e-mail link. Errors ICE13 own address, ICE14 already linked, ICE15 daily limit, ICE16 already invited.';


--
-- Name: decline_family_invite(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.decline_family_invite(token text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invite public.family_invites := private.find_open_invite(decline_family_invite.token, true);
begin
  update public.family_invites i set declined_at = now() where i.id = invite.id;
end;
$$;


--
-- Name: FUNCTION decline_family_invite(token text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.decline_family_invite(token text) IS 'Declines an invitation by its token (from the e-mail, no sign-in needed): marks it declined so it can no longer be accepted. ICE10 when not usable.';


--
-- Name: device_reading_series(uuid, timestamp with time zone, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.device_reading_series(device uuid, period_from timestamp with time zone, bucket_seconds integer) RETURNS TABLE(bucket_start timestamp with time zone, battery integer, heart_rate integer, samples integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with size as (select least(greatest(coalesce(device_reading_series.bucket_seconds, 3600), 60), 86400) as seconds)
  select
    to_timestamp(floor(extract(epoch from r.recorded_at) / size.seconds) * size.seconds) as bucket_start,
    round(avg(r.battery))::integer,
    round(avg(r.heart_rate))::integer,
    count(*)::integer
  from public.device_readings r, size
  where r.device_id = device_reading_series.device
    and r.recorded_at >= device_reading_series.period_from
  group by 1
  order by 1;
$$;


--
-- Name: FUNCTION device_reading_series(device uuid, period_from timestamp with time zone, bucket_seconds integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.device_reading_series(device uuid, period_from timestamp with time zone, bucket_seconds integer) IS 'A device''s readings since period_from averaged per bucket_seconds (60 s to 1 day), oldest first; RLS decides what the caller may see.';


--
-- Name: drill_minutes(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.drill_minutes() RETURNS smallint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select l.drill_minutes from public.sos_limits l limit 1), 10::smallint);
$$;


--
-- Name: FUNCTION drill_minutes(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.drill_minutes() IS 'Minutes after which a drill ends by itself (sos_limits.drill_minutes), readable by signed-in members.';


--
-- Name: emergency_contact_limit(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.emergency_contact_limit() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when (select auth.uid()) is null then 0
              else private.emergency_contact_limit_for((select auth.uid())) end;
$$;


--
-- Name: FUNCTION emergency_contact_limit(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.emergency_contact_limit() IS 'How many emergency contacts the signed-in member may keep under their plan (1 without a subscription).';


--
-- Name: end_sos(uuid, public.sos_status, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.end_sos(event_id uuid, outcome public.sos_status DEFAULT 'resolved'::public.sos_status, note text DEFAULT NULL::text) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  event public.sos_events;
begin
  if outcome not in ('resolved', 'cancelled', 'false_alarm') then
    raise exception 'An SOS ends as resolved, cancelled or false_alarm' using errcode = '22023';
  end if;
  select * into event from public.sos_events e where e.id = end_sos.event_id;
  if caller is null or event.id is null or not (event.member_id = caller or public.is_admin()) then
    raise exception 'You cannot end this SOS' using errcode = '42501', hint = 'sos_forbidden';
  end if;
  return private.end_sos_as(end_sos.event_id, outcome, caller, end_sos.note);
end;
$$;


--
-- Name: FUNCTION end_sos(event_id uuid, outcome public.sos_status, note text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.end_sos(event_id uuid, outcome public.sos_status, note text) IS 'The member or an admin ends an open SOS as resolved, cancelled or false_alarm; unsent contact alerts are cancelled and alerted contacts told. 42501 when not allowed, ICE21 when it already ended.';


--
-- Name: enforce_emergency_contact_limit(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.enforce_emergency_contact_limit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: FUNCTION enforce_emergency_contact_limit(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.enforce_emergency_contact_limit() IS 'Trigger: refuses an emergency contact beyond the plan limit (error code ICE01, HTTP 409).';


--
-- Name: extend_check_in(uuid, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.extend_check_in(check_in_id uuid, minutes integer) RETURNS public.check_ins
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
  new_due timestamptz;
begin
  if this_check_in.status <> 'active' then
    perform private.raise_app_error('ICE49', 'This check-in is already over', 'check_in_over', 409);
  end if;
  if minutes is null or minutes not between 1 and 1440 then
    perform private.raise_app_error('ICE41', 'A check-in runs from 1 minute to 24 hours', 'check_in_due_range', 422);
  end if;
  -- From now when the due time has passed (inside the grace): the member gets the minutes they asked for.
  new_due := greatest(this_check_in.due_at, now()) + make_interval(mins => minutes);
  if new_due > now() + interval '24 hours 1 minute' then
    perform private.raise_app_error('ICE41', 'A check-in runs from 1 minute to 24 hours', 'check_in_due_range', 422);
  end if;
  update public.check_ins c
     set due_at = new_due,
         alarm_at = new_due + make_interval(mins => c.grace_minutes),
         remind_at = new_due - least(interval '5 minutes', (new_due - now()) / 2),
         reminded_at = null
   where c.id = this_check_in.id
  returning * into this_check_in;
  return this_check_in;
end;
$$;


--
-- Name: FUNCTION extend_check_in(check_in_id uuid, minutes integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.extend_check_in(check_in_id uuid, minutes integer) IS 'Moves a running check-in''s due time later by 1 to 1440 minutes (from now once it has passed), at most 24 hours ahead; the reminder comes again. ICE41 out of range, ICE49 over.';


--
-- Name: family_invite_proves_email(text, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.family_invite_proves_email(token text, email text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
    from public.family_invites i
    join private.family_invite_mailings m on m.invite_id = i.id and m.token_hash = i.token_hash
    where i.token_hash = public.hash_invite_token(family_invite_proves_email.token)
      and i.email = lower(trim(family_invite_proves_email.email))
      and i.accepted_at is null
      and i.declined_at is null
      and i.expires_at > now()
      and not public.family_link_has_expired(i.access_expires_at)
  );
$$;


--
-- Name: FUNCTION family_invite_proves_email(token text, email text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.family_invite_proves_email(token text, email text) IS 'Service role: whether this invitation token, e-mailed by the app''s server and still open, proves this e-mail address (the invited one).';


--
-- Name: family_link_has_expired(timestamp with time zone); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.family_link_has_expired(link_expires_at timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select link_expires_at is not null
     and link_expires_at operator(pg_catalog.<=) pg_catalog.now();
$$;


--
-- Name: FUNCTION family_link_has_expired(link_expires_at timestamp with time zone); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.family_link_has_expired(link_expires_at timestamp with time zone) IS 'True when a family link''s optional end of access (expires_at) has passed; null never expires.';


--
-- Name: family_link_is_live(public.family_link_status, timestamp with time zone); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  -- `is not distinct from` would look its operator up by search path; this names it, and a null
  -- status is not active.
  select coalesce(link_status operator(pg_catalog.=) 'active'::public.family_link_status, false)
     and not public.family_link_has_expired(link_expires_at);
$$;


--
-- Name: FUNCTION family_link_is_live(link_status public.family_link_status, link_expires_at timestamp with time zone); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamp with time zone) IS 'True when a family link grants its permissions: status active and expires_at null or in the future.';


--
-- Name: finish_emergency_contact_message(uuid, boolean, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.finish_emergency_contact_message(message_id uuid, delivered boolean, detail text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.emergency_contact_messages m
     set status = case when finish_emergency_contact_message.delivered then 'sent' else 'failed' end,
         detail = case when finish_emergency_contact_message.delivered then null
                       else left(coalesce(finish_emergency_contact_message.detail, 'failed'), 500) end,
         finished_at = now()
   where m.id = finish_emergency_contact_message.message_id and m.status = 'sending';
$$;


--
-- Name: FUNCTION finish_emergency_contact_message(message_id uuid, delivered boolean, detail text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.finish_emergency_contact_message(message_id uuid, delivered boolean, detail text) IS 'Service role: records that a contact message was sent, or failed (with its reason); only once.';


--
-- Name: get_linked_profiles(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.get_linked_profiles() RETURNS TABLE(user_id uuid, full_name text, phone text, preferred_language public.language_code, relation text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.user_id, p.full_name, p.phone, p.preferred_language,
         case
           when p.user_id = (select auth.uid()) then 'self'
           when exists (
             select 1 from public.family_links l
             where l.member_id = p.user_id and l.family_member_id = (select auth.uid())
               and l.status in ('active', 'paused')
           ) then 'member'
           else 'family'
         end
  from public.profiles p
  where p.user_id = (select auth.uid())
     or exists (
       select 1 from public.family_links l
       where l.status in ('active', 'paused')
         and not public.family_link_has_expired(l.expires_at)
         and (
           (l.member_id = p.user_id and l.family_member_id = (select auth.uid()))
           or (l.family_member_id = p.user_id and l.member_id = (select auth.uid()))
         )
     );
$$;


--
-- Name: FUNCTION get_linked_profiles(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.get_linked_profiles() IS 'The caller and the people linked with them: name, phone, language and relation (self, member = someone who shares with me, family = someone I share with).';


--
-- Name: get_looked_after_members(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.get_looked_after_members() RETURNS TABLE(link_id uuid, member_id uuid, full_name text, role public.family_role, relationship text, status public.family_link_status, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, expires_at timestamp with time zone, is_live boolean, created_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select l.id, l.member_id, p.full_name, l.role, l.relationship, l.status,
         l.receive_sos_alerts, l.location_access, l.view_medical, l.view_device_status,
         l.view_activity, l.expires_at, public.family_link_is_live(l.status, l.expires_at), l.created_at
  from public.family_links l
  left join public.profiles p on p.user_id = l.member_id
  where l.family_member_id = (select auth.uid())
    and l.status in ('active', 'paused')
  order by public.family_link_is_live(l.status, l.expires_at) desc, p.full_name nulls last, l.created_at;
$$;


--
-- Name: FUNCTION get_looked_after_members(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.get_looked_after_members() IS 'Family side of family links: the members who share with the caller (active or paused links, including expired ones), with name, role, relationship, permissions, expiry and is_live from family_link_is_live.';


--
-- Name: medical_profiles; Type: TABLE; Schema: public
--

CREATE TABLE public.medical_profiles (
    user_id uuid NOT NULL,
    blood_type text,
    allergies text[] DEFAULT '{}'::text[] NOT NULL,
    conditions text[] DEFAULT '{}'::text[] NOT NULL,
    medications text[] DEFAULT '{}'::text[] NOT NULL,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    doctor_name text,
    doctor_phone text,
    CONSTRAINT medical_profiles_allergies_fit CHECK (((cardinality(allergies) <= 20) AND private.entries_fit(allergies, 200))),
    CONSTRAINT medical_profiles_blood_type_check CHECK ((blood_type = ANY (ARRAY['A+'::text, 'A-'::text, 'B+'::text, 'B-'::text, 'AB+'::text, 'AB-'::text, 'O+'::text, 'O-'::text, 'unknown'::text]))),
    CONSTRAINT medical_profiles_conditions_fit CHECK (((cardinality(conditions) <= 20) AND private.entries_fit(conditions, 200))),
    CONSTRAINT medical_profiles_doctor_name_check CHECK (((char_length(btrim(doctor_name)) >= 1) AND (char_length(btrim(doctor_name)) <= 200))),
    CONSTRAINT medical_profiles_doctor_phone_check CHECK ((doctor_phone ~ '^\+[1-9][0-9]{6,14}$'::text)),
    CONSTRAINT medical_profiles_medications_fit CHECK (((cardinality(medications) <= 20) AND private.entries_fit(medications, 200))),
    CONSTRAINT medical_profiles_notes_check CHECK ((char_length(notes) <= 2000))
);


--
-- Name: TABLE medical_profiles; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.medical_profiles IS 'A member''s medical information for responders; others read it only through get_member_medical_profile (logged).';


--
-- Name: COLUMN medical_profiles.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.user_id IS 'The member it describes; also the primary key.';


--
-- Name: COLUMN medical_profiles.blood_type; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.blood_type IS 'A+, A-, B+, B-, AB+, AB-, O+, O- or unknown.';


--
-- Name: COLUMN medical_profiles.allergies; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.allergies IS 'Allergies, one per entry.';


--
-- Name: COLUMN medical_profiles.conditions; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.conditions IS 'Medical conditions, one per entry.';


--
-- Name: COLUMN medical_profiles.medications; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.medications IS 'Current medications with dose, one per entry.';


--
-- Name: COLUMN medical_profiles.notes; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.notes IS 'Anything else responders should know.';


--
-- Name: COLUMN medical_profiles.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.created_at IS 'When the profile was first saved.';


--
-- Name: COLUMN medical_profiles.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.updated_at IS 'When it last changed.';


--
-- Name: COLUMN medical_profiles.doctor_name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.doctor_name IS 'The member''s own doctor (general practitioner), for responders; null when not given.';


--
-- Name: COLUMN medical_profiles.doctor_phone; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.medical_profiles.doctor_phone IS 'The doctor''s phone number in E.164 (+34600123456); null when not given.';


--
-- Name: get_member_medical_profile(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.get_member_medical_profile(member uuid) RETURNS SETOF public.medical_profiles
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see a medical profile' using errcode = '42501';
  end if;
  if member <> (select auth.uid()) then
    perform private.authorize_and_log_access(member, 'view_medical', 'medical_profile', null);
  end if;
  return query select * from public.medical_profiles m where m.user_id = member;
end;
$$;


--
-- Name: FUNCTION get_member_medical_profile(member uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.get_member_medical_profile(member uuid) IS 'Reads a member''s medical profile if the caller is the member, an admin or family with view_medical; logs reads by others in access_log. 42501 when not allowed.';


--
-- Name: get_my_access_log(timestamp with time zone, timestamp with time zone, integer, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.get_my_access_log(period_from timestamp with time zone, period_to timestamp with time zone, page_limit integer DEFAULT 50, page_offset integer DEFAULT 0) RETURNS TABLE(id bigint, created_at timestamp with time zone, resource public.access_resource, reader_capacity text, reader_name text, reader_deleted boolean, sos_event_id uuid, sos_started_at timestamp with time zone, total_count bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with mine as (
    select a.*
    from public.access_log a
    where a.subject_id = (select auth.uid())
      and a.created_at >= get_my_access_log.period_from
      and a.created_at < get_my_access_log.period_to
  )
  select
    m.id,
    m.created_at,
    m.resource,
    m.reader_capacity,
    case when m.reader_capacity = 'admin' then null else p.full_name end,
    m.reader_id is null,
    alarm.id,
    alarm.started_at,
    count(*) over ()
  from mine m
  left join public.profiles p on p.user_id = m.reader_id
  left join lateral (
    select e.id, e.started_at
    from public.sos_events e
    where e.member_id = m.subject_id
      and (
        e.id = m.sos_event_id
        or (m.sos_event_id is null and e.started_at <= m.created_at
            and (e.resolved_at is null or e.resolved_at >= m.created_at))
      )
    order by (e.id = m.sos_event_id) desc nulls last, e.started_at desc
    limit 1
  ) alarm on true
  order by m.created_at desc, m.id desc
  limit least(greatest(coalesce(get_my_access_log.page_limit, 50), 1), 500)
  offset greatest(coalesce(get_my_access_log.page_offset, 0), 0);
$$;


--
-- Name: FUNCTION get_my_access_log(period_from timestamp with time zone, period_to timestamp with time zone, page_limit integer, page_offset integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.get_my_access_log(period_from timestamp with time zone, period_to timestamp with time zone, page_limit integer, page_offset integer) IS 'The caller''s own access log for a period, newest first and paginated, with the family/carer reader''s name even after the link ended (null for the call centre), the alarm it happened during, and the period''s total.';


--
-- Name: sos_locations; Type: TABLE; Schema: public
--

CREATE TABLE public.sos_locations (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    member_id uuid NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    accuracy real,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sos_locations_accuracy_check CHECK ((accuracy >= (0)::double precision)),
    CONSTRAINT sos_locations_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT sos_locations_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision)))
);


--
-- Name: TABLE sos_locations; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.sos_locations IS 'Positions of an SOS; others than the member read them only through get_sos_location / get_sos_trail (logged).';


--
-- Name: COLUMN sos_locations.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_locations.id IS 'Ever-increasing point number.';


--
-- Name: COLUMN sos_locations.event_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_locations.event_id IS 'The SOS this position belongs to.';


--
-- Name: COLUMN sos_locations.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_locations.member_id IS 'The member (copied from the event so RLS needs no join).';


--
-- Name: COLUMN sos_locations.latitude; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_locations.latitude IS 'WGS84 latitude, degrees.';


--
-- Name: COLUMN sos_locations.longitude; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_locations.longitude IS 'WGS84 longitude, degrees.';


--
-- Name: COLUMN sos_locations.accuracy; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_locations.accuracy IS 'Accuracy radius reported by the device, metres.';


--
-- Name: COLUMN sos_locations.recorded_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_locations.recorded_at IS 'When the device measured it.';


--
-- Name: get_sos_location(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.get_sos_location(event_id uuid) RETURNS SETOF public.sos_locations
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.authorize_sos_location_read(get_sos_location.event_id);
  return query
    select * from public.sos_locations l
    where l.event_id = get_sos_location.event_id
    order by l.recorded_at desc, l.id desc
    limit 1;
end;
$$;


--
-- Name: FUNCTION get_sos_location(event_id uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.get_sos_location(event_id uuid) IS 'Latest position of an SOS if the caller is the member, an admin, or family whose location_access allows it (during_sos while open, always); each read by others is logged. 42501 otherwise.';


--
-- Name: get_sos_trail(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.get_sos_trail(event_id uuid) RETURNS SETOF public.sos_locations
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.authorize_sos_location_read(get_sos_trail.event_id);
  return query
    select * from public.sos_locations l
    where l.event_id = get_sos_trail.event_id
    order by l.recorded_at, l.id;
end;
$$;


--
-- Name: FUNCTION get_sos_trail(event_id uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.get_sos_trail(event_id uuid) IS 'All positions of an SOS, oldest first, under the same rules and logging as get_sos_location.';


--
-- Name: guard_family_invite_write(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.guard_family_invite_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if public.is_trusted_role() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.declined_at is not null or new.expires_at > now() + interval '7 days' then
      raise exception 'An invitation starts open and valid for at most 7 days'
        using errcode = '42501', hint = 'family_invite_guarded';
    end if;
    return new;
  end if;
  if new.member_id is distinct from old.member_id
     or new.email is distinct from old.email
     or new.token_hash is distinct from old.token_hash
     or new.expires_at is distinct from old.expires_at
     or new.declined_at is distinct from old.declined_at
     or new.accepted_at is distinct from old.accepted_at
     or new.accepted_by is distinct from old.accepted_by
     or new.last_sent_at is distinct from old.last_sent_at
     or new.created_at is distinct from old.created_at then
    raise exception 'Only the invitation functions change its address, token, validity or outcome'
      using errcode = '42501', hint = 'family_invite_guarded';
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION guard_family_invite_write(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.guard_family_invite_write() IS 'Trigger: direct writes to family_invites may not touch its address, token, validity or outcome.';


--
-- Name: guard_family_link_update(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.guard_family_link_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
begin
  if public.is_trusted_role() or public.is_admin() then
    return new;
  end if;
  if new.member_id <> old.member_id or new.family_member_id <> old.family_member_id then
    raise exception 'A family link cannot be moved to other people'
      using errcode = '42501', hint = 'family_link_immutable';
  end if;
  if caller = old.family_member_id and caller <> old.member_id then
    if (new.status <> old.status and new.status <> 'revoked')
       or (to_jsonb(new) - array['status', 'updated_at']) <> (to_jsonb(old) - array['status', 'updated_at']) then
      raise exception 'A family member can only leave a link, not change it'
        using errcode = '42501', hint = 'family_link_leave_only';
    end if;
  end if;
  if old.status = 'revoked' and new.status <> 'revoked' then
    raise exception 'A revoked link can only be reopened by a new invitation'
      using errcode = '42501', hint = 'family_link_revoked';
  end if;
  if new.status = 'invited' and old.status <> 'invited' then
    raise exception 'A link cannot go back to invited'
      using errcode = '42501', hint = 'family_link_status';
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION guard_family_link_update(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.guard_family_link_update() IS 'Trigger: limits which columns each side of a family link may change.';


--
-- Name: guard_notification_update(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.guard_notification_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not public.is_trusted_role()
     and (to_jsonb(new) - array['read_at', 'updated_at']) <> (to_jsonb(old) - array['read_at', 'updated_at']) then
    raise exception 'Only read_at of a notification can be changed'
      using errcode = '42501', hint = 'notification_read_only';
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION guard_notification_update(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.guard_notification_update() IS 'Trigger: recipients may only mark a notification read.';


--
-- Name: guard_profile_role(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.guard_profile_role() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.role is distinct from old.role
     and not public.is_trusted_role()
     and not public.is_admin() then
    raise exception 'Only an admin can change a role'
      using errcode = '42501', hint = 'role_change_forbidden';
  end if;
  return new;
end;
$$;


--
-- Name: FUNCTION guard_profile_role(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.guard_profile_role() IS 'Trigger: refuses a role change unless the caller is an admin or a trusted role.';


--
-- Name: handle_new_user(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  lang text;
  currency text;
begin
  -- The local server on a real PostgreSQL stores the metadata as a JSON string; unwrap it.
  if jsonb_typeof(meta) = 'string' then
    meta := (meta #>> '{}')::jsonb;
  end if;
  lang := meta ->> 'preferred_language';
  currency := meta ->> 'preferred_currency';
  insert into public.profiles (user_id, full_name, preferred_language, preferred_currency)
  values (
    new.id,
    nullif(left(coalesce(meta ->> 'full_name', meta ->> 'name'), 200), ''),
    case when lang in ('en', 'nl', 'es') then lang::public.language_code else 'en' end,
    case when currency in ('EUR', 'GBP', 'USD', 'AUD') then currency::public.currency_code else 'EUR' end
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;


--
-- Name: FUNCTION handle_new_user(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.handle_new_user() IS 'Trigger on auth.users: creates the profile row of a new account (role user).';


--
-- Name: has_check_in_codes(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.has_check_in_codes() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from private.check_in_codes k where k.member_id = (select auth.uid()));
$$;


--
-- Name: FUNCTION has_check_in_codes(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.has_check_in_codes() IS 'Whether the caller set check-in codes (a code is then needed to check in or cancel).';


--
-- Name: has_family_permission(uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.has_family_permission(member uuid, permission text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.family_links l
    where l.member_id = has_family_permission.member
      and l.family_member_id = (select auth.uid())
      and public.family_link_is_live(l.status, l.expires_at)
      and case has_family_permission.permission
        when 'receive_sos_alerts' then l.receive_sos_alerts
        when 'view_medical' then l.view_medical
        when 'view_device_status' then l.view_device_status
        when 'view_activity' then l.view_activity
        when 'location_during_sos' then l.location_access in ('during_sos', 'always')
        when 'location_always' then l.location_access = 'always'
        else false
      end
  );
$$;


--
-- Name: FUNCTION has_family_permission(member uuid, permission text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.has_family_permission(member uuid, permission text) IS 'True when the caller has an active, unexpired family link from member granting the named permission.';


--
-- Name: hash_invite_token(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.hash_invite_token(token text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex');
$$;


--
-- Name: FUNCTION hash_invite_token(token text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.hash_invite_token(token text) IS 'Hex SHA-256 of an invitation token, as stored in family_invites.token_hash.';


--
-- Name: is_admin(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
     and exists (
       select 1 from public.profiles p
       where p.user_id = (select auth.uid()) and p.role = 'admin'
     );
$$;


--
-- Name: FUNCTION is_admin(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.is_admin() IS 'True when the caller is signed in with a second factor (aal2) and their profile role is admin.';


--
-- Name: is_trusted_role(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.is_trusted_role() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select current_user not in ('anon', 'authenticated');
$$;


--
-- Name: FUNCTION is_trusted_role(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.is_trusted_role() IS 'True for service_role and database owners; false for anon and authenticated API requests.';


--
-- Name: list_my_family_links(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.list_my_family_links() RETURNS TABLE(id uuid, family_member_id uuid, full_name text, email text, relationship text, role public.family_role, status public.family_link_status, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, expires_at timestamp with time zone, live boolean, expired boolean, created_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select l.id, l.family_member_id, p.full_name,
         coalesce(
           (select i.email from public.family_invites i
            where i.member_id = l.member_id and i.accepted_by = l.family_member_id and i.accepted_at is not null
            order by i.accepted_at desc limit 1),
           u.email::text
         ),
         l.relationship, l.role, l.status,
         l.receive_sos_alerts, l.location_access, l.view_medical, l.view_device_status,
         l.view_activity, l.expires_at, public.family_link_is_live(l.status, l.expires_at),
         public.family_link_has_expired(l.expires_at), l.created_at
  from public.family_links l
  left join public.profiles p on p.user_id = l.family_member_id
  left join auth.users u on u.id = l.family_member_id
  where l.member_id = (select auth.uid())
  order by l.created_at;
$$;


--
-- Name: FUNCTION list_my_family_links(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.list_my_family_links() IS 'The caller''s own family links (as the member who shares), with the other person''s name and the e-mail address the member invited (else their login e-mail), whether each is live now and whether its end of access has passed.';


--
-- Name: push_subscriptions; Type: TABLE; Schema: public
--

CREATE TABLE public.push_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    endpoint text NOT NULL,
    p256dh text NOT NULL,
    auth text NOT NULL,
    user_agent text,
    language public.language_code DEFAULT 'en'::public.language_code NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_success_at timestamp with time zone,
    failure_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT push_subscriptions_auth_check CHECK ((auth ~ '^[A-Za-z0-9_-]{22}$'::text)),
    CONSTRAINT push_subscriptions_endpoint_check CHECK (((char_length(endpoint) <= 1024) AND ((endpoint ~* '^https://(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|([a-z0-9-]+\.)*push\.apple\.com|[a-z0-9-]+\.notify\.windows\.com)(:443)?/[!-~]*$'::text) OR (endpoint ~ '^http://(127\.0\.0\.1|localhost):[0-9]{2,5}/_push/[A-Za-z0-9_-]{1,100}$'::text)))),
    CONSTRAINT push_subscriptions_failure_count_check CHECK ((failure_count >= 0)),
    CONSTRAINT push_subscriptions_p256dh_check CHECK ((p256dh ~ '^B[A-Za-z0-9_-]{86}$'::text)),
    CONSTRAINT push_subscriptions_user_agent_check CHECK ((char_length(user_agent) <= 200))
);


--
-- Name: TABLE push_subscriptions; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.push_subscriptions IS 'Browsers where a person switched on SOS alerts with the site closed (Web Push). Own rows only; written through save_push_subscription and the dispatcher.';


--
-- Name: COLUMN push_subscriptions.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.id IS 'Subscription id.';


--
-- Name: COLUMN push_subscriptions.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.user_id IS 'Whose browser it is: alerts for this person go there.';


--
-- Name: COLUMN push_subscriptions.endpoint; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.endpoint IS 'The push service URL of this browser (https on a known push service host, at most 1024 characters). A secret: whoever holds it can send to the browser.';


--
-- Name: COLUMN push_subscriptions.p256dh; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.p256dh IS 'The browser''s P-256 public key for message encryption, base64url without padding (65 bytes, uncompressed point).';


--
-- Name: COLUMN push_subscriptions.auth; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.auth IS 'The browser''s authentication secret for message encryption, base64url without padding (16 bytes).';


--
-- Name: COLUMN push_subscriptions.user_agent; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.user_agent IS 'A short description of the browser, for the person''s list of devices (at most 200 characters).';


--
-- Name: COLUMN push_subscriptions.language; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.language IS 'The site language on that browser when it subscribed. The alert itself is written in the recipient''s preferred language, like the in-app alert.';


--
-- Name: COLUMN push_subscriptions.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.created_at IS 'When this browser subscribed for this person.';


--
-- Name: COLUMN push_subscriptions.last_success_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.last_success_at IS 'When the push service last accepted a message for it; null until then.';


--
-- Name: COLUMN push_subscriptions.failure_count; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.push_subscriptions.failure_count IS 'Messages the push service refused since the last accepted one (400, 413). A gone subscription (404, 410) is deleted instead.';


--
-- Name: list_push_subscriptions(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.list_push_subscriptions(recipient uuid) RETURNS SETOF public.push_subscriptions
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select * from public.push_subscriptions s
  where s.user_id = recipient
  order by s.created_at;
$$;


--
-- Name: FUNCTION list_push_subscriptions(recipient uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.list_push_subscriptions(recipient uuid) IS 'Service role: the push subscriptions of one recipient, for delivery.';


--
-- Name: move_catalogue_item(text, uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.move_catalogue_item(kind text, item uuid, direction text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  tbl text;
  ties boolean;
  current_order integer;
  neighbour uuid;
  neighbour_order integer;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE75', 'Only admins can reorder the catalogue.', 'catalogue_forbidden', 403);
  end if;
  tbl := case kind when 'plans' then 'subscription_plans' when 'products' then 'products' when 'services' then 'regional_services' end;
  if tbl is null or direction is null or direction not in ('up', 'down') then
    perform private.raise_app_error('ICE76', 'Kind must be plans, products or services and direction up or down.', 'catalogue_move_invalid', 400);
  end if;

  perform pg_advisory_xact_lock(hashtext('public.move_catalogue_item'), hashtext(tbl));

  execute format('select exists (select 1 from public.%I group by sort_order having count(*) > 1)', tbl) into ties;
  if ties then
    execute format(
      'update public.%I t set sort_order = r.n * 10
         from (select id, row_number() over (order by sort_order, name, id) as n from public.%I) r
        where t.id = r.id and t.sort_order is distinct from r.n * 10',
      tbl, tbl);
  end if;

  execute format('select sort_order from public.%I where id = $1', tbl) into current_order using item;
  if current_order is null then
    perform private.raise_app_error('ICE77', 'That catalogue item does not exist.', 'catalogue_item_not_found', 404);
  end if;

  if direction = 'up' then
    execute format('select id, sort_order from public.%I where sort_order < $1 order by sort_order desc, name desc, id desc limit 1', tbl)
      into neighbour, neighbour_order using current_order;
  else
    execute format('select id, sort_order from public.%I where sort_order > $1 order by sort_order, name, id limit 1', tbl)
      into neighbour, neighbour_order using current_order;
  end if;
  if neighbour is null then
    return false;
  end if;

  execute format('update public.%I set sort_order = $2 where id = $1', tbl) using item, neighbour_order;
  execute format('update public.%I set sort_order = $2 where id = $1', tbl) using neighbour, current_order;
  return true;
end;
$_$;


--
-- Name: FUNCTION move_catalogue_item(kind text, item uuid, direction text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.move_catalogue_item(kind text, item uuid, direction text) IS 'Admins: moves a catalogue item (kind plans, products or services) one place up or down by swapping sort_order with its neighbour; the audit records the calling admin. False at either end. ICE75 not an admin, ICE76 bad kind or direction, ICE77 no such item.';


--
-- Name: my_sos_alert_links(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.my_sos_alert_links() RETURNS TABLE(member_id uuid, location_access public.location_access)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.member_id, l.location_access
  from public.family_links l
  where l.family_member_id = (select auth.uid())
    and l.receive_sos_alerts
    and public.family_link_is_live(l.status, l.expires_at);
$$;


--
-- Name: FUNCTION my_sos_alert_links(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.my_sos_alert_links() IS 'The members whose live family link sends SOS alerts to the caller, with the location access granted.';


--
-- Name: next_sos_outbox_due(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.next_sos_outbox_due() RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select least(
    (select min(greatest(n.next_attempt_at, coalesce(n.leased_until, n.next_attempt_at)))
     from public.notifications n
     where n.status = 'queued' and n.next_attempt_at is not null),
    (select min(q.queued_at) from private.sos_family_alerts_due q)
  );
$$;


--
-- Name: FUNCTION next_sos_outbox_due(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.next_sos_outbox_due() IS 'Service role: when the next outbox row (or a queued alarm''s family rows) becomes due, or null.';


--
-- Name: note_family_invite_mailed(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.note_family_invite_mailed(token text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.family_invite_mailings as m (invite_id, token_hash)
  select i.id, i.token_hash
  from public.family_invites i
  where i.token_hash = public.hash_invite_token(note_family_invite_mailed.token)
  on conflict (invite_id) do update set token_hash = excluded.token_hash, mailed_at = now();
end;
$$;


--
-- Name: FUNCTION note_family_invite_mailed(token text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.note_family_invite_mailed(token text) IS 'Service role: notes that the app''s server e-mailed this invitation token to the invited address (so it proves that address).';


--
-- Name: status_incidents; Type: TABLE; Schema: public
--

CREATE TABLE public.status_incidents (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    impact text NOT NULL,
    components text[] NOT NULL,
    status text DEFAULT 'investigating'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    created_by uuid,
    CONSTRAINT status_incidents_check CHECK (((status = 'resolved'::text) = (resolved_at IS NOT NULL))),
    CONSTRAINT status_incidents_components_check CHECK (((cardinality(components) >= 1) AND (components <@ ARRAY['website'::text, 'alarms'::text, 'email'::text, 'sms'::text, 'push'::text, 'call_centre'::text]))),
    CONSTRAINT status_incidents_impact_check CHECK ((impact = ANY (ARRAY['minor'::text, 'major'::text, 'critical'::text]))),
    CONSTRAINT status_incidents_status_check CHECK ((status = ANY (ARRAY['investigating'::text, 'identified'::text, 'monitoring'::text, 'resolved'::text]))),
    CONSTRAINT status_incidents_title_check CHECK (((title !~ '^\s*$'::text) AND (char_length(title) <= 200)))
);


--
-- Name: TABLE status_incidents; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.status_incidents IS 'What admins tell the public on /status about a problem: title, impact, affected components and current status. Public; written only through open_status_incident and post_status_incident_update.';


--
-- Name: COLUMN status_incidents.impact; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.status_incidents.impact IS 'Statuspage''s impact: minor (degraded), major (partial outage), critical (major outage).';


--
-- Name: COLUMN status_incidents.components; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.status_incidents.components IS 'Affected components: website, alarms, email, sms, push, call_centre.';


--
-- Name: open_status_incident(text, text, text[], text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.open_status_incident(title text, impact text, components text[], body text) RETURNS public.status_incidents
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  incident public.status_incidents;
  clean_title text;
  clean_body text;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE95', 'Only admins can write the status page''s incidents.', 'status_incident_forbidden', 403);
  end if;
  clean_title := private.status_incident_text(title, 200);
  clean_body := private.status_incident_text(body, 2000);
  if impact is null or impact not in ('minor', 'major', 'critical')
     or components is null or cardinality(components) = 0 or array_position(components, null) is not null
     or not components <@ array['website', 'alarms', 'email', 'sms', 'push', 'call_centre'] then
    perform private.raise_app_error('ICE97', 'Choose an impact and at least one affected component from the list.', 'status_incident_invalid', 400);
  end if;
  insert into public.status_incidents (title, impact, components, created_by)
  values (clean_title, impact, (select array_agg(distinct c order by c) from unnest(components) c), (select auth.uid()))
  returning * into incident;
  insert into public.status_incident_updates (incident_id, status, body, created_by)
  values (incident.id, 'investigating', clean_body, (select auth.uid()));
  return incident;
end;
$$;


--
-- Name: FUNCTION open_status_incident(title text, impact text, components text[], body text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.open_status_incident(title text, impact text, components text[], body text) IS 'Admins: opens an incident on the status page (status investigating) with its first update. ICE95 not an admin, ICE96 blank or too long title (200) or text (2000), ICE97 unknown impact or component.';


--
-- Name: status_incident_updates; Type: TABLE; Schema: public
--

CREATE TABLE public.status_incident_updates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    incident_id uuid NOT NULL,
    status text NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by uuid,
    CONSTRAINT status_incident_updates_body_check CHECK (((body !~ '^\s*$'::text) AND (char_length(body) <= 2000))),
    CONSTRAINT status_incident_updates_status_check CHECK ((status = ANY (ARRAY['investigating'::text, 'identified'::text, 'monitoring'::text, 'resolved'::text])))
);


--
-- Name: TABLE status_incident_updates; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.status_incident_updates IS 'Each update admins post on an incident, with the status it moved to. Public; written only through the incident RPCs.';


--
-- Name: post_status_incident_update(uuid, text, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.post_status_incident_update(incident_id uuid, status text, body text) RETURNS public.status_incident_updates
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  incident public.status_incidents;
  posted public.status_incident_updates;
  clean_body text;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE95', 'Only admins can write the status page''s incidents.', 'status_incident_forbidden', 403);
  end if;
  clean_body := private.status_incident_text(body, 2000);
  if status is null or status not in ('investigating', 'identified', 'monitoring', 'resolved') then
    perform private.raise_app_error('ICE97', 'Choose a status from the list.', 'status_incident_invalid', 400);
  end if;
  select * into incident from public.status_incidents i where i.id = post_status_incident_update.incident_id for update;
  if incident.id is null then
    perform private.raise_app_error('ICE98', 'There is no such incident.', 'status_incident_missing', 404);
  end if;
  if incident.status = 'resolved' then
    perform private.raise_app_error('ICE99', 'This incident is resolved: open a new one.', 'status_incident_resolved', 409);
  end if;
  insert into public.status_incident_updates (incident_id, status, body, created_by)
  values (incident.id, post_status_incident_update.status, clean_body, (select auth.uid()))
  returning * into posted;
  update public.status_incidents i
     set status = post_status_incident_update.status,
         resolved_at = case when post_status_incident_update.status = 'resolved' then posted.created_at end
   where i.id = incident.id;
  return posted;
end;
$$;


--
-- Name: FUNCTION post_status_incident_update(incident_id uuid, status text, body text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.post_status_incident_update(incident_id uuid, status text, body text) IS 'Admins: posts an update on an incident and moves it to that status (resolved ends it). ICE95 not an admin, ICE96 blank or too long text (2000), ICE97 unknown status, ICE98 no such incident, ICE99 already resolved.';


--
-- Name: preview_emergency_contact_consent(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.preview_emergency_contact_consent(token text) RETURNS TABLE(member_name text, contact_name text, channels public.notification_channel[], status public.contact_consent_status, answered_at timestamp with time zone, answered boolean, link_expires_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  consent public.emergency_contact_consents := private.find_contact_consent(preview_emergency_contact_consent.token, false);
begin
  return query
    select coalesce(nullif(btrim(p.full_name), ''), '?'), c.name, c.channels, consent.status, consent.answered_at,
           consent.link_used_at is not null, consent.link_expires_at
    from public.emergency_contacts c
    join public.profiles p on p.user_id = c.user_id
    where c.id = consent.contact_id;
end;
$$;


--
-- Name: FUNCTION preview_emergency_contact_consent(token text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.preview_emergency_contact_consent(token text) IS 'Anyone holding a consent link: who named them, by which channels they would be alerted, and the answer so far; ICE41 when the link is unknown or expired.';


--
-- Name: preview_family_invite(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.preview_family_invite(token text) RETURNS TABLE(member_name text, email text, relationship text, role public.family_role, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, access_expires_at timestamp with time zone, access_duration_hours integer, expires_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invite public.family_invites := private.find_open_invite(preview_family_invite.token, false);
begin
  return query
    select coalesce(nullif(trim(p.full_name), ''), u.email::text), invite.email, invite.relationship,
           invite.role, invite.receive_sos_alerts, invite.location_access, invite.view_medical,
           invite.view_device_status, invite.view_activity, invite.access_expires_at,
           invite.access_duration_hours, invite.expires_at
    from public.profiles p join auth.users u on u.id = p.user_id
    where p.user_id = invite.member_id;
end;
$$;


--
-- Name: FUNCTION preview_family_invite(token text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.preview_family_invite(token text) IS 'Shows who sent an invitation (name, else e-mail), the permissions it grants and when access would end (a fixed moment, or hours from acceptance); error ICE10 when the token is not usable.';


--
-- Name: protection_check(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.protection_check(member uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  subject uuid := coalesce(protection_check.member, (select auth.uid()));
  result jsonb;
begin
  if (select auth.uid()) is null or subject is null then
    raise exception 'Sign in to see a protection check' using errcode = '42501', hint = 'protection_check_forbidden';
  end if;
  -- One's own, or a member whose link to the caller is live. The same refusal either way, so the
  -- answer never says whether someone else is a member.
  if subject <> (select auth.uid()) and not exists (
    select 1 from public.family_links l
    where l.member_id = subject and l.family_member_id = (select auth.uid())
      and public.family_link_is_live(l.status, l.expires_at)
  ) then
    raise exception 'You can only see the protection check of yourself or of someone you look after' using errcode = '42501', hint = 'protection_check_forbidden';
  end if;
  result := private.protection_check_of(subject);
  -- The pendant's state is device status: family whose link does not grant it do not see that item.
  if subject <> (select auth.uid()) and not public.has_family_permission(subject, 'view_device_status') then
    result := jsonb_set(result, '{checks}', coalesce((
      select jsonb_agg(c order by ordinality) from jsonb_array_elements(result -> 'checks') with ordinality as t (c, ordinality)
      where c ->> 'key' <> 'pendant'), '[]'::jsonb));
  end if;
  return result;
end;
$$;


--
-- Name: FUNCTION protection_check(member uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.protection_check(member uuid) IS 'The protection check of the caller, or of a member whose family link to the caller is live (docs/product.md#protection-check; the pendant item only with view_device_status). 42501 otherwise.';


--
-- Name: queue_family_sos_alerts(integer, uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.queue_family_sos_alerts(max_events integer DEFAULT 50, only_event uuid DEFAULT NULL::uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  taken integer;
begin
  if only_event is not null then
    -- Our own lock is never skipped below; another transaction's is waited for here.
    perform 1 from private.sos_family_alerts_due q where q.event_id = only_event for update;
  end if;
  with due as (
    delete from private.sos_family_alerts_due q
    where q.event_id in (
      select d.event_id from private.sos_family_alerts_due d
      where only_event is null or d.event_id = only_event
      order by d.queued_at
      limit greatest(1, least(max_events, 500))
      for update skip locked
    )
    returning q.event_id
  ),
  -- One row per alarm taken, with what every message about it says.
  alarms as materialized (
    select e.id, e.member_id, e.status, e.notify_family_ids,
           case when e.source = 'test' then 'test_alert' else 'sos_alert' end as kind,
           private.sos_message_params(e) as params
    from due
    join public.sos_events e on e.id = due.event_id
  ),
  written as (
    insert into public.notifications (event_id, recipient_user_id, channel, kind, language, params, next_attempt_at)
    select a.id, r.family_member_id, t.channel, a.kind, p.preferred_language, a.params, now()
    from alarms a
    cross join lateral public.sos_alert_recipients(a.member_id) r
    join public.profiles p on p.user_id = r.family_member_id
    cross join lateral (values ('in_app'::public.notification_channel), ('push'::public.notification_channel)) as t (channel)
    where (a.notify_family_ids is null or r.family_member_id = any (a.notify_family_ids))
      and (t.channel = 'in_app'
           or (a.status in ('active', 'acknowledged')
               and exists (select 1 from public.push_subscriptions s where s.user_id = r.family_member_id)))
    on conflict do nothing
    returning 1
  )
  select count(*)::integer into taken from due;
  -- `written` is evaluated even though nothing reads it: data-modifying CTEs always run to completion.
  return taken;
end;
$$;


--
-- Name: FUNCTION queue_family_sos_alerts(max_events integer, only_event uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.queue_family_sos_alerts(max_events integer, only_event uuid) IS 'Service role: writes the family outbox rows (in-app, and push while open) of up to max_events queued alarms, or of only_event (waiting for a concurrent writer); returns how many alarms it took.';


--
-- Name: raise_sos(text, public.sos_source, double precision, double precision, real, integer, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.raise_sos(client_request_id text, source public.sos_source DEFAULT 'app'::public.sos_source, latitude double precision DEFAULT NULL::double precision, longitude double precision DEFAULT NULL::double precision, accuracy real DEFAULT NULL::real, battery integer DEFAULT NULL::integer, heart_rate integer DEFAULT NULL::integer) RETURNS public.sos_events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to raise an SOS' using errcode = '42501';
  end if;
  if source = 'check_in' then
    raise exception 'Check-in alarms are raised by the server when a check-in is missed' using errcode = '22023';
  end if;
  return private.raise_sos_for(caller, client_request_id, source, latitude, longitude, accuracy, battery, heart_rate);
end;
$$;


--
-- Name: FUNCTION raise_sos(client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.raise_sos(client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer) IS 'Raises an SOS for the caller and queues who must be told, in one transaction; a repeated client_request_id returns the first event (idempotent). Test alerts past sos_limits answer ICE29 (429); real alarms are never refused. Coordinates go to sos_locations. The check_in source is the server''s (22023).';


--
-- Name: record_admin_setup_failure(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.record_admin_setup_failure(target_user uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from private.admin_setup_failures where at < now() - interval '1 day';
  insert into private.admin_setup_failures (user_id) values (target_user);
$$;


--
-- Name: FUNCTION record_admin_setup_failure(target_user uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.record_admin_setup_failure(target_user uuid) IS 'Service role: counts one wrong /admin-setup code for the throttle.';


--
-- Name: contact_message_replies; Type: TABLE; Schema: public
--

CREATE TABLE public.contact_message_replies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    message_id uuid NOT NULL,
    admin_id uuid,
    body text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contact_message_replies_body_check CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000)))
);


--
-- Name: TABLE contact_message_replies; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.contact_message_replies IS 'Replies admins sent by e-mail to contact messages; written only by public.record_contact_reply, after the e-mail was sent.';


--
-- Name: COLUMN contact_message_replies.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_message_replies.id IS 'Reply id.';


--
-- Name: COLUMN contact_message_replies.message_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_message_replies.message_id IS 'The contact message answered; the reply goes when the message is deleted.';


--
-- Name: COLUMN contact_message_replies.admin_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_message_replies.admin_id IS 'The admin who sent it; null once that admin''s account is deleted.';


--
-- Name: COLUMN contact_message_replies.body; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_message_replies.body IS 'The text that was e-mailed to the sender.';


--
-- Name: COLUMN contact_message_replies.sent_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_message_replies.sent_at IS 'When the mail adapter accepted the e-mail.';


--
-- Name: record_contact_reply(uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.record_contact_reply(message_id uuid, body text) RETURNS public.contact_message_replies
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  reply public.contact_message_replies;
begin
  if not public.is_admin() then
    perform private.raise_app_error('ICE60', 'Only admins can reply to contact messages.', 'contact_reply_forbidden', 403);
  end if;
  if body is null or char_length(btrim(body)) not between 1 and 5000 then
    perform private.raise_app_error('ICE62', 'The reply must be between 1 and 5000 characters.', 'contact_reply_invalid', 400);
  end if;

  update public.contact_messages m set status = 'replied' where m.id = record_contact_reply.message_id;
  if not found then
    perform private.raise_app_error('ICE61', 'That contact message does not exist.', 'contact_message_not_found', 404);
  end if;

  insert into public.contact_message_replies (message_id, admin_id, body)
  values (record_contact_reply.message_id, auth.uid(), btrim(record_contact_reply.body))
  returning * into reply;
  return reply;
end;
$$;


--
-- Name: FUNCTION record_contact_reply(message_id uuid, body text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.record_contact_reply(message_id uuid, body text) IS 'Admins: records a reply that was e-mailed to a contact message''s sender and marks the message replied, in one transaction. ICE60 not an admin, ICE61 no such message, ICE62 empty or too long.';


--
-- Name: record_push_result(uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.record_push_result(subscription_id uuid, result text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  gone public.push_subscriptions;
  notice public.device_notices;
begin
  if result is null or result not in ('accepted', 'gone', 'refused') then
    raise exception 'result is accepted, gone or refused' using errcode = '22023';
  end if;
  if result = 'gone' then
    delete from public.push_subscriptions s where s.id = subscription_id returning * into gone;
    if gone.id is null then
      return false;
    end if;
    -- Alarms no longer reach that browser: its owner hears it once, until they subscribe again.
    insert into public.device_notices (member_id, kind, details)
    values (gone.user_id, 'push_gone', jsonb_build_object('user_agent', gone.user_agent))
    on conflict do nothing
    returning * into notice;
    if notice.id is not null then
      perform private.queue_user_notice(gone.user_id, 'push_gone',
        jsonb_build_object('user_agent', gone.user_agent, 'notice_id', notice.id),
        array['in_app', 'email']::public.notification_channel[]);
    end if;
    return true;
  elsif result = 'accepted' then
    update public.push_subscriptions s set last_success_at = now(), failure_count = 0 where s.id = subscription_id;
  else
    update public.push_subscriptions s set failure_count = s.failure_count + 1 where s.id = subscription_id;
  end if;
  return found;
end;
$$;


--
-- Name: FUNCTION record_push_result(subscription_id uuid, result text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.record_push_result(subscription_id uuid, result text) IS 'Service role: records a push service''s answer for one subscription (accepted, gone: deleted and its owner told once through a push_gone notice, refused: counted).';


--
-- Name: record_registration(uuid, jsonb); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.record_registration(member uuid, p jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: FUNCTION record_registration(member uuid, p jsonb); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.record_registration(member uuid, p jsonb) IS 'Server only: writes a validated registration (profile, contacts, medical essentials with consent, waiting plan and contacts) in one transaction; blank medical list entries are dropped.';


--
-- Name: record_sos_delivery(uuid, uuid, text, text, text, text, timestamp with time zone); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.record_sos_delivery(notification_id uuid, lease uuid, outcome text, subject text DEFAULT NULL::text, message text DEFAULT NULL::text, failure text DEFAULT NULL::text, retry_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  done public.notifications;
  event public.sos_events;
begin
  if outcome is null or outcome not in ('sent', 'retry', 'failed') then
    raise exception 'outcome is sent, retry or failed' using errcode = '22023';
  end if;
  update public.notifications n
     set status = case outcome when 'sent' then 'sent' when 'failed' then 'failed' else 'queued' end::public.notification_status,
         attempts = n.attempts + 1,
         sent_at = case when outcome = 'sent' then now() else n.sent_at end,
         failed_at = case when outcome = 'failed' then now() else n.failed_at end,
         next_attempt_at = case when outcome = 'retry' then coalesce(retry_at, now()) else null end,
         last_error = case when outcome = 'sent' then null else left(coalesce(failure, 'unknown error'), 2000) end,
         title = coalesce(left(subject, 200), n.title),
         body = coalesce(left(message, 2000), n.body),
         lease_token = null,
         leased_until = null
   where n.id = notification_id
     and n.lease_token = lease
     and n.status = 'queued'
  returning n.* into done;
  if done.id is null then
    return false;
  end if;

  if done.event_id is null or done.channel in ('in_app', 'push') or outcome = 'retry' then
    return true;
  end if;
  select * into event from public.sos_events e where e.id = done.event_id;
  insert into public.sos_timeline (event_id, member_id, kind, details)
  values (event.id, event.member_id,
          case outcome when 'sent' then 'notified' else 'failed' end::public.sos_timeline_kind,
          jsonb_build_object('channel', done.channel, 'notification_id', done.id, 'notice', done.kind)
            || case when outcome = 'failed' then jsonb_build_object('error', left(done.last_error, 300)) else '{}'::jsonb end);
  if outcome = 'sent' and done.kind in ('sos_alert', 'test_alert') then
    update public.sos_events e
       set contacts_dispatched_at = now()
     where e.id = event.id and e.contacts_dispatched_at is null;
    perform private.enqueue_sos_ended_notices(event, done.id);
  end if;
  return true;
end;
$$;


--
-- Name: FUNCTION record_sos_delivery(notification_id uuid, lease uuid, outcome text, subject text, message text, failure text, retry_at timestamp with time zone); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.record_sos_delivery(notification_id uuid, lease uuid, outcome text, subject text, message text, failure text, retry_at timestamp with time zone) IS 'Service role: records a delivery attempt of a leased outbox row (sent, retry, failed) with its timeline step for contacts'' messages; false when the lease is no longer the caller''s.';


--
-- Name: release_billing_event(text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.release_billing_event(event_id text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.is_trusted_role() then
    raise exception 'Only the server records billing events' using errcode = '42501';
  end if;
  delete from private.billing_events where id = event_id;
end;
$$;


--
-- Name: FUNCTION release_billing_event(event_id text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.release_billing_event(event_id text) IS 'Server only: forgets an event whose handling failed, so its retry is handled.';


--
-- Name: reorder_emergency_contacts(uuid[]); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.reorder_emergency_contacts(contact_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to order your emergency contacts' using errcode = '42501';
  end if;
  -- Lock the member's contacts so a concurrent removal cannot slip between the check and the update.
  perform 1 from public.emergency_contacts c where c.user_id = caller for update;
  if contact_ids is null
     or cardinality(contact_ids) <> (select count(distinct x) from unnest(contact_ids) as x)
     or cardinality(contact_ids) <> (select count(*) from public.emergency_contacts c where c.user_id = caller)
     or exists (select 1 from unnest(contact_ids) as x
                where not exists (select 1 from public.emergency_contacts c where c.id = x and c.user_id = caller)) then
    perform private.raise_app_error('ICE44', 'The list must hold each of your contacts once', 'emergency_contact_order', 409);
  end if;
  update public.emergency_contacts c
     set priority = o.position
    from unnest(contact_ids) with ordinality as o (id, position)
   where c.id = o.id and c.user_id = caller;
end;
$$;


--
-- Name: FUNCTION reorder_emergency_contacts(contact_ids uuid[]); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.reorder_emergency_contacts(contact_ids uuid[]) IS 'Orders the caller''s emergency contacts (first = priority 1) in one statement; ICE44 unless the list holds each of their contacts exactly once.';


--
-- Name: resend_family_invite(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.resend_family_invite(invite_id uuid) RETURNS TABLE(email text, token text, expires_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  new_token text := private.new_invite_token();
  invite public.family_invites;
begin
  if caller is null then
    raise exception 'Sign in to resend an invitation' using errcode = '42501';
  end if;
  -- Same lock, same order (before the invitation's row lock) as create_family_invite.
  perform private.lock_family_invite_sends(caller);
  select * into invite from public.family_invites i
  where i.id = resend_family_invite.invite_id and i.member_id = caller
    and i.accepted_at is null and i.declined_at is null
  for update;
  if invite.id is null then
    perform private.raise_app_error('ICE10', 'This invitation cannot be resent', 'invite_invalid', 404);
  end if;
  perform private.record_family_invite_send(caller);
  update public.family_invites i
     set token_hash = public.hash_invite_token(new_token),
         expires_at = now() + interval '7 days',
         last_sent_at = now()
   where i.id = invite.id
  returning * into invite;
  return query select invite.email, new_token, invite.expires_at;
end;
$$;


--
-- Name: FUNCTION resend_family_invite(invite_id uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.resend_family_invite(invite_id uuid) IS 'Member: gives a pending invitation a new token and 7 more days (the old link stops working) and returns the token to e-mail. ICE10 when not pending, ICE15 past the daily limit.';


--
-- Name: run_check_in_watch(integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.run_check_in_watch(max_rows integer DEFAULT 500) RETURNS TABLE(reminded integer, raised integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  batch integer := greatest(1, least(coalesce(max_rows, 500), 5000));
  row_due public.check_ins;
  event public.sos_events;
begin
  reminded := 0;
  raised := 0;
  for row_due in
    select * from public.check_ins c
    where c.status = 'active' and c.reminded_at is null and c.remind_at <= now() and c.alarm_at > now()
    order by c.remind_at
    limit batch
    for update skip locked
  loop
    update public.check_ins c set reminded_at = now() where c.id = row_due.id;
    perform private.queue_user_notice(row_due.member_id, 'check_in_reminder',
      jsonb_build_object('due_at', row_due.due_at, 'note', row_due.note, 'check_in_id', row_due.id)
        || coalesce((select jsonb_build_object('member_name', nullif(btrim(p.full_name), ''), 'member_country', p.country)
                     from public.profiles p where p.user_id = row_due.member_id), '{}'::jsonb));
    reminded := reminded + 1;
  end loop;

  for row_due in
    select * from public.check_ins c
    where c.status = 'active' and c.alarm_at <= now()
    order by c.alarm_at
    limit batch
    for update skip locked
  loop
    event := private.raise_check_in_alarm(row_due, false);
    update public.check_ins c set status = 'alarm_raised', alarm_event_id = event.id where c.id = row_due.id;
    raised := raised + 1;
  end loop;
  return next;
end;
$$;


--
-- Name: FUNCTION run_check_in_watch(max_rows integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.run_check_in_watch(max_rows integer) IS 'Service role: reminds members whose check-in is nearly due and raises the alarm of each check-in past due + grace, exactly once (locked rows are skipped; all in one transaction). Returns how many of each.';


--
-- Name: run_drill_watch(integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.run_drill_watch(max_rows integer DEFAULT 200) RETURNS TABLE(ended integer, raised integer, reminded integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  limits public.sos_limits;
  drill public.sos_events;
  plan public.drill_schedules;
  event public.sos_events;
  outcome text;
  n_ended integer := 0;
  n_raised integer := 0;
  n_reminded integer := 0;
  batch integer := greatest(coalesce(max_rows, 200), 1);
begin
  select * into limits from public.sos_limits l limit 1;

  -- 1. Drills end by themselves. Contacts were told no action was needed: no "it ended" message.
  for drill in
    select * from public.sos_events e
    where e.source = 'test' and e.status in ('active', 'acknowledged')
      and e.started_at <= now() - make_interval(mins => coalesce(limits.drill_minutes, 10))
    order by e.started_at
    limit batch
    for update skip locked
  loop
    update public.sos_events e
       set status = 'resolved', resolved_at = now(), outcome_detail = 'drill_over'
     where e.id = drill.id;
    -- No note: a note is shown as written, in one language; the event's outcome_detail says why.
    insert into public.sos_timeline (event_id, member_id, kind, details)
    values (drill.id, drill.member_id, 'resolved', jsonb_build_object('outcome_detail', 'drill_over'));
    update public.notifications n
       set status = 'cancelled', cancelled_at = now(), next_attempt_at = null
     where n.event_id = drill.id and n.status = 'queued' and n.channel in ('email', 'sms')
       and (n.leased_until is null or n.leased_until <= now());
    n_ended := n_ended + 1;
  end loop;

  -- 2. The day before a scheduled drill, the member is reminded once (and may skip it).
  for plan in
    select * from public.drill_schedules d
    where not d.skip_next and d.next_run_at > now() and d.next_run_at <= now() + interval '1 day'
      and d.reminded_for is distinct from d.next_run_at
    order by d.next_run_at
    limit batch
    for update skip locked
  loop
    perform private.queue_user_notice(plan.member_id, 'drill_reminder',
      jsonb_build_object('audience', 'member', 'member_id', plan.member_id, 'due_at', plan.next_run_at, 'time_zone', plan.time_zone));
    update public.drill_schedules d set reminded_for = plan.next_run_at where d.member_id = plan.member_id;
    n_reminded := n_reminded + 1;
  end loop;

  -- 3. Scheduled drills that are due: skipped, postponed behind a real alarm, or raised.
  for plan in
    select * from public.drill_schedules d
    where d.next_run_at <= now()
    order by d.next_run_at
    limit batch
    for update skip locked
  loop
    if exists (select 1 from public.sos_events e
               where e.member_id = plan.member_id and e.source <> 'test' and e.status in ('active', 'acknowledged')) then
      -- The real alarm comes first: try again in an hour.
      update public.drill_schedules d set next_run_at = now() + interval '1 hour' where d.member_id = plan.member_id;
      continue;
    end if;
    event := null;
    if plan.skip_next then
      outcome := 'skipped';
    else
      begin
        event := private.raise_sos_for(plan.member_id,
          'drill:' || to_char(plan.next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI'), 'test');
        outcome := 'raised';
        n_raised := n_raised + 1;
      exception when sqlstate 'PGRST' then
        -- The test-alert limit (ICE29) holds for scheduled drills too: this month's is not sent.
        -- Any other refusal is a fault, not a month to skip: it fails the pass, which is retried.
        if (sqlerrm::json ->> 'code') is distinct from 'ICE29' then
          raise;
        end if;
        outcome := 'limit';
      end;
    end if;
    update public.drill_schedules d
       set last_run_at = now(), last_outcome = outcome, last_event_id = coalesce(event.id, d.last_event_id), skip_next = false,
           next_run_at = private.next_drill_at(plan.day_of_month, plan.hour, plan.time_zone, greatest(now(), plan.next_run_at)),
           updated_at = now()
     where d.member_id = plan.member_id;
  end loop;

  return query select n_ended, n_raised, n_reminded;
end;
$$;


--
-- Name: FUNCTION run_drill_watch(max_rows integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.run_drill_watch(max_rows integer) IS 'Service role: ends drills older than sos_limits.drill_minutes, reminds members of tomorrow''s scheduled drill, and raises (or skips, or postpones behind a real alarm) scheduled drills that are due. Returns how many ended, were raised and were reminded.';


--
-- Name: run_protection_digest(integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.run_protection_digest(max_rows integer DEFAULT 200) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  candidate record;
  check_row jsonb;
  missing text[];
  sent integer := 0;
begin
  for candidate in
    select p.user_id, p.full_name
    from public.profiles p
    where p.created_at < now() - interval '2 days'
      and exists (select 1 from public.subscriptions s where s.user_id = p.user_id and s.status in ('active', 'trialing'))
      and not exists (select 1 from public.protection_digests d where d.member_id = p.user_id and d.sent_at > now() - interval '7 days')
    order by p.user_id
    limit greatest(coalesce(max_rows, 200), 1)
    -- Two runs at once (the dispatcher and the schedule) never e-mail one member twice.
    for update of p skip locked
  loop
    check_row := private.protection_check_of(candidate.user_id);
    select coalesce(array_agg(c ->> 'key' order by ordinality), '{}') into missing
    from jsonb_array_elements(check_row -> 'checks') with ordinality as t (c, ordinality)
    where not (c ->> 'ok')::boolean;
    -- A member whose check holds is marked as looked at too, so the scan moves on for a week.
    insert into public.protection_digests as d (member_id, sent_at, missing)
    values (candidate.user_id, now(), missing)
    on conflict (member_id) do update set sent_at = excluded.sent_at, missing = excluded.missing;
    if cardinality(missing) > 0 then
      perform private.queue_user_notice(candidate.user_id, 'protection_gaps',
        jsonb_build_object('audience', 'member', 'member_id', candidate.user_id, 'member_name', candidate.full_name,
                           'missing', to_jsonb(missing), 'protected', (check_row ->> 'protected')::boolean),
        array['email']::public.notification_channel[]);
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end;
$$;


--
-- Name: FUNCTION run_protection_digest(max_rows integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.run_protection_digest(max_rows integer) IS 'Service role: e-mails members with a plan whose protection check has a gap, at most once in 7 days and not in their first 2 days. Returns how many were e-mailed.';


--
-- Name: run_silence_watch(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.run_silence_watch() RETURNS TABLE(opened integer, cleared integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  limits public.sos_limits;
  silent_after interval;
  low integer;
  device record;
  notice public.device_notices;
begin
  select * into limits from public.sos_limits l limit 1;
  silent_after := make_interval(hours => coalesce(limits.pendant_silent_hours, 24));
  low := coalesce(limits.battery_low_percent, 20);
  opened := 0;

  -- Recoveries first: a pendant that reported since its notice opened, a battery charged again, a
  -- person who subscribed a browser again.
  with gone as (
    update public.device_notices n
       set cleared_at = now()
      from public.devices d
     where n.cleared_at is null and n.device_id = d.id
       and ((n.kind = 'device_silent' and d.last_connected_at > now() - silent_after)
            or (n.kind = 'device_battery_low' and (d.battery is null or d.battery >= low + 5)))
    returning 1
  ), resubscribed as (
    update public.device_notices n
       set cleared_at = now()
     where n.cleared_at is null and n.kind = 'push_gone'
       and exists (select 1 from public.push_subscriptions s where s.user_id = n.member_id and s.created_at > n.opened_at)
    returning 1
  )
  select (select count(*) from gone) + (select count(*) from resubscribed) into cleared;

  -- Pendants in use (reported in the last 30 days) that went quiet.
  for device in
    select d.id, d.user_id, d.name, d.last_connected_at from public.devices d
    where d.kind = 'pendant' and d.last_connected_at is not null
      and d.last_connected_at <= now() - silent_after
      and d.last_connected_at > now() - interval '30 days'
      and not exists (select 1 from public.device_notices n where n.device_id = d.id and n.kind = 'device_silent' and n.cleared_at is null)
  loop
    insert into public.device_notices (member_id, device_id, kind, details)
    values (device.user_id, device.id, 'device_silent', jsonb_build_object('last_seen_at', device.last_connected_at))
    on conflict do nothing
    returning * into notice;
    if notice.id is not null then
      perform private.announce_device_notice(notice, jsonb_build_object(
        'device_name', device.name, 'last_seen_at', device.last_connected_at,
        'hours', floor(extract(epoch from now() - device.last_connected_at) / 3600)::integer));
      opened := opened + 1;
    end if;
  end loop;

  -- Batteries running down, read from a recent report (a quiet pendant is the notice above).
  for device in
    select d.id, d.user_id, d.name, d.battery from public.devices d
    where d.kind = 'pendant' and d.battery < low
      and d.last_connected_at > now() - silent_after
      and not exists (select 1 from public.device_notices n where n.device_id = d.id and n.kind = 'device_battery_low' and n.cleared_at is null)
  loop
    insert into public.device_notices (member_id, device_id, kind, details)
    values (device.user_id, device.id, 'device_battery_low', jsonb_build_object('battery', device.battery))
    on conflict do nothing
    returning * into notice;
    if notice.id is not null then
      perform private.announce_device_notice(notice, jsonb_build_object('device_name', device.name, 'battery', device.battery));
      opened := opened + 1;
    end if;
  end loop;
  return next;
end;
$$;


--
-- Name: FUNCTION run_silence_watch(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.run_silence_watch() IS 'Service role: clears device notices whose device reported again, and opens (and announces, once) notices for pendants gone quiet or low on battery. Returns how many opened and cleared.';


--
-- Name: run_status_probe(boolean, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.run_status_probe(website_ok boolean DEFAULT NULL::boolean, website_ms integer DEFAULT NULL::integer) RETURNS TABLE(raised boolean, ended integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  probe private.status_probe;
  n_ended integer := 0;
  probe_alarm public.sos_events;
begin
  if website_ok is not null then
    insert into public.status_checks (ok, ms)
    values (website_ok, case when website_ms between 0 and 600000 then website_ms end);
  end if;
  delete from public.status_checks c
   where c.id in (select c2.id from public.status_checks c2 where c2.checked_at < now() - interval '91 days' limit 1000);

  -- One probe at a time, whatever number of dispatchers run this.
  select * into probe from private.status_probe p for update;
  if probe.member_id is null then
    return query select false, 0;
    return;
  end if;

  -- Probes end by themselves once their messages had their chance; no one is told it ended.
  for probe_alarm in
    select * from public.sos_events e
    where e.source = 'probe' and e.status in ('active', 'acknowledged') and e.started_at <= now() - interval '2 minutes'
    order by e.started_at
    limit 100
    for update skip locked
  loop
    update public.sos_events e set status = 'resolved', resolved_at = now(), outcome_detail = 'probe_over' where e.id = probe_alarm.id;
    update public.notifications n
       set status = 'cancelled', cancelled_at = now(), next_attempt_at = null
     where n.event_id = probe_alarm.id and n.status = 'queued'
       and (n.leased_until is null or n.leased_until <= now());
    n_ended := n_ended + 1;
  end loop;
  -- Kept 90 days, the page's longest window.
  delete from public.sos_events e
   where e.id in (select e2.id from public.sos_events e2
                  where e2.source = 'probe' and e2.started_at < now() - interval '91 days' limit 500);

  if exists (select 1 from public.sos_events e
             where e.source = 'probe' and e.started_at > now() - make_interval(secs => greatest(probe.interval_seconds - 5, 1))) then
    return query select false, n_ended;
    return;
  end if;
  perform private.raise_sos_for(
    probe.member_id,
    'probe:' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS'),
    'probe'::public.sos_source,
    notify_contact_ids => case when probe.contact_id is null then '{}'::uuid[] else array[probe.contact_id] end,
    notify_family_ids => array[probe.family_id]);
  return query select true, n_ended;
end;
$$;


--
-- Name: FUNCTION run_status_probe(website_ok boolean, website_ms integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.run_status_probe(website_ok boolean, website_ms integer) IS 'Service role: records the dispatcher''s website check (when given), ends probe alarms older than two minutes (no ended notices), and raises the next synthetic alarm unless one was raised within the interval or the probe is not set up.';


--
-- Name: save_push_subscription(text, text, text, text, public.language_code); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text, user_agent text DEFAULT NULL::text, language public.language_code DEFAULT 'en'::public.language_code) RETURNS public.push_subscriptions
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  saved public.push_subscriptions;
begin
  if caller is null then
    raise exception 'Sign in to receive alerts on this device' using errcode = '42501';
  end if;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, user_agent, language)
  values (caller, btrim(endpoint), rtrim(btrim(p256dh), '='), rtrim(btrim(auth), '='),
          nullif(left(btrim(user_agent), 200), ''), coalesce(language, 'en'))
  on conflict on constraint push_subscriptions_endpoint_key do update
     set p256dh = excluded.p256dh,
         auth = excluded.auth,
         user_agent = excluded.user_agent,
         language = excluded.language,
         failure_count = 0
   where s.user_id = caller
  returning s.* into saved;
  if saved.id is null then
    perform private.raise_app_error(
      'ICE84', 'This browser receives another account''s alerts: subscribe it again for this account', 'push_endpoint_taken', 409);
  end if;
  return saved;
end;
$$;


--
-- Name: FUNCTION save_push_subscription(endpoint text, p256dh text, auth text, user_agent text, language public.language_code); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text, user_agent text, language public.language_code) IS 'Saves the caller''s browser push subscription; the same endpoint again replaces its keys. ICE84 (409) when another account saved that endpoint: it never moves.';


--
-- Name: set_check_in_codes(text, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.set_check_in_codes(safe_code text, duress_code text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to set your codes' using errcode = '42501';
  end if;
  if safe_code is null and duress_code is null then
    delete from private.check_in_codes k where k.member_id = caller;
    return;
  end if;
  if coalesce(btrim(safe_code), '') !~ '^[0-9]{4,8}$' or coalesce(btrim(duress_code), '') !~ '^[0-9]{4,8}$' then
    perform private.raise_app_error('ICE50', 'Each code is 4 to 8 digits', 'check_in_code_format', 422);
  end if;
  if btrim(safe_code) = btrim(duress_code) then
    perform private.raise_app_error('ICE51', 'The duress code must differ from your safe code', 'check_in_codes_equal', 422);
  end if;
  insert into private.check_in_codes (member_id, safe_hash, duress_hash)
  values (caller, private.check_in_code_hash(caller, btrim(safe_code)), private.check_in_code_hash(caller, btrim(duress_code)))
  on conflict (member_id) do update set safe_hash = excluded.safe_hash, duress_hash = excluded.duress_hash, updated_at = now();
end;
$_$;


--
-- Name: FUNCTION set_check_in_codes(safe_code text, duress_code text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.set_check_in_codes(safe_code text, duress_code text) IS 'Sets the caller''s safe and duress codes (4-8 digits each, different: ICE50, ICE51), or removes both when both are null.';


--
-- Name: drill_schedules; Type: TABLE; Schema: public
--

CREATE TABLE public.drill_schedules (
    member_id uuid NOT NULL,
    day_of_month smallint NOT NULL,
    hour smallint NOT NULL,
    time_zone text NOT NULL,
    next_run_at timestamp with time zone NOT NULL,
    skip_next boolean DEFAULT false NOT NULL,
    reminded_for timestamp with time zone,
    last_run_at timestamp with time zone,
    last_outcome text,
    last_event_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT drill_schedules_day_of_month_check CHECK (((day_of_month >= 1) AND (day_of_month <= 28))),
    CONSTRAINT drill_schedules_hour_check CHECK (((hour >= 0) AND (hour <= 23))),
    CONSTRAINT drill_schedules_last_outcome_check CHECK ((last_outcome = ANY (ARRAY['raised'::text, 'skipped'::text, 'limit'::text]))),
    CONSTRAINT drill_schedules_time_zone_check CHECK (((char_length(time_zone) >= 1) AND (char_length(time_zone) <= 64)))
);


--
-- Name: TABLE drill_schedules; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.drill_schedules IS 'A member''s monthly drill: day (1-28), hour and time zone, the next run, whether the next one is skipped, and how the last one went. Written only through set_drill_schedule, skip_next_drill, clear_drill_schedule and run_drill_watch.';


--
-- Name: set_drill_schedule(integer, integer, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.set_drill_schedule(day_of_month integer, hour integer, time_zone text) RETURNS public.drill_schedules
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  saved public.drill_schedules;
begin
  if caller is null then
    raise exception 'Sign in to schedule a drill' using errcode = '42501';
  end if;
  if day_of_month is null or day_of_month not between 1 and 28 then
    perform private.raise_app_error('ICE91', 'Choose a day from 1 to 28: every month has those', 'drill_day', 400);
  end if;
  if hour is null or hour not between 0 and 23 then
    perform private.raise_app_error('ICE92', 'Choose an hour from 0 to 23', 'drill_hour', 400);
  end if;
  if time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = set_drill_schedule.time_zone) then
    perform private.raise_app_error('ICE93', 'That time zone is not known', 'drill_time_zone', 400);
  end if;
  insert into public.drill_schedules as d (member_id, day_of_month, hour, time_zone, next_run_at)
  values (caller, day_of_month, hour, time_zone, private.next_drill_at(day_of_month::smallint, hour::smallint, time_zone, now()))
  on conflict (member_id) do update
    set day_of_month = excluded.day_of_month, hour = excluded.hour, time_zone = excluded.time_zone,
        next_run_at = excluded.next_run_at, skip_next = false, reminded_for = null, updated_at = now()
  returning * into saved;
  return saved;
end;
$$;


--
-- Name: FUNCTION set_drill_schedule(day_of_month integer, hour integer, time_zone text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.set_drill_schedule(day_of_month integer, hour integer, time_zone text) IS 'Schedules (or moves) the caller''s monthly drill: day 1-28 (ICE91), hour 0-23 (ICE92), an IANA time zone (ICE93).';


--
-- Name: set_updated_at(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;


--
-- Name: FUNCTION set_updated_at(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.set_updated_at() IS 'Trigger: stamps updated_at with the time of the write.';


--
-- Name: setup_status_probe(uuid, uuid, text, text, text, text, text, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.setup_status_probe(member_id uuid, family_id uuid, contact_email text DEFAULT NULL::text, contact_phone text DEFAULT NULL::text, push_endpoint text DEFAULT NULL::text, push_p256dh text DEFAULT NULL::text, push_auth text DEFAULT NULL::text, interval_seconds integer DEFAULT 60) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  contact uuid;
  wanted public.notification_channel[] := '{}';
  measured public.notification_channel[] := array['in_app'::public.notification_channel];
begin
  if member_id is null or family_id is null or member_id = family_id then
    raise exception 'The probe needs two different accounts' using errcode = '22023';
  end if;
  if interval_seconds is null or interval_seconds not between 5 and 3600 then
    raise exception 'The probe interval must be 5 to 3600 seconds' using errcode = '22023';
  end if;
  -- Never an account that lives another life: a real member's alarms, contacts or family.
  if exists (select 1 from public.sos_events e
             where (e.member_id = setup_status_probe.member_id and e.source <> 'probe')
                or e.member_id = setup_status_probe.family_id)
     or exists (select 1 from public.emergency_contacts c
                where c.user_id = setup_status_probe.family_id
                   or (c.user_id = setup_status_probe.member_id
                       and c.id is distinct from (select p.contact_id from private.status_probe p
                                                  where p.member_id = setup_status_probe.member_id)))
     or exists (select 1 from public.family_links l
                where (l.member_id = setup_status_probe.member_id and l.family_member_id <> setup_status_probe.family_id)
                   or (l.family_member_id = setup_status_probe.member_id)
                   or (l.family_member_id = setup_status_probe.family_id and l.member_id <> setup_status_probe.member_id)
                   or (l.member_id = setup_status_probe.family_id))
     or exists (select 1 from public.subscriptions s where s.user_id in (setup_status_probe.member_id, setup_status_probe.family_id)) then
    raise exception 'The status probe''s accounts must be used for nothing else' using errcode = '22023';
  end if;

  update public.profiles p set full_name = 'ICE SOS status probe' where p.user_id = setup_status_probe.member_id;
  update public.profiles p set full_name = 'ICE SOS status probe (family)' where p.user_id = setup_status_probe.family_id;
  -- Contacts are told at once: the probe measures delivery, not the member's grace period.
  insert into public.sos_preferences (member_id, grace_seconds) values (setup_status_probe.member_id, 0)
  on conflict on constraint sos_preferences_pkey do update set grace_seconds = 0;

  if nullif(btrim(contact_email), '') is not null then wanted := wanted || 'email'::public.notification_channel; end if;
  if nullif(btrim(contact_phone), '') is not null then wanted := wanted || 'sms'::public.notification_channel; end if;
  select c.id into contact from public.emergency_contacts c where c.user_id = setup_status_probe.member_id order by c.created_at limit 1;
  delete from public.emergency_contacts c where c.user_id = setup_status_probe.member_id and c.id is distinct from contact;
  if cardinality(wanted) = 0 then
    delete from public.emergency_contacts c where c.id = contact;
    contact := null;
  elsif contact is null then
    insert into public.emergency_contacts (user_id, name, email, phone, channels)
    values (setup_status_probe.member_id, 'Status probe', nullif(btrim(contact_email), ''), nullif(btrim(contact_phone), ''), wanted)
    returning id into contact;
  else
    update public.emergency_contacts c
       set email = nullif(btrim(contact_email), ''), phone = nullif(btrim(contact_phone), ''), channels = wanted
     where c.id = contact;
  end if;
  measured := measured || wanted;

  insert into public.family_links (member_id, family_member_id, relationship, status, receive_sos_alerts)
  values (setup_status_probe.member_id, setup_status_probe.family_id, 'Status probe', 'active', true)
  on conflict on constraint family_links_member_id_family_member_id_key do update set status = 'active', receive_sos_alerts = true, expires_at = null;

  insert into private.status_probe (member_id, family_id, contact_id, push_endpoint, channels, interval_seconds)
  values (setup_status_probe.member_id, setup_status_probe.family_id, contact, nullif(btrim(push_endpoint), ''), '{}', setup_status_probe.interval_seconds)
  on conflict (singleton) do update
    set member_id = excluded.member_id, family_id = excluded.family_id, contact_id = excluded.contact_id,
        push_endpoint = excluded.push_endpoint, interval_seconds = excluded.interval_seconds, updated_at = now();

  -- The family account's one browser: the operator's device, or the local push stand-in.
  delete from public.push_subscriptions s
   where s.user_id = setup_status_probe.family_id and s.endpoint is distinct from nullif(btrim(push_endpoint), '');
  if nullif(btrim(push_endpoint), '') is not null then
    insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
    values (setup_status_probe.family_id, btrim(push_endpoint), push_p256dh, push_auth, 'ICE SOS status probe')
    on conflict on constraint push_subscriptions_endpoint_key do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, failure_count = 0;
    measured := measured || 'push'::public.notification_channel;
  end if;
  update private.status_probe p set channels = measured;
end;
$$;


--
-- Name: FUNCTION setup_status_probe(member_id uuid, family_id uuid, contact_email text, contact_phone text, push_endpoint text, push_p256dh text, push_auth text, interval_seconds integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.setup_status_probe(member_id uuid, family_id uuid, contact_email text, contact_phone text, push_endpoint text, push_p256dh text, push_auth text, interval_seconds integer) IS 'Service role: sets up the status page''s synthetic alarm: its member and family accounts (used for nothing else, 22023 otherwise), one contact with the operator''s e-mail and phone, the family''s push subscription, and the interval. Idempotent; a null address leaves that channel unmeasured.';


--
-- Name: skip_next_drill(boolean); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.skip_next_drill(skip boolean DEFAULT true) RETURNS public.drill_schedules
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  saved public.drill_schedules;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to skip a drill' using errcode = '42501';
  end if;
  update public.drill_schedules d set skip_next = coalesce(skip_next_drill.skip, true), updated_at = now()
  where d.member_id = (select auth.uid())
  returning * into saved;
  if saved.member_id is null then
    perform private.raise_app_error('ICE94', 'There is no monthly drill to skip', 'drill_not_scheduled', 404);
  end if;
  return saved;
end;
$$;


--
-- Name: FUNCTION skip_next_drill(skip boolean); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.skip_next_drill(skip boolean) IS 'Skips (or un-skips) the caller''s next scheduled drill; ICE94 when none is scheduled.';


--
-- Name: sos_alert_recipients(uuid); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.sos_alert_recipients(member uuid) RETURNS TABLE(family_member_id uuid)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if sos_alert_recipients.member is distinct from (select auth.uid()) and not public.is_trusted_role() then
    raise exception 'Only the member can see who receives their SOS alerts'
      using errcode = '42501', hint = 'sos_alert_recipients_forbidden';
  end if;
  return query
    select l.family_member_id
    from public.family_links l
    where l.member_id = sos_alert_recipients.member
      and l.receive_sos_alerts
      and public.family_link_is_live(l.status, l.expires_at);
end;
$$;


--
-- Name: FUNCTION sos_alert_recipients(member uuid); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.sos_alert_recipients(member uuid) IS 'The family members and carers whose live link receives the member''s SOS alerts. The member themself or the service role only.';


--
-- Name: sos_dispatcher_heartbeat(text, timestamp with time zone); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.sos_dispatcher_heartbeat(dispatcher text, since timestamp with time zone) RETURNS boolean
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.sos_dispatchers d set heartbeat_at = now()
  where d.id = dispatcher and d.started_at = since
  returning true;
$$;


--
-- Name: FUNCTION sos_dispatcher_heartbeat(dispatcher text, since timestamp with time zone); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.sos_dispatcher_heartbeat(dispatcher text, since timestamp with time zone) IS 'Service role: a running dispatcher''s heartbeat; null when its name was taken over.';


--
-- Name: sos_topic_member(text, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.sos_topic_member(topic text, kind text DEFAULT 'sos'::text) RETURNS uuid
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when topic ~ ('^' || kind || ':[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$')
      then substr(topic, char_length(kind) + 2)::uuid
  end;
$_$;


--
-- Name: FUNCTION sos_topic_member(topic text, kind text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.sos_topic_member(topic text, kind text) IS 'The member id of a topic ''<kind>:<member_id>'' (kind sos or sos-receipt); null for any other topic.';


--
-- Name: start_check_in(text, timestamp with time zone, integer, uuid[], uuid[], text, double precision, double precision, real); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.start_check_in(client_request_id text, due_at timestamp with time zone, grace_minutes integer, contact_ids uuid[], family_ids uuid[], note text DEFAULT NULL::text, latitude double precision DEFAULT NULL::double precision, longitude double precision DEFAULT NULL::double precision, accuracy real DEFAULT NULL::real) RETURNS public.check_ins
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  created public.check_ins;
  clean_note text := nullif(btrim(coalesce(note, '')), '');
  has_position boolean := coalesce(latitude between -90 and 90 and longitude between -180 and 180, false);
begin
  if caller is null then
    raise exception 'Sign in to start a check-in' using errcode = '42501';
  end if;
  select * into created from public.check_ins c where c.member_id = caller and c.client_request_id = start_check_in.client_request_id;
  if created.id is not null then
    return created;
  end if;
  if client_request_id is null or char_length(client_request_id) not between 1 and 100 then
    raise exception 'client_request_id is 1 to 100 characters' using errcode = '22023';
  end if;
  if char_length(clean_note) > 200 then
    perform private.raise_app_error('ICE46', 'The note is at most 200 characters', 'check_in_note_too_long', 422);
  end if;
  if due_at is null or due_at <= now() then
    perform private.raise_app_error('ICE40', 'That time has already passed', 'check_in_due_past', 422);
  end if;
  -- A duration of exactly one minute chosen in the browser arrives a moment later: 50 s of slack.
  if due_at < now() + interval '50 seconds' or due_at > now() + interval '24 hours 1 minute' then
    perform private.raise_app_error('ICE41', 'A check-in runs from 1 minute to 24 hours', 'check_in_due_range', 422);
  end if;
  if grace_minutes is null or grace_minutes not between 0 and 60 then
    perform private.raise_app_error('ICE42', 'The grace period is 0 to 60 minutes', 'check_in_grace_range', 422);
  end if;
  contact_ids := coalesce(array(select distinct x from unnest(contact_ids) x where x is not null), '{}');
  family_ids := coalesce(array(select distinct x from unnest(family_ids) x where x is not null), '{}');
  if cardinality(contact_ids) + cardinality(family_ids) = 0 then
    perform private.raise_app_error('ICE43', 'Choose at least one person to tell', 'check_in_nobody', 422);
  end if;
  if exists (select 1 from unnest(contact_ids) x
             where not exists (select 1 from public.emergency_contacts c where c.id = x and c.user_id = caller))
     or exists (select 1 from unnest(family_ids) x
                where not exists (select 1 from public.sos_alert_recipients(caller) r where r.family_member_id = x)) then
    perform private.raise_app_error('ICE44', 'Choose people from your own contacts and family', 'check_in_recipient_not_yours', 403);
  end if;
  if exists (select 1 from public.check_ins c where c.member_id = caller and c.status = 'active') then
    perform private.raise_app_error('ICE45', 'You already have a check-in running', 'check_in_running', 409);
  end if;

  begin
    insert into public.check_ins
      (member_id, client_request_id, note, due_at, grace_minutes, alarm_at, remind_at, contact_ids, family_ids,
       latitude, longitude, accuracy, located_at)
    values
      (caller, client_request_id, clean_note, due_at, grace_minutes,
       due_at + make_interval(mins => grace_minutes),
       due_at - least(interval '5 minutes', (due_at - now()) / 2),
       contact_ids, family_ids,
       case when has_position then latitude end, case when has_position then longitude end,
       case when has_position and accuracy >= 0 then accuracy end, case when has_position then now() end)
    returning * into created;
  exception when unique_violation then
    -- Another start raced this one: the same request is the same check-in, another one is refused.
    select * into created from public.check_ins c where c.member_id = caller and c.client_request_id = start_check_in.client_request_id;
    if created.id is null then
      perform private.raise_app_error('ICE45', 'You already have a check-in running', 'check_in_running', 409);
    end if;
  end;
  return created;
end;
$$;


--
-- Name: FUNCTION start_check_in(client_request_id text, due_at timestamp with time zone, grace_minutes integer, contact_ids uuid[], family_ids uuid[], note text, latitude double precision, longitude double precision, accuracy real); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.start_check_in(client_request_id text, due_at timestamp with time zone, grace_minutes integer, contact_ids uuid[], family_ids uuid[], note text, latitude double precision, longitude double precision, accuracy real) IS 'Starts the caller''s check-in (idempotent on client_request_id). ICE40 due time passed, ICE41 not 1 minute to 24 hours away, ICE42 grace not 0-60 minutes, ICE43 nobody chosen, ICE44 someone chosen is not the member''s, ICE45 one is running, ICE46 note over 200 characters.';


--
-- Name: status_summary(); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.status_summary() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  probe private.status_probe;
  result jsonb;
  channels text[] := array['in_app', 'push', 'email', 'sms'];
begin
  select * into probe from private.status_probe p;
  with windows (name, since) as (
    values ('hour', now() - interval '1 hour'), ('day', now() - interval '1 day'), ('quarter', now() - interval '90 days')
  ),
  -- The probe's alarm messages: what the provider accepted, and when, after the alarm was raised.
  probe_rows as (
    select n.channel::text as channel, e.started_at,
           n.status in ('sent', 'delivered') as accepted,
           n.status in ('sent', 'delivered') and n.attempts <= 1 as first_try,
           -- A row had its chance once it was sent or failed, or a minute after its alarm.
           (n.status in ('sent', 'delivered', 'failed') or e.started_at <= now() - interval '1 minute') as measured,
           case when n.status in ('sent', 'delivered') and n.sent_at is not null
                then extract(epoch from (n.sent_at - e.started_at)) * 1000 end as ms
    from public.sos_events e
    join public.notifications n on n.event_id = e.id and n.kind = 'sos_alert'
    where e.source = 'probe' and e.started_at > now() - interval '90 days'
  ),
  probe_windows as (
    select r.channel, w.name,
           jsonb_build_object(
             'measured', count(*) filter (where r.measured),
             'firstAttempt', count(*) filter (where r.measured and r.first_try),
             'failed', count(*) filter (where r.measured and not r.accepted))
           || private.status_percentiles(array_agg(r.ms) filter (where r.ms is not null)) as figures
    from probe_rows r join windows w on r.started_at > w.since
    group by r.channel, w.name
  ),
  real_rows as (
    select n.channel::text as channel, e.started_at, extract(epoch from (n.sent_at - e.started_at)) * 1000 as ms
    from public.sos_events e
    join public.notifications n on n.event_id = e.id and n.kind = 'sos_alert'
    where e.source not in ('test', 'probe') and e.started_at > now() - interval '90 days'
      and n.status in ('sent', 'delivered') and n.sent_at is not null
  ),
  real_windows as (
    select r.channel, w.name, count(*) as n,
           private.status_percentiles(array_agg(r.ms)) as figures
    from real_rows r join windows w on r.started_at > w.since and w.name in ('day', 'quarter')
    group by r.channel, w.name
  ),
  website_windows as (
    select w.name,
           jsonb_build_object('checks', count(c.id), 'ok', count(c.id) filter (where c.ok))
           || private.status_percentiles(array_agg(c.ms::double precision) filter (where c.ok and c.ms is not null)) as figures
    from windows w left join public.status_checks c on c.checked_at > w.since
    group by w.name
  ),
  -- Call Centre Spain: real alarms only, from raise to an operator claiming them (as the admin figures).
  calls as (
    select e.claimed_at is not null as was_claimed, e.started_at,
           extract(epoch from coalesce(e.claimed_at, e.resolved_at, now()) - e.started_at)::double precision as waited
    from public.sos_events e
    where e.region = 'es' and e.source not in ('test', 'probe') and e.started_at > now() - interval '90 days'
  ),
  counted_calls as (
    select * from calls c where c.was_claimed or c.waited > 60
  ),
  days as (
    select d::date as day from generate_series((now() at time zone 'UTC')::date - 89, (now() at time zone 'UTC')::date, interval '1 day') d
  ),
  day_channels as (
    select (r.started_at at time zone 'UTC')::date as day, r.channel,
           jsonb_build_object(
             'measured', count(*) filter (where r.measured),
             'firstAttempt', count(*) filter (where r.measured and r.first_try),
             'failed', count(*) filter (where r.measured and not r.accepted),
             'p95Ms', percentile_cont(0.95) within group (order by r.ms)) as figures
    from probe_rows r
    group by 1, 2
  ),
  day_probes as (
    select (e.started_at at time zone 'UTC')::date as day, count(*) as raised
    from public.sos_events e where e.source = 'probe' and e.started_at > now() - interval '90 days'
    group by 1
  ),
  day_website as (
    select (c.checked_at at time zone 'UTC')::date as day, count(*) as checks, count(*) filter (where c.ok) as ok,
           percentile_cont(0.95) within group (order by c.ms) filter (where c.ok) as p95
    from public.status_checks c where c.checked_at > now() - interval '90 days'
    group by 1
  ),
  day_calls as (
    select (c.started_at at time zone 'UTC')::date as day, count(*) as alarms,
           count(*) filter (where c.was_claimed and c.waited <= 60) as within60,
           count(*) filter (where c.was_claimed and c.waited <= 180) as within180
    from counted_calls c group by 1
  )
  select jsonb_build_object(
    'generatedAt', to_jsonb(now()),
    'probe', jsonb_build_object(
      'configured', probe.member_id is not null,
      'intervalSeconds', probe.interval_seconds,
      'lastRaisedAt', (select max(e.started_at) from public.sos_events e where e.source = 'probe'),
      'channels', to_jsonb(coalesce(probe.channels::text[], '{}'))),
    'probeChannels', (
      select jsonb_object_agg(ch, (
        select jsonb_object_agg(w.name, coalesce(
                 (select pw.figures from probe_windows pw where pw.channel = ch and pw.name = w.name),
                 '{"measured":0,"firstAttempt":0,"failed":0,"p50Ms":null,"p95Ms":null,"p99Ms":null}'::jsonb))
        from windows w))
      from unnest(channels) ch),
    'website', (select jsonb_object_agg(ww.name, ww.figures) from website_windows ww)
               || jsonb_build_object('lastCheckAt', (select max(c.checked_at) from public.status_checks c)),
    'realAlarms', (
      select jsonb_object_agg(ch, (
        select jsonb_object_agg(w.name, coalesce(
                 -- Fewer than 5 messages could single someone out: counted, not described.
                 (select jsonb_build_object('count', rw.n)
                         || case when rw.n >= 5 then rw.figures else '{"p50Ms":null,"p95Ms":null,"p99Ms":null}'::jsonb end
                  from real_windows rw where rw.channel = ch and rw.name = w.name),
                 '{"count":0,"p50Ms":null,"p95Ms":null,"p99Ms":null}'::jsonb))
        from windows w where w.name in ('day', 'quarter')))
      from unnest(channels) ch),
    'callCentre', (
      select jsonb_build_object(
        'days', 30,
        'alarms', count(*),
        'answered', count(*) filter (where c.was_claimed),
        'within60', count(*) filter (where c.was_claimed and c.waited <= 60),
        'within180', count(*) filter (where c.was_claimed and c.waited <= 180),
        'meanSeconds', avg(c.waited) filter (where c.was_claimed),
        'waitingOver180', (select count(*) from public.sos_events e
                           where e.region = 'es' and e.source not in ('test', 'probe')
                             and e.status in ('active', 'acknowledged') and e.claimed_at is null
                             and e.started_at < now() - interval '180 seconds'))
      from counted_calls c where c.started_at > now() - interval '30 days'),
    'daily', (
      select jsonb_agg(jsonb_build_object(
        'day', to_char(d.day, 'YYYY-MM-DD'),
        'probesRaised', coalesce(dp.raised, 0),
        'website', jsonb_build_object('checks', coalesce(dw.checks, 0), 'ok', coalesce(dw.ok, 0), 'p95Ms', dw.p95),
        'channels', (
          select jsonb_object_agg(ch, coalesce(
                   (select dc.figures from day_channels dc where dc.day = d.day and dc.channel = ch),
                   '{"measured":0,"firstAttempt":0,"failed":0,"p95Ms":null}'::jsonb))
          from unnest(channels) ch),
        'callCentre', jsonb_build_object('alarms', coalesce(dcl.alarms, 0), 'within60', coalesce(dcl.within60, 0),
                                         'within180', coalesce(dcl.within180, 0)))
        order by d.day)
      from days d
      left join day_probes dp on dp.day = d.day
      left join day_website dw on dw.day = d.day
      left join day_calls dcl on dcl.day = d.day),
    'incidents', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id, 'title', i.title, 'impact', i.impact, 'components', to_jsonb(i.components), 'status', i.status,
        'createdAt', i.created_at, 'updatedAt', i.updated_at, 'resolvedAt', i.resolved_at,
        'updates', coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'status', u.status, 'body', u.body, 'createdAt', u.created_at)
                                              order by u.created_at desc, u.id)
                             from public.status_incident_updates u where u.incident_id = i.id), '[]'::jsonb))
        order by i.created_at desc)
      from public.status_incidents i
      where i.resolved_at is null or i.created_at > now() - interval '90 days' or i.resolved_at > now() - interval '90 days'), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;


--
-- Name: FUNCTION status_summary(); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.status_summary() IS 'Anyone: the status page''s figures (docs/product.md#status-page): the synthetic alarm''s delivery per channel over the last hour, day and 90 days, the website checks, real alarms'' delivery aggregated (nothing under 5 messages described), Call Centre Spain''s answer times, 90 daily summaries and the incidents. Holds no member data.';


--
-- Name: submit_contact_message(text, text, text, text, public.language_code, uuid, text); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.submit_contact_message(sender_name text, sender_email text, message_subject text, message_body text, message_language public.language_code, sender_user_id uuid DEFAULT NULL::uuid, sender_ip_hash text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  email_key text := lower(btrim(sender_email));
  window_start timestamptz := now() - interval '10 minutes';
  new_id uuid;
begin
  -- Same address → same lock: the second of two simultaneous sends counts the first.
  perform pg_advisory_xact_lock(hashtext('public.contact_messages'), hashtext(email_key));
  if sender_ip_hash is not null then
    perform pg_advisory_xact_lock(hashtext('public.contact_messages.ip'), hashtext(sender_ip_hash));
  end if;

  if (select count(*) from public.contact_messages m
      where lower(m.email) = email_key and m.created_at > window_start) >= 3
     or (sender_ip_hash is not null
         and (select count(*) from public.contact_messages m
              where m.ip_hash = sender_ip_hash and m.created_at > window_start) >= 10) then
    perform private.raise_app_error(
      'ICE30', 'Too many messages from this address; try again in a few minutes', 'contact_rate_limited', 429
    );
  end if;

  insert into public.contact_messages (name, email, subject, message, accepted_terms, language, user_id, ip_hash)
  values (btrim(sender_name), btrim(sender_email), nullif(btrim(message_subject), ''), message_body, true,
          message_language, sender_user_id, sender_ip_hash)
  returning id into new_id;

  -- Every admin sees it in the app; the e-mail copy is sent by the app (it has the mail adapter).
  insert into public.notifications (recipient_user_id, channel, kind, title, body, status, sent_at)
  select p.user_id, 'in_app', 'contact_message',
         left('New contact message: ' || coalesce(nullif(btrim(message_subject), ''), btrim(sender_name)), 200),
         left(btrim(sender_name) || ' <' || btrim(sender_email) || '>' || E'\n\n' || message_body, 2000),
         'sent', now()
  from public.profiles p
  where p.role = 'admin';

  return new_id;
end;
$$;


--
-- Name: FUNCTION submit_contact_message(sender_name text, sender_email text, message_subject text, message_body text, message_language public.language_code, sender_user_id uuid, sender_ip_hash text); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.submit_contact_message(sender_name text, sender_email text, message_subject text, message_body text, message_language public.language_code, sender_user_id uuid, sender_ip_hash text) IS 'Stores a contact form message after the per-address rate limit (3 per e-mail, 10 per ip_hash, per 10 minutes; ICE30 beyond) and notifies every admin in the app. Service role only: the app has validated the input, computed ip_hash, and e-mails the admins.';


--
-- Name: sync_billing_subscription(jsonb); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.sync_billing_subscription(s jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  member uuid;
  item jsonb;
  plan uuid;
  kept text[] := '{}';
begin
  if not public.is_trusted_role() then
    raise exception 'Only the server syncs subscriptions' using errcode = '42501';
  end if;
  select c.user_id into member from public.billing_customers c
  where c.provider = 'stripe' and c.customer_reference = s ->> 'customer';
  if member is null then
    return null;
  end if;
  -- Two deliveries about the same subscription write one after the other.
  perform pg_advisory_xact_lock(hashtext('public.subscriptions'), hashtext(s ->> 'id'));

  for item in select value from jsonb_array_elements(coalesce(s -> 'items', '[]'::jsonb)) loop
    select p.id into plan from public.subscription_plans p where p.stripe_price_id = item ->> 'price';
    continue when plan is null;
    kept := kept || (item ->> 'id');
    insert into public.subscriptions as current
      (user_id, plan_id, status, quantity, current_period_start, current_period_end, cancel_at, canceled_at,
       provider, provider_reference, provider_subscription)
    values (member, plan, (s ->> 'status')::public.subscription_status, greatest(coalesce((item ->> 'quantity')::integer, 1), 1),
            (item ->> 'current_period_start')::timestamptz, (item ->> 'current_period_end')::timestamptz,
            (s ->> 'cancel_at')::timestamptz, (s ->> 'canceled_at')::timestamptz,
            'stripe', item ->> 'id', s ->> 'id')
    on conflict (provider, provider_reference) do update
    set plan_id = excluded.plan_id,
        status = excluded.status,
        quantity = excluded.quantity,
        current_period_start = excluded.current_period_start,
        current_period_end = excluded.current_period_end,
        cancel_at = excluded.cancel_at,
        canceled_at = excluded.canceled_at,
        provider_subscription = excluded.provider_subscription
    -- Rows never move between members, whatever a caller sends.
    where current.user_id = member;
  end loop;

  update public.subscriptions
  set status = 'canceled'
  where provider = 'stripe' and provider_subscription = s ->> 'id' and user_id = member
    and provider_reference <> all (kept) and status <> 'canceled';
  return member;
end;
$$;


--
-- Name: FUNCTION sync_billing_subscription(s jsonb); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.sync_billing_subscription(s jsonb) IS 'Server only: writes the provider''s current state of one subscription (one row per item) for the member its customer is bound to.';


--
-- Name: take_over_sos_dispatcher(text, integer); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.take_over_sos_dispatcher(dispatcher text, stale_seconds integer DEFAULT 3) RETURNS timestamp with time zone
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  last_beat timestamptz;
  started timestamptz := clock_timestamp();
begin
  insert into public.sos_dispatchers (id, started_at, heartbeat_at)
  values (dispatcher, started, started - interval '1 day')
  on conflict (id) do nothing;
  select d.heartbeat_at into last_beat from public.sos_dispatchers d where d.id = dispatcher for update;
  if last_beat > now() - make_interval(secs => greatest(1, least(stale_seconds, 60))) then
    return null;
  end if;
  update public.notifications n
     set lease_token = null, leased_until = null, leased_by = null
   where n.status = 'queued' and n.leased_by = dispatcher;
  update public.sos_dispatchers d set started_at = started, heartbeat_at = now() where d.id = dispatcher;
  return started;
end;
$$;


--
-- Name: FUNCTION take_over_sos_dispatcher(dispatcher text, stale_seconds integer); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.take_over_sos_dispatcher(dispatcher text, stale_seconds integer) IS 'Service role: a restarted dispatcher releases the rows its dead predecessor held; null while the name is alive elsewhere.';


--
-- Name: update_check_in_position(uuid, double precision, double precision, real); Type: FUNCTION; Schema: public
--

CREATE FUNCTION public.update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real DEFAULT NULL::real) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  this_check_in public.check_ins := private.lock_own_check_in(check_in_id);
begin
  if latitude is null or longitude is null or latitude not between -90 and 90 or longitude not between -180 and 180 then
    raise exception 'latitude is -90 to 90 and longitude -180 to 180' using errcode = '22023';
  end if;
  if this_check_in.status <> 'active' then
    return;
  end if;
  update public.check_ins c
     set latitude = update_check_in_position.latitude, longitude = update_check_in_position.longitude,
         accuracy = case when update_check_in_position.accuracy >= 0 then update_check_in_position.accuracy end,
         located_at = now()
   where c.id = this_check_in.id;
end;
$$;


--
-- Name: FUNCTION update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real); Type: COMMENT; Schema: public
--

COMMENT ON FUNCTION public.update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real) IS 'The member''s last known position while a check-in runs (sent by the open page), carried by its alarm.';


--
-- Name: admin_setup_failures; Type: TABLE; Schema: private
--

CREATE TABLE private.admin_setup_failures (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE admin_setup_failures; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.admin_setup_failures IS 'Wrong setup codes entered at /admin-setup, for the throttle; kept one day.';


--
-- Name: admin_setup_failures_id_seq; Type: SEQUENCE; Schema: private
--

ALTER TABLE private.admin_setup_failures ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.admin_setup_failures_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: announced_link_expiries; Type: TABLE; Schema: private
--

CREATE TABLE private.announced_link_expiries (
    link_id uuid NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: TABLE announced_link_expiries; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.announced_link_expiries IS 'Family link expiries for which access_changed was sent.';


--
-- Name: billing_events; Type: TABLE; Schema: private
--

CREATE TABLE private.billing_events (
    id text NOT NULL,
    type text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT billing_events_id_check CHECK (((char_length(id) >= 1) AND (char_length(id) <= 255))),
    CONSTRAINT billing_events_type_check CHECK (((char_length(type) >= 1) AND (char_length(type) <= 255)))
);


--
-- Name: TABLE billing_events; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.billing_events IS 'Webhook event ids already handled (or being handled); a repeated delivery is acknowledged and ignored.';


--
-- Name: COLUMN billing_events.id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.billing_events.id IS 'The provider''s event id (evt_...).';


--
-- Name: COLUMN billing_events.type; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.billing_events.type IS 'Event type, for diagnosis.';


--
-- Name: COLUMN billing_events.received_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.billing_events.received_at IS 'When the event was first received.';


--
-- Name: check_in_codes; Type: TABLE; Schema: private
--

CREATE TABLE private.check_in_codes (
    member_id uuid NOT NULL,
    safe_hash text NOT NULL,
    duress_hash text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE check_in_codes; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.check_in_codes IS 'A member''s check-in codes as SHA-256 of member id and code: the safe code checks in, the duress code checks in on screen and raises a silent alarm.';


--
-- Name: check_in_duress; Type: TABLE; Schema: private
--

CREATE TABLE private.check_in_duress (
    check_in_id uuid NOT NULL,
    event_id uuid,
    entered_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE check_in_duress; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.check_in_duress IS 'Check-ins answered with the duress code, and the silent alarm each raised.';


--
-- Name: contact_consent_requests_due; Type: TABLE; Schema: private
--

CREATE TABLE private.contact_consent_requests_due (
    contact_id uuid NOT NULL,
    member_id uuid NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    outcome text,
    CONSTRAINT contact_consent_requests_due_check CHECK (((started_at IS NULL) = (outcome IS NULL))),
    CONSTRAINT contact_consent_requests_due_outcome_check CHECK ((outcome ~ '^[A-Za-z0-9_]{1,40}$'::text))
);


--
-- Name: TABLE contact_consent_requests_due; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.contact_consent_requests_due IS 'Consent requests the server owes a registration''s emergency contacts, one per contact for ever (the row stays once started), taken by begin_queued_contact_consent_request.';


--
-- Name: COLUMN contact_consent_requests_due.contact_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_consent_requests_due.contact_id IS 'The contact to ask; also the primary key, so a contact is queued once.';


--
-- Name: COLUMN contact_consent_requests_due.member_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_consent_requests_due.member_id IS 'The member who named them.';


--
-- Name: COLUMN contact_consent_requests_due.queued_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_consent_requests_due.queued_at IS 'When the member''s confirmation (or a registration of a confirmed member) queued it.';


--
-- Name: COLUMN contact_consent_requests_due.started_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_consent_requests_due.started_at IS 'When the server took it; null while it waits.';


--
-- Name: COLUMN contact_consent_requests_due.outcome; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.contact_consent_requests_due.outcome IS 'started (the request went to begin_emergency_contact_message), skipped (asked, answered or declined meanwhile) or the refusal code (ICE43 limit, ICE46 no address, ...).';


--
-- Name: emergency_contact_declines; Type: TABLE; Schema: private
--

CREATE TABLE private.emergency_contact_declines (
    member_id uuid NOT NULL,
    address_hash text NOT NULL,
    declined_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT emergency_contact_declines_address_hash_check CHECK ((char_length(address_hash) = 64))
);


--
-- Name: TABLE emergency_contact_declines; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.emergency_contact_declines IS 'Addresses (hashed) whose holder declined to be this member''s emergency contact: not alerted, no test messages, asked again only after 30 days.';


--
-- Name: COLUMN emergency_contact_declines.member_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.emergency_contact_declines.member_id IS 'The member who named them.';


--
-- Name: COLUMN emergency_contact_declines.address_hash; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.emergency_contact_declines.address_hash IS 'Hex SHA-256 of private.contact_address_key of the e-mail or phone the declining contact had.';


--
-- Name: COLUMN emergency_contact_declines.declined_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.emergency_contact_declines.declined_at IS 'When they (last) declined.';


--
-- Name: family_invite_mailings; Type: TABLE; Schema: private
--

CREATE TABLE private.family_invite_mailings (
    invite_id uuid NOT NULL,
    token_hash text NOT NULL,
    mailed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT family_invite_mailings_token_hash_check CHECK ((char_length(token_hash) = 64))
);


--
-- Name: TABLE family_invite_mailings; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.family_invite_mailings IS 'The token (hashed) of the invitation e-mail the app''s server last sent for each invitation: only that token proves the invited address.';


--
-- Name: COLUMN family_invite_mailings.token_hash; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.family_invite_mailings.token_hash IS 'Hex SHA-256 of the e-mailed token, as family_invites.token_hash; a resend replaces it.';


--
-- Name: family_invite_sends; Type: TABLE; Schema: private
--

CREATE TABLE private.family_invite_sends (
    id bigint NOT NULL,
    member_id uuid NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE family_invite_sends; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.family_invite_sends IS 'One row per invitation e-mail sent (new or resent), for the per-member daily limit.';


--
-- Name: COLUMN family_invite_sends.id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.family_invite_sends.id IS 'Row id.';


--
-- Name: COLUMN family_invite_sends.member_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.family_invite_sends.member_id IS 'The member who sent it.';


--
-- Name: COLUMN family_invite_sends.sent_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.family_invite_sends.sent_at IS 'When it was sent.';


--
-- Name: family_invite_sends_id_seq; Type: SEQUENCE; Schema: private
--

ALTER TABLE private.family_invite_sends ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.family_invite_sends_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: sos_family_alerts_due; Type: TABLE; Schema: private
--

CREATE TABLE private.sos_family_alerts_due (
    event_id uuid NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE sos_family_alerts_due; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.sos_family_alerts_due IS 'Alarms whose family outbox rows are still to be written by queue_family_sos_alerts (one row per alarm, removed when written).';


--
-- Name: COLUMN sos_family_alerts_due.event_id; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.sos_family_alerts_due.event_id IS 'The alarm.';


--
-- Name: COLUMN sos_family_alerts_due.queued_at; Type: COMMENT; Schema: private
--

COMMENT ON COLUMN private.sos_family_alerts_due.queued_at IS 'When raise_sos queued it; oldest first.';


--
-- Name: status_probe; Type: TABLE; Schema: private
--

CREATE TABLE private.status_probe (
    singleton boolean DEFAULT true NOT NULL,
    member_id uuid NOT NULL,
    family_id uuid NOT NULL,
    contact_id uuid,
    push_endpoint text,
    channels public.notification_channel[] NOT NULL,
    interval_seconds integer NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT status_probe_interval_seconds_check CHECK (((interval_seconds >= 5) AND (interval_seconds <= 3600))),
    CONSTRAINT status_probe_singleton_check CHECK (singleton)
);


--
-- Name: TABLE status_probe; Type: COMMENT; Schema: private
--

COMMENT ON TABLE private.status_probe IS 'The status page''s synthetic alarm: its member, family account, contact, the channels it measures and how often it runs (one row, written by setup_status_probe).';


--
-- Name: access_log; Type: TABLE; Schema: public
--

CREATE TABLE public.access_log (
    id bigint NOT NULL,
    reader_id uuid,
    subject_id uuid NOT NULL,
    resource public.access_resource NOT NULL,
    sos_event_id uuid,
    reader_capacity text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT access_log_reader_capacity_check CHECK ((reader_capacity = ANY (ARRAY['family'::text, 'carer'::text, 'admin'::text])))
);


--
-- Name: TABLE access_log; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.access_log IS 'Who read whose medical profile or location, and when. Written only by definer functions.';


--
-- Name: COLUMN access_log.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.access_log.id IS 'Ever-increasing entry number.';


--
-- Name: COLUMN access_log.reader_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.access_log.reader_id IS 'Who read (null once their account is deleted).';


--
-- Name: COLUMN access_log.subject_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.access_log.subject_id IS 'Whose data was read.';


--
-- Name: COLUMN access_log.resource; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.access_log.resource IS 'medical_profile or location.';


--
-- Name: COLUMN access_log.sos_event_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.access_log.sos_event_id IS 'The SOS event whose position was read (location reads only).';


--
-- Name: COLUMN access_log.reader_capacity; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.access_log.reader_capacity IS 'family, carer (through a family link) or admin (call centre).';


--
-- Name: COLUMN access_log.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.access_log.created_at IS 'When the read happened.';


--
-- Name: access_log_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.access_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.access_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: admin_audit; Type: TABLE; Schema: public
--

CREATE TABLE public.admin_audit (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id uuid,
    action text NOT NULL,
    entity text NOT NULL,
    entity_id text,
    before jsonb,
    after jsonb,
    CONSTRAINT admin_audit_action_check CHECK ((action ~ '^(content|catalogue|member|incident|inbox|status)\.[a-z_]{1,40}$'::text)),
    CONSTRAINT admin_audit_after_check CHECK (((after IS NULL) OR (jsonb_typeof(after) = 'object'::text))),
    CONSTRAINT admin_audit_before_check CHECK (((before IS NULL) OR (jsonb_typeof(before) = 'object'::text))),
    CONSTRAINT admin_audit_entity_check CHECK (((char_length(entity) >= 1) AND (char_length(entity) <= 100)))
);


--
-- Name: TABLE admin_audit; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.admin_audit IS 'One row per admin action (who, when, what, before and after). Written only by triggers; admins read it.';


--
-- Name: COLUMN admin_audit.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.id IS 'Row id, increasing in the order actions were recorded.';


--
-- Name: COLUMN admin_audit.at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.at IS 'When the action happened (transaction time).';


--
-- Name: COLUMN admin_audit.actor_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.actor_id IS 'The admin who acted; null once their profile is deleted.';


--
-- Name: COLUMN admin_audit.action; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.action IS 'What happened, as <kind>.<verb>; kind is content, catalogue, member, incident or inbox.';


--
-- Name: COLUMN admin_audit.entity; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.entity IS 'The table changed: site_content, subscription_plans, products, regional_services, profiles, sos_events or contact_messages.';


--
-- Name: COLUMN admin_audit.entity_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.entity_id IS 'The changed row''s id (the key for site_content, the user id for profiles, the alarm for incident steps).';


--
-- Name: COLUMN admin_audit.before; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.before IS 'The changed fields before the action (only those that changed on an update; null on a create).';


--
-- Name: COLUMN admin_audit.after; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.admin_audit.after IS 'The changed fields after the action (null on a delete).';


--
-- Name: admin_audit_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.admin_audit ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.admin_audit_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: billing_customers; Type: TABLE; Schema: public
--

CREATE TABLE public.billing_customers (
    user_id uuid NOT NULL,
    provider text DEFAULT 'stripe'::text NOT NULL,
    customer_reference text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT billing_customers_customer_reference_check CHECK (((char_length(customer_reference) >= 1) AND (char_length(customer_reference) <= 255))),
    CONSTRAINT billing_customers_provider_check CHECK ((provider ~ '^[a-z_]{1,30}$'::text))
);


--
-- Name: TABLE billing_customers; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.billing_customers IS 'The payment provider''s customer of each member; written only by the server.';


--
-- Name: COLUMN billing_customers.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.billing_customers.user_id IS 'The member; one customer each.';


--
-- Name: COLUMN billing_customers.provider; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.billing_customers.provider IS 'Who bills the member (stripe).';


--
-- Name: COLUMN billing_customers.customer_reference; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.billing_customers.customer_reference IS 'The provider''s customer id (cus_...).';


--
-- Name: COLUMN billing_customers.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.billing_customers.created_at IS 'When the customer was bound to the member.';


--
-- Name: chat_messages; Type: TABLE; Schema: public
--

CREATE TABLE public.chat_messages (
    id bigint NOT NULL,
    session_id uuid NOT NULL,
    user_id uuid,
    role public.chat_role NOT NULL,
    content text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_messages_content_check CHECK (((char_length(content) >= 1) AND (char_length(content) <= 8000)))
);


--
-- Name: TABLE chat_messages; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.chat_messages IS 'Messages of a conversation with Emma, in order.';


--
-- Name: COLUMN chat_messages.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_messages.id IS 'Ever-increasing message number; orders the conversation.';


--
-- Name: COLUMN chat_messages.session_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_messages.session_id IS 'The conversation.';


--
-- Name: COLUMN chat_messages.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_messages.user_id IS 'The session''s member (copied so RLS needs no join); null for visitors.';


--
-- Name: COLUMN chat_messages.role; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_messages.role IS 'user or assistant.';


--
-- Name: COLUMN chat_messages.content; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_messages.content IS 'Message text.';


--
-- Name: COLUMN chat_messages.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_messages.created_at IS 'When it was written.';


--
-- Name: chat_messages_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.chat_messages ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.chat_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: chat_sessions; Type: TABLE; Schema: public
--

CREATE TABLE public.chat_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    client_session_id text,
    language public.language_code DEFAULT 'en'::public.language_code NOT NULL,
    title text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT chat_sessions_client_session_id_check CHECK ((char_length(client_session_id) <= 100)),
    CONSTRAINT chat_sessions_title_check CHECK ((char_length(title) <= 200))
);


--
-- Name: TABLE chat_sessions; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.chat_sessions IS 'A conversation with Emma.';


--
-- Name: COLUMN chat_sessions.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_sessions.id IS 'Session id.';


--
-- Name: COLUMN chat_sessions.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_sessions.user_id IS 'The signed-in member; null for a visitor (stored by the server only).';


--
-- Name: COLUMN chat_sessions.client_session_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_sessions.client_session_id IS 'The id the widget sent (widget-...), to find the session again.';


--
-- Name: COLUMN chat_sessions.language; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_sessions.language IS 'Language of the conversation.';


--
-- Name: COLUMN chat_sessions.title; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_sessions.title IS 'Short title for the history list.';


--
-- Name: COLUMN chat_sessions.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_sessions.created_at IS 'When the conversation started.';


--
-- Name: COLUMN chat_sessions.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.chat_sessions.updated_at IS 'When the last message was added.';


--
-- Name: contact_messages; Type: TABLE; Schema: public
--

CREATE TABLE public.contact_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    subject text,
    message text NOT NULL,
    accepted_terms boolean NOT NULL,
    language public.language_code DEFAULT 'en'::public.language_code NOT NULL,
    user_id uuid,
    ip_hash text,
    status public.contact_message_status DEFAULT 'new'::public.contact_message_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    unread boolean GENERATED ALWAYS AS ((status = 'new'::public.contact_message_status)) STORED,
    CONSTRAINT contact_messages_accepted_terms_check CHECK (accepted_terms),
    CONSTRAINT contact_messages_email_shape CHECK (((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text) AND (char_length(email) <= 254))),
    CONSTRAINT contact_messages_ip_hash_check CHECK ((ip_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT contact_messages_message_length CHECK (((char_length(message) >= 10) AND (char_length(message) <= 5000))),
    CONSTRAINT contact_messages_name_length CHECK (((char_length(name) >= 2) AND (char_length(name) <= 100))),
    CONSTRAINT contact_messages_subject_length CHECK (((subject IS NOT NULL) AND ((char_length(subject) >= 3) AND (char_length(subject) <= 150))))
);


--
-- Name: TABLE contact_messages; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.contact_messages IS 'Messages from the contact form; anyone may send, only admins read.';


--
-- Name: COLUMN contact_messages.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.id IS 'Message id.';


--
-- Name: COLUMN contact_messages.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.name IS 'Sender''s name.';


--
-- Name: COLUMN contact_messages.email; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.email IS 'Where to reply.';


--
-- Name: COLUMN contact_messages.subject; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.subject IS 'Subject line.';


--
-- Name: COLUMN contact_messages.message; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.message IS 'The message.';


--
-- Name: COLUMN contact_messages.accepted_terms; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.accepted_terms IS 'The sender accepted the terms and privacy policy; must be true.';


--
-- Name: COLUMN contact_messages.language; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.language IS 'Language the form was shown in, to reply in it.';


--
-- Name: COLUMN contact_messages.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.user_id IS 'The signed-in sender, if any.';


--
-- Name: COLUMN contact_messages.ip_hash; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.ip_hash IS 'Hex SHA-256 of the sender''s IP with a server secret, for rate limiting without storing the IP.';


--
-- Name: COLUMN contact_messages.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.status IS 'new, read, replied or archived.';


--
-- Name: COLUMN contact_messages.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.created_at IS 'When it was sent.';


--
-- Name: COLUMN contact_messages.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.updated_at IS 'When an admin last changed its status.';


--
-- Name: COLUMN contact_messages.unread; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.contact_messages.unread IS 'Whether no admin has read it yet (status new): the one definition the inbox and the overview''s count share.';


--
-- Name: CONSTRAINT contact_messages_email_shape ON contact_messages; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT contact_messages_email_shape ON public.contact_messages IS 'Looks like an e-mail address, at most 254 characters (CONTACT_LIMITS.email).';


--
-- Name: CONSTRAINT contact_messages_message_length ON contact_messages; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT contact_messages_message_length ON public.contact_messages IS 'Message of 10 to 5000 characters (CONTACT_LIMITS.message).';


--
-- Name: CONSTRAINT contact_messages_name_length ON contact_messages; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT contact_messages_name_length ON public.contact_messages IS 'Name of 2 to 100 characters (CONTACT_LIMITS.name).';


--
-- Name: CONSTRAINT contact_messages_subject_length ON contact_messages; Type: COMMENT; Schema: public
--

COMMENT ON CONSTRAINT contact_messages_subject_length ON public.contact_messages IS 'Subject required, 3 to 150 characters (CONTACT_LIMITS.subject).';


--
-- Name: device_readings; Type: TABLE; Schema: public
--

CREATE TABLE public.device_readings (
    id bigint NOT NULL,
    device_id uuid NOT NULL,
    user_id uuid NOT NULL,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    recorded_minute timestamp with time zone DEFAULT now() NOT NULL,
    battery smallint,
    heart_rate smallint,
    CONSTRAINT device_readings_battery_check CHECK (((battery >= 0) AND (battery <= 100))),
    CONSTRAINT device_readings_check CHECK (((battery IS NOT NULL) OR (heart_rate IS NOT NULL))),
    CONSTRAINT device_readings_heart_rate_check CHECK (((heart_rate >= 20) AND (heart_rate <= 250)))
);


--
-- Name: TABLE device_readings; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.device_readings IS 'History of a device''s battery and heart rate: at most one row per device per minute, kept 90 days.';


--
-- Name: COLUMN device_readings.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_readings.id IS 'Ever-increasing reading number.';


--
-- Name: COLUMN device_readings.device_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_readings.device_id IS 'The device that reported it.';


--
-- Name: COLUMN device_readings.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_readings.user_id IS 'The member who owns the device (copied so RLS needs no join).';


--
-- Name: COLUMN device_readings.recorded_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_readings.recorded_at IS 'When it was measured; the database clock for member writes.';


--
-- Name: COLUMN device_readings.recorded_minute; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_readings.recorded_minute IS 'recorded_at truncated to the minute (UTC), set by the trigger; unique per device.';


--
-- Name: COLUMN device_readings.battery; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_readings.battery IS 'Battery percent, or null when not reported.';


--
-- Name: COLUMN device_readings.heart_rate; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.device_readings.heart_rate IS 'Heart rate in beats per minute, or null when not reported.';


--
-- Name: device_readings_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.device_readings ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.device_readings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: devices; Type: TABLE; Schema: public
--

CREATE TABLE public.devices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    kind public.device_kind DEFAULT 'pendant'::public.device_kind NOT NULL,
    name text NOT NULL,
    hardware_id text,
    last_connected_at timestamp with time zone,
    battery smallint,
    last_heart_rate smallint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT devices_battery_check CHECK (((battery >= 0) AND (battery <= 100))),
    CONSTRAINT devices_hardware_id_check CHECK ((char_length(hardware_id) <= 200)),
    CONSTRAINT devices_last_heart_rate_check CHECK (((last_heart_rate >= 20) AND (last_heart_rate <= 250))),
    CONSTRAINT devices_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100)))
);


--
-- Name: TABLE devices; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.devices IS 'Devices paired by a member (the pendant) with their last known status.';


--
-- Name: COLUMN devices.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.id IS 'Device id.';


--
-- Name: COLUMN devices.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.user_id IS 'The member who paired it.';


--
-- Name: COLUMN devices.kind; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.kind IS 'pendant.';


--
-- Name: COLUMN devices.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.name IS 'Name the device reports or the member gave it.';


--
-- Name: COLUMN devices.hardware_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.hardware_id IS 'Bluetooth device id as seen by the app, to recognise it again.';


--
-- Name: COLUMN devices.last_connected_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.last_connected_at IS 'When the app last had a connection to it.';


--
-- Name: COLUMN devices.battery; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.battery IS 'Last battery level, percent.';


--
-- Name: COLUMN devices.last_heart_rate; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.last_heart_rate IS 'Last heart rate measured, beats per minute.';


--
-- Name: COLUMN devices.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.created_at IS 'When it was first paired.';


--
-- Name: COLUMN devices.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.devices.updated_at IS 'When its status last changed.';


--
-- Name: emergency_contact_messages; Type: TABLE; Schema: public
--

CREATE TABLE public.emergency_contact_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    batch_id uuid NOT NULL,
    contact_id uuid,
    member_id uuid NOT NULL,
    kind text NOT NULL,
    channel public.notification_channel NOT NULL,
    address text NOT NULL,
    address_key text NOT NULL,
    status text DEFAULT 'sending'::text NOT NULL,
    detail text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    CONSTRAINT emergency_contact_messages_address_check CHECK (((char_length(address) >= 1) AND (char_length(address) <= 320))),
    CONSTRAINT emergency_contact_messages_address_key_check CHECK (((char_length(address_key) >= 1) AND (char_length(address_key) <= 330))),
    CONSTRAINT emergency_contact_messages_channel_check CHECK ((channel = ANY (ARRAY['email'::public.notification_channel, 'sms'::public.notification_channel]))),
    CONSTRAINT emergency_contact_messages_check CHECK (((status = 'sending'::text) = (finished_at IS NULL))),
    CONSTRAINT emergency_contact_messages_detail_check CHECK ((char_length(detail) <= 500)),
    CONSTRAINT emergency_contact_messages_kind_check CHECK ((kind = ANY (ARRAY['test'::text, 'consent_request'::text]))),
    CONSTRAINT emergency_contact_messages_status_check CHECK ((status = ANY (ARRAY['sending'::text, 'sent'::text, 'failed'::text])))
);


--
-- Name: TABLE emergency_contact_messages; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.emergency_contact_messages IS 'Test messages and consent requests sent to emergency contacts, one row per channel, with their outcome; kept after the contact is removed, for the hourly limits.';


--
-- Name: COLUMN emergency_contact_messages.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.id IS 'Row id.';


--
-- Name: COLUMN emergency_contact_messages.batch_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.batch_id IS 'One send: the rows of all channels of one test or request share it.';


--
-- Name: COLUMN emergency_contact_messages.contact_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.contact_id IS 'The contact it went to; null once that contact was removed.';


--
-- Name: COLUMN emergency_contact_messages.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.member_id IS 'The member who sent it.';


--
-- Name: COLUMN emergency_contact_messages.kind; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.kind IS 'test (a "nothing to do" test message) or consent_request (the link to agree or decline).';


--
-- Name: COLUMN emergency_contact_messages.channel; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.channel IS 'email or sms.';


--
-- Name: COLUMN emergency_contact_messages.address; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.address IS 'The e-mail address or phone number it went to, as it was then.';


--
-- Name: COLUMN emergency_contact_messages.address_key; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.address_key IS 'The address normalised (private.contact_address_key): the per-address limit counts by it.';


--
-- Name: COLUMN emergency_contact_messages.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.status IS 'sending (under way), sent (the provider accepted it) or failed.';


--
-- Name: COLUMN emergency_contact_messages.detail; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.detail IS 'Why it failed (the provider''s reason, clipped); null otherwise.';


--
-- Name: COLUMN emergency_contact_messages.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.created_at IS 'When it was started.';


--
-- Name: COLUMN emergency_contact_messages.finished_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.emergency_contact_messages.finished_at IS 'When it was sent or failed.';


--
-- Name: orders; Type: TABLE; Schema: public
--

CREATE TABLE public.orders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    product_id uuid NOT NULL,
    quantity integer DEFAULT 1 NOT NULL,
    unit_price numeric(10,2) NOT NULL,
    currency public.currency_code NOT NULL,
    total numeric(10,2) NOT NULL,
    status public.order_status DEFAULT 'pending'::public.order_status NOT NULL,
    shipping_address text,
    provider text DEFAULT 'stripe'::text NOT NULL,
    provider_reference text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    provider_payment text,
    member_deleted_at timestamp with time zone,
    CONSTRAINT orders_provider_check CHECK ((provider ~ '^[a-z_]{1,30}$'::text)),
    CONSTRAINT orders_provider_payment_check CHECK ((char_length(provider_payment) <= 255)),
    CONSTRAINT orders_quantity_check CHECK (((quantity >= 1) AND (quantity <= 10))),
    CONSTRAINT orders_shipping_address_check CHECK ((char_length(shipping_address) <= 500)),
    CONSTRAINT orders_total_check CHECK ((total >= (0)::numeric)),
    CONSTRAINT orders_unit_price_check CHECK ((unit_price >= (0)::numeric))
);


--
-- Name: TABLE orders; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.orders IS 'One-time purchases of products; written only by the payment webhook or admins.';


--
-- Name: COLUMN orders.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.id IS 'Order id.';


--
-- Name: COLUMN orders.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.user_id IS 'The member who bought; null once they deleted their account (the record is kept for invoicing law).';


--
-- Name: COLUMN orders.product_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.product_id IS 'The product bought.';


--
-- Name: COLUMN orders.quantity; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.quantity IS 'Units bought.';


--
-- Name: COLUMN orders.unit_price; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.unit_price IS 'Price of one unit at purchase time.';


--
-- Name: COLUMN orders.currency; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.currency IS 'Currency charged.';


--
-- Name: COLUMN orders.total; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.total IS 'Amount charged (unit_price × quantity, plus nothing hidden).';


--
-- Name: COLUMN orders.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.status IS 'pending, paid, fulfilled, cancelled or failed.';


--
-- Name: COLUMN orders.shipping_address; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.shipping_address IS 'Where the hardware is sent.';


--
-- Name: COLUMN orders.provider; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.provider IS 'Who charged it: stripe, manual, demo.';


--
-- Name: COLUMN orders.provider_reference; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.provider_reference IS 'The provider''s checkout session the order was placed through (cs_...).';


--
-- Name: COLUMN orders.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.created_at IS 'When the order was placed.';


--
-- Name: COLUMN orders.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.updated_at IS 'When the order last changed.';


--
-- Name: COLUMN orders.provider_payment; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.provider_payment IS 'The provider''s payment of the order (pi_... or the first invoice in_...), once paid.';


--
-- Name: COLUMN orders.member_deleted_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.orders.member_deleted_at IS 'When the buyer deleted their account; the row is then kept only as a billing record, readable by admins.';


--
-- Name: products; Type: TABLE; Schema: public
--

CREATE TABLE public.products (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    price numeric(10,2) NOT NULL,
    currency public.currency_code DEFAULT 'EUR'::public.currency_code NOT NULL,
    status public.product_status DEFAULT 'coming_soon'::public.product_status NOT NULL,
    coming_soon_url text,
    features jsonb DEFAULT '[]'::jsonb NOT NULL,
    inventory_count integer DEFAULT 0 NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    stripe_price_id text,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    CONSTRAINT products_coming_soon_url_http CHECK (((coming_soon_url IS NULL) OR ((char_length(coming_soon_url) <= 500) AND (coming_soon_url ~ '^https?://[^[:space:]/?#]+[^[:space:]]*$'::text)))),
    CONSTRAINT products_features_check CHECK ((jsonb_typeof(features) = 'array'::text)),
    CONSTRAINT products_inventory_count_check CHECK ((inventory_count >= 0)),
    CONSTRAINT products_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT products_price_check CHECK ((price >= (0)::numeric)),
    CONSTRAINT products_stripe_price_id_shape CHECK (((stripe_price_id IS NULL) OR (stripe_price_id ~ '^price_[A-Za-z0-9]+$'::text))),
    CONSTRAINT products_translations_shape CHECK (private.valid_catalogue_translations(translations))
);


--
-- Name: TABLE products; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.products IS 'One-time purchases shown under Safety products and on device pages.';


--
-- Name: COLUMN products.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.id IS 'Product id.';


--
-- Name: COLUMN products.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.name IS 'Display name, e.g. ICE SOS Bluetooth Pendant.';


--
-- Name: COLUMN products.description; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.description IS 'Short marketing description.';


--
-- Name: COLUMN products.price; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.price IS 'One-time price in `currency`, two decimals.';


--
-- Name: COLUMN products.currency; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.currency IS 'Currency of `price`.';


--
-- Name: COLUMN products.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.status IS 'active or coming_soon (docs/product.md#states product status).';


--
-- Name: COLUMN products.coming_soon_url; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.coming_soon_url IS 'Optional Learn more link shown on the Coming Soon banner.';


--
-- Name: COLUMN products.features; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.features IS 'JSON array of feature strings; the site shows the first six.';


--
-- Name: COLUMN products.inventory_count; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.inventory_count IS 'Units in stock.';


--
-- Name: COLUMN products.sort_order; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.sort_order IS 'Ascending display order.';


--
-- Name: COLUMN products.stripe_price_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.stripe_price_id IS 'Payment provider price id of the one-time purchase, when the product is sold through Stripe.';


--
-- Name: COLUMN products.translations; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.translations IS 'Display texts in other languages: {"nl"?: {"name"?, "description"?, "features"?: [...]}, "es"?: {...}}. A missing or empty text falls back to English.';


--
-- Name: COLUMN products.is_active; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.products.is_active IS 'Only active products are shown to the public; a hidden one stays for its orders and for admins.';


--
-- Name: profiles; Type: TABLE; Schema: public
--

CREATE TABLE public.profiles (
    user_id uuid NOT NULL,
    role public.app_role DEFAULT 'user'::public.app_role NOT NULL,
    full_name text,
    phone text,
    date_of_birth date,
    address text,
    country text,
    preferred_language public.language_code DEFAULT 'en'::public.language_code NOT NULL,
    preferred_currency public.currency_code DEFAULT 'EUR'::public.currency_code NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT profiles_address_check CHECK ((char_length(address) <= 500)),
    CONSTRAINT profiles_country_check CHECK ((country ~ '^[A-Z]{2}$'::text)),
    CONSTRAINT profiles_date_of_birth_check CHECK ((date_of_birth > '1900-01-01'::date)),
    CONSTRAINT profiles_full_name_check CHECK ((char_length(full_name) <= 200)),
    CONSTRAINT profiles_phone_check CHECK ((char_length(phone) <= 40))
);


--
-- Name: TABLE profiles; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.profiles IS 'A person who signed up: their details, preferences and role.';


--
-- Name: COLUMN profiles.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.user_id IS 'The auth user this profile belongs to; also the primary key.';


--
-- Name: COLUMN profiles.role; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.role IS 'user by default; admin reaches the admin dashboard. Only admins (or the service role) may change it.';


--
-- Name: COLUMN profiles.full_name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.full_name IS 'Name shown in greetings, alerts to family and the call centre queue.';


--
-- Name: COLUMN profiles.phone; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.phone IS 'Phone number in international format, for the call centre and family.';


--
-- Name: COLUMN profiles.date_of_birth; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.date_of_birth IS 'Date of birth, for the call centre and medical context.';


--
-- Name: COLUMN profiles.address; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.address IS 'Home address, free text, for the call centre.';


--
-- Name: COLUMN profiles.country; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.country IS 'ISO 3166-1 alpha-2 country code, upper case (ES, NL, GB, ...).';


--
-- Name: COLUMN profiles.preferred_language; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.preferred_language IS 'Language for e-mails, SMS and the app: en, nl or es.';


--
-- Name: COLUMN profiles.preferred_currency; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.preferred_currency IS 'Currency prices are shown in: EUR, GBP, USD or AUD.';


--
-- Name: COLUMN profiles.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.created_at IS 'When the profile was created (sign-up).';


--
-- Name: COLUMN profiles.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.profiles.updated_at IS 'When the profile last changed.';


--
-- Name: protection_digests; Type: TABLE; Schema: public
--

CREATE TABLE public.protection_digests (
    member_id uuid NOT NULL,
    sent_at timestamp with time zone NOT NULL,
    missing text[] NOT NULL
);


--
-- Name: TABLE protection_digests; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.protection_digests IS 'When each member''s protection check was last looked at for the weekly e-mail, and what was missing then (empty: nothing, no e-mail): at most one e-mail in 7 days. Service role only.';


--
-- Name: questionnaire_responses; Type: TABLE; Schema: public
--

CREATE TABLE public.questionnaire_responses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    questionnaire text DEFAULT 'welcome'::text NOT NULL,
    answers jsonb DEFAULT '{}'::jsonb NOT NULL,
    completed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT questionnaire_responses_answers_check CHECK ((jsonb_typeof(answers) = 'object'::text)),
    CONSTRAINT questionnaire_responses_questionnaire_check CHECK ((questionnaire ~ '^[a-z0-9_]{1,50}$'::text))
);


--
-- Name: TABLE questionnaire_responses; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.questionnaire_responses IS 'A member''s answers to a questionnaire (welcome, ...).';


--
-- Name: COLUMN questionnaire_responses.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.questionnaire_responses.id IS 'Response id.';


--
-- Name: COLUMN questionnaire_responses.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.questionnaire_responses.user_id IS 'The member who answers.';


--
-- Name: COLUMN questionnaire_responses.questionnaire; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.questionnaire_responses.questionnaire IS 'Which questionnaire: welcome, ...';


--
-- Name: COLUMN questionnaire_responses.answers; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.questionnaire_responses.answers IS 'Answers by question key, as JSON.';


--
-- Name: COLUMN questionnaire_responses.completed_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.questionnaire_responses.completed_at IS 'When the member finished; null while in progress.';


--
-- Name: COLUMN questionnaire_responses.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.questionnaire_responses.created_at IS 'When the member started.';


--
-- Name: COLUMN questionnaire_responses.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.questionnaire_responses.updated_at IS 'When an answer last changed.';


--
-- Name: regional_services; Type: TABLE; Schema: public
--

CREATE TABLE public.regional_services (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    price numeric(10,2) NOT NULL,
    currency public.currency_code DEFAULT 'EUR'::public.currency_code NOT NULL,
    region text NOT NULL,
    features jsonb DEFAULT '[]'::jsonb NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT regional_services_features_check CHECK ((jsonb_typeof(features) = 'array'::text)),
    CONSTRAINT regional_services_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT regional_services_price_check CHECK ((price >= (0)::numeric)),
    CONSTRAINT regional_services_region_check CHECK ((region ~ '^[a-z]{2}$'::text)),
    CONSTRAINT regional_services_translations_shape CHECK (private.valid_catalogue_translations(translations))
);


--
-- Name: TABLE regional_services; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.regional_services IS 'Region-bound services shown under Regional services (e.g. Call Centre Spain).';


--
-- Name: COLUMN regional_services.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.id IS 'Service id.';


--
-- Name: COLUMN regional_services.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.name IS 'Display name.';


--
-- Name: COLUMN regional_services.description; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.description IS 'Short marketing description.';


--
-- Name: COLUMN regional_services.price; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.price IS 'Monthly price in `currency`, two decimals.';


--
-- Name: COLUMN regional_services.currency; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.currency IS 'Currency of `price`.';


--
-- Name: COLUMN regional_services.region; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.region IS 'ISO country code, lower case (es).';


--
-- Name: COLUMN regional_services.features; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.features IS 'JSON array of feature strings.';


--
-- Name: COLUMN regional_services.is_active; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.is_active IS 'Only active services are shown to the public.';


--
-- Name: COLUMN regional_services.sort_order; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.sort_order IS 'Ascending display order.';


--
-- Name: COLUMN regional_services.translations; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.regional_services.translations IS 'Display texts in other languages: {"nl"?: {"name"?, "description"?, "features"?: [...]}, "es"?: {...}}. A missing or empty text falls back to English.';


--
-- Name: registrations; Type: TABLE; Schema: public
--

CREATE TABLE public.registrations (
    user_id uuid NOT NULL,
    protected_person text NOT NULL,
    plan_id uuid,
    spain_call_centre boolean DEFAULT false NOT NULL,
    waiting_contacts jsonb DEFAULT '[]'::jsonb NOT NULL,
    terms_accepted_at timestamp with time zone NOT NULL,
    health_data_consent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT registrations_protected_person_check CHECK ((protected_person = ANY (ARRAY['self'::text, 'other'::text]))),
    CONSTRAINT registrations_waiting_contacts_check CHECK ((jsonb_typeof(waiting_contacts) = 'array'::text))
);


--
-- Name: TABLE registrations; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.registrations IS 'A member''s registration answers that wait for payment: chosen plan, add-on, consents, contacts beyond the no-plan limit.';


--
-- Name: COLUMN registrations.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.user_id IS 'The member who registered; also the primary key.';


--
-- Name: COLUMN registrations.protected_person; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.protected_person IS 'self: the account holder is protected. other: they registered someone they care for.';


--
-- Name: COLUMN registrations.plan_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.plan_id IS 'The plan chosen at registration, handed to checkout; null if it was withdrawn from the catalogue since.';


--
-- Name: COLUMN registrations.spain_call_centre; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.spain_call_centre IS 'The Spain call-centre service was chosen (offered only when the country is Spain).';


--
-- Name: COLUMN registrations.waiting_contacts; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.waiting_contacts IS 'Emergency contacts beyond the no-plan limit ({name, relationship, phone, email} objects in priority order), written when a plan becomes active.';


--
-- Name: COLUMN registrations.terms_accepted_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.terms_accepted_at IS 'When the terms and privacy policy were accepted.';


--
-- Name: COLUMN registrations.health_data_consent_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.health_data_consent_at IS 'When explicit consent to store health data was given; null without it (then no medical profile is kept).';


--
-- Name: COLUMN registrations.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.created_at IS 'When the member first registered.';


--
-- Name: COLUMN registrations.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.registrations.updated_at IS 'When the registration was last recorded again (e.g. through /register-classic).';


--
-- Name: site_content; Type: TABLE; Schema: public
--

CREATE TABLE public.site_content (
    key text NOT NULL,
    value jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    base_version integer,
    CONSTRAINT site_content_key_check CHECK ((key ~ '^[a-z0-9_]{1,100}$'::text)),
    CONSTRAINT site_content_version_check CHECK ((version >= 1))
);


--
-- Name: TABLE site_content; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.site_content IS 'Admin-editable site settings by key (homepage_app_preview, ...).';


--
-- Name: COLUMN site_content.key; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content.key IS 'Setting key, snake_case.';


--
-- Name: COLUMN site_content.value; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content.value IS 'Setting value as JSON; its shape depends on the key.';


--
-- Name: COLUMN site_content.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content.updated_at IS 'When the setting was last saved.';


--
-- Name: COLUMN site_content.version; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content.version IS 'The number of the saved version of this key; set by the trigger (1 on the first save, then +1 per save).';


--
-- Name: COLUMN site_content.base_version; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content.base_version IS 'Write-only: the version the writer edited, carried by an admin''s upsert and compared by the trigger. Always stored as null.';


--
-- Name: site_content_versions; Type: TABLE; Schema: public
--

CREATE TABLE public.site_content_versions (
    id bigint NOT NULL,
    key text NOT NULL,
    version integer NOT NULL,
    value jsonb NOT NULL,
    saved_at timestamp with time zone DEFAULT now() NOT NULL,
    saved_by uuid,
    CONSTRAINT site_content_versions_key_check CHECK ((key ~ '^[a-z0-9_]{1,100}$'::text)),
    CONSTRAINT site_content_versions_version_check CHECK ((version >= 1))
);


--
-- Name: TABLE site_content_versions; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.site_content_versions IS 'Every saved version of a site_content key (value, who, when), for comparing and restoring. Written only by the site_content trigger; admins read it.';


--
-- Name: COLUMN site_content_versions.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content_versions.id IS 'Row id.';


--
-- Name: COLUMN site_content_versions.key; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content_versions.key IS 'The site_content key (no foreign key: versions outlive a deleted row).';


--
-- Name: COLUMN site_content_versions.version; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content_versions.version IS 'The version number, as site_content.version had it when saved.';


--
-- Name: COLUMN site_content_versions.value; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content_versions.value IS 'The value saved as this version.';


--
-- Name: COLUMN site_content_versions.saved_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content_versions.saved_at IS 'When this version was saved (transaction time).';


--
-- Name: COLUMN site_content_versions.saved_by; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.site_content_versions.saved_by IS 'The admin who saved it; null for the service role, seed and migrations, or once their profile is deleted.';


--
-- Name: site_content_versions_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.site_content_versions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.site_content_versions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: sos_dispatchers; Type: TABLE; Schema: public
--

CREATE TABLE public.sos_dispatchers (
    id text NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    heartbeat_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sos_dispatchers_id_check CHECK (((char_length(id) >= 1) AND (char_length(id) <= 200)))
);


--
-- Name: TABLE sos_dispatchers; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.sos_dispatchers IS 'Long-lived SOS dispatchers by name, with their last heartbeat (service role only; admins may read).';


--
-- Name: COLUMN sos_dispatchers.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_dispatchers.id IS 'The dispatcher''s name (SOS_DISPATCHER_ID; by default the host and the Supabase URL).';


--
-- Name: COLUMN sos_dispatchers.started_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_dispatchers.started_at IS 'When the current process took the name over.';


--
-- Name: COLUMN sos_dispatchers.heartbeat_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_dispatchers.heartbeat_at IS 'Last sign of life; stale after a few seconds means the process is gone.';


--
-- Name: sos_limits; Type: TABLE; Schema: public
--

CREATE TABLE public.sos_limits (
    id boolean DEFAULT true NOT NULL,
    test_alerts_per_hour smallint DEFAULT 3 NOT NULL,
    alarms_flagged_per_hour smallint DEFAULT 5 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    pendant_silent_hours smallint DEFAULT 24 NOT NULL,
    battery_low_percent smallint DEFAULT 20 NOT NULL,
    drill_minutes smallint DEFAULT 10 NOT NULL,
    CONSTRAINT sos_limits_alarms_flagged_per_hour_check CHECK (((alarms_flagged_per_hour >= 1) AND (alarms_flagged_per_hour <= 1000))),
    CONSTRAINT sos_limits_battery_low_percent_check CHECK (((battery_low_percent >= 1) AND (battery_low_percent <= 90))),
    CONSTRAINT sos_limits_drill_minutes_check CHECK (((drill_minutes >= 2) AND (drill_minutes <= 60))),
    CONSTRAINT sos_limits_id_check CHECK (id),
    CONSTRAINT sos_limits_pendant_silent_hours_check CHECK (((pendant_silent_hours >= 1) AND (pendant_silent_hours <= 168))),
    CONSTRAINT sos_limits_test_alerts_per_hour_check CHECK (((test_alerts_per_hour >= 0) AND (test_alerts_per_hour <= 1000)))
);


--
-- Name: TABLE sos_limits; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.sos_limits IS 'Limits on alarms that never touch a real one: test alerts per hour, and how many real alarms in an hour get flagged for admins.';


--
-- Name: COLUMN sos_limits.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_limits.id IS 'Always true: there is one row.';


--
-- Name: COLUMN sos_limits.test_alerts_per_hour; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_limits.test_alerts_per_hour IS 'Test alerts a member may send in any hour (default 3); more are refused with ICE29.';


--
-- Name: COLUMN sos_limits.alarms_flagged_per_hour; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_limits.alarms_flagged_per_hour IS 'Real alarms from one member in an hour above which the new one is flagged for admins (default 5). Never refused.';


--
-- Name: COLUMN sos_limits.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_limits.updated_at IS 'When a limit last changed.';


--
-- Name: COLUMN sos_limits.pendant_silent_hours; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_limits.pendant_silent_hours IS 'A pendant in use that has not reported for this many hours opens a device_silent notice.';


--
-- Name: COLUMN sos_limits.battery_low_percent; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_limits.battery_low_percent IS 'A pendant battery under this percentage opens a device_battery_low notice.';


--
-- Name: COLUMN sos_limits.drill_minutes; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_limits.drill_minutes IS 'A drill (test alert) ends by itself this many minutes after it started.';


--
-- Name: sos_locations_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.sos_locations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sos_locations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: sos_preferences; Type: TABLE; Schema: public
--

CREATE TABLE public.sos_preferences (
    member_id uuid NOT NULL,
    grace_seconds smallint DEFAULT 5 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sos_preferences_grace_seconds_check CHECK (((grace_seconds >= 0) AND (grace_seconds <= 10)))
);


--
-- Name: TABLE sos_preferences; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.sos_preferences IS 'Per-member SOS settings; a missing row means the defaults.';


--
-- Name: COLUMN sos_preferences.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_preferences.member_id IS 'The member these settings belong to.';


--
-- Name: COLUMN sos_preferences.grace_seconds; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_preferences.grace_seconds IS 'Seconds (0-10, default 5) between raising an SOS and e-mailing/texting the emergency contacts, so a mistaken tap can be cancelled first. Family in the app are alerted at once regardless.';


--
-- Name: COLUMN sos_preferences.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_preferences.updated_at IS 'When the settings last changed.';


--
-- Name: sos_timeline; Type: TABLE; Schema: public
--

CREATE TABLE public.sos_timeline (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    member_id uuid NOT NULL,
    kind public.sos_timeline_kind NOT NULL,
    actor_id uuid,
    note text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sos_timeline_details_check CHECK ((jsonb_typeof(details) = 'object'::text)),
    CONSTRAINT sos_timeline_note_check CHECK ((char_length(note) <= 2000))
);


--
-- Name: TABLE sos_timeline; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.sos_timeline IS 'Each step of an SOS (created, notified, delivered, acknowledged, call centre notes, ended).';


--
-- Name: COLUMN sos_timeline.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.id IS 'Ever-increasing step number; orders the timeline.';


--
-- Name: COLUMN sos_timeline.event_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.event_id IS 'The SOS this step belongs to.';


--
-- Name: COLUMN sos_timeline.member_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.member_id IS 'The member of the SOS (copied so realtime can filter on it).';


--
-- Name: COLUMN sos_timeline.kind; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.kind IS 'What happened.';


--
-- Name: COLUMN sos_timeline.actor_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.actor_id IS 'Who did it; null for the system (notification fan-out).';


--
-- Name: COLUMN sos_timeline.note; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.note IS 'Free text: a call centre note, an acknowledgement message.';


--
-- Name: COLUMN sos_timeline.details; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.details IS 'Machine details of the step: for a contact''s delivery the channel, the outbox row (notification_id), the notice kind, the contact''s name as it was then (contact_name) and, when it failed, the error; never coordinates.';


--
-- Name: COLUMN sos_timeline.at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.sos_timeline.at IS 'When it happened.';


--
-- Name: sos_timeline_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.sos_timeline ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sos_timeline_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: status_checks; Type: TABLE; Schema: public
--

CREATE TABLE public.status_checks (
    id bigint NOT NULL,
    checked_at timestamp with time zone DEFAULT now() NOT NULL,
    ok boolean NOT NULL,
    ms integer,
    CONSTRAINT status_checks_ms_check CHECK (((ms >= 0) AND (ms <= 600000)))
);


--
-- Name: TABLE status_checks; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.status_checks IS 'The dispatcher''s checks of the website (the app''s health route): when, whether it answered 2xx, and how fast. Written by run_status_probe; read through status_summary.';


--
-- Name: status_checks_id_seq; Type: SEQUENCE; Schema: public
--

ALTER TABLE public.status_checks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.status_checks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: subscription_plans; Type: TABLE; Schema: public
--

CREATE TABLE public.subscription_plans (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    price numeric(10,2) NOT NULL,
    currency public.currency_code DEFAULT 'EUR'::public.currency_code NOT NULL,
    billing_interval public.billing_interval DEFAULT 'month'::public.billing_interval NOT NULL,
    features jsonb DEFAULT '[]'::jsonb NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    is_popular boolean DEFAULT false NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    stripe_price_id text,
    region text,
    max_emergency_contacts integer DEFAULT 5 NOT NULL,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT subscription_plans_features_check CHECK ((jsonb_typeof(features) = 'array'::text)),
    CONSTRAINT subscription_plans_max_emergency_contacts_check CHECK (((max_emergency_contacts >= 0) AND (max_emergency_contacts <= 50))),
    CONSTRAINT subscription_plans_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT subscription_plans_price_check CHECK ((price >= (0)::numeric)),
    CONSTRAINT subscription_plans_region_check CHECK (((region ~ '^[a-z]{2}$'::text) OR (region = 'global'::text))),
    CONSTRAINT subscription_plans_stripe_price_id_shape CHECK (((stripe_price_id IS NULL) OR (stripe_price_id ~ '^price_[A-Za-z0-9]+$'::text))),
    CONSTRAINT subscription_plans_translations_shape CHECK (private.valid_catalogue_translations(translations))
);


--
-- Name: TABLE subscription_plans; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.subscription_plans IS 'Plans members subscribe to (Personal Account, Premium Protection, ...).';


--
-- Name: COLUMN subscription_plans.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.id IS 'Plan id.';


--
-- Name: COLUMN subscription_plans.name; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.name IS 'Display name; the core plan is the one named Premium Protection (docs/product.md#rules).';


--
-- Name: COLUMN subscription_plans.description; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.description IS 'Short marketing description.';


--
-- Name: COLUMN subscription_plans.price; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.price IS 'Price per billing interval in `currency`, two decimals.';


--
-- Name: COLUMN subscription_plans.currency; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.currency IS 'Currency of `price`.';


--
-- Name: COLUMN subscription_plans.billing_interval; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.billing_interval IS 'month or year.';


--
-- Name: COLUMN subscription_plans.features; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.features IS 'JSON array of feature strings; non-strings are dropped by the app.';


--
-- Name: COLUMN subscription_plans.sort_order; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.sort_order IS 'Ascending display order.';


--
-- Name: COLUMN subscription_plans.is_popular; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.is_popular IS 'Highlighted as the popular (core) plan.';


--
-- Name: COLUMN subscription_plans.is_active; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.is_active IS 'Only active plans are offered to the public.';


--
-- Name: COLUMN subscription_plans.stripe_price_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.stripe_price_id IS 'Payment provider price id, when the plan is sold through Stripe.';


--
-- Name: COLUMN subscription_plans.region; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.region IS 'ISO country code (lower case, e.g. es) of a regional plan; null or global means everywhere.';


--
-- Name: COLUMN subscription_plans.max_emergency_contacts; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.max_emergency_contacts IS 'How many emergency contacts a member on this plan may keep (docs/product.md#rules: 5 on family plans).';


--
-- Name: COLUMN subscription_plans.translations; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscription_plans.translations IS 'Display texts in other languages: {"nl"?: {"name"?, "description"?, "features"?: [...]}, "es"?: {...}}. A missing or empty text falls back to English. The English `name` stays canonical (the core-plan rule reads it).';


--
-- Name: subscriptions; Type: TABLE; Schema: public
--

CREATE TABLE public.subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    plan_id uuid NOT NULL,
    status public.subscription_status DEFAULT 'incomplete'::public.subscription_status NOT NULL,
    quantity integer DEFAULT 1 NOT NULL,
    current_period_start timestamp with time zone,
    current_period_end timestamp with time zone,
    cancel_at timestamp with time zone,
    canceled_at timestamp with time zone,
    provider text DEFAULT 'stripe'::text NOT NULL,
    provider_reference text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    provider_subscription text,
    member_deleted_at timestamp with time zone,
    CONSTRAINT subscriptions_provider_check CHECK ((provider ~ '^[a-z_]{1,30}$'::text)),
    CONSTRAINT subscriptions_provider_subscription_check CHECK ((char_length(provider_subscription) <= 255)),
    CONSTRAINT subscriptions_quantity_check CHECK ((quantity >= 1))
);


--
-- Name: TABLE subscriptions; Type: COMMENT; Schema: public
--

COMMENT ON TABLE public.subscriptions IS 'A member''s subscription to a plan; written only by the payment webhook or admins.';


--
-- Name: COLUMN subscriptions.id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.id IS 'Subscription id.';


--
-- Name: COLUMN subscriptions.user_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.user_id IS 'The subscribed member; null once they deleted their account (the record is kept for invoicing law).';


--
-- Name: COLUMN subscriptions.plan_id; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.plan_id IS 'The plan subscribed to.';


--
-- Name: COLUMN subscriptions.status; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.status IS 'trialing, active, past_due, canceled or incomplete. Active and trialing protect the member.';


--
-- Name: COLUMN subscriptions.quantity; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.quantity IS 'Units billed, e.g. extra family members on Family Sharing.';


--
-- Name: COLUMN subscriptions.current_period_start; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.current_period_start IS 'Start of the period paid for.';


--
-- Name: COLUMN subscriptions.current_period_end; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.current_period_end IS 'End of the period paid for; after cancelling, access lasts until then (docs/product.md#limits-and-constants).';


--
-- Name: COLUMN subscriptions.cancel_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.cancel_at IS 'When a requested cancellation takes effect (30 days'' notice, docs/product.md#limits-and-constants).';


--
-- Name: COLUMN subscriptions.canceled_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.canceled_at IS 'When the member asked to cancel.';


--
-- Name: COLUMN subscriptions.provider; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.provider IS 'Who bills it: stripe, manual (admin), demo (local seed).';


--
-- Name: COLUMN subscriptions.provider_reference; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.provider_reference IS 'The provider''s id for this row: the subscription item (si_...) for Stripe, a free reference for demo and manual rows.';


--
-- Name: COLUMN subscriptions.created_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.created_at IS 'When the subscription was created.';


--
-- Name: COLUMN subscriptions.updated_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.updated_at IS 'When the subscription last changed.';


--
-- Name: COLUMN subscriptions.provider_subscription; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.provider_subscription IS 'The provider''s subscription this row is an item of (sub_...); provider_reference is then the item (si_...). Null for demo and manual rows.';


--
-- Name: COLUMN subscriptions.member_deleted_at; Type: COMMENT; Schema: public
--

COMMENT ON COLUMN public.subscriptions.member_deleted_at IS 'When the member deleted their account; the row is then kept only as a billing record, readable by admins.';


--
-- Name: admin_setup_failures admin_setup_failures_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.admin_setup_failures
    ADD CONSTRAINT admin_setup_failures_pkey PRIMARY KEY (id);


--
-- Name: announced_link_expiries announced_link_expiries_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.announced_link_expiries
    ADD CONSTRAINT announced_link_expiries_pkey PRIMARY KEY (link_id, expires_at);


--
-- Name: billing_events billing_events_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.billing_events
    ADD CONSTRAINT billing_events_pkey PRIMARY KEY (id);


--
-- Name: check_in_codes check_in_codes_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.check_in_codes
    ADD CONSTRAINT check_in_codes_pkey PRIMARY KEY (member_id);


--
-- Name: check_in_duress check_in_duress_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.check_in_duress
    ADD CONSTRAINT check_in_duress_pkey PRIMARY KEY (check_in_id);


--
-- Name: contact_consent_requests_due contact_consent_requests_due_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.contact_consent_requests_due
    ADD CONSTRAINT contact_consent_requests_due_pkey PRIMARY KEY (contact_id);


--
-- Name: emergency_contact_declines emergency_contact_declines_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.emergency_contact_declines
    ADD CONSTRAINT emergency_contact_declines_pkey PRIMARY KEY (member_id, address_hash);


--
-- Name: family_invite_mailings family_invite_mailings_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.family_invite_mailings
    ADD CONSTRAINT family_invite_mailings_pkey PRIMARY KEY (invite_id);


--
-- Name: family_invite_sends family_invite_sends_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.family_invite_sends
    ADD CONSTRAINT family_invite_sends_pkey PRIMARY KEY (id);


--
-- Name: sos_family_alerts_due sos_family_alerts_due_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.sos_family_alerts_due
    ADD CONSTRAINT sos_family_alerts_due_pkey PRIMARY KEY (event_id);


--
-- Name: status_probe status_probe_pkey; Type: CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.status_probe
    ADD CONSTRAINT status_probe_pkey PRIMARY KEY (singleton);


--
-- Name: access_log access_log_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.access_log
    ADD CONSTRAINT access_log_pkey PRIMARY KEY (id);


--
-- Name: admin_audit admin_audit_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.admin_audit
    ADD CONSTRAINT admin_audit_pkey PRIMARY KEY (id);


--
-- Name: billing_customers billing_customers_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.billing_customers
    ADD CONSTRAINT billing_customers_pkey PRIMARY KEY (user_id);


--
-- Name: billing_customers billing_customers_provider_customer_reference_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.billing_customers
    ADD CONSTRAINT billing_customers_provider_customer_reference_key UNIQUE (provider, customer_reference);


--
-- Name: chat_messages chat_messages_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_pkey PRIMARY KEY (id);


--
-- Name: chat_sessions chat_sessions_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.chat_sessions
    ADD CONSTRAINT chat_sessions_pkey PRIMARY KEY (id);


--
-- Name: check_ins check_ins_member_id_client_request_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_member_id_client_request_id_key UNIQUE (member_id, client_request_id);


--
-- Name: check_ins check_ins_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_pkey PRIMARY KEY (id);


--
-- Name: contact_message_replies contact_message_replies_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.contact_message_replies
    ADD CONSTRAINT contact_message_replies_pkey PRIMARY KEY (id);


--
-- Name: contact_messages contact_messages_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_pkey PRIMARY KEY (id);


--
-- Name: device_notices device_notices_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.device_notices
    ADD CONSTRAINT device_notices_pkey PRIMARY KEY (id);


--
-- Name: device_readings device_readings_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.device_readings
    ADD CONSTRAINT device_readings_pkey PRIMARY KEY (id);


--
-- Name: devices devices_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.devices
    ADD CONSTRAINT devices_pkey PRIMARY KEY (id);


--
-- Name: devices devices_user_id_hardware_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.devices
    ADD CONSTRAINT devices_user_id_hardware_id_key UNIQUE (user_id, hardware_id);


--
-- Name: drill_schedules drill_schedules_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.drill_schedules
    ADD CONSTRAINT drill_schedules_pkey PRIMARY KEY (member_id);


--
-- Name: emergency_contact_consents emergency_contact_consents_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contact_consents
    ADD CONSTRAINT emergency_contact_consents_pkey PRIMARY KEY (contact_id);


--
-- Name: emergency_contact_consents emergency_contact_consents_token_hash_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contact_consents
    ADD CONSTRAINT emergency_contact_consents_token_hash_key UNIQUE (token_hash);


--
-- Name: emergency_contact_messages emergency_contact_messages_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contact_messages
    ADD CONSTRAINT emergency_contact_messages_pkey PRIMARY KEY (id);


--
-- Name: emergency_contacts emergency_contacts_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contacts
    ADD CONSTRAINT emergency_contacts_pkey PRIMARY KEY (id);


--
-- Name: family_invites family_invites_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_invites
    ADD CONSTRAINT family_invites_pkey PRIMARY KEY (id);


--
-- Name: family_invites family_invites_token_hash_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_invites
    ADD CONSTRAINT family_invites_token_hash_key UNIQUE (token_hash);


--
-- Name: family_links family_links_member_id_family_member_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_member_id_family_member_id_key UNIQUE (member_id, family_member_id);


--
-- Name: family_links family_links_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_pkey PRIMARY KEY (id);


--
-- Name: medical_profiles medical_profiles_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.medical_profiles
    ADD CONSTRAINT medical_profiles_pkey PRIMARY KEY (user_id);


--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);


--
-- Name: orders orders_provider_provider_reference_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_provider_provider_reference_key UNIQUE (provider, provider_reference);


--
-- Name: products products_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);


--
-- Name: products products_stripe_price_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_stripe_price_id_key UNIQUE (stripe_price_id);


--
-- Name: profiles profiles_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (user_id);


--
-- Name: protection_digests protection_digests_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.protection_digests
    ADD CONSTRAINT protection_digests_pkey PRIMARY KEY (member_id);


--
-- Name: push_subscriptions push_subscriptions_endpoint_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint);


--
-- Name: push_subscriptions push_subscriptions_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id);


--
-- Name: questionnaire_responses questionnaire_responses_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.questionnaire_responses
    ADD CONSTRAINT questionnaire_responses_pkey PRIMARY KEY (id);


--
-- Name: questionnaire_responses questionnaire_responses_user_id_questionnaire_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.questionnaire_responses
    ADD CONSTRAINT questionnaire_responses_user_id_questionnaire_key UNIQUE (user_id, questionnaire);


--
-- Name: regional_services regional_services_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.regional_services
    ADD CONSTRAINT regional_services_pkey PRIMARY KEY (id);


--
-- Name: registrations registrations_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.registrations
    ADD CONSTRAINT registrations_pkey PRIMARY KEY (user_id);


--
-- Name: site_content site_content_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.site_content
    ADD CONSTRAINT site_content_pkey PRIMARY KEY (key);


--
-- Name: site_content_versions site_content_versions_key_version_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.site_content_versions
    ADD CONSTRAINT site_content_versions_key_version_key UNIQUE (key, version);


--
-- Name: site_content_versions site_content_versions_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.site_content_versions
    ADD CONSTRAINT site_content_versions_pkey PRIMARY KEY (id);


--
-- Name: sos_dispatchers sos_dispatchers_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_dispatchers
    ADD CONSTRAINT sos_dispatchers_pkey PRIMARY KEY (id);


--
-- Name: sos_events sos_events_member_id_client_request_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_events
    ADD CONSTRAINT sos_events_member_id_client_request_id_key UNIQUE (member_id, client_request_id);


--
-- Name: sos_events sos_events_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_events
    ADD CONSTRAINT sos_events_pkey PRIMARY KEY (id);


--
-- Name: sos_limits sos_limits_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_limits
    ADD CONSTRAINT sos_limits_pkey PRIMARY KEY (id);


--
-- Name: sos_locations sos_locations_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_locations
    ADD CONSTRAINT sos_locations_pkey PRIMARY KEY (id);


--
-- Name: sos_preferences sos_preferences_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_preferences
    ADD CONSTRAINT sos_preferences_pkey PRIMARY KEY (member_id);


--
-- Name: sos_timeline sos_timeline_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_timeline
    ADD CONSTRAINT sos_timeline_pkey PRIMARY KEY (id);


--
-- Name: status_checks status_checks_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.status_checks
    ADD CONSTRAINT status_checks_pkey PRIMARY KEY (id);


--
-- Name: status_incident_updates status_incident_updates_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.status_incident_updates
    ADD CONSTRAINT status_incident_updates_pkey PRIMARY KEY (id);


--
-- Name: status_incidents status_incidents_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.status_incidents
    ADD CONSTRAINT status_incidents_pkey PRIMARY KEY (id);


--
-- Name: subscription_plans subscription_plans_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.subscription_plans
    ADD CONSTRAINT subscription_plans_pkey PRIMARY KEY (id);


--
-- Name: subscription_plans subscription_plans_stripe_price_id_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.subscription_plans
    ADD CONSTRAINT subscription_plans_stripe_price_id_key UNIQUE (stripe_price_id);


--
-- Name: subscriptions subscriptions_pkey; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);


--
-- Name: subscriptions subscriptions_provider_provider_reference_key; Type: CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_provider_provider_reference_key UNIQUE (provider, provider_reference);


--
-- Name: admin_setup_failures_at; Type: INDEX; Schema: private
--

CREATE INDEX admin_setup_failures_at ON private.admin_setup_failures USING btree (at);


--
-- Name: admin_setup_failures_user_at; Type: INDEX; Schema: private
--

CREATE INDEX admin_setup_failures_user_at ON private.admin_setup_failures USING btree (user_id, at);


--
-- Name: contact_consent_requests_due_waiting_idx; Type: INDEX; Schema: private
--

CREATE INDEX contact_consent_requests_due_waiting_idx ON private.contact_consent_requests_due USING btree (queued_at) WHERE (started_at IS NULL);


--
-- Name: family_invite_sends_member_sent_idx; Type: INDEX; Schema: private
--

CREATE INDEX family_invite_sends_member_sent_idx ON private.family_invite_sends USING btree (member_id, sent_at);


--
-- Name: sos_family_alerts_due_queued_at_idx; Type: INDEX; Schema: private
--

CREATE INDEX sos_family_alerts_due_queued_at_idx ON private.sos_family_alerts_due USING btree (queued_at);


--
-- Name: access_log_reader_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX access_log_reader_id_idx ON public.access_log USING btree (reader_id, created_at DESC);


--
-- Name: access_log_subject_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX access_log_subject_id_idx ON public.access_log USING btree (subject_id, created_at DESC);


--
-- Name: admin_audit_actor_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX admin_audit_actor_id_idx ON public.admin_audit USING btree (actor_id);


--
-- Name: admin_audit_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX admin_audit_at_idx ON public.admin_audit USING btree (at DESC, id DESC);


--
-- Name: admin_audit_entity_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX admin_audit_entity_at_idx ON public.admin_audit USING btree (entity, at DESC);


--
-- Name: chat_messages_session_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX chat_messages_session_id_idx ON public.chat_messages USING btree (session_id, id);


--
-- Name: chat_sessions_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX chat_sessions_user_id_idx ON public.chat_sessions USING btree (user_id, updated_at DESC);


--
-- Name: check_ins_alarm_due_idx; Type: INDEX; Schema: public
--

CREATE INDEX check_ins_alarm_due_idx ON public.check_ins USING btree (alarm_at) WHERE (status = 'active'::public.check_in_status);


--
-- Name: check_ins_member_created_idx; Type: INDEX; Schema: public
--

CREATE INDEX check_ins_member_created_idx ON public.check_ins USING btree (member_id, created_at DESC);


--
-- Name: check_ins_one_active_idx; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX check_ins_one_active_idx ON public.check_ins USING btree (member_id) WHERE (status = 'active'::public.check_in_status);


--
-- Name: check_ins_remind_due_idx; Type: INDEX; Schema: public
--

CREATE INDEX check_ins_remind_due_idx ON public.check_ins USING btree (remind_at) WHERE ((status = 'active'::public.check_in_status) AND (reminded_at IS NULL));


--
-- Name: contact_message_replies_admin_idx; Type: INDEX; Schema: public
--

CREATE INDEX contact_message_replies_admin_idx ON public.contact_message_replies USING btree (admin_id);


--
-- Name: contact_message_replies_message_idx; Type: INDEX; Schema: public
--

CREATE INDEX contact_message_replies_message_idx ON public.contact_message_replies USING btree (message_id, sent_at);


--
-- Name: contact_messages_inbox_idx; Type: INDEX; Schema: public
--

CREATE INDEX contact_messages_inbox_idx ON public.contact_messages USING btree (unread DESC, created_at DESC);


--
-- Name: contact_messages_ip_hash_idx; Type: INDEX; Schema: public
--

CREATE INDEX contact_messages_ip_hash_idx ON public.contact_messages USING btree (ip_hash, created_at DESC);


--
-- Name: contact_messages_status_idx; Type: INDEX; Schema: public
--

CREATE INDEX contact_messages_status_idx ON public.contact_messages USING btree (status, created_at DESC);


--
-- Name: device_notices_member_idx; Type: INDEX; Schema: public
--

CREATE INDEX device_notices_member_idx ON public.device_notices USING btree (member_id, opened_at DESC);


--
-- Name: device_notices_one_open_idx; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX device_notices_one_open_idx ON public.device_notices USING btree (member_id, COALESCE(device_id, member_id), kind) WHERE (cleared_at IS NULL);


--
-- Name: device_readings_one_per_minute; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX device_readings_one_per_minute ON public.device_readings USING btree (device_id, recorded_minute);


--
-- Name: device_readings_user_recorded_idx; Type: INDEX; Schema: public
--

CREATE INDEX device_readings_user_recorded_idx ON public.device_readings USING btree (user_id, recorded_at DESC);


--
-- Name: devices_pendant_last_connected_idx; Type: INDEX; Schema: public
--

CREATE INDEX devices_pendant_last_connected_idx ON public.devices USING btree (last_connected_at) WHERE ((kind = 'pendant'::public.device_kind) AND (last_connected_at IS NOT NULL));


--
-- Name: drill_schedules_next_run_idx; Type: INDEX; Schema: public
--

CREATE INDEX drill_schedules_next_run_idx ON public.drill_schedules USING btree (next_run_at);


--
-- Name: emergency_contact_consents_member_idx; Type: INDEX; Schema: public
--

CREATE INDEX emergency_contact_consents_member_idx ON public.emergency_contact_consents USING btree (member_id);


--
-- Name: emergency_contact_messages_address_idx; Type: INDEX; Schema: public
--

CREATE INDEX emergency_contact_messages_address_idx ON public.emergency_contact_messages USING btree (member_id, address_key, created_at);


--
-- Name: emergency_contact_messages_contact_idx; Type: INDEX; Schema: public
--

CREATE INDEX emergency_contact_messages_contact_idx ON public.emergency_contact_messages USING btree (contact_id);


--
-- Name: emergency_contact_messages_member_idx; Type: INDEX; Schema: public
--

CREATE INDEX emergency_contact_messages_member_idx ON public.emergency_contact_messages USING btree (member_id, created_at);


--
-- Name: emergency_contacts_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX emergency_contacts_user_id_idx ON public.emergency_contacts USING btree (user_id, priority);


--
-- Name: family_invites_member_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX family_invites_member_id_idx ON public.family_invites USING btree (member_id);


--
-- Name: family_links_expires_at; Type: INDEX; Schema: public
--

CREATE INDEX family_links_expires_at ON public.family_links USING btree (expires_at) WHERE (expires_at IS NOT NULL);


--
-- Name: family_links_family_member_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX family_links_family_member_id_idx ON public.family_links USING btree (family_member_id);


--
-- Name: notifications_event_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX notifications_event_id_idx ON public.notifications USING btree (event_id);


--
-- Name: notifications_once_per_recipient_idx; Type: INDEX; Schema: public
--

CREATE UNIQUE INDEX notifications_once_per_recipient_idx ON public.notifications USING btree (event_id, kind, channel, COALESCE((recipient_user_id)::text, lower(recipient_address))) WHERE (event_id IS NOT NULL);


--
-- Name: notifications_outbox_due_idx; Type: INDEX; Schema: public
--

CREATE INDEX notifications_outbox_due_idx ON public.notifications USING btree (next_attempt_at) WHERE (status = 'queued'::public.notification_status);


--
-- Name: notifications_recipient_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX notifications_recipient_user_id_idx ON public.notifications USING btree (recipient_user_id, created_at DESC);


--
-- Name: orders_product_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX orders_product_id_idx ON public.orders USING btree (product_id);


--
-- Name: orders_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX orders_user_id_idx ON public.orders USING btree (user_id);


--
-- Name: push_subscriptions_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX push_subscriptions_user_id_idx ON public.push_subscriptions USING btree (user_id);


--
-- Name: site_content_versions_key_version_idx; Type: INDEX; Schema: public
--

CREATE INDEX site_content_versions_key_version_idx ON public.site_content_versions USING btree (key, version DESC);


--
-- Name: site_content_versions_saved_by_idx; Type: INDEX; Schema: public
--

CREATE INDEX site_content_versions_saved_by_idx ON public.site_content_versions USING btree (saved_by);


--
-- Name: sos_events_member_drills_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_events_member_drills_idx ON public.sos_events USING btree (member_id, started_at DESC) WHERE (source = 'test'::public.sos_source);


--
-- Name: sos_events_member_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_events_member_id_idx ON public.sos_events USING btree (member_id, started_at DESC);


--
-- Name: sos_events_open_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_events_open_idx ON public.sos_events USING btree (started_at DESC) WHERE (status = ANY (ARRAY['active'::public.sos_status, 'acknowledged'::public.sos_status]));


--
-- Name: sos_events_probe_started_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_events_probe_started_idx ON public.sos_events USING btree (started_at DESC) WHERE (source = 'probe'::public.sos_source);


--
-- Name: sos_events_real_started_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_events_real_started_idx ON public.sos_events USING btree (started_at DESC) WHERE (source <> ALL (ARRAY['test'::public.sos_source, 'probe'::public.sos_source]));


--
-- Name: sos_events_region_started_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_events_region_started_idx ON public.sos_events USING btree (region, started_at DESC) WHERE (region IS NOT NULL);


--
-- Name: sos_locations_event_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_locations_event_id_idx ON public.sos_locations USING btree (event_id, recorded_at DESC);


--
-- Name: sos_timeline_event_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_timeline_event_id_idx ON public.sos_timeline USING btree (event_id, id);


--
-- Name: sos_timeline_member_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX sos_timeline_member_id_idx ON public.sos_timeline USING btree (member_id, at DESC);


--
-- Name: status_checks_checked_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX status_checks_checked_at_idx ON public.status_checks USING btree (checked_at DESC);


--
-- Name: status_incident_updates_incident_idx; Type: INDEX; Schema: public
--

CREATE INDEX status_incident_updates_incident_idx ON public.status_incident_updates USING btree (incident_id, created_at DESC);


--
-- Name: status_incidents_created_at_idx; Type: INDEX; Schema: public
--

CREATE INDEX status_incidents_created_at_idx ON public.status_incidents USING btree (created_at DESC);


--
-- Name: subscriptions_provider_subscription_idx; Type: INDEX; Schema: public
--

CREATE INDEX subscriptions_provider_subscription_idx ON public.subscriptions USING btree (provider, provider_subscription);


--
-- Name: subscriptions_user_id_idx; Type: INDEX; Schema: public
--

CREATE INDEX subscriptions_user_id_idx ON public.subscriptions USING btree (user_id);


--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();


--
-- Name: users on_auth_user_email_confirmed_queue_consent_requests; Type: TRIGGER; Schema: auth
--

CREATE TRIGGER on_auth_user_email_confirmed_queue_consent_requests AFTER UPDATE ON auth.users FOR EACH ROW WHEN (((old.email_confirmed_at IS NULL) AND (new.email_confirmed_at IS NOT NULL))) EXECUTE FUNCTION private.on_email_confirmed_queue_consent_requests();


--
-- Name: admin_audit admin_audit_append_only; Type: TRIGGER; Schema: public
--

CREATE TRIGGER admin_audit_append_only BEFORE INSERT OR DELETE OR UPDATE ON public.admin_audit FOR EACH ROW EXECUTE FUNCTION private.guard_admin_audit();


--
-- Name: chat_sessions chat_sessions_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER chat_sessions_set_updated_at BEFORE UPDATE ON public.chat_sessions FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: check_ins check_ins_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER check_ins_set_updated_at BEFORE UPDATE ON public.check_ins FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: contact_messages contact_messages_delete_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_messages_delete_admin_audit AFTER DELETE ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.record_admin_change('inbox', 'id', 'status');


--
-- Name: contact_messages contact_messages_guard_update; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_messages_guard_update BEFORE UPDATE ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.guard_contact_message_update();


--
-- Name: contact_messages contact_messages_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_messages_set_updated_at BEFORE UPDATE ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: contact_messages contact_messages_status_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER contact_messages_status_admin_audit AFTER UPDATE OF status ON public.contact_messages FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION private.record_admin_change('inbox', 'id', 'status');


--
-- Name: device_readings device_readings_prepare; Type: TRIGGER; Schema: public
--

CREATE TRIGGER device_readings_prepare BEFORE INSERT ON public.device_readings FOR EACH ROW EXECUTE FUNCTION private.prepare_device_reading();


--
-- Name: devices devices_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER devices_set_updated_at BEFORE UPDATE ON public.devices FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: emergency_contacts emergency_contacts_enforce_limit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER emergency_contacts_enforce_limit BEFORE INSERT OR UPDATE OF user_id ON public.emergency_contacts FOR EACH ROW EXECUTE FUNCTION public.enforce_emergency_contact_limit();


--
-- Name: emergency_contacts emergency_contacts_reset_consent; Type: TRIGGER; Schema: public
--

CREATE TRIGGER emergency_contacts_reset_consent AFTER UPDATE OF email, phone ON public.emergency_contacts FOR EACH ROW WHEN (((old.email IS DISTINCT FROM new.email) OR (old.phone IS DISTINCT FROM new.phone))) EXECUTE FUNCTION private.reset_emergency_contact_consent();


--
-- Name: emergency_contacts emergency_contacts_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER emergency_contacts_set_updated_at BEFORE UPDATE ON public.emergency_contacts FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: emergency_contacts emergency_contacts_start_consent; Type: TRIGGER; Schema: public
--

CREATE TRIGGER emergency_contacts_start_consent AFTER INSERT ON public.emergency_contacts FOR EACH ROW EXECUTE FUNCTION private.start_emergency_contact_consent();


--
-- Name: family_invites family_invites_guard_write; Type: TRIGGER; Schema: public
--

CREATE TRIGGER family_invites_guard_write BEFORE INSERT OR UPDATE ON public.family_invites FOR EACH ROW EXECUTE FUNCTION public.guard_family_invite_write();


--
-- Name: family_links family_links_broadcast_access_change; Type: TRIGGER; Schema: public
--

CREATE TRIGGER family_links_broadcast_access_change AFTER DELETE OR UPDATE ON public.family_links FOR EACH ROW EXECUTE FUNCTION private.broadcast_family_access_change();


--
-- Name: family_links family_links_guard_update; Type: TRIGGER; Schema: public
--

CREATE TRIGGER family_links_guard_update BEFORE UPDATE ON public.family_links FOR EACH ROW EXECUTE FUNCTION public.guard_family_link_update();


--
-- Name: family_links family_links_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER family_links_set_updated_at BEFORE UPDATE ON public.family_links FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: medical_profiles medical_profiles_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER medical_profiles_set_updated_at BEFORE UPDATE ON public.medical_profiles FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: notifications notifications_broadcast_queued; Type: TRIGGER; Schema: public
--

CREATE TRIGGER notifications_broadcast_queued AFTER INSERT ON public.notifications REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION private.announce_sos_receipt_change();


--
-- Name: notifications notifications_broadcast_restated; Type: TRIGGER; Schema: public
--

CREATE TRIGGER notifications_broadcast_restated AFTER UPDATE ON public.notifications REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION private.announce_sos_receipt_change();


--
-- Name: notifications notifications_guard_update; Type: TRIGGER; Schema: public
--

CREATE TRIGGER notifications_guard_update BEFORE UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION public.guard_notification_update();


--
-- Name: notifications notifications_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER notifications_set_updated_at BEFORE UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: orders orders_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER orders_set_updated_at BEFORE UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: products products_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER products_admin_audit AFTER INSERT OR DELETE OR UPDATE ON public.products FOR EACH ROW EXECUTE FUNCTION private.record_admin_change('catalogue', 'id');


--
-- Name: profiles profiles_before_delete; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profiles_before_delete BEFORE DELETE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.before_profile_deleted();


--
-- Name: profiles profiles_guard_role; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profiles_guard_role BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.guard_profile_role();


--
-- Name: profiles profiles_keep_an_admin; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profiles_keep_an_admin BEFORE UPDATE OF role ON public.profiles FOR EACH ROW WHEN (((old.role = 'admin'::public.app_role) AND (new.role IS DISTINCT FROM 'admin'::public.app_role))) EXECUTE FUNCTION private.keep_an_admin();


--
-- Name: profiles profiles_role_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profiles_role_admin_audit AFTER UPDATE OF role ON public.profiles FOR EACH ROW WHEN ((old.role IS DISTINCT FROM new.role)) EXECUTE FUNCTION private.record_admin_change('member', 'user_id', 'role');


--
-- Name: profiles profiles_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: push_subscriptions push_subscriptions_guard_local_endpoint; Type: TRIGGER; Schema: public
--

CREATE TRIGGER push_subscriptions_guard_local_endpoint BEFORE INSERT OR UPDATE OF endpoint, user_id ON public.push_subscriptions FOR EACH ROW EXECUTE FUNCTION private.guard_local_push_endpoint();


--
-- Name: push_subscriptions push_subscriptions_keep_few; Type: TRIGGER; Schema: public
--

CREATE TRIGGER push_subscriptions_keep_few BEFORE INSERT ON public.push_subscriptions FOR EACH ROW EXECUTE FUNCTION private.keep_push_subscriptions_few();


--
-- Name: questionnaire_responses questionnaire_responses_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER questionnaire_responses_set_updated_at BEFORE UPDATE ON public.questionnaire_responses FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: regional_services regional_services_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER regional_services_admin_audit AFTER INSERT OR DELETE OR UPDATE ON public.regional_services FOR EACH ROW EXECUTE FUNCTION private.record_admin_change('catalogue', 'id');


--
-- Name: registrations registrations_queue_consent_requests; Type: TRIGGER; Schema: public
--

CREATE CONSTRAINT TRIGGER registrations_queue_consent_requests AFTER INSERT OR UPDATE ON public.registrations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.on_registration_queue_consent_requests();


--
-- Name: registrations registrations_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER registrations_set_updated_at BEFORE UPDATE ON public.registrations FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: site_content site_content_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER site_content_admin_audit AFTER INSERT OR DELETE OR UPDATE ON public.site_content FOR EACH ROW EXECUTE FUNCTION private.record_admin_change('content', 'key');


--
-- Name: site_content site_content_check_version; Type: TRIGGER; Schema: public
--

CREATE TRIGGER site_content_check_version BEFORE INSERT OR UPDATE ON public.site_content FOR EACH ROW EXECUTE FUNCTION private.check_site_content_version();


--
-- Name: site_content site_content_record_version; Type: TRIGGER; Schema: public
--

CREATE TRIGGER site_content_record_version AFTER INSERT OR UPDATE ON public.site_content FOR EACH ROW EXECUTE FUNCTION private.record_site_content_version();


--
-- Name: site_content site_content_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER site_content_set_updated_at BEFORE UPDATE ON public.site_content FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: site_content_versions site_content_versions_read_only; Type: TRIGGER; Schema: public
--

CREATE TRIGGER site_content_versions_read_only BEFORE INSERT OR DELETE OR UPDATE ON public.site_content_versions FOR EACH ROW EXECUTE FUNCTION private.guard_site_content_versions();


--
-- Name: sos_events sos_events_add_created_step; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_events_add_created_step AFTER INSERT ON public.sos_events FOR EACH ROW EXECUTE FUNCTION public.add_sos_created_step();


--
-- Name: sos_events sos_events_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_events_admin_audit AFTER UPDATE ON public.sos_events FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.acknowledged_by IS DISTINCT FROM new.acknowledged_by) OR (old.claimed_by IS DISTINCT FROM new.claimed_by) OR (old.resolved_by IS DISTINCT FROM new.resolved_by))) EXECUTE FUNCTION private.record_admin_change('incident', 'id', 'status', 'acknowledged_by', 'claimed_by', 'resolved_by');


--
-- Name: sos_events sos_events_broadcast; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_events_broadcast AFTER INSERT OR UPDATE ON public.sos_events FOR EACH ROW EXECUTE FUNCTION private.broadcast_sos_event();


--
-- Name: sos_events sos_events_guard_probe; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_events_guard_probe BEFORE INSERT OR UPDATE OF source, member_id ON public.sos_events FOR EACH ROW EXECUTE FUNCTION private.guard_probe_alarm();


--
-- Name: sos_events sos_events_set_contacts_due_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_events_set_contacts_due_at BEFORE INSERT ON public.sos_events FOR EACH ROW EXECUTE FUNCTION private.set_sos_contacts_due_at();


--
-- Name: sos_events sos_events_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_events_set_updated_at BEFORE UPDATE ON public.sos_events FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: sos_limits sos_limits_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_limits_set_updated_at BEFORE UPDATE ON public.sos_limits FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: sos_locations sos_locations_touch_event; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_locations_touch_event AFTER INSERT ON public.sos_locations FOR EACH ROW EXECUTE FUNCTION private.touch_sos_last_located_at();


--
-- Name: sos_preferences sos_preferences_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_preferences_set_updated_at BEFORE UPDATE ON public.sos_preferences FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: sos_timeline sos_timeline_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_timeline_admin_audit AFTER INSERT ON public.sos_timeline FOR EACH ROW WHEN ((new.kind = ANY (ARRAY['call_made'::public.sos_timeline_kind, 'call_centre_note'::public.sos_timeline_kind]))) EXECUTE FUNCTION private.record_admin_change('incident', 'event_id', 'kind');


--
-- Name: sos_timeline sos_timeline_broadcast; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_timeline_broadcast AFTER INSERT ON public.sos_timeline FOR EACH ROW WHEN ((new.kind <> 'created'::public.sos_timeline_kind)) EXECUTE FUNCTION private.broadcast_sos_timeline_step();


--
-- Name: sos_timeline sos_timeline_names_the_contact; Type: TRIGGER; Schema: public
--

CREATE TRIGGER sos_timeline_names_the_contact BEFORE INSERT ON public.sos_timeline FOR EACH ROW WHEN (((new.kind = ANY (ARRAY['notified'::public.sos_timeline_kind, 'failed'::public.sos_timeline_kind])) AND (new.details ? 'notification_id'::text) AND ((new.details ->> 'notification_id'::text) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text))) EXECUTE FUNCTION private.name_contact_in_timeline_step();


--
-- Name: status_incident_updates status_incident_updates_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER status_incident_updates_admin_audit AFTER INSERT ON public.status_incident_updates FOR EACH ROW EXECUTE FUNCTION private.record_admin_change('status', 'incident_id');


--
-- Name: status_incidents status_incidents_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER status_incidents_admin_audit AFTER INSERT OR UPDATE ON public.status_incidents FOR EACH ROW EXECUTE FUNCTION private.record_admin_change('status', 'id');


--
-- Name: status_incidents status_incidents_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER status_incidents_set_updated_at BEFORE UPDATE ON public.status_incidents FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: subscription_plans subscription_plans_admin_audit; Type: TRIGGER; Schema: public
--

CREATE TRIGGER subscription_plans_admin_audit AFTER INSERT OR DELETE OR UPDATE ON public.subscription_plans FOR EACH ROW EXECUTE FUNCTION private.record_admin_change('catalogue', 'id');


--
-- Name: subscriptions subscriptions_apply_waiting_contacts; Type: TRIGGER; Schema: public
--

CREATE TRIGGER subscriptions_apply_waiting_contacts AFTER INSERT OR UPDATE OF status ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION private.on_subscription_active_apply_waiting_contacts();


--
-- Name: subscriptions subscriptions_set_updated_at; Type: TRIGGER; Schema: public
--

CREATE TRIGGER subscriptions_set_updated_at BEFORE UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: announced_link_expiries announced_link_expiries_link_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.announced_link_expiries
    ADD CONSTRAINT announced_link_expiries_link_id_fkey FOREIGN KEY (link_id) REFERENCES public.family_links(id) ON DELETE CASCADE;


--
-- Name: check_in_codes check_in_codes_member_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.check_in_codes
    ADD CONSTRAINT check_in_codes_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: check_in_duress check_in_duress_check_in_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.check_in_duress
    ADD CONSTRAINT check_in_duress_check_in_id_fkey FOREIGN KEY (check_in_id) REFERENCES public.check_ins(id) ON DELETE CASCADE;


--
-- Name: check_in_duress check_in_duress_event_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.check_in_duress
    ADD CONSTRAINT check_in_duress_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.sos_events(id) ON DELETE SET NULL;


--
-- Name: contact_consent_requests_due contact_consent_requests_due_contact_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.contact_consent_requests_due
    ADD CONSTRAINT contact_consent_requests_due_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.emergency_contacts(id) ON DELETE CASCADE;


--
-- Name: contact_consent_requests_due contact_consent_requests_due_member_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.contact_consent_requests_due
    ADD CONSTRAINT contact_consent_requests_due_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: emergency_contact_declines emergency_contact_declines_member_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.emergency_contact_declines
    ADD CONSTRAINT emergency_contact_declines_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: family_invite_mailings family_invite_mailings_invite_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.family_invite_mailings
    ADD CONSTRAINT family_invite_mailings_invite_id_fkey FOREIGN KEY (invite_id) REFERENCES public.family_invites(id) ON DELETE CASCADE;


--
-- Name: family_invite_sends family_invite_sends_member_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.family_invite_sends
    ADD CONSTRAINT family_invite_sends_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: sos_family_alerts_due sos_family_alerts_due_event_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.sos_family_alerts_due
    ADD CONSTRAINT sos_family_alerts_due_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.sos_events(id) ON DELETE CASCADE;


--
-- Name: status_probe status_probe_contact_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.status_probe
    ADD CONSTRAINT status_probe_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.emergency_contacts(id) ON DELETE SET NULL;


--
-- Name: status_probe status_probe_family_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.status_probe
    ADD CONSTRAINT status_probe_family_id_fkey FOREIGN KEY (family_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: status_probe status_probe_member_id_fkey; Type: FK CONSTRAINT; Schema: private
--

ALTER TABLE ONLY private.status_probe
    ADD CONSTRAINT status_probe_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: access_log access_log_reader_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.access_log
    ADD CONSTRAINT access_log_reader_id_fkey FOREIGN KEY (reader_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: access_log access_log_sos_event_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.access_log
    ADD CONSTRAINT access_log_sos_event_id_fkey FOREIGN KEY (sos_event_id) REFERENCES public.sos_events(id) ON DELETE SET NULL;


--
-- Name: access_log access_log_subject_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.access_log
    ADD CONSTRAINT access_log_subject_id_fkey FOREIGN KEY (subject_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: admin_audit admin_audit_actor_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.admin_audit
    ADD CONSTRAINT admin_audit_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: billing_customers billing_customers_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.billing_customers
    ADD CONSTRAINT billing_customers_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: chat_messages chat_messages_session_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.chat_sessions(id) ON DELETE CASCADE;


--
-- Name: chat_messages chat_messages_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.chat_messages
    ADD CONSTRAINT chat_messages_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: chat_sessions chat_sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.chat_sessions
    ADD CONSTRAINT chat_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: check_ins check_ins_alarm_event_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_alarm_event_id_fkey FOREIGN KEY (alarm_event_id) REFERENCES public.sos_events(id) ON DELETE SET NULL;


--
-- Name: check_ins check_ins_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: contact_message_replies contact_message_replies_admin_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.contact_message_replies
    ADD CONSTRAINT contact_message_replies_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: contact_message_replies contact_message_replies_message_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.contact_message_replies
    ADD CONSTRAINT contact_message_replies_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.contact_messages(id) ON DELETE CASCADE;


--
-- Name: contact_messages contact_messages_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: device_notices device_notices_device_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.device_notices
    ADD CONSTRAINT device_notices_device_id_fkey FOREIGN KEY (device_id) REFERENCES public.devices(id) ON DELETE CASCADE;


--
-- Name: device_notices device_notices_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.device_notices
    ADD CONSTRAINT device_notices_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: device_readings device_readings_device_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.device_readings
    ADD CONSTRAINT device_readings_device_id_fkey FOREIGN KEY (device_id) REFERENCES public.devices(id) ON DELETE CASCADE;


--
-- Name: device_readings device_readings_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.device_readings
    ADD CONSTRAINT device_readings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: devices devices_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.devices
    ADD CONSTRAINT devices_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: drill_schedules drill_schedules_last_event_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.drill_schedules
    ADD CONSTRAINT drill_schedules_last_event_id_fkey FOREIGN KEY (last_event_id) REFERENCES public.sos_events(id) ON DELETE SET NULL;


--
-- Name: drill_schedules drill_schedules_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.drill_schedules
    ADD CONSTRAINT drill_schedules_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: emergency_contact_consents emergency_contact_consents_contact_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contact_consents
    ADD CONSTRAINT emergency_contact_consents_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.emergency_contacts(id) ON DELETE CASCADE;


--
-- Name: emergency_contact_consents emergency_contact_consents_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contact_consents
    ADD CONSTRAINT emergency_contact_consents_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: emergency_contact_messages emergency_contact_messages_contact_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contact_messages
    ADD CONSTRAINT emergency_contact_messages_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.emergency_contacts(id) ON DELETE SET NULL;


--
-- Name: emergency_contact_messages emergency_contact_messages_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contact_messages
    ADD CONSTRAINT emergency_contact_messages_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: emergency_contacts emergency_contacts_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.emergency_contacts
    ADD CONSTRAINT emergency_contacts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: family_invites family_invites_accepted_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_invites
    ADD CONSTRAINT family_invites_accepted_by_fkey FOREIGN KEY (accepted_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: family_invites family_invites_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_invites
    ADD CONSTRAINT family_invites_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: family_links family_links_family_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_family_member_id_fkey FOREIGN KEY (family_member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: family_links family_links_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.family_links
    ADD CONSTRAINT family_links_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: medical_profiles medical_profiles_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.medical_profiles
    ADD CONSTRAINT medical_profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: notifications notifications_event_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.sos_events(id) ON DELETE CASCADE;


--
-- Name: notifications notifications_recipient_contact_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_recipient_contact_id_fkey FOREIGN KEY (recipient_contact_id) REFERENCES public.emergency_contacts(id) ON DELETE SET NULL;


--
-- Name: notifications notifications_recipient_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_recipient_user_id_fkey FOREIGN KEY (recipient_user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: orders orders_product_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE RESTRICT;


--
-- Name: orders orders_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: profiles profiles_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: protection_digests protection_digests_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.protection_digests
    ADD CONSTRAINT protection_digests_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: push_subscriptions push_subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: questionnaire_responses questionnaire_responses_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.questionnaire_responses
    ADD CONSTRAINT questionnaire_responses_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: registrations registrations_plan_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.registrations
    ADD CONSTRAINT registrations_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.subscription_plans(id) ON DELETE SET NULL;


--
-- Name: registrations registrations_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.registrations
    ADD CONSTRAINT registrations_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: site_content_versions site_content_versions_saved_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.site_content_versions
    ADD CONSTRAINT site_content_versions_saved_by_fkey FOREIGN KEY (saved_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: sos_events sos_events_acknowledged_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_events
    ADD CONSTRAINT sos_events_acknowledged_by_fkey FOREIGN KEY (acknowledged_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: sos_events sos_events_check_in_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_events
    ADD CONSTRAINT sos_events_check_in_id_fkey FOREIGN KEY (check_in_id) REFERENCES public.check_ins(id) ON DELETE SET NULL;


--
-- Name: sos_events sos_events_claimed_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_events
    ADD CONSTRAINT sos_events_claimed_by_fkey FOREIGN KEY (claimed_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: sos_events sos_events_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_events
    ADD CONSTRAINT sos_events_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: sos_events sos_events_resolved_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_events
    ADD CONSTRAINT sos_events_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: sos_locations sos_locations_event_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_locations
    ADD CONSTRAINT sos_locations_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.sos_events(id) ON DELETE CASCADE;


--
-- Name: sos_locations sos_locations_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_locations
    ADD CONSTRAINT sos_locations_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: sos_preferences sos_preferences_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_preferences
    ADD CONSTRAINT sos_preferences_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: sos_timeline sos_timeline_actor_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_timeline
    ADD CONSTRAINT sos_timeline_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: sos_timeline sos_timeline_event_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_timeline
    ADD CONSTRAINT sos_timeline_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.sos_events(id) ON DELETE CASCADE;


--
-- Name: sos_timeline sos_timeline_member_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.sos_timeline
    ADD CONSTRAINT sos_timeline_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;


--
-- Name: status_incident_updates status_incident_updates_created_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.status_incident_updates
    ADD CONSTRAINT status_incident_updates_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: status_incident_updates status_incident_updates_incident_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.status_incident_updates
    ADD CONSTRAINT status_incident_updates_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES public.status_incidents(id) ON DELETE CASCADE;


--
-- Name: status_incidents status_incidents_created_by_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.status_incidents
    ADD CONSTRAINT status_incidents_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: subscriptions subscriptions_plan_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.subscription_plans(id) ON DELETE RESTRICT;


--
-- Name: subscriptions subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;


--
-- Name: contact_consent_requests_due; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.contact_consent_requests_due ENABLE ROW LEVEL SECURITY;


--
-- Name: emergency_contact_declines; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.emergency_contact_declines ENABLE ROW LEVEL SECURITY;


--
-- Name: family_invite_mailings; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.family_invite_mailings ENABLE ROW LEVEL SECURITY;


--
-- Name: family_invite_sends; Type: ROW SECURITY; Schema: private
--

ALTER TABLE private.family_invite_sends ENABLE ROW LEVEL SECURITY;


--
-- Name: family_links Admins can add family links; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can add family links" ON public.family_links FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: orders Admins can add orders; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can add orders" ON public.orders FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscription_plans Admins can add plans; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can add plans" ON public.subscription_plans FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: products Admins can add products; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can add products" ON public.products FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: regional_services Admins can add regional services; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can add regional services" ON public.regional_services FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: site_content Admins can add site content; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can add site content" ON public.site_content FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscriptions Admins can add subscriptions; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can add subscriptions" ON public.subscriptions FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: family_links Admins can change family links; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change family links" ON public.family_links FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: orders Admins can change orders; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change orders" ON public.orders FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscription_plans Admins can change plans; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change plans" ON public.subscription_plans FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: products Admins can change products; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change products" ON public.products FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: regional_services Admins can change regional services; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change regional services" ON public.regional_services FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: site_content Admins can change site content; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change site content" ON public.site_content FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscriptions Admins can change subscriptions; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change subscriptions" ON public.subscriptions FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: sos_limits Admins can change the SOS limits; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can change the SOS limits" ON public.sos_limits FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: contact_messages Admins can delete contact messages; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can delete contact messages" ON public.contact_messages FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: family_links Admins can delete family links; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can delete family links" ON public.family_links FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: profiles Admins can delete profiles; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can delete profiles" ON public.profiles FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: contact_message_replies Admins can read contact message replies; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read contact message replies" ON public.contact_message_replies FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: contact_messages Admins can read contact messages; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read contact messages" ON public.contact_messages FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: sos_events Admins can read every SOS event; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every SOS event" ON public.sos_events FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: chat_messages Admins can read every chat message; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every chat message" ON public.chat_messages FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: chat_sessions Admins can read every chat session; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every chat session" ON public.chat_sessions FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: check_ins Admins can read every check-in; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every check-in" ON public.check_ins FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: emergency_contact_consents Admins can read every contact's answer; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every contact's answer" ON public.emergency_contact_consents FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: devices Admins can read every device; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every device" ON public.devices FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: device_notices Admins can read every device notice; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every device notice" ON public.device_notices FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: device_readings Admins can read every device reading; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every device reading" ON public.device_readings FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: emergency_contacts Admins can read every emergency contact; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every emergency contact" ON public.emergency_contacts FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: family_links Admins can read every family link; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every family link" ON public.family_links FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: family_invites Admins can read every invitation; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every invitation" ON public.family_invites FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: notifications Admins can read every notification; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every notification" ON public.notifications FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: orders Admins can read every order; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every order" ON public.orders FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscription_plans Admins can read every plan; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every plan" ON public.subscription_plans FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: products Admins can read every product; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every product" ON public.products FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: profiles Admins can read every profile; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every profile" ON public.profiles FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: questionnaire_responses Admins can read every questionnaire response; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every questionnaire response" ON public.questionnaire_responses FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: regional_services Admins can read every regional service; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every regional service" ON public.regional_services FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: registrations Admins can read every registration; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every registration" ON public.registrations FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscriptions Admins can read every subscription; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read every subscription" ON public.subscriptions FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: site_content_versions Admins can read site content versions; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read site content versions" ON public.site_content_versions FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: sos_limits Admins can read the SOS limits; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read the SOS limits" ON public.sos_limits FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: admin_audit Admins can read the audit log; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read the audit log" ON public.admin_audit FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: access_log Admins can read the whole access log; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can read the whole access log" ON public.access_log FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: orders Admins can remove orders; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can remove orders" ON public.orders FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscription_plans Admins can remove plans; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can remove plans" ON public.subscription_plans FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: products Admins can remove products; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can remove products" ON public.products FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: regional_services Admins can remove regional services; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can remove regional services" ON public.regional_services FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: site_content Admins can remove site content; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can remove site content" ON public.site_content FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscriptions Admins can remove subscriptions; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can remove subscriptions" ON public.subscriptions FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: sos_dispatchers Admins can see the SOS dispatchers; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can see the SOS dispatchers" ON public.sos_dispatchers FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));


--
-- Name: contact_messages Admins can triage contact messages; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can triage contact messages" ON public.contact_messages FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: profiles Admins can update every profile; Type: POLICY; Schema: public
--

CREATE POLICY "Admins can update every profile" ON public.profiles FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));


--
-- Name: subscription_plans Anyone can read active plans; Type: POLICY; Schema: public
--

CREATE POLICY "Anyone can read active plans" ON public.subscription_plans FOR SELECT TO anon, authenticated USING (is_active);


--
-- Name: products Anyone can read active products; Type: POLICY; Schema: public
--

CREATE POLICY "Anyone can read active products" ON public.products FOR SELECT TO anon, authenticated USING (is_active);


--
-- Name: regional_services Anyone can read active regional services; Type: POLICY; Schema: public
--

CREATE POLICY "Anyone can read active regional services" ON public.regional_services FOR SELECT TO anon, authenticated USING (is_active);


--
-- Name: site_content Anyone can read site content; Type: POLICY; Schema: public
--

CREATE POLICY "Anyone can read site content" ON public.site_content FOR SELECT TO anon, authenticated USING (true);


--
-- Name: status_incident_updates Anyone can read the status page's incident updates; Type: POLICY; Schema: public
--

CREATE POLICY "Anyone can read the status page's incident updates" ON public.status_incident_updates FOR SELECT TO anon, authenticated USING (true);


--
-- Name: status_incidents Anyone can read the status page's incidents; Type: POLICY; Schema: public
--

CREATE POLICY "Anyone can read the status page's incidents" ON public.status_incidents FOR SELECT TO anon, authenticated USING (true);


--
-- Name: family_links Family members can leave a link; Type: POLICY; Schema: public
--

CREATE POLICY "Family members can leave a link" ON public.family_links FOR UPDATE TO authenticated USING ((family_member_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((family_member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: family_links Family members can read the links shared with them; Type: POLICY; Schema: public
--

CREATE POLICY "Family members can read the links shared with them" ON public.family_links FOR SELECT TO authenticated USING ((family_member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: sos_events Family with activity access can read the SOS history; Type: POLICY; Schema: public
--

CREATE POLICY "Family with activity access can read the SOS history" ON public.sos_events FOR SELECT TO authenticated USING (public.has_family_permission(member_id, 'view_activity'::text));


--
-- Name: sos_events Family with alerts can read open and recent SOS events; Type: POLICY; Schema: public
--

CREATE POLICY "Family with alerts can read open and recent SOS events" ON public.sos_events FOR SELECT TO authenticated USING ((((status = ANY (ARRAY['active'::public.sos_status, 'acknowledged'::public.sos_status])) OR (started_at > (now() - '24:00:00'::interval))) AND public.has_family_permission(member_id, 'receive_sos_alerts'::text)));


--
-- Name: device_readings Family with device access can read the member's device readings; Type: POLICY; Schema: public
--

CREATE POLICY "Family with device access can read the member's device readings" ON public.device_readings FOR SELECT TO authenticated USING (public.has_family_permission(user_id, 'view_device_status'::text));


--
-- Name: devices Family with device access can read the member's devices; Type: POLICY; Schema: public
--

CREATE POLICY "Family with device access can read the member's devices" ON public.devices FOR SELECT TO authenticated USING (public.has_family_permission(user_id, 'view_device_status'::text));


--
-- Name: device_notices Family with device status can read a member's device notices; Type: POLICY; Schema: public
--

CREATE POLICY "Family with device status can read a member's device notices" ON public.device_notices FOR SELECT TO authenticated USING (((device_id IS NOT NULL) AND public.has_family_permission(member_id, 'view_device_status'::text)));


--
-- Name: check_ins Family with status or location access can read a running check-; Type: POLICY; Schema: public
--

CREATE POLICY "Family with status or location access can read a running check-" ON public.check_ins FOR SELECT TO authenticated USING (((status = 'active'::public.check_in_status) AND (public.has_family_permission(member_id, 'view_device_status'::text) OR public.has_family_permission(member_id, 'location_always'::text))));


--
-- Name: sos_locations Members can add positions to their own open SOS; Type: POLICY; Schema: public
--

CREATE POLICY "Members can add positions to their own open SOS" ON public.sos_locations FOR INSERT TO authenticated WITH CHECK (((member_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.sos_events e
  WHERE ((e.id = sos_locations.event_id) AND (e.member_id = ( SELECT auth.uid() AS uid)) AND (e.status = ANY (ARRAY['active'::public.sos_status, 'acknowledged'::public.sos_status])))))));


--
-- Name: emergency_contacts Members can add their own emergency contacts; Type: POLICY; Schema: public
--

CREATE POLICY "Members can add their own emergency contacts" ON public.emergency_contacts FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: family_links Members can change the permissions they share; Type: POLICY; Schema: public
--

CREATE POLICY "Members can change the permissions they share" ON public.family_links FOR UPDATE TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: sos_preferences Members can change their own SOS preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members can change their own SOS preferences" ON public.sos_preferences FOR UPDATE TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: family_invites Members can change their pending invitations; Type: POLICY; Schema: public
--

CREATE POLICY "Members can change their pending invitations" ON public.family_invites FOR UPDATE TO authenticated USING (((member_id = ( SELECT auth.uid() AS uid)) AND (accepted_at IS NULL))) WITH CHECK (((member_id = ( SELECT auth.uid() AS uid)) AND (accepted_by IS NULL)));


--
-- Name: sos_preferences Members can create their own SOS preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members can create their own SOS preferences" ON public.sos_preferences FOR INSERT TO authenticated WITH CHECK ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: medical_profiles Members can create their own medical profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members can create their own medical profile" ON public.medical_profiles FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: profiles Members can create their own profile as a user; Type: POLICY; Schema: public
--

CREATE POLICY "Members can create their own profile as a user" ON public.profiles FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (role = 'user'::public.app_role)));


--
-- Name: family_links Members can delete the links they share; Type: POLICY; Schema: public
--

CREATE POLICY "Members can delete the links they share" ON public.family_links FOR DELETE TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: chat_sessions Members can delete their own chat sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members can delete their own chat sessions" ON public.chat_sessions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: emergency_contacts Members can delete their own emergency contacts; Type: POLICY; Schema: public
--

CREATE POLICY "Members can delete their own emergency contacts" ON public.emergency_contacts FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: medical_profiles Members can delete their own medical profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members can delete their own medical profile" ON public.medical_profiles FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: questionnaire_responses Members can delete their own questionnaire responses; Type: POLICY; Schema: public
--

CREATE POLICY "Members can delete their own questionnaire responses" ON public.questionnaire_responses FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: devices Members can pair their own devices; Type: POLICY; Schema: public
--

CREATE POLICY "Members can pair their own devices" ON public.devices FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: products Members can read products they ordered; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read products they ordered" ON public.products FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.orders o
  WHERE ((o.product_id = products.id) AND (o.user_id = ( SELECT auth.uid() AS uid))))));


--
-- Name: family_invites Members can read the invitations they sent; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read the invitations they sent" ON public.family_invites FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: family_links Members can read the links they share; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read the links they share" ON public.family_links FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: emergency_contact_messages Members can read the messages sent to their contacts; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read the messages sent to their contacts" ON public.emergency_contact_messages FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notifications Members can read the notifications about their own SOS; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read the notifications about their own SOS" ON public.notifications FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.sos_events e
  WHERE ((e.id = notifications.event_id) AND (e.member_id = ( SELECT auth.uid() AS uid))))));


--
-- Name: sos_locations Members can read the positions of their own SOS; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read the positions of their own SOS" ON public.sos_locations FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: sos_events Members can read their own SOS events; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own SOS events" ON public.sos_events FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: sos_preferences Members can read their own SOS preferences; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own SOS preferences" ON public.sos_preferences FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: chat_messages Members can read their own chat messages; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own chat messages" ON public.chat_messages FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: chat_sessions Members can read their own chat sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own chat sessions" ON public.chat_sessions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: check_ins Members can read their own check-ins; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own check-ins" ON public.check_ins FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: emergency_contact_consents Members can read their own contacts' answers; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own contacts' answers" ON public.emergency_contact_consents FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: device_notices Members can read their own device notices; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own device notices" ON public.device_notices FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: device_readings Members can read their own device readings; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own device readings" ON public.device_readings FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: devices Members can read their own devices; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own devices" ON public.devices FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: drill_schedules Members can read their own drill schedule; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own drill schedule" ON public.drill_schedules FOR SELECT TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: emergency_contacts Members can read their own emergency contacts; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own emergency contacts" ON public.emergency_contacts FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: medical_profiles Members can read their own medical profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own medical profile" ON public.medical_profiles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: orders Members can read their own orders; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own orders" ON public.orders FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: profiles Members can read their own profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own profile" ON public.profiles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: questionnaire_responses Members can read their own questionnaire responses; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own questionnaire responses" ON public.questionnaire_responses FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: registrations Members can read their own registration; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own registration" ON public.registrations FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: subscriptions Members can read their own subscriptions; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read their own subscriptions" ON public.subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: access_log Members can read who accessed their data; Type: POLICY; Schema: public
--

CREATE POLICY "Members can read who accessed their data" ON public.access_log FOR SELECT TO authenticated USING ((subject_id = ( SELECT auth.uid() AS uid)));


--
-- Name: device_readings Members can record readings of their own devices; Type: POLICY; Schema: public
--

CREATE POLICY "Members can record readings of their own devices" ON public.device_readings FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.devices d
  WHERE ((d.id = device_readings.device_id) AND (d.user_id = ( SELECT auth.uid() AS uid)))))));


--
-- Name: devices Members can remove their own devices; Type: POLICY; Schema: public
--

CREATE POLICY "Members can remove their own devices" ON public.devices FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: chat_sessions Members can rename their own chat sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members can rename their own chat sessions" ON public.chat_sessions FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: chat_sessions Members can start their own chat sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members can start their own chat sessions" ON public.chat_sessions FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: questionnaire_responses Members can start their own questionnaire responses; Type: POLICY; Schema: public
--

CREATE POLICY "Members can start their own questionnaire responses" ON public.questionnaire_responses FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: devices Members can update their own devices; Type: POLICY; Schema: public
--

CREATE POLICY "Members can update their own devices" ON public.devices FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: emergency_contacts Members can update their own emergency contacts; Type: POLICY; Schema: public
--

CREATE POLICY "Members can update their own emergency contacts" ON public.emergency_contacts FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: medical_profiles Members can update their own medical profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members can update their own medical profile" ON public.medical_profiles FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: profiles Members can update their own profile; Type: POLICY; Schema: public
--

CREATE POLICY "Members can update their own profile" ON public.profiles FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: questionnaire_responses Members can update their own questionnaire responses; Type: POLICY; Schema: public
--

CREATE POLICY "Members can update their own questionnaire responses" ON public.questionnaire_responses FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: family_invites Members can withdraw their invitations; Type: POLICY; Schema: public
--

CREATE POLICY "Members can withdraw their invitations" ON public.family_invites FOR DELETE TO authenticated USING ((member_id = ( SELECT auth.uid() AS uid)));


--
-- Name: chat_messages Members can write their own messages in their own sessions; Type: POLICY; Schema: public
--

CREATE POLICY "Members can write their own messages in their own sessions" ON public.chat_messages FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (role = 'user'::public.chat_role) AND (EXISTS ( SELECT 1
   FROM public.chat_sessions s
  WHERE ((s.id = chat_messages.session_id) AND (s.user_id = ( SELECT auth.uid() AS uid)))))));


--
-- Name: push_subscriptions People can add push subscriptions for themselves; Type: POLICY; Schema: public
--

CREATE POLICY "People can add push subscriptions for themselves" ON public.push_subscriptions FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: push_subscriptions People can remove their own push subscriptions; Type: POLICY; Schema: public
--

CREATE POLICY "People can remove their own push subscriptions" ON public.push_subscriptions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: push_subscriptions People can see their own push subscriptions; Type: POLICY; Schema: public
--

CREATE POLICY "People can see their own push subscriptions" ON public.push_subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: access_log Readers can read their own accesses; Type: POLICY; Schema: public
--

CREATE POLICY "Readers can read their own accesses" ON public.access_log FOR SELECT TO authenticated USING ((reader_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notifications Recipients can mark their notifications read; Type: POLICY; Schema: public
--

CREATE POLICY "Recipients can mark their notifications read" ON public.notifications FOR UPDATE TO authenticated USING ((recipient_user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((recipient_user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notifications Recipients can read their notifications; Type: POLICY; Schema: public
--

CREATE POLICY "Recipients can read their notifications" ON public.notifications FOR SELECT TO authenticated USING ((recipient_user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: sos_timeline Whoever can see an SOS can read its timeline; Type: POLICY; Schema: public
--

CREATE POLICY "Whoever can see an SOS can read its timeline" ON public.sos_timeline FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.sos_events e
  WHERE (e.id = sos_timeline.event_id))));


--
-- Name: access_log; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.access_log ENABLE ROW LEVEL SECURITY;


--
-- Name: admin_audit; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.admin_audit ENABLE ROW LEVEL SECURITY;


--
-- Name: billing_customers; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.billing_customers ENABLE ROW LEVEL SECURITY;


--
-- Name: chat_messages; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.chat_messages ENABLE ROW LEVEL SECURITY;


--
-- Name: chat_sessions; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.chat_sessions ENABLE ROW LEVEL SECURITY;


--
-- Name: check_ins; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.check_ins ENABLE ROW LEVEL SECURITY;


--
-- Name: contact_message_replies; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.contact_message_replies ENABLE ROW LEVEL SECURITY;


--
-- Name: contact_messages; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;


--
-- Name: device_notices; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.device_notices ENABLE ROW LEVEL SECURITY;


--
-- Name: device_readings; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.device_readings ENABLE ROW LEVEL SECURITY;


--
-- Name: devices; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.devices ENABLE ROW LEVEL SECURITY;


--
-- Name: drill_schedules; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.drill_schedules ENABLE ROW LEVEL SECURITY;


--
-- Name: emergency_contact_consents; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.emergency_contact_consents ENABLE ROW LEVEL SECURITY;


--
-- Name: emergency_contact_messages; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.emergency_contact_messages ENABLE ROW LEVEL SECURITY;


--
-- Name: emergency_contacts; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.emergency_contacts ENABLE ROW LEVEL SECURITY;


--
-- Name: family_invites; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.family_invites ENABLE ROW LEVEL SECURITY;


--
-- Name: family_links; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.family_links ENABLE ROW LEVEL SECURITY;


--
-- Name: medical_profiles; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.medical_profiles ENABLE ROW LEVEL SECURITY;


--
-- Name: notifications; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;


--
-- Name: orders; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.orders ENABLE ROW LEVEL SECURITY;


--
-- Name: products; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.products ENABLE ROW LEVEL SECURITY;


--
-- Name: profiles; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;


--
-- Name: protection_digests; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.protection_digests ENABLE ROW LEVEL SECURITY;


--
-- Name: push_subscriptions; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.push_subscriptions ENABLE ROW LEVEL SECURITY;


--
-- Name: questionnaire_responses; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.questionnaire_responses ENABLE ROW LEVEL SECURITY;


--
-- Name: regional_services; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.regional_services ENABLE ROW LEVEL SECURITY;


--
-- Name: registrations; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.registrations ENABLE ROW LEVEL SECURITY;


--
-- Name: site_content; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.site_content ENABLE ROW LEVEL SECURITY;


--
-- Name: site_content_versions; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.site_content_versions ENABLE ROW LEVEL SECURITY;


--
-- Name: sos_dispatchers; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.sos_dispatchers ENABLE ROW LEVEL SECURITY;


--
-- Name: sos_events; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.sos_events ENABLE ROW LEVEL SECURITY;


--
-- Name: sos_limits; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.sos_limits ENABLE ROW LEVEL SECURITY;


--
-- Name: sos_locations; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.sos_locations ENABLE ROW LEVEL SECURITY;


--
-- Name: sos_preferences; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.sos_preferences ENABLE ROW LEVEL SECURITY;


--
-- Name: sos_timeline; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.sos_timeline ENABLE ROW LEVEL SECURITY;


--
-- Name: status_checks; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.status_checks ENABLE ROW LEVEL SECURITY;


--
-- Name: status_incident_updates; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.status_incident_updates ENABLE ROW LEVEL SECURITY;


--
-- Name: status_incidents; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.status_incidents ENABLE ROW LEVEL SECURITY;


--
-- Name: subscription_plans; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.subscription_plans ENABLE ROW LEVEL SECURITY;


--
-- Name: subscriptions; Type: ROW SECURITY; Schema: public
--

ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;


--
-- Name: messages Members and their alerted family hear the member's SOS topic; Type: POLICY; Schema: realtime
--

CREATE POLICY "Members and their alerted family hear the member's SOS topic" ON realtime.messages FOR SELECT TO authenticated USING (((extension = 'broadcast'::text) AND public.can_hear_sos_topic(( SELECT realtime.topic() AS topic))));


--
-- Name: supabase_realtime devices; Type: PUBLICATION TABLE; Schema: public
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.devices;


--
-- Name: supabase_realtime family_links; Type: PUBLICATION TABLE; Schema: public
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.family_links;


--
-- Name: supabase_realtime site_content; Type: PUBLICATION TABLE; Schema: public
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.site_content;


--
-- Name: supabase_realtime sos_events; Type: PUBLICATION TABLE; Schema: public
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.sos_events;


--
-- Name: supabase_realtime sos_timeline; Type: PUBLICATION TABLE; Schema: public
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.sos_timeline;


--
-- Name: TABLE device_notices; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.device_notices TO anon;
GRANT ALL ON TABLE public.device_notices TO authenticated;
GRANT ALL ON TABLE public.device_notices TO service_role;


--
-- Name: FUNCTION announce_device_notice(notice public.device_notices, params jsonb); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.announce_device_notice(notice public.device_notices, params jsonb) FROM PUBLIC;


--
-- Name: FUNCTION announce_family_access_change(member uuid, family_member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.announce_family_access_change(member uuid, family_member uuid) FROM PUBLIC;


--
-- Name: FUNCTION apply_waiting_contacts(member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.apply_waiting_contacts(member uuid) FROM PUBLIC;


--
-- Name: FUNCTION authorize_and_log_access(subject uuid, permission text, resource public.access_resource, sos_event_id uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.authorize_and_log_access(subject uuid, permission text, resource public.access_resource, sos_event_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION authorize_sos_location_read(event_id uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.authorize_sos_location_read(event_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION before_profile_deleted(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.before_profile_deleted() FROM PUBLIC;


--
-- Name: FUNCTION check_in_code_kind(member uuid, code text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_in_code_kind(member uuid, code text) FROM PUBLIC;


--
-- Name: FUNCTION check_site_content_version(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.check_site_content_version() FROM PUBLIC;


--
-- Name: FUNCTION contact_address_hashes(email text, phone text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_address_hashes(email text, phone text) FROM PUBLIC;


--
-- Name: FUNCTION contact_address_key(channel public.notification_channel, address text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_address_key(channel public.notification_channel, address text) FROM PUBLIC;


--
-- Name: FUNCTION contact_channels(phone text, email text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_channels(phone text, email text) FROM PUBLIC;


--
-- Name: FUNCTION contact_declined_at(member uuid, email text, phone text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.contact_declined_at(member uuid, email text, phone text) FROM PUBLIC;


--
-- Name: FUNCTION device_reading_retention(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.device_reading_retention() FROM PUBLIC;


--
-- Name: FUNCTION emergency_contact_limit_for(member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.emergency_contact_limit_for(member uuid) FROM PUBLIC;


--
-- Name: TABLE sos_events; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.sos_events TO anon;
GRANT ALL ON TABLE public.sos_events TO authenticated;
GRANT ALL ON TABLE public.sos_events TO service_role;


--
-- Name: FUNCTION end_sos_as(event_id uuid, outcome public.sos_status, actor uuid, note text, outcome_detail text); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.end_sos_as(event_id uuid, outcome public.sos_status, actor uuid, note text, outcome_detail text) FROM PUBLIC;


--
-- Name: FUNCTION enqueue_sos_alerts(event public.sos_events); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.enqueue_sos_alerts(event public.sos_events) FROM PUBLIC;


--
-- Name: FUNCTION enqueue_sos_ended_notices(event public.sos_events, only_alert uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.enqueue_sos_ended_notices(event public.sos_events, only_alert uuid) FROM PUBLIC;


--
-- Name: FUNCTION family_invite_daily_limit(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.family_invite_daily_limit() FROM PUBLIC;


--
-- Name: TABLE emergency_contact_consents; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.emergency_contact_consents TO authenticated;
GRANT ALL ON TABLE public.emergency_contact_consents TO service_role;


--
-- Name: FUNCTION find_contact_consent(token text, lock boolean); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.find_contact_consent(token text, lock boolean) FROM PUBLIC;


--
-- Name: TABLE family_invites; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,DELETE,TRIGGER,TRUNCATE,UPDATE ON TABLE public.family_invites TO anon;
GRANT SELECT,REFERENCES,DELETE,TRIGGER,TRUNCATE,UPDATE ON TABLE public.family_invites TO authenticated;
GRANT ALL ON TABLE public.family_invites TO service_role;


--
-- Name: FUNCTION find_open_invite(token text, lock boolean); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.find_open_invite(token text, lock boolean) FROM PUBLIC;


--
-- Name: FUNCTION guard_admin_audit(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.guard_admin_audit() FROM PUBLIC;


--
-- Name: FUNCTION guard_contact_message_update(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.guard_contact_message_update() FROM PUBLIC;


--
-- Name: FUNCTION guard_local_push_endpoint(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.guard_local_push_endpoint() FROM PUBLIC;


--
-- Name: FUNCTION guard_probe_alarm(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.guard_probe_alarm() FROM PUBLIC;


--
-- Name: FUNCTION guard_site_content_versions(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.guard_site_content_versions() FROM PUBLIC;


--
-- Name: TABLE emergency_contacts; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.emergency_contacts TO anon;
GRANT ALL ON TABLE public.emergency_contacts TO authenticated;
GRANT ALL ON TABLE public.emergency_contacts TO service_role;


--
-- Name: FUNCTION is_same_contact(existing public.emergency_contacts, given jsonb); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.is_same_contact(existing public.emergency_contacts, given jsonb) FROM PUBLIC;


--
-- Name: FUNCTION keep_an_admin(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.keep_an_admin() FROM PUBLIC;


--
-- Name: FUNCTION keep_push_subscriptions_few(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.keep_push_subscriptions_few() FROM PUBLIC;


--
-- Name: FUNCTION lock_family_invite_sends(member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.lock_family_invite_sends(member uuid) FROM PUBLIC;


--
-- Name: FUNCTION lock_open_sos_event(event_id uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.lock_open_sos_event(event_id uuid) FROM PUBLIC;


--
-- Name: TABLE check_ins; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.check_ins TO anon;
GRANT ALL ON TABLE public.check_ins TO authenticated;
GRANT ALL ON TABLE public.check_ins TO service_role;


--
-- Name: FUNCTION lock_own_check_in(check_in_id uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.lock_own_check_in(check_in_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION name_contact_in_timeline_step(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.name_contact_in_timeline_step() FROM PUBLIC;


--
-- Name: FUNCTION new_invite_token(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.new_invite_token() FROM PUBLIC;


--
-- Name: FUNCTION on_email_confirmed_queue_consent_requests(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.on_email_confirmed_queue_consent_requests() FROM PUBLIC;


--
-- Name: FUNCTION on_registration_queue_consent_requests(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.on_registration_queue_consent_requests() FROM PUBLIC;


--
-- Name: FUNCTION on_subscription_active_apply_waiting_contacts(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.on_subscription_active_apply_waiting_contacts() FROM PUBLIC;


--
-- Name: FUNCTION prepare_device_reading(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.prepare_device_reading() FROM PUBLIC;


--
-- Name: FUNCTION protection_check_of(member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.protection_check_of(member uuid) FROM PUBLIC;


--
-- Name: FUNCTION queue_contact_consent_requests(member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.queue_contact_consent_requests(member uuid) FROM PUBLIC;


--
-- Name: FUNCTION queue_user_notice(recipient uuid, kind text, params jsonb, channels public.notification_channel[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.queue_user_notice(recipient uuid, kind text, params jsonb, channels public.notification_channel[]) FROM PUBLIC;


--
-- Name: FUNCTION raise_check_in_alarm(check_in public.check_ins, silent boolean); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.raise_check_in_alarm(check_in public.check_ins, silent boolean) FROM PUBLIC;


--
-- Name: FUNCTION raise_sos_for(member uuid, client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer, note text, silent boolean, notify_contact_ids uuid[], notify_family_ids uuid[], check_in_id uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.raise_sos_for(member uuid, client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer, note text, silent boolean, notify_contact_ids uuid[], notify_family_ids uuid[], check_in_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION record_admin_change(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.record_admin_change() FROM PUBLIC;


--
-- Name: FUNCTION record_family_invite_send(member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.record_family_invite_send(member uuid) FROM PUBLIC;


--
-- Name: FUNCTION record_site_content_version(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.record_site_content_version() FROM PUBLIC;


--
-- Name: FUNCTION reset_emergency_contact_consent(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.reset_emergency_contact_consent() FROM PUBLIC;


--
-- Name: FUNCTION set_sos_contacts_due_at(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.set_sos_contacts_due_at() FROM PUBLIC;


--
-- Name: FUNCTION sos_message_params(event public.sos_events); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.sos_message_params(event public.sos_events) FROM PUBLIC;


--
-- Name: FUNCTION sos_region_for(member uuid); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.sos_region_for(member uuid) FROM PUBLIC;


--
-- Name: FUNCTION start_emergency_contact_consent(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.start_emergency_contact_consent() FROM PUBLIC;


--
-- Name: FUNCTION status_incident_text(value text, max_length integer); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.status_incident_text(value text, max_length integer) FROM PUBLIC;


--
-- Name: FUNCTION status_percentiles(ms double precision[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.status_percentiles(ms double precision[]) FROM PUBLIC;


--
-- Name: FUNCTION status_probe_member(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.status_probe_member() FROM PUBLIC;


--
-- Name: FUNCTION touch_sos_last_located_at(); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.touch_sos_last_located_at() FROM PUBLIC;


--
-- Name: FUNCTION valid_catalogue_translations(value jsonb); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.valid_catalogue_translations(value jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.valid_catalogue_translations(value jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.valid_catalogue_translations(value jsonb) TO service_role;


--
-- Name: FUNCTION without_blank_entries(entries text[]); Type: ACL; Schema: private
--

REVOKE ALL ON FUNCTION private.without_blank_entries(entries text[]) FROM PUBLIC;


--
-- Name: TABLE family_links; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.family_links TO anon;
GRANT ALL ON TABLE public.family_links TO authenticated;
GRANT ALL ON TABLE public.family_links TO service_role;


--
-- Name: FUNCTION accept_family_invite(token text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.accept_family_invite(token text) TO anon;
GRANT ALL ON FUNCTION public.accept_family_invite(token text) TO authenticated;
GRANT ALL ON FUNCTION public.accept_family_invite(token text) TO service_role;


--
-- Name: FUNCTION acknowledge_sos(event_id uuid, note text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.acknowledge_sos(event_id uuid, note text) TO anon;
GRANT ALL ON FUNCTION public.acknowledge_sos(event_id uuid, note text) TO authenticated;
GRANT ALL ON FUNCTION public.acknowledge_sos(event_id uuid, note text) TO service_role;


--
-- Name: FUNCTION add_call_centre_step(event_id uuid, step public.sos_timeline_kind, note text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.add_call_centre_step(event_id uuid, step public.sos_timeline_kind, note text) TO anon;
GRANT ALL ON FUNCTION public.add_call_centre_step(event_id uuid, step public.sos_timeline_kind, note text) TO authenticated;
GRANT ALL ON FUNCTION public.add_call_centre_step(event_id uuid, step public.sos_timeline_kind, note text) TO service_role;


--
-- Name: FUNCTION add_sos_created_step(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.add_sos_created_step() TO anon;
GRANT ALL ON FUNCTION public.add_sos_created_step() TO authenticated;
GRANT ALL ON FUNCTION public.add_sos_created_step() TO service_role;


--
-- Name: FUNCTION admin_email_recipients(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.admin_email_recipients() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_email_recipients() TO service_role;


--
-- Name: FUNCTION admin_list_members(search text, page_number integer, page_size integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.admin_list_members(search text, page_number integer, page_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_list_members(search text, page_number integer, page_size integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_list_members(search text, page_number integer, page_size integer) TO service_role;


--
-- Name: FUNCTION admin_member_summary(member uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.admin_member_summary(member uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_member_summary(member uuid) TO authenticated;
GRANT ALL ON FUNCTION public.admin_member_summary(member uuid) TO service_role;


--
-- Name: FUNCTION admin_setup_gate(target_user uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.admin_setup_gate(target_user uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_setup_gate(target_user uuid) TO service_role;


--
-- Name: FUNCTION announce_expired_family_links(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.announce_expired_family_links() FROM PUBLIC;
GRANT ALL ON FUNCTION public.announce_expired_family_links() TO service_role;


--
-- Name: FUNCTION answer_emergency_contact_consent(token text, agree boolean); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.answer_emergency_contact_consent(token text, agree boolean) TO anon;
GRANT ALL ON FUNCTION public.answer_emergency_contact_consent(token text, agree boolean) TO authenticated;
GRANT ALL ON FUNCTION public.answer_emergency_contact_consent(token text, agree boolean) TO service_role;


--
-- Name: FUNCTION begin_emergency_contact_message(member uuid, contact_id uuid, kind text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.begin_emergency_contact_message(member uuid, contact_id uuid, kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.begin_emergency_contact_message(member uuid, contact_id uuid, kind text) TO service_role;


--
-- Name: FUNCTION begin_queued_contact_consent_request(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.begin_queued_contact_consent_request() FROM PUBLIC;
GRANT ALL ON FUNCTION public.begin_queued_contact_consent_request() TO service_role;


--
-- Name: FUNCTION call_centre_answer_stats(days integer, region text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.call_centre_answer_stats(days integer, region text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.call_centre_answer_stats(days integer, region text) TO authenticated;
GRANT ALL ON FUNCTION public.call_centre_answer_stats(days integer, region text) TO service_role;


--
-- Name: FUNCTION can_hear_sos_topic(topic text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.can_hear_sos_topic(topic text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.can_hear_sos_topic(topic text) TO authenticated;
GRANT ALL ON FUNCTION public.can_hear_sos_topic(topic text) TO service_role;


--
-- Name: FUNCTION cancel_check_in(check_in_id uuid, code text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.cancel_check_in(check_in_id uuid, code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_check_in(check_in_id uuid, code text) TO authenticated;
GRANT ALL ON FUNCTION public.cancel_check_in(check_in_id uuid, code text) TO service_role;


--
-- Name: FUNCTION check_in_safe(check_in_id uuid, code text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.check_in_safe(check_in_id uuid, code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_in_safe(check_in_id uuid, code text) TO authenticated;
GRANT ALL ON FUNCTION public.check_in_safe(check_in_id uuid, code text) TO service_role;


--
-- Name: FUNCTION claim_billing_event(event_id text, event_type text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.claim_billing_event(event_id text, event_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_billing_event(event_id text, event_type text) TO service_role;


--
-- Name: FUNCTION claim_first_admin(target_user uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.claim_first_admin(target_user uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_first_admin(target_user uuid) TO service_role;


--
-- Name: TABLE notifications; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.notifications TO anon;
GRANT ALL ON TABLE public.notifications TO authenticated;
GRANT ALL ON TABLE public.notifications TO service_role;


--
-- Name: FUNCTION claim_sos_outbox(max_rows integer, lease_seconds integer, dispatcher text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.claim_sos_outbox(max_rows integer, lease_seconds integer, dispatcher text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_sos_outbox(max_rows integer, lease_seconds integer, dispatcher text) TO service_role;


--
-- Name: FUNCTION clear_drill_schedule(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.clear_drill_schedule() FROM PUBLIC;
GRANT ALL ON FUNCTION public.clear_drill_schedule() TO authenticated;
GRANT ALL ON FUNCTION public.clear_drill_schedule() TO service_role;


--
-- Name: FUNCTION create_family_invite(email text, relationship text, role public.family_role, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, access_expires_at timestamp with time zone, access_duration_hours integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.create_family_invite(email text, relationship text, role public.family_role, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, access_expires_at timestamp with time zone, access_duration_hours integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_family_invite(email text, relationship text, role public.family_role, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, access_expires_at timestamp with time zone, access_duration_hours integer) TO authenticated;
GRANT ALL ON FUNCTION public.create_family_invite(email text, relationship text, role public.family_role, receive_sos_alerts boolean, location_access public.location_access, view_medical boolean, view_device_status boolean, view_activity boolean, access_expires_at timestamp with time zone, access_duration_hours integer) TO service_role;


--
-- Name: FUNCTION decline_family_invite(token text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.decline_family_invite(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.decline_family_invite(token text) TO anon;
GRANT ALL ON FUNCTION public.decline_family_invite(token text) TO authenticated;
GRANT ALL ON FUNCTION public.decline_family_invite(token text) TO service_role;


--
-- Name: FUNCTION device_reading_series(device uuid, period_from timestamp with time zone, bucket_seconds integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.device_reading_series(device uuid, period_from timestamp with time zone, bucket_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.device_reading_series(device uuid, period_from timestamp with time zone, bucket_seconds integer) TO authenticated;
GRANT ALL ON FUNCTION public.device_reading_series(device uuid, period_from timestamp with time zone, bucket_seconds integer) TO service_role;


--
-- Name: FUNCTION drill_minutes(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.drill_minutes() FROM PUBLIC;
GRANT ALL ON FUNCTION public.drill_minutes() TO authenticated;
GRANT ALL ON FUNCTION public.drill_minutes() TO service_role;


--
-- Name: FUNCTION emergency_contact_limit(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.emergency_contact_limit() TO anon;
GRANT ALL ON FUNCTION public.emergency_contact_limit() TO authenticated;
GRANT ALL ON FUNCTION public.emergency_contact_limit() TO service_role;


--
-- Name: FUNCTION end_sos(event_id uuid, outcome public.sos_status, note text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.end_sos(event_id uuid, outcome public.sos_status, note text) TO anon;
GRANT ALL ON FUNCTION public.end_sos(event_id uuid, outcome public.sos_status, note text) TO authenticated;
GRANT ALL ON FUNCTION public.end_sos(event_id uuid, outcome public.sos_status, note text) TO service_role;


--
-- Name: FUNCTION enforce_emergency_contact_limit(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.enforce_emergency_contact_limit() TO anon;
GRANT ALL ON FUNCTION public.enforce_emergency_contact_limit() TO authenticated;
GRANT ALL ON FUNCTION public.enforce_emergency_contact_limit() TO service_role;


--
-- Name: FUNCTION extend_check_in(check_in_id uuid, minutes integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.extend_check_in(check_in_id uuid, minutes integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.extend_check_in(check_in_id uuid, minutes integer) TO authenticated;
GRANT ALL ON FUNCTION public.extend_check_in(check_in_id uuid, minutes integer) TO service_role;


--
-- Name: FUNCTION family_invite_proves_email(token text, email text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.family_invite_proves_email(token text, email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.family_invite_proves_email(token text, email text) TO service_role;


--
-- Name: FUNCTION family_link_has_expired(link_expires_at timestamp with time zone); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.family_link_has_expired(link_expires_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.family_link_has_expired(link_expires_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.family_link_has_expired(link_expires_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION family_link_is_live(link_status public.family_link_status, link_expires_at timestamp with time zone); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.family_link_is_live(link_status public.family_link_status, link_expires_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION finish_emergency_contact_message(message_id uuid, delivered boolean, detail text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.finish_emergency_contact_message(message_id uuid, delivered boolean, detail text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_emergency_contact_message(message_id uuid, delivered boolean, detail text) TO service_role;


--
-- Name: FUNCTION get_linked_profiles(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.get_linked_profiles() TO anon;
GRANT ALL ON FUNCTION public.get_linked_profiles() TO authenticated;
GRANT ALL ON FUNCTION public.get_linked_profiles() TO service_role;


--
-- Name: FUNCTION get_looked_after_members(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.get_looked_after_members() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_looked_after_members() TO authenticated;
GRANT ALL ON FUNCTION public.get_looked_after_members() TO service_role;


--
-- Name: TABLE medical_profiles; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.medical_profiles TO anon;
GRANT ALL ON TABLE public.medical_profiles TO authenticated;
GRANT ALL ON TABLE public.medical_profiles TO service_role;


--
-- Name: FUNCTION get_member_medical_profile(member uuid); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.get_member_medical_profile(member uuid) TO anon;
GRANT ALL ON FUNCTION public.get_member_medical_profile(member uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_member_medical_profile(member uuid) TO service_role;


--
-- Name: FUNCTION get_my_access_log(period_from timestamp with time zone, period_to timestamp with time zone, page_limit integer, page_offset integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.get_my_access_log(period_from timestamp with time zone, period_to timestamp with time zone, page_limit integer, page_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_my_access_log(period_from timestamp with time zone, period_to timestamp with time zone, page_limit integer, page_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.get_my_access_log(period_from timestamp with time zone, period_to timestamp with time zone, page_limit integer, page_offset integer) TO service_role;


--
-- Name: TABLE sos_locations; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.sos_locations TO anon;
GRANT ALL ON TABLE public.sos_locations TO authenticated;
GRANT ALL ON TABLE public.sos_locations TO service_role;


--
-- Name: FUNCTION get_sos_location(event_id uuid); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.get_sos_location(event_id uuid) TO anon;
GRANT ALL ON FUNCTION public.get_sos_location(event_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_sos_location(event_id uuid) TO service_role;


--
-- Name: FUNCTION get_sos_trail(event_id uuid); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.get_sos_trail(event_id uuid) TO anon;
GRANT ALL ON FUNCTION public.get_sos_trail(event_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_sos_trail(event_id uuid) TO service_role;


--
-- Name: FUNCTION guard_family_invite_write(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.guard_family_invite_write() TO anon;
GRANT ALL ON FUNCTION public.guard_family_invite_write() TO authenticated;
GRANT ALL ON FUNCTION public.guard_family_invite_write() TO service_role;


--
-- Name: FUNCTION guard_family_link_update(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.guard_family_link_update() TO anon;
GRANT ALL ON FUNCTION public.guard_family_link_update() TO authenticated;
GRANT ALL ON FUNCTION public.guard_family_link_update() TO service_role;


--
-- Name: FUNCTION guard_notification_update(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.guard_notification_update() TO anon;
GRANT ALL ON FUNCTION public.guard_notification_update() TO authenticated;
GRANT ALL ON FUNCTION public.guard_notification_update() TO service_role;


--
-- Name: FUNCTION guard_profile_role(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.guard_profile_role() TO anon;
GRANT ALL ON FUNCTION public.guard_profile_role() TO authenticated;
GRANT ALL ON FUNCTION public.guard_profile_role() TO service_role;


--
-- Name: FUNCTION handle_new_user(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.handle_new_user() TO anon;
GRANT ALL ON FUNCTION public.handle_new_user() TO authenticated;
GRANT ALL ON FUNCTION public.handle_new_user() TO service_role;


--
-- Name: FUNCTION has_check_in_codes(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.has_check_in_codes() FROM PUBLIC;
GRANT ALL ON FUNCTION public.has_check_in_codes() TO authenticated;
GRANT ALL ON FUNCTION public.has_check_in_codes() TO service_role;


--
-- Name: FUNCTION has_family_permission(member uuid, permission text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.has_family_permission(member uuid, permission text) TO anon;
GRANT ALL ON FUNCTION public.has_family_permission(member uuid, permission text) TO authenticated;
GRANT ALL ON FUNCTION public.has_family_permission(member uuid, permission text) TO service_role;


--
-- Name: FUNCTION hash_invite_token(token text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.hash_invite_token(token text) TO anon;
GRANT ALL ON FUNCTION public.hash_invite_token(token text) TO authenticated;
GRANT ALL ON FUNCTION public.hash_invite_token(token text) TO service_role;


--
-- Name: FUNCTION is_admin(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.is_admin() TO anon;
GRANT ALL ON FUNCTION public.is_admin() TO authenticated;
GRANT ALL ON FUNCTION public.is_admin() TO service_role;


--
-- Name: FUNCTION is_trusted_role(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.is_trusted_role() TO anon;
GRANT ALL ON FUNCTION public.is_trusted_role() TO authenticated;
GRANT ALL ON FUNCTION public.is_trusted_role() TO service_role;


--
-- Name: FUNCTION list_my_family_links(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.list_my_family_links() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_my_family_links() TO authenticated;
GRANT ALL ON FUNCTION public.list_my_family_links() TO service_role;


--
-- Name: TABLE push_subscriptions; Type: ACL; Schema: public
--

GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,TRUNCATE ON TABLE public.push_subscriptions TO authenticated;
GRANT ALL ON TABLE public.push_subscriptions TO service_role;


--
-- Name: FUNCTION list_push_subscriptions(recipient uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.list_push_subscriptions(recipient uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_push_subscriptions(recipient uuid) TO service_role;


--
-- Name: FUNCTION move_catalogue_item(kind text, item uuid, direction text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.move_catalogue_item(kind text, item uuid, direction text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.move_catalogue_item(kind text, item uuid, direction text) TO authenticated;
GRANT ALL ON FUNCTION public.move_catalogue_item(kind text, item uuid, direction text) TO service_role;


--
-- Name: FUNCTION my_sos_alert_links(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.my_sos_alert_links() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_sos_alert_links() TO authenticated;
GRANT ALL ON FUNCTION public.my_sos_alert_links() TO service_role;


--
-- Name: FUNCTION next_sos_outbox_due(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.next_sos_outbox_due() FROM PUBLIC;
GRANT ALL ON FUNCTION public.next_sos_outbox_due() TO service_role;


--
-- Name: FUNCTION note_family_invite_mailed(token text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.note_family_invite_mailed(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.note_family_invite_mailed(token text) TO service_role;


--
-- Name: TABLE status_incidents; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.status_incidents TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.status_incidents TO authenticated;
GRANT ALL ON TABLE public.status_incidents TO service_role;


--
-- Name: FUNCTION open_status_incident(title text, impact text, components text[], body text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.open_status_incident(title text, impact text, components text[], body text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.open_status_incident(title text, impact text, components text[], body text) TO authenticated;
GRANT ALL ON FUNCTION public.open_status_incident(title text, impact text, components text[], body text) TO service_role;


--
-- Name: TABLE status_incident_updates; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.status_incident_updates TO anon;
GRANT SELECT,REFERENCES,TRIGGER,TRUNCATE ON TABLE public.status_incident_updates TO authenticated;
GRANT ALL ON TABLE public.status_incident_updates TO service_role;


--
-- Name: FUNCTION post_status_incident_update(incident_id uuid, status text, body text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.post_status_incident_update(incident_id uuid, status text, body text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.post_status_incident_update(incident_id uuid, status text, body text) TO authenticated;
GRANT ALL ON FUNCTION public.post_status_incident_update(incident_id uuid, status text, body text) TO service_role;


--
-- Name: FUNCTION preview_emergency_contact_consent(token text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.preview_emergency_contact_consent(token text) TO anon;
GRANT ALL ON FUNCTION public.preview_emergency_contact_consent(token text) TO authenticated;
GRANT ALL ON FUNCTION public.preview_emergency_contact_consent(token text) TO service_role;


--
-- Name: FUNCTION preview_family_invite(token text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.preview_family_invite(token text) TO anon;
GRANT ALL ON FUNCTION public.preview_family_invite(token text) TO authenticated;
GRANT ALL ON FUNCTION public.preview_family_invite(token text) TO service_role;


--
-- Name: FUNCTION protection_check(member uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.protection_check(member uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.protection_check(member uuid) TO authenticated;
GRANT ALL ON FUNCTION public.protection_check(member uuid) TO service_role;


--
-- Name: FUNCTION queue_family_sos_alerts(max_events integer, only_event uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.queue_family_sos_alerts(max_events integer, only_event uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_family_sos_alerts(max_events integer, only_event uuid) TO service_role;


--
-- Name: FUNCTION raise_sos(client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.raise_sos(client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer) TO anon;
GRANT ALL ON FUNCTION public.raise_sos(client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer) TO authenticated;
GRANT ALL ON FUNCTION public.raise_sos(client_request_id text, source public.sos_source, latitude double precision, longitude double precision, accuracy real, battery integer, heart_rate integer) TO service_role;


--
-- Name: FUNCTION record_admin_setup_failure(target_user uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.record_admin_setup_failure(target_user uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_admin_setup_failure(target_user uuid) TO service_role;


--
-- Name: TABLE contact_message_replies; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.contact_message_replies TO authenticated;
GRANT ALL ON TABLE public.contact_message_replies TO service_role;


--
-- Name: FUNCTION record_contact_reply(message_id uuid, body text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.record_contact_reply(message_id uuid, body text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_contact_reply(message_id uuid, body text) TO authenticated;
GRANT ALL ON FUNCTION public.record_contact_reply(message_id uuid, body text) TO service_role;


--
-- Name: FUNCTION record_push_result(subscription_id uuid, result text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.record_push_result(subscription_id uuid, result text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_push_result(subscription_id uuid, result text) TO service_role;


--
-- Name: FUNCTION record_registration(member uuid, p jsonb); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.record_registration(member uuid, p jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_registration(member uuid, p jsonb) TO service_role;


--
-- Name: FUNCTION record_sos_delivery(notification_id uuid, lease uuid, outcome text, subject text, message text, failure text, retry_at timestamp with time zone); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.record_sos_delivery(notification_id uuid, lease uuid, outcome text, subject text, message text, failure text, retry_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_sos_delivery(notification_id uuid, lease uuid, outcome text, subject text, message text, failure text, retry_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION release_billing_event(event_id text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.release_billing_event(event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_billing_event(event_id text) TO service_role;


--
-- Name: FUNCTION reorder_emergency_contacts(contact_ids uuid[]); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.reorder_emergency_contacts(contact_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reorder_emergency_contacts(contact_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.reorder_emergency_contacts(contact_ids uuid[]) TO service_role;


--
-- Name: FUNCTION resend_family_invite(invite_id uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.resend_family_invite(invite_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resend_family_invite(invite_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.resend_family_invite(invite_id uuid) TO service_role;


--
-- Name: FUNCTION run_check_in_watch(max_rows integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.run_check_in_watch(max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_check_in_watch(max_rows integer) TO service_role;


--
-- Name: FUNCTION run_drill_watch(max_rows integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.run_drill_watch(max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_drill_watch(max_rows integer) TO service_role;


--
-- Name: FUNCTION run_protection_digest(max_rows integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.run_protection_digest(max_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_protection_digest(max_rows integer) TO service_role;


--
-- Name: FUNCTION run_silence_watch(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.run_silence_watch() FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_silence_watch() TO service_role;


--
-- Name: FUNCTION run_status_probe(website_ok boolean, website_ms integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.run_status_probe(website_ok boolean, website_ms integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_status_probe(website_ok boolean, website_ms integer) TO service_role;


--
-- Name: FUNCTION save_push_subscription(endpoint text, p256dh text, auth text, user_agent text, language public.language_code); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text, user_agent text, language public.language_code) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text, user_agent text, language public.language_code) TO authenticated;
GRANT ALL ON FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text, user_agent text, language public.language_code) TO service_role;


--
-- Name: FUNCTION set_check_in_codes(safe_code text, duress_code text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.set_check_in_codes(safe_code text, duress_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_check_in_codes(safe_code text, duress_code text) TO authenticated;
GRANT ALL ON FUNCTION public.set_check_in_codes(safe_code text, duress_code text) TO service_role;


--
-- Name: TABLE drill_schedules; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.drill_schedules TO anon;
GRANT ALL ON TABLE public.drill_schedules TO authenticated;
GRANT ALL ON TABLE public.drill_schedules TO service_role;


--
-- Name: FUNCTION set_drill_schedule(day_of_month integer, hour integer, time_zone text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.set_drill_schedule(day_of_month integer, hour integer, time_zone text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_drill_schedule(day_of_month integer, hour integer, time_zone text) TO authenticated;
GRANT ALL ON FUNCTION public.set_drill_schedule(day_of_month integer, hour integer, time_zone text) TO service_role;


--
-- Name: FUNCTION set_updated_at(); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.set_updated_at() TO anon;
GRANT ALL ON FUNCTION public.set_updated_at() TO authenticated;
GRANT ALL ON FUNCTION public.set_updated_at() TO service_role;


--
-- Name: FUNCTION setup_status_probe(member_id uuid, family_id uuid, contact_email text, contact_phone text, push_endpoint text, push_p256dh text, push_auth text, interval_seconds integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.setup_status_probe(member_id uuid, family_id uuid, contact_email text, contact_phone text, push_endpoint text, push_p256dh text, push_auth text, interval_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.setup_status_probe(member_id uuid, family_id uuid, contact_email text, contact_phone text, push_endpoint text, push_p256dh text, push_auth text, interval_seconds integer) TO service_role;


--
-- Name: FUNCTION skip_next_drill(skip boolean); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.skip_next_drill(skip boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.skip_next_drill(skip boolean) TO authenticated;
GRANT ALL ON FUNCTION public.skip_next_drill(skip boolean) TO service_role;


--
-- Name: FUNCTION sos_alert_recipients(member uuid); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.sos_alert_recipients(member uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.sos_alert_recipients(member uuid) TO authenticated;
GRANT ALL ON FUNCTION public.sos_alert_recipients(member uuid) TO service_role;


--
-- Name: FUNCTION sos_dispatcher_heartbeat(dispatcher text, since timestamp with time zone); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.sos_dispatcher_heartbeat(dispatcher text, since timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.sos_dispatcher_heartbeat(dispatcher text, since timestamp with time zone) TO service_role;


--
-- Name: FUNCTION sos_topic_member(topic text, kind text); Type: ACL; Schema: public
--

GRANT ALL ON FUNCTION public.sos_topic_member(topic text, kind text) TO anon;
GRANT ALL ON FUNCTION public.sos_topic_member(topic text, kind text) TO authenticated;
GRANT ALL ON FUNCTION public.sos_topic_member(topic text, kind text) TO service_role;


--
-- Name: FUNCTION start_check_in(client_request_id text, due_at timestamp with time zone, grace_minutes integer, contact_ids uuid[], family_ids uuid[], note text, latitude double precision, longitude double precision, accuracy real); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.start_check_in(client_request_id text, due_at timestamp with time zone, grace_minutes integer, contact_ids uuid[], family_ids uuid[], note text, latitude double precision, longitude double precision, accuracy real) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_check_in(client_request_id text, due_at timestamp with time zone, grace_minutes integer, contact_ids uuid[], family_ids uuid[], note text, latitude double precision, longitude double precision, accuracy real) TO authenticated;
GRANT ALL ON FUNCTION public.start_check_in(client_request_id text, due_at timestamp with time zone, grace_minutes integer, contact_ids uuid[], family_ids uuid[], note text, latitude double precision, longitude double precision, accuracy real) TO service_role;


--
-- Name: FUNCTION status_summary(); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.status_summary() FROM PUBLIC;
GRANT ALL ON FUNCTION public.status_summary() TO anon;
GRANT ALL ON FUNCTION public.status_summary() TO authenticated;
GRANT ALL ON FUNCTION public.status_summary() TO service_role;


--
-- Name: FUNCTION submit_contact_message(sender_name text, sender_email text, message_subject text, message_body text, message_language public.language_code, sender_user_id uuid, sender_ip_hash text); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.submit_contact_message(sender_name text, sender_email text, message_subject text, message_body text, message_language public.language_code, sender_user_id uuid, sender_ip_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_contact_message(sender_name text, sender_email text, message_subject text, message_body text, message_language public.language_code, sender_user_id uuid, sender_ip_hash text) TO service_role;


--
-- Name: FUNCTION sync_billing_subscription(s jsonb); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.sync_billing_subscription(s jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.sync_billing_subscription(s jsonb) TO service_role;


--
-- Name: FUNCTION take_over_sos_dispatcher(dispatcher text, stale_seconds integer); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.take_over_sos_dispatcher(dispatcher text, stale_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.take_over_sos_dispatcher(dispatcher text, stale_seconds integer) TO service_role;


--
-- Name: FUNCTION update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real); Type: ACL; Schema: public
--

REVOKE ALL ON FUNCTION public.update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real) FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real) TO authenticated;
GRANT ALL ON FUNCTION public.update_check_in_position(check_in_id uuid, latitude double precision, longitude double precision, accuracy real) TO service_role;


--
-- Name: TABLE access_log; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.access_log TO anon;
GRANT ALL ON TABLE public.access_log TO authenticated;
GRANT ALL ON TABLE public.access_log TO service_role;


--
-- Name: SEQUENCE access_log_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.access_log_id_seq TO anon;
GRANT ALL ON SEQUENCE public.access_log_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.access_log_id_seq TO service_role;


--
-- Name: TABLE admin_audit; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.admin_audit TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.admin_audit TO authenticated;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.admin_audit TO service_role;


--
-- Name: SEQUENCE admin_audit_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.admin_audit_id_seq TO anon;
GRANT ALL ON SEQUENCE public.admin_audit_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.admin_audit_id_seq TO service_role;


--
-- Name: TABLE billing_customers; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.billing_customers TO anon;
GRANT ALL ON TABLE public.billing_customers TO authenticated;
GRANT ALL ON TABLE public.billing_customers TO service_role;


--
-- Name: TABLE chat_messages; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.chat_messages TO anon;
GRANT ALL ON TABLE public.chat_messages TO authenticated;
GRANT ALL ON TABLE public.chat_messages TO service_role;


--
-- Name: SEQUENCE chat_messages_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.chat_messages_id_seq TO anon;
GRANT ALL ON SEQUENCE public.chat_messages_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.chat_messages_id_seq TO service_role;


--
-- Name: TABLE chat_sessions; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.chat_sessions TO anon;
GRANT ALL ON TABLE public.chat_sessions TO authenticated;
GRANT ALL ON TABLE public.chat_sessions TO service_role;


--
-- Name: TABLE contact_messages; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.contact_messages TO anon;
GRANT ALL ON TABLE public.contact_messages TO authenticated;
GRANT ALL ON TABLE public.contact_messages TO service_role;


--
-- Name: TABLE device_readings; Type: ACL; Schema: public
--

GRANT SELECT,INSERT,REFERENCES,TRIGGER ON TABLE public.device_readings TO authenticated;
GRANT ALL ON TABLE public.device_readings TO service_role;


--
-- Name: SEQUENCE device_readings_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.device_readings_id_seq TO anon;
GRANT ALL ON SEQUENCE public.device_readings_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.device_readings_id_seq TO service_role;


--
-- Name: TABLE devices; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.devices TO anon;
GRANT ALL ON TABLE public.devices TO authenticated;
GRANT ALL ON TABLE public.devices TO service_role;


--
-- Name: TABLE emergency_contact_messages; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.emergency_contact_messages TO authenticated;
GRANT ALL ON TABLE public.emergency_contact_messages TO service_role;


--
-- Name: TABLE orders; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.orders TO anon;
GRANT ALL ON TABLE public.orders TO authenticated;
GRANT ALL ON TABLE public.orders TO service_role;


--
-- Name: TABLE products; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.products TO anon;
GRANT ALL ON TABLE public.products TO authenticated;
GRANT ALL ON TABLE public.products TO service_role;


--
-- Name: TABLE profiles; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.profiles TO anon;
GRANT ALL ON TABLE public.profiles TO authenticated;
GRANT ALL ON TABLE public.profiles TO service_role;


--
-- Name: TABLE protection_digests; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.protection_digests TO service_role;


--
-- Name: TABLE questionnaire_responses; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.questionnaire_responses TO anon;
GRANT ALL ON TABLE public.questionnaire_responses TO authenticated;
GRANT ALL ON TABLE public.questionnaire_responses TO service_role;


--
-- Name: TABLE regional_services; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.regional_services TO anon;
GRANT ALL ON TABLE public.regional_services TO authenticated;
GRANT ALL ON TABLE public.regional_services TO service_role;


--
-- Name: TABLE registrations; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.registrations TO anon;
GRANT ALL ON TABLE public.registrations TO authenticated;
GRANT ALL ON TABLE public.registrations TO service_role;


--
-- Name: TABLE site_content; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.site_content TO anon;
GRANT ALL ON TABLE public.site_content TO authenticated;
GRANT ALL ON TABLE public.site_content TO service_role;


--
-- Name: TABLE site_content_versions; Type: ACL; Schema: public
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.site_content_versions TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.site_content_versions TO authenticated;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.site_content_versions TO service_role;


--
-- Name: SEQUENCE site_content_versions_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.site_content_versions_id_seq TO anon;
GRANT ALL ON SEQUENCE public.site_content_versions_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.site_content_versions_id_seq TO service_role;


--
-- Name: TABLE sos_dispatchers; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.sos_dispatchers TO anon;
GRANT ALL ON TABLE public.sos_dispatchers TO authenticated;
GRANT ALL ON TABLE public.sos_dispatchers TO service_role;


--
-- Name: TABLE sos_limits; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.sos_limits TO anon;
GRANT ALL ON TABLE public.sos_limits TO authenticated;
GRANT ALL ON TABLE public.sos_limits TO service_role;


--
-- Name: SEQUENCE sos_locations_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.sos_locations_id_seq TO anon;
GRANT ALL ON SEQUENCE public.sos_locations_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.sos_locations_id_seq TO service_role;


--
-- Name: TABLE sos_preferences; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.sos_preferences TO anon;
GRANT ALL ON TABLE public.sos_preferences TO authenticated;
GRANT ALL ON TABLE public.sos_preferences TO service_role;


--
-- Name: TABLE sos_timeline; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.sos_timeline TO anon;
GRANT ALL ON TABLE public.sos_timeline TO authenticated;
GRANT ALL ON TABLE public.sos_timeline TO service_role;


--
-- Name: SEQUENCE sos_timeline_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.sos_timeline_id_seq TO anon;
GRANT ALL ON SEQUENCE public.sos_timeline_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.sos_timeline_id_seq TO service_role;


--
-- Name: TABLE status_checks; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.status_checks TO anon;
GRANT ALL ON TABLE public.status_checks TO authenticated;
GRANT ALL ON TABLE public.status_checks TO service_role;


--
-- Name: SEQUENCE status_checks_id_seq; Type: ACL; Schema: public
--

GRANT ALL ON SEQUENCE public.status_checks_id_seq TO anon;
GRANT ALL ON SEQUENCE public.status_checks_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.status_checks_id_seq TO service_role;


--
-- Name: TABLE subscription_plans; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.subscription_plans TO anon;
GRANT ALL ON TABLE public.subscription_plans TO authenticated;
GRANT ALL ON TABLE public.subscription_plans TO service_role;


--
-- Name: TABLE subscriptions; Type: ACL; Schema: public
--

GRANT ALL ON TABLE public.subscriptions TO anon;
GRANT ALL ON TABLE public.subscriptions TO authenticated;
GRANT ALL ON TABLE public.subscriptions TO service_role;
