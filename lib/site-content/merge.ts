/**
 * Comparing and merging homepage app preview configs (issue 22: two admins editing at once never
 * lose each other's work). Pure, so the editor runs it in the browser and tests pin it down.
 *
 * A config is seen as a flat list of fields, each named by a path:
 *   - every top-level field of docs/product.md#app-preview-config ('tagline', 'sosColor', 'enableAiCard', ...);
 *   - 'cards' as ONE field: cards are edited as a list (added, removed, reordered), and merging two
 *     lists item by item would pair the wrong cards;
 *   - 'translations.<language>.<text>' per language and text ('translations.nl.tagline'), and
 *     'translations.<language>.cards' for that language's card texts (one field, like 'cards').
 * A three-way merge takes, per field, the side that changed it; when both changed it to different
 * values it is a conflict, and `merged` holds theirs (already saved) until the admin picks theirs or
 * mine per conflict with `applyFieldValue`.
 */
import { appPreviewLanguages, appPreviewTextFields, type AppPreviewConfig, type AppPreviewLanguage, type AppPreviewTexts } from '@/lib/site-content/app-preview';

export type AppPreviewFieldPath = string;

export type AppPreviewChange = { path: AppPreviewFieldPath; before: unknown; after: unknown };
export type AppPreviewConflict = { path: AppPreviewFieldPath; mine: unknown; theirs: unknown };

/** The fields of docs/product.md#app-preview-config (not translations), in the order the editor shows them. */
const baseFields = [
  'appName',
  'tagline',
  'sosLabel',
  'sosSubLabel',
  'voiceLabel',
  'sosColor',
  'primaryColor',
  'showSettingsIcon',
  'enableBatteryCard',
  'enableHeartRateCard',
  'enableAiCard',
  'enableRemindersCard',
  'cards',
] as const satisfies readonly Exclude<keyof AppPreviewConfig, 'translations'>[];

type BaseField = (typeof baseFields)[number];
type TranslationField = (typeof appPreviewTextFields)[number] | 'cards';
const translationFields: readonly TranslationField[] = [...appPreviewTextFields, 'cards'];

/** Every field path a config has, in display order. */
export const appPreviewFieldPaths: readonly AppPreviewFieldPath[] = [
  ...baseFields,
  ...appPreviewLanguages.flatMap((language) => translationFields.map((field) => `translations.${language}.${field}`)),
];

type ParsedPath = { kind: 'base'; field: BaseField } | { kind: 'translation'; language: AppPreviewLanguage; field: TranslationField };

function parsePath(path: AppPreviewFieldPath): ParsedPath | null {
  if ((baseFields as readonly string[]).includes(path)) return { kind: 'base', field: path as BaseField };
  const [head, language, field, ...rest] = path.split('.');
  if (head !== 'translations' || rest.length > 0) return null;
  if (!(appPreviewLanguages as readonly string[]).includes(language)) return null;
  if (!(translationFields as readonly string[]).includes(field)) return null;
  return { kind: 'translation', language: language as AppPreviewLanguage, field: field as TranslationField };
}

/** A field's value; an absent translation text reads as undefined. */
export function getFieldValue(config: AppPreviewConfig, path: AppPreviewFieldPath): unknown {
  const parsed = parsePath(path);
  if (!parsed) return undefined;
  if (parsed.kind === 'base') return config[parsed.field];
  return config.translations[parsed.language]?.[parsed.field];
}

/** Blank translation texts and empty card lists mean "no translation", the same as absent. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

/** Structural equality for JSON values (key order ignored); a blank text and an empty list count as absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  return sameJson(normalise(a), normalise(b));
}

// Inside cards, '' is a real value (an English card with no description), so no normalising there.
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)].filter((key) => ao[key] !== undefined || bo[key] !== undefined));
  return [...keys].every((key) => sameJson(ao[key], bo[key]));
}

/** The fields that differ from a to b, in display order. */
export function diffAppPreview(a: AppPreviewConfig, b: AppPreviewConfig): AppPreviewChange[] {
  return appPreviewFieldPaths
    .filter((path) => !sameValue(getFieldValue(a, path), getFieldValue(b, path)))
    .map((path) => ({ path, before: getFieldValue(a, path), after: getFieldValue(b, path) }));
}

/** A copy of config with one field set; a blank or undefined translation text removes it. Unknown paths change nothing. */
export function applyFieldValue(config: AppPreviewConfig, path: AppPreviewFieldPath, value: unknown): AppPreviewConfig {
  const parsed = parsePath(path);
  if (!parsed) return config;
  if (parsed.kind === 'base') return { ...config, [parsed.field]: value } as AppPreviewConfig;

  const texts: AppPreviewTexts = { ...config.translations[parsed.language] };
  const cleared = normalise(value) === undefined;
  if (cleared) delete texts[parsed.field];
  else (texts as Record<string, unknown>)[parsed.field] = value;

  const translations = { ...config.translations };
  if (Object.keys(texts).length === 0) delete translations[parsed.language];
  else translations[parsed.language] = texts;
  return { ...config, translations };
}

/**
 * Three-way merge: `base` is the version both admins started from, `theirs` the one saved since,
 * `mine` the unsaved edits. Fields only one side changed take that side's value; fields both
 * changed alike take it too; fields both changed differently are conflicts (merged holds theirs).
 */
export function mergeAppPreview(
  base: AppPreviewConfig,
  mine: AppPreviewConfig,
  theirs: AppPreviewConfig,
): { merged: AppPreviewConfig; conflicts: AppPreviewConflict[] } {
  let merged = theirs;
  const conflicts: AppPreviewConflict[] = [];
  for (const path of appPreviewFieldPaths) {
    const baseValue = getFieldValue(base, path);
    const mineValue = getFieldValue(mine, path);
    const theirsValue = getFieldValue(theirs, path);
    const mineChanged = !sameValue(baseValue, mineValue);
    const theirsChanged = !sameValue(baseValue, theirsValue);
    if (!mineChanged) continue; // theirs (changed or not) is already in merged
    if (!theirsChanged || sameValue(mineValue, theirsValue)) merged = applyFieldValue(merged, path, mineValue);
    else conflicts.push({ path, mine: mineValue, theirs: theirsValue });
  }
  return { merged, conflicts };
}
