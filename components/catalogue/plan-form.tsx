'use client';

import { useTranslations } from 'next-intl';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSelect } from '@/components/forms/form-select';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { savePlan } from '@/lib/actions/catalogue';
import { billingIntervals, type PlanFormInput, planFormSchema } from '@/lib/validation/catalogue';
import { EnglishFields } from './english-fields';
import { CatalogueFormFrame } from './form-frame';
import { TranslationFields } from './translation-fields';
import { useBackToList } from './use-back-to-list';

/** A plan: the shared fields, billing, popular flag, region, Stripe price and contact limit, and its translations. */
export function PlanForm({ id, initial }: { id: string | null; initial: PlanFormInput }) {
  const t = useTranslations('AdminCatalogue');
  const form = useZodForm(planFormSchema, initial);
  const backToList = useBackToList('plans');
  const save = useFormAction(form, savePlan, { onSuccess: backToList });
  return (
    <CatalogueFormFrame form={form} onSubmit={() => save.submit({ ...form.getValues(), id })} problem={save.problem}>
      <EnglishFields idPrefix="plan" />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('sections.plans')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            id="plan-interval"
            name="billingInterval"
            label={t('form.billingInterval')}
            options={billingIntervals.map((interval) => ({ value: interval, label: t(`interval.${interval}`) }))}
          />
          <FormTextField id="plan-contacts" name="maxEmergencyContacts" label={t('form.maxEmergencyContacts')} inputMode="numeric" />
          <FormTextField id="plan-region" name="region" label={t('form.planRegion')} hint={t('form.planRegionHint')} autoCapitalize="none" />
          <FormTextField id="plan-stripe" name="stripePriceId" label={t('form.stripePriceId')} hint={t('form.stripePriceIdHint')} autoCapitalize="none" spellCheck={false} />
        </div>
        <FormCheckbox id="plan-popular" name="popular" label={t('form.popular')} />
      </fieldset>
      <TranslationFields idPrefix="plan" />
    </CatalogueFormFrame>
  );
}
