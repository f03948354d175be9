/**
 * CATALOGUE TRANSLATIONS
 * /nl and /es showed plan, pendant and Spain call-centre texts in English ("Our core plan…",
 * "Everything in Personal Account"): the catalogue's `translations` column (migration
 * 20261124001500_catalogue_admin) was there, but the shipped catalogue had no Dutch or Spanish in
 * it. This adds them to the rows the catalogue was shipped with, the same texts supabase/seed.sql
 * gives a fresh local database (the seed runs after the migrations, so it carries its own copy;
 * supabase/tests/data-model/catalogue-translations.test.ts checks that the two agree).
 *
 * Which rows, and what it never overwrites:
 * - only the shipped rows, found by the seed's fixed ids: six plans (b0000000-…-01 to -06), the
 *   pendant (c0000000-…-01) and the Spain call centre (d0000000-…-01). A project whose catalogue
 *   was entered in the admin area has other ids, and nothing changes there;
 * - only while the row's English name, description and features are still the shipped ones: a
 *   translation of a text an admin has since changed would say something other than the English;
 * - per language, only where `translations` has nothing for it yet (no key, or an empty object):
 *   an admin's own Dutch or Spanish is kept as it is.
 * Safe to run again: a second run finds both languages present and changes no row. Rows it does
 * change are not in the admin audit (migrations have no auth.uid(), 20261124001100_admin_audit);
 * cached public pages show them within PUBLIC_DATA_MAX_AGE_SECONDS (lib/cache/public-data-tags.ts).
 *
 * Names (docs/product.md#data: the English name stays canonical, so the core-plan rule and
 * checkout keep reading it): the Spain call centre has one name per language across the product,
 * "Meldkamer Spanje" and "Central de Atención España"; the pendant is named as the site's texts
 * name it, "ICE SOS Bluetooth-hanger" and "Colgante Bluetooth ICE SOS". The global plans keep
 * their English brand names (no translated name), as billing, invoices and the member area show
 * them. Dutch says "u" and Spanish "usted", like the rest of the site.
 */

/** PLANS: description and features; the Spain plan also its name. */
with shipped (id, name, description, features, translations) as (
  values
    ('b0000000-0000-4000-8000-000000000001', 'Personal Account',
     'One-tap SOS and emergency contacts for one person.',
     '["One-tap SOS with GPS sharing", "Up to 3 emergency contacts by e-mail and SMS", "Medical profile for responders", "Emma assistant in English, Dutch and Spanish", "SOS history with a full timeline"]',
     '{
       "nl": {"description": "SOS met één tik en noodcontacten voor één persoon.", "features": ["SOS met één tik en gedeelde gps-locatie", "Tot 3 noodcontacten via e-mail en sms", "Medisch profiel voor hulpverleners", "Assistent Emma in het Engels, Nederlands en Spaans", "SOS-geschiedenis met een volledige tijdlijn"]},
       "es": {"description": "SOS con un toque y contactos de emergencia para una persona.", "features": ["SOS con un toque y ubicación GPS compartida", "Hasta 3 contactos de emergencia por correo electrónico y SMS", "Perfil médico para los servicios de emergencia", "La asistente Emma en inglés, neerlandés y español", "Historial de SOS con la cronología completa"]}
     }'),
    ('b0000000-0000-4000-8000-000000000002', 'Premium Protection',
     'Our core plan: SOS, family and carer access, and the pendant.',
     '["Everything in Personal Account", "Up to 5 emergency contacts", "Family and carer access with granular permissions", "Location shared with family during an SOS", "ICE SOS Bluetooth Pendant support", "Test alerts with delivery receipts"]',
     '{
       "nl": {"description": "Ons belangrijkste abonnement: SOS, toegang voor familie en mantelzorgers, en de hanger.", "features": ["Alles uit Personal Account", "Tot 5 noodcontacten", "Toegang voor familie en mantelzorgers, met rechten per onderdeel", "Locatie gedeeld met familie tijdens een SOS", "Werkt met de ICE SOS Bluetooth-hanger", "Testmeldingen met ontvangstbewijs"]},
       "es": {"description": "Nuestro plan principal: SOS, acceso para familiares y cuidadores, y el colgante.", "features": ["Todo lo incluido en Personal Account", "Hasta 5 contactos de emergencia", "Acceso para familiares y cuidadores con permisos detallados", "Ubicación compartida con la familia durante un SOS", "Compatible con el colgante Bluetooth ICE SOS", "Alertas de prueba con recibo de entrega"]}
     }'),
    ('b0000000-0000-4000-8000-000000000003', 'Family Connection',
     'Keep your family in the loop when it matters.',
     '["Connect family members and carers", "Choose what each person may see", "Real-time SOS alerts for family", "Up to 5 emergency contacts", "Location only as you allow it"]',
     '{
       "nl": {"description": "Houd uw familie op de hoogte wanneer het ertoe doet.", "features": ["Verbind familieleden en mantelzorgers", "Bepaal per persoon wat die mag zien", "Directe SOS-meldingen voor familie", "Tot 5 noodcontacten", "Locatie alleen zoals u die toestaat"]},
       "es": {"description": "Mantenga informada a su familia cuando más importa.", "features": ["Conecte a familiares y cuidadores", "Elija qué puede ver cada persona", "Alertas SOS en tiempo real para la familia", "Hasta 5 contactos de emergencia", "Ubicación solo como usted lo permita"]}
     }'),
    ('b0000000-0000-4000-8000-000000000004', 'Family Sharing',
     'Add another family member or carer to your plan, per extra person.',
     '["One more family member or carer", "Their own alerts and permissions", "Billed per extra family member", "Cancel with 30 days'' notice"]',
     '{
       "nl": {"description": "Voeg nog een familielid of mantelzorger toe aan uw abonnement, per extra persoon.", "features": ["Eén extra familielid of mantelzorger", "Met eigen meldingen en rechten", "Gefactureerd per extra familielid", "Opzeggen met 30 dagen opzegtermijn"]},
       "es": {"description": "Añada otro familiar o cuidador a su plan, por cada persona adicional.", "features": ["Un familiar o cuidador más", "Con sus propias alertas y permisos", "Se factura por cada familiar adicional", "Cancelación con 30 días de preaviso"]}
     }'),
    ('b0000000-0000-4000-8000-000000000005', 'Guardian Wellness',
     'Protection plus everyday wellbeing with Emma and the pendant.',
     '["Everything in Premium Protection", "Heart rate from the pendant", "Wellness check-ins with Emma", "Reminders for medication and appointments", "Priority support"]',
     '{
       "nl": {"description": "Bescherming plus dagelijks welzijn met Emma en de hanger.", "features": ["Alles uit Premium Protection", "Hartslag via de hanger", "Welzijnscontroles met Emma", "Herinneringen voor medicijnen en afspraken", "Ondersteuning met voorrang"]},
       "es": {"description": "Protección y bienestar en el día a día con Emma y el colgante.", "features": ["Todo lo incluido en Premium Protection", "Ritmo cardíaco desde el colgante", "Controles de bienestar con Emma", "Recordatorios de medicación y citas", "Asistencia prioritaria"]}
     }'),
    ('b0000000-0000-4000-8000-000000000006', 'Call Centre Spain',
     'A professional call centre in Spain answers your SOS, day and night.',
     '["24/7 call centre, 365 days a year", "Operators speak English and Spanish", "Calls are recorded", "Connects you to emergency services on 112", "Sees your location while your SOS is open", "Up to 5 emergency contacts"]',
     '{
       "nl": {"name": "Meldkamer Spanje", "description": "Een professionele meldkamer in Spanje beantwoordt uw SOS, dag en nacht.", "features": ["Meldkamer 24/7, 365 dagen per jaar", "Medewerkers spreken Engels en Spaans", "Gesprekken worden opgenomen", "Verbindt u door met de hulpdiensten via 112", "Ziet uw locatie zolang uw SOS openstaat", "Tot 5 noodcontacten"]},
       "es": {"name": "Central de Atención España", "description": "Una central de atención profesional en España atiende su SOS, de día y de noche.", "features": ["Central de atención 24/7, los 365 días del año", "Los operadores hablan inglés y español", "Las llamadas se graban", "Le conecta con los servicios de emergencia a través del 112", "Ve su ubicación mientras su SOS está abierto", "Hasta 5 contactos de emergencia"]}
     }')
)
update public.subscription_plans t
   set translations = t.translations
     || case when coalesce(t.translations -> 'nl', '{}'::jsonb) = '{}'::jsonb
             then jsonb_build_object('nl', s.translations::jsonb -> 'nl') else '{}'::jsonb end
     || case when coalesce(t.translations -> 'es', '{}'::jsonb) = '{}'::jsonb
             then jsonb_build_object('es', s.translations::jsonb -> 'es') else '{}'::jsonb end
  from shipped s
 where t.id = s.id::uuid
   and t.name = s.name
   and t.description is not distinct from s.description
   and t.features = s.features::jsonb
   and (coalesce(t.translations -> 'nl', '{}'::jsonb) = '{}'::jsonb
        or coalesce(t.translations -> 'es', '{}'::jsonb) = '{}'::jsonb);

/** PRODUCTS: the pendant, with its name as the site's texts give it. */
with shipped (id, name, description, features, translations) as (
  values
    ('c0000000-0000-4000-8000-000000000001', 'ICE SOS Bluetooth Pendant',
     'A wearable SOS button that pairs with the ICE SOS app over Bluetooth. One-time purchase with a 1-year warranty; hardware is non-refundable.',
     '["One-press SOS button", "Bluetooth range up to 100 m", "Battery lasts up to 7 days", "Heart rate monitoring", "Battery level shown in the app", "Pairs with the ICE SOS app on your phone", "Alerts your family and emergency contacts", "1-year warranty"]',
     '{
       "nl": {"name": "ICE SOS Bluetooth-hanger", "description": "Een draagbare SOS-knop die via Bluetooth koppelt met de ICE SOS-app. Eenmalige aankoop met 1 jaar garantie; de hardware wordt niet terugbetaald.", "features": ["SOS-knop: één keer drukken is genoeg", "Bluetoothbereik tot 100 m", "Batterij gaat tot 7 dagen mee", "Hartslagmeting", "Batterijniveau zichtbaar in de app", "Koppelt met de ICE SOS-app op uw telefoon", "Waarschuwt uw familie en noodcontacten", "1 jaar garantie"]},
       "es": {"name": "Colgante Bluetooth ICE SOS", "description": "Un botón SOS que se lleva puesto y se vincula con la aplicación ICE SOS por Bluetooth. Compra única con 1 año de garantía; el hardware no es reembolsable.", "features": ["Botón SOS: basta con una pulsación", "Alcance Bluetooth de hasta 100 m", "La batería dura hasta 7 días", "Control del ritmo cardíaco", "Nivel de batería visible en la aplicación", "Se vincula con la aplicación ICE SOS de su teléfono", "Avisa a su familia y a sus contactos de emergencia", "1 año de garantía"]}
     }')
)
update public.products t
   set translations = t.translations
     || case when coalesce(t.translations -> 'nl', '{}'::jsonb) = '{}'::jsonb
             then jsonb_build_object('nl', s.translations::jsonb -> 'nl') else '{}'::jsonb end
     || case when coalesce(t.translations -> 'es', '{}'::jsonb) = '{}'::jsonb
             then jsonb_build_object('es', s.translations::jsonb -> 'es') else '{}'::jsonb end
  from shipped s
 where t.id = s.id::uuid
   and t.name = s.name
   and t.description is not distinct from s.description
   and t.features = s.features::jsonb
   and (coalesce(t.translations -> 'nl', '{}'::jsonb) = '{}'::jsonb
        or coalesce(t.translations -> 'es', '{}'::jsonb) = '{}'::jsonb);

/** REGIONAL SERVICES: the Spain call centre, under its one name per language. */
with shipped (id, name, description, features, translations) as (
  values
    ('d0000000-0000-4000-8000-000000000001', 'Call Centre Spain',
     'Professional emergency operators for members in Spain, in English and Spanish.',
     '["Available 24/7, 365 days a year", "English and Spanish speaking operators", "All calls are recorded", "Emergency number 112", "Sees your location while your SOS is open"]',
     '{
       "nl": {"name": "Meldkamer Spanje", "description": "Professionele meldkamermedewerkers voor leden in Spanje, in het Engels en Spaans.", "features": ["24/7 bereikbaar, 365 dagen per jaar", "Engels- en Spaanstalige medewerkers", "Alle gesprekken worden opgenomen", "Alarmnummer 112", "Ziet uw locatie zolang uw SOS openstaat"]},
       "es": {"name": "Central de Atención España", "description": "Operadores de emergencias profesionales para miembros en España, en inglés y español.", "features": ["Disponible 24/7, los 365 días del año", "Operadores que hablan inglés y español", "Todas las llamadas se graban", "Número de emergencias 112", "Ve su ubicación mientras su SOS está abierto"]}
     }')
)
update public.regional_services t
   set translations = t.translations
     || case when coalesce(t.translations -> 'nl', '{}'::jsonb) = '{}'::jsonb
             then jsonb_build_object('nl', s.translations::jsonb -> 'nl') else '{}'::jsonb end
     || case when coalesce(t.translations -> 'es', '{}'::jsonb) = '{}'::jsonb
             then jsonb_build_object('es', s.translations::jsonb -> 'es') else '{}'::jsonb end
  from shipped s
 where t.id = s.id::uuid
   and t.name = s.name
   and t.description is not distinct from s.description
   and t.features = s.features::jsonb
   and (coalesce(t.translations -> 'nl', '{}'::jsonb) = '{}'::jsonb
        or coalesce(t.translations -> 'es', '{}'::jsonb) = '{}'::jsonb);
