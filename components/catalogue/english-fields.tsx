'use client';

import { useTranslations } from 'next-intl';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSelect } from '@/components/forms/form-select';
import { FormTextarea } from '@/components/forms/form-textarea';
import { FormTextField } from '@/components/forms/form-text-field';
import { CATALOGUE_LIMITS, currencies } from '@/lib/validation/catalogue';

/**
 * The fields every kind shares, in English (the canonical texts the other languages fall back
 * to): name, description, features, price and currency, and whether the public pages show it.
 */
export function EnglishFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('AdminCatalogue.form');
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{t('english')}</legend>
      <FormTextField id={`${idPrefix}-name`} name="name" label={t('name')} maxLength={CATALOGUE_LIMITS.name} required />
      <FormTextarea id={`${idPrefix}-description`} name="description" label={t('description')} rows={3} maxLength={CATALOGUE_LIMITS.description} />
      <FormTextarea id={`${idPrefix}-features`} name="features" label={t('features')} hint={t('featuresHint', { max: CATALOGUE_LIMITS.features })} rows={6} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id={`${idPrefix}-price`} name="price" label={t('price')} hint={t('priceHint')} inputMode="decimal" required />
        <FormSelect id={`${idPrefix}-currency`} name="currency" label={t('currency')} options={currencies.map((code) => ({ value: code, label: code }))} />
      </div>
      <FormCheckbox id={`${idPrefix}-active`} name="active" label={t('active')} hint={t('activeHint')} />
    </fieldset>
  );
}
