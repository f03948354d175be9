/** Lower case, no accents, straight apostrophes, single spaces: "¡Me he caído!" → "¡me he caido!". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u00b4`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised text, punctuation dropped. */
export function words(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9'/]+/)
    .filter(Boolean);
}
