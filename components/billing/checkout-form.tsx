'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormRadioGroup } from '@/components/forms/form-radio-group';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { useCurrency } from '@/components/site/preferences-store';
import { startCheckout } from '@/lib/actions/billing';
import { MAX_EXTRA_FAMILY_MEMBERS } from '@/lib/billing/checkout-lines';
import { formatPrice } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/routing';
import { checkoutSelectionSchema, type CheckoutSelectionInput } from '@/lib/validation/checkout';
import { MonthlyTotal } from './monthly-total';
import { ShippingFields } from './shipping-fields';
import { useCheckoutStart } from './use-checkout-start';

export type CheckoutPlanOption = { id: string; name: string; price: number; currency: string };

type Props = {
  locale: Locale;
  plans: readonly CheckoutPlanOption[];
  initial: CheckoutSelectionInput;
  /** The Spain call centre, offered to members in Spain; null when not offered. */
  spainCallCentre: CheckoutPlanOption | null;
  /** The per-person Family Sharing add-on; null when it is not sold. */
  familySharing: CheckoutPlanOption | null;
  /** The pendant, bought once on the same checkout; null when it cannot be ordered now. */
  pendant: CheckoutPlanOption | null;
};

type OrderErrorKey = 'fullName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country' | 'acknowledged';
const CHECKOUT_ERRORS = ['plan', 'extraFamilyMembers'];

/**
 * The choice that goes to Stripe Checkout (issue 20): the plan (preselected from registration),
 * the Spain call centre where offered, extra family members, and the monthly total in EUR, which is
 * what is charged; the visitor's currency is shown beside it as an estimate. The pendant can be
 * added as a one-time purchase with its shipment. Sending it leaves for the checkout page; a
 * cancelled checkout comes back here with everything as it was.
 */
export function CheckoutForm({ locale, plans, initial, spainCallCentre, familySharing, pendant }: Props) {
  const t = useTranslations('Billing.checkout');
  const orderText = useTranslations('Billing.order');
  const uiLocale = useLocale();
  const currency = useCurrency();
  const form = useZodForm(checkoutSelectionSchema, initial);
  const { start, problem, leaving } = useCheckoutStart(form, startCheckout.bind(null, locale));
  const [planId, spain, extra, withPendant] = useWatch({ control: form.control, name: ['planId', 'spainCallCentre', 'extraFamilyMembers', 'withPendant'] });

  const price = (option: CheckoutPlanOption) => formatPrice(option.price, option.currency, currency, uiLocale);
  const plan = plans.find((option) => option.id === planId);
  const extraCount = Math.max(0, Math.min(MAX_EXTRA_FAMILY_MEMBERS, Math.trunc(Number(extra) || 0)));
  const lines = [
    plan ? { amount: plan.price, quantity: 1 } : null,
    spain && spainCallCentre ? { amount: spainCallCentre.price, quantity: 1 } : null,
    familySharing && extraCount > 0 ? { amount: familySharing.price, quantity: extraCount } : null,
  ].filter((line) => line !== null);

  return (
    <ZodForm
      form={form}
      onSubmit={start}
      errorText={(key) => (CHECKOUT_ERRORS.includes(key) ? t(`errors.${key as 'plan' | 'extraFamilyMembers'}`, { max: MAX_EXTRA_FAMILY_MEMBERS }) : orderText(`errors.${key as OrderErrorKey}`))}
      className="grid gap-5"
    >
      <FormRadioGroup
        id="checkout-plan"
        name="planId"
        legend={t('plan')}
        options={plans.map((option) => ({ value: option.id, label: t('planOption', { name: option.name, price: price(option) }) }))}
      />
      {spainCallCentre && (
        <FormCheckbox id="checkout-spain" name="spainCallCentre" label={t('spainCallCentre', { price: price(spainCallCentre) })} hint={t('spainCallCentreHint')} />
      )}
      {familySharing && (
        <FormTextField
          id="checkout-extra-family"
          name="extraFamilyMembers"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_EXTRA_FAMILY_MEMBERS}
          label={t('extraFamilyMembers')}
          hint={t('extraFamilyMembersHint', { price: price(familySharing), max: MAX_EXTRA_FAMILY_MEMBERS })}
          className="max-w-xs"
        />
      )}
      {pendant && (
        <div className="grid gap-4">
          <FormCheckbox id="checkout-pendant" name="withPendant" label={t('pendant', { name: pendant.name, price: price(pendant) })} hint={t('pendantHint')} />
          {withPendant && (
            <fieldset className="grid gap-4 rounded-lg border border-border p-4">
              <legend className="px-1 text-sm font-medium">{t('shipment')}</legend>
              <ShippingFields prefix="shipment." idPrefix="checkout-shipment" />
            </fieldset>
          )}
        </div>
      )}
      <MonthlyTotal lines={lines} once={withPendant && pendant ? pendant.price : 0} />
      {problem && (
        <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>
      )}
      <FormSubmitButton label={t('continue')} pendingLabel={t('continuing')} pending={leaving} className="justify-self-start" />
    </ZodForm>
  );
}
