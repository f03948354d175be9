import { z } from '@/lib/zod';

/**
 * The contact form (spec §2, §5): one schema for the form (instant feedback) and the server action
 * (the real check). Messages are keys of `Contact.errors`; the form translates them with the bounds
 * below as {min}/{max}. The database checks the same bounds again (contact_messages).
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

export type ContactField = 'name' | 'email' | 'subject' | 'message' | 'accepted';

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
  // Spec §5: acceptance of the terms and privacy policy is required.
  accepted: z.literal(true, msg('acceptanceRequired')),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** The bounds a message key talks about, for its {min}/{max} placeholders. */
export function contactErrorValues(key: ContactErrorKey): { min: number; max: number } {
  const field = key.replace(/(TooShort|TooLong|Required|Invalid)$/, '') as keyof typeof CONTACT_LIMITS;
  const limits: { min?: number; max: number } | undefined = CONTACT_LIMITS[field];
  return { min: limits?.min ?? 0, max: limits?.max ?? 0 };
}

/** Field → first message key, so each field shows one message. */
export function contactIssues(error: z.ZodError): Partial<Record<ContactField, ContactErrorKey>> {
  const out: Partial<Record<ContactField, ContactErrorKey>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as ContactField;
    if (!(field in out)) out[field] = issue.message as ContactErrorKey;
  }
  return out;
}
