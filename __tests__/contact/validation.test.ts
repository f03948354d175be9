import { CONTACT_LIMITS, contactErrorValues, contactSchema, contactSubmissionSchema } from '@/lib/validation/contact';
import type { z } from '@/lib/zod';

/** Field → first message key, as react-hook-form's zod resolver shows them. */
function contactIssues(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

const valid = { name: 'Ana García', email: 'ana@example.com', subject: 'Pendant battery', message: 'How long does it last?', accepted: true };

function issues(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : contactIssues(result.error);
}

describe('contact form schema (shared by the form and the server action)', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactSchema.parse({ ...valid, name: '  Ana García  ', email: ' ana@example.com ' })).toEqual(valid);
  });

  it('requires acceptance of the terms and privacy policy (docs/product.md#rules)', () => {
    expect(issues({ ...valid, accepted: false })).toEqual({ accepted: 'acceptanceRequired' });
    expect(issues({ ...valid, accepted: 'true' })).toEqual({ accepted: 'acceptanceRequired' });
  });

  it('checks each field’s bounds at the edges', () => {
    const { name, subject, message } = CONTACT_LIMITS;
    expect(issues({ ...valid, name: 'A'.repeat(name.min) })).toEqual({});
    expect(issues({ ...valid, name: 'A'.repeat(name.min - 1) })).toEqual({ name: 'nameTooShort' });
    expect(issues({ ...valid, name: 'A'.repeat(name.max + 1) })).toEqual({ name: 'nameTooLong' });
    expect(issues({ ...valid, subject: '  ab  ' })).toEqual({ subject: 'subjectTooShort' });
    expect(issues({ ...valid, subject: 's'.repeat(subject.max + 1) })).toEqual({ subject: 'subjectTooLong' });
    expect(issues({ ...valid, message: 'm'.repeat(message.min - 1) })).toEqual({ message: 'messageTooShort' });
    expect(issues({ ...valid, message: 'm'.repeat(message.max) })).toEqual({});
    expect(issues({ ...valid, message: 'm'.repeat(message.max + 1) })).toEqual({ message: 'messageTooLong' });
  });

  it('tells an empty e-mail address from a malformed or overlong one', () => {
    expect(issues({ ...valid, email: '   ' })).toEqual({ email: 'emailRequired' });
    expect(issues({ ...valid, email: 'ana@' })).toEqual({ email: 'emailInvalid' });
    expect(issues({ ...valid, email: 'ana example.com' })).toEqual({ email: 'emailInvalid' });
    expect(issues({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'emailTooLong' });
  });

  it('gives one message per field, the first that applies', () => {
    expect(issues({})).toEqual({
      name: 'nameTooShort',
      email: 'emailRequired',
      subject: 'subjectTooShort',
      message: 'messageTooShort',
      accepted: 'acceptanceRequired',
    });
  });

  it('gives each message the bounds it talks about', () => {
    expect(contactErrorValues('nameTooShort')).toEqual({ min: 2, max: 100 });
    expect(contactErrorValues('messageTooLong')).toEqual({ min: 10, max: 5000 });
    expect(contactErrorValues('acceptanceRequired')).toEqual({ min: 0, max: 0 });
  });

  it('lets the action take the honeypot and the language besides the message', () => {
    expect(contactSubmissionSchema.parse({ ...valid, website: '', locale: 'nl' })).toEqual({ ...valid, website: '', locale: 'nl' });
    expect(contactSubmissionSchema.parse(valid)).toEqual(valid);
    expect(contactSubmissionSchema.safeParse({ ...valid, locale: 'x'.repeat(11) }).success).toBe(false);
  });
});
