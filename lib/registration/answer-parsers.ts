import { routing, type Locale } from '@/lib/i18n/routing';
import { z } from '@/lib/zod';
import { phoneCountries } from './phone';

/**
 * Emma's registration works without a language model: each answer typed in the chat is read by
 * one of these deterministic parsers, in English, Dutch or Spanish whatever the page's language
 * (people mix). A parser returns null when the answer cannot be used, and Emma asks again with a
 * hint. With a model configured, its reading still has to pass the same schema (schema.ts).
 */

/** Lower case, accents removed, punctuation to spaces, spaces collapsed: "¡Sí, claro!" → "si claro". */
export function simplify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .trim();
}

const words = (text: string) => simplify(text).split(' ').filter(Boolean);

const YES = new Set(['yes', 'y', 'yeah', 'yep', 'sure', 'ok', 'okay', 'agree', 'ja', 'jawel', 'akkoord', 'prima', 'goed', 'si', 'claro', 'vale', 'acepto', 'de acuerdo']);
const NO = new Set(['no', 'n', 'nope', 'nee', 'neen', 'niet', 'nada']);

/** yes / no in en, nl or es; null for anything else (also for "yes and no"). */
export function parseYesNo(text: string): boolean | null {
  const found = words(text);
  const phrase = simplify(text);
  const yes = found.some((word) => YES.has(word)) || YES.has(phrase);
  const no = found.some((word) => NO.has(word));
  if (yes === no) return null;
  return yes;
}

/**
 * Words that ask what something costs, in en, nl or es ("how much?", "wat kost het?", "¿cuánto
 * cuesta?"), simplified. Not "vale" alone (Spanish "okay" as often as "it costs") nor "duur"
 * (Dutch "expensive", but also "how long").
 */
const PRICE_QUESTION = /(?:^| )(?:how much|price|prices|pricing|cost|costs|fee|fees|kost|kosten|prijs|prijzen|tarief|hoeveel|cuanto|cuanta|cuesta|cuestan|precio|precios|coste|costo|tarifa)(?: |$)/;

/** Whether an answer asks for a price instead of giving one: Emma then says the price and asks again. */
export function asksPrice(text: string): boolean {
  return PRICE_QUESTION.test(simplify(text));
}

/** Someone else, or a relative named: checked first, so "para mi madre" is not read as "mi" (me). */
const OTHER = [
  'someone', 'somebody', 'else', 'other', 'another', 'mother', 'father', 'mum', 'mom', 'dad', 'parent', 'parents', 'husband', 'wife', 'partner', 'grandmother', 'grandfather', 'friend', 'neighbour', 'neighbor',
  'iemand', 'anders', 'moeder', 'vader', 'ouder', 'ouders', 'man', 'vrouw', 'oma', 'opa', 'vriend', 'vriendin', 'buurman', 'buurvrouw',
  'alguien', 'otra', 'otro', 'madre', 'padre', 'abuela', 'abuelo', 'marido', 'esposa', 'esposo', 'mujer', 'amigo', 'amiga', 'vecino', 'vecina',
];
const SELF = ['me', 'myself', 'mine', 'mij', 'mezelf', 'ikzelf', 'ik', 'zelf', 'yo', 'mi', 'mismo', 'misma'];

/** Who is protected: the person typing (self) or someone they care for (other); null if unclear. */
export function parseProtectedPerson(text: string): 'self' | 'other' | null {
  const found = words(text);
  if (found.some((word) => OTHER.includes(word))) return 'other';
  if (found.some((word) => SELF.includes(word))) return 'self';
  return null;
}

/** "My name is Ana García" → "Ana García"; the introductions people type before a name, in the three languages. */
const NAME_INTRO = /^(?:(?:my|her|his|their) name is|(?:i am|i'm|it'?s|this is)|(?:ik ben|ik heet|zijn naam is|haar naam is|mijn naam is)|(?:me llamo|soy|se llama|su nombre es|mi nombre es))\s+/i;

/** A person's name (2–100 characters: letters, apostrophes, hyphens, dots, spaces), or null. */
export function parsePersonName(text: string): string | null {
  const name = text.trim().replace(NAME_INTRO, '').replace(/[.!]+$/, '').replace(/\s+/g, ' ').trim();
  if (name.length < 2 || name.length > 100) return null;
  // Letters (any script), and the apostrophes, hyphens, dots and spaces names have.
  if (!/^\p{L}[\p{L}\p{M}'’ .-]*$/u.test(name)) return null;
  if ((name.match(/\p{L}/gu) ?? []).length < 2) return null;
  return name;
}

/** An e-mail address (lower case), or null. */
export function parseEmail(text: string): string | null {
  const candidate = text.trim().replace(/^mailto:/i, '').replace(/[.,;]+$/, '');
  return z.email().safeParse(candidate).success ? candidate.toLowerCase() : null;
}

/** Each language's names for the languages we speak, by the names people write them in. */
const LANGUAGE_NAMES: Record<Locale, readonly string[]> = {
  en: ['en', 'english', 'engels', 'ingles'],
  nl: ['nl', 'dutch', 'nederlands', 'neerlandes', 'holandes', 'vlaams', 'flemish'],
  es: ['es', 'spanish', 'spaans', 'espanol', 'castellano'],
};

/** The site language for e-mails and messages (en, nl, es), from its name in any of them; null otherwise. */
export function parseLanguage(text: string): Locale | null {
  const found = words(text);
  const matches = routing.locales.filter((locale) => LANGUAGE_NAMES[locale].some((name) => found.includes(name)));
  return matches.length === 1 ? matches[0] : null;
}

let countryNames: Map<string, string> | null = null;

/** Every country's name in English, Dutch and Spanish (Intl.DisplayNames), simplified, to its code. */
function countryIndex(): Map<string, string> {
  if (countryNames) return countryNames;
  const index = new Map<string, string>();
  for (const locale of routing.locales) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    for (const code of phoneCountries()) {
      const name = names.of(code);
      if (name && name !== code) index.set(simplify(name), code);
    }
  }
  // Names people use that the standard ones do not cover.
  for (const [alias, code] of [['holland', 'NL'], ['the netherlands', 'NL'], ['nederland', 'NL'], ['uk', 'GB'], ['england', 'GB'], ['usa', 'US']] as const) index.set(alias, code);
  countryNames = index;
  return index;
}

/** A country as a code ("ES"), from its name in en/nl/es or its two-letter code; null when unknown. */
export function parseCountry(text: string): string | null {
  const phrase = simplify(text).replace(/^(?:in|from|uit|en|de|desde)\s+/, '');
  if (/^[a-z]{2}$/.test(phrase) && phoneCountries().includes(phrase.toUpperCase() as never)) return phrase.toUpperCase();
  return countryIndex().get(phrase) ?? null;
}

/** A plan as offered in the chat: its place in the list ("2"), or its name or a distinctive part of it. */
export function parsePlanChoice<P extends { id: string; name: string }>(text: string, offered: readonly P[]): P | null {
  const phrase = simplify(text);
  const ordinal = /^(?:plan\s+)?(\d{1,2})$/.exec(phrase);
  if (ordinal) return offered[Number(ordinal[1]) - 1] ?? null;
  const exact = offered.find((plan) => simplify(plan.name) === phrase);
  if (exact) return exact;
  // A word of the answer that appears in exactly one plan's name ("premium", "family" is ambiguous when two plans say it).
  const candidates = offered.filter((plan) => {
    const nameWords = words(plan.name);
    return words(text).some((word) => word.length >= 4 && nameWords.includes(word));
  });
  return candidates.length === 1 ? candidates[0] : null;
}
