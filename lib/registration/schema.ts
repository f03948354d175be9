import { routing } from '@/lib/i18n/routing';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/validation/auth';
import { z } from '@/lib/zod';
import { parseEmail, parsePersonName } from './answer-parsers';
import { asCountryCode, normalisePhone } from './phone';

/**
 * One registration, whichever way it was entered: Emma's chat and the form view (and
 * /register-classic) validate the same answers with this schema, so the same answers make the same
 * rows. Messages are keys of `Registration.errors`; the views translate them.
 */
export type RegistrationErrorKey =
  | 'missingCredentials'
  | 'protectedPersonRequired'
  | 'nameInvalid'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'countryInvalid'
  | 'languageInvalid'
  | 'planRequired'
  | 'contactsOverLimit'
  | 'contactNameInvalid'
  | 'contactRelationshipRequired'
  | 'contactReachRequired'
  | 'contactPhoneInvalid'
  | 'contactEmailInvalid'
  | 'medicalTooLong'
  | 'termsRequired'
  | 'healthConsentRequired'
  | 'passwordTooShort'
  | 'passwordTooLong';

const msg = (key: RegistrationErrorKey) => ({ message: key });

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'unknown'] as const;
/** A list item of the medical essentials (medical_profiles keeps text arrays). */
const MEDICAL_ITEM_MAX = 200;
const MEDICAL_ITEMS_MAX = 20;

/**
 * A medical list: at most 20 entries of at most 200 characters (the database's checks, migration
 * 20261124000800). A blank entry (an answer left empty) carries nothing and is dropped, as the
 * database would refuse it.
 */
const medicalList = z
  .array(z.string().trim().max(MEDICAL_ITEM_MAX, msg('medicalTooLong')))
  .max(MEDICAL_ITEMS_MAX, msg('medicalTooLong'))
  .transform((entries) => entries.filter((entry) => entry !== ''));

export const emergencyContactSchema = z.object({
  name: z.string().max(200),
  relationship: z.string().trim().max(100),
  /** As typed; normalised with the registration's country (a contact's number may be national). */
  phone: z.string().max(40),
  email: z.string().max(320),
});
export type EmergencyContactAnswer = z.input<typeof emergencyContactSchema>;

export const medicalEssentialsSchema = z.object({
  bloodType: z.enum(BLOOD_TYPES).nullable(),
  conditions: medicalList,
  medications: medicalList,
  allergies: medicalList,
});

const answersShape = z.object({
  protectedPerson: z.enum(['self', 'other'], msg('protectedPersonRequired')),
  protectedName: z.string().max(200),
  email: z.string().max(320),
  phone: z.string().max(40),
  country: z.string().max(2),
  language: z.enum(routing.locales, msg('languageInvalid')),
  planId: z.string().max(64),
  /** The Spain call-centre service, offered only when the country is Spain. */
  spainCallCentre: z.boolean(),
  contacts: z.array(emergencyContactSchema).max(50),
  medical: medicalEssentialsSchema.nullable(),
  acceptTerms: z.boolean(),
  healthDataConsent: z.boolean(),
  password: z.string().max(MAX_PASSWORD_LENGTH * 4),
});
export type RegistrationAnswers = z.input<typeof answersShape>;

/** The registration as it is stored: names trimmed, e-mail lower case, phones in E.164. */
export type Registration = Omit<RegistrationAnswers, 'contacts'> & {
  contacts: Array<{ name: string; relationship: string; phone: string | null; email: string | null }>;
};

export type RegistrationContext = {
  /** The chosen plan's emergency-contact limit, or null when no such plan is offered. */
  contactLimit(planId: string): number | null;
  /**
   * new (default): the registration creates the account, so e-mail and password are required.
   * existing: a signed-in member registers (/register-classic); the account already has both.
   */
  account?: 'new' | 'existing';
};

const hasMedicalContent = (medical: RegistrationAnswers['medical']) =>
  medical !== null && (medical.bloodType !== null || medical.conditions.length + medical.medications.length + medical.allergies.length > 0);

/**
 * The schema for a complete registration. Every rule that needs more than one field is here: the
 * phones are read with the chosen country, the contacts counted against the plan's limit, health
 * data kept only with its own consent, and the one message when the e-mail or password is missing
 * (docs/product.md#sign-up-and-sign-in).
 */
export function registrationSchema(context: RegistrationContext) {
  return answersShape
    .superRefine((answers, ctx) => {
      const issue = (path: PropertyKey[], key: RegistrationErrorKey, params?: Record<string, unknown>) =>
        ctx.addIssue({ code: 'custom', path, ...msg(key), ...(params ? { params } : {}) });
      if (context.account !== 'existing') {
        if (answers.email.trim() === '' || answers.password === '') issue(['root'], 'missingCredentials');
        if (answers.email.trim() !== '' && !parseEmail(answers.email)) issue(['email'], 'emailInvalid');
        if (answers.password !== '' && answers.password.length < MIN_PASSWORD_LENGTH) issue(['password'], 'passwordTooShort');
        if (answers.password.length > MAX_PASSWORD_LENGTH) issue(['password'], 'passwordTooLong');
      }
      if (!parsePersonName(answers.protectedName)) issue(['protectedName'], 'nameInvalid');
      if (!asCountryCode(answers.country)) issue(['country'], 'countryInvalid');
      if (!normalisePhone(answers.phone, answers.country)) issue(['phone'], 'phoneInvalid');
      const limit = context.contactLimit(answers.planId);
      if (limit === null) issue(['planId'], 'planRequired');
      else if (answers.contacts.length > limit) issue(['contacts'], 'contactsOverLimit', { max: limit });
      answers.contacts.forEach((contact, index) => {
        if (!parsePersonName(contact.name)) issue(['contacts', index, 'name'], 'contactNameInvalid');
        if (contact.relationship.trim() === '') issue(['contacts', index, 'relationship'], 'contactRelationshipRequired');
        if (contact.phone.trim() === '' && contact.email.trim() === '') issue(['contacts', index, 'phone'], 'contactReachRequired');
        if (contact.phone.trim() !== '' && !normalisePhone(contact.phone, answers.country)) issue(['contacts', index, 'phone'], 'contactPhoneInvalid');
        if (contact.email.trim() !== '' && !parseEmail(contact.email)) issue(['contacts', index, 'email'], 'contactEmailInvalid');
      });
      if (!answers.acceptTerms) issue(['acceptTerms'], 'termsRequired');
      if (hasMedicalContent(answers.medical) && !answers.healthDataConsent) issue(['healthDataConsent'], 'healthConsentRequired');
    })
    .transform(
      (answers): Registration => ({
        ...answers,
        protectedName: parsePersonName(answers.protectedName) as string,
        // An existing account keeps its own address; the form does not ask for it.
        email: parseEmail(answers.email) ?? '',
        phone: normalisePhone(answers.phone, answers.country) as string,
        country: answers.country.toUpperCase(),
        // The Spain service is only for Spain, whatever a stale answer says.
        spainCallCentre: answers.spainCallCentre && answers.country.toUpperCase() === 'ES',
        contacts: answers.contacts.map((contact) => ({
          name: parsePersonName(contact.name) as string,
          relationship: contact.relationship.trim(),
          phone: contact.phone.trim() === '' ? null : normalisePhone(contact.phone, answers.country),
          email: contact.email.trim() === '' ? null : parseEmail(contact.email),
        })),
        // Health data is kept only with its own consent (GDPR art. 9) and only when there is some.
        medical: answers.healthDataConsent && hasMedicalContent(answers.medical) ? answers.medical : null,
      }),
    );
}
