'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormTextField } from '@/components/forms/form-text-field';
import { Button } from '@/components/ui/button';

const ID = 'registration-password';

/**
 * The new account's password, with a toggle (a pressed button) to check what was typed. No
 * maxLength: a pasted password cut short without a word would lock people out; the schema says it.
 */
export function PasswordField() {
  const t = useTranslations('Registration.form');
  const [shown, setShown] = useState(false);
  return (
    <div className="grid min-w-0 gap-2">
      <FormTextField
        id={ID}
        name="password"
        type={shown ? 'text' : 'password'}
        label={t('password')}
        hint={t('passwordHint')}
        autoComplete="new-password"
      />
      <Button type="button" variant="outline" className="justify-self-start" aria-pressed={shown} aria-controls={ID} onClick={() => setShown((now) => !now)}>
        {t('showPassword')}
      </Button>
    </div>
  );
}
