'use client';

import { useTranslations } from 'next-intl';
import { InputField } from '@/components/forms/input-field';
import { textIn } from '@/lib/site-content/edit-config';
import { appPreviewTextFields, type AppPreviewConfig, type AppPreviewLocale, type AppPreviewTextField } from '@/lib/site-content/app-preview';

type Props = {
  value: AppPreviewConfig;
  language: AppPreviewLocale;
  /** Field path → translated message. */
  errorOf(path: string): string | undefined;
  onChange(field: AppPreviewTextField, text: string): void;
};

/**
 * The phone's texts in one language. English is the stored base; in Dutch or Spanish an empty
 * field falls back to it, so the English text is the field's placeholder.
 */
export function TextFields({ value, language, errorOf, onChange }: Props) {
  const t = useTranslations('AdminContent');
  return (
    <div className="flex flex-col gap-4">
      {appPreviewTextFields.map((field) => {
        const path = language === 'en' ? field : `translations.${language}.${field}`;
        return (
          <InputField
            key={`${field}-${language}`}
            id={`content-${field}-${language}`}
            label={t(`fields.${field}`)}
            lang={language}
            value={textIn(value, language, field)}
            placeholder={language === 'en' ? undefined : value[field]}
            error={errorOf(path)}
            onChange={(event) => onChange(field, event.target.value)}
            autoComplete="off"
          />
        );
      })}
    </div>
  );
}
