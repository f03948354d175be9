'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export type SummaryOption = { value: string; label: string };

type Props = {
  label: string;
  /** What the summary shows; null when not answered yet. */
  shown: string | null;
  /** The value the editor starts from. */
  editValue: string;
  /** A choice (select) instead of free text. */
  options?: readonly SummaryOption[];
  inputType?: 'text' | 'email' | 'tel' | 'password';
  /** Saves the new value; returns the translated problem when it cannot be used. */
  onSave(value: string): string | null;
};

/**
 * One answer of the summary card, changed in place: "Edit" turns the value into a field (or a
 * choice) with Save and Cancel; a value that cannot be used keeps the field open with its message.
 * Focus goes to the field on opening and back to "Edit" on closing, so keyboard users stay put.
 */
export function SummaryRow({ label, shown, editValue, options, inputType = 'text', onSave }: Props) {
  const t = useTranslations('Registration.summary');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(editValue);
  const [problem, setProblem] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  function close() {
    setEditing(false);
    setProblem(null);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function save() {
    const refused = onSave(value);
    if (refused) setProblem(refused);
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
              setValue(editValue);
              setEditing(true);
            }}
          >
            {t('edit')}
          </Button>
        </dd>
      </div>
    );
  }

  const field = options ? (
    <select
      id={id}
      autoFocus
      value={value}
      onChange={(event) => setValue(event.target.value)}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? `${id}-problem` : undefined}
      className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base"
    >
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
      value={value}
      maxLength={400}
      autoComplete={inputType === 'password' ? 'new-password' : 'off'}
      onChange={(event) => setValue(event.target.value)}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? `${id}-problem` : undefined}
      className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base"
    />
  );

  return (
    <div className="grid gap-2 py-2">
      <dt>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </dt>
      <dd className="grid gap-2">
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {field}
          {problem && (
            <p id={`${id}-problem`} className="text-sm text-destructive" role="alert">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm">
              {t('save')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      </dd>
    </div>
  );
}
