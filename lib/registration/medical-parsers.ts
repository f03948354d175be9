import { simplify } from './answer-parsers';
import { BLOOD_TYPES } from './schema';

/** "skip", "none", "no", and the same in Dutch and Spanish: the person leaves an optional question out. */
const SKIP_WORDS = new Set(['skip', 'none', 'no', 'nothing', 'n a', 'na', '-', 'overslaan', 'geen', 'nee', 'niets', 'saltar', 'omitir', 'ninguno', 'ninguna', 'nada']);

export function parseSkip(text: string): boolean {
  const phrase = simplify(text);
  return phrase === '' ? text.trim() === '-' : SKIP_WORDS.has(phrase);
}

const RH: Record<string, '+' | '-'> = {
  '+': '+', pos: '+', positive: '+', positief: '+', positivo: '+', plus: '+',
  '-': '-', neg: '-', negative: '-', negatief: '-', negativo: '-', min: '-', minus: '-',
};

/** A blood type as people write it ("A+", "0 neg", "AB positivo", "don't know"), or null. */
export function parseBloodType(text: string): (typeof BLOOD_TYPES)[number] | null {
  const compact = text.trim().toLowerCase();
  if (/^(unknown|don'?t know|i don'?t know|weet (ik )?niet|onbekend|no (lo )?s[eé]|desconocido)$/.test(compact)) return 'unknown';
  const match = /^(ab|a|b|o|0)\s*(\+|-|pos|neg|positive|negative|positief|negatief|positivo|negativo|plus|min|minus)$/.exec(compact);
  if (!match) return null;
  const group = match[1] === '0' ? 'O' : match[1].toUpperCase();
  return `${group}${RH[match[2]]}` as (typeof BLOOD_TYPES)[number];
}

/** A list typed in one line ("diabetes, asthma and arthritis"), split on commas, semicolons and "and"/"en"/"y"; null when too long. */
export function parseList(text: string): string[] | null {
  const items = text
    .split(/\s*(?:[,;\n]|\band\b|\ben\b|\by\b)\s*/i)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > 20 || items.some((item) => item.length > 200)) return null;
  return items;
}
