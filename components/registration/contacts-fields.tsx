'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '@/components/forms/field-error';
import { FieldMessage } from '@/components/forms/field-message';
import { FormTextField } from '@/components/forms/form-text-field';
import { Button } from '@/components/ui/button';
import type { RegistrationAnswers } from '@/lib/registration/schema';
import { RegistrationFieldset } from './registration-fieldset';

const ID = 'registration-contacts';
const EMPTY_CONTACT = { name: '', relationship: '', phone: '', email: '' };

/** The limit's line: how many are added, the limit reached, or no plan chosen yet. */
function useLimitText(count: number, limit: number | null) {
  const t = useTranslations('Registration.form');
  if (limit === null) return t('contactsNoPlan');
  return count >= limit ? t('contactsAtLimit', { max: limit }) : t('contactsCount', { count, max: limit });
}

/**
 * The emergency contacts, as many as the chosen plan allows: "Add a contact" is disabled at the
 * limit with the reason beside it. Focus goes to a new contact's name, and after a removal back
 * to "Add a contact" (or the limit's line when adding is not possible), never lost to the page.
 */
export function ContactsFields({ limit }: { limit: number | null }) {
  const t = useTranslations('Registration.form');
  const { control } = useFormContext<RegistrationAnswers>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  const contacts = useWatch({ control, name: 'contacts' });
  // The schema's count check lands on the array's root when items are registered, else on the array.
  const rootError = useFieldError('contacts.root');
  const arrayError = useFieldError('contacts');
  const error = rootError ?? arrayError;
  const canAdd = limit !== null && fields.length < limit;
  const limitText = useLimitText(fields.length, limit);
  const addButton = useRef<HTMLButtonElement>(null);
  const limitLine = useRef<HTMLParagraphElement>(null);
  const focusAfterRemove = useRef(false);

  useEffect(() => {
    if (!focusAfterRemove.current) return;
    focusAfterRemove.current = false;
    (addButton.current?.disabled ? limitLine.current : addButton.current)?.focus();
  }, [fields.length]);

  return (
    <RegistrationFieldset legend={t('contactsLegend')} hint={t('contactsHint')} hintId={`${ID}-hint`} describedBy={error ? `${ID}-error` : undefined}>
      {fields.map((field, index) => {
        const number = index + 1;
        const name = contacts[index]?.name.trim() ?? '';
        return (
          <fieldset key={field.id} className="grid min-w-0 gap-4 rounded-md border border-border p-4">
            <legend className="px-1 font-medium">{t('contactLegend', { number })}</legend>
            <div className="grid min-w-0 gap-4 sm:grid-cols-2">
              <FormTextField id={`${ID}-${index}-name`} name={`contacts.${index}.name`} label={t('contactName')} autoComplete="off" maxLength={100} />
              <FormTextField
                id={`${ID}-${index}-relationship`}
                name={`contacts.${index}.relationship`}
                label={t('contactRelationship')}
                hint={t('contactRelationshipHint')}
                autoComplete="off"
                maxLength={100}
              />
              <FormTextField id={`${ID}-${index}-phone`} name={`contacts.${index}.phone`} type="tel" label={t('contactPhone')} autoComplete="off" maxLength={40} />
              <FormTextField id={`${ID}-${index}-email`} name={`contacts.${index}.email`} type="email" label={t('contactEmail')} autoComplete="off" maxLength={320} />
            </div>
            <Button
              type="button"
              variant="outline"
              // A long name wraps rather than pushing the page sideways on a narrow phone.
              wrap
              className="justify-self-start text-start break-words"
              onClick={() => {
                focusAfterRemove.current = true;
                remove(index);
              }}
            >
              {name ? t('removeContact', { name }) : t('removeContactNumber', { number })}
            </Button>
          </fieldset>
        );
      })}
      <FieldMessage id={`${ID}-error`} tone="error">
        {error}
      </FieldMessage>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <Button ref={addButton} type="button" variant="outline" disabled={!canAdd} aria-describedby={`${ID}-limit`} onClick={() => append(EMPTY_CONTACT)}>
          {t('addContact')}
        </Button>
        <p ref={limitLine} id={`${ID}-limit`} tabIndex={-1} aria-live="polite" className="min-w-0 text-sm break-words text-muted-foreground focus:outline-none">
          {limitText}
        </p>
      </div>
    </RegistrationFieldset>
  );
}
