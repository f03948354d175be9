'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormRadioGroup } from '@/components/forms/form-radio-group';
import { FormTextField } from '@/components/forms/form-text-field';
import { locales } from '@/lib/i18n/routing';
import { asCountryCode } from '@/lib/registration/phone';
import type { RegistrationAnswers } from '@/lib/registration/schema';
import { FormSelect, type SelectOption } from '@/components/forms/form-select';
import { RegistrationFieldset } from './registration-fieldset';

/**
 * The countries offered: those the catalogue names (the service's markets), and the one already
 * answered if Emma was told another (any country libphonenumber knows), so switching loses nothing.
 */
function useCountryOptions(current: string): SelectOption[] {
  const t = useTranslations('Registration.emma.countries');
  const { countries } = useMessages().Registration.emma;
  const locale = useLocale();
  return useMemo(() => {
    const named = Object.keys(countries) as Array<keyof typeof countries>;
    const options: SelectOption[] = named.map((code) => ({ value: code, label: t(code) }));
    const other = asCountryCode(current);
    if (other && !options.some((option) => option.value === other)) {
      options.push({ value: other, label: new Intl.DisplayNames([locale], { type: 'region' }).of(other) ?? other });
    }
    return options;
  }, [countries, current, locale, t]);
}

/** Who is protected and how we reach them: the first two parts of the registration form. */
export function PersonFields({ mode }: { mode: 'new' | 'existing' }) {
  const t = useTranslations('Registration');
  const { control } = useFormContext<RegistrationAnswers>();
  const [protectedPerson, country] = useWatch({ control, name: ['protectedPerson', 'country'] });
  const forOther = protectedPerson === 'other';
  const countries = useCountryOptions(country);

  return (
    <>
      <RegistrationFieldset legend={t('form.personLegend')}>
        <FormRadioGroup
          id="registration-who"
          name="protectedPerson"
          legend={t('form.who')}
          options={[
            { value: 'self', label: t('emma.choices.self') },
            { value: 'other', label: t('emma.choices.other') },
          ]}
        />
        <FormTextField id="registration-name" name="protectedName" label={forOther ? t('form.nameOther') : t('form.nameSelf')} autoComplete={forOther ? 'off' : 'name'} maxLength={100} />
      </RegistrationFieldset>

      <RegistrationFieldset legend={t('form.detailsLegend')}>
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          {mode === 'new' && (
            <FormTextField id="registration-email" name="email" type="email" label={t('form.email')} hint={t('form.emailHint')} autoComplete="email" maxLength={320} />
          )}
          <FormTextField
            id="registration-phone"
            name="phone"
            type="tel"
            label={forOther ? t('form.phoneOther') : t('form.phoneSelf')}
            hint={t('form.phoneHint')}
            autoComplete={forOther ? 'off' : 'tel'}
            maxLength={40}
          />
          <FormSelect id="registration-country" name="country" label={t('form.country')} placeholder={t('form.countryPlaceholder')} options={countries} />
          <FormSelect
            id="registration-language"
            name="language"
            label={t('form.language')}
            options={locales.map((code) => ({ value: code, label: t(`emma.languages.${code}`) }))}
          />
        </div>
      </RegistrationFieldset>
    </>
  );
}
