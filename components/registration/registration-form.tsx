'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { useRootError } from '@/components/forms/field-error';
import { FormAlert } from '@/components/forms/form-alert';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { policyLinkTags } from '@/components/legal/policy-link-tags';
import type { OfferedPlan } from '@/lib/registration/dialogue';
import { type RegistrationAnswers, registrationSchema } from '@/lib/registration/schema';
import type en from '@/messages/en.json';
import { ContactsFields } from './contacts-fields';
import { MedicalFields } from './medical-fields';
import { PasswordField } from './password-field';
import { PersonFields } from './person-fields';
import { PlanFields } from './plan-fields';
import { RegistrationFieldset } from './registration-fieldset';
import { toDraft, toFormValues } from './registration-form-values';

/** What the server said about a registration: message keys of Registration.errors, by field and for the form. */
export type RegistrationServerAnswer = { fieldErrors?: Partial<Record<string, string>>; formError?: string };

export type RegistrationFormProps = {
  /** The current draft: the form starts from it. */
  answers: RegistrationAnswers;
  /** The plans offered, core plan first, each with its price as the visitor reads it. */
  plans: readonly OfferedPlan[];
  /** existing: a signed-in member (/register-classic), whose account has its e-mail and password already. */
  mode: 'new' | 'existing';
  /** Every change, so the parent can keep the draft and switch views without losing anything. */
  onChange(answers: RegistrationAnswers): void;
  /** Only with answers the schema accepts (the draft shape, not the schema's output). */
  onSubmit(registration: RegistrationAnswers): Promise<void | RegistrationServerAnswer>;
  busyLabel?: string;
  submitLabel: string;
  /** Shown above the submit button, such as the way back to Emma's chat. */
  children?: ReactNode;
};

type ErrorKey = keyof (typeof en)['Registration']['errors'];

const ALERT_ID = 'registration-form-alert';

/**
 * The form view of a registration (issue 19): the same answers as Emma's chat, checked by the
 * same schema (lib/registration/schema.ts), so switching views or submitting either way gives the
 * same registration. Its errors show by their fields; the missing e-mail or password message of
 * docs/product.md#sign-up-and-sign-in, which belongs to no one field, shows at the top.
 */
export function RegistrationForm({ answers, plans, mode, onChange, onSubmit, busyLabel, submitLabel, children }: RegistrationFormProps) {
  const t = useTranslations('Registration');
  const errors = useTranslations('Registration.errors');
  const schema = useMemo(
    () => registrationSchema({ contactLimit: (planId) => plans.find((plan) => plan.id === planId)?.contactLimit ?? null, account: mode }),
    [plans, mode],
  );
  // The draft is where the form starts; from then on the form holds the values and reports them.
  const [initial] = useState(() => toFormValues(answers));
  const form = useZodForm(schema, initial);
  const planId = useWatch({ control: form.control, name: 'planId' });
  const limit = plans.find((plan) => plan.id === planId)?.contactLimit ?? null;
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = form.watch(() => {
      const values = form.getValues();
      onChange(toDraft(values));
      // The top message goes as soon as both are given (the schema only checks it again on submit).
      if (form.formState.errors.root?.message === 'missingCredentials' && values.email.trim() !== '' && values.password !== '') form.clearErrors('root');
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  // Message keys to text; the one with a value (the contact limit) takes the chosen plan's.
  const errorText = (key: string) => (errors.has(key as ErrorKey) ? errors(key as ErrorKey, { max: limit ?? 0 }) : errors('failed'));

  // A form-level message is the only one with no field to take focus: the message takes it.
  const focusAlert = () => requestAnimationFrame(() => alert.current?.focus());

  async function submit() {
    const answer = await onSubmit(toDraft(form.getValues()));
    if (!answer) return;
    const fields = Object.entries(answer.fieldErrors ?? {}).filter((entry): entry is [string, string] => entry[0] !== 'root' && Boolean(entry[1]));
    const formError = answer.formError ?? answer.fieldErrors?.root;
    if (formError) form.setError('root', { type: 'server', message: formError });
    fields.forEach(([field, key], index) => form.setError(field as Path<RegistrationAnswers>, { type: 'server', message: key }, { shouldFocus: index === 0 }));
    if (formError && fields.length === 0) focusAlert();
  }

  return (
    <ZodForm
      form={form}
      onSubmit={submit}
      onInvalid={() => {
        // With no field at fault, the refusal is the form's own message (docs/product.md#sign-up-and-sign-in).
        const fields = Object.keys(initial) as Path<RegistrationAnswers>[];
        if (fields.every((name) => !form.getFieldState(name).invalid)) focusAlert();
      }}
      errorText={errorText}
      aria-describedby={ALERT_ID}
      className="grid min-w-0 gap-6"
    >
      <RootAlert ref={alert} />
      <PersonFields mode={mode} />
      <PlanFields plans={plans} />
      <ContactsFields limit={limit} />
      <MedicalFields />
      <RegistrationFieldset legend={mode === 'new' ? t('form.finishLegend') : t('form.finishLegendExisting')}>
        <FormCheckbox id="registration-terms" name="acceptTerms" label={t.rich('form.terms', policyLinkTags)} />
        {mode === 'new' && <PasswordField />}
      </RegistrationFieldset>
      {children && <div className="flex min-w-0 flex-wrap gap-3">{children}</div>}
      <FormSubmitButton variant="guardian" size="lg" className="justify-self-start" label={submitLabel} pendingLabel={busyLabel ?? submitLabel} />
    </ZodForm>
  );
}

/** The form-level message (docs/product.md#sign-up-and-sign-in's missing e-mail or password, or the server's), at the top. */
function RootAlert({ ref }: { ref: Ref<HTMLDivElement> }) {
  const message = useRootError();
  return (
    <div id={ALERT_ID} ref={ref} tabIndex={-1} className="focus:outline-none">
      {message && <FormAlert tone="error">{message}</FormAlert>}
    </div>
  );
}
