import { parseEmail, parsePersonName } from './answer-parsers';
import { type AnswerResult, type DialogueContext, type DialogueState, type StepId, answerQuestion } from './dialogue';
import { asCountryCode, normalisePhone } from './phone';
import type { EmergencyContactAnswer, RegistrationAnswers, RegistrationErrorKey } from './schema';

/**
 * Changing an answer outside the flow of questions: from the summary card ("edit in place") or
 * after the form view. The same parsers read the new value as when Emma asked, and the conversation
 * stays at the question it had reached.
 */

/** The answers the summary card lets a person change by retyping them. */
export type EditableStep = Extract<
  StepId,
  'who' | 'name' | 'email' | 'country' | 'phone' | 'language' | 'plan' | 'spainService' | 'bloodType' | 'conditions' | 'medications' | 'allergies' | 'healthConsent' | 'terms' | 'password'
>;

/** Reads `text` as the answer to `step`; on success the draft changes, the current question stays. */
export function editAnswer(state: DialogueState, step: EditableStep, text: string, context: DialogueContext): AnswerResult {
  const result = answerQuestion({ ...state, step, contact: null }, text, context);
  return { ...result, state: result.accepted ? { ...state, draft: result.state.draft } : state };
}

export type ContactField = keyof EmergencyContactAnswer;

export type ContactEdit = { ok: true; state: DialogueState } | { ok: false; error: RegistrationErrorKey };

/** One field of one emergency contact, checked as the schema checks it. */
export function editContact(state: DialogueState, index: number, field: ContactField, text: string): ContactEdit {
  const contact = state.draft.contacts[index];
  if (!contact) return { ok: false, error: 'contactNameInvalid' };
  const typed = text.trim();
  const country = state.draft.country;
  let value: string | null;
  let error: RegistrationErrorKey;
  switch (field) {
    case 'name':
      value = parsePersonName(typed);
      error = 'contactNameInvalid';
      break;
    case 'relationship':
      value = typed !== '' && typed.length <= 100 ? typed.replace(/\s+/g, ' ') : null;
      error = 'contactRelationshipRequired';
      break;
    case 'phone':
      value = typed === '' ? '' : normalisePhone(typed, country);
      error = 'contactPhoneInvalid';
      break;
    case 'email':
      value = typed === '' ? '' : parseEmail(typed);
      error = 'contactEmailInvalid';
      break;
  }
  if (value === null) return { ok: false, error };
  const changed = { ...contact, [field]: value };
  if (changed.phone === '' && changed.email === '') return { ok: false, error: 'contactReachRequired' };
  const contacts = state.draft.contacts.map((existing, at) => (at === index ? changed : existing));
  return { ok: true, state: { ...state, draft: { ...state.draft, contacts } } };
}

export function removeContact(state: DialogueState, index: number): DialogueState {
  return { ...state, draft: { ...state.draft, contacts: state.draft.contacts.filter((_, at) => at !== index) } };
}

const ORDER: readonly StepId[] = [
  'who', 'name', 'email', 'country', 'phone', 'language', 'plan', 'spainService',
  'contactName', 'contactRelationship', 'contactPhone', 'contactEmail', 'anotherContact',
  'medical', 'bloodType', 'conditions', 'medications', 'allergies', 'healthConsent', 'terms', 'password', 'done',
];

/** Whether the draft already holds a usable answer for a step that must have one. */
function holds(draft: RegistrationAnswers, step: StepId, context: DialogueContext): boolean | null {
  switch (step) {
    case 'name':
      return parsePersonName(draft.protectedName) !== null;
    case 'email':
      return parseEmail(draft.email) !== null;
    case 'country':
      return asCountryCode(draft.country) !== null;
    case 'phone':
      return normalisePhone(draft.phone, draft.country) !== null;
    case 'plan':
      return context.plans.some((plan) => plan.id === draft.planId);
    case 'terms':
      return draft.acceptTerms;
    case 'password':
      return draft.password !== '';
    default:
      // A question with a default answer (who, language, add-on, contacts, medical): no must.
      return null;
  }
}

/**
 * Where the conversation goes on after the draft changed elsewhere (the form view): the first
 * required answer still missing, else the next question it had not reached yet that still applies.
 * Nothing the person already gave is asked again.
 */
export function resumeStep(state: DialogueState, context: DialogueContext): DialogueState {
  const { draft } = state;
  const reached = ORDER.indexOf(state.step);
  const limit = context.plans.find((plan) => plan.id === draft.planId)?.contactLimit ?? 0;
  for (const [index, step] of ORDER.entries()) {
    const must = holds(draft, step, context);
    if (must === false) return { ...state, step, contact: null };
    if (index < reached || must === true) continue;
    // From here on: questions not reached yet (or the one being asked), with a default answer.
    if (step === 'spainService' && draft.country.toUpperCase() !== 'ES') continue;
    if (step === 'contactRelationship' || step === 'contactPhone' || step === 'contactEmail') {
      if (state.contact && state.step === step) return state;
      continue;
    }
    // Contacts already given: Emma asks whether to add another, not for a first one.
    if (step === 'contactName' && (draft.contacts.length > 0 || limit === 0)) continue;
    if (step === 'anotherContact' && (draft.contacts.length === 0 || draft.contacts.length >= limit)) continue;
    if ((step === 'bloodType' || step === 'conditions' || step === 'medications' || step === 'allergies' || step === 'healthConsent') && draft.medical === null) continue;
    return { ...state, step, contact: step === state.step ? state.contact : null };
  }
  return { ...state, step: 'done', contact: null };
}
