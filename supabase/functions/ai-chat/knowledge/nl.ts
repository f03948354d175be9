import type { KnowledgeEntry } from './types';

/** Nederlandse feitenbladen (docs/product.md#what-it-does-and-for-whom en docs/product.md#limits-and-constants). Prijzen staan hier niet: die komen live uit de database. */
export const dutchKnowledge: KnowledgeEntry[] = [
  {
    id: 'about',
    title: 'Wat ICE SOS is',
    keywords: 'wat is ice sos dienst bedrijf product overzicht uitleg aanbod doen jullie',
    answer:
      'ICE SOS is een dienst voor persoonlijke veiligheid. U krijgt SOS met één tik en het delen van uw GPS-locatie, toegang voor familie en mantelzorgers met rechten die u zelf bepaalt, een professionele meldkamer in Spanje die 24/7 bereikbaar is, een Bluetooth-hanger en mij, Emma, uw assistent. Het werkt in het Engels, Nederlands en Spaans.',
  },
  {
    id: 'sos',
    title: 'Hoe de SOS-knop werkt',
    keywords: 'sos knop alarm melding hoe werkt werken drukken tikken indrukken gps locatie versturen noodcontacten gebeurt',
    answer:
      'Eén tik op de SOS-knop in de app (of een druk op de hanger) slaat alarm. Uw noodcontacten krijgen meteen een melding met uw GPS-locatie, via de app, e-mail en sms, en familieleden met het recht op meldingen zien het live. Elke SOS houdt een tijdlijn bij. Bel bij levensgevaar altijd ook 112.',
  },
  {
    id: 'pendant',
    title: 'De ICE SOS Bluetooth-hanger',
    keywords: 'hanger ketting draagbaar apparaat knop bluetooth bereik ver afstand batterij accu opladen garantie terugbetaling hardware koppelen hartslag',
    answer:
      'De ICE SOS Bluetooth-hanger is een draagbare SOS-knop die via Bluetooth met de app koppelt. Het bereik is tot 100 m en de batterij gaat tot 7 dagen mee. De app toont uw hartslag en het batterijniveau. U krijgt 1 jaar garantie; de hardware wordt niet terugbetaald.',
  },
  {
    id: 'family',
    title: 'Toegang voor familie en mantelzorgers',
    keywords: 'familie mantelzorger verzorger kinderen ouders uitnodigen delen toegang rechten koppelen mijn locatie zien',
    answer:
      'Familieleden of mantelzorgers nodigt u uit op de pagina Familie & zorgverleners van uw dashboard (/full-dashboard/family): vul hun e-mailadres in, kies familie of zorgverlener, de relatie en elk recht: uw SOS-meldingen ontvangen, uw locatie zien (nooit, alleen tijdens een SOS, of altijd), uw medische ID, de status van uw apparaat en uw activiteit. Toegang voor een zorgverlener kan in tijd beperkt worden (24 uur, 7 dagen, 30 dagen of een datum naar keuze) en eindigt precies dan. U kunt toegang pauzeren, hervatten, wijzigen of intrekken, en openstaande uitnodigingen opnieuw sturen of annuleren. De genodigde opent de link in de e-mail, logt in of registreert zich, ziet precies wat hij of zij krijgt en accepteert of weigert.',
  },
  {
    id: 'call-centre',
    title: 'De meldkamer in Spanje',
    keywords: 'meldkamer callcenter alarmcentrale spanje medewerkers professioneel 24/7 spaans engels opgenomen regionale dienst telefoon',
    answer:
      'Onze professionele meldkamer in Spanje beantwoordt uw SOS 24/7, 365 dagen per jaar. De medewerkers spreken Engels en Spaans, alle gesprekken worden opgenomen en zij verbinden u zo nodig door met de hulpdiensten via 112. U krijgt dit met het abonnement Meldkamer Spanje.',
  },
  {
    id: 'emergency-number',
    title: 'Alarmnummer',
    keywords: 'alarmnummer noodnummer 112 ambulance politie brandweer bellen welk nummer',
    answer:
      'Het alarmnummer in Spanje en de rest van Europa is 112. Bel bij levensgevaar eerst 112 en druk daarna op SOS in de app, zodat uw contacten het weten.',
  },
  {
    id: 'contacts',
    title: 'Noodcontacten',
    keywords: 'noodcontacten contactpersonen hoeveel toevoegen mensen waarschuwen limiet maximaal vijf',
    answer:
      'Uw noodcontacten staan op de pagina Contacten van uw dashboard (Dashboard → Contacten, /full-dashboard/contacts). Daar voegt u ze toe, wijzigt en verwijdert u ze, zet u ze op volgorde van prioriteit en kiest u hoe ieder bereikt wordt (e-mail, sms). Uw abonnement bepaalt het maximum, dat de pagina toont: de abonnementen Family Connection en Premium staan tot 5 noodcontacten toe. Elk contact krijgt een e-mail of sms met de vraag te bevestigen dat hij of zij uw contact wil zijn, en de pagina toont wie heeft ingestemd of geweigerd. Wie instemde of nog niet antwoordde, krijgt uw SOS-meldingen met uw locatie; wie weigerde, wordt niet gewaarschuwd.',
  },
  {
    id: 'privacy',
    title: 'Privacy en uw gegevens',
    keywords: 'privacy gegevens persoonsgegevens avg veilig opgeslagen delen locatie volgen wie kan zien',
    answer:
      'Uw privacy staat voorop. Uw locatie wordt alleen gedeeld tijdens een SOS of zoals u dat toestaat, familie ziet alleen wat u toestaat, elke keer dat iemand anders uw medische ID of locatie bekijkt, wordt vastgelegd zodat u het kunt zien (Dashboard → Toegangslog), en uw gegevens zijn beschermd met toegangsregels op elke tabel. Op de pagina Account downloadt u al uw gegevens of verwijdert u uw account. Lees alles in ons privacybeleid op /privacy.',
  },
  {
    id: 'cancellation',
    title: 'Uw abonnement opzeggen',
    keywords: 'opzeggen opzegging stoppen beëindigen abonnement opzegtermijn afmelden',
    answer:
      'U kunt uw abonnement opzeggen met een opzegtermijn van 30 dagen. Uw toegang loopt door tot het einde van de lopende factuurperiode. De hardware van de hanger wordt niet terugbetaald.',
  },
  {
    id: 'registration',
    title: 'Aanmelden',
    keywords: 'registreren aanmelden inschrijven lid worden account aanmaken beginnen starten abonneren registratie',
    answer:
      'Op /register stelt Emma één vraag tegelijk (of kies „Liever een formulier?”): wie beschermd wordt en de naam, e-mail, mobiel, land, taal, abonnement (in Spanje ook Meldkamer Spanje, met de prijs erbij), noodcontacten tot het maximum van het abonnement, desgewenst medische gegevens met aparte toestemming, voorwaarden en privacybeleid, en een wachtwoord. Alles wijzigt u in het overzicht naast de chat. Daarna logt de link in de bevestigingsmail u in en brengt u naar uw abonnement om te betalen.',
  },
  {
    id: 'support',
    title: 'Ondersteuning en contact',
    keywords: 'ondersteuning support helpdesk contact klantenservice e-mail vraag probleem bereiken mens medewerker spreken',
    answer:
      'Ons supportteam staat voor u klaar: ga naar de supportpagina (/support) of stuur een bericht via het contactformulier (/contact). Bel bij een noodgeval altijd 112.',
  },
  {
    id: 'emma',
    title: 'Over Emma',
    keywords: 'emma wie bent u ben jij assistent ai bot robot chat virtueel',
    answer:
      'Ik ben Emma, de assistent van ICE SOS. Ik beantwoord vragen over de dienst, de abonnementen, de hanger, familietoegang en de meldkamer, op elk uur van de dag, in het Engels, Nederlands en Spaans.',
  },
  {
    id: 'languages',
    title: 'Talen en valuta',
    keywords: 'taal talen nederlands spaans engels spreken valuta munteenheid euro pond dollar wisselen veranderen',
    answer:
      'ICE SOS is beschikbaar in het Engels, Nederlands en Spaans, en prijzen kunnen worden getoond in EUR, GBP, USD of AUD. U wijzigt taal en valuta met de keuzelijsten bovenaan de site.',
  },
  {
    id: 'medical',
    title: 'Medisch profiel',
    keywords: 'medisch profiel informatie allergieën medicijnen medicatie aandoeningen bloedgroep arts hulpverleners gezondheid',
    answer:
      'Uw medische ID heeft een eigen pagina in uw dashboard (Dashboard → Medische ID, /full-dashboard/medical-id): bloedgroep, allergieën, aandoeningen, medicijnen, uw huisarts en notities voor hulpverleners. De pagina zegt wie het mag zien: familie of zorgverleners aan wie u dat recht gaf, en de meldkamer tijdens een alarm. Elke keer dat iemand anders het bekijkt, staat dat in uw toegangslog (Dashboard → Toegangslog, /full-dashboard/access-log).',
  },
  {
    id: 'smart-speakers',
    title: 'Spraak-SOS en slimme speakers',
    keywords: 'alexa google home slimme speaker stem spraak commando handsfree',
    answer:
      'SOS met uw stem via slimme speakers is gepland: koppelen met Amazon Alexa en Google Home komt binnenkort. Nu start u een SOS vanuit de app of met de hanger.',
  },
  {
    id: 'app',
    title: 'De app',
    keywords: 'app downloaden installeren telefoon mobiel iphone android store applicatie',
    answer:
      'ICE SOS werkt als app op uw telefoon: installeer hem vanaf de website (de knop App installeren) en log in met uw account. De SOS-knop, uw contacten en de koppeling met de hanger zitten allemaal in de app.',
  },
  {
    id: 'test-alert',
    title: 'Meldingen testen',
    keywords: 'test testmelding proberen oefenen controleren werkt',
    answer:
      'Op de pagina Contacten van uw dashboard (/full-dashboard/contacts) stuurt u een testbericht naar een van uw noodcontacten, om te controleren dat het aankomt; de pagina toont of het bezorgd is.',
  },
  {
    id: 'payment',
    title: 'Betalen en facturen',
    keywords: 'betalen betaling factuur facturering kaart afgeschreven maandelijks wanneer geld',
    answer:
      'Abonnementen worden per maand gefactureerd. U kiest uw abonnement bij het aanmelden; uw abonnement, facturen en betaalmethode staan op de pagina Abonnement van uw dashboard (/full-dashboard/subscription). Opzeggen kan met 30 dagen opzegtermijn; uw toegang loopt tot het einde van de factuurperiode.',
  },
  {
    id: 'account',
    title: 'Uw account',
    keywords: 'account instellingen e-mail e-mailadres wijzigen wachtwoord uitloggen overal apparaten sessies downloaden exporteren mijn gegevens verwijderen opheffen account avg',
    answer:
      'Uw accountinstellingen staan op de pagina Account van uw dashboard (/full-dashboard/account; ook in het menu Account bovenaan). Daar wijzigt u uw e-mailadres (bevestigd vanaf het oude én het nieuwe adres) en uw wachtwoord, logt u hier, op uw andere apparaten of overal uit, en zet u inloggen in twee stappen aan. U kunt al uw gegevens downloaden als één JSON-bestand en uw account verwijderen: de pagina zegt wat verwijderd wordt en wat de wet ons laat bewaren (factuurgegevens).',
  },
  {
    id: 'looking-after',
    title: 'Mensen voor wie ik zorg',
    keywords: 'zorgen voor mensen voor wie ik zorg zorgverlener mantelzorger familielid uitnodiging accepteren link hun alarm batterij locatie medisch toegang eindigt',
    answer:
      'Heeft iemand u uitgenodigd als familielid of zorgverlener, open dan de link in de uitnodigingsmail, log in of registreer u, bekijk precies wat u krijgt en accepteer of weiger. De mensen voor wie u zorgt staan daarna op de pagina Mensen voor wie ik zorg (/full-dashboard/looking-after): hun laatste alarm en de stand ervan, de batterij van hun hanger en wanneer die voor het laatst gezien is, en hun medische ID of locatie alleen als uw rechten dat toestaan. De pagina toont ook wanneer uw toegang eindigt; daarna kan niets meer worden ingezien.',
  },
  {
    id: 'access-log',
    title: 'Toegangslog',
    keywords: 'toegangslog wie heeft bekeken ingezien mijn medische locatie geschiedenis logboek exporteren csv',
    answer:
      'Het toegangslog in uw dashboard (/full-dashboard/access-log) toont elke keer dat iemand anders uw medische ID of locatie heeft bekeken: wie, in welke rol, wat, wanneer en tijdens welk alarm. U kunt filteren op periode en het exporteren als CSV-bestand.',
  },
  {
    id: 'sos-history',
    title: 'SOS-geschiedenis',
    keywords: 'sos geschiedenis eerdere alarmen tijdlijn exporteren afdrukken printen json csv vorige meldingen',
    answer:
      'Uw eerdere alarmen staan in de SOS-geschiedenis (/full-dashboard/sos-history): elk alarm met zijn tijdlijn. U kunt een tijdlijn exporteren als JSON of CSV of afdrukken als nette pagina; elke export bevat een controlegetal (digest) zodat een kopie met de onze vergeleken kan worden.',
  },
];
