/**
 * SEED: local development, tests and demos ONLY.
 *
 * Run on a fresh local database after the migrations (packages/supabase-local, `npm run db:reset`,
 * `supabase db reset`). It NEVER runs in production: hosted projects get the catalogue through the
 * admin dashboard, and the demo accounts below have a published password. Do not `psql -f` this
 * file against a hosted database.
 *
 * Every insert is `on conflict do nothing`, so running it twice changes nothing.
 * Fixed ids let tests and docs refer to rows:
 *   member@example.com  11111111-1111-4111-8111-111111111111  Premium Protection, 2 contacts, medical profile, pendant
 *   family@example.com  22222222-2222-4222-8222-222222222222  linked to the member with every permission
 *   admin@example.com   33333333-3333-4333-8333-333333333333  role admin, TOTP factor (secret below)
 * Password of all three: Password123!
 */

/**
 * CATALOGUE: plans (EUR, monthly). max_emergency_contacts: 5 on the family plans and the core plan
 * (docs/product.md#rules, docs/product.md#limits-and-constants), 5 on the higher tiers, 3 on Personal Account; Family Sharing is an add-on billed per
 * extra family member, so it grants 1 and the member's base plan decides (the highest limit wins).
 *
 * TRANSLATIONS (all three catalogue inserts): Dutch and Spanish description and features for /nl
 * and /es, in "u" and "usted" (docs/product.md#data: a missing text shows English). Names are
 * translated where the rest of the product uses a translated name: the pendant ("ICE SOS
 * Bluetooth-hanger", "Colgante Bluetooth ICE SOS", as the pendant page's messages call it) and the
 * Spain call centre, which has one name per language everywhere ("Meldkamer Spanje", "Central de
 * Atención España"). The global plans keep their English names, which are brand names: billing,
 * invoices, the member area and the message files show them as they are. The same texts reach
 * existing databases through migration 20261129000300_catalogue_translations.sql; keep both in
 * step (supabase/tests/data-model/catalogue-translations.test.ts compares them).
 */
insert into public.subscription_plans
  (id, name, description, price, currency, billing_interval, features, sort_order, is_popular, is_active, region, max_emergency_contacts, translations)
values
  ('b0000000-0000-4000-8000-000000000001', 'Personal Account',
   'One-tap SOS and emergency contacts for one person.',
   1.99, 'EUR', 'month',
   '["One-tap SOS with GPS sharing", "Up to 3 emergency contacts by e-mail and SMS", "Medical profile for responders", "Emma assistant in English, Dutch and Spanish", "SOS history with a full timeline"]',
   1, false, true, 'global', 3,
   '{
     "nl": {"description": "SOS met één tik en noodcontacten voor één persoon.", "features": ["SOS met één tik en gedeelde gps-locatie", "Tot 3 noodcontacten via e-mail en sms", "Medisch profiel voor hulpverleners", "Assistent Emma in het Engels, Nederlands en Spaans", "SOS-geschiedenis met een volledige tijdlijn"]},
     "es": {"description": "SOS con un toque y contactos de emergencia para una persona.", "features": ["SOS con un toque y ubicación GPS compartida", "Hasta 3 contactos de emergencia por correo electrónico y SMS", "Perfil médico para los servicios de emergencia", "La asistente Emma en inglés, neerlandés y español", "Historial de SOS con la cronología completa"]}
   }'),
  ('b0000000-0000-4000-8000-000000000002', 'Premium Protection',
   'Our core plan: SOS, family and carer access, and the pendant.',
   4.99, 'EUR', 'month',
   '["Everything in Personal Account", "Up to 5 emergency contacts", "Family and carer access with granular permissions", "Location shared with family during an SOS", "ICE SOS Bluetooth Pendant support", "Test alerts with delivery receipts"]',
   2, true, true, 'global', 5,
   '{
     "nl": {"description": "Ons belangrijkste abonnement: SOS, toegang voor familie en mantelzorgers, en de hanger.", "features": ["Alles uit Personal Account", "Tot 5 noodcontacten", "Toegang voor familie en mantelzorgers, met rechten per onderdeel", "Locatie gedeeld met familie tijdens een SOS", "Werkt met de ICE SOS Bluetooth-hanger", "Testmeldingen met ontvangstbewijs"]},
     "es": {"description": "Nuestro plan principal: SOS, acceso para familiares y cuidadores, y el colgante.", "features": ["Todo lo incluido en Personal Account", "Hasta 5 contactos de emergencia", "Acceso para familiares y cuidadores con permisos detallados", "Ubicación compartida con la familia durante un SOS", "Compatible con el colgante Bluetooth ICE SOS", "Alertas de prueba con recibo de entrega"]}
   }'),
  ('b0000000-0000-4000-8000-000000000003', 'Family Connection',
   'Keep your family in the loop when it matters.',
   2.99, 'EUR', 'month',
   '["Connect family members and carers", "Choose what each person may see", "Real-time SOS alerts for family", "Up to 5 emergency contacts", "Location only as you allow it"]',
   3, false, true, 'global', 5,
   '{
     "nl": {"description": "Houd uw familie op de hoogte wanneer het ertoe doet.", "features": ["Verbind familieleden en mantelzorgers", "Bepaal per persoon wat die mag zien", "Directe SOS-meldingen voor familie", "Tot 5 noodcontacten", "Locatie alleen zoals u die toestaat"]},
     "es": {"description": "Mantenga informada a su familia cuando más importa.", "features": ["Conecte a familiares y cuidadores", "Elija qué puede ver cada persona", "Alertas SOS en tiempo real para la familia", "Hasta 5 contactos de emergencia", "Ubicación solo como usted lo permita"]}
   }'),
  ('b0000000-0000-4000-8000-000000000004', 'Family Sharing',
   'Add another family member or carer to your plan, per extra person.',
   0.99, 'EUR', 'month',
   '["One more family member or carer", "Their own alerts and permissions", "Billed per extra family member", "Cancel with 30 days'' notice"]',
   4, false, true, 'global', 1,
   '{
     "nl": {"description": "Voeg nog een familielid of mantelzorger toe aan uw abonnement, per extra persoon.", "features": ["Eén extra familielid of mantelzorger", "Met eigen meldingen en rechten", "Gefactureerd per extra familielid", "Opzeggen met 30 dagen opzegtermijn"]},
     "es": {"description": "Añada otro familiar o cuidador a su plan, por cada persona adicional.", "features": ["Un familiar o cuidador más", "Con sus propias alertas y permisos", "Se factura por cada familiar adicional", "Cancelación con 30 días de preaviso"]}
   }'),
  ('b0000000-0000-4000-8000-000000000005', 'Guardian Wellness',
   'Protection plus everyday wellbeing with Emma and the pendant.',
   7.99, 'EUR', 'month',
   '["Everything in Premium Protection", "Heart rate from the pendant", "Wellness check-ins with Emma", "Reminders for medication and appointments", "Priority support"]',
   5, false, true, 'global', 5,
   '{
     "nl": {"description": "Bescherming plus dagelijks welzijn met Emma en de hanger.", "features": ["Alles uit Premium Protection", "Hartslag via de hanger", "Welzijnscontroles met Emma", "Herinneringen voor medicijnen en afspraken", "Ondersteuning met voorrang"]},
     "es": {"description": "Protección y bienestar en el día a día con Emma y el colgante.", "features": ["Todo lo incluido en Premium Protection", "Ritmo cardíaco desde el colgante", "Controles de bienestar con Emma", "Recordatorios de medicación y citas", "Asistencia prioritaria"]}
   }'),
  ('b0000000-0000-4000-8000-000000000006', 'Call Centre Spain',
   'A professional call centre in Spain answers your SOS, day and night.',
   24.99, 'EUR', 'month',
   '["24/7 call centre, 365 days a year", "Operators speak English and Spanish", "Calls are recorded", "Connects you to emergency services on 112", "Sees your location while your SOS is open", "Up to 5 emergency contacts"]',
   6, false, true, 'es', 5,
   '{
     "nl": {"name": "Meldkamer Spanje", "description": "Een professionele meldkamer in Spanje beantwoordt uw SOS, dag en nacht.", "features": ["Meldkamer 24/7, 365 dagen per jaar", "Medewerkers spreken Engels en Spaans", "Gesprekken worden opgenomen", "Verbindt u door met de hulpdiensten via 112", "Ziet uw locatie zolang uw SOS openstaat", "Tot 5 noodcontacten"]},
     "es": {"name": "Central de Atención España", "description": "Una central de atención profesional en España atiende su SOS, de día y de noche.", "features": ["Central de atención 24/7, los 365 días del año", "Los operadores hablan inglés y español", "Las llamadas se graban", "Le conecta con los servicios de emergencia a través del 112", "Ve su ubicación mientras su SOS está abierto", "Hasta 5 contactos de emergencia"]}
   }')
on conflict (id) do nothing;

/** CATALOGUE: the pendant (docs/product.md#limits-and-constants: range up to 100 m, 7-day battery, 1-year warranty, non-refundable). */
insert into public.products
  (id, name, description, price, currency, status, coming_soon_url, features, inventory_count, sort_order, translations)
values
  ('c0000000-0000-4000-8000-000000000001', 'ICE SOS Bluetooth Pendant',
   'A wearable SOS button that pairs with the ICE SOS app over Bluetooth. One-time purchase with a 1-year warranty; hardware is non-refundable.',
   49.99, 'EUR', 'active', null,
   '["One-press SOS button", "Bluetooth range up to 100 m", "Battery lasts up to 7 days", "Heart rate monitoring", "Battery level shown in the app", "Pairs with the ICE SOS app on your phone", "Alerts your family and emergency contacts", "1-year warranty"]',
   250, 1,
   '{
     "nl": {"name": "ICE SOS Bluetooth-hanger", "description": "Een draagbare SOS-knop die via Bluetooth koppelt met de ICE SOS-app. Eenmalige aankoop met 1 jaar garantie; de hardware wordt niet terugbetaald.", "features": ["SOS-knop: één keer drukken is genoeg", "Bluetoothbereik tot 100 m", "Batterij gaat tot 7 dagen mee", "Hartslagmeting", "Batterijniveau zichtbaar in de app", "Koppelt met de ICE SOS-app op uw telefoon", "Waarschuwt uw familie en noodcontacten", "1 jaar garantie"]},
     "es": {"name": "Colgante Bluetooth ICE SOS", "description": "Un botón SOS que se lleva puesto y se vincula con la aplicación ICE SOS por Bluetooth. Compra única con 1 año de garantía; el hardware no es reembolsable.", "features": ["Botón SOS: basta con una pulsación", "Alcance Bluetooth de hasta 100 m", "La batería dura hasta 7 días", "Control del ritmo cardíaco", "Nivel de batería visible en la aplicación", "Se vincula con la aplicación ICE SOS de su teléfono", "Avisa a su familia y a sus contactos de emergencia", "1 año de garantía"]}
   }')
on conflict (id) do nothing;

/** CATALOGUE: the Spain call centre (docs/product.md#limits-and-constants). */
insert into public.regional_services
  (id, name, description, price, currency, region, features, is_active, sort_order, translations)
values
  ('d0000000-0000-4000-8000-000000000001', 'Call Centre Spain',
   'Professional emergency operators for members in Spain, in English and Spanish.',
   24.99, 'EUR', 'es',
   '["Available 24/7, 365 days a year", "English and Spanish speaking operators", "All calls are recorded", "Emergency number 112", "Sees your location while your SOS is open"]',
   true, 1,
   '{
     "nl": {"name": "Meldkamer Spanje", "description": "Professionele meldkamermedewerkers voor leden in Spanje, in het Engels en Spaans.", "features": ["24/7 bereikbaar, 365 dagen per jaar", "Engels- en Spaanstalige medewerkers", "Alle gesprekken worden opgenomen", "Alarmnummer 112", "Ziet uw locatie zolang uw SOS openstaat"]},
     "es": {"name": "Central de Atención España", "description": "Operadores de emergencias profesionales para miembros en España, en inglés y español.", "features": ["Disponible 24/7, los 365 días del año", "Operadores que hablan inglés y español", "Todas las llamadas se graban", "Número de emergencias 112", "Ve su ubicación mientras su SOS está abierto"]}
   }')
on conflict (id) do nothing;

/**
 * SITE CONTENT: the homepage app preview with the docs/product.md#data defaults, in English, plus
 * their Dutch and Spanish texts under "translations" (lib/site-content/app-preview.ts documents the shape), so
 * /nl and /es show the phone in their language out of the box. Saved as version 1
 * (20261124001400_site_content_versions.sql).
 */
insert into public.site_content (key, value)
values (
  'homepage_app_preview',
  '{
    "appName": "ICE SOS",
    "tagline": "Tap once for immediate help",
    "sosLabel": "Emergency SOS",
    "sosSubLabel": "Alerts your family and emergency contacts",
    "voiceLabel": "Voice OFF",
    "sosColor": "#16a34a",
    "primaryColor": "#dc2626",
    "showSettingsIcon": true,
    "enableBatteryCard": true,
    "enableHeartRateCard": false,
    "enableAiCard": false,
    "enableRemindersCard": false,
    "cards": [
      { "icon": "battery", "title": "Battery", "status": "88%", "description": "Pendant battery level" }
    ],
    "translations": {
      "nl": {
        "tagline": "Eén tik voor directe hulp",
        "sosLabel": "Nood-SOS",
        "sosSubLabel": "Waarschuwt uw familie en noodcontacten",
        "voiceLabel": "Spraak UIT",
        "cards": [{ "title": "Batterij", "description": "Batterijniveau van de hanger" }]
      },
      "es": {
        "tagline": "Un toque para recibir ayuda inmediata",
        "sosLabel": "SOS de emergencia",
        "sosSubLabel": "Avisa a su familia y a sus contactos de emergencia",
        "voiceLabel": "Voz DESACTIVADA",
        "cards": [{ "title": "Batería", "description": "Nivel de batería del colgante" }]
      }
    }
  }'
)
on conflict (key) do nothing;

/**
 * DEMO ACCOUNTS: written straight into auth.users and auth.identities with columns both the local
 * server and hosted GoTrue have. Token columns are '' (not null) because GoTrue cannot scan nulls
 * there. The bcrypt hash is of Password123! (cost 10). The profile rows come from the sign-up trigger.
 */
insert into auth.users
  (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
   confirmation_token, recovery_token, email_change, email_change_token_new, email_change_token_current,
   reauthentication_token, created_at, updated_at)
select
  u.id::uuid, 'authenticated', 'authenticated', u.email,
  '$2a$10$/P5fb5e696IhKs2wvpA3PO3VZGGJU8YW1NBTjeFsINrhLVtdn5lZ6',
  now(), '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name, 'preferred_language', u.lang),
  '', '', '', '', '', '', now(), now()
from (values
  ('11111111-1111-4111-8111-111111111111', 'member@example.com', 'Maria Lopez', 'en'),
  ('22222222-2222-4222-8222-222222222222', 'family@example.com', 'Daniel Lopez', 'en'),
  ('33333333-3333-4333-8333-333333333333', 'admin@example.com', 'Alex Morgan', 'en')
) as u (id, email, full_name, lang)
on conflict (id) do nothing;

-- Hosted GoTrue also reads auth.users.instance_id; the local server has no such column.
do $$
begin
  if exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id'
  ) then
    execute $sql$
      update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
      where id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
                   '33333333-3333-4333-8333-333333333333') and instance_id is null
    $sql$;
  end if;
end;
$$;

insert into auth.identities
  (id, provider, provider_id, user_id, identity_data, last_sign_in_at, created_at, updated_at)
select
  u.identity_id::uuid, 'email', u.id, u.id::uuid,
  jsonb_build_object('sub', u.id, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  now(), now(), now()
from (values
  ('e0000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'member@example.com'),
  ('e0000000-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'family@example.com'),
  ('e0000000-0000-4000-8000-000000000003', '33333333-3333-4333-8333-333333333333', 'admin@example.com')
) as u (identity_id, id, email)
on conflict do nothing;

-- Profiles exist through the sign-up trigger; fill in what a member would have entered.
update public.profiles set phone = '+34600000101', country = 'ES', date_of_birth = '1948-03-14',
  address = 'Calle Mayor 12, 03001 Alicante'
where user_id = '11111111-1111-4111-8111-111111111111' and phone is null;
update public.profiles set phone = '+34600000102', country = 'ES'
where user_id = '22222222-2222-4222-8222-222222222222' and phone is null;
update public.profiles set role = 'admin'
where user_id = '33333333-3333-4333-8333-333333333333';

/**
 * The admin's second factor: admin powers need an aal2 session (migration
 * 20261124000300_admin_requires_second_factor). A verified TOTP factor with a published secret,
 * so people and tests can still sign in with two commands: `npm run demo:totp` prints the current
 * code (README, "Local demo accounts"). scripts/support/demo-totp.ts reads the secret from here.
 */
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
values
  ('e1000000-0000-4000-8000-000000000003', '33333333-3333-4333-8333-333333333333', 'Demo authenticator',
   'totp', 'verified', 'W22YGGPAA4IWSUV75YWSHW6LPUPAFXCL', now(), now())
on conflict (id) do nothing;

/** The member: Premium Protection (active), two contacts who agreed, a medical profile and a pendant. */
insert into public.subscriptions
  (id, user_id, plan_id, status, current_period_start, current_period_end, provider, provider_reference)
values
  ('f0000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111',
   'b0000000-0000-4000-8000-000000000002', 'active', now(), now() + interval '1 month',
   'demo', 'demo_sub_member')
on conflict (id) do nothing;

insert into public.emergency_contacts (id, user_id, name, relationship, phone, email, language, priority, channels)
values
  ('f1000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111',
   'Carmen Lopez', 'Sister', '+34600000201', 'carmen@example.com', 'es', 1, '{email,sms}'),
  ('f1000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111',
   'Dr. Jan de Vries', 'GP', null, 'gp@example.org', 'nl', 2, '{email}')
on conflict (id) do nothing;

-- Both have agreed to be contacts (docs/product.md#emergency-contacts), as they would have through
-- their links: the demo member's set-up is complete, and its checklist says so.
update public.emergency_contact_consents set status = 'agreed', answered_at = now()
where contact_id in ('f1000000-0000-4000-8000-000000000001', 'f1000000-0000-4000-8000-000000000002')
  and status = 'pending';

insert into public.medical_profiles (user_id, blood_type, allergies, conditions, medications, notes)
values
  ('11111111-1111-4111-8111-111111111111', 'O+', '{Penicillin}', '{"Type 2 diabetes"}',
   '{"Metformin 500 mg twice daily"}', 'Reading glasses. Spare key with the neighbour at number 14.')
on conflict (user_id) do nothing;

insert into public.devices (id, user_id, kind, name, hardware_id, last_connected_at, battery, last_heart_rate)
values
  ('f3000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'pendant',
   'ICE SOS Pendant', 'demo-pendant-0001', now() - interval '2 hours', 88, 72)
on conflict (id) do nothing;

/** The family account: linked to the member, active, with every permission. */
insert into public.family_links
  (id, member_id, family_member_id, relationship, role, status, receive_sos_alerts, location_access,
   view_medical, view_device_status, view_activity)
values
  ('f2000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111',
   '22222222-2222-4222-8222-222222222222', 'Son', 'family', 'active', true, 'always', true, true, true)
on conflict (id) do nothing;
