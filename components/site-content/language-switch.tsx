'use client';

import { useTranslations } from 'next-intl';
import type { AppPreviewLocale } from '@/lib/site-content/app-preview';

const LOCALES: readonly AppPreviewLocale[] = ['en', 'nl', 'es'];

/**
 * Which language's texts the form edits and the preview shows: a radio group (arrow keys move
 * between the languages, as in any radio group), drawn as a row of segments.
 */
export function LanguageSwitch({ value, onChange }: { value: AppPreviewLocale; onChange(locale: AppPreviewLocale): void }) {
  const t = useTranslations('AdminContent.language');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {LOCALES.map((locale) => (
          <label
            key={locale}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 has-checked:border-guardian has-checked:bg-guardian/10 has-focus-visible:ring-2 has-focus-visible:ring-guardian"
          >
            <input
              type="radio"
              name="content-language"
              value={locale}
              checked={value === locale}
              onChange={() => onChange(locale)}
              className="size-5 shrink-0 accent-guardian"
            />
            <span>{t(locale)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
