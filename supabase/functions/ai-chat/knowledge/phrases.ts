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
      "I'm not sure about that one. I can help with the SOS button, plans and prices, the pendant, family and carer access, the call centre in Spain, privacy, cancelling and signing up. For anything else, visit /support or the contact form at /contact.",
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
      'Dit klinkt als een noodgeval. Ben jij of iemand anders in gevaar of gewond, bel dan nu 112. Heb je ICE SOS, druk dan op de SOS-knop in de app of op je hanger: je noodcontacten krijgen meteen een melding met je locatie. Blijf op een veilige plek en houd je telefoon bij je.',
    refuseInstructions:
      'Ik kan niet delen hoe ik ben ingesteld, maar ik help je graag met elke vraag over ICE SOS: abonnementen, de SOS-knop, de hanger, familietoegang of de meldkamer.',
    noMatch:
      'Daar weet ik helaas geen antwoord op. Ik help je graag met de SOS-knop, abonnementen en prijzen, de hanger, toegang voor familie en mantelzorgers, de meldkamer in Spanje, privacy, opzeggen en aanmelden. Voor al het andere kun je terecht op /support of via het contactformulier op /contact.',
    greeting: 'Hallo! Ik ben Emma. Vraag me alles over ICE SOS: abonnementen en prijzen, de SOS-knop, de hanger of familietoegang.',
    thanks: 'Graag gedaan! Kan ik je nog ergens anders mee helpen?',
    plansIntro: (currency) => `Onze abonnementen, met prijzen in ${currency}:`,
    perInterval: { month: 'per maand', year: 'per jaar' },
    popular: 'meest gekozen',
    pendantPrice: (price) => `De ICE SOS Bluetooth-hanger koop je eenmalig voor ${price}.`,
    regionalIntro: 'Regionale diensten:',
    pricesUnavailable: 'Ik kan de prijslijst nu niet bereiken. Je ziet alle abonnementen in het onderdeel Prijzen op de homepage.',
    includes: 'Inclusief',
  },
  es: {
    emergency:
      'Parece una emergencia. Si tú u otra persona estáis en peligro o heridos, llama ahora al 112. Si tienes ICE SOS, pulsa el botón SOS de la app o de tu colgante: avisa al instante a tus contactos de emergencia con tu ubicación. Quédate en un lugar seguro y mantén el teléfono contigo.',
    refuseInstructions:
      'No puedo compartir cómo estoy configurada, pero te ayudo encantada con cualquier pregunta sobre ICE SOS: planes, el botón SOS, el colgante, el acceso familiar o el centro de llamadas.',
    noMatch:
      'No estoy segura de eso. Puedo ayudarte con el botón SOS, planes y precios, el colgante, el acceso para familiares y cuidadores, el centro de llamadas en España, la privacidad, la cancelación y el registro. Para todo lo demás, visita /support o el formulario de contacto en /contact.',
    greeting: '¡Hola! Soy Emma. Pregúntame lo que quieras sobre ICE SOS: planes y precios, el botón SOS, el colgante o el acceso familiar.',
    thanks: '¡De nada! ¿Puedo ayudarte con algo más?',
    plansIntro: (currency) => `Nuestros planes, con precios en ${currency}:`,
    perInterval: { month: 'al mes', year: 'al año' },
    popular: 'el más elegido',
    pendantPrice: (price) => `El colgante Bluetooth ICE SOS es una compra única de ${price}.`,
    regionalIntro: 'Servicios regionales:',
    pricesUnavailable: 'Ahora no puedo consultar la lista de precios. Puedes ver todos los planes en la sección Precios de la página de inicio.',
    includes: 'Incluye',
  },
};
