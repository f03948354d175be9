'use client';

import { useTranslations } from 'next-intl';
import { FormSelect } from '@/components/forms/form-select';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { saveProduct } from '@/lib/actions/catalogue';
import { CATALOGUE_LIMITS, type ProductFormInput, productFormSchema, productStatuses } from '@/lib/validation/catalogue';
import { EnglishFields } from './english-fields';
import { CatalogueFormFrame } from './form-frame';
import { TranslationFields } from './translation-fields';
import { useBackToList } from './use-back-to-list';

/** A product: the shared fields, for sale or coming soon (with its link), stock, Stripe price, and its translations. */
export function ProductForm({ id, initial }: { id: string | null; initial: ProductFormInput }) {
  const t = useTranslations('AdminCatalogue');
  const form = useZodForm(productFormSchema, initial);
  const backToList = useBackToList('products');
  const save = useFormAction(form, saveProduct, { onSuccess: backToList });
  return (
    <CatalogueFormFrame form={form} onSubmit={() => save.submit({ ...form.getValues(), id })} problem={save.problem}>
      <EnglishFields idPrefix="product" />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('sections.products')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect id="product-status" name="status" label={t('form.status')} options={productStatuses.map((status) => ({ value: status, label: t(`state.${status}`) }))} />
          <FormTextField id="product-inventory" name="inventoryCount" label={t('form.inventoryCount')} inputMode="numeric" />
        </div>
        <FormTextField
          id="product-url"
          name="comingSoonUrl"
          type="url"
          label={t('form.comingSoonUrl')}
          hint={t('form.comingSoonUrlHint')}
          maxLength={CATALOGUE_LIMITS.url}
          autoCapitalize="none"
        />
        <FormTextField id="product-stripe" name="stripePriceId" label={t('form.stripePriceId')} hint={t('form.stripePriceIdHint')} autoCapitalize="none" spellCheck={false} />
      </fieldset>
      <TranslationFields idPrefix="product" />
    </CatalogueFormFrame>
  );
}
