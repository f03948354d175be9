'use client';

import { useTranslations } from 'next-intl';
import { useFieldError } from '@/components/forms/field-error';
import { FieldMessage, fieldMessageIds } from '@/components/forms/field-message';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { BLOOD_TYPES } from '@/lib/registration/schema';
import { FormSelect } from '@/components/forms/form-select';
import { ListField } from './list-field';
import { RegistrationFieldset } from './registration-fieldset';

const ID = 'registration-medical';
const LISTS = ['conditions', 'medications', 'allergies'] as const;

/**
 * The optional medical essentials responders see, and the separate, explicit consent that health
 * data needs (GDPR art. 9): without it the registration keeps none of them.
 */
export function MedicalFields() {
  const t = useTranslations('Registration');
  // A server answer about the block as a whole (its fields have their own messages).
  const error = useFieldError('medical');
  const { errorId } = fieldMessageIds(ID, { error });

  return (
    <RegistrationFieldset legend={t('form.medicalLegend')} hint={t('form.medicalHint')} hintId={`${ID}-hint`} describedBy={errorId}>
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormSelect
          id={`${ID}-blood-type`}
          name="medical.bloodType"
          label={t('form.bloodType')}
          placeholder={t('form.bloodTypeNotGiven')}
          emptyIsNull
          options={BLOOD_TYPES.map((type) => ({ value: type, label: type === 'unknown' ? t('emma.choices.unknown') : type }))}
        />
      </div>
      <div className="grid min-w-0 gap-4 md:grid-cols-3">
        {LISTS.map((list) => (
          <ListField key={list} id={`${ID}-${list}`} name={`medical.${list}`} label={t(`form.${list}`)} hint={t('form.listHint')} />
        ))}
      </div>
      <FormCheckbox id="registration-health-consent" name="healthDataConsent" label={t('form.healthConsent')} hint={t('form.healthConsentHint')} />
    </RegistrationFieldset>
  );
}
