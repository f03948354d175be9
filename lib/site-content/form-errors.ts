/**
 * The content editor checks its value with the same zod schema as the save action
 * (lib/validation/site-content.ts) and shows each message by its field. Fields are named by the
 * issue's path joined with dots ('tagline', 'cards.0.title', 'translations.nl.tagline'), which is
 * also how the editor names its inputs' error slots.
 */
import type { AppPreviewConfig, AppPreviewLocale } from '@/lib/site-content/app-preview';
import { type AdminContentErrorKey, appPreviewValueSchema } from '@/lib/validation/site-content';

export type FieldErrors = Record<string, AdminContentErrorKey>;

const KEYS: readonly string[] = ['textRequired', 'textTooLong', 'descriptionTooLong', 'colourInvalid', 'iconRequired', 'iconTooLong', 'tooManyCards', 'invalid'];

/** Path → first message key; empty when the value may be saved. */
export function contentFieldErrors(value: AppPreviewConfig): FieldErrors {
  const parsed = appPreviewValueSchema.safeParse(value);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = (KEYS.includes(issue.message) ? issue.message : 'invalid') as AdminContentErrorKey;
  }
  return errors;
}

/** The language whose texts hold an error path: translations.<language>.…, else English. */
export function languageOfPath(path: string): AppPreviewLocale {
  const [head, language] = path.split('.');
  return head === 'translations' && (language === 'nl' || language === 'es') ? language : 'en';
}
