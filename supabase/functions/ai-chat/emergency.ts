import type { ChatLanguage } from './knowledge/types';
import { normalise, words } from './normalise';

/**
 * docs/product.md#errors: a message that signals danger is answered at once with what to do (112, SOS),
 * before any search or LLM. Two kinds of signal, matched on accent-free lower case:
 * - phrases that mean danger wherever they appear ("i fell", "me he caido", "ik ben gevallen");
 * - cries for help ("help", "ayuda", "hulp") only when they are (nearly) the whole message, so
 *   "how does the SOS help me?" or "necesito ayuda con mi factura" stay ordinary questions.
 */
const dangerPhrases: Record<ChatLanguage, RegExp> = {
  en: /\b(i (just )?fell|i('ve| have) fallen|i('m| am) (hurt|injured|bleeding|in danger|scared|being (attacked|followed))|(can'?t|cannot) (breathe|get up|move)|chest pain|heart attack|having a stroke|someone is (attacking|following|hurting) me|call (an )?ambulance|i need (an ambulance|a doctor|help now|help right now)|help me( please)?!|please help( me)?\b|this is an emergency|there('s| is) a fire|i('m| am) (being )?(threatened|robbed))/,
  nl: /\b(ik ben (net )?gevallen|ik (ben|raak) gewond|ik bloed|ik ben in gevaar|ik krijg geen (lucht|adem)|ik kan niet (ademen|opstaan|bewegen)|pijn op (de|mijn) borst|hartaanval|beroerte|iemand (valt mij|volgt mij|bedreigt mij|doet mij pijn)|ik word (aangevallen|gevolgd|bedreigd|beroofd)|bel (een|de) ambulance|ik heb (nu )?(een ambulance|een dokter|dringend hulp) nodig|help me alsjeblieft|help mij|dit is een noodgeval|er is brand)/,
  es: /\b(me he caido|me cai|me caigo|estoy (herid[oa]|sangrando|en peligro)|me (estan|esta) (siguiendo|atacando|amenazando|robando)|no puedo (respirar|levantarme|moverme)|dolor (en el|de) pecho|infarto|ataque al corazon|ictus|llam(a|ad|en) (a )?una ambulancia|necesito (una ambulancia|un medico|ayuda urgente|ayuda ya)|ayudame|ayudenme|auxilio|socorro|esto es una emergencia|hay (un )?fuego|hay un incendio)/,
};

const cries: Record<ChatLanguage, string[]> = {
  en: ['help', 'help me', 'help please', 'please help', 'sos', 'emergency', 'i need help', 'i need help now', 'mayday'],
  nl: ['hulp', 'help', 'help me', 'help mij', 'noodgeval', 'ik heb hulp nodig', 'ik heb nu hulp nodig', 'sos', 'noodgevallen'],
  es: ['ayuda', 'ayuda por favor', 'por favor ayuda', 'necesito ayuda', 'necesito ayuda ya', 'emergencia', 'sos', 'socorro', 'auxilio'],
};

/** The language whose danger signal the message carries, or null when it carries none. */
export function detectEmergency(message: string, preferred: ChatLanguage): ChatLanguage | null {
  const text = normalise(message);
  const bare = words(message).join(' ');
  const order: ChatLanguage[] = [preferred, ...(['en', 'nl', 'es'] as const).filter((l) => l !== preferred)];
  for (const language of order) {
    if (dangerPhrases[language].test(text) || cries[language].includes(bare)) return language;
  }
  return null;
}
