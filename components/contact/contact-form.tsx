'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { applyActionFieldErrors } from '@/components/forms/apply-action-errors';
import { FormAlert } from '@/components/forms/form-alert';
import { FormCheckbox } from '@/components/forms/form-checkbox';
import { FormSubmitButton } from '@/components/forms/form-submit-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { FormTextarea } from '@/components/forms/form-textarea';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ZodForm } from '@/components/forms/zod-form';
import { policyLinkTags } from '@/components/legal/policy-link-tags';
import { actionErrorKey } from '@/lib/actions/action-result';
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
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const status: Status = form.formState.isSubmitting ? 'sending' : outcome;

  // Typing again after a success starts a new message: the success notice goes.
  useEffect(() => {
    const subscription = form.watch(() => setOutcome((current) => (current === 'success' ? 'idle' : current)));
    return () => subscription.unsubscribe();
  }, [form]);

  async function send(values: ContactSubmission) {
    setOutcome('idle');
    try {
      const result = await submitContactMessage({ ...values, locale });
      if (applyActionFieldErrors(form, result)) return;
      const failure = actionErrorKey(result);
      if (failure === null) {
        form.reset(empty);
        setOutcome('success');
      } else {
        setOutcome(failure === 'rateLimited' ? 'rateLimited' : 'error');
      }
    } catch (error) {
      // The request never reached us or the answer was lost: the visitor can simply send again.
      console.warn('Sending the contact form failed', error);
      setOutcome('error');
    }
  }

  return (
    <ZodForm
      form={form}
      onSubmit={send}
      onInvalid={() => setOutcome('idle')}
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
