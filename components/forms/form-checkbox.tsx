'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';
import { FieldMessage, fieldMessageIds } from './field-message';

type Props = {
  id: string;
  name: string;
  label: ReactNode;
  hint?: string;
  required?: boolean;
  /**
   * The id of a message about a group of checkboxes ("choose at least one"), announced with this
   * one and marking it invalid: a fieldset's own description is not reliably read.
   */
  groupErrorId?: string;
};

/** A checkbox with its label, bound to the surrounding ZodForm; its hint and error are announced with it. */
export function FormCheckbox({ id, name, label, hint, required, groupErrorId }: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { hintId, errorId, describedBy: own } = fieldMessageIds(id, { hint, error });
  const describedBy = [own, groupErrorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error || groupErrorId ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 size-5 shrink-0 accent-guardian"
          {...register(name)}
        />
        {/* The label takes taps too: at least 44 px high and the row's width, so a one-line label
            still makes a finger-sized target (WCAG 2.5.5). Block, not flex: links inside stay in the sentence. */}
        <label htmlFor={id} className="min-h-11 min-w-0 flex-1">
          {label}
        </label>
      </div>
      <FieldMessage id={hintId} tone="hint">
        {hint}
      </FieldMessage>
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
    </div>
  );
}
