import type { LegalDocument } from '../types';

export const termsNl: LegalDocument = {
  kind: 'terms',
  title: 'Algemene voorwaarden',
  lastUpdated: '2026-01-01',
  intro:
    'Deze voorwaarden gelden voor de website, de app, de hanger en de abonnementen van ICE SOS. Door een account aan te maken of een product te kopen gaat u ermee akkoord. Lees ze samen met ons privacybeleid.',
  sections: [
    {
      id: 'emergency',
      heading: '1. Geen vervanging van de hulpdiensten',
      blocks: [
        'Bel in een noodsituatie altijd eerst 112. ICE SOS helpt u de mensen te waarschuwen die u hebt gekozen en, met Meldkamer Spanje, een professionele meldkamermedewerker, maar is afhankelijk van uw telefoon, de batterij, het mobiele netwerk, gps-ontvangst en de bluetoothverbinding met uw hanger. Wij kunnen niet garanderen dat een alarm altijd aankomt of dat hulp op tijd komt.',
      ],
    },
    {
      id: 'account',
      heading: '2. Uw account',
      blocks: [
        'U moet 16 jaar of ouder zijn, juiste gegevens opgeven en uw wachtwoord geheimhouden. U bent verantwoordelijk voor wat er met uw account gebeurt. Houd uw noodcontacten en medisch profiel actueel, want hulpverleners vertrouwen erop.',
      ],
    },
    {
      id: 'subscriptions',
      heading: '3. Abonnementen en betaling',
      blocks: [
        'Abonnementen worden per factuurperiode vooraf gefactureerd tegen de prijs die bij het afsluiten wordt getoond. Prijzen zijn in euro vastgesteld; bedragen in andere valuta zijn omrekeningen ter informatie. Een prijswijziging melden wij minstens 30 dagen voordat die ingaat, en u kunt daarvoor opzeggen.',
      ],
    },
    {
      id: 'cancellation',
      heading: '4. Opzeggen',
      blocks: [
        'U kunt uw abonnement op elk moment opzeggen met een opzegtermijn van 30 dagen, via uw dashboard of door ons {contact} te schrijven. U houdt toegang tot het einde van de factuurperiode waarin de opzegtermijn afloopt; reeds betaalde perioden worden niet terugbetaald, behalve waar de wet dat vereist.',
        'Hebt u als consument online een abonnement afgesloten, dan hebt u ook het wettelijke recht om binnen 14 dagen zonder opgave van redenen te herroepen. Hebt u gevraagd de dienst in die periode te laten beginnen, dan betalen wij de prijs terug minus het deel voor de dagen die al geleverd zijn.',
      ],
    },
    {
      id: 'hardware',
      heading: '5. De ICE SOS Bluetooth-hanger',
      blocks: [
        [
          'De hanger is een eenmalige aankoop. Hardware wordt niet terugbetaald, onverminderd uw wettelijke herroepingsrecht voor goederen die op afstand zijn gekocht en uw wettelijke rechten als een product niet aan de overeenkomst beantwoordt.',
          'U krijgt 1 jaar garantie op fabricagefouten, bovenop uw wettelijke garantie. Schrijf ons {contact} met uw bestelgegevens om er gebruik van te maken.',
          'Het bluetoothbereik is tot 100 m in de open ruimte en de batterij gaat tot 7 dagen mee; muren, storing en gebruik verminderen beide. Controleer het batterijniveau in de app en laad de hanger regelmatig op.',
        ],
      ],
    },
    {
      id: 'call-centre',
      heading: '6. Meldkamer Spanje',
      blocks: [
        'De dienst Meldkamer Spanje is 24 uur per dag, 7 dagen per week, 365 dagen per jaar bemand met medewerkers die Engels en Spaans spreken. Alle gesprekken worden opgenomen voor de kwaliteit en voor uw bescherming, en bewaard zoals het privacybeleid beschrijft. Medewerkers schakelen de hulpdiensten via 112 in wanneer uw situatie dat vraagt.',
      ],
    },
    {
      id: 'family',
      heading: '7. Toegang voor familie en zorgverleners',
      blocks: [
        'U bepaalt wie u mag volgen en wat ieder mag zien. Mensen die u uitnodigt, mogen wat zij zien alleen gebruiken om u te helpen en mogen het niet delen. U kunt hun toegang op elk moment wijzigen of intrekken.',
      ],
    },
    {
      id: 'use',
      heading: '8. Toegestaan gebruik',
      blocks: [
        'Sla niet opzettelijk vals alarm, misbruik de meldkamer niet, probeer geen gegevens van anderen in te zien en verstoor de dienst niet. Wij kunnen een account dat dit doet opschorten, waar mogelijk na een waarschuwing.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Aansprakelijkheid',
      blocks: [
        'Wij leveren de dienst met redelijke zorg en vakmanschap. Wij zijn niet aansprakelijk voor schade door gebeurtenissen buiten onze macht, zoals netwerkstoringen, een telefoon zonder batterij of bereik, of de aanrijtijden van hulpdiensten. Niets in deze voorwaarden beperkt de aansprakelijkheid voor overlijden of letsel door nalatigheid, voor fraude, of andere aansprakelijkheid die de wet niet laat beperken.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Wijzigingen in de dienst en deze voorwaarden',
      blocks: [
        'Wij kunnen de dienst verbeteren en deze voorwaarden bijwerken. Wijzigingen die u raken melden wij minstens 30 dagen vooraf; gaat u niet akkoord, dan kunt u opzeggen voordat ze ingaan.',
      ],
    },
    {
      id: 'law',
      heading: '11. Toepasselijk recht en geschillen',
      blocks: [
        'Op deze voorwaarden is het recht van het land van onze vestiging van toepassing, zonder dat u de dwingende bescherming verliest van het recht van het land waar u woont. Neem eerst contact met ons op {contact}; u kunt ook naar de rechter in uw woonland stappen.',
      ],
    },
  ],
};
