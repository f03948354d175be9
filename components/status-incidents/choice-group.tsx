'use client';

import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/forms/field-error';

export type Choice = { value: string; label: string; meaning?: string };

type Props = {
  id: string;
  name: string;
  legend: string;
  /** Radios pick one value; checkboxes of one name give the form an array of the checked values. */
  type: 'radio' | 'checkbox';
  choices: readonly Choice[];
};

/**
 * A fieldset of radios or checkboxes bound to the surrounding ZodForm, each choice a 44 px row with
 * its name and, when given, its meaning on a second line (the kit's FormRadioGroup takes one line
 * of text). The group's error is tied to every input, since a fieldset's own description is not
 * reliably read; a refused submit focuses the first input, which reads it out.
 */
export function ChoiceGroup({ id, name, legend, type, choices }: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset id={id} aria-describedby={errorId} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid min-w-0 gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const nameId = `${inputId}-name`;
          const meaningId = choice.meaning ? `${inputId}-meaning` : undefined;
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className="flex min-h-11 min-w-0 cursor-pointer items-start gap-3 rounded-md border border-border px-3 py-2 has-checked:border-guardian has-checked:bg-guardian/5 has-focus-visible:ring-2 has-focus-visible:ring-guardian"
            >
              <input
                id={inputId}
                type={type}
                value={choice.value}
                // Named by the choice alone, its meaning read as the description.
                aria-labelledby={nameId}
                aria-invalid={error ? true : undefined}
                aria-describedby={[meaningId, errorId].filter(Boolean).join(' ') || undefined}
                className="mt-0.5 size-5 shrink-0 accent-guardian"
                {...register(name)}
              />
              <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
                <span id={nameId} className="font-medium">
                  {choice.label}
                </span>
                {choice.meaning && (
                  <span id={meaningId} className="text-sm text-muted-foreground">
                    {choice.meaning}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
