import type { LegalDocument } from '../types';

export const privacyNl: LegalDocument = {
  kind: 'privacy',
  title: 'Privacybeleid',
  lastUpdated: '2026-01-01',
  intro:
    'ICE SOS is een dienst voor persoonlijke veiligheid. Om u te beschermen verwerken wij persoonsgegevens, waarvan sommige gevoelig zijn, zoals uw locatie tijdens een noodsituatie en uw medische gegevens. Dit beleid legt uit wat wij bewaren, waarom, hoe lang, wie het ziet en welke rechten u hebt onder de Algemene Verordening Gegevensbescherming (AVG).',
  sections: [
    {
      id: 'controller',
      heading: '1. Wie is verantwoordelijk',
      blocks: [
        'ICE SOS is de verwerkingsverantwoordelijke voor de persoonsgegevens in dit beleid. U bereikt ons, en onze contactpersoon voor gegevensbescherming, {contact}. Wij beantwoorden privacyverzoeken binnen één maand.',
      ],
    },
    {
      id: 'data',
      heading: '2. Wat wij bewaren',
      blocks: [
        [
          'Accountgegevens: uw e-mailadres of telefoonnummer, wachtwoord (alleen als veilige hash opgeslagen), naam, taal en valuta.',
          'Profielgegevens die u zelf toevoegt: geboortedatum, adres, land en telefoonnummer.',
          'Noodcontacten: de namen, telefoonnummers en e-mailadressen van de mensen die wij voor u moeten waarschuwen.',
          'Medisch profiel, als u het invult: aandoeningen, medicijnen, allergieën, bloedgroep en notities voor hulpverleners. Dit zijn gezondheidsgegevens, een bijzondere categorie onder de AVG.',
          'SOS-gegevens: wanneer u alarm slaat, het tijdstip, uw locatie en de nauwkeurigheid daarvan zolang het alarm open is, de stappen van de meldkamer en wie er is gewaarschuwd.',
          'Apparaatgegevens: de naam van uw gekoppelde hanger, het batterijniveau en hartslagmetingen zolang hij verbonden is.',
          'Familie- en zorgverlenerskoppelingen: wie wat over u mag zien, en een logboek van wie uw medisch profiel of locatie heeft bekeken.',
          'Berichten: gesprekken met onze assistent Emma en berichten die u via het contactformulier stuurt.',
          'Abonnements- en betaalgegevens: uw abonnement, factuurperiode en betaalstatus. Kaartgegevens worden door onze betaalprovider verwerkt en bereiken ons nooit.',
          'Technische gegevens: beveiligingslogboeken met een ingekort of gehasht netwerkadres, bewaard om misbruik te voorkomen.',
        ],
      ],
    },
    {
      id: 'purposes',
      heading: '3. Waarom wij ze gebruiken, en op welke grondslag',
      blocks: [
        [
          'Om de dienst te leveren waarop u geabonneerd bent: uw account, alarmen, meldingen, de meldkamer en het koppelen van apparaten (uitvoering van een overeenkomst, artikel 6, lid 1, onder b AVG).',
          'Om uw leven te beschermen in een noodsituatie, onder meer door uw locatie en medische gegevens door te geven aan hulpverleners en hulpdiensten (vitaal belang, artikel 6, lid 1, onder d en artikel 9, lid 2, onder c).',
          'Om uw medisch profiel op te slaan en te delen met de mensen die u kiest (uw uitdrukkelijke toestemming, artikel 9, lid 2, onder a), die u altijd kunt intrekken.',
          'Om uw abonnement te factureren en een boekhouding bij te houden (wettelijke verplichting, artikel 6, lid 1, onder c).',
          'Om de dienst veilig te houden, misbruik van formulieren te voorkomen en uw berichten te beantwoorden (gerechtvaardigd belang, artikel 6, lid 1, onder f).',
        ],
        'Wij verkopen uw gegevens niet, gebruiken ze niet voor reclame en nemen geen geautomatiseerde besluiten over u met rechtsgevolgen of vergelijkbare gevolgen.',
      ],
    },
    {
      id: 'location',
      heading: '4. Uw locatie',
      blocks: [
        'Uw locatie wordt alleen gedeeld zoals u dat toestaat. Standaard wordt zij alleen verzameld en getoond zolang een SOS die u hebt gemaakt open is, aan de meldkamer en aan de familieleden en zorgverleners aan wie u toestemming voor meldingen en locatie hebt gegeven. Het delen stopt wanneer het alarm eindigt.',
        'U kunt een bepaald familielid of een zorgverlener toestaan uw locatie altijd te zien. Die keuze kunt u in uw dashboard op elk moment wijzigen of intrekken, en elke keer dat iemand uw locatie bekijkt, wordt vastgelegd in uw toegangslogboek.',
      ],
    },
    {
      id: 'recipients',
      heading: '5. Wie uw gegevens ontvangt',
      blocks: [
        [
          'Familieleden en zorgverleners die u hebt uitgenodigd, elk alleen met de rechten die u hebt gegeven (meldingen, locatie, medisch profiel, apparaatstatus, activiteit).',
          'Uw noodcontacten, die een melding per e-mail of sms krijgen wanneer u een SOS maakt.',
          'Medewerkers van de meldkamer (bij het abonnement Meldkamer Spanje), die uw alarm, locatie en medisch profiel zien zolang het alarm open is en die deze kunnen doorgeven aan hulpdiensten via 112.',
          'Onze verwerkers, gebonden aan verwerkersovereenkomsten: hosting en database, verzending van e-mail en sms, en betaalproviders.',
          'Overheidsinstanties, wanneer de wet dat verplicht.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: '6. Waar uw gegevens worden bewaard',
      blocks: [
        'Wij bewaren uw gegevens in de Europese Economische Ruimte. Moet een verwerker er van buiten de EER bij, dan baseren wij ons op een adequaatheidsbesluit van de Europese Commissie of op de standaardcontractbepalingen van de Commissie, zo nodig met aanvullende waarborgen.',
      ],
    },
    {
      id: 'retention',
      heading: '7. Hoe lang wij ze bewaren',
      blocks: [
        [
          'Account, profiel, noodcontacten en medisch profiel: zolang uw account bestaat, en verwijderd binnen 30 dagen nadat u het opheft.',
          'SOS-gebeurtenissen, locaties en het logboek van de meldkamer: 12 maanden na het alarm, tenzij ze langer nodig zijn om een rechtsvordering in te stellen of te verweren.',
          'Gespreksopnames van de meldkamer: 90 dagen.',
          'Toegangslogboek van wie uw medisch profiel of locatie heeft bekeken: 12 maanden.',
          'Gesprekken met Emma: 12 maanden, of tot u ze verwijdert.',
          'Berichten via het contactformulier: 24 maanden na het laatste antwoord.',
          'Factuurgegevens: 7 jaar, zoals de belastingwet vereist.',
          'Beveiligingslogboeken: 90 dagen.',
        ],
      ],
    },
    {
      id: 'rights',
      heading: '8. Uw rechten',
      blocks: [
        'Onder de AVG hebt u het recht op inzage in uw gegevens, op correctie, op verwijdering, op beperking van het gebruik, op overdraagbaarheid en op bezwaar tegen verwerking op grond van gerechtvaardigd belang. Waar wij op uw toestemming steunen, kunt u die altijd intrekken, zonder gevolgen voor wat daarvoor is gebeurd.',
        'Schrijf ons {contact} om deze rechten te gebruiken. U hebt ook het recht een klacht in te dienen bij de toezichthouder in uw land, bijvoorbeeld de Autoriteit Persoonsgegevens in Nederland of de Agencia Española de Protección de Datos in Spanje.',
      ],
    },
    {
      id: 'security',
      heading: '9. Beveiliging',
      blocks: [
        'Verbindingen zijn versleuteld, toegang tot gegevens is in onze database per persoon strikt beperkt, wachtwoorden worden gehasht en elke inzage van gevoelige gegevens door familieleden wordt vastgelegd. Geen systeem is volmaakt veilig: brengt een datalek uw rechten in gevaar, dan informeren wij u en de toezichthouder zoals de wet voorschrijft.',
      ],
    },
    {
      id: 'children',
      heading: '10. Kinderen',
      blocks: [
        'Accounts zijn voor mensen van 16 jaar en ouder. Een ouder of voogd kan een jonger kind beschermen door zelf het account te beheren en de gegevens van het kind met eigen toestemming toe te voegen.',
      ],
    },
    {
      id: 'storage',
      heading: '11. Cookies en lokale opslag',
      blocks: [
        'Wij gebruiken alleen wat de dienst nodig heeft: een cookie die u ingelogd houdt, een cookie en lokale opslag voor uw taal en valuta, en een notitie dat u het welkomstvenster hebt gezien. Wij gebruiken geen advertentie- of volgcookies. Introductievideo’s worden van YouTube ingesloten in de privacyvriendelijke modus, die pas cookies plaatst wanneer u een video afspeelt.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Wijzigingen in dit beleid',
      blocks: [
        'Wij kunnen dit beleid bijwerken wanneer de dienst of de wet verandert. Over belangrijke wijzigingen informeren wij u per e-mail of in de app voordat ze ingaan. De datum bovenaan toont de nieuwste versie.',
      ],
    },
  ],
};
