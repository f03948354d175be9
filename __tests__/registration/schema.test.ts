import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { type RegistrationAnswers, type RegistrationErrorKey, registrationSchema } from '@/lib/registration/schema';

const limits: Record<string, number> = { premium: 5, personal: 3 };
const schema = registrationSchema({ contactLimit: (planId) => limits[planId] ?? null });

const complete: RegistrationAnswers = {
  protectedPerson: 'other',
  protectedName: 'my mother is called Rosa',
  email: ' Ana.Garcia@Example.com ',
  phone: '600 123 456',
  country: 'es',
  language: 'es',
  planId: 'premium',
  spainCallCentre: true,
  contacts: [
    { name: 'Luis García', relationship: 'son', phone: '611 222 333', email: '' },
    { name: 'Marta', relationship: 'neighbour', phone: '', email: 'Marta@Example.com' },
  ],
  medical: { bloodType: 'A+', conditions: ['diabetes'], medications: [], allergies: ['penicillin'] },
  acceptTerms: true,
  healthDataConsent: true,
  password: 'Password123!',
};

/** The message keys of the issues, by path. */
function problems(answers: RegistrationAnswers): Record<string, RegistrationErrorKey> {
  const result = schema.safeParse(answers);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message as RegistrationErrorKey]));
}

describe('registrationSchema', () => {
  it('normalises a complete registration as it will be stored', () => {
    const parsed = schema.parse({ ...complete, protectedName: 'Rosa Martínez' });
    expect(parsed).toMatchObject({
      protectedName: 'Rosa Martínez',
      email: 'ana.garcia@example.com',
      phone: '+34600123456',
      country: 'ES',
      spainCallCentre: true,
      contacts: [
        { name: 'Luis García', relationship: 'son', phone: '+34611222333', email: null },
        { name: 'Marta', relationship: 'neighbour', phone: null, email: 'marta@example.com' },
      ],
      medical: complete.medical,
    });
  });

  it('gives the one message of docs/product.md#sign-up-and-sign-in when the e-mail or the password is missing', () => {
    expect(problems({ ...complete, email: '' }).root).toBe('missingCredentials');
    expect(problems({ ...complete, password: '' }).root).toBe('missingCredentials');
  });

  it('names the field of each bad answer', () => {
    expect(problems({ ...complete, protectedName: 'Rosa' })).toEqual({});
    expect(problems({ ...complete, email: 'ana@', phone: '123', country: 'XX', password: 'short', contacts: [] })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      country: 'countryInvalid',
      password: 'passwordTooShort',
    });
    expect(problems({ ...complete, planId: 'nonexistent' })).toEqual({ planId: 'planRequired' });
    expect(problems({ ...complete, acceptTerms: false })).toEqual({ acceptTerms: 'termsRequired' });
  });

  it('reads phone numbers with the chosen country', () => {
    expect(problems({ ...complete, country: 'NL', phone: '06 12345678', contacts: [] })).toEqual({});
    // A Dutch mobile written the Dutch way (with the trunk 0) is no Spanish number.
    expect(problems({ ...complete, country: 'ES', phone: '06 12345678', contacts: [] })).toEqual({ phone: 'phoneInvalid' });
  });

  it('counts the contacts against the plan’s limit', () => {
    const contact = { name: 'Luis García', relationship: 'son', phone: '611 222 333', email: '' };
    expect(problems({ ...complete, planId: 'personal', contacts: [contact, contact, contact] })).toEqual({});
    expect(problems({ ...complete, planId: 'personal', contacts: [contact, contact, contact, contact] })).toEqual({ contacts: 'contactsOverLimit' });
    const issue = schema.safeParse({ ...complete, planId: 'personal', contacts: [contact, contact, contact, contact] }).error?.issues[0] as { params?: unknown };
    expect(issue.params).toEqual({ max: 3 });
  });

  it('checks each contact: a name, a relationship, and a valid phone or e-mail', () => {
    expect(problems({ ...complete, contacts: [{ name: '', relationship: '', phone: '', email: '' }] })).toEqual({
      'contacts.0.name': 'contactNameInvalid',
      'contacts.0.relationship': 'contactRelationshipRequired',
      'contacts.0.phone': 'contactReachRequired',
    });
    expect(problems({ ...complete, contacts: [{ name: 'Luis', relationship: 'son', phone: '12', email: 'luis@' }] })).toEqual({
      'contacts.0.phone': 'contactPhoneInvalid',
      'contacts.0.email': 'contactEmailInvalid',
    });
  });

  it('keeps health data only with its own consent', () => {
    expect(problems({ ...complete, healthDataConsent: false })).toEqual({ healthDataConsent: 'healthConsentRequired' });
    const none = { bloodType: null, conditions: [], medications: [], allergies: [] };
    expect(schema.parse({ ...complete, medical: none, healthDataConsent: false }).medical).toBeNull();
    expect(schema.parse({ ...complete, medical: null, healthDataConsent: false }).medical).toBeNull();
  });

  it('offers the Spain call-centre service only in Spain', () => {
    expect(schema.parse({ ...complete, country: 'NL', phone: '+34 600 123 456', contacts: [] }).spainCallCentre).toBe(false);
  });

  it('has every message in English, Dutch and Spanish', () => {
    const keys: RegistrationErrorKey[] = [
      'missingCredentials', 'protectedPersonRequired', 'nameInvalid', 'emailInvalid', 'phoneInvalid', 'countryInvalid', 'languageInvalid', 'planRequired',
      'contactsOverLimit', 'contactNameInvalid', 'contactRelationshipRequired', 'contactReachRequired', 'contactPhoneInvalid', 'contactEmailInvalid',
      'medicalTooLong', 'termsRequired', 'healthConsentRequired', 'passwordTooShort', 'passwordTooLong',
    ];
    for (const catalogue of [en, nl, es]) {
      for (const key of keys) expect(typeof (catalogue.Registration.errors as Record<string, string>)[key]).toBe('string');
    }
    expect(en.Registration.errors.missingCredentials).toBe('You must provide either an email or phone number and a password');
  });
});
