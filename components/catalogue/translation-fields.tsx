'use client';

import { useTranslations } from 'next-intl';
import { FormTextarea } from '@/components/forms/form-textarea';
import { FormTextField } from '@/components/forms/form-text-field';
import { translatedLanguages } from '@/lib/catalogue/translations';
import { CATALOGUE_LIMITS } from '@/lib/validation/catalogue';

/**
 * Dutch and Spanish texts, one fieldset per language, each field saying that empty falls back to
 * English. The inputs carry their language (lang), so a screen reader and spell check use it.
 */
export function TranslationFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('AdminCatalogue.form');
  return (
    <section aria-labelledby={`${idPrefix}-translations`} className="flex flex-col gap-4">
      <div>
        <h2 id={`${idPrefix}-translations`} className="text-lg font-semibold">
          {t('translations')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('translationsLead')}</p>
      </div>
      {translatedLanguages.map((language) => {
        const name = t(`language.${language}`);
        return (
          <fieldset key={language} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4" data-testid={`translation-${language}`}>
            <legend className="px-1 font-semibold">{t(`languageTitle.${language}`)}</legend>
            <FormTextField
              id={`${idPrefix}-${language}-name`}
              name={`${language}Name`}
              lang={language}
              label={t('translatedName', { language: name })}
              hint={t('fallbackHint')}
              maxLength={CATALOGUE_LIMITS.name}
            />
            <FormTextarea
              id={`${idPrefix}-${language}-description`}
              name={`${language}Description`}
              lang={language}
              label={t('translatedDescription', { language: name })}
              hint={t('fallbackHint')}
              rows={3}
              maxLength={CATALOGUE_LIMITS.description}
            />
            <FormTextarea
              id={`${idPrefix}-${language}-features`}
              name={`${language}Features`}
              lang={language}
              label={t('translatedFeatures', { language: name })}
              hint={`${t('featuresHint', { max: CATALOGUE_LIMITS.features })} ${t('fallbackHint')}`}
              rows={5}
            />
          </fieldset>
        );
      })}
    </section>
  );
}
