import type { Locale } from '@/lib/i18n/routing';
import { isLocale } from '@/lib/i18n/routing';
import { emptyDraft } from './dialogue';
import { BLOOD_TYPES, type RegistrationAnswers } from './schema';

type StoredContact = { name: string; relationship: string | null; phone: string | null; email: string | null };

/** The rows a registration wrote (or a member set up since), as read back under RLS. */
export type StoredRows = {
  profile: { full_name: string | null; phone: string | null; country: string | null; preferred_language: string } | null;
  registration: { protected_person: string; plan_id: string | null; spain_call_centre: boolean; waiting_contacts: unknown; health_data_consent_at: string | null } | null;
  contacts: readonly StoredContact[];
  medical: { blood_type: string | null; conditions: string[]; medications: string[]; allergies: string[] } | null;
};

const isStoredContact = (value: unknown): value is StoredContact =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

const bloodType = (value: string | null) => (BLOOD_TYPES as readonly string[]).includes(value ?? '') ? (value as (typeof BLOOD_TYPES)[number]) : null;

/**
 * A member's stored registration as the form's draft (/register-classic), so the form opens with
 * what they already gave: the contacts written and those waiting for the plan, in order. The
 * account's own e-mail and password are not part of it.
 */
export function draftFromRows(rows: StoredRows, fallbackLanguage: Locale): RegistrationAnswers {
  const draft = emptyDraft(fallbackLanguage);
  const waiting = Array.isArray(rows.registration?.waiting_contacts) ? rows.registration.waiting_contacts.filter(isStoredContact) : [];
  const consented = rows.registration?.health_data_consent_at != null;
  return {
    ...draft,
    protectedPerson: rows.registration?.protected_person === 'other' ? 'other' : 'self',
    protectedName: rows.profile?.full_name ?? '',
    phone: rows.profile?.phone ?? '',
    country: rows.profile?.country ?? '',
    language: isLocale(rows.profile?.preferred_language) ? rows.profile.preferred_language : fallbackLanguage,
    planId: rows.registration?.plan_id ?? '',
    spainCallCentre: rows.registration?.spain_call_centre ?? false,
    contacts: [...rows.contacts, ...waiting].map((contact) => ({
      name: contact.name,
      relationship: contact.relationship ?? '',
      phone: contact.phone ?? '',
      email: contact.email ?? '',
    })),
    medical: rows.medical
      ? { bloodType: bloodType(rows.medical.blood_type), conditions: rows.medical.conditions, medications: rows.medical.medications, allergies: rows.medical.allergies }
      : null,
    acceptTerms: rows.registration !== null,
    healthDataConsent: consented || rows.medical !== null,
  };
}
