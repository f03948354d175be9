'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextarea } from '@/components/forms/form-textarea';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
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
  const reply = useFormAction(form, replyToContactMessage, {
    onSuccess: ({ sent }) => {
      if (!sent) return;
      form.reset(empty);
      router.refresh();
    },
  });

  // What the last send ended with, from the hook's state: nothing while it runs or when the box
  // shows what is wrong; any other failure (a call that threw included) is 'failed'.
  const answer = reply.hasSucceeded ? reply.result.data : undefined;
  let outcome: Outcome = reply.problem ? 'failed' : 'idle';
  if (answer) outcome = !answer.sent ? 'notSent' : answer.recorded ? 'sent' : 'notSaved';

  return (
    <ZodForm
      form={form}
      onSubmit={(values: ContactReplyInput) => reply.submit({ ...values, id: messageId })}
      onInvalid={reply.reset}
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
