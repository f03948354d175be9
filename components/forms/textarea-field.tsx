'use client';

import type { ComponentProps } from 'react';
import { LabelledField } from './labelled-field';

type Props = Omit<ComponentProps<'textarea'>, 'id'> & { id: string; label: string; hint?: string; error?: string };

/** A labelled textarea whose hint and error are announced with it, styled like InputField. */
export function TextareaField({ id, label, hint, error, ...props }: Props) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <textarea
          id={id}
          rows={6}
          {...described}
          className="min-h-36 rounded-md border border-border bg-background px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive"
          {...props}
        />
      )}
    </LabelledField>
  );
}
