'use client';

import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';
import { LabelledField } from './labelled-field';

/** `lang`: the option's language when it differs from the page's (a language named in itself). */
export type SelectOption = { value: string; label: string; lang?: string };

type Props = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a country"); its value is '' (or null with `emptyIsNull`). */
  placeholder?: string;
  /** The empty choice stands for null in the form's values (an optional answer not given). */
  emptyIsNull?: boolean;
};

/**
 * A native select bound to the surrounding ZodForm (keyboard and screen-reader friendly, and it
 * fits any width); its hint and error are announced with it, as with FormTextField.
 */
export function FormSelect({ id, name, label, hint, options, placeholder, emptyIsNull = false }: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, emptyIsNull ? { setValueAs: (value: string | null) => (value === '' ? null : value) } : undefined);
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} className="min-w-0">
      {(described) => (
        <select
          id={id}
          {...described}
          className="h-11 w-full min-w-0 rounded-md border border-border bg-background px-2 text-base text-foreground outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive"
          {...field}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
