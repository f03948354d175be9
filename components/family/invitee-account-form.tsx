'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { createInviteeAccount } from '@/lib/actions/family';
import { hardNavigate } from '@/lib/auth/navigate';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { inviteeAccountSchema } from '@/lib/validation/family';

type Notice = { tone: 'info' | 'error'; text: string };

/**
 * "Create an account" for the invited address (shown, not editable: only it can accept). The
 * invitation e-mail proved the address, so the account is usually ready at once, the invitation
 * accepted, and the person goes on to "People I look after" ('accepted'), as after "Accept".
 * Where an e-mail must still be confirmed (an invitation that proves nothing), its link signs the
 * person in and brings them back to this invitation; otherwise the page reloads signed in, ready
 * to accept.
 */
export function InviteeAccountForm({ locale, token, email, returnPath }: { locale: Locale; token: string; email: string; returnPath: string }) {
  const t = useTranslations('FamilyInvite.account');
  const form = useZodForm(inviteeAccountSchema, { fullName: '', password: '' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const action = useFormAction(form, createInviteeAccount.bind(null, locale, token), {
    onSuccess(data) {
      switch (data.status) {
        case 'accepted':
          // A full load: the app shell and "People I look after" then read the new session and link.
          hardNavigate(getPathname({ href: routes.lookingAfter, locale }));
          return;
        case 'signedIn':
          hardNavigate(returnPath);
          return;
        case 'confirm':
          return setNotice({ tone: 'info', text: t('confirm', { email }) });
        case 'wait':
          return setNotice({ tone: 'error', text: t('problems.wait', { seconds: data.seconds }) });
        default:
          return setNotice({ tone: 'error', text: t(`problems.${data.status}`) });
      }
    },
  });

  return (
    <ZodForm
      form={form}
      onSubmit={(values) => {
        setNotice(null);
        return action.submit(values);
      }}
      errorText={(key) => t(`errors.${key as 'fullName'}`)}
      className="grid gap-4"
    >
      <p className="text-sm">
        {t('email')} <span className="font-medium break-all">{email}</span>
      </p>
      <FormTextField id="invitee-name" name="fullName" label={t('fullName')} autoComplete="name" />
      <FormTextField id="invitee-password" name="password" type="password" label={t('password')} hint={t('passwordHint')} autoComplete="new-password" />
      {/* Any refusal, or no answer: the account was not made, and trying again is what is left. */}
      {action.problem && <FormAlert tone="error">{t('problems.failed')}</FormAlert>}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <FormSubmitButton label={t('submit')} pendingLabel={t('submitting')} variant="guardian" className="justify-self-start" />
    </ZodForm>
  );
}
