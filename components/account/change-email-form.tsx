'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { useRouter } from '@/lib/i18n/navigation';
import { changeEmail } from '@/lib/actions/account';
import { type AccountErrorKey, changeEmailSchema } from '@/lib/validation/account';

/**
 * Change of e-mail address: confirmed by a link to the current and one to the new address. Once
 * the links are sent, the page is refreshed so its "waiting for confirmation" notice (read from
 * the account on the server) shows at once.
 */
export function ChangeEmailForm() {
  const t = useTranslations('Account');
  const locale = useLocale();
  const router = useRouter();
  const form = useZodForm(changeEmailSchema, { email: '' });
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const action = useFormAction(form, changeEmail.bind(null, locale), {
    onSuccess(data) {
      if (data.status === 'sent') {
        form.reset({ email: '' });
        setNotice({ tone: 'info', text: t('email.sent', { email: data.email }) });
        router.refresh();
      } else setNotice({ tone: 'error', text: t(`email.${data.status}`) });
    },
  });

  return (
    <ZodForm
      form={form}
      onSubmit={() => {
        setNotice(null);
        return action.submit(form.getValues());
      }}
      errorText={(key) => t(`errors.${key as Exclude<AccountErrorKey, 'passwordTooShort' | 'passwordTooLong' | 'confirmationWrong'>}`)}
      className="grid gap-4"
    >
      <FormTextField id="account-email" name="email" type="email" autoComplete="email" label={t('email.label')} hint={t('email.hint')} />
      {action.problem && <FormAlert tone="error">{t(`problems.${action.problem}`)}</FormAlert>}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <FormSubmitButton label={t('email.submit')} pendingLabel={t('email.submitting')} className="justify-self-start" />
    </ZodForm>
  );
}
