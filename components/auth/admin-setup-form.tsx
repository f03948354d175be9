'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { setUpFirstAdmin } from '@/lib/actions/auth-admin-setup';
import type { AdminSetupOutcome } from '@/lib/auth/admin-setup';
import { hardNavigate } from '@/lib/auth/navigate';
import { type AdminSetupValidationKey, adminSetupSchema } from '@/lib/validation/auth';

/** /admin-setup: the setup code form. The server decides everything; this shows the outcome. */
export function AdminSetupForm({ adminHref }: { adminHref: string }) {
  const t = useTranslations('AdminSetup');
  const form = useZodForm(adminSetupSchema, { token: '' });
  const [answer, setAnswer] = useState<AdminSetupOutcome | null>(null);
  const action = useFormAction(form, setUpFirstAdmin, { onSuccess: (data) => setAnswer(data.outcome) });
  // Signed out in the meantime, any other refusal, or no answer at all: nothing changed, which
  // 'failed' says. Field errors show by the field instead.
  const outcome = action.problem ? 'failed' : answer;

  if (outcome === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="info">{t('success')}</FormAlert>
        {/* A full load, so the new role is read afresh everywhere. */}
        <Button onClick={() => hardNavigate(adminHref)}>{t('openAdmin')}</Button>
      </div>
    );
  }

  return (
    <ZodForm
      form={form}
      onSubmit={(input) => {
        setAnswer(null);
        return action.submit(input);
      }}
      errorText={(key) => t(key as AdminSetupValidationKey)}
      className="flex flex-col gap-4"
    >
      {outcome ? <FormAlert tone="error">{t(outcome)}</FormAlert> : null}
      <FormTextField id="admin-setup-token" name="token" type="password" autoComplete="off" required label={t('tokenLabel')} />
      <FormSubmitButton label={t('submit')} pendingLabel={t('submitting')} />
    </ZodForm>
  );
}
