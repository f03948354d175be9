'use client';

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { LabelledField } from './labelled-field';

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
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <input
          id={id}
          {...described}
          className={cn(
            'h-11 rounded-md border border-border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive',
            className,
          )}
          {...props}
        />
      )}
    </LabelledField>
  );
}
