import type { KnowledgeEntry } from './types';

/** Nederlandse feitenbladen (docs/product.md#what-it-does-and-for-whom en docs/product.md#limits-and-constants). Prijzen staan hier niet: die komen live uit de database. */
export const dutchKnowledge: KnowledgeEntry[] = [
  {
    id: 'about',
    title: 'Wat ICE SOS is',
    keywords: 'wat is ice sos dienst bedrijf product overzicht uitleg aanbod doen jullie',
    answer:
      'ICE SOS is een dienst voor persoonlijke veiligheid. Je krijgt SOS met één tik en het delen van je GPS-locatie, toegang voor familie en mantelzorgers met rechten die jij bepaalt, een professionele meldkamer in Spanje die 24/7 bereikbaar is, een Bluetooth-hanger en mij, Emma, je assistent. Het werkt in het Engels, Nederlands en Spaans.',
  },
  {
    id: 'sos',
    title: 'Hoe de SOS-knop werkt',
    keywords: 'sos knop alarm melding hoe werkt werken drukken tikken indrukken gps locatie versturen noodcontacten gebeurt',
    answer:
      'Eén tik op de SOS-knop in de app (of een druk op de hanger) slaat alarm. Je noodcontacten krijgen meteen een melding met je GPS-locatie, via de app, e-mail en sms, en familieleden met het recht op meldingen zien het live. Elke SOS houdt een tijdlijn bij. Bel bij levensgevaar altijd ook 112.',
  },
  {
    id: 'pendant',
    title: 'De ICE SOS Bluetooth-hanger',
    keywords: 'hanger ketting draagbaar apparaat knop bluetooth bereik ver afstand batterij accu opladen garantie terugbetaling hardware koppelen hartslag',
    answer:
      'De ICE SOS Bluetooth-hanger is een draagbare SOS-knop die via Bluetooth met de app koppelt. Het bereik is tot 100 m en de batterij gaat tot 7 dagen mee. De app toont je hartslag en het batterijniveau. Je krijgt 1 jaar garantie; de hardware wordt niet terugbetaald.',
  },
  {
    id: 'family',
    title: 'Toegang voor familie en mantelzorgers',
    keywords: 'familie mantelzorger verzorger kinderen ouders uitnodigen delen toegang rechten koppelen mijn locatie zien',
    answer:
      'Met toegang voor familie en mantelzorgers nodig je familieleden of mantelzorgers uit en bepaal je precies wat ieder mag zien en doen (fijnmazige rechten): je SOS-meldingen live ontvangen, je locatie alleen zien zoals jij dat toestaat, en je medisch profiel inzien als je dat toestaat. Je kunt rechten altijd wijzigen of intrekken.',
  },
  {
    id: 'call-centre',
    title: 'De meldkamer in Spanje',
    keywords: 'meldkamer callcenter alarmcentrale spanje medewerkers professioneel 24/7 spaans engels opgenomen regionale dienst telefoon',
    answer:
      'Onze professionele meldkamer in Spanje beantwoordt je SOS 24/7, 365 dagen per jaar. De medewerkers spreken Engels en Spaans, alle gesprekken worden opgenomen en ze verbinden je zo nodig door met de hulpdiensten via 112. Je krijgt dit met het abonnement Call Centre Spain.',
  },
  {
    id: 'emergency-number',
    title: 'Alarmnummer',
    keywords: 'alarmnummer noodnummer 112 ambulance politie brandweer bellen welk nummer',
    answer:
      'Het alarmnummer in Spanje en de rest van Europa is 112. Bel bij levensgevaar eerst 112 en druk daarna op SOS in de app, zodat je contacten het weten.',
  },
  {
    id: 'contacts',
    title: 'Noodcontacten',
    keywords: 'noodcontacten contactpersonen hoeveel toevoegen mensen waarschuwen limiet maximaal vijf',
    answer:
      'Je voegt noodcontacten toe tijdens de registratie, tot de limiet van je abonnement, en kunt ze later beheren in het ledengedeelte. De abonnementen Family Connection en Premium staan tot 5 noodcontacten toe. Zij krijgen je SOS-meldingen met je locatie per e-mail en sms.',
  },
  {
    id: 'privacy',
    title: 'Privacy en je gegevens',
    keywords: 'privacy gegevens persoonsgegevens avg veilig opgeslagen delen locatie volgen wie kan zien',
    answer:
      'Je privacy staat voorop. Je locatie wordt alleen gedeeld tijdens een SOS of zoals jij dat toestaat, familie ziet alleen wat jij toestaat, en je gegevens zijn beschermd met toegangsregels op elke tabel. Lees alles in ons privacybeleid op /privacy.',
  },
  {
    id: 'cancellation',
    title: 'Je abonnement opzeggen',
    keywords: 'opzeggen opzegging stoppen beëindigen abonnement opzegtermijn afmelden',
    answer:
      'Je kunt je abonnement opzeggen met een opzegtermijn van 30 dagen. Je toegang loopt door tot het einde van de lopende factuurperiode. De hardware van de hanger wordt niet terugbetaald.',
  },
  {
    id: 'registration',
    title: 'Aanmelden',
    keywords: 'registreren aanmelden inschrijven lid worden account aanmaken beginnen starten abonneren registratie',
    answer:
      'Op /register stelt Emma één vraag tegelijk (of kies „Liever een formulier?”): wie beschermd wordt en de naam, e-mail, mobiel, land, taal, abonnement (in Spanje ook de meldkamerdienst), noodcontacten tot het maximum van het abonnement, desgewenst medische gegevens met aparte toestemming, voorwaarden en privacybeleid, en een wachtwoord. Alles wijzigt u in het overzicht naast de chat. Daarna logt de link in de bevestigingsmail u in en brengt u naar uw abonnement om te betalen.',
  },
  {
    id: 'support',
    title: 'Ondersteuning en contact',
    keywords: 'ondersteuning support helpdesk contact klantenservice e-mail vraag probleem bereiken mens medewerker spreken',
    answer:
      'Ons supportteam staat voor je klaar: ga naar de supportpagina (/support) of stuur een bericht via het contactformulier (/contact). Bel bij een noodgeval altijd 112.',
  },
  {
    id: 'emma',
    title: 'Over Emma',
    keywords: 'emma wie ben jij assistent ai bot robot chat virtueel',
    answer:
      'Ik ben Emma, de assistent van ICE SOS. Ik beantwoord vragen over de dienst, de abonnementen, de hanger, familietoegang en de meldkamer, op elk uur van de dag, in het Engels, Nederlands en Spaans.',
  },
  {
    id: 'languages',
    title: 'Talen en valuta',
    keywords: 'taal talen nederlands spaans engels spreken valuta munteenheid euro pond dollar wisselen veranderen',
    answer:
      'ICE SOS is beschikbaar in het Engels, Nederlands en Spaans, en prijzen kunnen worden getoond in EUR, GBP, USD of AUD. Je wijzigt taal en valuta met de keuzelijsten bovenaan de site.',
  },
  {
    id: 'medical',
    title: 'Medisch profiel',
    keywords: 'medisch profiel informatie allergieën medicijnen medicatie aandoeningen bloedgroep arts hulpverleners gezondheid',
    answer:
      'In je medisch profiel leg je allergieën, medicijnen, aandoeningen en andere gegevens voor hulpverleners vast. Familie of mantelzorgers zien het alleen als je ze dat recht geeft.',
  },
  {
    id: 'smart-speakers',
    title: 'Spraak-SOS en slimme speakers',
    keywords: 'alexa google home slimme speaker stem spraak commando handsfree',
    answer:
      'SOS met je stem via slimme speakers is gepland: koppelen met Amazon Alexa en Google Home komt binnenkort. Nu start je een SOS vanuit de app of met de hanger.',
  },
  {
    id: 'app',
    title: 'De app',
    keywords: 'app downloaden installeren telefoon mobiel iphone android store applicatie',
    answer:
      'ICE SOS werkt als app op je telefoon: installeer hem vanaf de website (de knop App installeren) en log in met je account. De SOS-knop, je contacten en de koppeling met de hanger zitten allemaal in de app.',
  },
  {
    id: 'test-alert',
    title: 'Meldingen testen',
    keywords: 'test testmelding proberen oefenen controleren werkt',
    answer:
      'Je kunt vanuit het ledengedeelte een testmelding sturen om te controleren of je noodcontacten die ontvangen; per contact zie je een ontvangstbevestiging.',
  },
  {
    id: 'payment',
    title: 'Betalen en facturen',
    keywords: 'betalen betaling factuur facturering kaart afgeschreven maandelijks wanneer geld',
    answer:
      'Abonnementen worden per maand gefactureerd. Je kiest je abonnement bij het aanmelden en ziet je abonnement in het ledengedeelte. Opzeggen kan met 30 dagen opzegtermijn; je toegang loopt tot het einde van de factuurperiode.',
  },
];
