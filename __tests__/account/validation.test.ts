import { changePasswordSchema, confirmationMatches, deleteAccountSchema, changeEmailSchema } from '@/lib/validation/account';
import { medicalIdSchema } from '@/lib/validation/medical-id';
import { isValidBirthDate, personalDetailsSchema } from '@/lib/validation/personal-details';
import { registrationSchema } from '@/lib/registration/schema';

const details = { fullName: 'Ana García', phone: '600 123 456', address: 'Calle Mayor 1', country: 'ES', language: 'es' as const, dateOfBirth: '1950-03-04' };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('personal details', () => {
  it('keeps the phone in E.164, reading a national number with the chosen country', () => {
    expect(personalDetailsSchema.parse(details)).toEqual({ ...details, phone: '+34600123456' });
    expect(personalDetailsSchema.parse({ ...details, phone: '+31 6 1234 5678', country: '' }).phone).toBe('+31612345678');
  });

  it('refuses a phone that is no valid number, an unknown country and an empty name', () => {
    expect(errorsOf(personalDetailsSchema.safeParse({ ...details, phone: '12' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(personalDetailsSchema.safeParse({ ...details, country: 'XX' }))).toEqual({ country: 'country' });
    expect(errorsOf(personalDetailsSchema.safeParse({ ...details, fullName: '  ' }))).toEqual({ fullName: 'fullName' });
  });

  it('stores empty optional answers as null', () => {
    expect(personalDetailsSchema.parse({ ...details, phone: '+34600123456', address: ' ', country: '', dateOfBirth: '' })).toMatchObject({ address: null, country: null, dateOfBirth: null });
  });

  it('accepts only real past dates of birth after 1 January 1900', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(isValidBirthDate('1900-01-02', today)).toBe(true);
    expect(isValidBirthDate('2026-11-23', today)).toBe(true);
    expect(isValidBirthDate('1900-01-01', today)).toBe(false);
    expect(isValidBirthDate('2026-11-24', today)).toBe(false);
    expect(isValidBirthDate('2031-01-01', today)).toBe(false);
    expect(isValidBirthDate('1950-02-30', today)).toBe(false);
    expect(isValidBirthDate('4/3/1950', today)).toBe(false);
  });
});

describe('medical ID', () => {
  const empty = { bloodType: '' as const, allergies: [], conditions: [], medications: [], doctorName: '', doctorPhone: '', notes: '' };

  it('turns list rows into entries, dropping blank rows, and empty answers into null', () => {
    expect(medicalIdSchema.parse({ ...empty, bloodType: 'O+', allergies: [{ value: ' penicillin ' }, { value: '' }], doctorPhone: '+34 600 123 456' })).toEqual({
      bloodType: 'O+',
      allergies: ['penicillin'],
      conditions: [],
      medications: [],
      doctorName: null,
      doctorPhone: '+34600123456',
      notes: null,
    });
  });

  it('refuses too long entries, too many entries, a national doctor number and notes over 2000 characters', () => {
    expect(errorsOf(medicalIdSchema.safeParse({ ...empty, allergies: [{ value: 'x'.repeat(201) }] }))).toEqual({ 'allergies.0.value': 'entry' });
    expect(errorsOf(medicalIdSchema.safeParse({ ...empty, medications: Array.from({ length: 21 }, (_, i) => ({ value: `m${i}` })) }))).toEqual({ medications: 'tooMany' });
    expect(errorsOf(medicalIdSchema.safeParse({ ...empty, doctorPhone: '600 123 456' }))).toEqual({ doctorPhone: 'doctorPhone' });
    expect(errorsOf(medicalIdSchema.safeParse({ ...empty, notes: 'x'.repeat(2001) }))).toEqual({ notes: 'notes' });
    expect(errorsOf(medicalIdSchema.safeParse({ ...empty, bloodType: 'C+' }))).toEqual({ bloodType: 'bloodType' });
  });

  it('counts the rows as sent, so any number of blank rows cannot pass', () => {
    const blanks = Array.from({ length: 5000 }, () => ({ value: '' }));
    expect(errorsOf(medicalIdSchema.safeParse({ ...empty, conditions: blanks }))).toEqual({ conditions: 'tooMany' });
    const twenty = Array.from({ length: 20 }, (_, i) => ({ value: i % 2 ? `c${i}` : ' ' }));
    expect(medicalIdSchema.parse({ ...empty, conditions: twenty }).conditions).toHaveLength(10);
  });
});

describe('account', () => {
  it('checks the new password like everywhere else, and that it differs from the current one', () => {
    expect(changePasswordSchema.safeParse({ current: 'old-password', password: 'new-password', confirm: 'new-password' }).success).toBe(true);
    expect(errorsOf(changePasswordSchema.safeParse({ current: '', password: 'short', confirm: 'short' }))).toEqual({ current: 'currentRequired', password: 'passwordTooShort' });
    expect(errorsOf(changePasswordSchema.safeParse({ current: 'a', password: 'new-password', confirm: 'other-password' }))).toEqual({ confirm: 'passwordsDontMatch' });
    expect(errorsOf(changePasswordSchema.safeParse({ current: 'same-password', password: 'same-password', confirm: 'same-password' }))).toEqual({ password: 'passwordSame' });
  });

  it('lower-cases a new e-mail address and refuses a malformed one', () => {
    expect(changeEmailSchema.parse({ email: ' New@Example.COM ' })).toEqual({ email: 'new@example.com' });
    expect(errorsOf(changeEmailSchema.safeParse({ email: 'not-an-address' }))).toEqual({ email: 'emailInvalid' });
  });

  it('confirms a deletion only with the word of the language, whatever its case, and the current password', () => {
    const schema = deleteAccountSchema('ELIMINAR');
    expect(schema.safeParse({ confirmation: ' eliminar ', password: 'my-password' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ confirmation: 'DELETE', password: 'my-password' }))).toEqual({ confirmation: 'confirmationWrong' });
    expect(errorsOf(schema.safeParse({ confirmation: '', password: 'my-password' }))).toEqual({ confirmation: 'confirmationWrong' });
    expect(errorsOf(schema.safeParse({ confirmation: 'ELIMINAR', password: '' }))).toEqual({ password: 'currentRequired' });
    expect(confirmationMatches(' Delete ', 'DELETE')).toBe(true);
    expect(confirmationMatches('DELETED', 'DELETE')).toBe(false);
  });
});

describe('registration medical lists', () => {
  const schema = registrationSchema({ contactLimit: () => 3 });
  const answers = {
    protectedPerson: 'self' as const,
    protectedName: 'Ana García',
    email: 'ana@example.com',
    phone: '600 123 456',
    country: 'ES',
    language: 'es' as const,
    planId: 'plan',
    spainCallCentre: false,
    contacts: [],
    medical: { bloodType: null, conditions: ['  ', 'Diabetes'], medications: [''], allergies: ['', 'Penicillin', ' '] },
    acceptTerms: true,
    healthDataConsent: true,
    password: 'a-long-password',
  };

  it('drops blank entries, keeping the order of the rest (the database refuses blank entries)', () => {
    expect(schema.parse(answers).medical).toEqual({ bloodType: null, conditions: ['Diabetes'], medications: [], allergies: ['Penicillin'] });
  });

  it('keeps nothing medical when only blank entries were given', () => {
    const blank = { bloodType: null, conditions: [''], medications: [' '], allergies: [] };
    expect(schema.parse({ ...answers, medical: blank, healthDataConsent: false }).medical).toBeNull();
  });
});
