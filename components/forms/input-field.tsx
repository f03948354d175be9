'use client';

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage, fieldMessageIds } from './field-message';

type Props = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  /** Shown under the field and linked to it with aria-describedby. */
  error?: string;
};

/**
 * A labelled input whose hint and error are announced with it (aria-describedby). Presentational:
 * FormTextField binds it to a form.
 */
export function InputField({ id, label, hint, error, className, ...props }: Props) {
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 rounded-md border border-border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      <FieldMessage id={hintId} tone="hint">
        {hint}
      </FieldMessage>
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
    </div>
  );
}
