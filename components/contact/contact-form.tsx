'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { FormTextarea } from '@/components/forms/form-textarea';
import { useFormAction } from '@/components/forms/use-form-action';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { policyLinkTags } from '@/components/legal/policy-link-tags';
import { submitContactMessage } from '@/lib/actions/contact';
import {
  CONTACT_LIMITS,
  type ContactErrorKey,
  type ContactSubmission,
  contactErrorValues,
  contactSubmissionSchema,
} from '@/lib/validation/contact';

/** docs/product.md#states contact form states; a refusal is an error with its own message. */
type Status = 'idle' | 'sending' | 'success' | 'error' | 'rateLimited';
/** What the last send ended with; 'sending' is the form's own submitting state. */
type Outcome = Exclude<Status, 'sending'>;

const empty = { name: '', email: '', subject: '', message: '', accepted: false, website: '' };

/**
 * The contact form (docs/product.md#routes-and-screens, docs/product.md#states, docs/product.md#errors). Checked in the browser with the same zod schema as the
 * server action, and held by react-hook-form so that nothing typed is lost when a send is refused
 * or fails; only a successful send clears it. Length limits come from CONTACT_LIMITS alone.
 */
export function ContactForm() {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const form = useZodForm(contactSubmissionSchema, empty);
  const [sent, setSent] = useState(false);
  const action = useFormAction(form, submitContactMessage, {
    onSuccess() {
      form.reset(empty);
      setSent(true);
    },
  });
  // A refusal or a send that never arrived keeps everything typed: the visitor can simply send again.
  const failure: Outcome | null = action.problem && (action.problem === 'rateLimited' ? 'rateLimited' : 'error');
  const outcome: Outcome = failure ?? (sent ? 'success' : 'idle');
  const status: Status = form.formState.isSubmitting ? 'sending' : outcome;

  // Typing again after a success starts a new message: the success notice goes.
  useEffect(() => {
    const subscription = form.watch(() => setSent(false));
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <ZodForm
      form={form}
      onSubmit={(values: ContactSubmission) => {
        setSent(false);
        return action.submit({ ...values, locale });
      }}
      onInvalid={() => {
        setSent(false);
        action.reset();
      }}
      errorText={(key) => t(`errors.${key as ContactErrorKey}`, contactErrorValues(key as ContactErrorKey))}
      className="flex flex-col gap-5"
      aria-describedby="contact-status"
    >
      <div id="contact-status" aria-live="polite">
        {status === 'success' && <FormAlert tone="info">{t('success')}</FormAlert>}
        {status === 'error' && <FormAlert tone="error">{t('failure')}</FormAlert>}
        {status === 'rateLimited' && <FormAlert tone="error">{t('rateLimited')}</FormAlert>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          id="contact-name"
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name.max}
        />
        <FormTextField
          id="contact-email"
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email.max}
        />
      </div>
      <FormTextField id="contact-subject" name="subject" label={t('fields.subject')} required maxLength={CONTACT_LIMITS.subject.max} />
      <FormTextarea id="contact-message" name="message" label={t('fields.message')} required maxLength={CONTACT_LIMITS.message.max} />
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('fields.website')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <FormCheckbox
        id="contact-accepted"
        name="accepted"
        required
        label={t.rich('fields.accepted', policyLinkTags)}
      />
      <FormSubmitButton variant="guardian" className="self-start" label={t('send')} pendingLabel={t('sending')} />
    </ZodForm>
  );
}
