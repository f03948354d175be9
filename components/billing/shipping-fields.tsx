'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSelect } from '@/components/forms/form-select';
import { FormTextField } from '@/components/forms/form-text-field';
import { SHIPPING_COUNTRIES } from '@/lib/validation/pendant-order';

/**
 * Where the pendant goes, and what the buyer must know before paying for it (the 14-day withdrawal
 * right for goods bought online, non-refundable hardware after it, the 1-year warranty), with its
 * explicit acknowledgement. Shared by the pendant order and the plan checkout; `prefix` is the
 * fields' place in the surrounding form ('' or 'shipment.').
 */
export function ShippingFields({ prefix = '', idPrefix, children }: { prefix?: '' | 'shipment.'; idPrefix: string; children?: React.ReactNode }) {
  const t = useTranslations('Billing.order');
  const uiLocale = useLocale();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([uiLocale], { type: 'region' });
    return SHIPPING_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, uiLocale));
  }, [uiLocale]);
  return (
    <>
      <FormTextField id={`${idPrefix}-name`} name={`${prefix}fullName`} label={t('fullName')} autoComplete="shipping name" />
      <FormTextField id={`${idPrefix}-line1`} name={`${prefix}line1`} label={t('line1')} autoComplete="shipping address-line1" />
      <FormTextField id={`${idPrefix}-line2`} name={`${prefix}line2`} label={t('line2')} autoComplete="shipping address-line2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id={`${idPrefix}-postal`} name={`${prefix}postalCode`} label={t('postalCode')} autoComplete="shipping postal-code" />
        <FormTextField id={`${idPrefix}-city`} name={`${prefix}city`} label={t('city')} autoComplete="shipping address-level2" />
      </div>
      <FormSelect id={`${idPrefix}-country`} name={`${prefix}country`} label={t('country')} options={countries} placeholder={t('chooseCountry')} />
      {children}
      <div className="grid gap-2 rounded-lg border border-border p-4 text-sm">
        <p className="font-medium">{t('beforePaying')}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('withdrawal')}</li>
          <li>{t('nonRefundable')}</li>
          <li>{t('warranty')}</li>
        </ul>
      </div>
      <FormCheckbox id={`${idPrefix}-acknowledged`} name={`${prefix}acknowledged`} label={t('acknowledge')} />
    </>
  );
}
