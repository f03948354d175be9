'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { changePassword } from '@/lib/actions/account';
import { type AccountErrorKey, changePasswordSchema } from '@/lib/validation/account';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/validation/auth';

const EMPTY = { current: '', password: '', confirm: '' };

/** Change of password: the current one first, then the new one twice (lib/validation/auth.ts rules). */
export function ChangePasswordForm() {
  const t = useTranslations('Account');
  const form = useZodForm(changePasswordSchema, EMPTY);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const action = useFormAction(form, changePassword, {
    onSuccess(data) {
      if (data.status === 'changed') {
        form.reset(EMPTY);
        setNotice({ tone: 'info', text: t('password.changed') });
      } else if (data.status === 'wrongCurrent') {
        form.setError('current', { type: 'server', message: 'wrongCurrent' }, { shouldFocus: true });
      } else setNotice({ tone: 'error', text: t(`password.${data.status}`) });
    },
  });

  const errorText = (key: string) =>
    key === 'wrongCurrent' ? t('password.wrongCurrent') : t(`errors.${key as Exclude<AccountErrorKey, 'confirmationWrong'>}`, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });

  return (
    <ZodForm
      form={form}
      onSubmit={() => {
        setNotice(null);
        return action.submit(form.getValues());
      }}
      errorText={errorText}
      className="grid gap-4"
    >
      <FormTextField id="account-current-password" name="current" type="password" autoComplete="current-password" label={t('password.current')} />
      <FormTextField id="account-new-password" name="password" type="password" autoComplete="new-password" label={t('password.new')} hint={t('password.newHint', { min: MIN_PASSWORD_LENGTH })} />
      <FormTextField id="account-confirm-password" name="confirm" type="password" autoComplete="new-password" label={t('password.confirm')} />
      {action.problem && <FormAlert tone="error">{t(`problems.${action.problem}`)}</FormAlert>}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <FormSubmitButton label={t('password.submit')} pendingLabel={t('password.submitting')} className="justify-self-start" />
    </ZodForm>
  );
}
