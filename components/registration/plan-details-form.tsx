'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useCountryOptions } from '@/components/forms/use-country-options';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { savePlanDetails } from '@/lib/actions/plan-details';
import { useRouter } from '@/lib/i18n/navigation';
import type { PlanDetail } from '@/lib/registration/plan-details';
import { planDetailsSchema } from '@/lib/validation/plan-details';

const ERROR_KEY = { country: 'countryInvalid', phone: 'phoneInvalid' } as const satisfies Record<PlanDetail, string>;

/**
 * The step between choosing a plan and the checkout, only for what checkout needs and the profile
 * lacks (lib/registration/plan-details.ts): the country and/or the mobile number, in the
 * registration's words. Saved once; the hand-off, read again, then shows the checkout.
 */
export function PlanDetailsForm({ missing }: { missing: readonly PlanDetail[] }) {
  const t = useTranslations('Registration');
  const router = useRouter();
  const form = useZodForm(planDetailsSchema, { country: '', phone: '' });
  const [leaving, setLeaving] = useState(false);
  const countries = useCountryOptions();
  const action = useFormAction(form, savePlanDetails, {
    onSuccess(data) {
      if (data.status === 'invalid') {
        for (const [index, detail] of data.invalid.entries()) form.setError(detail, { type: 'server', message: ERROR_KEY[detail] }, { shouldFocus: index === 0 });
        return;
      }
      setLeaving(true);
      router.refresh();
    },
  });

  return (
    <ZodForm form={form} onSubmit={() => action.submit(form.getValues())} errorText={(key) => t(`errors.${key as (typeof ERROR_KEY)[PlanDetail]}`)} className="grid gap-4" data-testid="plan-details-form">
      {missing.includes('country') && (
        <FormSelect id="plan-details-country" name="country" label={t('form.country')} placeholder={t('form.countryPlaceholder')} options={countries} />
      )}
      {missing.includes('phone') && (
        <FormTextField id="plan-details-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={40} label={t('form.phoneSelf')} hint={t('form.phoneHint')} />
      )}
      {action.problem && (
        <FormAlert tone="error">{t(action.problem === 'signedOut' ? 'errors.signedOut' : 'errors.failed')}</FormAlert>
      )}
      <FormSubmitButton label={t('handOff.detailsSave')} pendingLabel={t('handOff.detailsSaving')} pending={leaving} variant="guardian" className="justify-self-start" />
    </ZodForm>
  );
}
