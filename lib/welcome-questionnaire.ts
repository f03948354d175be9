import {
  CONTACT_HOURS,
  HEARD_FROM,
  holdsHealthData,
  LIVING_SITUATIONS,
  MOBILITY_LEVELS,
  type QuestionnaireContext,
  QUESTIONNAIRE_LIMITS,
  type WelcomeAnswers,
  type WelcomeQuestionnaireSubmission,
  type WelcomeQuestionnaireValues,
} from '@/lib/validation/welcome-questionnaire';
import { z } from '@/lib/zod';

/**
 * The welcome questionnaire's rules apart from the form (issue 19, docs/product.md#welcome-questionnaire):
 * reading what was stored, deciding what is already known, and what a save writes.
 */

/** questionnaire_responses.questionnaire of this questionnaire. */
export const WELCOME_QUESTIONNAIRE = 'welcome';

/** What questionnaire_responses.answers holds for it: the answers, and when health data consent was given. */
export type StoredWelcome = { answers: WelcomeAnswers; healthDataConsentAt: string | null };

/** What the member's other records hold that the questionnaire would otherwise ask. */
export type KnownFacts = {
  /** medical_profiles.conditions, as the member gave them. */
  conditions: string[];
  /** medical_profiles.notes: what responders should know, in the member's words. */
  medicalNotes: string | null;
  /** registrations.health_data_consent_at. */
  registrationConsentAt: string | null;
};

const storedShape = {
  livingSituation: z.enum(LIVING_SITUATIONS),
  livingSituationOther: z.string().max(QUESTIONNAIRE_LIMITS.otherText),
  mobility: z.enum(MOBILITY_LEVELS),
  arrivalNotes: z.string().max(QUESTIONNAIRE_LIMITS.arrivalNotes),
  conditions: z.string().max(QUESTIONNAIRE_LIMITS.conditions),
  contactHours: z.enum(CONTACT_HOURS),
  contactFrom: z.string().max(5),
  contactTo: z.string().max(5),
  heardFrom: z.enum(HEARD_FROM),
  heardFromOther: z.string().max(QUESTIONNAIRE_LIMITS.otherText),
} satisfies Record<keyof WelcomeAnswers, z.ZodType>;

const consentAt = z.iso.datetime({ offset: true });

/**
 * The stored JSON, read answer by answer: one unreadable answer (written by an older version, or
 * by hand through the Data API) is left out, never the whole questionnaire.
 */
export function readStoredWelcome(json: unknown): StoredWelcome {
  const record = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const answers: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(storedShape)) {
    const parsed = schema.safeParse(record[key]);
    if (parsed.success && parsed.data !== '') answers[key] = parsed.data;
  }
  const consent = consentAt.safeParse(record.healthDataConsentAt);
  return { answers: answers as WelcomeAnswers, healthDataConsentAt: consent.success ? consent.data : null };
}

/** What the questions are asked with: a question answered elsewhere is not asked, consent on record is not asked for. */
export function questionnaireContext(known: KnownFacts, stored: StoredWelcome): QuestionnaireContext {
  return {
    conditionsKnown: known.conditions.some((condition) => condition.trim() !== ''),
    healthConsentHeld: Boolean(known.registrationConsentAt ?? stored.healthDataConsentAt),
  };
}

/** The form's starting values: the saved answers, '' where there is none. */
export function formValuesOf(answers: WelcomeAnswers): WelcomeQuestionnaireValues {
  return {
    livingSituation: answers.livingSituation ?? '',
    livingSituationOther: answers.livingSituationOther ?? '',
    mobility: answers.mobility ?? '',
    arrivalNotes: answers.arrivalNotes ?? '',
    conditions: answers.conditions ?? '',
    contactHours: answers.contactHours ?? '',
    contactFrom: answers.contactFrom ?? '',
    contactTo: answers.contactTo ?? '',
    heardFrom: answers.heardFrom ?? '',
    heardFromOther: answers.heardFromOther ?? '',
    healthDataConsent: false,
  };
}

/**
 * The JSON a save writes: the new answers, and when consent to keep health data was given. The
 * first consent on record stays: answering fewer health questions later does not undo it.
 */
export function answersToStore(submission: WelcomeQuestionnaireSubmission, previous: StoredWelcome, now: Date): StoredWelcome['answers'] & { healthDataConsentAt?: string } {
  const consentGivenNow = submission.healthDataConsent && holdsHealthData(submission.answers);
  const healthDataConsentAt = previous.healthDataConsentAt ?? (consentGivenNow ? now.toISOString() : null);
  return { ...submission.answers, ...(healthDataConsentAt ? { healthDataConsentAt } : {}) };
}
