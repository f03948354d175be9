import { z } from '@/lib/zod';

/**
 * The contact form (docs/product.md#routes-and-screens, docs/product.md#rules): one schema for the form (instant feedback) and the server action
 * (the real check). Messages are keys of `Contact.errors`; the form translates them with the bounds
 * below as {min}/{max}, and its inputs take their maxlength from here too.
 *
 * CONTACT_LIMITS is the only source of these bounds. The database checks them again on
 * contact_messages (supabase/migrations/20261123000100_contact_limits.sql), and
 * supabase/tests/data-model/contact-limits.test.ts fails if the two ever differ.
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export type ContactErrorKey =
  | 'nameTooShort'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'subjectTooShort'
  | 'subjectTooLong'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'acceptanceRequired';


const msg = (key: ContactErrorKey) => ({ message: key });
const { name, email, subject, message } = CONTACT_LIMITS;

// A missing or non-text field (a crafted request) gets the same message as an empty one.
export const contactSchema = z.object({
  name: z.string(msg('nameTooShort')).trim().min(name.min, msg('nameTooShort')).max(name.max, msg('nameTooLong')),
  email: z
    .string(msg('emailRequired'))
    .trim()
    .min(1, msg('emailRequired'))
    .max(email.max, msg('emailTooLong'))
    .pipe(z.email(msg('emailInvalid'))),
  subject: z.string(msg('subjectTooShort')).trim().min(subject.min, msg('subjectTooShort')).max(subject.max, msg('subjectTooLong')),
  message: z.string(msg('messageTooShort')).trim().min(message.min, msg('messageTooShort')).max(message.max, msg('messageTooLong')),
  // docs/product.md#rules: acceptance of the terms and privacy policy is required.
  // A boolean that must be true (not z.literal(true)), so the form's unticked box is a valid start.
  accepted: z.boolean(msg('acceptanceRequired')).refine((value) => value, msg('acceptanceRequired')),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/**
 * What the form sends to the server action: the message plus the honeypot (`website`, hidden from
 * people, so only a bot fills it) and the language the form was shown in. Neither extra field is
 * shown an error: a bot learns nothing, and an unknown language falls back to English.
 */
export const contactSubmissionSchema = contactSchema.extend({
  website: z.string().max(1000).optional(),
  locale: z.string().max(10).optional(),
});

export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

/** The bounds a message key talks about, for its {min}/{max} placeholders. */
export function contactErrorValues(key: ContactErrorKey): { min: number; max: number } {
  const field = key.replace(/(TooShort|TooLong|Required|Invalid)$/, '') as keyof typeof CONTACT_LIMITS;
  const limits: { min?: number; max: number } | undefined = CONTACT_LIMITS[field];
  return { min: limits?.min ?? 0, max: limits?.max ?? 0 };
}
