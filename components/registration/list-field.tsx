'use client';

import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { useContext, useState } from 'react';
import { ErrorTextContext } from '@/components/forms/field-error';
import { TextareaField } from '@/components/forms/textarea-field';
import { listFromText, textFromList } from './registration-form-values';

/** The first message anywhere in a field's errors: a list has them on the list or on one item. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

type Props = { id: string; name: string; label: string; hint?: string };

/**
 * A list of the draft (an array of strings) typed one item per line. The text stays as typed while
 * the form holds the list, so a new line or a half-typed item is not tidied away under the cursor.
 */
export function ListField({ id, name, label, hint }: Props) {
  const { control } = useFormContext();
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const errorText = useContext(ErrorTextContext);
  const [text, setText] = useState(() => textFromList(value as string[]));
  const key = firstMessage(get(errors, name));

  return (
    <TextareaField
      id={id}
      name={name}
      ref={ref}
      label={label}
      hint={hint}
      error={key ? errorText(key) : undefined}
      rows={3}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(listFromText(event.target.value));
      }}
    />
  );
}
