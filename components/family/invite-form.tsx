'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { inviteFamilyMember } from '@/lib/actions/family';
import type { Locale } from '@/lib/i18n/routing';
import { familyInviteSchema, type FamilyInviteInput } from '@/lib/validation/family';
import { GrantFields } from './grant-fields';

export const EMPTY_INVITE: FamilyInviteInput = {
  email: '',
  relationship: '',
  role: 'family',
  receiveSosAlerts: true,
  locationAccess: 'during_sos',
  viewMedical: false,
  viewDeviceStatus: false,
  viewActivity: false,
  accessEnd: 'never',
  accessEndsAt: '',
};

type Notice = { tone: 'info' | 'error'; text: string };

/**
 * "Invite family or a carer" (issue 21): e-mail, role, relationship, each permission and the end
 * of access. The database refuses oneself, someone already linked or invited, and more than 20
 * invitations a day; each refusal is said in words here.
 */
export function InviteForm({ locale, onSent }: { locale: Locale; onSent?: () => void }) {
  const t = useTranslations('FamilyCarers');
  const router = useRouter();
  const form = useZodForm(familyInviteSchema, EMPTY_INVITE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const action = useFormAction(form, inviteFamilyMember.bind(null, locale), {
    onSuccess(data) {
      if (data.status !== 'sent') return setNotice({ tone: 'error', text: t(`problems.${data.status}`) });
      form.reset(EMPTY_INVITE);
      setNotice({ tone: 'info', text: t('invite.sent', { email: data.email }) });
      onSent?.();
      router.refresh();
    },
  });

  return (
    <ZodForm
      form={form}
      onSubmit={(values) => {
        setNotice(null);
        return action.submit(values);
      }}
      errorText={(key) => t(`errors.${key as 'email'}`)}
      className="grid gap-5"
      aria-labelledby="invite-title"
    >
      <FormTextField id="invite-email" name="email" type="email" autoComplete="off" label={t('form.email')} hint={t('form.emailHint')} />
      <GrantFields idPrefix="invite" mode="invite" />
      {action.problem && <FormAlert tone="error">{t(`problems.${action.problem === 'signedOut' ? 'signedOut' : 'failed'}`)}</FormAlert>}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <FormSubmitButton label={t('invite.submit')} pendingLabel={t('invite.sending')} variant="guardian" className="justify-self-start" />
    </ZodForm>
  );
}
