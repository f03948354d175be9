'use client';

import type { ComponentProps } from 'react';
import { FieldMessage, fieldMessageIds } from './field-message';

type Props = Omit<ComponentProps<'textarea'>, 'id'> & { id: string; label: string; error?: string };

/** A labelled textarea whose error is announced with it, styled like InputField. */
export function TextareaField({ id, label, error, ...props }: Props) {
  const { errorId } = fieldMessageIds(id, { error });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="min-h-36 rounded-md border border-border bg-background px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive"
        {...props}
      />
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
    </div>
  );
}
