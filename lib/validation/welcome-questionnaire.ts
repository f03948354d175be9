import { z } from '@/lib/zod';

/**
 * The welcome questionnaire (/welcome-questionnaire, issue 19): one schema for the form (instant
 * feedback) and saveWelcomeQuestionnaire (the real check). Every question is optional. Messages
 * are keys of `WelcomeQuestionnaire.errors`; the form translates them, with {max} from the limits
 * below, which also give the inputs their maxlength.
 *
 * The schema is made for what the member's records already hold (`QuestionnaireContext`): a
 * question answered elsewhere is never asked again, so its answer is dropped, and health answers
 * need consent only when none is on record.
 */
export const LIVING_SITUATIONS = ['alone', 'partnerOrFamily', 'careHome', 'other'] as const;
export const MOBILITY_LEVELS = ['unaided', 'walkingAid', 'wheelchair', 'bedBound'] as const;
export const CONTACT_HOURS = ['anytime', 'daytime', 'evenings', 'custom'] as const;
export const HEARD_FROM = ['searchEngine', 'socialMedia', 'friendOrFamily', 'careProfessional', 'advert', 'other'] as const;

export type LivingSituation = (typeof LIVING_SITUATIONS)[number];
export type MobilityLevel = (typeof MOBILITY_LEVELS)[number];
export type ContactHours = (typeof CONTACT_HOURS)[number];
export type HeardFrom = (typeof HEARD_FROM)[number];

export const QUESTIONNAIRE_LIMITS = {
  otherText: 200,
  arrivalNotes: 1000,
  conditions: 1000,
} as const;

export type WelcomeQuestionnaireErrorKey =
  | 'invalidChoice'
  | 'otherTooLong'
  | 'arrivalNotesTooLong'
  | 'conditionsTooLong'
  | 'timeRequired'
  | 'timeInvalid'
  | 'timesEqual'
  | 'healthConsentRequired';

/** The answers as stored in questionnaire_responses.answers: only what was answered. */
export type WelcomeAnswers = {
  livingSituation?: LivingSituation;
  livingSituationOther?: string;
  mobility?: MobilityLevel;
  arrivalNotes?: string;
  conditions?: string;
  contactHours?: ContactHours;
  contactFrom?: string;
  contactTo?: string;
  heardFrom?: HeardFrom;
  heardFromOther?: string;
};

/** What the member's records already hold, as far as the questions go. */
export type QuestionnaireContext = {
  /** medical_profiles.conditions is not empty: the conditions question is not asked. */
  conditionsKnown: boolean;
  /** Consent to keep health data is on record (registration or an earlier save): not asked again. */
  healthConsentHeld: boolean;
};

const msg = (key: WelcomeQuestionnaireErrorKey) => ({ message: key });

/** A radio group: one of the choices, or '' (Prefer not to say). A missing field reads as ''. */
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(['', ...values], msg('invalidChoice')).optional();
const text = (max: number, key: WelcomeQuestionnaireErrorKey) => z.string(msg(key)).trim().max(max, msg(key)).optional();
// <input type="time"> gives HH:MM (24 h) in every browser, whatever it shows.
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string(msg('timeInvalid')).trim().optional();

const fields = z.object({
  livingSituation: choice(LIVING_SITUATIONS),
  livingSituationOther: text(QUESTIONNAIRE_LIMITS.otherText, 'otherTooLong'),
  mobility: choice(MOBILITY_LEVELS),
  arrivalNotes: text(QUESTIONNAIRE_LIMITS.arrivalNotes, 'arrivalNotesTooLong'),
  conditions: text(QUESTIONNAIRE_LIMITS.conditions, 'conditionsTooLong'),
  contactHours: choice(CONTACT_HOURS),
  contactFrom: time,
  contactTo: time,
  heardFrom: choice(HEARD_FROM),
  heardFromOther: text(QUESTIONNAIRE_LIMITS.otherText, 'otherTooLong'),
  healthDataConsent: z.boolean(msg('invalidChoice')).optional(),
});

export type WelcomeQuestionnaireInput = z.input<typeof fields>;
/** The form's values: every field present, '' for no answer. */
export type WelcomeQuestionnaireValues = Required<WelcomeQuestionnaireInput>;
export type WelcomeQuestionnaireSubmission = { answers: WelcomeAnswers; healthDataConsent: boolean };

/** '' and undefined are no answer. */
const given = <T extends string>(value: T | '' | undefined): T | undefined => (value === '' || value === undefined ? undefined : value);

/** Mobility and conditions are health data (GDPR art. 9): kept only with explicit consent. */
export function holdsHealthData(answers: Pick<WelcomeAnswers, 'mobility' | 'conditions'>): boolean {
  return answers.mobility !== undefined || answers.conditions !== undefined;
}

/** The answers worth storing: no empty ones, no detail of a choice not made, nothing already on record. */
function storedAnswers(values: WelcomeQuestionnaireInput, context: QuestionnaireContext): WelcomeAnswers {
  const livingSituation = given(values.livingSituation);
  const contactHours = given(values.contactHours);
  const heardFrom = given(values.heardFrom);
  const answers: WelcomeAnswers = {
    livingSituation,
    livingSituationOther: livingSituation === 'other' ? given(values.livingSituationOther) : undefined,
    mobility: given(values.mobility),
    arrivalNotes: given(values.arrivalNotes),
    conditions: context.conditionsKnown ? undefined : given(values.conditions),
    contactHours,
    contactFrom: contactHours === 'custom' ? given(values.contactFrom) : undefined,
    contactTo: contactHours === 'custom' ? given(values.contactTo) : undefined,
    heardFrom,
    heardFromOther: heardFrom === 'other' ? given(values.heardFromOther) : undefined,
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as WelcomeAnswers;
}

export function welcomeQuestionnaireSchema(context: QuestionnaireContext) {
  return fields
    .superRefine((values, ctx) => {
      const issue = (path: string, key: WelcomeQuestionnaireErrorKey) => ctx.addIssue({ code: 'custom', path: [path], ...msg(key) });
      if (values.contactHours === 'custom') {
        for (const path of ['contactFrom', 'contactTo'] as const) {
          const value = values[path] ?? '';
          if (value === '') issue(path, 'timeRequired');
          else if (!TIME.test(value)) issue(path, 'timeInvalid');
        }
        if (values.contactFrom && values.contactFrom === values.contactTo) issue('contactTo', 'timesEqual');
      }
      const answers = storedAnswers(values, context);
      if (holdsHealthData(answers) && !context.healthConsentHeld && !values.healthDataConsent) issue('healthDataConsent', 'healthConsentRequired');
    })
    .transform(
      (values): WelcomeQuestionnaireSubmission => ({
        answers: storedAnswers(values, context),
        healthDataConsent: Boolean(values.healthDataConsent),
      }),
    );
}

/** The bound a message key talks about, for its {max} placeholder. */
export function questionnaireErrorValues(key: WelcomeQuestionnaireErrorKey): { max: number } {
  if (key === 'arrivalNotesTooLong') return { max: QUESTIONNAIRE_LIMITS.arrivalNotes };
  if (key === 'conditionsTooLong') return { max: QUESTIONNAIRE_LIMITS.conditions };
  return { max: QUESTIONNAIRE_LIMITS.otherText };
}
