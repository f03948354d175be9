'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { actionErrorKey, actionFieldErrors } from '@/lib/actions/action-result';
import { saveSosGraceSeconds } from '@/lib/actions/sos';
import { type SosErrorKey, sosMessageKey } from '@/lib/actions/sos-errors';
import { MAX_GRACE_SECONDS, MIN_GRACE_SECONDS } from '@/lib/sos/grace';
import { graceSettingSchema } from '@/lib/validation/sos';

type GraceField = 'graceSeconds';

/**
 * The member's grace period before contacts are e-mailed and texted (0–10 s, default 5), checked
 * with the same schema as saveSosGraceSeconds. A field error shows by the field; the outcome of
 * saving shows below.
 */
export function GraceSettingForm({ graceSeconds }: { graceSeconds: number }) {
  const t = useTranslations('Sos.grace');
  const tErrors = useTranslations('Sos.errors');
  const inputId = useId();
  const [outcome, setOutcome] = useState<'saved' | SosErrorKey | null>(null);
  const form = useForm({ resolver: zodResolver(graceSettingSchema), defaultValues: { graceSeconds: String(graceSeconds) } });
  const { errors, isSubmitting } = form.formState;
  // The schema's messages are keys of Sos.grace; it has one: 'invalid'.
  const fieldError = errors.graceSeconds ? t('invalid') : null;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    let result;
    try {
      result = await saveSosGraceSeconds(values);
    } catch {
      result = null;
    }
    const fields = actionFieldErrors<GraceField>(result);
    if (fields.graceSeconds) {
      form.setError('graceSeconds', { message: fields.graceSeconds });
      return;
    }
    const error = actionErrorKey(result);
    setOutcome(error ? sosMessageKey(error) : 'saved');
  });

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('label')}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={MIN_GRACE_SECONDS}
          max={MAX_GRACE_SECONDS}
          step={1}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error ${inputId}-help` : `${inputId}-help`}
          className="h-11 w-24 rounded-md border border-border px-3"
          {...form.register('graceSeconds')}
        />
        {fieldError && (
          <p id={`${inputId}-error`} className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
      </div>
      <Button type="submit" variant="outline" loading={isSubmitting} disabled={isSubmitting}>
        {t('save')}
      </Button>
      <p id={`${inputId}-help`} className="basis-full text-sm text-muted-foreground">
        {t('help')}
      </p>
      <p role="status" className="basis-full text-sm">
        {outcome === 'saved' ? t('saved') : outcome ? <span className="text-destructive">{outcome === 'invalid' ? t('invalid') : tErrors(outcome)}</span> : null}
      </p>
    </form>
  );
}
