import { type QuestionnaireContext, welcomeQuestionnaireSchema } from '@/lib/validation/welcome-questionnaire';
import { answersToStore, formValuesOf, questionnaireContext, readStoredWelcome } from '@/lib/welcome-questionnaire';

const nothingKnown: QuestionnaireContext = { conditionsKnown: false, healthConsentHeld: false };
const everythingKnown: QuestionnaireContext = { conditionsKnown: true, healthConsentHeld: true };
const empty = formValuesOf({});

const errorsOf = (context: QuestionnaireContext, values: unknown) => {
  const result = welcomeQuestionnaireSchema(context).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the welcome questionnaire schema', () => {
  it('accepts an empty questionnaire and stores nothing: every question is optional', () => {
    expect(welcomeQuestionnaireSchema(nothingKnown).parse(empty)).toEqual({ answers: {}, healthDataConsent: false });
  });

  it('reads a request without fields (not sent by the form) as no answers, not as an error', () => {
    expect(welcomeQuestionnaireSchema(nothingKnown).parse({})).toEqual({ answers: {}, healthDataConsent: false });
  });

  it('stores trimmed answers, and the detail of a choice only with that choice', () => {
    const parsed = welcomeQuestionnaireSchema(everythingKnown).parse({
      ...empty,
      livingSituation: 'partnerOrFamily',
      livingSituationOther: 'left over from "other"',
      arrivalNotes: '  Key safe left of the door, code from my daughter.  ',
      contactHours: 'evenings',
      contactFrom: '08:00',
      heardFrom: 'other',
      heardFromOther: ' The pharmacy ',
    });
    expect(parsed.answers).toEqual({
      livingSituation: 'partnerOrFamily',
      arrivalNotes: 'Key safe left of the door, code from my daughter.',
      contactHours: 'evenings',
      heardFrom: 'other',
      heardFromOther: 'The pharmacy',
    });
  });

  it('refuses a choice that is not offered, and text over its limit, with message keys', () => {
    expect(errorsOf(nothingKnown, { ...empty, mobility: 'flying', livingSituation: 'castle' })).toEqual({
      mobility: 'invalidChoice',
      livingSituation: 'invalidChoice',
    });
    expect(errorsOf(nothingKnown, { ...empty, arrivalNotes: 'x'.repeat(1001), heardFromOther: 'x'.repeat(201) })).toEqual({
      arrivalNotes: 'arrivalNotesTooLong',
      heardFromOther: 'otherTooLong',
    });
    expect(errorsOf(nothingKnown, { ...empty, conditions: 42 })).toEqual({ conditions: 'conditionsTooLong' });
  });

  it('asks for both times of "between specific times", as hours and minutes, and different', () => {
    expect(errorsOf(nothingKnown, { ...empty, contactHours: 'custom' })).toEqual({ contactFrom: 'timeRequired', contactTo: 'timeRequired' });
    expect(errorsOf(nothingKnown, { ...empty, contactHours: 'custom', contactFrom: '9am', contactTo: '24:00' })).toEqual({
      contactFrom: 'timeInvalid',
      contactTo: 'timeInvalid',
    });
    expect(errorsOf(nothingKnown, { ...empty, contactHours: 'custom', contactFrom: '10:00', contactTo: '10:00' })).toEqual({ contactTo: 'timesEqual' });
    // Overnight is fine: some people want calls only late.
    expect(welcomeQuestionnaireSchema(nothingKnown).parse({ ...empty, contactHours: 'custom', contactFrom: '22:00', contactTo: '07:30' }).answers).toEqual({
      contactHours: 'custom',
      contactFrom: '22:00',
      contactTo: '07:30',
    });
  });

  it('keeps health answers only with consent, unless consent is already on record', () => {
    const health = { ...empty, mobility: 'wheelchair', conditions: 'Epilepsy' };
    expect(errorsOf(nothingKnown, health)).toEqual({ healthDataConsent: 'healthConsentRequired' });
    expect(welcomeQuestionnaireSchema(nothingKnown).parse({ ...health, healthDataConsent: true })).toEqual({
      answers: { mobility: 'wheelchair', conditions: 'Epilepsy' },
      healthDataConsent: true,
    });
    expect(errorsOf({ conditionsKnown: false, healthConsentHeld: true }, health)).toEqual({});
    // Answers that are not health data never need it.
    expect(errorsOf(nothingKnown, { ...empty, livingSituation: 'alone', arrivalNotes: 'Dog' })).toEqual({});
  });

  it('never asks again for conditions the medical profile holds: a stale answer is dropped, and needs no consent', () => {
    const context = { conditionsKnown: true, healthConsentHeld: false };
    expect(welcomeQuestionnaireSchema(context).parse({ ...empty, conditions: 'Asthma' })).toEqual({ answers: {}, healthDataConsent: false });
  });
});

describe('what is known and what is stored', () => {
  const known = { conditions: [], medicalNotes: null, registrationConsentAt: null };

  it('counts conditions as known only when the medical profile lists a real one', () => {
    const stored = readStoredWelcome({});
    expect(questionnaireContext(known, stored)).toEqual(nothingKnown);
    expect(questionnaireContext({ ...known, conditions: ['  '] }, stored).conditionsKnown).toBe(false);
    expect(questionnaireContext({ ...known, conditions: ['Type 2 diabetes'] }, stored).conditionsKnown).toBe(true);
  });

  it('holds consent given at registration or at an earlier save', () => {
    expect(questionnaireContext({ ...known, registrationConsentAt: '2026-11-20T10:00:00+00:00' }, readStoredWelcome({})).healthConsentHeld).toBe(true);
    expect(questionnaireContext(known, readStoredWelcome({ healthDataConsentAt: '2026-11-21T10:00:00.000Z' })).healthConsentHeld).toBe(true);
  });

  it('reads stored answers one by one, leaving out what it cannot read', () => {
    expect(
      readStoredWelcome({ livingSituation: 'alone', mobility: 'rocket', arrivalNotes: 7, heardFrom: 'advert', extra: 'x', healthDataConsentAt: 'yesterday' }),
    ).toEqual({ answers: { livingSituation: 'alone', heardFrom: 'advert' }, healthDataConsentAt: null });
    expect(readStoredWelcome(null)).toEqual({ answers: {}, healthDataConsentAt: null });
    expect(readStoredWelcome(['alone'])).toEqual({ answers: {}, healthDataConsentAt: null });
  });

  it('gives the form its saved answers back, and nothing ticked for consent', () => {
    expect(formValuesOf({ mobility: 'walkingAid', contactHours: 'custom', contactFrom: '09:00', contactTo: '12:00' })).toEqual({
      ...empty,
      mobility: 'walkingAid',
      contactHours: 'custom',
      contactFrom: '09:00',
      contactTo: '12:00',
    });
  });

  it('records consent once, with health answers, and keeps the first time on later saves', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    const none = readStoredWelcome({});
    expect(answersToStore({ answers: { mobility: 'unaided' }, healthDataConsent: true }, none, now)).toEqual({
      mobility: 'unaided',
      healthDataConsentAt: '2026-11-24T12:00:00.000Z',
    });
    // Ticked without any health answer: nothing to consent to yet.
    expect(answersToStore({ answers: { livingSituation: 'alone' }, healthDataConsent: true }, none, now)).toEqual({ livingSituation: 'alone' });
    const earlier = readStoredWelcome({ healthDataConsentAt: '2026-11-22T08:00:00.000Z' });
    expect(answersToStore({ answers: { mobility: 'wheelchair' }, healthDataConsent: false }, earlier, now)).toEqual({
      mobility: 'wheelchair',
      healthDataConsentAt: '2026-11-22T08:00:00.000Z',
    });
  });

  it('round-trips: what a save stores reads back as the same answers', () => {
    const submission = welcomeQuestionnaireSchema(nothingKnown).parse({
      ...empty,
      livingSituation: 'other',
      livingSituationOther: 'With my carer',
      mobility: 'bedBound',
      healthDataConsent: true,
    });
    const stored = answersToStore(submission, readStoredWelcome({}), new Date('2026-11-24T12:00:00.000Z'));
    expect(readStoredWelcome(JSON.parse(JSON.stringify(stored)))).toEqual({ answers: submission.answers, healthDataConsentAt: '2026-11-24T12:00:00.000Z' });
  });
});
