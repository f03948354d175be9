'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextarea } from '@/components/forms/form-textarea';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { actionErrorKey } from '@/lib/actions/action-result';
import { replyToContactMessage } from '@/lib/actions/admin-inbox';
import { useRouter } from '@/lib/i18n/navigation';
import { type AdminInboxErrorKey, type ContactReplyInput, REPLY_LIMITS, contactReplySchema } from '@/lib/validation/admin-inbox';

/** What the last send ended with. notSent: nothing changed; notSaved: the e-mail went but was not recorded. */
type Outcome = 'idle' | 'sent' | 'notSent' | 'notSaved' | 'failed';

/**
 * The reply to a contact message, e-mailed to its sender (the mail adapter, on the server). The text
 * stays in the box unless the e-mail went out, so a failed send can simply be tried again; after a
 * send that was not recorded the box is emptied too, so the admin does not send it twice.
 */
export function ReplyForm({ messageId, to }: { messageId: string; to: string }) {
  const t = useTranslations('AdminInbox');
  const router = useRouter();
  const empty = { id: messageId, body: '' };
  const form = useZodForm(contactReplySchema, empty);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function send(values: ContactReplyInput) {
    setOutcome('idle');
    try {
      const result = await replyToContactMessage({ ...values, id: messageId });
      if (applyActionFieldErrors(form, result)) return;
      const failure = actionErrorKey(result);
      if (failure !== null || !result?.data) return setOutcome('failed');
      if (!result.data.sent) return setOutcome('notSent');
      form.reset(empty);
      setOutcome(result.data.recorded ? 'sent' : 'notSaved');
      router.refresh();
    } catch (error) {
      console.warn('Sending a reply failed', error);
      setOutcome('failed');
    }
  }

  return (
    <ZodForm
      form={form}
      onSubmit={send}
      onInvalid={() => setOutcome('idle')}
      errorText={(key) => t(`errors.${key as AdminInboxErrorKey}`, { max: REPLY_LIMITS.body.max })}
      className="flex flex-col gap-4"
      aria-describedby="reply-status"
    >
      <div id="reply-status" aria-live="polite">
        {outcome === 'sent' && <FormAlert tone="info">{t('reply.sent')}</FormAlert>}
        {outcome === 'notSent' && <FormAlert tone="error">{t('reply.notSent')}</FormAlert>}
        {outcome === 'notSaved' && <FormAlert tone="error">{t('reply.notSaved')}</FormAlert>}
        {outcome === 'failed' && <FormAlert tone="error">{t('reply.failed')}</FormAlert>}
      </div>
      <FormTextarea id="reply-body" name="body" label={t('reply.label', { email: to })} required rows={6} maxLength={REPLY_LIMITS.body.max} />
      <FormSubmitButton variant="guardian" className="self-start" label={t('reply.send')} pendingLabel={t('reply.sending')} />
    </ZodForm>
  );
}
