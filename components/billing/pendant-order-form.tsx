'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { startPendantCheckout } from '@/lib/actions/pendant-order';
import type { Locale } from '@/lib/i18n/routing';
import { useCheckoutStart } from './use-checkout-start';
import { MAX_PENDANTS_PER_ORDER, pendantOrderSchema, SHIPPING_COUNTRIES, type PendantOrderInput } from '@/lib/validation/pendant-order';

type Props = { locale: Locale; initial: Partial<PendantOrderInput>; price: string };
type ErrorKey = 'fullName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country' | 'quantity' | 'acknowledged';

/**
 * The pendant order (issue 20): where it goes and how many, and, before paying, what the buyer
 * must know (the 14-day withdrawal right for goods bought online, non-refundable hardware after
 * it, the 1-year warranty), acknowledged explicitly. Payment is Stripe Checkout.
 */
export function PendantOrderForm({ locale, initial, price }: Props) {
  const t = useTranslations('Billing.order');
  const uiLocale = useLocale();
  const form = useZodForm(pendantOrderSchema, { fullName: '', line1: '', line2: '', postalCode: '', city: '', quantity: 1, ...initial } as PendantOrderInput);
  const { start, problem, leaving } = useCheckoutStart<'unavailable' | 'outOfStock'>();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([uiLocale], { type: 'region' });
    return SHIPPING_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, uiLocale));
  }, [uiLocale]);

  const submit = (values: Parameters<typeof startPendantCheckout>[1]) => start(() => startPendantCheckout.bind(null, locale)(values));

  return (
    <ZodForm form={form} onSubmit={submit} errorText={(key) => t(`errors.${key as ErrorKey}`, { max: MAX_PENDANTS_PER_ORDER })} className="grid gap-4">
      <FormTextField id="order-name" name="fullName" label={t('fullName')} autoComplete="shipping name" />
      <FormTextField id="order-line1" name="line1" label={t('line1')} autoComplete="shipping address-line1" />
      <FormTextField id="order-line2" name="line2" label={t('line2')} autoComplete="shipping address-line2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id="order-postal" name="postalCode" label={t('postalCode')} autoComplete="shipping postal-code" />
        <FormTextField id="order-city" name="city" label={t('city')} autoComplete="shipping address-level2" />
      </div>
      <FormSelect id="order-country" name="country" label={t('country')} options={countries} placeholder={t('chooseCountry')} />
      <FormTextField id="order-quantity" name="quantity" type="number" inputMode="numeric" min={1} max={MAX_PENDANTS_PER_ORDER} label={t('quantity')} hint={t('quantityHint', { price, max: MAX_PENDANTS_PER_ORDER })} className="max-w-xs" />
      <div className="grid gap-2 rounded-lg border border-border p-4 text-sm" id="order-terms">
        <p className="font-medium">{t('beforePaying')}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('withdrawal')}</li>
          <li>{t('nonRefundable')}</li>
          <li>{t('warranty')}</li>
        </ul>
      </div>
      <FormCheckbox id="order-acknowledged" name="acknowledged" label={t('acknowledge')} />
      {problem && <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>}
      <FormSubmitButton label={t('pay')} pendingLabel={t('paying')} pending={leaving} className="justify-self-start" />
    </ZodForm>
  );
}
