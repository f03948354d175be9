import type { ChatLanguage } from './types';

/** Emma's fixed sentences, per language. */
export type Phrases = {
  emergency: string;
  refuseInstructions: string;
  noMatch: string;
  greeting: string;
  thanks: string;
  plansIntro: (currency: string) => string;
  perInterval: { month: string; year: string };
  popular: string;
  pendantPrice: (price: string) => string;
  regionalIntro: string;
  pricesUnavailable: string;
  includes: string;
};

export const phrases: Record<ChatLanguage, Phrases> = {
  en: {
    emergency:
      'This sounds like an emergency. If you or someone else is in danger or hurt, call 112 now. If you have ICE SOS, press the SOS button in the app or on your pendant: it alerts your emergency contacts with your location at once. Stay where you are safe and keep your phone with you.',
    refuseInstructions:
      "I can't share how I am set up, but I'm happy to help with any question about ICE SOS: plans, the SOS button, the pendant, family access or the call centre.",
    noMatch:
      "I'm not sure about that one. I can help with the SOS button, plans and prices, the pendant, emergency contacts, your medical ID, family and carer access, your account, the call centre in Spain, privacy, cancelling and signing up. For anything else, visit /support or the contact form at /contact.",
    greeting: "Hello! I'm Emma. Ask me anything about ICE SOS: plans and prices, the SOS button, the pendant or family access.",
    thanks: "You're welcome! Is there anything else I can help you with?",
    plansIntro: (currency) => `Our plans, with prices in ${currency}:`,
    perInterval: { month: 'per month', year: 'per year' },
    popular: 'most popular',
    pendantPrice: (price) => `The ICE SOS Bluetooth Pendant is a one-time purchase of ${price}.`,
    regionalIntro: 'Regional services:',
    pricesUnavailable: "I can't reach the price list right now. You can see every plan in the Pricing section of the homepage.",
    includes: 'Includes',
  },
  nl: {
    emergency:
      'Dit klinkt als een noodgeval. Bent u of is iemand anders in gevaar of gewond, bel dan nu 112. Heeft u ICE SOS, druk dan op de SOS-knop in de app of op uw hanger: uw noodcontacten krijgen meteen een melding met uw locatie. Blijf op een veilige plek en houd uw telefoon bij u.',
    refuseInstructions:
      'Ik kan niet delen hoe ik ben ingesteld, maar ik help u graag met elke vraag over ICE SOS: abonnementen, de SOS-knop, de hanger, familietoegang of de meldkamer.',
    noMatch:
      'Daar weet ik helaas geen antwoord op. Ik help u graag met de SOS-knop, abonnementen en prijzen, de hanger, noodcontacten, uw medische ID, toegang voor familie en zorgverleners, uw account, de meldkamer in Spanje, privacy, opzeggen en aanmelden. Voor al het andere kunt u terecht op /support of via het contactformulier op /contact.',
    greeting: 'Hallo! Ik ben Emma. Vraag mij gerust alles over ICE SOS: abonnementen en prijzen, de SOS-knop, de hanger of familietoegang.',
    thanks: 'Graag gedaan! Kan ik u nog ergens anders mee helpen?',
    plansIntro: (currency) => `Onze abonnementen, met prijzen in ${currency}:`,
    perInterval: { month: 'per maand', year: 'per jaar' },
    popular: 'meest gekozen',
    pendantPrice: (price) => `De ICE SOS Bluetooth-hanger koopt u eenmalig voor ${price}.`,
    regionalIntro: 'Regionale diensten:',
    pricesUnavailable: 'Ik kan de prijslijst nu niet bereiken. U ziet alle abonnementen in het onderdeel Prijzen op de homepage.',
    includes: 'Inclusief',
  },
  es: {
    emergency:
      'Parece una emergencia. Si usted u otra persona están en peligro o heridos, llame ahora al 112. Si tiene ICE SOS, pulse el botón SOS de la app o de su colgante: avisa al instante a sus contactos de emergencia con su ubicación. Quédese en un lugar seguro y mantenga el teléfono consigo.',
    refuseInstructions:
      'No puedo compartir cómo estoy configurada, pero le ayudo encantada con cualquier pregunta sobre ICE SOS: planes, el botón SOS, el colgante, el acceso familiar o la central de atención.',
    noMatch:
      'No estoy segura de eso. Puedo ayudarle con el botón SOS, planes y precios, el colgante, los contactos de emergencia, su ficha médica, el acceso para familiares y cuidadores, su cuenta, la central de atención en España, la privacidad, la cancelación y el registro. Para todo lo demás, visite /support o el formulario de contacto en /contact.',
    greeting: '¡Hola! Soy Emma. Pregúnteme lo que quiera sobre ICE SOS: planes y precios, el botón SOS, el colgante o el acceso familiar.',
    thanks: '¡De nada! ¿Puedo ayudarle con algo más?',
    plansIntro: (currency) => `Nuestros planes, con precios en ${currency}:`,
    perInterval: { month: 'al mes', year: 'al año' },
    popular: 'el más elegido',
    pendantPrice: (price) => `El colgante Bluetooth ICE SOS es una compra única de ${price}.`,
    regionalIntro: 'Servicios regionales:',
    pricesUnavailable: 'Ahora no puedo consultar la lista de precios. Puede ver todos los planes en la sección Precios de la página de inicio.',
    includes: 'Incluye',
  },
};
