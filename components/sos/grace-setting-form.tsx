'use client';

import { useTranslations } from 'next-intl';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { saveSosGraceSeconds } from '@/lib/actions/sos';
import { type SosErrorKey, sosMessageKey } from '@/lib/actions/sos-errors';
import { MAX_GRACE_SECONDS, MIN_GRACE_SECONDS } from '@/lib/sos/grace';
import { graceSettingSchema } from '@/lib/validation/sos';

/**
 * The member's grace period before contacts are e-mailed and texted (0–10 s, default 5), on the
 * shared form kit with the same schema as saveSosGraceSeconds. A field error shows by the field;
 * the outcome of saving shows below.
 */
export function GraceSettingForm({ graceSeconds }: { graceSeconds: number }) {
  const t = useTranslations('Sos.grace');
  const tErrors = useTranslations('Sos.errors');
  const form = useZodForm(graceSettingSchema, { graceSeconds: String(graceSeconds) });
  const save = useFormAction(form, saveSosGraceSeconds);
  // The last save's outcome, from the hook's state: nothing while it runs or when the field shows what is wrong.
  const outcome: 'saved' | SosErrorKey | null = save.hasSucceeded ? 'saved' : save.problem && sosMessageKey(save.problem);

  return (
    // The schema's only field message is the key 'invalid' of Sos.grace.
    <ZodForm form={form} onSubmit={save.submit} errorText={() => t('invalid')} className="flex flex-wrap items-end gap-3">
      <FormTextField
        id="sos-grace-seconds"
        name="graceSeconds"
        type="number"
        inputMode="numeric"
        min={MIN_GRACE_SECONDS}
        max={MAX_GRACE_SECONDS}
        step={1}
        label={t('label')}
        hint={t('help')}
        className="w-24"
      />
      <FormSubmitButton variant="outline" label={t('save')} pendingLabel={t('save')} />
      <p role="status" className="basis-full text-sm">
        {outcome === 'saved' ? t('saved') : outcome ? <span className="text-destructive">{outcome === 'invalid' ? t('invalid') : tErrors(outcome)}</span> : null}
      </p>
    </ZodForm>
  );
}
