'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { type ErrorText, useFieldError } from '@/components/forms/field-error';
import { FieldMessage, fieldMessageIds } from '@/components/forms/field-message';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { type SummaryAnswer, summaryAnswerSchema } from '@/lib/validation/registration-summary';

export type SummaryOption = { value: string; label: string };

type InputType = 'text' | 'email' | 'tel' | 'password';

type Props = {
  label: string;
  /** What the summary shows; null when not answered yet. */
  shown: string | null;
  /** The value the editor starts from. */
  editValue: string;
  /** A choice (select) instead of free text. */
  options?: readonly SummaryOption[];
  inputType?: InputType;
  /** Saves the new value; returns the message key of why it cannot be used, or null once saved. */
  onSave(value: string): string | null;
  /** A message key from onSave in the person's language. */
  errorText: ErrorText;
};

/**
 * One answer of the summary card, changed in place: "Edit" turns the value into a field (or a
 * choice) with Save and Cancel, a small form of the kit; a value that cannot be used keeps the
 * field open with its message by it. Focus goes to the field on opening and back to "Edit" on
 * closing, so keyboard users stay put.
 */
export function SummaryRow({ label, shown, editValue, options, inputType = 'text', onSave, errorText }: Props) {
  const t = useTranslations('Registration.summary');
  const [editing, setEditing] = useState(false);
  const form = useZodForm(summaryAnswerSchema, { value: editValue });
  const editButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  function close() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function save({ value }: SummaryAnswer) {
    const refused = onSave(value);
    // Focus stays where it is: the message is said at once (role=alert) and sits by the field.
    if (refused) form.setError('value', { type: 'server', message: refused });
    else close();
  }

  if (!editing) {
    return (
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-2">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="col-start-1 min-w-0 break-words">{shown ?? <span className="text-muted-foreground italic">{t('notAnswered')}</span>}</dd>
        <dd className="col-start-2 row-span-2 row-start-1">
          <Button
            ref={editButton}
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('editField', { field: label })}
            onClick={() => {
              form.reset({ value: editValue });
              setEditing(true);
            }}
          >
            {t('edit')}
          </Button>
        </dd>
      </div>
    );
  }

  return (
    <div className="grid gap-2 py-2">
      <dt>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </dt>
      <dd className="grid gap-2">
        <ZodForm
          form={form}
          onSubmit={save}
          errorText={errorText}
          className="grid gap-2"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <SummaryField id={id} options={options} inputType={inputType} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm">
              {t('save')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
          </div>
        </ZodForm>
      </dd>
    </div>
  );
}

/** The editor's field, bound to the row's form, and its message (said at once, even when the field already has focus). */
function SummaryField({ id, options, inputType }: { id: string; options?: readonly SummaryOption[]; inputType: InputType }) {
  const t = useTranslations('Registration.summary');
  const { register, control } = useFormContext<SummaryAnswer>();
  const value = useWatch({ control, name: 'value' });
  const error = useFieldError('value');
  const { errorId, describedBy } = fieldMessageIds(id, { error });
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const className = 'h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base';
  return (
    <>
      {options ? (
        <select id={id} autoFocus {...described} className={className} {...register('value')}>
          {!options.some((option) => option.value === value) && <option value="">{t('choose')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          autoFocus
          type={inputType}
          maxLength={400}
          autoComplete={inputType === 'password' ? 'new-password' : 'off'}
          {...described}
          className={className}
          {...register('value')}
        />
      )}
      <div role="alert">
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      </div>
    </>
  );
}
