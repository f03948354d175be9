'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/forms/field-error';
import { FieldMessage } from '@/components/forms/field-message';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { MAX_ENTRY_LENGTH, MAX_LIST_ENTRIES, type MedicalList } from '@/lib/validation/medical-id';

/**
 * One list of the Medical ID (allergies, conditions or medications): a labelled field per entry,
 * each with its own remove button, and "add" to append one, which takes the focus so the keyboard
 * user types straight on. Removing moves focus to the add button, never to the page's top.
 */
export function MedicalListEditor({ list }: { list: MedicalList }) {
  const t = useTranslations(`MedicalId.lists.${list}`);
  const { control, register } = useFormContext<Record<MedicalList, { value: string }[]>>();
  const { fields, append, remove } = useFieldArray({ control, name: list });
  // A refine on the whole array (too many entries) lands on the array itself or on its `root`.
  const rootError = useFieldError(`${list}.root`);
  const arrayError = useFieldError(list);
  const listError = rootError ?? arrayError;
  const addButton = useRef<HTMLButtonElement>(null);
  // Focus moves to "add" once the shorter list has rendered: removing from a full list turns
  // that button back on only then, and a disabled button cannot take the focus.
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  }, [fields.length]);
  const hintId = `${list}-hint`;
  const errorId = `${list}-error`;

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={`${hintId}${listError ? ` ${errorId}` : ''}`} data-testid={`medical-list-${list}`}>
      <legend className="text-base font-semibold">{t('title')}</legend>
      <FieldMessage id={hintId} tone="hint">
        {t('hint')}
      </FieldMessage>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{t('empty')}</p>}
      <ol className="grid gap-2">
        {fields.map((field, index) => (
          <ListEntry key={field.id} list={list} index={index} label={t('entry', { number: index + 1 })} removeLabel={t('remove', { number: index + 1 })} register={register} onRemove={() => {
            focusAdd.current = true;
            remove(index);
          }} />
        ))}
      </ol>
      <FieldMessage id={errorId} tone="error">
        {listError}
      </FieldMessage>
      <Button ref={addButton} type="button" variant="outline" className="justify-self-start" disabled={fields.length >= MAX_LIST_ENTRIES} onClick={() => append({ value: '' }, { shouldFocus: true })}>
        {t('add')}
      </Button>
    </fieldset>
  );
}

type EntryProps = {
  list: MedicalList;
  index: number;
  label: string;
  removeLabel: string;
  register: ReturnType<typeof useFormContext<Record<MedicalList, { value: string }[]>>>['register'];
  onRemove(): void;
};

function ListEntry({ list, index, label, removeLabel, register, onRemove }: EntryProps) {
  const id = `${list}-${index}`;
  const error = useFieldError(`${list}.${index}.value`);
  return (
    <li className="grid gap-1">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          maxLength={MAX_ENTRY_LENGTH * 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 min-w-0 flex-1 rounded-md border border-border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-guardian aria-invalid:border-destructive"
          {...register(`${list}.${index}.value`)}
        />
        <Button type="button" variant="ghost" className="size-11 shrink-0 p-0" aria-label={removeLabel} onClick={onRemove}>
          <CloseIcon className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <FieldMessage id={`${id}-error`} tone="error">
        {error}
      </FieldMessage>
    </li>
  );
}
