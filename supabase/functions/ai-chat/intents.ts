import type { ChatLanguage } from './knowledge/types';
import { normalise, words } from './normalise';

/** Attempts to read Emma's set-up ("ignore previous instructions", "show your system prompt"). */
const instructionProbe =
  /(ignore|disregard|forget) (all |any |the |your )?(previous|prior|above|earlier)? ?(instructions|rules|prompt)|system ?prompt|your (instructions|rules|prompt|configuration)|(reveal|show|print|repeat|tell me) (me )?(your|the) (instructions|prompt|rules|system)|negeer (alle |de |je )?(vorige |eerdere )?(instructies|regels)|je (instructies|systeemprompt|prompt)|systeemprompt|ignora (todas |las )?(las )?(instrucciones|reglas)( anteriores)?|tus (instrucciones|reglas)|prompt del sistema|developer mode|jailbreak/;

export function isInstructionProbe(message: string): boolean {
  return instructionProbe.test(normalise(message));
}

const greetings = new Set(['hi', 'hello', 'hey', 'hallo', 'hoi', 'hola', 'buenas', 'good morning', 'goedemorgen', 'buenos dias', 'good afternoon', 'goedemiddag', 'buenas tardes']);
const thanks = /^(thanks?( you)?( very much)?|thank you( so much)?|dank (je|u)( wel)?|bedankt|gracias|muchas gracias|cheers)[ !.]*$/;

export function isGreeting(message: string): boolean {
  return greetings.has(words(message).join(' ').replace(/ emma$/, ''));
}

export function isThanks(message: string): boolean {
  return thanks.test(normalise(message));
}

/**
 * Questions about what things cost, or which plans exist: these get the live catalogue in the
 * visitor's currency. "Cancel my subscription" or "hoeveel contacten" are not price questions.
 */
const priceWords =
  /\b(price|prices|pricing|cost|costs|how much|fee|fees|expensive|cheap|cheapest|per month|monthly price|tariff|prijs|prijzen|kost|kosten|hoeveel kost|duur|goedkoop|goedkoopste|tarief|tarieven|precio|precios|cuesta|cuestan|cuanto vale|coste|costo|tarifa|tarifas|caro|barato|cuota)\b/;
const planListing =
  /\b((what|which) (plans|subscriptions)|plans (do|are|can)|list (of )?(the )?plans|welke abonnementen|abonnementen (zijn er|hebben jullie|bieden jullie)|(que|cuales) (son los )?planes|planes (hay|teneis|tienen|ofrecen))\b/;

export function asksForPrices(message: string): boolean {
  const text = normalise(message);
  return priceWords.test(text) || planListing.test(text);
}

/** A currency named in the question ("in dollars", "en libras") wins over the site setting. */
const currencyWords: [RegExp, 'EUR' | 'GBP' | 'USD' | 'AUD'][] = [
  [/(?<![a-z])(aud|australian dollars?|australische dollars?|dolares australianos)(?![a-z])|a\$/, 'AUD'],
  [/(?<![a-z])(usd|us dollars?|dollars?|dolares|dolar)(?![a-z])|\$/, 'USD'],
  [/(?<![a-z])(gbp|pounds?|sterling|pond(en)?|libras?)(?![a-z])|£/, 'GBP'],
  [/(?<![a-z])(eur|euros?)(?![a-z])|€/, 'EUR'],
];

export function currencyNamedIn(message: string): 'EUR' | 'GBP' | 'USD' | 'AUD' | null {
  const text = normalise(message);
  for (const [pattern, code] of currencyWords) if (pattern.test(text)) return code;
  return null;
}

/** Common words per language, to answer a Dutch question in Dutch even on the English site. */
const markers: Record<ChatLanguage, Set<string>> = {
  en: new Set(['the', 'is', 'what', 'how', 'does', 'do', 'can', 'i', 'my', 'you', 'your', 'of', 'and', 'a', 'to', 'with', 'much', 'which', 'who', 'where', 'when', 'it', 'are', 'there']),
  nl: new Set(['de', 'het', 'een', 'wat', 'hoe', 'ik', 'mijn', 'je', 'jullie', 'u', 'van', 'en', 'met', 'kan', 'is', 'zijn', 'welke', 'wie', 'waar', 'wanneer', 'kost', 'hoeveel', 'werkt', 'niet', 'er', 'ook', 'voor', 'op']),
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'que', 'como', 'yo', 'mi', 'tu', 'de', 'y', 'con', 'puedo', 'es', 'son', 'cual', 'quien', 'donde', 'cuando', 'cuanto', 'cuesta', 'funciona', 'no', 'hay', 'para', 'por', 'se', 'del', 'al']),
};

export function detectLanguage(message: string, preferred: ChatLanguage): ChatLanguage {
  const tokens = words(message);
  const score = (language: ChatLanguage) => tokens.filter((token) => markers[language].has(token)).length;
  let best = preferred;
  let bestScore = score(preferred);
  for (const language of ['en', 'nl', 'es'] as const) {
    const value = score(language);
    // Another language must clearly win: short or mixed messages keep the site language.
    if (value >= 2 && value > bestScore + 1) {
      best = language;
      bestScore = value;
    }
  }
  return best;
}

/**
 * Questions made only of words the search ignores ("who are you?", "what is ICE SOS?"): they name
 * their topic directly.
 */
const directTopics: [RegExp, string][] = [
  [/^(who|what) are you|^are you (a )?(bot|robot|human|real|person)|^wie ben (jij|je|u)|^ben (jij|je) een (bot|robot|mens)|^(quien|que) eres|^eres (un )?(bot|robot|humano|persona)/, 'emma'],
  [/^(what('s| is)|what exactly is|tell me about|explain) (exactly )?(ice sos|this service|your service)|^wat is (ice sos|deze dienst)|^(vertel|leg) .*(ice sos|de dienst)|^(que|en que consiste) (es )?(exactamente )?(ice sos|este servicio)/, 'about'],
];

export function directTopic(message: string): string | null {
  const text = normalise(message).replace(/^[¿¡\s]+/, '');
  for (const [pattern, topic] of directTopics) if (pattern.test(text)) return topic;
  return null;
}
