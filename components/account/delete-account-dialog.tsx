'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { deleteMyAccount } from '@/lib/actions/account';
import { type AccountErrorKey, deleteAccountSchema } from '@/lib/validation/account';

const DELETED = ['account', 'safety', 'links', 'alarms', 'records'] as const;
const EMPTY = { confirmation: '', password: '' };

type Props = {
  /** Where to go once the account is gone (the "it is done" page, in this language). */
  donePath: string;
};

/**
 * Deleting the account (issue 21): the dialog says exactly what goes and what the law makes us
 * keep, and the button only works once the confirmation word of this language is typed and the
 * current password given (a session left open on a shared computer must not be enough). On
 * success the session is already cleared; a full page load leaves every signed-in state behind.
 */
export function DeleteAccountDialog({ donePath }: Props) {
  const t = useTranslations('Account.delete');
  const account = useTranslations('Account');
  const locale = useLocale();
  const word = t('word');
  const form = useZodForm(deleteAccountSchema(word), EMPTY);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<'admin' | 'billingUnavailable' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const action = useFormAction(form, deleteMyAccount.bind(null, locale), {
    onSuccess(data) {
      if (data.status === 'deleted') {
        setLeaving(true);
        window.location.assign(donePath);
      } else if (data.status === 'confirmationWrong') {
        form.setError('confirmation', { type: 'server', message: 'confirmationWrong' }, { shouldFocus: true });
      } else if (data.status === 'wrongPassword') {
        form.setError('password', { type: 'server', message: 'wrongPassword' }, { shouldFocus: true });
      } else setRefusal(data.status);
    },
  });

  const errorText = (key: string) => {
    if (key === 'confirmationWrong') return t('confirmationWrong', { word });
    if (key === 'wrongPassword') return t('wrongPassword');
    return account(`errors.${key as Exclude<AccountErrorKey, 'confirmationWrong' | 'passwordTooShort' | 'passwordTooLong'>}`);
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (leaving) return;
        setOpen(next);
        if (!next) {
          form.reset(EMPTY);
          action.reset();
          setRefusal(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="destructive" className="justify-self-start">
          {t('button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')} data-testid="delete-account-dialog">
        <DialogTitle>{t('dialogTitle')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <div className="grid gap-1">
          <p className="font-medium">{t('deletedTitle')}</p>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {DELETED.map((item) => (
              <li key={item}>{t(`deleted.${item}`)}</li>
            ))}
          </ul>
        </div>
        <div className="grid gap-1">
          <p className="font-medium">{t('keptTitle')}</p>
          <p className="text-sm">{t('kept')}</p>
        </div>
        <p className="text-sm">{t('subscription')}</p>
        <ZodForm
          form={form}
          onSubmit={() => {
            setRefusal(null);
            return action.submit(form.getValues());
          }}
          errorText={errorText}
          className="grid gap-4"
        >
          <FormTextField id="delete-confirmation" name="confirmation" autoComplete="off" autoCapitalize="characters" spellCheck={false} label={t('typeLabel', { word })} />
          <FormTextField id="delete-password" name="password" type="password" autoComplete="current-password" label={t('passwordLabel')} hint={t('passwordHint')} />
          {action.problem && <FormAlert tone="error">{account(`problems.${action.problem}`)}</FormAlert>}
          {refusal && <FormAlert tone="error">{t(refusal)}</FormAlert>}
          <div className="flex flex-wrap gap-3">
            <FormSubmitButton variant="destructive" label={t('confirm')} pendingLabel={t('deleting')} pending={leaving} />
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={leaving}>
                {t('cancel')}
              </Button>
            </DialogClose>
          </div>
        </ZodForm>
      </DialogContent>
    </DialogRoot>
  );
}
