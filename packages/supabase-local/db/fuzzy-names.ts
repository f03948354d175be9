/**
 * The fuzzy string set PostgREST suggests names with ("Perhaps you meant 'films' instead of
 * 'film'."): Haskell's `fuzzyset` package (0.2, itself fuzzyset.js' algorithm) with its default
 * settings. An entry is kept lowercased; its n-grams are taken from it with every character but
 * letters, digits, spaces and commas removed, enclosed in `-`. A lookup returns the entry equal to
 * the (lowercased) name with score 1, else, with trigrams then (when none matched) bigrams, the
 * entries sharing n-grams with it ranked by cosine similarity, the best 50 re-scored with the
 * normalized Levenshtein similarity, those scoring 0.33 or more, best first.
 */

export interface FuzzyMatch {
  score: number;
  /** The entry as it was added. */
  value: string;
}

const MIN_SCORE = 0.33;
const GRAM_SIZES = [3, 2];
const LEVENSHTEIN_CANDIDATES = 50;

export function fuzzyMatches(name: string, entries: readonly string[]): FuzzyMatch[] {
  const originals = new Map<string, string>();
  for (const entry of entries) if (!originals.has(entry.toLowerCase())) originals.set(entry.toLowerCase(), entry);
  const key = name.toLowerCase();
  const exact = originals.get(key);
  if (exact !== undefined) return [{ score: 1, value: exact }];
  for (const size of GRAM_SIZES) {
    const found = matchesOfSize(key, [...originals.keys()], size);
    if (found.length > 0) return found.map(({ score, value }) => ({ score, value: originals.get(value) ?? value }));
  }
  return [];
}

/** The best match, as `Data.FuzzySet.getOne` answers it. */
export function closestName(name: string, entries: readonly string[]): string | undefined {
  return fuzzyMatches(name, entries)[0]?.value;
}

function matchesOfSize(key: string, entries: readonly string[], size: number): FuzzyMatch[] {
  const query = gramCounts(key, size);
  const queryMagnitude = magnitude(query);
  const cosine: FuzzyMatch[] = [];
  for (const entry of entries) {
    const grams = gramCounts(entry, size);
    let dot = 0;
    for (const [gram, count] of query) dot += count * (grams.get(gram) ?? 0);
    if (dot > 0) cosine.push({ score: dot / (queryMagnitude * magnitude(grams)), value: entry });
  }
  cosine.sort((a, b) => b.score - a.score);
  return cosine
    .slice(0, LEVENSHTEIN_CANDIDATES)
    .map(({ value }) => ({ score: levenshteinSimilarity(key, value), value }))
    .sort((a, b) => b.score - a.score)
    .filter((match) => match.score >= MIN_SCORE);
}

function gramCounts(text: string, size: number): Map<string, number> {
  const padded = `-${normalizedName(text)}-`;
  const counts = new Map<string, number>();
  for (let offset = 0; offset + size <= padded.length; offset++) {
    const gram = padded.slice(offset, offset + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function magnitude(counts: Map<string, number>): number {
  let sum = 0;
  for (const count of counts.values()) sum += count * count;
  return Math.sqrt(sum);
}

/** Data.FuzzySet's `normalized`: lower case, only letters, digits, spaces and commas. */
export function normalizedName(text: string): string {
  return [...text.toLowerCase()].filter((char) => /[\p{L}\p{N}\s,]/u.test(char)).join('');
}

/** `Data.Text.Metrics.levenshteinNorm`: 1 - distance / length of the longer text, by code point. */
export function levenshteinSimilarity(a: string, b: string): number {
  const [s, t] = [[...a], [...b]];
  const longer = Math.max(s.length, t.length);
  if (longer === 0) return 1;
  let previous = Array.from({ length: t.length + 1 }, (_, index) => index);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return 1 - previous[t.length] / longer;
}
