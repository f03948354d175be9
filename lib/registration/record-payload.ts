import type { Registration } from './schema';

/**
 * What record_registration (supabase/migrations/20261124000400_registrations.sql) stores of a
 * validated registration. The credentials and the terms checkbox are not in it: the password goes
 * only to Auth, the e-mail is the account's, and accepting the terms is a condition of getting here
 * (the database stamps when). Both registration paths build it here, so they write the same rows.
 */
export type RecordPayload = {
  protectedPerson: Registration['protectedPerson'];
  protectedName: string;
  phone: string;
  country: string;
  language: Registration['language'];
  planId: string;
  spainCallCentre: boolean;
  contacts: Registration['contacts'];
  medical: Registration['medical'];
  healthDataConsent: boolean;
};

export function recordPayload(registration: Registration): RecordPayload {
  return {
    protectedPerson: registration.protectedPerson,
    protectedName: registration.protectedName,
    phone: registration.phone,
    country: registration.country,
    language: registration.language,
    planId: registration.planId,
    spainCallCentre: registration.spainCallCentre,
    contacts: registration.contacts,
    medical: registration.medical,
    healthDataConsent: registration.healthDataConsent,
  };
}
