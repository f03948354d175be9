/**
 * The catalogue's texts in the visitor's language (issue 22). English lives in a row's own
 * columns and stays canonical; Dutch and Spanish live in its `translations` column, whose shape
 * the database checks (migration 20261124001500_catalogue_admin):
 *   { "nl"?: { "name"?, "description"?, "features"?: string[] }, "es"?: { … } }
 * A language, or a field of it, that is missing or empty falls back to English, field by field.
 */
import type { Locale } from '@/lib/i18n/routing';
import { stringFeatures } from '@/lib/plans';

export const translatedLanguages = ['nl', 'es'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

export type CatalogueTranslation = { name?: string; description?: string; features?: string[] };
export type CatalogueTranslations = Partial<Record<TranslatedLanguage, CatalogueTranslation>>;

export type CatalogueTexts = { name: string; description: string | null; features: string[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Reads a stored translations value, keeping only well-formed, non-empty texts. Lenient on purpose:
 * the database already refuses a bad shape, and a public page must never fail over one.
 */
export function parseTranslations(value: unknown): CatalogueTranslations {
  if (!isObject(value)) return {};
  const out: CatalogueTranslations = {};
  for (const language of translatedLanguages) {
    const entry = value[language];
    if (!isObject(entry)) continue;
    const translation: CatalogueTranslation = {};
    const name = text(entry.name);
    const description = text(entry.description);
    const features = stringFeatures(entry.features);
    if (name) translation.name = name;
    if (description) translation.description = description;
    if (features.length > 0) translation.features = features;
    if (Object.keys(translation).length > 0) out[language] = translation;
  }
  return out;
}

/** The texts to show in `locale`: each translated field where given, else the English one. */
export function localizedTexts(english: CatalogueTexts, translations: unknown, locale: Locale): CatalogueTexts {
  if (locale === 'en') return english;
  const translation = parseTranslations(translations)[locale];
  if (!translation) return english;
  return {
    name: translation.name ?? english.name,
    description: translation.description ?? english.description,
    features: translation.features ?? english.features,
  };
}
