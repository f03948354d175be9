'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { startPendantCheckout } from '@/lib/actions/pendant-order';
import type { Locale } from '@/lib/i18n/routing';
import { MAX_PENDANTS_PER_ORDER, pendantOrderSchema, type PendantOrderInput } from '@/lib/validation/pendant-order';
import { ShippingFields } from './shipping-fields';
import { useCheckoutStart } from './use-checkout-start';

type Props = { locale: Locale; initial: Partial<PendantOrderInput>; price: string };
type ErrorKey = 'fullName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country' | 'quantity' | 'acknowledged';

/**
 * The pendant order (issue 20): where it goes and how many, and what the buyer must know before
 * paying, acknowledged explicitly. Payment is Stripe Checkout in payment mode.
 */
export function PendantOrderForm({ locale, initial, price }: Props) {
  const t = useTranslations('Billing.order');
  const form = useZodForm(pendantOrderSchema, { fullName: '', line1: '', line2: '', postalCode: '', city: '', quantity: 1, ...initial } as PendantOrderInput);
  const { start, problem, leaving } = useCheckoutStart(form, startPendantCheckout.bind(null, locale));

  return (
    <ZodForm form={form} onSubmit={start} errorText={(key) => t(`errors.${key as ErrorKey}`, { max: MAX_PENDANTS_PER_ORDER })} className="grid gap-4">
      <ShippingFields idPrefix="order">
        <FormTextField id="order-quantity" name="quantity" type="number" inputMode="numeric" min={1} max={MAX_PENDANTS_PER_ORDER} label={t('quantity')} hint={t('quantityHint', { price, max: MAX_PENDANTS_PER_ORDER })} className="max-w-xs" />
      </ShippingFields>
      {problem && <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert>}
      <FormSubmitButton label={t('pay')} pendingLabel={t('paying')} pending={leaving} className="justify-self-start" />
    </ZodForm>
  );
}
