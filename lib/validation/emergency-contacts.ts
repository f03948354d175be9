import { locales } from '@/lib/i18n/routing';
import { normalisePhone } from '@/lib/registration/phone';
import { z } from '@/lib/zod';

/**
 * The emergency contact form and the actions of the contacts page (issue 21); messages are keys
 * under EmergencyContacts.errors. Each chosen channel needs its address, and at least one channel
 * is chosen, so every contact can be reached when the member raises an SOS.
 */
export type ContactErrorKey = 'name' | 'relationship' | 'phone' | 'email' | 'language' | 'channels' | 'phoneForSms' | 'emailForEmail';

export const MAX_CONTACT_NAME_LENGTH = 200;
export const MAX_RELATIONSHIP_LENGTH = 100;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const contactSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'name' }).max(MAX_CONTACT_NAME_LENGTH, { message: 'name' }),
    relationship: z.string().trim().max(MAX_RELATIONSHIP_LENGTH, { message: 'relationship' }),
    // International format only: a contact may live in another country than the member.
    phone: z
      .string()
      .trim()
      .max(40, { message: 'phone' })
      .refine((value) => value === '' || (value.startsWith('+') && normalisePhone(value, null) !== null), { message: 'phone' }),
    email: z
      .string()
      .trim()
      .max(320, { message: 'email' })
      .refine((value) => value === '' || EMAIL.test(value), { message: 'email' }),
    language: z.enum(locales, { message: 'language' }),
    byEmail: z.boolean(),
    bySms: z.boolean(),
  })
  .transform((value, ctx) => {
    // Runs once every field is valid on its own: then only the channels' addresses can be missing.
    const phone = value.phone === '' ? null : normalisePhone(value.phone, null);
    if (value.bySms && !phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneForSms' });
    if (value.byEmail && value.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: 'emailForEmail' });
    if (!value.byEmail && !value.bySms) ctx.addIssue({ code: 'custom', path: ['channels'], message: 'channels' });
    if (ctx.issues.length > 0) return z.NEVER;
    return {
      name: value.name,
      relationship: value.relationship === '' ? null : value.relationship,
      phone,
      email: value.email === '' ? null : value.email.toLowerCase(),
      language: value.language,
      channels: [...(value.byEmail ? ['email' as const] : []), ...(value.bySms ? ['sms' as const] : [])],
    };
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const contactIdSchema = z.object({ contactId: z.uuid({ message: 'invalid' }) });

/** A test message or a consent request to one contact. */
export const contactMessageSchema = contactIdSchema.extend({ kind: z.enum(['test', 'consent_request'], { message: 'invalid' }) });

/** The new order, first = priority 1: each of the member's contacts once (the database checks it again). */
export const contactOrderSchema = z.object({
  contactIds: z
    .array(z.uuid({ message: 'invalid' }))
    .min(1, { message: 'invalid' })
    .max(50, { message: 'invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid' }),
});

/** The consent link's token: 64 hex characters (two random UUIDs without dashes). */
export const consentTokenSchema = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/, { message: 'invalid' }) });

export const consentAnswerSchema = consentTokenSchema.extend({ agree: z.boolean() });

/** The form's values for an existing contact (or a new one, in the member's language). */
export function contactFormValues(
  contact: { name: string; relationship: string | null; phone: string | null; email: string | null; language: string; channels: readonly string[] } | null,
  fallbackLanguage: (typeof locales)[number],
): ContactInput {
  const language = locales.find((locale) => locale === contact?.language) ?? fallbackLanguage;
  return {
    name: contact?.name ?? '',
    relationship: contact?.relationship ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    language,
    byEmail: contact ? contact.channels.includes('email') : true,
    bySms: contact ? contact.channels.includes('sms') : false,
  };
}
