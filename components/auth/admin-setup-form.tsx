'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { actionErrorKey } from '@/lib/actions/action-result';
import { setUpFirstAdmin } from '@/lib/actions/auth-admin-setup';
import type { AdminSetupOutcome } from '@/lib/auth/admin-setup';
import { hardNavigate } from '@/lib/auth/navigate';
import { type AdminSetupValidationKey, adminSetupSchema } from '@/lib/validation/auth';

/** /admin-setup: the setup code form. The server decides everything; this shows the outcome. */
export function AdminSetupForm({ adminHref }: { adminHref: string }) {
  const t = useTranslations('AdminSetup');
  const form = useZodForm(adminSetupSchema, { token: '' });
  const [outcome, setOutcome] = useState<AdminSetupOutcome | null>(null);

  async function claim(input: { token: string }) {
    setOutcome(null);
    try {
      const result = await setUpFirstAdmin(input);
      if (applyActionFieldErrors(form, result)) return;
      // Signed out in the meantime, or any other refusal: nothing changed, which 'failed' says.
      setOutcome(actionErrorKey(result) === null && result?.data ? result.data.outcome : 'failed');
    } catch (error) {
      // The request never reached the server or its answer was lost: nothing changed either.
      console.warn('Admin setup request failed', error);
      setOutcome('failed');
    }
  }

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
    <ZodForm form={form} onSubmit={claim} errorText={(key) => t(key as AdminSetupValidationKey)} className="flex flex-col gap-4">
      {outcome ? <FormAlert tone="error">{t(outcome)}</FormAlert> : null}
      <FormTextField id="admin-setup-token" name="token" type="password" autoComplete="off" required label={t('tokenLabel')} />
      <FormSubmitButton label={t('submit')} pendingLabel={t('submitting')} />
    </ZodForm>
  );
}
