'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormRadioGroup } from '@/components/forms/form-radio-group';
import { FormTextField } from '@/components/forms/form-text-field';
import { ACCESS_ENDS, FAMILY_ROLES, LOCATION_ACCESS, MAX_RELATIONSHIP_LENGTH } from '@/lib/validation/family';

type Props = {
  idPrefix: string;
  /**
   * invite: periods start when the invitation is accepted. change: they start when the change is
   * saved, and "keep" is offered when the link already ends at `currentEnd`.
   */
  mode: 'invite' | 'change';
  currentEnd?: string | null;
};

/**
 * What a family member or carer gets, shared by the invitation and the change of a link: role,
 * relationship, each permission, and when access ends (a carer's always does).
 */
export function GrantFields({ idPrefix, mode, currentEnd = null }: Props) {
  const t = useTranslations('FamilyCarers.form');
  const role = useWatch({ name: 'role' }) as (typeof FAMILY_ROLES)[number];
  const accessEnd = useWatch({ name: 'accessEnd' }) as string;
  // "No end" stays listed for a carer too: choosing it is refused with the reason, rather than a
  // choice disappearing under the person's cursor when they switch the role.
  const ends = [...(mode === 'change' && currentEnd ? (['keep'] as const) : []), ...ACCESS_ENDS];
  return (
    <>
      <FormRadioGroup id={`${idPrefix}-role`} name="role" legend={t('role')} options={FAMILY_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))} />
      <FormTextField id={`${idPrefix}-relationship`} name="relationship" label={t('relationship')} hint={t('relationshipHint')} maxLength={MAX_RELATIONSHIP_LENGTH} autoComplete="off" />
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('permissions')}</legend>
        <FormCheckbox id={`${idPrefix}-alerts`} name="receiveSosAlerts" label={t('alerts')} />
        <FormCheckbox id={`${idPrefix}-medical`} name="viewMedical" label={t('medical')} />
        <FormCheckbox id={`${idPrefix}-device`} name="viewDeviceStatus" label={t('device')} />
        <FormCheckbox id={`${idPrefix}-activity`} name="viewActivity" label={t('activity')} />
      </fieldset>
      <FormRadioGroup id={`${idPrefix}-location`} name="locationAccess" legend={t('location')} options={LOCATION_ACCESS.map((value) => ({ value, label: t(`locations.${value}`) }))} />
      <FormRadioGroup
        id={`${idPrefix}-end`}
        name="accessEnd"
        legend={t('end')}
        hint={t(role === 'carer' ? 'endHintCarer' : 'endHintFamily')}
        options={ends.map((value) => ({ value, label: t(`ends.${value}`, { from: mode }) }))}
      >
        {accessEnd === 'date' && (
          <FormTextField id={`${idPrefix}-end-at`} name="accessEndsAt" type="datetime-local" step={1} label={t('endAt')} hint={t('endAtHint')} className="max-w-xs" />
        )}
      </FormRadioGroup>
    </>
  );
}
