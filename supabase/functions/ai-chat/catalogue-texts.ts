import type { ChatLanguage } from './knowledge/types';

/** A catalogue row's texts as Emma says them. */
export type CatalogueTexts = { name: string; description: string | null; features: string[] };

/** What a catalogue row holds of its texts: the English columns and the `translations` column. */
export type TranslatableRow = { name: string; description: string | null; features?: unknown; translations?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/**
 * A row's texts in the language Emma answers in, so a price answer on /es names "Central de
 * Atención España" and lists its features in Spanish, as the Spanish pages do. The rule of
 * docs/product.md#data: each Dutch or Spanish text of `translations` where it is given and not
 * blank, else the English column, field by field. The app's lib/catalogue/translations.ts holds the
 * same rule, which an edge function cannot import; __tests__/chat/emma-catalogue-texts.test.ts
 * keeps the two in step.
 */
export function catalogueTextsIn(row: TranslatableRow, language: ChatLanguage): CatalogueTexts {
  const english: CatalogueTexts = { name: row.name, description: row.description, features: strings(row.features) };
  if (language === 'en' || !isObject(row.translations)) return english;
  const translation = row.translations[language];
  if (!isObject(translation)) return english;
  const features = strings(translation.features);
  return {
    name: text(translation.name) ?? english.name,
    description: text(translation.description) ?? english.description,
    features: features.length > 0 ? features : english.features,
  };
}
