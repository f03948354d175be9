'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';
import { FieldMessage, fieldMessageIds } from './field-message';

type Option = { value: string; label: string };

type Props = {
  id: string;
  name: string;
  legend: string;
  hint?: string;
  options: readonly Option[];
  /** Follow-up fields inside the group, such as the text of "Other". */
  children?: ReactNode;
};

/**
 * A radio group bound to the surrounding ZodForm: a fieldset whose legend names the question, so
 * each choice is announced with it; arrow keys move between choices, as in every radio group.
 * Its hint and error are announced with the group.
 */
export function FormRadioGroup({ id, name, legend, hint, options, children }: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <fieldset id={id} aria-describedby={describedBy} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <FieldMessage id={hintId} tone="hint">
        {hint}
      </FieldMessage>
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 has-checked:border-guardian has-checked:bg-guardian/5 has-focus-visible:ring-2 has-focus-visible:ring-guardian"
          >
            <input type="radio" value={option.value} className="size-5 shrink-0 accent-guardian" {...register(name)} />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
      {children}
    </fieldset>
  );
}
