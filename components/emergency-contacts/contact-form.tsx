'use client';

import { useTranslations } from 'next-intl';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { FormAlert } from '@/components/forms/form-alert';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSelect } from '@/components/forms/form-select';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFieldError } from '@/components/forms/field-error';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import type { ActionResultLike } from '@/lib/actions/action-result';
import { locales } from '@/lib/i18n/routing';
import { contactSchema, type ContactErrorKey, type ContactInput } from '@/lib/validation/emergency-contacts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

type Props = {
  /** Prefix of the field ids: one form per dialog must not clash with another on the page. */
  idPrefix: string;
  initial: ContactInput;
  submitLabel: string;
  pendingLabel: string;
  /** Runs the add or save action; true when it succeeded (the form then closes or resets). */
  onSave(values: ContactInput): Promise<{ result: ActionResultLike | undefined; problem: string | null }>;
};

/**
 * The channel checkboxes as one group, with the group's own error ("choose at least one"). No
 * field is called `channels`, so the error is tied to each checkbox (invalid, described by it).
 */
function ChannelFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations('EmergencyContacts');
  // react-hook-form re-checks only the box that changed, never `channels`: once one is chosen
  // the message goes at once rather than at the next submit.
  const chosen = useWatch({ name: ['byEmail', 'bySms'] }).some(Boolean);
  const reported = useFieldError('channels');
  const error = chosen ? undefined : reported;
  const errorId = error ? `${idPrefix}-channels-error` : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="mb-1 font-medium">{t('fields.channels')}</legend>
      <FormCheckbox id={`${idPrefix}-by-email`} name="byEmail" label={t('fields.byEmail')} groupErrorId={errorId} />
      <FormCheckbox id={`${idPrefix}-by-sms`} name="bySms" label={t('fields.bySms')} groupErrorId={errorId} />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One emergency contact: name, relationship, phone (international), e-mail, the language of their
 * messages and the channels (each needs its address; at least one). Checked by the same schema as
 * the action; refusals the database gives (the plan's limit) are said above the button.
 */
export function ContactForm({ idPrefix, initial, submitLabel, pendingLabel, onSave }: Props) {
  const t = useTranslations('EmergencyContacts');
  const form = useZodForm(contactSchema, initial);
  const [problem, setProblem] = useState<string | null>(null);

  // react-hook-form focuses the first field with an error, but no field is called `channels`:
  // focus goes to the first channel, which reads the error out. (A field's own error, focused by
  // react-hook-form right after this, still wins.)
  function onInvalid() {
    if (form.getFieldState('channels' as keyof ContactInput).error) document.getElementById(`${idPrefix}-by-email`)?.focus();
  }

  // The schema's output is the database row; the action parses the form's own values again.
  async function submit() {
    setProblem(null);
    const outcome = await onSave(form.getValues());
    if (applyActionFieldErrors(form, outcome.result)) return;
    setProblem(outcome.problem);
  }

  return (
    <ZodForm form={form} onSubmit={submit} onInvalid={onInvalid} errorText={(key) => t(`errors.${key as ContactErrorKey}`)} className="grid gap-4">
      <FormTextField id={`${idPrefix}-name`} name="name" autoComplete="off" label={t('fields.name')} required />
      <FormTextField id={`${idPrefix}-relationship`} name="relationship" autoComplete="off" label={t('fields.relationship')} hint={t('fields.relationshipHint')} />
      <FormTextField id={`${idPrefix}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="off" label={t('fields.phone')} hint={t('fields.phoneHint')} />
      <FormTextField id={`${idPrefix}-email`} name="email" type="email" autoComplete="off" label={t('fields.email')} />
      <FormSelect id={`${idPrefix}-language`} name="language" label={t('fields.language')} options={locales.map((value) => ({ value, label: t(`languages.${value}`) }))} />
      <ChannelFields idPrefix={idPrefix} />
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <FormSubmitButton label={submitLabel} pendingLabel={pendingLabel} className="justify-self-start" />
    </ZodForm>
  );
}
