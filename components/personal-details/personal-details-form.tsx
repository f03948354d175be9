'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextarea } from '@/components/forms/form-textarea';
import { FormTextField } from '@/components/forms/form-text-field';
import { useCountryOptions } from '@/components/forms/use-country-options';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { savePersonalDetails } from '@/lib/actions/personal-details';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { type Locale, locales } from '@/lib/i18n/routing';
import { type PersonalDetailsErrorKey, type PersonalDetailsInput, personalDetailsSchema } from '@/lib/validation/personal-details';

/**
 * The languages by their own names, as a language menu shows them to someone who cannot read the
 * current one; each option carries its language, so a screen reader says it in that language.
 */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', nl: 'Nederlands', es: 'Español' };

/**
 * Personal details (issue 21): name, mobile number, home address for responders, country,
 * language and date of birth. After saving a new language the page reopens in it.
 */
export function PersonalDetailsForm({ initial }: { initial: PersonalDetailsInput }) {
  const t = useTranslations('PersonalDetails');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const form = useZodForm(personalDetailsSchema, initial);
  const [saved, setSaved] = useState(false);
  const countries = useCountryOptions();
  const action = useFormAction(form, savePersonalDetails, {
    onSuccess(data) {
      form.reset({ ...form.getValues(), phone: data.phone });
      setSaved(true);
      if (data.language !== locale) router.replace(pathname, { locale: data.language });
      else router.refresh();
    },
  });

  return (
    <ZodForm
      form={form}
      onSubmit={() => {
        setSaved(false);
        // The schema has checked the values; the action parses the same raw input again on the server.
        return action.submit(form.getValues());
      }}
      errorText={(key) => t(`errors.${key as PersonalDetailsErrorKey}`)}
      className="grid gap-4"
      data-testid="personal-details-form"
    >
      <FormTextField id="pd-name" name="fullName" autoComplete="name" label={t('fullName')} />
      <FormTextField id="pd-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" label={t('phone')} hint={t('phoneHint')} />
      <FormTextarea id="pd-address" name="address" rows={3} autoComplete="street-address" label={t('address')} hint={t('addressHint')} />
      <FormSelect id="pd-country" name="country" label={t('country')} placeholder={t('countryPlaceholder')} options={countries} />
      <FormSelect id="pd-language" name="language" label={t('language')} hint={t('languageHint')} options={locales.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }))} />
      <FormTextField id="pd-birth" name="dateOfBirth" type="date" autoComplete="bday" min="1900-01-02" label={t('dateOfBirth')} hint={t('dateOfBirthHint')} className="max-w-xs" />
      {action.problem && <FormAlert tone="error">{t(`problems.${action.problem}`)}</FormAlert>}
      {saved && <FormAlert tone="info">{t('saved')}</FormAlert>}
      <FormSubmitButton label={t('save')} pendingLabel={t('saving')} className="justify-self-start" />
    </ZodForm>
  );
}
