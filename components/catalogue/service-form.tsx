'use client';

import { useTranslations } from 'next-intl';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { saveService } from '@/lib/actions/catalogue';
import { type ServiceFormInput, serviceFormSchema } from '@/lib/validation/catalogue';
import { EnglishFields } from './english-fields';
import { CatalogueFormFrame } from './form-frame';
import { TranslationFields } from './translation-fields';
import { useBackToList } from './use-back-to-list';

/** A regional service: the shared fields, its region (required), and its translations. */
export function ServiceForm({ id, initial }: { id: string | null; initial: ServiceFormInput }) {
  const t = useTranslations('AdminCatalogue');
  const form = useZodForm(serviceFormSchema, initial);
  const backToList = useBackToList('services');
  const save = useFormAction(form, saveService, { onSuccess: backToList });
  return (
    <CatalogueFormFrame form={form} onSubmit={() => save.submit({ ...form.getValues(), id })} problem={save.problem}>
      <EnglishFields idPrefix="service" />
      <FormTextField id="service-region" name="region" label={t('form.serviceRegion')} hint={t('form.serviceRegionHint')} autoCapitalize="none" required />
      <TranslationFields idPrefix="service" />
    </CatalogueFormFrame>
  );
}
