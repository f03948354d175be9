'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '@/components/forms/field-error';
import { FieldMessage, fieldMessageIds } from '@/components/forms/field-message';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import type { OfferedPlan } from '@/lib/registration/dialogue';
import type { RegistrationAnswers } from '@/lib/registration/schema';
import { RegistrationFieldset } from './registration-fieldset';

const ID = 'registration-plan';

/**
 * The plans as radio cards (name, price, how many emergency contacts), core plan first as offered,
 * and the Spain call-centre service, which is offered only for Spain.
 */
export function PlanFields({ plans }: { plans: readonly OfferedPlan[] }) {
  const t = useTranslations('Registration.form');
  const { control, register } = useFormContext<RegistrationAnswers>();
  const country = useWatch({ control, name: 'country' });
  const error = useFieldError('planId');
  const { errorId } = fieldMessageIds(ID, { error });

  return (
    <RegistrationFieldset legend={t('planLegend')} describedBy={errorId}>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        {plans.map((plan) => (
          <label
            key={plan.id}
            className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-border p-4 has-checked:border-guardian has-checked:bg-guardian/5 has-focus-visible:ring-2 has-focus-visible:ring-guardian"
          >
            <input type="radio" value={plan.id} className="mt-1 size-5 shrink-0 accent-guardian" {...register('planId')} />
            <span className="grid min-w-0 gap-0.5 break-words">
              <span className="font-semibold">{plan.name}</span>
              {plan.priceLabel && <span>{plan.priceLabel}</span>}
              <span className="text-sm text-muted-foreground">{t('planContacts', { max: plan.contactLimit })}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
      {country.toUpperCase() === 'ES' && <FormCheckbox id="registration-spain-service" name="spainCallCentre" label={t('spainService')} />}
    </RegistrationFieldset>
  );
}
