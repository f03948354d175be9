'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { FormField } from '@/components/auth/form-field';
import { PolicyLink } from '@/components/legal/policy-link';
import { Button } from '@/components/ui/button';
import { submitContactMessage } from '@/lib/actions/contact';
import {
  type ContactErrorKey,
  type ContactField,
  contactErrorValues,
  contactIssues,
  contactSchema,
} from '@/lib/validation/contact';
import { ContactTextarea } from './contact-textarea';

type Values = { name: string; email: string; subject: string; message: string; accepted: boolean; website: string };
/** Spec §4 contact form states; a refusal is an error with its own message. */
type Status = 'idle' | 'sending' | 'success' | 'error' | 'rateLimited';

const empty: Values = { name: '', email: '', subject: '', message: '', accepted: false, website: '' };
const fieldOrder: ContactField[] = ['name', 'email', 'subject', 'message', 'accepted'];
const linkClass = 'font-medium text-guardian underline underline-offset-4 hover:text-guardian-strong';

/**
 * The contact form (spec §2, §4, §8). Checked in the browser with the same zod schema as the
 * server, sent through a server action, and held in React state so that nothing typed is lost when
 * a send is refused or fails; only a successful send clears it.
 */
export function ContactForm() {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactErrorKey>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (status === 'success') setStatus('idle');
  };
  const errorText = (field: ContactField) => {
    const key = errors[field];
    return key ? t(`errors.${key}`, contactErrorValues(key)) : undefined;
  };
  const focusFirstError = (found: Partial<Record<ContactField, ContactErrorKey>>) => {
    const first = fieldOrder.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = contactIssues(parsed.error);
      setErrors(found);
      setStatus('idle');
      focusFirstError(found);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      const result = await submitContactMessage({ ...values, locale });
      if (result.status === 'success') {
        setValues(empty);
        setStatus('success');
      } else if (result.status === 'invalid') {
        setErrors(result.errors);
        setStatus('idle');
        focusFirstError(result.errors);
      } else {
        setStatus(result.status);
      }
    } catch (error) {
      // The request never reached us or the answer was lost: the visitor can simply send again.
      console.warn('Sending the contact form failed', error);
      setStatus('error');
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-describedby="contact-status">
      <div id="contact-status" aria-live="polite">
        {status === 'success' && <FormAlert tone="info">{t('success')}</FormAlert>}
        {status === 'error' && <FormAlert tone="error">{t('failure')}</FormAlert>}
        {status === 'rateLimited' && <FormAlert tone="error">{t('rateLimited')}</FormAlert>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="contact-name"
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          maxLength={200}
          value={values.name}
          error={errorText('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <FormField
          id="contact-email"
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          maxLength={320}
          value={values.email}
          error={errorText('email')}
          onChange={(event) => set('email', event.target.value)}
        />
      </div>
      <FormField
        id="contact-subject"
        name="subject"
        label={t('fields.subject')}
        required
        maxLength={300}
        value={values.subject}
        error={errorText('subject')}
        onChange={(event) => set('subject', event.target.value)}
      />
      <ContactTextarea
        id="contact-message"
        name="message"
        label={t('fields.message')}
        required
        maxLength={6000}
        value={values.message}
        error={errorText('message')}
        onChange={(event) => set('message', event.target.value)}
      />
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('fields.website')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => set('website', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id="contact-accepted"
            name="accepted"
            type="checkbox"
            required
            checked={values.accepted}
            aria-invalid={errors.accepted ? true : undefined}
            aria-describedby={errors.accepted ? 'contact-accepted-error' : undefined}
            onChange={(event) => set('accepted', event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-guardian"
          />
          <label htmlFor="contact-accepted">
            {t.rich('fields.accepted', {
              terms: (chunks) => (
                <PolicyLink kind="terms" className={linkClass}>
                  {chunks}
                </PolicyLink>
              ),
              privacy: (chunks) => (
                <PolicyLink kind="privacy" className={linkClass}>
                  {chunks}
                </PolicyLink>
              ),
            })}
          </label>
        </div>
        {errors.accepted && (
          <p id="contact-accepted-error" className="text-sm font-medium text-destructive">
            {errorText('accepted')}
          </p>
        )}
      </div>
      <Button type="submit" variant="guardian" className="self-start" loading={status === 'sending'}>
        {status === 'sending' ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
