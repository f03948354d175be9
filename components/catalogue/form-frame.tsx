'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import type { ActionErrorKey } from '@/lib/actions/action-result';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { CatalogueErrorKey } from '@/lib/validation/catalogue';

type Props<Input extends FieldValues, Output> = {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs the save (the action with the form's raw values, which it parses with the same schema); the form is busy until it ends. */
  onSubmit(): Promise<void>;
  problem: ActionErrorKey | null;
  children: ReactNode;
};

/**
 * The frame every catalogue form shares: the translated field messages, the form's own problem
 * (announced as an alert), and Save / Cancel. The fields come from the kind's form.
 */
export function CatalogueFormFrame<Input extends FieldValues, Output>({ form, onSubmit, problem, children }: Props<Input, Output>) {
  const t = useTranslations('AdminCatalogue');
  return (
    <ZodForm
      form={form}
      onSubmit={onSubmit}
      errorText={(key) => t(`errors.${key as CatalogueErrorKey}`)}
      className="flex flex-col gap-8"
      data-testid="catalogue-form"
    >
      {children}
      {problem && <FormAlert tone="error">{t(`form.problems.${problem}`)}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <FormSubmitButton variant="guardian" label={t('form.save')} pendingLabel={t('form.saving')} />
        <Button asChild variant="outline">
          <Link href={routes.adminCatalogue}>{t('form.cancel')}</Link>
        </Button>
      </div>
    </ZodForm>
  );
}

