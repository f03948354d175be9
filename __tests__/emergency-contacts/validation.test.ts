import { consentAnswerSchema, contactFormValues, contactOrderSchema, contactSchema, type ContactInput } from '@/lib/validation/emergency-contacts';

const base: ContactInput = { name: 'Ana', relationship: '', phone: '', email: 'Ana@Example.com', language: 'es', byEmail: true, bySms: false };
const issues = (input: ContactInput) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('contactSchema', () => {
  it('turns the form into the row: trimmed, e-mail lower-cased, phone in E.164, channels as a list, empty as null', () => {
    expect(contactSchema.parse({ ...base, name: '  Ana  ', phone: '+31 6 1234 5678', bySms: true })).toEqual({
      name: 'Ana', relationship: null, phone: '+31612345678', email: 'ana@example.com', language: 'es', channels: ['email', 'sms'],
    });
    expect(contactSchema.parse({ ...base, email: '', byEmail: false, phone: '+34 600 123 456', bySms: true, relationship: ' Son ' })).toMatchObject({
      email: null, relationship: 'Son', channels: ['sms'],
    });
  });

  it('wants a phone in international format, and a valid one', () => {
    expect(issues({ ...base, phone: '0612345678' })).toEqual({ phone: 'phone' });
    expect(issues({ ...base, phone: '+31 6 12' })).toEqual({ phone: 'phone' });
    expect(issues({ ...base, phone: 'call me' })).toEqual({ phone: 'phone' });
  });

  it('needs the address of each chosen channel, and at least one channel', () => {
    expect(issues({ ...base, bySms: true })).toEqual({ phone: 'phoneForSms' });
    expect(issues({ ...base, email: '' })).toEqual({ email: 'emailForEmail' });
    expect(issues({ ...base, byEmail: false })).toEqual({ channels: 'channels' });
  });

  it('refuses a missing or too long name, a bad e-mail, a long relationship and an unknown language', () => {
    expect(issues({ ...base, name: '   ' })).toEqual({ name: 'name' });
    expect(issues({ ...base, name: 'x'.repeat(201) })).toEqual({ name: 'name' });
    expect(issues({ ...base, email: 'ana@' })).toMatchObject({ email: 'email' });
    expect(issues({ ...base, relationship: 'x'.repeat(101) })).toEqual({ relationship: 'relationship' });
    expect(issues({ ...base, language: 'fr' as 'en' })).toEqual({ language: 'language' });
  });
});

describe('contactFormValues', () => {
  it('fills the form from a contact, and starts a new one by e-mail in the member language', () => {
    expect(contactFormValues({ name: 'Bo', relationship: null, phone: '+34600123456', email: null, language: 'nl', channels: ['sms'] }, 'en')).toEqual({
      name: 'Bo', relationship: '', phone: '+34600123456', email: '', language: 'nl', byEmail: false, bySms: true,
    });
    expect(contactFormValues(null, 'es')).toEqual({ name: '', relationship: '', phone: '', email: '', language: 'es', byEmail: true, bySms: false });
  });
});

describe('order and consent answers', () => {
  const a = '00000000-0000-4000-8000-000000000001';
  const b = '00000000-0000-4000-8000-000000000002';
  it('accepts each id once, at least one', () => {
    expect(contactOrderSchema.safeParse({ contactIds: [a, b] }).success).toBe(true);
    expect(contactOrderSchema.safeParse({ contactIds: [a, a] }).success).toBe(false);
    expect(contactOrderSchema.safeParse({ contactIds: [] }).success).toBe(false);
    expect(contactOrderSchema.safeParse({ contactIds: ['nope'] }).success).toBe(false);
  });
  it('takes only a 64-hex token and a yes or no', () => {
    expect(consentAnswerSchema.safeParse({ token: 'a'.repeat(64), agree: true }).success).toBe(true);
    expect(consentAnswerSchema.safeParse({ token: 'A'.repeat(64), agree: true }).success).toBe(false);
    expect(consentAnswerSchema.safeParse({ token: 'a'.repeat(63), agree: false }).success).toBe(false);
    expect(consentAnswerSchema.safeParse({ token: 'a'.repeat(64), agree: 'yes' }).success).toBe(false);
  });
});
