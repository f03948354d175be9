'use client';

import type { ComponentProps } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { type ErrorText, ErrorTextContext } from './field-error';

type Props<Input extends FieldValues, Output> = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs with the schema's parsed values, only when they are valid; the form is busy until it ends. */
  onSubmit(values: Output): unknown;
  /** Runs instead when the schema refused the values (their messages show by the fields). */
  onInvalid?(): void;
  /** Message key → text in the person's language. */
  errorText: ErrorText;
};

/**
 * The form element of the shared form kit (shadcn's `<Form>` pattern): provides the
 * react-hook-form context and the error translator to the FormTextField, FormCheckbox and
 * FormSubmitButton inside it. The browser's own validation bubbles are off: our messages are
 * translated and shown by each field.
 */
export function ZodForm<Input extends FieldValues, Output>({ form, onSubmit, onInvalid, errorText, children, ...props }: Props<Input, Output>) {
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <ErrorTextContext value={errorText}>
        <form
          noValidate
          onSubmit={(event) => {
            // Enter in a field while a send is under way must not send twice.
            if (form.formState.isSubmitting) event.preventDefault();
            else void submit(event);
          }}
          {...props}
        >
          {children}
        </form>
      </ErrorTextContext>
    </FormProvider>
  );
}
