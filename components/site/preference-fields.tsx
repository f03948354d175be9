'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { currencies, isCurrency, type Currency } from '@/lib/currency';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';

type FieldProps<T> = { value: T; onChange: (value: T) => void; hideLabel?: boolean; className?: string };

type ChoiceProps<T extends string> = FieldProps<T> & {
  label: string;
  options: readonly { value: T; label: string; lang?: string }[];
  accepts: (value: string) => value is T;
};

// Native selects: fully keyboard and screen-reader friendly, and no script to load before the
// navigation bar works.
function ChoiceField<T extends string>({ label, options, accepts, value, onChange, hideLabel = false, className }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        id={id}
        className="h-11 rounded-md border border-border bg-background px-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        value={value}
        onChange={(event) => accepts(event.target.value) && onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LanguageField(props: FieldProps<Locale>) {
  const t = useTranslations('Preferences');
  const options = locales.map((locale) => ({ value: locale, label: t(`languages.${locale}`), lang: locale }));
  return <ChoiceField label={t('language')} options={options} accepts={isLocale} {...props} />;
}

export function CurrencyField(props: FieldProps<Currency>) {
  const t = useTranslations('Preferences');
  const options = currencies.map((currency) => ({ value: currency, label: t(`currencies.${currency}`) }));
  return <ChoiceField label={t('currency')} options={options} accepts={isCurrency} {...props} />;
}
